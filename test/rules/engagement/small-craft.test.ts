// Small craft launched and recovered (rulings R112, R113): a carrier's craft joins the fight as a ship of its own
// beside it, fights on the Small Craft column, and comes back aboard with its damage.
import { describe, expect, test } from "vitest";
import { runSync, seededSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { pairKey } from "../../../src/rules/engagement/memory";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { availableActions, canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import { crewedCraft } from "../../../src/rules/engagement/craft";
import { carrierCrewSkill } from "../../../src/rules/engagement/craft-resolve";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, fighter, patrolFrigate, raider } from "./fixtures";
import { ok, one, ofType, refusal, rigged } from "./helpers";

/** The Patrol Frigate with its two fighters (Common Vessels: "two small craft hangers, each holding a fighter"). */
function carrier(): ShipSnapshot {
  const f = patrolFrigate();
  return {
    ...f,
    // one unnamed seat: the frigate's crew skill (R112) is its NPC skill
    seats: [...f.seats, { position: "marine", npcSkill: 1 }],
    craft: [
      // the first has no seat of its own: an unnamed pilot of the carrier's crew skill flies it; its 2 Hull lets it
      // take a hit and fly on
      { key: "fighter-1", ship: { ...fighter("fighter-1", []), name: "Fighter One", hull: { value: 2, max: 2 } } },
      { key: "fighter-2", ship: { ...fighter("fighter-2"), name: "Fighter Two" } },
    ],
  };
}

const PILOT = 1;
const CAPTAIN = 0;

/** Play on (ending turns) until it is `id`'s turn. */
function turnOf(s: EngagementState, id: string): EngagementState {
  for (let i = 0; i < 20 && currentShipId(s) !== id; i++) {
    const now = currentShipId(s);
    s = ok(s, now === undefined ? { type: "endRound" } : { type: "endTurn", shipId: now }).state;
  }
  expect(currentShipId(s)).toBe(id);
  return s;
}

/** The frigate and a Raider at Short range, initiative rolled, the frigate to act. */
function fight(frigate = carrier()): EngagementState {
  const s = runSync(applyCommand(duel(frigate, raider()), { type: "rollInitiative" }), seededSource(5)).state;
  return turnOf(s, "frigate");
}

const launch = (craft: string, seat = PILOT) => ({ type: "launchCraft", shipId: "frigate", seat, craft }) as const;

describe("launching small craft (R112)", () => {
  test("a launched craft is a ship of the fight beside its carrier, acting from the next round", () => {
    const s = fight();
    const r = ok(s, launch("fighter-1"));
    const e = one(r.events, "craftLaunched");
    expect(e).toMatchObject({ shipId: "frigate", key: "fighter-1", name: "Fighter One" });
    const id = e.craftId;
    expect(id).toMatch(/^[a-zA-Z0-9]{16}$/);
    const m = r.state.memory;
    const st = m.ships[id];
    const carrierSt = m.ships.frigate;
    // the carrier's side, speed, awareness and initiative; its reactions for the round
    expect(st).toMatchObject({
      side: carrierSt.side,
      speed: carrierSt.speed,
      aware: carrierSt.aware,
      initiative: carrierSt.initiative,
      reactionsBudget: carrierSt.reactionsBudget,
      status: "active",
      acted: true,
      craftOf: { carrierId: "frigate", key: "fighter-1", crewSkill: 1 },
    });
    // Adjacent to the carrier, at the carrier's band to the enemy
    expect(m.ranges[pairKey(id, "frigate")]).toBe("adjacent");
    expect(m.ranges[pairKey(id, "raider")]).toBe(m.ranges[pairKey("frigate", "raider")]);
    // its own snapshot, under its new id; the seat its sheet left empty flown with the carrier's crew skill
    expect(r.state.ships[id]).toMatchObject({ id, name: "Fighter One", tons: 10 });
    expect(r.state.ships[id].seats).toEqual([{ position: "pilot", npcSkill: 1 }]);
    // the pilot's minor action
    expect(one(r.events, "actionSpent")).toMatchObject({ shipId: "frigate", seat: PILOT, cost: "minor" });
    // not in this round's order: it has no turn before the next round
    expect(m.order).not.toContain(id);
    let t = ok(r.state, { type: "endTurn", shipId: "frigate" }).state;
    t = turnOf(t, id);
    expect(t.memory.round).toBe(s.memory.round + 1);
    expect(t.memory.order).toContain(id);
    // the lone pilot mans its turret (R86): it may attack the Raider
    expect(canPerform(t, { type: "attack", shipId: id, seat: 0, targetId: "raider" })).toEqual({ ok: true });
  });

  test("one craft per action, each once; then none is aboard", () => {
    let s = fight();
    s = ok(s, launch("fighter-1")).state;
    expect(refusal(s, launch("fighter-1"))).toBe("unknownCraft");
    s = ok(s, launch("fighter-2")).state;
    expect(Object.values(s.memory.ships).filter((x) => x.craftOf).length).toBe(2);
    // the seats its own sheet fills are kept
    const two = Object.keys(s.ships).find((id) => s.memory.ships[id].craftOf?.key === "fighter-2")!;
    expect(s.ships[two].seats).toEqual([{ position: "pilot", npcSkill: 2 }]);
    expect(refusal(s, launch("fighter-1"))).toBe("noCraftAboard");
    expect(availableActions(s, "frigate", PILOT).find((a) => a.action === "launchCraft")).toMatchObject({
      ok: false,
      reason: "noCraftAboard",
    });
  });

  test("refusals: another station, a craft not carried, a disabled craft, a ship without craft", () => {
    const s = fight();
    expect(refusal(s, launch("fighter-1", CAPTAIN))).toBe("wrongPosition");
    expect(refusal(s, launch("shuttle"))).toBe("unknownCraft");
    const wrecked = carrier();
    wrecked.craft![0].ship = {
      ...wrecked.craft![0].ship,
      systems: { ...wrecked.craft![0].ship.systems, powerPlant: 3 },
    };
    expect(refusal(fight(wrecked), launch("fighter-1"))).toBe("craftDisabled");
    const bare = fight(patrolFrigate());
    expect(refusal(bare, launch("fighter-1"))).toBe("noCraftAboard");
    expect(availableActions(bare, "frigate", PILOT).find((a) => a.action === "launchCraft")).toMatchObject({
      ok: false,
      reason: "noCraftAboard",
    });
    expect(availableActions(bare, "frigate", PILOT).find((a) => a.action === "recoverCraft")).toMatchObject({
      ok: false,
      reason: "noCraftOut",
    });
  });

  test("the crew skill and the crew a craft flies with", () => {
    expect(carrierCrewSkill(carrier())).toBe(1);
    // a carrier of named crew only: skill 0
    expect(carrierCrewSkill(patrolFrigate())).toBe(0);
    const f = fighter("f", [
      { position: "pilot", crewId: "ace" },
      { position: "turretGunner", mountId: "m1" },
    ]);
    expect(crewedCraft(f, 2).seats).toEqual([
      { position: "pilot", crewId: "ace" },
      { position: "turretGunner", mountId: "m1", npcSkill: 2 },
    ]);
    const manned = fighter("f");
    expect(crewedCraft(manned, 2).seats).toEqual(manned.seats);
  });
});

describe("a craft in the fight and recovered (R113)", () => {
  /** The fighter launched, the round played to the Raider's turn. */
  function launched(): { s: EngagementState; id: string } {
    const r = ok(fight(), launch("fighter-1"));
    const id = one(r.events, "craftLaunched").craftId;
    const s = ok(r.state, { type: "endTurn", shipId: "frigate" }).state;
    return { s: turnOf(s, "raider"), id };
  }

  test("hits on the craft read the Small Craft column, and it is recovered with its damage", () => {
    const { s, id } = launched();
    const gunner = s.ships.raider.seats.findIndex((x) => x.position === "turretGunner");
    const mount = s.ships.raider.mounts.find((x) => x.id === s.ships.raider.seats[gunner].mountId)!;
    // one beam laser; every check succeeds; damage 1 (a Single Hit through no armor), location 8 (Small Craft: Hull)
    const dice = rigged((r) => (r.purpose === "check" ? 12 : r.purpose === "location" ? 8 : r.dice));
    const attack = { type: "attack", shipId: "raider", seat: gunner, targetId: id, weaponIds: [mount.weapons[0].id] };
    let t = runSync(applyCommand(s, attack as never), dice).state;
    const landed = runSync(applyCommand(t, { type: "endTurn", shipId: "raider" }), dice);
    const located = ofType(landed.events, "damageResolved")
      .filter((e) => e.targetId === id)
      .flatMap((e) => e.events.filter((x) => x.type === "hitLocated"));
    expect(located.length).toBeGreaterThan(0);
    for (const h of located) expect(h).toMatchObject({ column: "smallCraft" });
    t = landed.state;
    const hurt = t.ships[id];
    expect(hurt.hull).toEqual({ value: 1, max: 2 });
    expect(t.memory.ships[id].status).toBe("active");
    t = turnOf(t, "frigate");
    const recover = { type: "recoverCraft", shipId: "frigate", seat: PILOT, targetId: id } as const;
    const r = ok(t, recover);
    expect(one(r.events, "craftRecovered")).toMatchObject({ shipId: "frigate", craftId: id, key: "fighter-1" });
    expect(r.state.memory.ships[id]).toMatchObject({ status: "escaped", craftOf: { recovered: true } });
    const back = r.state.ships.frigate.craft!.find((c) => c.key === "fighter-1")!.ship;
    expect(back.id).toBe("fighter-1");
    expect(back.hull).toEqual(hurt.hull);
    expect(back.structure).toEqual(hurt.structure);
    expect(back.systems).toEqual(hurt.systems);
  });

  test("a recovered craft keeps its damage when it is launched again", () => {
    const { s, id } = launched();
    // the Raider's laser struck the fighter's M-Drive once
    s.ships[id] = { ...s.ships[id], systems: { ...s.ships[id].systems, mDrive: 1 } };
    let t = turnOf(ok(s, { type: "endTurn", shipId: "raider" }).state, "frigate");
    t = ok(t, { type: "recoverCraft", shipId: "frigate", seat: PILOT, targetId: id }).state;
    expect(t.ships.frigate.craft![0].ship.systems.mDrive).toBe(1);
    // back aboard: it may be launched again (with the pilot's next minor action), damaged as it came back
    const again = ok(t, launch("fighter-1"));
    const next = one(again.events, "craftLaunched").craftId;
    expect(next).not.toBe(id);
    expect(again.state.ships[next].systems.mDrive).toBe(1);
  });

  test("refusals: not Adjacent, not its own craft, a craft gone", () => {
    const { s, id } = launched();
    const t = turnOf(ok(s, { type: "endTurn", shipId: "raider" }).state, "frigate");
    const recover = (targetId: string) => ({ type: "recoverCraft", shipId: "frigate", seat: PILOT, targetId }) as const;
    expect(refusal(t, recover("raider"))).toBe("notOwnCraft");
    expect(refusal(t, recover("nobody"))).toBe("unknownTarget");
    expect(refusal(t, { ...recover(id), seat: CAPTAIN })).toBe("wrongPosition");
    t.memory.ranges[pairKey("frigate", id)] = "close";
    expect(refusal(t, recover(id))).toBe("needsAdjacent");
    t.memory.ships[id].status = "destroyed";
    expect(refusal(t, recover(id))).toBe("noCraftOut");
    expect(availableActions(t, "frigate", PILOT).find((a) => a.action === "recoverCraft")).toMatchObject({
      ok: false,
      reason: "noCraftOut",
    });
  });
});
