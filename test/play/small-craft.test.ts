// A carrier's fighter launched and recovered on Foundry's side (rulings R112, R113): the launch puts the fighter's
// token beside its carrier and its Combatant in the tracker, the fighter fights with its damage written to its own
// actor, Recover takes token and combatant away with the damage kept, and a step back takes a launch back.
import { beforeAll, describe, expect, it } from "vitest";
import { cardActionAsGM } from "../../src/play/apply";
import { stepBack } from "../../src/play/checkpoints";
import { loadEngagement } from "../../src/play/load";
import { perform } from "../../src/play/perform";
import { pairKey } from "../../src/rules/engagement/memory";
import { availableActions, currentShipId } from "../../src/rules/engagement/validation";
import type { ShipData } from "../../src/data/actor/ship";
import { as, scriptTotals, seedDice } from "../harness";
import { ALICE, bootSystem, crew, settled, ship } from "../fixtures/world";
import { cards, sys } from "../chat/posted";

beforeAll(bootSystem);

const pool = (n: number) => ({ value: n, max: n });

/**
 * Alice's carrier (her pilot Jane, a turret gunner of NPC skill 1) with her fighter in its hangar, against the GM's
 * Corsair, on a scene: the Corsair acts first (initiative 12 against 4), at Short range.
 */
async function world() {
  const scene = (await Scene.create({
    name: "Space",
    grid: { type: 1, size: 100, distance: 1, units: "" },
  } as never)) as Scene.Implementation;
  // 10 tons (a small craft: the Small Craft column), with Hull enough to take a hit; no seats of its own
  const fighter = await ship({
    name: "Fighter",
    owner: ALICE,
    system: {
      tons: 10,
      hull: pool(20),
      structure: pool(20),
      thrust: 6,
      mounts: [{ id: "ft1", name: "Nose", type: "turret", size: "single", damage: 0 }],
    },
    weapons: [{ kind: "pulseLaser", mountId: "ft1" }],
  });
  const pilot = await crew("Jane Pilot", ALICE, { skills: { piloting: 2 } });
  const carrier = await ship({
    name: "Carrier",
    owner: ALICE,
    system: {
      tons: 400,
      hull: pool(8),
      structure: pool(8),
      thrust: 2,
      mounts: [{ id: "ct1", name: "Dorsal", type: "turret", size: "single", damage: 0 }],
      seats: [
        { position: "pilot", crew: pilot.uuid },
        { position: "turretGunner", npcSkill: 1, mountId: "ct1" },
      ],
      craft: [fighter.uuid],
    },
    weapons: [{ kind: "beamLaser", mountId: "ct1" }],
  });
  const corsair = await ship({
    name: "Corsair",
    owner: null,
    system: {
      tons: 400,
      hull: pool(8),
      structure: pool(8),
      thrust: 3,
      mounts: [{ id: "xt1", name: "Main", type: "turret", size: "single", damage: 0 }],
      seats: [{ position: "turretGunner", npcSkill: 2, mountId: "xt1" }],
    },
    weapons: [{ kind: "particleBeam", mountId: "xt1" }],
  });
  const [ct, xt] = (await scene.createEmbeddedDocuments("Token", [
    { actorId: corsair.id, actorLink: true, x: 800, y: 300 },
    { actorId: carrier.id, actorLink: true, x: 200, y: 300, disposition: 1 },
  ] as never)) as unknown as TokenDocument.Implementation[];
  const combat = (await Combat.create({ type: "base", scene: scene.id } as never)) as Combat.Implementation;
  const [x, c] = (await combat.createEmbeddedDocuments("Combatant", [
    { type: "base", actorId: corsair.id, tokenId: ct.id, sceneId: scene.id, name: "Corsair", system: { side: "B" } },
    { type: "base", actorId: carrier.id, tokenId: xt.id, sceneId: scene.id, name: "Carrier", system: { side: "A" } },
  ] as never)) as Combatant.Implementation[];
  await settled(combat);
  scriptTotals([12, 2], [4, 2]);
  expect((await perform({ type: "rollInitiative" }, { combat })).ok).toBe(true);
  expect((await perform({ type: "setRange", a: x.id!, b: c.id!, range: "short" }, { combat })).ok).toBe(true);
  expect((await perform({ type: "endTurn", shipId: x.id! }, { combat })).ok).toBe(true);
  expect(currentShipId(loadEngagement(combat))).toBe(c.id);
  return { scene, combat, fighter, carrier, xid: x.id!, cid: c.id!, carrierToken: xt };
}

type World = Awaited<ReturnType<typeof world>>;

/** Alice's pilot launches the fighter: the craft's ship id. */
async function launch(w: World): Promise<string> {
  const r = await as("alice", () =>
    perform({ type: "launchCraft", shipId: w.cid, seat: 0, craft: w.fighter.uuid }, { combat: w.combat }),
  );
  expect(r.ok).toBe(true);
  await settled(w.combat);
  const e = r.events!.find((x) => x.type === "craftLaunched");
  if (!e || e.type !== "craftLaunched") throw new Error("no launch");
  return e.craftId;
}

const tokensOf = (w: World) => [...(w.scene.tokens as unknown as Iterable<TokenDocument.Implementation>)];
const hull = (a: Actor.Implementation) => (a.system as ShipData).hull.value;

/** End turns (as the GM) until it is `id`'s. */
async function turnOf(w: World, id: string): Promise<void> {
  for (let i = 0; i < 6 && currentShipId(loadEngagement(w.combat)) !== id; i++) {
    const now = currentShipId(loadEngagement(w.combat));
    const cmd = now === undefined ? { type: "endRound" as const } : { type: "endTurn" as const, shipId: now };
    expect((await perform(cmd, { combat: w.combat })).ok).toBe(true);
  }
  expect(currentShipId(loadEngagement(w.combat))).toBe(id);
}

describe("a fighter launched and recovered", () => {
  it("the launch puts its token beside the carrier and its combatant in the fight, on the carrier's side", async () => {
    const w = await world();
    const before = tokensOf(w).length;
    const id = await launch(w);
    const c = w.combat.combatants.get(id)!;
    expect(c).toBeDefined();
    expect(c.actor).toBe(w.fighter);
    const token = c.token as unknown as TokenDocument.Implementation;
    expect(tokensOf(w)).toHaveLength(before + 1);
    // a grid space to the right of the carrier, linked to the fighter's actor
    expect([token.x, token.y]).toEqual([w.carrierToken.x + 100, w.carrierToken.y]);
    expect((token as unknown as { actorLink: boolean }).actorLink).toBe(true);
    const s = loadEngagement(w.combat);
    expect(s.memory.ships[id]).toMatchObject({ side: "A", craftOf: { carrierId: w.cid, key: w.fighter.uuid } });
    expect(s.memory.ranges[pairKey(id, w.cid)]).toBe("adjacent");
    expect(s.memory.ranges[pairKey(id, w.xid)]).toBe("short");
    // flown by an unnamed pilot of the carrier's crew skill (its NPC gunner's 1): the fighter's own sheet has no seat
    expect(s.ships[id].seats).toEqual([{ position: "pilot", npcSkill: 1 }]);
    // the carrier's only craft is out: Launch is not possible again, Recover is
    const pilot = availableActions(s, w.cid, 0);
    expect(pilot.find((a) => a.action === "launchCraft")).toMatchObject({ ok: false, reason: "noCraftAboard" });
    expect(pilot.find((a) => a.action === "recoverCraft")).toMatchObject({ ok: true });
  });

  it("it takes damage on its own actor and is recovered with it: token and combatant gone", async () => {
    const w = await world();
    const id = await launch(w);
    // next round: the Corsair fires at the fighter (the check a hit), the damage lands as its turn ends
    await turnOf(w, w.xid);
    scriptTotals([12, 2]);
    seedDice(7);
    expect((await perform({ type: "attack", shipId: w.xid, seat: 0, targetId: id }, { combat: w.combat })).ok).toBe(
      true,
    );
    expect((await perform({ type: "endTurn", shipId: w.xid }, { combat: w.combat })).ok).toBe(true);
    const damage = cards("damage").find((m) => sys(m).shipUuid === w.fighter.uuid);
    expect(damage).toBeDefined();
    // the Small Craft column
    expect(JSON.stringify(sys(damage!).events)).toContain('"column":"smallCraft"');
    expect((await cardActionAsGM({ messageId: damage!.id!, action: "apply" }, game.user as never)).ok).toBe(true);
    const hurt = hull(w.fighter);
    expect(hurt).toBeLessThan(20);

    await turnOf(w, w.cid);
    const tokens = tokensOf(w).length;
    const r = await as("alice", () =>
      perform({ type: "recoverCraft", shipId: w.cid, seat: 0, targetId: id }, { combat: w.combat }),
    );
    expect(r.ok).toBe(true);
    await settled(w.combat);
    expect(w.combat.combatants.get(id)).toBeUndefined();
    expect(tokensOf(w)).toHaveLength(tokens - 1);
    expect(loadEngagement(w.combat).memory.ships[id]).toBeUndefined();
    // the damage stays on the fighter, aboard again and ready to launch as it is
    expect(hull(w.fighter)).toBe(hurt);
    const s = loadEngagement(w.combat);
    expect(s.ships[w.cid].craft?.[0].ship.hull.value).toBe(hurt);
    expect(availableActions(s, w.cid, 0).find((a) => a.action === "launchCraft")).toMatchObject({ ok: true });
  });

  it("a step back takes the launch back: token and combatant removed, the craft aboard", async () => {
    const w = await world();
    const tokens = tokensOf(w).length;
    const id = await launch(w);
    expect(await stepBack(w.combat as never)).toBe(true);
    await settled(w.combat);
    expect(w.combat.combatants.get(id)).toBeUndefined();
    expect(tokensOf(w)).toHaveLength(tokens);
    const s = loadEngagement(w.combat);
    expect(s.memory.ships[id]).toBeUndefined();
    expect(s.ships[w.cid].craft?.map((c) => c.key)).toEqual([w.fighter.uuid]);
  });

  it("a step back past a recovery puts the craft back beside its carrier", async () => {
    const w = await world();
    const id = await launch(w);
    // the next round: the craft acts before its carrier (Thrust 6 to 2 at the same initiative)
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    await turnOf(w, w.cid);
    const tokens = tokensOf(w).length;
    const r = await as("alice", () =>
      perform({ type: "recoverCraft", shipId: w.cid, seat: 0, targetId: id }, { combat: w.combat }),
    );
    expect(r.ok).toBe(true);
    await settled(w.combat);
    expect(w.combat.combatants.get(id)).toBeUndefined();
    // back to the start of the carrier's turn: the craft was out then
    expect(await stepBack(w.combat as never)).toBe(true);
    await settled(w.combat);
    const c = w.combat.combatants.get(id)!;
    expect(c?.actor).toBe(w.fighter);
    expect(tokensOf(w)).toHaveLength(tokens);
    const s = loadEngagement(w.combat);
    expect(s.memory.ships[id]).toMatchObject({ side: "A", status: "active", craftOf: { carrierId: w.cid } });
    expect(s.memory.ships[id].craftOf?.recovered).toBeUndefined();
    expect(s.memory.ranges[pairKey(id, w.cid)]).toBe("adjacent");
  });

  it("a ship without small craft is not offered them", async () => {
    const w = await world();
    await w.carrier.update({ system: { craft: [] } } as never);
    const s = loadEngagement(w.combat);
    expect(s.ships[w.cid].craft).toBeUndefined();
    expect(availableActions(s, w.cid, 0).find((a) => a.action === "launchCraft")).toMatchObject({
      ok: false,
      reason: "noCraftAboard",
    });
  });
});
