// How many chat cards one click posts, per station action and for a typical gunner's turn: the counts a table reads
// through. A station action posts its own card, plus a reaction card when it opens an attack the target can answer;
// a reaction taken with that card's button is written on it (no card of its own); the damage an attack does arrives
// on one card per damaged ship, its crew's injuries on the same card: the attack's reaction card when it has one that
// everyone sees, which becomes the damage card.
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { loadEngagement } from "../../src/play/load";
import type { BridgeCommand } from "../../src/play/commands";
import { availableActions } from "../../src/rules/engagement/validation";
import type { SeatActionType } from "../../src/rules/engagement/catalogue";
import { as, scriptTotals, seedDice } from "../harness";
import { bootSystem, sheetWorld, standardWorld } from "../fixtures/world";
import { currentShipId } from "../../src/rules/engagement/validation";
import { cards, sys } from "../chat/posted";

beforeAll(bootSystem);

/** The Beowulf (Alice's) acting first against the Corsair at Short range. */
async function beowulfFirst() {
  const w = await standardWorld();
  scriptTotals([2, 2], [12, 2]); // initiative: Corsair 2, Beowulf 12
  expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).ok).toBe(true);
  expect((await perform({ type: "setRange", a: w.cid, b: w.bid, range: "short" }, { combat: w.combat })).ok).toBe(true);
  return w;
}

/** The Patrol Frigate (every station crewed) acting first against the pirate corsair at Short range, as the GM. */
async function frigateFirst() {
  const w = await sheetWorld();
  scriptTotals([10, 2], [8, 2], [5, 2]); // initiative: the frigate 10, its captain's Tactics 8, the corsair 5
  expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).ok).toBe(true);
  expect((await perform({ type: "setRange", a: w.cid, b: w.fid, range: "short" }, { combat: w.combat })).ok).toBe(true);
  expect(currentShipId(loadEngagement(w.combat!))).toBe(w.fid);
  return w;
}

/** The command a seat sends for a station action, with the choices a player would make against the Corsair. */
function commandFor(action: SeatActionType, shipId: string, seat: number, enemy: string): BridgeCommand | null {
  const base = { shipId, seat };
  switch (action) {
    case "attack":
    case "pursuit":
    case "sensorTargeting":
    case "ram":
    case "boardingAction":
    case "interceptCommunications":
      return { ...base, type: action, targetId: enemy } as BridgeCommand;
    case "rangeCheck":
      return { ...base, type: "rangeCheck", targetId: enemy, choice: "closer" };
    case "adjustSpeed":
      return { ...base, type: "adjustSpeed", speed: 1 };
    case "repairDamagedSystem":
      return { ...base, type: "repairDamagedSystem", target: "hull" };
    case "electronicWarfare":
      return { ...base, type: "electronicWarfare", mode: "smartMissiles" };
    case "evasiveManeuvers":
    case "lineUpTheShot":
    case "breakPursuit":
    case "coordinateCrew":
    case "increaseInitiative":
    case "calculateJumpPlot":
    case "maintainCourse":
    case "maintainCommunications":
    case "avoidCollision":
      return { ...base, type: action } as BridgeCommand;
    default:
      return null;
  }
}

/** Messages one perform posts (counted in the chat log, and as perform reports them). */
async function posted(run: () => Promise<{ ok: boolean; messageIds: string[] }>): Promise<number> {
  const before = cards().length;
  const r = await run();
  expect(r.ok).toBe(true);
  expect(cards().length - before).toBe(r.messageIds.length);
  return r.messageIds.length;
}

describe("cards per click", () => {
  it("each station action the Beowulf's seats can take posts one card (the Corsair has no reaction to offer)", async () => {
    const probe = await beowulfFirst();
    const state = loadEngagement(probe.combat);
    const counts: Record<string, number> = {};
    for (let seat = 0; seat < state.ships[probe.bid].seats.length; seat++) {
      for (const a of availableActions(state, probe.bid, seat)) {
        if (!a.ok || `${a.action}` in counts) continue;
        const w = await beowulfFirst();
        const command = commandFor(a.action, w.bid, seat, w.cid);
        if (!command) continue;
        seedDice(7);
        const r = await as("alice", () => perform(command, { combat: w.combat, notify: false }));
        // a choice of this command the rules refuse here (a speed, a target): not a click a player could make
        if (!r.ok) continue;
        counts[a.action] = r.messageIds.length;
        expect(
          cards()
            .slice(-r.messageIds.length)
            .map((m) => m.id),
        ).toEqual(r.messageIds);
      }
    }
    expect(counts).toEqual({
      adjustSpeed: 1,
      maintainCourse: 1,
      attack: 1,
      evasiveManeuvers: 1,
      lineUpTheShot: 1,
      pursuit: 1,
    });
  });

  it("each station action the Patrol Frigate's crew can take posts one card; an attack the corsair can answer two", async () => {
    const probe = await frigateFirst();
    const state = loadEngagement(probe.combat!);
    const counts: Record<string, number> = {};
    for (let seat = 0; seat < state.ships[probe.fid].seats.length; seat++) {
      for (const a of availableActions(state, probe.fid, seat)) {
        if (!a.ok || `${a.action}` in counts) continue;
        const w = await frigateFirst();
        const command = commandFor(a.action, w.fid, seat, w.cid);
        if (!command) continue;
        seedDice(11);
        const r = await perform(command, { combat: w.combat, notify: false });
        if (!r.ok) continue;
        counts[a.action] = r.messageIds.length;
      }
    }
    expect(counts).toEqual({
      adjustSpeed: 1,
      maintainCourse: 1,
      coordinateCrew: 1,
      increaseInitiative: 1,
      // the attack, and the corsair's reactions to it (its pilot may dodge)
      attack: 2,
      evasiveManeuvers: 1,
      lineUpTheShot: 1,
      pursuit: 1,
      maintainCommunications: 1,
      sensorTargeting: 1,
    });
  });

  it("a gunner's turn (attack, the target's dodge from its reaction card, the damage with its crew hit on that reaction card) posts three cards", async () => {
    const w = await standardWorld();
    scriptTotals([12, 2], [2, 2]); // initiative: the Corsair first
    await perform({ type: "rollInitiative" }, { combat: w.combat });
    await perform({ type: "setRange", a: w.cid, b: w.bid, range: "long" }, { combat: w.combat });

    scriptTotals([8, 2], [15, 3]); // attack 2D6 8, damage 3D6 15
    const attack = await posted(() =>
      perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat }),
    );
    expect(attack).toBe(2); // the attack, and the Beowulf's reactions to it
    const offered = cards("reaction").at(-1)!;
    scriptTotals([3, 2]); // Jane's dodge fails
    let answeredOn: string | undefined;
    const dodge = await posted(async () => {
      const r = await as("alice", () =>
        perform(
          { type: "dodge", shipId: w.bid, attackId: sys(offered).reaction.attackId! },
          { combat: w.combat, card: offered.id! },
        ),
      );
      answeredOn = r.answeredOn;
      return r;
    });
    // pressed on the reaction card: its roll and result are written there
    expect(dodge).toBe(0);
    expect(answeredOn).toBe(offered.id);
    expect(offered.content).toContain("Dodge: Beowulf");
    expect(offered.rolls).toHaveLength(1);
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]); // location, radiation, who, rads
    let landedOn: string[] | undefined;
    const end = await posted(async () => {
      const r = await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
      landedOn = r.landedOn;
      return r;
    });
    // the turn's end; the Beowulf's damage, with Jane's rads, lands on its reaction card, which is now its damage card
    expect(end).toBe(1);
    expect(landedOn).toEqual([offered.id]);
    expect(sys(offered).kind).toBe("damage");
    expect(cards("damage")).toEqual([offered]);
    expect(offered.content).toContain("Dodge: Beowulf");
    expect(offered.content).toContain("Jane Pilot");
    expect(cards("crew")).toHaveLength(0);
    expect(attack + dodge + end).toBe(3);
  });
});
