// The tracker through the Foundry stand-in and the rules engine: missile salvos in flight until they arrive, and
// ranges that follow the tokens on the scene unless the GM pins them.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { readOverrides, setPairRange } from "../../../src/apps/sidebar/control";
import { applySetup } from "../../../src/apps/sidebar/control/setup";
import { as, diceLeft, scriptTotals } from "../../harness";
import { makeScene } from "../../harness/tokens";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair, lancer, memoryOf } from "../../fixtures/world";
import { call, view } from "./tracker-steps";

beforeAll(bootSystem);
// every scripted die is rolled: a script that drifts from the rules fails here, not silently later
afterEach(() => expect(diceLeft()).toBe(0));

describe("missiles in flight", () => {
  it("a salvo launched at Very Long range arrives two turns later, with point defense offered", async () => {
    const b = await beowulf();
    const l = await lancer();
    const { combat, ids } = await combatOf([
      { actor: l, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    const [lid, bid] = ids;
    await applySetup(combat as never, {
      range: "veryLong",
      sides: { [lid]: "pirates", [bid]: "traders" },
      aware: { [lid]: true, [bid]: true },
    });
    expect(memoryOf(combat).ranges).toEqual({ [[lid, bid].sort().join("|")]: "veryLong" });
    scriptTotals([9, 2], [5, 2]); // Lancer 9 + 1 (Thrust 4 beats 2) = 10 first; Beowulf 5
    await combat.rollInitiative();
    const { perform } = await import("../../../src/play/perform");
    scriptTotals([9, 2]); // launch check: skill 1 + 9 = 10 → Effect 2 → the missile needs 7+
    expect(
      (await perform({ type: "attack", shipId: lid, seat: 0, targetId: bid }, { combat: combat as never })).refusal,
    ).toBeUndefined();
    let salvo = view(combat, "alice").salvos[0];
    expect(salvo).toMatchObject({
      attacker: "Lancer",
      target: "Beowulf",
      count: 1,
      turnsToImpact: 2,
      arriving: false,
      toHit: 7,
    });
    expect(memoryOf(combat).salvos[0].impactRound).toBe(3);

    await combat.nextTurn(); // GM: ends the Lancer's turn
    await combat.nextTurn(); // ends Beowulf's: round 2
    expect(combat.round).toBe(2);
    expect(view(combat).salvos[0].turnsToImpact).toBe(1);
    await combat.nextTurn();
    scriptTotals([10, 2], [4, 1]); // round 3: the missile arrives and rolls 10 to hit (damage 1D6 = 4)
    await combat.nextTurn();
    expect(combat.round).toBe(3);
    const v = view(combat, "alice");
    expect(v.phase.key).toBe("missiles");
    salvo = v.salvos[0];
    expect(salvo).toMatchObject({ arriving: true, turnsToImpact: 0 });
    expect(v.pendingMissiles).toHaveLength(1);
    expect(v.pendingMissiles[0].targetId).toBe(bid);
    expect(v.pendingMissiles[0].reactions.map((x) => x.type)).toEqual(
      expect.arrayContaining(["pointDefense", "dodge"]),
    );
    // Alice's gunner shoots it down (Turret Weapons 1 + 2D6 = 9 → 10, a success), then the GM closes the window
    const attackId = v.pendingMissiles[0].attackId;
    scriptTotals([9, 2]);
    const pd = await as("alice", () =>
      perform({ type: "pointDefense", shipId: bid, seat: 1, attackId, maxShots: 1 }, { combat: combat as never }),
    );
    expect(pd.refusal).toBeUndefined();
    expect(pd.events.map((e) => e.type)).toContain("missileDestroyed");
    expect(view(combat, "alice").rows.find((r) => r.id === bid)!.reactions!.left).toBe(
      view(combat, "alice").rows.find((r) => r.id === bid)!.reactions!.total - 1,
    );
    expect(view(combat).controls.resolveMissiles).toBe(true);
    await call("resolveMissiles", combat);
    const after = view(combat);
    expect(after.phase.key).toBe("turn");
    expect(after.salvos).toEqual([]);
    expect(after.pendingMissiles).toEqual([]);
    expect((b.system as unknown as { hull: { value: number } }).hull.value).toBe(8);
  });
});

describe("ranges", () => {
  it("bands follow token distance on a scene with a kilometre scale; a GM override is respected; 'auto' unpins", async () => {
    const scene = makeScene({ grid: { size: 100, distance: 1000, units: "km" } });
    const { combat, ids, tokens } = await combatOf(
      [
        { actor: await corsair(), side: "pirates", at: [0, 0] },
        { actor: await beowulf(), side: "traders", at: [1, 0] },
        { actor: await corsair("Second Corsair"), side: "pirates", at: [0, 30] },
      ],
      scene,
    );
    const [c1, bid, c2] = ids;
    const key = (a: string, b: string) => [a, b].sort().join("|");
    // Beowulf moves 20 spaces away: 20,000 km from the first Corsair (Long); the second is ~36,000 km (Very Long)
    await tokens[1]!.update({ x: 2100, y: 0 });
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key(c1, bid)]).toBe("long");
    expect(memoryOf(combat).ranges[key(c2, bid)]).toBe("veryLong");
    // the GM pins Beowulf–Corsair at Short; the token moving again leaves that pair alone
    expect(await setPairRange(combat as never, c1, bid, "short")).toBe(true);
    expect(readOverrides(combat as never)).toEqual([key(c1, bid)]);
    await tokens[1]!.update({ x: 5000 });
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key(c1, bid)]).toBe("short");
    expect(memoryOf(combat).ranges[key(c2, bid)]).toBe("distant");
    // back to the tokens: the pair is derived again
    expect(await setPairRange(combat as never, c1, bid, "auto")).toBe(true);
    expect(readOverrides(combat as never)).toEqual([]);
    expect(memoryOf(combat).ranges[key(c1, bid)]).toBe("veryLong"); // 50 spaces: 50,000 km
    // a bad band from a stale form changes nothing
    expect(await setPairRange(combat as never, c1, bid, "ludicrous" as never)).toBe(false);
    expect(memoryOf(combat).ranges[key(c1, bid)]).toBe("veryLong");
  });

  it("only the active GM follows the tokens (two GMs connected)", async () => {
    const scene = makeScene({ grid: { size: 100, distance: 1000, units: "km" } });
    const { combat, ids, tokens } = await combatOf(
      [
        { actor: await corsair(), side: "pirates", at: [0, 0] },
        { actor: await beowulf(), side: "traders", at: [1, 0] },
      ],
      scene,
    );
    const second = new (User as unknown as new (d: unknown) => User.Implementation)({
      _id: "gmUser0000000002",
      name: "Second GM",
      role: 4,
    });
    game.users!.set(second.id!, second as never);
    const key = [ids[0], ids[1]].sort().join("|");
    const before = memoryOf(combat).ranges[key];
    await as(second as never, () => tokens[1]!.update({ x: 2100 }));
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key]).toBe(before);
    await tokens[1]!.update({ x: 2200 });
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key]).toBe("long");
  });
});
