// Nuclear missiles: one stopped by point defense, one reduced by a nuclear damper (whose radiation hit it blocks).
import { beforeAll, describe, expect, it } from "vitest";
import { ShipData } from "../../src/data/actor/ship";
import { perform } from "../../src/play/perform";
import { as, diceControl, scriptTotals } from "../harness";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { card, cards, sys } from "./posted";

beforeAll(bootSystem);

const missileCorsair = { corsairWeapon: "missile" } as const;

/** Launch one nuclear missile at short range and carry the turn to its arrival in round 2. */
async function arriving(beowulf: Record<string, unknown> = {}) {
  const w = await engaged("short", { ...missileCorsair, beowulf });
  // the rack holds a nuclear missile
  await w.corsair.update({ system: { ammo: { missiles: { nuclear: 2 } } } } as never);
  const rack = w.corsair.items.contents[0];
  await rack.update({ system: { missileType: "nuclear" } } as never);
  scriptTotals([8, 2]); // launch check 8 + 2 = 10, Effect 2: to hit 7
  const launch = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
  expect(launch.refusal).toBeUndefined();
  expect(card(launch.messageIds[0]).content).toContain("launches 1 nuclear missile at");
  expect((w.corsair.system as ShipData).ammo.missiles.nuclear).toBe(1); // written at once: it is not damage
  expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  // Beowulf's turn ends, round 2 starts: the missile arrives, to-hit 2D6 9 ≥ 7: hit, damage 2D6 8
  scriptTotals([9, 2], [8, 2]);
  const end = await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat });
  expect(end.refusal).toBeUndefined();
  const offered = end.events.find((e) => e.type === "reactionOffered");
  if (!offered || offered.type !== "reactionOffered") throw new Error("no reaction offered");
  return { ...w, attackId: offered.attackId };
}

describe("nuclear missiles", () => {
  it("point defense shoots the missile down: nothing lands", async () => {
    const w = await arriving();
    const reaction = cards("reaction").at(-1)!;
    expect(reaction.content).toContain("Point Defense");
    // Alice's gunner (seat 1, pulse laser) fires point defense: 2D6 8 + 1 = 9, success; no missile left to shoot
    scriptTotals([8, 2]);
    const pd = await as("alice", () =>
      perform({ type: "pointDefense", shipId: w.bid, seat: 1, attackId: w.attackId }, { combat: w.combat }),
    );
    expect(pd.refusal).toBeUndefined();
    expect(pd.events.some((e) => e.type === "missileDestroyed")).toBe(true);
    expect(card(pd.messageIds[0]).content).toContain("1 missile shot down");
    const resolve = await perform({ type: "resolveMissiles" }, { combat: w.combat });
    expect(resolve.ok).toBe(true);
    expect(diceControl.queue.length).toBe(0);
    expect(resolve.events.some((e) => e.type === "damageResolved")).toBe(false);
    expect(cards("damage")).toHaveLength(0);
    expect((w.beowulf.system as ShipData).hull.value).toBe(8);
    // the reaction card closed once the missiles were resolved
    expect(sys(card(reaction.id!)).applied).toBe(true);
  });

  it("a nuclear damper reduces the damage and blocks the radiation hit", async () => {
    const w = await arriving({ screens: { nuclearDamper: 1 } });
    await w.gunner.update({ system: { skills: { screens: 1 } } } as never);
    // Trigger Screens at the gunner's seat: 2D6 5 + Screens 1 = 6 off the missile's 8
    scriptTotals([5, 2]);
    const ts = await as("alice", () =>
      perform({ type: "triggerScreens", shipId: w.bid, seat: 1, attackId: w.attackId }, { combat: w.combat }),
    );
    expect(ts.refusal).toBeUndefined();
    const resolve = await perform({ type: "resolveMissiles" }, { combat: w.combat });
    expect(resolve.ok).toBe(true);
    expect(diceControl.queue.length).toBe(0); // no location roll and no crew roll: 2 − armor 4 leaves no hits
    const [d] = cards("damage");
    expect(d.content).toContain("Damage 8 − sand/screens 6 &#x3D; 2");
    expect(d.content).toContain("Bonus radiation hit blocked by the nuclear damper");
    expect(d.content).toContain("Nothing to write");
    expect(sys(d).applicable).toBe(false);
    expect(cards("crew")).toHaveLength(0);
  });
});

describe("a missile launch card", () => {
  it("says what its roll does, never a Failure the rules ignore: smart missiles launched on a failed roll", async () => {
    const w = await engaged("short", missileCorsair);
    await w.corsair.update({ system: { ammo: { missiles: { smart: 2 } } } } as never);
    await w.corsair.items.contents[0].update({ system: { missileType: "smart" } } as never);
    scriptTotals([3, 2]); // launch check 3 + 2 = 5, Effect −3: a failure by the dice, yet the missile launches at 8+
    const launch = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    expect(launch.refusal).toBeUndefined();
    const content = card(launch.messageIds[0]).content;
    expect(content).toContain("launches 1 smart missile at");
    expect(content).toContain("smart missiles hit on 8+ whatever this roll");
    expect(content).not.toContain("Failure");
    expect(content).not.toMatch(/card-check failure/);
  });

  it("a standard launch names the to-hit its Effect sets", async () => {
    const w = await engaged("short", missileCorsair);
    await w.corsair.update({ system: { ammo: { missiles: { standard: 2 } } } } as never);
    scriptTotals([8, 2]); // 8 + 2 = 10, Effect +2: to hit 7
    const launch = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    expect(launch.refusal).toBeUndefined();
    const content = card(launch.messageIds[0]).content;
    expect(content).toContain("Effect +2 sets their to-hit at 7+");
    expect(content).not.toContain("Success");
  });
});
