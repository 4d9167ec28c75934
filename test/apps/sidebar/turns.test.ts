// The engagement's turn under core's own turn bookkeeping (the stand-in moves Combat#turn and #round as v13 core
// does: test/harness/README.md, "Combat turns"): the acting ship is the engagement's, stored by id; core's turn only
// mirrors it; core hears the engine's starts, rounds and turns as it hears its own controls.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { TRACKER_ACTIONS, trackerView } from "../../../src/apps/sidebar/tracker";
import { stepBack } from "../../../src/play/checkpoints";
import { ENGINE_OPTION, loadEngagement } from "../../../src/play/load";
import { perform } from "../../../src/play/perform";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { engagementMemory } from "../../../src/data/engagement-snapshot";
import { ROUND_SECONDS } from "../../../src/documents";
import { as, diceLeft, Hooks, scriptTotals, user } from "../../harness";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair, lancer, memoryOf, settled } from "../../fixtures/world";
import { button } from "./button";

beforeAll(bootSystem);
afterEach(() => expect(diceLeft()).toBe(0));

type Any = any;

const view = (combat: Combat.Implementation) => trackerView(combat as never, user("gm") as never);
const call = (name: string, combat: Combat.Implementation, target: HTMLElement = button({})) =>
  TRACKER_ACTIONS[name].call({ viewed: combat }, {} as PointerEvent, target);
const acting = (combat: Combat.Implementation) => currentShipId(loadEngagement(combat as never)) ?? null;
const pointer = (combat: Combat.Implementation) =>
  (combat.system as unknown as { turnShipId: string | null }).turnShipId;
const worldTime = () => (game as Any).time.worldTime as number;

const listeners: [string, number][] = [];
function listen(hook: string): unknown[][] {
  const calls: unknown[][] = [];
  listeners.push([hook, Hooks.on(hook, (...args: unknown[]) => void calls.push(args))]);
  return calls;
}
afterEach(() => {
  for (const [hook, id] of listeners.splice(0)) Hooks.off(hook, id);
});

/** Load the combat as a world reload would: a new document built from what is stored. */
function reloaded(combat: Combat.Implementation): Combat.Implementation {
  const Cls = CONFIG.Combat.documentClass as unknown as new (data: unknown) => Combat.Implementation;
  return new Cls(combat.toObject());
}

/** The Corsair against Beowulf: the Corsair first (10), Beowulf second (5). */
async function corsairFirst() {
  const b = await beowulf();
  const c = await corsair();
  const { combat, ids } = await combatOf([
    { actor: c, side: "pirates" },
    { actor: b, side: "traders" },
  ]);
  const [cid, bid] = ids;
  scriptTotals([9, 2], [5, 2]);
  await combat.rollInitiative();
  return { combat, cid, bid };
}

describe("the acting ship is the engagement's, core's turn a mirror", () => {
  it("initiative: the acting ship stored by id, core's turn and current combatant point at it, combatStart once", async () => {
    const starts = listen("combatStart");
    const turns = listen("combatTurn");
    const t0 = worldTime();
    const { combat, cid } = await corsairFirst();
    expect(pointer(combat)).toBe(cid);
    expect(acting(combat)).toBe(cid);
    expect([combat.round, combat.turn, combat.combatant?.id]).toEqual([1, 0, cid]);
    expect(starts).toHaveLength(1);
    expect(starts[0][0]).toBe(combat);
    expect(starts[0][1]).toEqual({ round: 1, turn: 0 });
    // as core's startCombat: the combat and its update data, no options
    expect(starts[0]).toHaveLength(2);
    expect(turns).toHaveLength(0);
    // core passes no time when a combat starts
    expect(worldTime()).toBe(t0);
  });

  it("the engine's combatant writes pass core the turn to keep and no turn events of their own", async () => {
    // each write: its options, and core's turn once the Combat has taken the operation's combatTurn
    const writes: [Any, unknown][] = [];
    listeners.push([
      "updateCombatant",
      Hooks.on("updateCombatant", (c: Any, _d: unknown, options: Any) => void writes.push([options, c.parent.turn])),
    ]);
    const { combat, cid } = await corsairFirst();
    await call("endShipTurn", combat, button({}, cid));
    expect(writes.length).toBeGreaterThan(1);
    for (const [options, turn] of writes) {
      expect(options).toMatchObject({ [ENGINE_OPTION]: true, turnEvents: false });
      expect(options.combatTurn).toBe(turn);
      expect(typeof turn).toBe("number");
    }
  });

  it("ending turns and rounds: combatTurn and combatRound with core's options, before the update; a round passes world time", async () => {
    const { combat, cid, bid } = await corsairFirst();
    const turns = listen("combatTurn");
    const rounds = listen("combatRound");
    const changes = listen("combatTurnChange");
    const seen: unknown[] = [];
    listeners.push(["combatTurn", Hooks.on("combatTurn", (c: Any) => void seen.push(c.turn))]);
    const t0 = worldTime();
    await call("endShipTurn", combat, button({}, cid));
    expect(turns.map((c) => c.slice(1))).toEqual([
      [
        { round: 1, turn: 1 },
        { direction: 1, worldTime: { delta: 0 } },
      ],
    ]);
    // fired before the update: the combat still showed the Corsair's turn
    expect(seen).toEqual([0]);
    expect([combat.turn, combat.combatant?.id, acting(combat)]).toEqual([1, bid, bid]);
    await call("endShipTurn", combat, button({}, bid));
    expect(rounds.map((c) => c.slice(1))).toEqual([
      [
        { round: 2, turn: 0 },
        { direction: 1, worldTime: { delta: ROUND_SECONDS } },
      ],
    ]);
    expect(worldTime() - t0).toBe(ROUND_SECONDS);
    expect([combat.round, combat.turn, combat.combatant?.id]).toEqual([2, 0, acting(combat)]);
    // core's own turn events heard each move (every client)
    expect(changes).toHaveLength(2);
  });

  it("core's Next Turn from a macro ends the acting ship's turn through the engine, and core hears it once", async () => {
    const { combat, bid } = await corsairFirst();
    const turns = listen("combatTurn");
    await combat.nextTurn();
    expect(acting(combat)).toBe(bid);
    expect(turns).toHaveLength(1);
  });

  it("awaiting delayed ships: no turn for core, the same round, even after core sets up its turns or the world reloads", async () => {
    const b = await beowulf();
    const c = await corsair();
    const { combat, ids } = await combatOf([
      { actor: c, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    const [cid, bid] = ids;
    scriptTotals([7, 2], [9, 2]); // Beowulf first
    await combat.rollInitiative();
    expect(acting(combat)).toBe(bid);
    await as("alice", () => call("delay", combat, button({}, bid)));
    expect([acting(combat), combat.combatant?.id]).toEqual([cid, cid]);
    const turns = listen("combatTurn");
    await call("endShipTurn", combat, button({}, cid));
    expect(view(combat).phase.key).toBe("awaitingDelayed");
    expect([combat.round, combat.turn, pointer(combat)]).toEqual([1, null, null]);
    expect(turns.map((t) => t[1])).toEqual([{ round: 1, turn: null }]);
    combat.setupTurns();
    expect([combat.round, combat.turn]).toEqual([1, null]);
    const again = reloaded(combat);
    expect([again.round, again.turn]).toEqual([1, null]);
    expect(trackerView(again as never, user("gm") as never).phase.key).toBe("awaitingDelayed");
    // Beowulf steps in: it acts, and core's turn follows
    await as("alice", () => call("actNow", combat, button({}, bid)));
    expect([acting(combat), combat.combatant?.id, combat.round]).toEqual([bid, bid, 1]);
  });

  it("after a world reload the same ship is acting", async () => {
    const { combat, cid, bid } = await corsairFirst();
    await call("endShipTurn", combat, button({}, cid));
    const again = reloaded(combat);
    expect(acting(again)).toBe(bid);
    expect([again.round, again.turn, again.combatant?.id]).toEqual([1, 1, bid]);
    expect(loadEngagement(again as never).memory).toEqual(loadEngagement(combat as never).memory);
  });

  it("a ship joining mid-round, placed by core at the end of its turns, leaves the acting ship acting", async () => {
    const { combat, cid, bid } = await corsairFirst();
    await call("endShipTurn", combat, button({}, cid));
    const l = await lancer();
    await combat.createEmbeddedDocuments("Combatant", [
      { type: "base", actorId: l.id, name: "Lancer", initiative: 12, system: { side: "pirates" } },
    ] as never);
    expect([acting(combat), combat.combatant?.id]).toEqual([bid, bid]);
  });
});

describe("a write core does not make", () => {
  it("a Combat update a module refuses (preUpdateCombat): the command fails as a whole, no combatant written, no card", async () => {
    const { combat, cid } = await corsairFirst();
    const before = JSON.stringify(combat.toObject());
    const messages = game.messages!.size;
    listeners.push(["preUpdateCombat", Hooks.on("preUpdateCombat", () => false)]);
    const r = await perform({ type: "endTurn", shipId: cid }, { combat: combat as never });
    expect(r.refusal?.reason).toBe("failed");
    expect(JSON.stringify(combat.toObject())).toBe(before);
    expect(game.messages!.size).toBe(messages);
    expect(acting(combat)).toBe(cid);
  });
});

describe("removing a ship from the fight moves the turn once", () => {
  async function threeShips() {
    const b = await beowulf();
    const c = await corsair();
    const l = await lancer();
    const { combat } = await combatOf([
      { actor: c, side: "pirates" },
      { actor: b, side: "traders" },
      { actor: l, side: "pirates" },
    ]);
    scriptTotals([9, 2], [5, 2], [7, 2]);
    await combat.rollInitiative();
    const order = [...memoryOf(combat).order];
    return { combat, order };
  }

  it("a ship that acted before the acting one: the acting ship keeps its turn", async () => {
    const { combat, order } = await threeShips();
    await call("endShipTurn", combat, button({}, order[0]));
    expect(acting(combat)).toBe(order[1]);
    const turns = listen("combatTurn");
    await combat.combatants.get(order[0])!.delete();
    await new Promise((r) => setTimeout(r, 0));
    expect([acting(combat), combat.combatant?.id, combat.turn]).toEqual([order[1], order[1], 0]);
    expect(memoryOf(combat).order).toEqual(order.slice(1));
    expect(turns).toHaveLength(0);
  });

  it("the acting ship: the next ship in the order acts, not the one after it", async () => {
    const { combat, order } = await threeShips();
    await call("endShipTurn", combat, button({}, order[0]));
    await combat.combatants.get(order[1])!.delete();
    await new Promise((r) => setTimeout(r, 0));
    expect([acting(combat), combat.combatant?.id, combat.turn]).toEqual([order[2], order[2], 1]);
    expect(combat.round).toBe(1);
  });

  it("the acting ship when it is last: no ship acts, the round stays (core's turn does not wrap into the next)", async () => {
    const { combat, order } = await threeShips();
    await call("endShipTurn", combat, button({}, order[0]));
    await call("endShipTurn", combat, button({}, order[1]));
    expect(acting(combat)).toBe(order[2]);
    const changes = listen("combatTurnChange");
    await combat.combatants.get(order[2])!.delete();
    // core (v13.351) has moved its own turn to turn 0 of round 2, in memory, firing its turn events; the engine's
    // round is its own and stays
    expect([combat.round, combat.turn]).toEqual([2, 0]);
    expect(changes).toHaveLength(1);
    expect(engagementMemory(combat as never).round).toBe(1);
    await settled(combat);
    // the correction puts core's mirrors back: no ship acts, round 1
    expect([acting(combat), combat.turn, combat.round]).toEqual([null, null, 1]);
    expect(view(combat).controls.endRound).toBe(true);
  });
});

describe("stepping back", () => {
  it("core hears it as its own Previous: direction -1, and a round stepped back takes its world time back", async () => {
    const { combat, cid, bid } = await corsairFirst();
    await call("endShipTurn", combat, button({}, cid));
    await call("endShipTurn", combat, button({}, bid));
    expect(combat.round).toBe(2);
    const t = worldTime();
    const rounds = listen("combatRound");
    expect(await stepBack(combat as never)).toBe(true);
    expect(rounds.map((c) => c.slice(1))).toEqual([
      [
        { round: 1, turn: 1 },
        { direction: -1, worldTime: { delta: -ROUND_SECONDS } },
      ],
    ]);
    expect(worldTime()).toBe(t - ROUND_SECONDS);
    expect([combat.round, acting(combat), combat.combatant?.id]).toEqual([1, bid, bid]);
  });
});

describe("an engagement stored before the turn pointer", () => {
  /** The combat's source as the previous version stored it: no pointer, the engine's index in Combat#turn. */
  function legacySource(combat: Combat.Implementation, turn: number): Record<string, Any> {
    const source = combat.toObject() as Record<string, Any>;
    source.system.schemaVersion = 1;
    delete source.system.turnShipId;
    source.turn = turn;
    return source;
  }

  it("reads its turn from the stored index, even where core's load wrapped it into the next round", async () => {
    const b = await beowulf();
    const c = await corsair();
    const { combat, ids } = await combatOf([
      { actor: c, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    const [cid, bid] = ids;
    scriptTotals([7, 2], [9, 2]); // Beowulf first
    await combat.rollInitiative();
    await as("alice", () => call("delay", combat, button({}, bid)));
    await call("endShipTurn", combat, button({}, cid));
    const Cls = CONFIG.Combat.documentClass as unknown as new (data: unknown) => Combat.Implementation;
    // awaiting the delayed ship: the old index was past the end of the order (2)
    const waiting = new Cls(legacySource(combat, 2));
    expect([waiting.round, waiting.turn]).toEqual([2, 0]);
    expect(pointer(waiting)).toBe("");
    expect(loadEngagement(waiting as never).memory).toMatchObject({ round: 1, turn: 2 });
    expect(trackerView(waiting as never, user("gm") as never).phase.key).toBe("awaitingDelayed");
    // in the middle of the Corsair's turn (index 1)
    expect(acting(new Cls(legacySource(combat, 1)))).toBe(cid);
  });

  it("the engine's first write stores the pointer and core's mirror", async () => {
    const { combat, cid, bid } = await corsairFirst();
    const source = combat.toObject() as Record<string, Any>;
    source.system.schemaVersion = 1;
    delete source.system.turnShipId;
    source.turn = 0;
    await combat.delete();
    const old = (await Combat.create(source as never, { keepId: true })) as Combat.Implementation;
    expect(pointer(old)).toBe("");
    expect(acting(old)).toBe(cid);
    await call("endShipTurn", old, button({}, cid));
    expect([pointer(old), old.turn, acting(old)]).toEqual([bid, 1, bid]);
  });
});
