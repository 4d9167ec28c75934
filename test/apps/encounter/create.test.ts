// "Create" of the encounter builder on the stand-in: only a GM may, and it writes only what the GM chose — the chosen
// fleet's ships (copies of the pool's, their unnamed crews at the skill searched), their tokens beside the players'
// ships, their combatants against them and their crews' stances — leaving the pool's ships, the players' ships and the
// combat's other NPC crews as they were; a failure leaves nothing behind.
import "../../harness/install-rendering";
import "../../harness/packs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { as, notifications } from "../../harness";
import { beowulf, bootSystem, corsair, settled } from "../../fixtures/world";
import { createFleet, EncounterFailure } from "../../../src/apps/encounter/create";
import { openEncounter } from "../../../src/apps/encounter/load";
import { crewPolicies, isPlayerShip, NPC_CREWS_FLAG } from "../../../src/play/npc-policies";
import { loadEngagement } from "../../../src/play/load";
import { pairKey } from "../../../src/rules/engagement/memory";
import type { EncounterPick } from "../../../src/rules/encounter/search";
import type { ShipData } from "../../../src/data/actor/ship";

beforeAll(bootSystem);
afterEach(() => vi.restoreAllMocks());

const NS = "cepheus-space-combat";
type AnyDoc = { id: string; toObject(): object };
type SceneDoc = AnyDoc & {
  tokens: Iterable<{ id: string; actorId: string; x: number; y: number; disposition: number }>;
  createEmbeddedDocuments(type: string, data: object[]): Promise<{ id: string }[]>;
};

/** Everything in the world, by kind, as stored (to tell what a step wrote). */
function snapshot() {
  const all = (c: Iterable<AnyDoc>) => [...c].map((d) => JSON.stringify(d.toObject()));
  return {
    actors: all(game.actors as never),
    folders: all((game as never as { folders: Iterable<AnyDoc> }).folders),
    scenes: all(game.scenes as never),
    combats: all(game.combats as never),
  };
}

const pick = (members: EncounterPick["members"], stance: "cautious" | "aggressive" = "cautious"): EncounterPick => ({
  fleet: 0,
  candidate: { members: members.map((m, ship) => ({ ship, skill: m.skill })), stance },
  members,
  // (Create reads only the ships, crews and stance)
  result: {} as never,
  chance: 0.6,
  interval: [0.55, 0.65],
  distance: 0.05,
  confirmed: true,
});

/** Alice's Beowulf on a km scene (500 km a square) in a combat with an NPC crew already set; a pirate in the pool. */
async function world() {
  const scene = (await Scene.implementation.create({
    name: "Sector",
    width: 3000,
    height: 2400,
    grid: { type: 1, size: 100, distance: 500, units: "km" },
  } as never)) as unknown as SceneDoc;
  const player = await beowulf();
  const [token] = await scene.createEmbeddedDocuments("Token", [
    { name: "Beowulf", actorId: player.id, actorLink: true, disposition: 1, x: 1000, y: 1000, width: 1, height: 1 },
  ]);
  const combat = (await Combat.implementation.create({
    type: "base",
    scene: scene.id,
  } as never)) as Combat.Implementation;
  const [c] = (await combat.createEmbeddedDocuments("Combatant", [
    { type: "base", tokenId: token.id, sceneId: scene.id, actorId: player.id },
  ] as never)) as unknown as { id: string }[];
  await combat.update({ flags: { [NS]: { [NPC_CREWS_FLAG]: { elsewhere: { stance: "aggressive" } } } } } as never);
  await settled(combat);
  const pirate = await corsair("Red Kestrel");
  return { scene, player, combat, playerRef: `c-${c.id}`, pirate };
}

describe("Create is the GM's", () => {
  it("a player is refused, and nothing is written", async () => {
    const w = await world();
    const before = snapshot();
    const request = {
      combat: w.combat,
      players: [w.playerRef],
      pick: pick([{ key: w.pirate.uuid!, name: "Red Kestrel", skill: 3 }]),
    };
    await expect(as("alice", () => createFleet(request))).rejects.toMatchObject({ key: "OnlyGM" });
    await expect(as("alice", () => createFleet(request))).rejects.toBeInstanceOf(EncounterFailure);
    expect(snapshot()).toEqual(before);
  });

  it("a player cannot open the builder: told it is the GM's, no window opens", async () => {
    const at = notifications.messages.length;
    await as("alice", () => openEncounter(null));
    expect(notifications.messages.slice(at).map((n) => n.message)).toEqual([
      game.i18n!.localize("CEPHEUS.Encounter.OnlyGM"),
    ]);
    expect(
      (foundry.applications as unknown as { instances: Map<string, unknown> }).instances.has("cepheus-encounter"),
    ).toBe(false);
  });
});

describe("what Create writes", () => {
  it("the chosen ships beside the players', in the combat against them, with their crews and stance; nothing else", async () => {
    const w = await world();
    const before = snapshot();
    const pirateBefore = JSON.stringify(w.pirate.toObject());
    const playerBefore = JSON.stringify(w.player.toObject());
    const made = await createFleet({
      combat: w.combat,
      players: [w.playerRef],
      pick: pick([
        { key: w.pirate.uuid!, name: "Red Kestrel", skill: 0 },
        { key: w.pirate.uuid!, name: "Red Kestrel", skill: 3 },
      ]),
    });
    await settled(w.combat);
    const after = snapshot();

    // two new actors in the new folder "Encounters", one new folder; no scene or combat more
    const newActors = [...game.actors!].filter((a) => !before.actors.includes(JSON.stringify(a.toObject())));
    expect(newActors.map((a) => a.name)).toEqual(["Red Kestrel 1", "Red Kestrel 2"]);
    expect(made.actors.map((a) => a.id)).toEqual(newActors.map((a) => a.id));
    expect(after.folders.length).toBe(before.folders.length + 1);
    const folder = [...(game as never as { folders: Iterable<{ id: string; name: string }> }).folders].at(-1)!;
    expect(folder.name).toBe(game.i18n!.localize("CEPHEUS.Encounter.FolderName"));
    expect(newActors.every((a) => (a as unknown as { folder: { id: string } }).folder?.id === folder.id)).toBe(true);
    expect(after.scenes.length).toBe(before.scenes.length);
    expect(after.combats.length).toBe(before.combats.length);
    // the pool's ship and the players' as they were
    expect(JSON.stringify(w.pirate.toObject())).toBe(pirateBefore);
    expect(JSON.stringify(w.player.toObject())).toBe(playerBefore);

    // each a copy of the pirate, its unnamed crew at the skill searched, owned by no player
    expect(newActors.map((a) => (a.system as ShipData).seats.map((s) => s.npcSkill))).toEqual([[0], [3]]);
    expect(newActors.map((a) => [...a.items].length)).toEqual([1, 1]);
    expect(newActors.some((a) => isPlayerShip(a))).toBe(false);

    // tokens: hostile, linked, beside Beowulf's and within Short range of it (600 km)
    const tokens = [...w.scene.tokens].filter((t) => newActors.some((a) => a.id === t.actorId));
    expect(tokens.map((t) => t.disposition)).toEqual([-1, -1]);
    for (const t of tokens) expect(t.x).toBeGreaterThan(1000);

    // combatants against the players, with the stance chosen; the other NPC crew's policy kept
    const ids = made.combatants;
    expect(ids).toHaveLength(2);
    for (const id of ids) expect((w.combat.combatants.get(id)!.system as { side: string }).side).toBe("hostile");
    expect(crewPolicies(w.combat)).toEqual({
      elsewhere: { stance: "aggressive" },
      [ids[0]]: { stance: "cautious" },
      [ids[1]]: { stance: "cautious" },
    });
    const beowulfId = w.playerRef.slice(2);
    await vi.waitFor(
      () => {
        const m = loadEngagement(w.combat as never).memory;
        expect(ids.map((id) => m.ranges[pairKey(beowulfId, id)])).toEqual(["short", "short"]);
      },
      { timeout: 15_000 },
    );
  });

  it("copies an SRD ship from the compendium, which stays as it is", async () => {
    const w = await world();
    const pack = game.packs!.get(`${NS}.ships`) as unknown as {
      getIndex(): Promise<Iterable<{ _id: string; name: string; uuid: string }>>;
    };
    const fighter = [...(await pack.getIndex())].find((e) => e.name === "Fighter")!;
    const made = await createFleet({
      combat: w.combat,
      players: [w.playerRef],
      pick: pick([{ key: fighter.uuid, name: "Fighter", skill: 1 }], "aggressive"),
    });
    expect(made.actors.map((a) => a.name)).toEqual(["Fighter"]);
    const seats = (made.actors[0].system as ShipData).seats;
    expect(seats.map((s) => s.npcSkill)).toEqual(seats.map(() => 1));
    expect([...made.actors[0].items].map((i) => i.name)).toEqual(["Pulse Laser"]);
    expect(crewPolicies(w.combat)[made.combatants[0]]).toEqual({ stance: "aggressive" });
  });

  it("without a combat at hand, makes one on the players' scene holding their ships and the fleet", async () => {
    const scene = (await Scene.implementation.create({ name: "Deep space" } as never)) as unknown as SceneDoc;
    const player = await beowulf();
    await scene.createEmbeddedDocuments("Token", [
      { name: "Beowulf", actorId: player.id, actorLink: true, x: 200, y: 200 },
    ]);
    const pirate = await corsair("Skull");
    const combats = game.combats!.size;
    const made = await createFleet({
      combat: null,
      players: [`a-${player.id}`],
      pick: pick([{ key: pirate.uuid!, name: "Skull", skill: 2 }]),
    });
    expect(game.combats!.size).toBe(combats + 1);
    expect((made.combat as unknown as { scene: { id: string } }).scene.id).toBe(scene.id);
    expect([...made.combat.combatants].map((c) => c.actor?.name).sort()).toEqual(["Beowulf", "Skull"]);
  });

  it("a step that fails leaves nothing behind", async () => {
    const w = await world();
    const before = snapshot();
    vi.spyOn(w.scene, "createEmbeddedDocuments").mockRejectedValueOnce(new Error("the server refused"));
    await expect(
      createFleet({
        combat: w.combat,
        players: [w.playerRef],
        pick: pick([{ key: w.pirate.uuid!, name: "Red Kestrel", skill: 1 }]),
      }),
    ).rejects.toThrow("the server refused");
    expect(snapshot()).toEqual(before);
  });

  it("a pool ship that is gone creates nothing", async () => {
    const w = await world();
    const before = snapshot();
    await expect(
      createFleet({
        combat: w.combat,
        players: [w.playerRef],
        pick: pick([{ key: "Actor.notThereAnymore", name: "Ghost", skill: 1 }]),
      }),
    ).rejects.toMatchObject({ key: "Missing", data: { name: "Ghost" } });
    expect(snapshot()).toEqual(before);
  });
});
