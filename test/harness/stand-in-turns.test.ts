// The stand-in's Combat turn bookkeeping, pinned: what v13 core does with `turn`, `round` and `turns` by itself
// (test/harness/README.md, "Combat turns", gives the public source of each). No system is booted here: these are
// the stand-in's own Combat and Combatant, as core's would behave without a system.
import { afterEach, describe, expect, it } from "vitest";
import { as, combatTrackerConfig, Hooks, scriptFaces } from ".";

type Any = any;

const ID = (c: string) => c.repeat(16);
const A = ID("a");
const B = ID("b");
const C = ID("c");
const D = ID("d");

/** A combat whose combatants have these initiatives (turns: highest first), `turn` and `round` as given. */
async function combatWith(
  initiatives: Record<string, number | null>,
  at: { round?: number; turn?: number | null } = {},
): Promise<Any> {
  const combat: Any = await (Combat as Any).create({ type: "base" });
  const data = Object.entries(initiatives).map(([_id, initiative]) => ({
    _id,
    type: "base",
    name: _id.slice(0, 1),
    initiative,
  }));
  await combat.createEmbeddedDocuments("Combatant", data, { keepId: true });
  if (at.round !== undefined || at.turn !== undefined)
    await combat.update({ round: at.round ?? combat.round, turn: at.turn ?? null });
  return combat;
}

const ids = (combat: Any) => combat.turns.map((c: Any) => c.id.slice(0, 1)).join("");

/** Listen to a hook for the rest of the test. */
function listen(hook: string): unknown[][] {
  const calls: unknown[][] = [];
  const id = Hooks.on(hook, (...args: unknown[]) => void calls.push(args));
  listeners.push([hook, id]);
  return calls;
}
const listeners: [string, number][] = [];
afterEach(() => {
  for (const [hook, id] of listeners.splice(0)) Hooks.off(hook, id);
});

describe("Combat#turns and setupTurns", () => {
  it("sorts by initiative, highest first, none last, ties by id; the array is cached", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: null, [D]: 5 });
    expect(ids(combat)).toBe("badc");
    const cached = combat.turns;
    await combat.update({ flags: { x: 1 } });
    expect(combat.turns).toBe(cached);
  });

  it("a Combat update that does not touch combatants does not sort the turns again, whatever the sort reads", async () => {
    // a Combat whose sort reads the combat's own data (as the space combat's reads system.order)
    const Base = (CONFIG as Any).Combat.documentClass;
    class Ordered extends Base {
      _sortCombatants(a: Any, b: Any): number {
        const order: string[] = a.parent?.flags?.order ?? [];
        return order.indexOf(a.id) - order.indexOf(b.id);
      }
    }
    (CONFIG as Any).Combat.documentClass = Ordered;
    try {
      const combat = await combatWith({ [A]: 5, [B]: 9 });
      await combat.update({ flags: { order: [B, A] } });
      combat.setupTurns();
      expect(ids(combat)).toBe("ba");
      await combat.update({ flags: { order: [A, B] }, round: 1, turn: 0 });
      expect(ids(combat)).toBe("ba");
      expect(combat.combatant.id).toBe(B);
      combat.setupTurns();
      expect(ids(combat)).toBe("ab");
    } finally {
      (CONFIG as Any).Combat.documentClass = Base;
    }
  });

  it("a turn at or past the end becomes turn 0 of the NEXT round, in memory only (the source keeps what is stored)", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9 }, { round: 3, turn: 1 });
    combat.updateSource({ turn: 2 });
    combat.setupTurns();
    expect([combat.round, combat.turn]).toEqual([4, 0]);
    expect([combat._source.round, combat._source.turn]).toEqual([3, 2]);
  });

  it("the wrap happens when a stored combat is loaded (every client, at world load)", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9 }, { round: 2, turn: 1 });
    const source = combat.toObject();
    source.turn = 2;
    const loaded: Any = new (Combat as Any)(source);
    expect([loaded.round, loaded.turn, loaded.combatant?.id]).toEqual([3, 0, B]);
    expect(loaded._source.round).toBe(2);
  });

  it("a negative turn becomes 0; a null turn stays null", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9 });
    expect(combat.turn).toBeNull();
    combat.setupTurns();
    expect(combat.turn).toBeNull();
    combat.turn = -1;
    combat.setupTurns();
    expect(combat.turn).toBe(0);
  });
});

describe("combatant operations move the turn (combatTurn)", () => {
  it("an initiative change keeps the current combatant current: core passes combatTurn and turnEvents false", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: 1 }, { round: 1, turn: 1 });
    expect(combat.combatant.id).toBe(A);
    const updates = listen("updateCombatant");
    await combat.combatants.get(C).update({ initiative: 7 });
    expect(ids(combat)).toBe("bca");
    expect(combat.combatant.id).toBe(A);
    expect(combat.turn).toBe(2);
    expect(updates[0][2]).toMatchObject({ combatTurn: 2, turnEvents: false });
  });

  it("turnEvents: false alone does not keep the turn index: core still sets combatTurn (foundryvtt#12990)", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: 1 }, { round: 1, turn: 1 });
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: C, initiative: 7 }], { turnEvents: false });
    expect(combat.turn).toBe(2);
    expect(combat.combatant.id).toBe(A);
  });

  it("a combatTurn given by the caller is kept, even when it points at another combatant", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: 1 }, { round: 1, turn: 1 });
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: C, initiative: 7 }], {
      combatTurn: 1,
      turnEvents: false,
    });
    expect(combat.turn).toBe(1);
    expect(combat.combatant.id).toBe(C);
    expect(combat._source.turn).toBe(1);
  });

  it("with no current combatant nothing is computed and the turn stays null", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9 });
    const updates = listen("updateCombatant");
    await combat.combatants.get(A).update({ initiative: 12 });
    expect(combat.turn).toBeNull();
    expect(updates[0][2]).not.toHaveProperty("combatTurn");
  });

  it("creating a combatant keeps the current one current (combatTurn overrides the caller's)", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9 }, { round: 1, turn: 1 });
    const created = listen("createCombatant");
    await combat.createEmbeddedDocuments("Combatant", [{ _id: C, type: "base", initiative: 20 }], {
      keepId: true,
      combatTurn: 0,
      turnEvents: true,
    });
    expect(ids(combat)).toBe("cba");
    expect(combat.combatant.id).toBe(A);
    expect(created[0][1]).toMatchObject({ combatTurn: 2, turnEvents: false });
  });

  it("deleting another combatant keeps the current one current, without turn events", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: 1 }, { round: 1, turn: 1 });
    const changes = listen("combatTurnChange");
    await combat.combatants.get(B).delete();
    expect([combat.turn, combat.combatant.id]).toEqual([0, A]);
    expect(changes).toHaveLength(0);
  });

  it("deleting the current combatant gives the turn to the next survivor, with turn events", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: 1 }, { round: 1, turn: 1 });
    const changes = listen("combatTurnChange");
    const deleted = listen("deleteCombatant");
    await combat.combatants.get(A).delete();
    expect(combat.combatant.id).toBe(C);
    expect(deleted[0][1]).toMatchObject({ combatTurn: 1, turnEvents: true });
    expect(changes).toHaveLength(1);
  });

  it("deleting the current combatant when it is last (v13.351): no turn set; turn 0 of the next round in memory, with turn events", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: 1 }, { round: 1, turn: 2 });
    const changes = listen("combatTurnChange");
    const deleted = listen("deleteCombatant");
    await combat.combatants.get(C).delete();
    expect((deleted[0][1] as { combatTurn?: number }).combatTurn).toBeUndefined();
    expect([combat.round, combat.turn, combat.combatant.id]).toEqual([2, 0, B]);
    // the stored round and turn are still the old ones
    expect([combat._source.round, combat._source.turn]).toEqual([1, 2]);
    expect(changes).toHaveLength(1);
  });

  it("skipping defeated combatants, a defeated one is no survivor", async () => {
    combatTrackerConfig.skipDefeated = true;
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: 1, [D]: 0 }, { round: 1, turn: 1 });
    await combat.combatants.get(C).update({ defeated: true });
    await combat.combatants.get(A).delete();
    expect(combat.combatant.id).toBe(D);
  });

  it("deleting the last combatant while a turn is set wraps into the next round (setupTurns on no turns)", async () => {
    const combat = await combatWith({ [A]: 5 }, { round: 2, turn: 0 });
    await combat.combatants.get(A).delete();
    expect([combat.round, combat.turn, combat._source.round]).toEqual([3, 0, 2]);
  });
});

describe("core's turn controls", () => {
  it("startCombat: combatStart(combat, updateData) before the update; round 1, turn 0", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9 });
    const starts = listen("combatStart");
    await combat.startCombat();
    expect(starts).toHaveLength(1);
    expect(starts[0][1]).toEqual({ round: 1, turn: 0 });
    expect([combat.round, combat.turn, combat.combatant.id]).toEqual([1, 0, B]);
  });

  it("nextTurn and nextRound: combatTurn / combatRound with direction 1 and the time delta; world time passes", async () => {
    (CONFIG as Any).time.roundTime = 6;
    (CONFIG as Any).time.turnTime = 2;
    const combat = await combatWith({ [A]: 5, [B]: 9 }, { round: 1, turn: 0 });
    const turns = listen("combatTurn");
    const rounds = listen("combatRound");
    const changes = listen("combatTurnChange");
    const t0 = (game as Any).time.worldTime;
    await combat.nextTurn();
    expect(turns[0].slice(1)).toEqual([
      { round: 1, turn: 1 },
      { direction: 1, worldTime: { delta: 2 } },
    ]);
    await combat.nextTurn();
    expect(rounds[0].slice(1)).toEqual([
      { round: 2, turn: 0 },
      { direction: 1, worldTime: { delta: 8 } },
    ]);
    expect((game as Any).time.worldTime - t0).toBe(10);
    expect(changes).toHaveLength(2);
    await combat.previousTurn();
    expect(rounds[1].slice(1)).toEqual([
      { round: 1, turn: 1 },
      { direction: -1, worldTime: { delta: -8 } },
    ]);
    await combat.previousTurn();
    expect(turns[1].slice(1)).toEqual([
      { round: 1, turn: 0 },
      { direction: -1, worldTime: { delta: -2 } },
    ]);
    expect((game as Any).time.worldTime).toBe(t0);
    (CONFIG as Any).time.turnTime = 0;
  });

  it("nextTurn in round 0 is nextRound; previousRound in round 1 leaves no one's turn", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9 });
    await combat.nextTurn();
    expect([combat.round, combat.turn]).toEqual([1, null]);
    await combat.update({ round: 2, turn: 1 });
    await combat.previousRound();
    expect([combat.round, combat.turn]).toEqual([1, 1]);
    await combat.previousRound();
    expect([combat.round, combat.turn]).toEqual([0, null]);
  });

  it("getTimeDelta: round time per round, turn time per turn; round 0 counts as round 1", async () => {
    (CONFIG as Any).time.roundTime = 60;
    (CONFIG as Any).time.turnTime = 10;
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: 1 });
    expect(combat.getTimeDelta(1, 0, 1, 2)).toBe(20);
    expect(combat.getTimeDelta(1, 2, 2, 0)).toBe(70);
    expect(combat.getTimeDelta(1, 1, 3, 1)).toBe(120 + 30 * 2);
    expect(combat.getTimeDelta(0, null, 1, 0)).toBe(0);
    expect(combat.getTimeDelta(2, 0, 1, 2)).toBe(-70);
    (CONFIG as Any).time.roundTime = 6;
    (CONFIG as Any).time.turnTime = 0;
  });

  it("resetAll: one Combat update with every combatant, the turn kept on the current one, no turn events, no Combatant hooks", async () => {
    const combat = await combatWith({ [A]: 5, [B]: 9, [C]: 1 }, { round: 1, turn: 1 });
    const combatUpdates = listen("updateCombat");
    const combatantUpdates = listen("updateCombatant");
    await combat.resetAll();
    expect(combat.combatants.contents.map((c: Any) => c.initiative)).toEqual([null, null, null]);
    expect(combatantUpdates).toHaveLength(0);
    expect(combatUpdates).toHaveLength(1);
    expect(combatUpdates[0][2]).toMatchObject({ turnEvents: false });
    expect(combat.combatant.id).toBe(A);
  });

  it("rollAll rolls the owned combatants without initiative: one Combatant update, turnEvents false, the current kept", async () => {
    const combat = await combatWith({ [A]: 5, [B]: null, [C]: null }, { round: 1, turn: 0 });
    const updates = listen("updateCombatant");
    scriptFaces(20, 1);
    await combat.rollAll({ formula: "1d20" });
    expect(updates).toHaveLength(2);
    expect(updates[0][2]).toMatchObject({ turnEvents: false, combatTurn: 1 });
    expect(ids(combat)).toBe("bac");
    expect(combat.combatant.id).toBe(A);
  });

  it("setInitiative is a plain Combatant update, which a player may make for their own combatant", async () => {
    const actor: Any = await (Actor as Any).create({ name: "Own", type: "ship", ownership: { aliceUser0000001: 3 } });
    const combat = await combatWith({ [A]: 5, [B]: 9 }, { round: 1, turn: 0 });
    await combat.createEmbeddedDocuments("Combatant", [{ _id: C, type: "base", actorId: actor.id, initiative: 1 }], {
      keepId: true,
    });
    await as("alice", () => combat.setInitiative(C, 30));
    expect([combat.combatants.get(C).initiative, combat.combatant.id]).toEqual([30, B]);
    await expect(as("alice", () => combat.setInitiative(A, 30))).rejects.toThrow(/lacks permission/);
  });

  it("a Combat update with worldTime advances game.time first and fires updateWorldTime", async () => {
    const combat = await combatWith({ [A]: 5 });
    const seen: number[] = [];
    listen("updateWorldTime");
    const id = Hooks.on("updateCombat", () => void seen.push((game as Any).time.worldTime));
    listeners.push(["updateCombat", id]);
    await combat.update({ round: 1 }, { worldTime: { delta: 360 } });
    expect(seen).toEqual([360]);
    await combat.update({ round: 1 }, { worldTime: { delta: 360 } });
    expect((game as Any).time.worldTime).toBe(360);
  });
});
