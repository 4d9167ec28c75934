// What the readers share, each at its edges: figures taken only when they are what a field needs, names to kinds
// and positions, damage tracks from hits, the notes' bounds, where a file came from, and the JSON bounds exactly at
// their limits.
import { describe, expect, it } from "vitest";
import {
  addMounts,
  armorTypeOf,
  finishShip,
  MAX_NOTES,
  Notes,
  positionOfStation,
  shown,
  srdHullPoints,
  trackOf,
  weaponKindByName,
  wholeIn,
  emptyState,
} from "../../../src/rules/imports/common";
import {
  at,
  itemsOf,
  MAX_DEPTH,
  MAX_JSON_LENGTH,
  MAX_VALUES,
  member,
  nestingDepth,
  numberOf,
  readJson,
  textOf,
} from "../../../src/rules/imports/json";
import { actorIdOf, isLegacyExport, systemIdOf } from "../../../src/rules/imports/origin";
import { readImports, textFormat } from "../../../src/rules/imports";
import { emptyShip } from "../../../src/rules/usdf/draft";
import { hardpointsOf } from "../../../src/rules/usdf/tonnage";

describe("figures and text from JSON", () => {
  it.each([
    [3, 3],
    [-0, 0],
    [2.5, 2.5],
    [Infinity, null],
    [NaN, null],
    ["12", 12],
    [" 7 ", 7],
    ["-4", -4],
    ["1.25", 1.25],
    ["123456789012", 123456789012],
    ["1234567890123", null],
    ["1.1234567", null],
    ["1.", null],
    ["2-G", null],
    ["0x10", null],
    ["1e3", null],
    ["", null],
    [true, null],
    [null, null],
    [undefined, null],
    [{}, null],
  ] as const)("numberOf(%j) is %j", (v, want) => {
    const n = numberOf(v as never);
    expect(n).toBe(want);
    if (n !== null) expect(Object.is(n, -0)).toBe(false);
  });

  it("textOf trims and cuts; anything not a string is empty", () => {
    expect(textOf("  Name  ")).toBe("Name");
    expect(textOf("x".repeat(300))).toHaveLength(200);
    expect(textOf("abcdef", 3)).toBe("abc");
    expect(textOf(42 as never)).toBe("");
    expect(textOf(undefined)).toBe("");
  });

  it("members are own members only, along a path; items are the objects of `items`", () => {
    const o = JSON.parse('{"a":{"b":{"c":1}},"items":[{"x":1},2,null,[3],{"y":2}]}');
    expect(at(o, "a", "b", "c")).toBe(1);
    expect(at(o, "a", "x", "c")).toBeUndefined();
    expect(member(o, "toString")).toBeUndefined();
    expect(member([1] as never, "0")).toBeUndefined();
    expect(member(null, "a")).toBeUndefined();
    expect(itemsOf(o)).toEqual([{ x: 1 }, { y: 2 }]);
    expect(itemsOf({ items: {} } as never)).toEqual([]);
  });

  it("nesting is counted outside strings, escapes included", () => {
    expect(nestingDepth("[[{}]]")).toBe(3);
    expect(nestingDepth('["[[[", {"a": "\\"[["}]')).toBe(2);
    expect(nestingDepth('"\\\\"[')).toBe(1);
    expect(nestingDepth("")).toBe(0);
  });

  it("the JSON bounds hold exactly at their limits", () => {
    const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
    expect(readJson(deep(MAX_DEPTH)).ok).toBe(true);
    expect(readJson(deep(MAX_DEPTH + 1))).toEqual({
      ok: false,
      error: { code: "tooDeep", value: MAX_DEPTH + 1, limit: MAX_DEPTH },
    });
    // the array itself is one value
    expect(readJson(JSON.stringify(Array(MAX_VALUES - 1).fill(0))).ok).toBe(true);
    expect(readJson(JSON.stringify(Array(MAX_VALUES).fill(0)))).toEqual({
      ok: false,
      error: { code: "tooManyValues", limit: MAX_VALUES },
    });
    const long = (n: number) => `"${"x".repeat(n - 2)}"`;
    expect(readJson(long(MAX_JSON_LENGTH)).ok).toBe(true);
    expect(readJson(long(MAX_JSON_LENGTH + 1))).toMatchObject({ ok: false, error: { code: "tooLong" } });
    // keys deep in arrays of objects are checked too
    expect(readJson('[[{"a":[{"__proto__":1}]}]]')).toEqual({
      ok: false,
      error: { code: "forbiddenKey", value: "__proto__" },
    });
  });

  it("a text is JSON from its first character on, leading space aside; else a statblock or USDF", () => {
    expect(textFormat('  \n {"a":1}')).toBe("json");
    expect(textFormat("[1]")).toBe("json");
    expect(textFormat("Tonnage: 100\nArmor: 1\nJump: 1")).toBe("statblock");
    expect(textFormat("TL9 Name\nUsing a 100-ton hull")).toBe("usdf");
  });
});

describe("names to kinds, types and positions", () => {
  it.each([
    ["Pulse Laser", "pulseLaser"],
    ["Triple Turret (Pulse Lasers)", "pulseLaser"],
    ["Beam Laser", "beamLaser"],
    ["Laser", "beamLaser"],
    ["Particle Beam Bay", "particleBeam"],
    ["Fusion Gun", "fusionGun"],
    ["Meson Gun Bay", "mesonGun"],
    ["Triple Sandcaster", "sandcaster"],
    ["Missile Rack", "missile"],
    ["Torpedo", "missile"],
    ["particleBeam", "particleBeam"],
    ["nuclearMissiles", "missile"],
    ["fusionGun", "fusionGun"],
    ["Railgun", null],
    ["", null],
  ])("weapon %j → %j", (name, kind) => {
    expect(weaponKindByName(name)).toBe(kind);
  });

  it.each([
    ["Light Crystaliron", "crystaliron"],
    ["Titanium Steel", "titaniumSteel"],
    ["Bonded Superdense", "bondedSuperdense"],
    ["Ablat", "Ablat"],
    ["", null],
  ])("armor %j → %j", (name, type) => {
    expect(armorTypeOf(name)).toBe(type);
  });

  it.each([
    ["Pilot", "pilot"],
    ["Helm", "pilot"],
    ["Captain", "captain"],
    ["Commanding Officer", "captain"],
    ["Bay Gunner", "bayGunner"],
    ["Turret Gunner", "turretGunner"],
    ["Gunner", "gunner"],
    ["Gunnery", "gunner"],
    ["Weapons", "gunner"],
    ["Weapon", "gunner"],
    ["Navigator", "navigator"],
    ["Astrogator", "navigator"],
    ["Sensors", "sensorsOperator"],
    ["Comm", "sensorsOperator"],
    ["Comms", "sensorsOperator"],
    ["Communications", "sensorsOperator"],
    ["Damage Control", "damageControl"],
    ["Maintenance", "damageControl"],
    ["Mechanic", "damageControl"],
    ["Engineer", "driveEngineer"],
    ["Security", "chiefSecurityOfficer"],
    ["Marines", "marine"],
    ["Troops", "marine"],
    ["Medic", null],
    ["New Position", null],
  ])("station %j → %j", (name, position) => {
    expect(positionOfStation(name)).toBe(position);
  });
});

describe("damage tracks, notes and shown values", () => {
  it.each([
    [null, "", 0],
    [0, "", 0],
    [-2, "", 0],
    [1, "", 1],
    [2.7, "", 2],
    [3, "", 3],
    [9, "", 3],
    [0, "damaged", 1],
    [2, "Damaged", 2],
    [0, "destroyed", 3],
    [1, "operational", 1],
  ] as const)("hits %j, status %j → track %j", (hits, status, track) => {
    expect(trackOf(hits, status)).toBe(track);
  });

  it("shown: strings, figures and truth as they are, other values as JSON, on one line of at most 80", () => {
    expect(shown("a \n  b ")).toBe("a b");
    expect(shown(3)).toBe("3");
    expect(shown(false)).toBe("false");
    expect(shown({ a: 1 })).toBe('{"a":1}');
    expect(shown(undefined)).toBe("");
    expect(shown("x".repeat(80))).toBe("x".repeat(80));
    expect(shown("x".repeat(81))).toBe(`${"x".repeat(79)}…`);
  });

  it(`notes keep the first ${MAX_NOTES} of each kind`, () => {
    const notes = new Notes();
    for (let i = 0; i < MAX_NOTES + 5; i++) {
      notes.read1(`r${i}`, "name", i);
      notes.guess(`g${i}`, "name", i, "default");
      notes.leave(`l${i}`, i);
    }
    const plain = notes.plain();
    for (const kind of ["read", "guessed", "left"] as const) {
      expect(plain[kind]).toHaveLength(MAX_NOTES);
      expect(plain[kind].at(-1)!.value).toBe(String(MAX_NOTES - 1));
    }
    expect(plain.guessed[0]).toEqual({ from: "g0", to: "name", value: "0", reason: "default" });
    expect(plain.left[0]).toEqual({ from: "l0", value: "0" });
  });

  it("whole figures within bounds, or a refusal naming the field", () => {
    expect(wholeIn(null, 0, 9, "f")).toBeNull();
    expect(wholeIn(0, 0, 9, "f")).toBeNull();
    expect(wholeIn(9, 0, 9, "f")).toBeNull();
    expect(wholeIn(10, 0, 9, "f")).toEqual({ code: "badFigure", field: "f", value: 10 });
    expect(wholeIn(-1, 0, 9, "f")).toEqual({ code: "badFigure", field: "f", value: -1 });
    expect(wholeIn(1.5, 0, 9, "f")).toEqual({ code: "badFigure", field: "f", value: 1.5 });
  });

  it("the SRD's Hull and Structure: one point per 50 tons, Hull down and Structure up, at least 1 Structure", () => {
    expect(srdHullPoints(300)).toEqual({ hull: 6, structure: 6 });
    expect(srdHullPoints(120)).toEqual({ hull: 2, structure: 3 });
    expect(srdHullPoints(10)).toEqual({ hull: 0, structure: 1 });
  });
});

describe("mounts and the finished ship", () => {
  it("mounts within the hardpoints: bays hold one weapon, turrets three, sized by what they hold", () => {
    const ship = emptyShip();
    ship.tons = 200;
    expect(
      addMounts(ship, 1, {
        type: "turret",
        fixed: false,
        popup: true,
        weapons: ["missile", "missile", "pulseLaser", "beamLaser"],
      }),
    ).toBeNull();
    expect(
      addMounts(ship, 1, { type: "bay", fixed: false, popup: false, weapons: ["mesonGun", "missile"] }),
    ).toBeNull();
    expect(ship.mounts).toEqual([
      { id: "m1", type: "turret", size: 3, fixed: false, popup: true, weapons: ["missile", "missile", "pulseLaser"] },
      { id: "m2", type: "bay", size: 1, fixed: false, popup: false, weapons: ["mesonGun"] },
    ]);
    expect(ship.hardpoints).toBe(2);
    expect(addMounts(ship, hardpointsOf(200) - 1, { type: "turret", fixed: false, popup: false, weapons: [] })).toEqual(
      {
        code: "exceedsTons",
        field: "mounts",
        value: hardpointsOf(200) + 1,
        limit: hardpointsOf(200),
      },
    );
    expect(ship.mounts).toHaveLength(2);
  });

  it("the state is kept within the ship: Hull, Structure and fuel", () => {
    const ship = emptyShip();
    Object.assign(ship, { name: "X", techLevel: 12, tons: 100, hull: 2, structure: 2 });
    ship.fuel = { tons: 20.5, weeks: null, jumps: null };
    const state = { ...emptyState(), hull: 9, structure: -3, fuel: 99.7 };
    const r = finishShip("twodsixShip", ship, state, new Notes());
    expect(r.ok && [r.entry.state.hull, r.entry.state.structure, r.entry.state.fuel]).toEqual([2, 0, 20]);
    expect(r.ok && r.entry.assignments).toEqual([]);
    const low = finishShip("twodsixShip", ship, { ...emptyState(), hull: -1, structure: 5, fuel: -4 }, new Notes());
    expect(low.ok && [low.entry.state.hull, low.entry.state.structure, low.entry.state.fuel]).toEqual([0, 2, 0]);
    ship.fuel = null;
    const none = finishShip("twodsixShip", ship, { ...emptyState(), fuel: 5 }, new Notes());
    expect(none.ok && none.entry.state.fuel).toBe(0);
    const kept = finishShip("twodsixShip", ship, { ...emptyState(), fuel: null }, new Notes());
    expect(kept.ok && kept.entry.state.fuel).toBeNull();
  });
});

describe("where a file came from", () => {
  it("the actor's id: its own _id, else the id in core's exportSource uuid, else none", () => {
    expect(actorIdOf({ _id: "5nJgR54dCs0ElTss" })).toBe("5nJgR54dCs0ElTss");
    expect(actorIdOf({ _id: "x5nJgR54dCs0ElTss" })).toBeNull();
    expect(actorIdOf({ _id: "5nJgR54dCs0ElTs" })).toBeNull();
    expect(actorIdOf({ _stats: { exportSource: { uuid: "Actor.5nJgR54dCs0ElTss" } } })).toBe("5nJgR54dCs0ElTss");
    expect(actorIdOf({ _stats: { exportSource: { uuid: "Compendium.w.p.Actor.5nJgR54dCs0ElTss" } } })).toBe(
      "5nJgR54dCs0ElTss",
    );
    for (const uuid of [
      "Actor.5nJgR54dCs0ElTss.Item.abc",
      "XActor.5nJgR54dCs0ElTss",
      "Actor.short",
      "Actor.!!!!!!!!!!!!!!!!",
    ])
      expect(actorIdOf({ _stats: { exportSource: { uuid } } }), uuid).toBeNull();
  });

  it("the system that wrote it, from _stats or the export's source", () => {
    expect(systemIdOf({ _stats: { systemId: "twodsix" } })).toBe("twodsix");
    expect(systemIdOf({ _stats: { exportSource: { systemId: "mgt2e" } } })).toBe("mgt2e");
    expect(systemIdOf({})).toBe("");
  });

  it("a file from before Foundry 10 has `data` and no `system`", () => {
    expect(isLegacyExport({ data: {} })).toBe(true);
    expect(isLegacyExport({ data: {}, system: {} })).toBe(false);
    expect(isLegacyExport({ system: {} })).toBe(false);
    expect(isLegacyExport({ data: 3 })).toBe(false);
  });
});

describe("reading a list", () => {
  it("a single actor that cannot be read refuses the paste; in a list, or among files, it is named and skipped", () => {
    const bad = JSON.stringify({ name: "Hulk", type: "spacecraft", system: { spacecraft: { dtons: 0 } } });
    expect(readImports([bad])).toEqual({ ok: false, error: { code: "noTons", field: "system.spacecraft.dtons" } });
    const good = JSON.stringify({ name: "Ann", type: "traveller", system: { characteristics: { strength: {} } } });
    const two = readImports([good, bad]);
    expect(two.ok && two.refused).toEqual([
      { index: 1, name: "Hulk", error: { code: "noTons", field: "system.spacecraft.dtons" } },
    ]);
    const listed = readImports([`[${good}, 5, ${bad}]`]);
    expect(listed.ok && listed.refused.map((r) => [r.index, r.name, r.error.code])).toEqual([
      [1, "", "unknownFormat"],
      [2, "Hulk", "noTons"],
    ]);
    expect(listed.ok && listed.entries).toHaveLength(1);
  });

  it("an actor's type is read to 40 characters, for the message", () => {
    const r = readImports([JSON.stringify({ type: "x".repeat(60) })]);
    expect(r).toEqual({ ok: false, error: { code: "unknownFormat", value: "x".repeat(40) } });
  });
});
