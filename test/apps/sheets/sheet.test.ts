// The ship sheet through the Foundry stand-in: who may click what, a seated gunner's Attack posting its card,
// refusals, GM queries, drops, and the sheet rendering for different users.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import "../../harness/macros";
import { beforeAll, describe, expect, it } from "vitest";
import { CardData } from "../../../src/data/chat/card";
import { ShipData } from "../../../src/data/actor/ship";
import { perform } from "../../../src/play/perform";
import { seatSources } from "../../../src/apps/sheets/link";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { DRAG_SEAT } from "../../../src/apps/sheets/ship-drop";
import { CrewSheet, WeaponSheet } from "../../../src/apps/sheets/crew-sheet";
import { runStationAction } from "../../../src/apps/sheets/station-action";
import { changeSeats, seatAsGM } from "../../../src/apps/sheets/seating";
import { REQUEST_QUERY } from "../../../src/net/requests";
import { as, bootSystem, Hooks, notifications, scriptTotals, user, USERS } from "../../harness";
import { sheetWorld } from "../../fixtures/world";

beforeAll(bootSystem);

const ALICE = USERS.alice._id;
const BOB = USERS.bob._id;

/** A combat in round 1 with the frigate acting first, at Medium range. */
async function engaged(options: Parameters<typeof sheetWorld>[0] = {}) {
  const w = await sheetWorld({ playerId: ALICE, observers: [ALICE, BOB], ...options });
  // initiative: frigate 2D6 10, its captain's Tactics 8, corsair 5
  scriptTotals([10, 2], [8, 2], [5, 2]);
  const init = await perform({ type: "rollInitiative" }, { combat: w.combat });
  expect(init.refusal).toBeUndefined();
  expect((await perform({ type: "setRange", a: w.fid, b: w.cid, range: "medium" }, { combat: w.combat })).ok).toBe(
    true,
  );
  return w;
}

const cards = () =>
  [...game.messages!.values()].filter(
    (m) => (m as ChatMessage.Implementation).system instanceof CardData,
  ) as ChatMessage.Implementation[];
const warnings = () => notifications.messages.filter((m) => m.type === "warn").map((m) => m.message);
const L = (key: string) => game.i18n!.localize(key);
/** The HTML of each part from the last render (the rendering stand-in keeps it under node). */
const html = (sheet: ShipSheet) => (sheet as unknown as { partsHTML: Record<string, string> }).partsHTML;

describe("station actions through the bridge", () => {
  it("a seated gunner's Attack posts a card with the range's difficulty and every DM in force", async () => {
    const w = await engaged();
    const before = cards().length;
    // three beam lasers: each 2D6 then 1D6 damage on a hit
    scriptTotals([9, 2], [4, 1], [9, 2], [4, 1], [9, 2], [4, 1]);
    const result = await as("alice", () => runStationAction(w.frigate, 3, "attack", { skipDialog: true }));
    expect(result?.ok).toBe(true);
    const posted = cards().slice(before);
    const attack = posted
      .flatMap((m) => (m.system as CardData).events as { type: string }[])
      .find((e) => e.type === "attackRolled") as
      | {
          modifiers: { source: string; value: number }[];
          shots: { difficulty: string; dm: number }[];
          range: string;
          targetId: string;
        }
      | undefined;
    expect(attack).toBeDefined();
    expect(attack!.range).toBe("medium");
    expect(attack!.targetId).toBe(w.cid);
    // Turret Weapons 2, DEX 9 → +1, turret 1 damaged −2 (PO Skau's END damage does not touch DEX)
    expect(attack!.modifiers).toEqual([
      { source: "skill", value: 2 },
      { source: "characteristic", value: 1 },
      { source: "mountDamaged", value: -2 },
    ]);
    // beam lasers at Medium: Average (+0) → each shot at DM +1
    expect(attack!.shots.map((s) => [s.difficulty, s.dm])).toEqual([
      ["average", 1],
      ["average", 1],
      ["average", 1],
    ]);
    const html = posted.map((m) => String((m as unknown as { content: string }).content)).join("");
    expect(html).toContain("PO Renata Skau");
  });

  it("a player's click on a ship they do not own travels to the GM by the request channel", async () => {
    const w = await engaged();
    const calls: unknown[] = [];
    const handler = CONFIG.queries[REQUEST_QUERY];
    CONFIG.queries[REQUEST_QUERY] = (async (data: Parameters<typeof handler>[0], options: { timeout?: number }) => {
      calls.push(data);
      return (handler as (...args: unknown[]) => Promise<unknown>)(data, options);
    }) as never;
    try {
      scriptTotals([7, 2], [9, 2]);
      expect(w.frigate.testUserPermission(game.users!.get(ALICE)!, "OWNER")).toBe(false);
      // Alice's navigator at Sensors: Sensor Targeting on the corsair
      const r = await as("alice", () => runStationAction(w.frigate, 2, "sensorTargeting", { skipDialog: true }));
      expect(r?.ok).toBe(true);
      // the query names the request and carries its data, which Alice's own User document binds by its digest
      expect(calls).toHaveLength(1);
      expect(Object.keys(calls[0] as object).sort()).toEqual(["json", "rid", "secret", "userId"]);
      expect(calls[0]).toMatchObject({ userId: ALICE });
      expect(r!.events.length).toBeGreaterThan(0);
    } finally {
      CONFIG.queries[REQUEST_QUERY] = handler;
    }
  });

  it("refuses a user who is not seated there, with a message, and changes nothing", async () => {
    const w = await engaged();
    const before = cards().length;
    const memory = JSON.stringify(w.combat!.system);
    const r = await as("bob", () => runStationAction(w.frigate, 3, "attack", { skipDialog: true }));
    expect(r).toBeNull();
    expect(warnings().at(-1)).toBe(
      game.i18n!.format("CEPHEUS.Sheet.Notify.Disabled", {
        action: L("CEPHEUS.Action.attack.label"),
        reason: L("CEPHEUS.Sheet.Reason.notYourSeat"),
      }),
    );
    expect(cards()).toHaveLength(before);
    expect(JSON.stringify(w.combat!.system)).toBe(memory);
    // and the bridge refuses the same command if a client sends it anyway
    const direct = await as("bob", () =>
      perform({ type: "attack", shipId: w.fid, seat: 3, targetId: w.cid }, { combat: w.combat }),
    );
    expect(direct.refusal?.reason).toBe("notPermitted");
  });

  it("says why an action cannot be taken now (the rules' reason)", async () => {
    const w = await engaged();
    const r = await runStationAction(w.corsair, 1, "attack", { skipDialog: true });
    expect(r).toBeNull();
    expect(warnings().at(-1)).toContain(L("CEPHEUS.Reason.notYourTurn"));
  });

  it("rolls outside combat on the ship alone, and says so", async () => {
    const w = await sheetWorld({ combat: false });
    scriptTotals([8, 2]);
    const r = await runStationAction(w.frigate, 1, "evasiveManeuvers", { skipDialog: true });
    expect(r?.ok).toBe(true);
    expect(r?.outsideCombat).toBe(true);
  });

  it("opens the dialog unless skipped, and performs what the dialog returns", async () => {
    const w = await engaged();
    let opened: { action: string; seat: number; inCombat: boolean } | null = null;
    scriptTotals([9, 2], [4, 1]);
    const r = await runStationAction(w.frigate, 3, "attack", {
      dialog: async (d) => {
        opened = { action: d.action, seat: d.seat, inCombat: d.inCombat };
        // fire one laser only
        return {
          type: "attack",
          shipId: d.shipId,
          seat: d.seat,
          targetId: w.cid,
          weaponIds: [[...w.frigate.items][0].id!],
        };
      },
    });
    expect(opened).toEqual({ action: "attack", seat: 3, inCombat: true });
    expect(r?.ok).toBe(true);
    const rolled = r!.events.find((e) => e.type === "attackRolled") as { shots: unknown[] } | undefined;
    expect(rolled?.shots).toHaveLength(1);
    // cancelled: nothing happens
    const before = cards().length;
    expect(await runStationAction(w.frigate, 1, "evasiveManeuvers", { dialog: async () => null })).toBeNull();
    expect(cards()).toHaveLength(before);
  });
});

describe("the sheet", () => {
  it("renders for the GM with every seat's buttons usable in the frigate's turn", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    expect(Object.keys(html(sheet))).toEqual(["header", "tabs", "stations", "weapons", "systems", "details"]);
    expect(html(sheet).stations).toContain("Lt. Mara Okafor");
    const attack = sheet.view!.stations.find((s) => s.position === "turretGunner")!.slots[0].seats[0].own[0];
    expect(attack).toMatchObject({ action: "attack", enabled: true });
    expect(html(sheet).systems).toContain('data-action="setTrack"');
  });

  it("builds each part's view only when that part renders: opening a seat's Other actions rebuilds the stations alone", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    const before = sheet.view!;
    const captain = before.stations.find((s) => s.position === "captain")!.slots[0].seats[0];
    expect(captain.groups.find((g) => g.kind === "general")).toMatchObject({ open: false, buttons: [] });
    await sheet.toggleGeneral(captain.index, true);
    const after = sheet.view!;
    // the stations were built again, with the captain's Other actions judged; the other parts' views were not
    expect(after.stations).not.toBe(before.stations);
    const general = after.stations
      .find((s) => s.position === "captain")!
      .slots[0].seats[0].groups.find((g) => g.kind === "general")!;
    expect(general.open).toBe(true);
    expect(general.buttons.length).toBeGreaterThan(0);
    expect(html(sheet).stations).toContain(general.buttons[0].label);
    for (const key of ["banner", "mounts", "tracks", "details", "design"] as const)
      expect(after[key], key).toBe(before[key]);
  });

  it("renders read-only for a player except at their own seats", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await as("alice", () => sheet.render({ force: true }));
    const seat = (position: string) => sheet.view!.stations.find((s) => s.position === position)!.slots[0].seats[0];
    expect(seat("turretGunner").own[0].enabled).toBe(true);
    expect(seat("pilot").own.every((b) => !b.enabled && b.reason === L("CEPHEUS.Sheet.Reason.notYourSeat"))).toBe(true);
    expect(sheet.view!.editable).toBe(false);
    expect(html(sheet).stations).not.toContain('data-action="removeSeat"');
    expect(html(sheet).systems).not.toContain('data-action="setTrack"');
  });

  it("runs a station action from a button click (the sheet's action handler)", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    const before = cards().length;
    scriptTotals([8, 2]);
    const target = { dataset: { seat: "1", stationAction: "evasiveManeuvers" } } as unknown as HTMLElement;
    await (sheet.options.actions.stationAction as (e: unknown, t: HTMLElement) => Promise<void>).call(
      sheet,
      { shiftKey: true },
      target,
    );
    expect(cards().length).toBeGreaterThan(before);
  });

  it("re-renders when the engagement starts: the engine's initiative fires core's combatStart, which the sheet hears", async () => {
    const w = await sheetWorld({ playerId: ALICE, observers: [ALICE, BOB] });
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    let renders = 0;
    const render = sheet.render.bind(sheet);
    sheet.render = ((...args: Parameters<typeof render>) => {
      renders++;
      return render(...args);
    }) as typeof sheet.render;
    // the sheet's own listener runs first (registered at init): by the time this one runs it has asked for a render
    let rendersAtStart: number | null = null;
    const id = Hooks.on("combatStart", () => void (rendersAtStart = renders));
    try {
      scriptTotals([10, 2], [8, 2], [5, 2]);
      expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).ok).toBe(true);
    } finally {
      Hooks.off("combatStart", id);
    }
    expect(rendersAtStart).toBe(1);
  });

  it("lets the GM set a damage track by its pips (click the current step to step back)", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    const setTrack = sheet.options.actions.setTrack as (e: unknown, t: HTMLElement) => Promise<void>;
    await setTrack.call(sheet, {}, { dataset: { track: "systems.mDrive", value: "2" } } as unknown as HTMLElement);
    expect((w.frigate.system as ShipData).systems.mDrive).toBe(2);
    await setTrack.call(sheet, {}, { dataset: { track: "systems.mDrive", value: "2" } } as unknown as HTMLElement);
    expect((w.frigate.system as ShipData).systems.mDrive).toBe(1);
    await setTrack.call(sheet, {}, { dataset: { track: "mounts.turret1", value: "3" } } as unknown as HTMLElement);
    expect((w.frigate.system as ShipData).mounts.find((m) => m.id === "turret1")!.damage).toBe(3);
    // a player cannot
    await as("alice", () =>
      setTrack.call(sheet, {}, { dataset: { track: "systems.mDrive", value: "3" } } as unknown as HTMLElement),
    );
    expect((w.frigate.system as ShipData).systems.mDrive).toBe(1);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Systems.GMEdits"));
  });
});

describe("seating by drag and drop", () => {
  it("seats a crew actor dropped on a free station", async () => {
    const w = await sheetWorld({ combat: false });
    const newcomer = (await Actor.create({ name: "Ens. New", type: "crew" } as never)) as Actor.Implementation;
    const sheet = new ShipSheet({ document: w.frigate });
    expect(await sheet.handleDrop({ type: "Actor", uuid: newcomer.uuid }, { position: "navigator" })).toBe(true);
    expect(seatSources(w.frigate).at(-1)).toEqual({
      position: "navigator",
      crew: newcomer.uuid,
      npcSkill: null,
      automated: false,
      mountId: "",
    });
  });

  it("refuses a second pilot, an item on a seat, and a ship, with clear messages and no change", async () => {
    const w = await sheetWorld({ combat: false });
    const newcomer = (await Actor.create({ name: "Ens. New", type: "crew" } as never)) as Actor.Implementation;
    const sheet = new ShipSheet({ document: w.frigate });
    const seats = JSON.stringify(seatSources(w.frigate));
    expect(await sheet.handleDrop({ type: "Actor", uuid: newcomer.uuid }, { position: "pilot" })).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.pilotTaken"));
    const item = [...w.frigate.items][0];
    expect(await sheet.handleDrop({ type: "Item", uuid: item.uuid }, { position: "pilot" })).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Drop.item"));
    expect(await sheet.handleDrop({ type: "Actor", uuid: w.corsair.uuid }, { position: "navigator" })).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Drop.ship"));
    expect(
      await sheet.handleDrop({ type: "Actor", uuid: newcomer.uuid }, { position: "turretGunner", mountId: "turret2" }),
    ).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.mountManned"));
    expect(await sheet.handleDrop({ type: "Actor", uuid: "Actor.doesNotExist00" }, { position: "navigator" })).toBe(
      false,
    );
    expect(JSON.stringify(seatSources(w.frigate))).toBe(seats);
  });

  it("moves a seat by dragging it to another station, and refuses a stale drag", async () => {
    const w = await sheetWorld({ combat: false });
    const sheet = new ShipSheet({ document: w.frigate });
    const marine = sheet.seatRef(7)!;
    expect(
      await sheet.handleDrop(
        { type: DRAG_SEAT, shipUuid: w.frigate.uuid, seat: marine },
        { position: "driveEngineer", mountId: "jDrive" },
      ),
    ).toBe(true);
    expect(seatSources(w.frigate)[7]).toMatchObject({ position: "driveEngineer", mountId: "jDrive", npcSkill: 1 });
    // the same drag again describes a seat that is no longer what it was
    expect(
      await sheet.handleDrop({ type: DRAG_SEAT, shipUuid: w.frigate.uuid, seat: marine }, { position: "marine" }),
    ).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.unknownSeat"));
  });

  it("a player who only observes a ship cannot seat their crew there, but may take their own crew member off it, through the GM", async () => {
    const w = await sheetWorld({ combat: false, observers: [ALICE] });
    const hers = (await Actor.create({
      name: "Alice's Engineer",
      type: "crew",
      ownership: { [ALICE]: 3 },
    } as never)) as Actor.Implementation;
    const sheet = new ShipSheet({ document: w.frigate });
    const seats = JSON.stringify(seatSources(w.frigate));
    // seating is for the ship's owners: OBSERVER is not enough, even for her own crew member
    expect(
      await as("alice", () =>
        sheet.handleDrop({ type: "Actor", uuid: hers.uuid }, { position: "driveEngineer", mountId: "jDrive" }),
      ),
    ).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Reason.readOnly"));
    expect(JSON.stringify(seatSources(w.frigate))).toBe(seats);
    // the GM seats her; she may leave the seat herself
    expect(
      await sheet.handleDrop({ type: "Actor", uuid: hers.uuid }, { position: "driveEngineer", mountId: "jDrive" }),
    ).toBe(true);
    const index = seatSources(w.frigate).findIndex((s) => s.crew === hers.uuid);
    expect(index).toBeGreaterThanOrEqual(0);
    const calls: unknown[] = [];
    const handler = CONFIG.queries[REQUEST_QUERY];
    CONFIG.queries[REQUEST_QUERY] = (async (data: Parameters<typeof handler>[0], options: { timeout?: number }) => {
      calls.push(data);
      return (handler as (...args: unknown[]) => Promise<unknown>)(data, options);
    }) as never;
    try {
      // the GM's captain is not hers to move or remove
      const before = JSON.stringify(seatSources(w.frigate));
      expect(
        await as("alice", () =>
          sheet.handleDrop(
            { type: DRAG_SEAT, shipUuid: w.frigate.uuid, seat: sheet.seatRef(0)! },
            { position: "marine" },
          ),
        ),
      ).toBe(false);
      expect((await as("alice", () => changeSeats(w.frigate, { op: "remove", seat: sheet.seatRef(0)! }))).ok).toBe(
        false,
      );
      expect(JSON.stringify(seatSources(w.frigate))).toBe(before);
      expect(calls).toHaveLength(0);
      const r = await as("alice", () => changeSeats(w.frigate, { op: "remove", seat: sheet.seatRef(index)! }));
      expect(r.ok).toBe(true);
      expect(calls).toHaveLength(1);
      expect(seatSources(w.frigate).some((s) => s.crew === hers.uuid)).toBe(false);
    } finally {
      CONFIG.queries[REQUEST_QUERY] = handler;
    }
  });

  it("checks again on the GM side: a seating request for someone else's crew changes nothing", async () => {
    const w = await sheetWorld({ combat: false, observers: [BOB] });
    const seats = JSON.stringify(seatSources(w.frigate));
    const r = await seatAsGM(
      {
        shipUuid: w.frigate.uuid,
        change: { op: "remove", seat: { index: 0, crew: "Actor.crewCaptain00001", position: "captain" } },
      },
      user("bob") as never,
    );
    expect(r).toEqual({ ok: false, reason: "notYours" });
    expect(JSON.stringify(seatSources(w.frigate))).toBe(seats);
  });

  it("a drop is announced to modules first (core's dropActorSheetData hook), which may cancel it", async () => {
    const w = await sheetWorld({ combat: false });
    const person = (await Actor.create({ name: "Drifter", type: "crew" } as never)) as Actor.Implementation;
    const sheet = new ShipSheet({ document: w.frigate });
    const drop = { type: "Actor", uuid: person.uuid };
    const event = { dataTransfer: { getData: () => JSON.stringify(drop) }, target: null } as unknown as DragEvent;
    const heard: unknown[][] = [];
    const hook = Hooks.on("dropActorSheetData", (...args: unknown[]) => {
      heard.push(args);
      return false;
    });
    const seats = JSON.stringify(seatSources(w.frigate));
    try {
      await (sheet as unknown as { _onDrop(e: DragEvent): Promise<void> })._onDrop(event);
    } finally {
      Hooks.off("dropActorSheetData", hook);
    }
    expect(heard).toHaveLength(1);
    expect(heard[0][0]).toBe(w.frigate);
    expect(heard[0][1]).toBe(sheet);
    expect(heard[0][2]).toEqual(drop);
    expect(JSON.stringify(seatSources(w.frigate))).toBe(seats);
    expect(warnings()).toHaveLength(0);
  });

  it("lets the owner add unnamed crew and software, within the Automated Positions rules", async () => {
    const w = await sheetWorld({ combat: false });
    const sheet = new ShipSheet({ document: w.frigate });
    const act = (name: string, dataset: Record<string, string>) =>
      (sheet.options.actions[name] as (e: unknown, t: HTMLElement) => Promise<void>).call(sheet, {}, {
        dataset,
      } as unknown as HTMLElement);
    await act("addNpc", { position: "navigator" });
    expect(seatSources(w.frigate).at(-1)).toMatchObject({ position: "navigator", crew: null, npcSkill: 1 });
    const n = seatSources(w.frigate).length;
    // no Intellect and Expert Pilot: the computer cannot fly; no Auto-Repair and drones: no damage control
    await act("addSoftware", { position: "pilot" });
    expect(seatSources(w.frigate)).toHaveLength(n);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.noSoftware"));
    await act("addSoftware", { position: "damageControl" });
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.noSoftware"));
    expect(seatSources(w.frigate)).toHaveLength(n);
    // Fire Control can man a turret: free turret 3 (the computer sits there), then put it back
    await act("removeSeat", { seat: "5" });
    expect(seatSources(w.frigate).some((s) => s.automated)).toBe(false);
    await act("addSoftware", { position: "turretGunner", mountId: "turret3" });
    expect(seatSources(w.frigate).at(-1)).toEqual({
      position: "turretGunner",
      crew: null,
      npcSkill: null,
      automated: true,
      mountId: "turret3",
    });
  });
});

describe("the crew and weapon sheets", () => {
  it("shows a crew member's UPP, current scores after damage, skills, rads and the stations they hold", async () => {
    const w = await sheetWorld({ combat: false });
    const gunner = w.crew["Actor.crewGunner000001"];
    const sheet = new CrewSheet({ document: gunner });
    await sheet.render({ force: true });
    const out = html(sheet as unknown as ShipSheet).sheet;
    // STR 8 DEX 9 END 9 INT 7 EDU 7 SOC 5; 3 points of END damage
    expect(out).toContain("UPP 899775");
    expect(out).toContain(game.i18n!.format("CEPHEUS.Sheet.CrewSheet.Current", { value: "896775" }));
    expect(out).toContain('name="system.rads" value="40"');
    expect(out).toContain('name="system.skills.turretWeapons" value="2"');
    expect(out).toContain(
      game.i18n!.format("CEPHEUS.Sheet.CrewSheet.Station", {
        station: "Turret Gunner · Turret 1 (beam lasers)",
        ship: "ISS Vigilant",
      }),
    );
    // read-only for a player who does not own her: no inputs, the values as text
    const ro = new CrewSheet({ document: gunner });
    await as("bob", () => ro.render({ force: true }));
    expect(html(ro as unknown as ShipSheet).sheet).not.toContain("<input");
    expect(html(ro as unknown as ShipSheet).sheet).toContain(
      game.i18n!.format("CEPHEUS.Sheet.CrewSheet.RadsValue", { rads: "40" }),
    );
  });

  it("shows a weapon's mounting on its ship and its attack difficulty at every range band", async () => {
    const w = await sheetWorld({ combat: false });
    const laser = [...w.frigate.items][0];
    const sheet = new WeaponSheet({ document: laser });
    await sheet.render({ force: true });
    const out = html(sheet as unknown as ShipSheet).sheet;
    expect(out).toMatch(
      /<select name="system.mountId"[^>]*>.*<option value="turret1" selected>Turret 1 \(beam lasers\)<\/option>/s,
    );
    // Beam laser: Difficult at Adjacent and Close, Average at Medium (Attack Difficulties table)
    expect(out).toMatch(
      new RegExp(
        `${L("CEPHEUS.RangeBand.medium")}</th><td>${L("CEPHEUS.Difficulty.average").replace(/[()+]/g, "\\$&")}`,
      ),
    );
    expect(out).toMatch(
      new RegExp(
        `${L("CEPHEUS.RangeBand.close")}</th><td>${L("CEPHEUS.Difficulty.difficult").replace(/[()+−]/g, "\\$&")}`,
      ),
    );
  });
});
