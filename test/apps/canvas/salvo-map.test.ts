// A salvo on the map (src/apps/canvas/salvo-map): launching missiles puts a salvo token beside the launcher, each
// round's change moves it toward its target as the turns to impact say, and it is gone when the salvo lands, is shot
// down by point defense or loses its target. Every write is the active GM's, from the stored engagement.
import { beforeAll, describe, expect, it } from "vitest";
import { salvoArt } from "../../../src/apps/canvas/salvo-map/art";
import { salvoActor } from "../../../src/apps/canvas/salvo-map/reconcile";
import { engagementMemory } from "../../../src/data/engagement-snapshot";
import { perform } from "../../../src/play/perform";
import { as, bootSystem, scriptTotals } from "../../harness";
import { launch, nextRound, salvoTokens, salvoWorld, settle, watchSalvoTokens } from "./salvo-helpers";

beforeAll(async () => {
  await bootSystem();
  await settle();
});

const at = (t: { x: number; y: number }) => [t.x, t.y];

describe("a salvo's token", () => {
  it("three rounds from launch to impact: made beside the launcher, moved twice toward the target, gone as it lands", async () => {
    const w = await salvoWorld("veryLong");
    const watch = watchSalvoTokens();
    await launch(w);
    const [token] = salvoTokens(w.scene);
    // beside the Corsair (centre 50,50) on the side facing the Beowulf (centre 950,50): a half-square token
    expect(at(token)).toEqual([100, 25]);
    expect([token.width, token.height]).toEqual([0.5, 0.5]);
    expect(token.texture.src).toBe(salvoArt("standard", 1));
    expect(token.texture.src).toBe("systems/cepheus-space-combat/assets/salvo/standard-1.svg");
    // an unlinked token of the one salvo actor, seen by players (Alice's ship is its target)
    expect(token.actorId).toBe(salvoActor()!.id);
    expect(salvoActor()!.type).toBe("salvo");
    expect(token.actorLink).toBe(false);
    expect(token.hidden).toBe(false);
    expect(token.flags["cepheus-space-combat"].salvo).toMatchObject({ combatId: w.combat.id, salvoId: "s1" });
    // round 2: halfway along the 750 pixels between beside the launcher and beside the target
    await nextRound(w);
    expect(at(salvoTokens(w.scene)[0])).toEqual([475, 25]);
    // round 3: it arrives (to hit 9 ≥ 7, its damage rolled), beside the target
    await nextRound(w, [9, 2], [8, 2]);
    expect(engagementMemory(w.combat).missilePhase).toBe(true);
    expect(at(salvoTokens(w.scene)[0])).toEqual([850, 25]);
    scriptTotals([2, 2]); // the hit's location
    expect((await perform({ type: "resolveMissiles" }, { combat: w.combat })).ok).toBe(true);
    await settle();
    expect(salvoTokens(w.scene)).toEqual([]);
    watch.stop();
    expect(watch.log).toEqual(["create 100,25", "move 475,25", "move 850,25", "delete arrived"]);
  });

  it("is gone as soon as point defense shoots its last missile down", async () => {
    const w = await salvoWorld("short");
    await launch(w);
    await nextRound(w, [9, 2], [8, 2]);
    expect(salvoTokens(w.scene)).toHaveLength(1);
    const attack = engagementMemory(w.combat).pendingAttacks!.find((a) => a.kind === "missile")!;
    const watch = watchSalvoTokens();
    // Sam Gunner (Turret Weapons-1) fires the pulse laser: 12 + 1 destroys the missile
    scriptTotals([12, 2]);
    const r = await perform(
      { type: "pointDefense", shipId: w.bid, seat: 1, attackId: attack.id },
      { combat: w.combat },
    );
    expect(r.ok, JSON.stringify(r.refusal)).toBe(true);
    await settle();
    expect(engagementMemory(w.combat).salvos[0].count).toBe(0);
    expect(salvoTokens(w.scene)).toEqual([]);
    watch.stop();
    expect(watch.log).toEqual(["delete shotDown"]);
  });

  it("is gone when its target jumps away", async () => {
    const w = await salvoWorld("veryLong");
    // the Beowulf has a jump drive and a drive engineer at it
    const seats = (w.beowulf.system as unknown as { toObject(): { seats: unknown[] } }).toObject().seats;
    await w.beowulf.update({
      system: { jump: 1, seats: [...seats, { position: "driveEngineer", npcSkill: 2, mountId: "jDrive" }] },
    } as never);
    await launch(w);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    // a jump plotted before the fight: the GM's own record says so
    const memory = engagementMemory(w.combat);
    memory.ships[w.bid] = { ...memory.ships[w.bid], jumpPlotted: true };
    const { storeEngagement } = await import("../../../src/play/load");
    await storeEngagement(w.combat, memory);
    await settle();
    expect(salvoTokens(w.scene)).toHaveLength(1);
    scriptTotals([12, 2]); // the engineer's Easy Engineering check
    const r = await perform({ type: "jump", shipId: w.bid, seat: 3 }, { combat: w.combat });
    expect(r.ok, JSON.stringify(r.refusal)).toBe(true);
    expect(engagementMemory(w.combat).ships[w.bid].status).toBe("escaped");
    await settle();
    expect(engagementMemory(w.combat).salvos).toEqual([]);
    expect(salvoTokens(w.scene)).toEqual([]);
  });

  it("is gone with its combat, even as it arrives", async () => {
    const w = await salvoWorld("short");
    await launch(w);
    await nextRound(w, [9, 2], [8, 2]);
    const watch = watchSalvoTokens();
    await w.combat.delete();
    await settle();
    watch.stop();
    expect(salvoTokens(w.scene)).toEqual([]);
    expect(watch.log).toEqual(["delete gone"]);
  });

  it("players see it and never move or delete it; a salvo no player's ship is part of is hidden from them", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    const [token] = salvoTokens(w.scene);
    for (const player of ["alice", "bob"] as const) {
      await expect(as(player, () => token.update({ x: 0 } as never))).rejects.toThrow(/lacks permission/);
      await expect(as(player, () => token.delete())).rejects.toThrow(/lacks permission/);
    }
    expect(salvoTokens(w.scene)).toHaveLength(1);
  });

  it("one launch of two missile types: two salvos side by side, each with its art; hidden when no player's ship is in it", async () => {
    const w = await salvoWorld("veryLong");
    // a double turret with a smart rack beside the standard one; the Beowulf taken from Alice (two NPC ships)
    const mounts = (w.corsair.system as unknown as { toObject(): { mounts: { size: string }[] } }).toObject().mounts;
    await w.corsair.update({
      system: { mounts: [{ ...mounts[0], size: "double" }], ammo: { missiles: { standard: 4, smart: 4 } } },
    } as never);
    await w.corsair.createEmbeddedDocuments("Item", [
      { name: "Smart rack", type: "weapon", system: { kind: "missile", mountId: "ct1", missileType: "smart" } },
    ] as never);
    await w.beowulf.update({ ownership: { [game.users!.getName("Alice")!.id!]: 0 } } as never);
    await launch(w);
    const byType = (type: string) => salvoTokens(w.scene).find((t) => t.texture.src === salvoArt(type as "smart", 1))!;
    expect(salvoTokens(w.scene)).toHaveLength(2);
    // the first on the line between the ships, the second a salvo's width across it
    expect(at(byType("standard"))).toEqual([100, 25]);
    expect(at(byType("smart"))).toEqual([100, 75]);
    expect([byType("standard").hidden, byType("smart").hidden]).toEqual([true, true]);
  });
});
