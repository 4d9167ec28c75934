// The combat state under core's own permission rules: an actor's owner may write their Combatant's initiative,
// defeated state, flags and system data, and anyone may write the Combat's round, turn and combatants
// (test/harness/README.md, "Permissions of Combat and Combatant"). Each write is tried as the ship's owner, without
// and with the system's own update option; none may change what the engine or the tracker believes, and core's
// mirrors (round, turn, initiative, defeated) are put back by the active GM (build/security.json, "state").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackerView } from "../../src/apps/sidebar/tracker";
import { ENGINE_OPTION, loadEngagement } from "../../src/play/load";
import { perform } from "../../src/play/perform";
import { storeLegacyEngagements } from "../../src/play/migrate";
import { engagementMemory } from "../../src/data/engagement-snapshot";
import { as, scriptTotals, user } from "../harness";
import { engaged } from "../chat/helpers";
import { settled } from "../fixtures/world";
import { attempts, report, type Attempt } from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("state"));

type World = Awaited<ReturnType<typeof engaged>>;

/** The fight at Beowulf's turn (Alice's ship): the Corsair fired on it, it dodged, its own gunner fired back. */
async function aliceToAct(): Promise<World> {
  const w = await engaged("long");
  scriptTotals([8, 2], [15, 3]);
  expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
    true,
  );
  scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
  expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  scriptTotals([9, 2], [9, 2], [9, 2], [6, 2], [1, 1, 1]);
  await perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat });
  await settled(w.combat);
  return w;
}

/** What the engine and the tracker believe, and core's mirrors of it. */
function believed(w: World) {
  const { memory } = loadEngagement(w.combat as never);
  const view = trackerView(w.combat as never, user("gm") as never);
  const mirrors = {
    round: w.combat.round,
    turn: w.combat.turn,
    combatants: [...w.combat.combatants].map((c) => [c.id, c.initiative, c.defeated]),
  };
  return { engine: JSON.stringify(memory), tracker: JSON.stringify(view), mirrors: JSON.stringify(mirrors) };
}

/** One row of the closing note's table: what a direct write by the owner did. */
interface Row {
  field: string;
  option: boolean;
  landed: boolean;
  engineChanged: boolean;
  mirrorsBack: boolean;
}
const rows: Row[] = [];

/** Alice writes `write`; record whether it landed, whether anything believed changed, whether the mirrors came back. */
async function ownerWrites(w: World, field: string, option: boolean, write: (o: object) => Promise<unknown>) {
  const before = believed(w);
  const source = JSON.stringify([w.combat._source]);
  let error: Error | null = null;
  await as("alice", async () => {
    try {
      await write(option ? { [ENGINE_OPTION]: true } : {});
    } catch (err) {
      error = err as Error;
    }
  });
  const landed = JSON.stringify([w.combat._source]) !== source;
  // the active GM's client hears the write once the player's operation is over, and takes its turn in the queue
  await new Promise((r) => setTimeout(r, 0));
  await settled(w.combat);
  const after = believed(w);
  const changed = after.engine !== before.engine || after.tracker !== before.tracker;
  const mirrorsBack = after.mirrors === before.mirrors;
  rows.push({ field, option, landed, engineChanged: changed, mirrorsBack });
  const e = error as Error | null;
  const outcome: Attempt["outcome"] =
    changed || !mirrorsBack
      ? "gotThrough"
      : e
        ? /lacks permission/.test(e.message)
          ? "refusedByCore"
          : "refusedWithException"
        : "refused";
  attempts.push({
    request: "state",
    move: `${field}${option ? " (with the engine's update option)" : ""}`,
    outcome,
    detail: e ? e.message : landed ? "written, believed by nothing; core's mirrors put back" : "refused before writing",
  });
  return outcome;
}

const bobsMove = (w: World) => w.combat.combatants.get(w.bid)!;

describe("an owner's direct writes of the combat state", () => {
  const combatantWrites: [string, Record<string, unknown>][] = [
    ["Combatant system.reactionsSpent / reactionsBudget", { system: { reactionsSpent: 0, reactionsBudget: 6 } }],
    ["Combatant system.actions", { system: { actions: {} } }],
    ["Combatant system.firedMounts", { system: { firedMounts: [] } }],
    ["Combatant system.spentWeapons", { system: { spentWeapons: [] } }],
    ["Combatant system.status", { system: { status: "destroyed" } }],
    ["Combatant system.acted", { system: { acted: true } }],
    ["Combatant initiative", { initiative: 30 }],
    ["Combatant defeated", { defeated: true }],
    ["Combatant flags", { flags: { "cepheus-space-combat": { x: 1 } } }],
  ];
  for (const option of [false, true])
    for (const [field, changes] of combatantWrites)
      it(`${field}${option ? ", with the engine's option" : ""}: believed by nothing`, async () => {
        const w = await aliceToAct();
        const outcome = await ownerWrites(w, field, option, (o) => bobsMove(w).update(changes as never, o as never));
        expect(outcome).not.toBe("gotThrough");
        expect(outcome).not.toBe("refusedWithException");
      });

  const combatWrites: [string, (w: World) => Record<string, unknown>][] = [
    ["Combat round", () => ({ round: 7 })],
    ["Combat turn (the acting ship)", (w) => ({ turn: w.combat.turn === 0 ? 1 : 0 })],
    [
      "Combat combatants (initiative and system of her own)",
      (w) => ({
        combatants: [{ ...bobsMove(w).toObject(), initiative: 30, system: { reactionsSpent: 0, status: "active" } }],
      }),
    ],
  ];
  for (const option of [false, true])
    for (const [field, changes] of combatWrites)
      it(`${field}${option ? ", with the engine's option" : ""}: believed by nothing`, async () => {
        const w = await aliceToAct();
        const outcome = await ownerWrites(w, field, option, (o) => w.combat.update(changes(w) as never, o as never));
        expect(outcome).not.toBe("gotThrough");
        expect(outcome).not.toBe("refusedWithException");
      });

  it("the Combat's system data (where the engagement lives) is the GM's alone", async () => {
    const w = await aliceToAct();
    const outcome = await ownerWrites(w, "Combat system (the engagement)", true, (o) =>
      w.combat.update({ system: { round: 7, ships: { [w.bid]: { reactionsSpent: 0 } } } } as never, o as never),
    );
    expect(outcome).toBe("refusedByCore");
  });

  afterAll(() => console.log("owner's direct writes:", JSON.stringify(rows)));
});

describe("an engagement stored before the state moved onto the Combat", () => {
  it("is read from its old places until the active GM stores it anew on ready; then a Combatant write is read by nothing", async () => {
    const w = await aliceToAct();
    const memory = engagementMemory(w.combat as never);
    // as schema 2 stored it: the round on the Combat, each ship's state and initiative on its Combatant
    const source = w.combat.toObject() as Record<string, any>;
    source.system.schemaVersion = 2;
    delete source.system.ships;
    delete source.system.round;
    for (const c of source.combatants) {
      const { shipId: _s, initiative, ...state } = memory.ships[c._id];
      c.initiative = initiative;
      c.system = { ...c.system, ...state };
    }
    await w.combat.delete();
    const old = (await Combat.create(source as never, { keepId: true } as never)) as Combat.Implementation;
    expect((old.system as unknown as { ships: unknown }).ships).toBeNull();
    expect(engagementMemory(old as never)).toEqual(memory);
    expect(await storeLegacyEngagements()).toBe(1);
    expect((old.system as unknown as { ships: object }).ships).toHaveProperty(w.bid);
    expect(engagementMemory(old as never)).toEqual(memory);
    await old.combatants.get(w.bid)!.update({ system: { reactionsSpent: 0, reactionsBudget: 6 } } as never);
    expect(engagementMemory(old as never)).toEqual(memory);
  });
});
