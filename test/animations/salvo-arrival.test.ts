// Sequencer's effect at a salvo's impact (src/animations): when the GM takes a salvo token off the map because its
// salvo reached its target, each client showing the scene plays the missiles' last leg from where the token stood to
// the target's token; a salvo shot down or gone otherwise plays none. Sequencer is the stand-in of its documentation.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { salvoArrivalEffect, type EffectsEnv } from "../../src/animations/weapon-effects";
import { perform } from "../../src/play/perform";
import { as, bootSystem, scriptTotals } from "../harness";
import { installSequencer, played, uninstallSequencer } from "../harness/sequencer";
import { launch, nextRound, salvoTokens, salvoWorld, settle } from "../apps/canvas/salvo-helpers";

beforeAll(async () => {
  await bootSystem();
  await settle();
});
afterEach(uninstallSequencer);

async function effectsOn(scene: Scene.Implementation): Promise<void> {
  await (game.settings as unknown as { set(ns: string, k: string, v: unknown): Promise<unknown> }).set(
    "cepheus-space-combat",
    "weaponEffects",
    true,
  );
  installSequencer({ modules: ["sequencer", "JB2A_DnD5e"], scene: { id: scene.id, tokens: scene.tokens as never } });
}

describe("a salvo arriving", () => {
  it("plays its last leg from where its token stood to the target, then the hit's explosion", async () => {
    const w = await salvoWorld("short");
    await launch(w);
    // round 2: it arrives beside the Beowulf (to hit 9, its damage), then lands
    await nextRound(w, [9, 2], [8, 2]);
    expect(salvoTokens(w.scene).map((t) => [t.x, t.y])).toEqual([[850, 25]]);
    await effectsOn(w.scene);
    scriptTotals([2, 2]);
    expect((await perform({ type: "resolveMissiles" }, { combat: w.combat })).ok).toBe(true);
    await settle();
    await vi.waitFor(() => expect(played.length).toBeGreaterThanOrEqual(2));
    const legs = played.flatMap((p) => p.effects).filter((e) => e.file === "jb2a.bullet.02.orange");
    expect(legs).toEqual([
      {
        file: "jb2a.bullet.02.orange",
        atLocation: { x: 875, y: 50 },
        stretchTo: (w.bt as unknown as { object: unknown }).object,
        locally: true,
      },
    ]);
    expect(played.flatMap((p) => p.effects).map((e) => e.file)).toContain("jb2a.explosion.01.orange");
  });

  it("plays nothing for a salvo shot down by point defense", async () => {
    const w = await salvoWorld("short");
    await launch(w);
    await nextRound(w, [9, 2], [8, 2]);
    await effectsOn(w.scene);
    const memory = (w.combat.system as unknown as { pendingAttacks: { id: string; kind: string }[] }).pendingAttacks;
    const attackId = memory.find((a) => a.kind === "missile")!.id;
    scriptTotals([12, 2]);
    expect((await perform({ type: "pointDefense", shipId: w.bid, seat: 1, attackId }, { combat: w.combat })).ok).toBe(
      true,
    );
    await settle();
    expect(salvoTokens(w.scene)).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    expect(played.flatMap((p) => p.effects).filter((e) => e.file === "jb2a.bullet.02.orange")).toEqual([]);
  });

  it("a hidden salvo's last leg plays for the GM alone", async () => {
    const w = await salvoWorld("short");
    await launch(w);
    const [token] = salvoTokens(w.scene);
    await token.update({ hidden: true } as never);
    const env: EffectsEnv = {
      Sequence: class {
        effect() {
          const section: Record<string, unknown> = {};
          for (const m of ["file", "atLocation", "stretchTo", "missed", "delay", "scale", "locally", "effect"])
            section[m] = () => section;
          return section;
        }
        play() {}
      } as unknown as EffectsEnv["Sequence"],
      token: () => ({}),
    };
    const arrived = { cepheusSalvo: "arrived" };
    expect(salvoArrivalEffect(token, arrived, env)).not.toBeNull();
    expect(await as("alice", async () => salvoArrivalEffect(token, arrived, env))).toBeNull();
    expect(salvoArrivalEffect(token, { cepheusSalvo: "shotDown" }, env)).toBeNull();
  });
});
