// Weapon-fire effects with Sequencer and JB2A (src/animations): off by default; with the setting on and both
// modules there, the system's own hooks play beams, missiles, sand, point defense and explosions from the attacking
// token to its target on each client, locally; without the modules nothing happens and nothing is said. Sequencer is
// a stand-in written from its documentation (test/harness/sequencer.ts).
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { effectsAvailable } from "../../src/animations/register";
import { perform } from "../../src/play/perform";
import { as, notifications, scriptTotals } from "../harness";
import { installSequencer, played, constructed, uninstallSequencer } from "../harness/sequencer";
import { engaged } from "../chat/helpers";
import { bootSystem } from "../fixtures/world";
import { cards } from "../chat/posted";

beforeAll(bootSystem);
afterEach(uninstallSequencer);

async function setEffects(on: boolean): Promise<void> {
  await (game.settings as unknown as { set(ns: string, k: string, v: unknown): Promise<unknown> }).set(
    "cepheus-space-combat",
    "weaponEffects",
    on,
  );
}

/** The standard pair on a scene, engaged at `range`, Corsair first. */
async function onScene(range: "long" | "medium" | "short", options: Parameters<typeof engaged>[1] = {}) {
  const w = await engaged(range, options);
  const scene = (await Scene.create({
    name: "Space",
    grid: { type: 1, size: 100, distance: 1000, units: "km" },
  } as never)) as Scene.Implementation;
  const [ct, bt] = (await scene.createEmbeddedDocuments("Token", [
    { actorId: w.corsair.id, actorLink: true, x: 0, y: 0 },
    { actorId: w.beowulf.id, actorLink: true, x: 900, y: 0 },
  ] as never)) as unknown as TokenDocument.Implementation[];
  await w.combat.updateEmbeddedDocuments("Combatant", [
    { _id: w.cid, tokenId: ct.id, sceneId: scene.id },
    { _id: w.bid, tokenId: bt.id, sceneId: scene.id },
  ] as never);
  return { ...w, scene, ct, bt };
}

const withModules = (scene: Scene.Implementation, modules = ["sequencer", "JB2A_DnD5e"]) =>
  installSequencer({ modules, scene: { id: scene.id, tokens: scene.tokens as unknown as Iterable<object> } });
const placeable = (t: TokenDocument.Implementation) => (t as unknown as { object: unknown }).object;
const quiet = () => notifications.messages.filter((m: { type: string }) => m.type !== "info");

describe("without Sequencer and JB2A", () => {
  it("nothing plays and nothing is said, the setting on or off", async () => {
    const w = await onScene("long");
    await setEffects(true);
    const before = quiet().length;
    const warn = vi.spyOn(console, "warn");
    scriptTotals([8, 2], [15, 3]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    expect(effectsAvailable()).toBe(false);
    expect(quiet().length).toBe(before);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("Sequencer without JB2A, or JB2A without Sequencer, is not enough", async () => {
    const w = await onScene("long");
    await setEffects(true);
    withModules(w.scene, ["sequencer"]);
    expect(effectsAvailable()).toBe(false);
    withModules(w.scene, ["jb2a_patreon"]);
    expect(effectsAvailable()).toBe(false);
    withModules(w.scene, ["sequencer", "jb2a_patreon"]);
    expect(effectsAvailable()).toBe(true);
  });
});

describe("with Sequencer and JB2A", () => {
  it("off by default: no effect", async () => {
    const w = await onScene("long");
    withModules(w.scene);
    scriptTotals([8, 2], [15, 3]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    await new Promise((r) => setTimeout(r, 20));
    expect(game.settings!.get("cepheus-space-combat", "weaponEffects")).toBe(false);
    expect(constructed).toHaveLength(0);
  });

  it("a beam that hits: a bolt from the attacker's token to the target's, played locally", async () => {
    const w = await onScene("long");
    await setEffects(true);
    withModules(w.scene);
    scriptTotals([8, 2], [15, 3]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(played[0]).toMatchObject({ moduleName: "cepheus-space-combat", softFail: true });
    expect(played[0].effects).toEqual([
      {
        file: "jb2a.energy_beam.normal.bluepink.02",
        atLocation: placeable(w.ct),
        stretchTo: placeable(w.bt),
        missed: false,
        delay: 0,
        locally: true,
      },
    ]);
  });

  it("a miss goes wide; a target not on the viewed scene plays nothing", async () => {
    const w = await onScene("long", { corsairWeapon: "pulseLaser" });
    await setEffects(true);
    withModules(w.scene);
    scriptTotals([2, 2]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(played[0].effects[0]).toMatchObject({ file: "jb2a.lasershot.red", missed: true });
  });

  it("ships whose tokens are not on the scene this client views: nothing plays", async () => {
    const w = await onScene("long");
    await setEffects(true);
    installSequencer({ modules: ["sequencer", "JB2A_DnD5e"], scene: { id: "elsewhere000000", tokens: [] } });
    scriptTotals([8, 2], [15, 3]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(effectsAvailable()).toBe(true);
    expect(played).toHaveLength(0);
  });

  it("sand: a cloud around the ship that fired it; a destroying hit: an explosion on the ship", async () => {
    const w = await onScene("medium", {
      corsairWeapon: "beamLaser",
      beowulf: { hull: { value: 0, max: 8 }, armor: { value: 0, max: 4 }, structure: { value: 1, max: 8 } },
    });
    await setEffects(true);
    withModules(w.scene);
    scriptTotals([8, 2], [3, 1]);
    const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const offered = r.events.find((e) => e.type === "reactionOffered");
    if (offered?.type !== "reactionOffered") throw new Error("no reaction offered");
    await vi.waitFor(() => expect(played).toHaveLength(1));
    scriptTotals([2, 2]); // the NPC gunner's sand: check fails (no canister roll)
    const sand = await as("alice", () =>
      perform({ type: "fireSand", shipId: w.bid, seat: 2, attackId: offered.attackId }, { combat: w.combat }),
    );
    expect(sand.ok).toBe(true);
    await vi.waitFor(() => expect(played).toHaveLength(2));
    expect(played[1].effects).toEqual([
      { file: "jb2a.ambient_fog.001.complete.small.white", atLocation: placeable(w.bt), scale: 0.6, locally: true },
    ]);
    scriptTotals([8, 2]);
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    await vi.waitFor(() => expect(played.some((p) => p.effects[0].file === "jb2a.explosion.08.orange")).toBe(true));
    const boom = played.find((p) => p.effects[0].file === "jb2a.explosion.08.orange")!;
    expect(boom.effects[0]).toMatchObject({ atLocation: placeable(w.bt), locally: true });
    expect(cards("damage").length).toBeGreaterThan(0);
  });

  it("missiles: the launch from the rack's ship towards the target, and the explosion when one strikes", async () => {
    const w = await onScene("short", { corsairWeapon: "missile" });
    await w.corsair.update({ system: { ammo: { missiles: { standard: 2 } } } } as never);
    await setEffects(true);
    withModules(w.scene);
    scriptTotals([8, 2]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(played[0].effects).toEqual([
      {
        file: "jb2a.bullet.02.orange",
        atLocation: placeable(w.ct),
        stretchTo: placeable(w.bt),
        delay: 0,
        locally: true,
      },
    ]);
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    scriptTotals([9, 2], [8, 2]);
    await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat });
    scriptTotals([2, 2]);
    expect((await perform({ type: "resolveMissiles" }, { combat: w.combat })).ok).toBe(true);
    await vi.waitFor(() => expect(played.some((p) => p.effects[0].file === "jb2a.explosion.01.orange")).toBe(true));
    expect(played.find((p) => p.effects[0].file === "jb2a.explosion.01.orange")!.effects[0]).toMatchObject({
      atLocation: placeable(w.bt),
      locally: true,
    });
  });
});

describe("the effects of each hook, from its payload", () => {
  it("point defense fires back towards the attacker; a missed salvo bursts beside the target; dodges show nothing", async () => {
    const fx = await import("../../src/animations/weapon-effects");
    installSequencer({ modules: ["sequencer", "JB2A_DnD5e"], scene: null });
    const a = { document: "a" };
    const b = { document: "b" };
    const env = {
      Sequence: (globalThis as unknown as { Sequence: never }).Sequence,
      token: (uuid: string | null) => (uuid === "A" ? a : uuid === "B" ? b : null),
    };
    const ship = (tokenUuid: string | null) => ({
      id: "x",
      name: "x",
      actorUuid: null,
      tokenUuid,
      combatantUuid: null,
    });
    const base = { messageId: "m", messageUuid: null, combatUuid: null, round: 1, outsideCombat: false };
    const reaction = {
      ...base,
      ship: ship("B"),
      seat: 1,
      attackId: "a1",
      boardingId: null,
      attacker: ship("A"),
      success: true,
      remaining: 0,
    };
    await fx.play(fx.reactionEffect({ ...reaction, reaction: "pointDefense" }, env));
    expect(played.at(-1)!.effects).toEqual([
      { file: "jb2a.bullet.03.blue", atLocation: b, stretchTo: a, missed: false, locally: true },
    ]);
    expect(fx.reactionEffect({ ...reaction, reaction: "dodge" }, env)).toBeNull();
    expect(fx.reactionEffect({ ...reaction, reaction: "pointDefense", attacker: null }, env)).toBeNull();
    await fx.play(
      fx.missileImpactEffect(
        { ...base, salvoId: "s1", attacker: ship("A"), target: ship("B"), hit: false, damage: 0, count: 2 },
        env,
      ),
    );
    expect(played.at(-1)!.effects).toEqual([
      { file: "jb2a.impact.005.orange", atLocation: b, missed: true, scale: 0.5, locally: true },
    ]);
    // a file Sequencer's database lacks would fail in Sequencer: every file the system names is one JB2A has
    for (const file of Object.values(fx.EFFECT_FILES))
      expect(() =>
        new (env.Sequence as unknown as new () => { effect(): { file(f: string): unknown } })().effect().file(file),
      ).not.toThrow();
  });
});
