// The stand-in's scenes, tokens and synthetic actors, pinned (test/harness/README.md, "Scenes and tokens").
import { beforeAll, describe, expect, it } from "vitest";
import { as, bootSystem, USERS } from ".";

beforeAll(bootSystem);

async function world() {
  const ship = (await Actor.create({
    name: "Base",
    type: "ship",
    ownership: { [USERS.alice._id]: 3 },
    system: { tons: 200 },
  } as never)) as Actor.Implementation;
  const scene = (await Scene.create({
    name: "Space",
    grid: { type: 1, size: 100, distance: 1000, units: "km" },
  } as never)) as Scene.Implementation;
  const [linked, unlinked] = (await scene.createEmbeddedDocuments("Token", [
    { actorId: ship.id, actorLink: true, x: 100, y: 100 },
    { actorId: ship.id, actorLink: false, x: 900, y: 100 },
  ] as never)) as unknown as TokenDocument.Implementation[];
  return { ship, scene, linked, unlinked };
}

const hull = (a: Actor.Implementation | null | undefined) => (a?.system as { hull: { value: number } }).hull.value;

describe("tokens and their actors", () => {
  it("a linked token's actor is the world actor; an unlinked token's is its own, built from the base actor", async () => {
    const { ship, linked, unlinked } = await world();
    expect(linked.actor).toBe(ship);
    const synthetic = unlinked.actor!;
    expect(synthetic).not.toBe(ship);
    expect((synthetic as unknown as { isToken: boolean }).isToken).toBe(true);
    expect(synthetic.uuid).toBe(`${unlinked.uuid}.Actor.${ship.id}`);
    expect(fromUuidSync(synthetic.uuid)).toBe(synthetic);
    expect(hull(synthetic)).toBe(hull(ship));
  });

  it("the unlinked token's actor is written to the token, never to the world actor, and stays the same object", async () => {
    const { ship, unlinked } = await world();
    const synthetic = unlinked.actor!;
    const before = hull(ship);
    await synthetic.update({ system: { hull: { value: 1 } } } as never);
    expect(hull(synthetic)).toBe(1);
    expect(unlinked.actor).toBe(synthetic);
    expect(hull(ship)).toBe(before);
    expect(
      (unlinked as unknown as { _source: { delta: { system: { hull: { value: number } } } } })._source.delta.system.hull
        .value,
    ).toBe(1);
    // the world actor changing later shows through where the token holds nothing of its own
    await ship.update({ name: "Renamed" } as never);
    expect(unlinked.actor!.name).toBe("Base");
  });

  it("its owners are the base actor's: a player without ownership cannot write it, an owner can", async () => {
    const { unlinked } = await world();
    const synthetic = unlinked.actor!;
    await expect(as("bob", () => synthetic.update({ system: { hull: { value: 2 } } } as never))).rejects.toThrow(
      /lacks permission/,
    );
    expect(await as("alice", () => synthetic.update({ system: { hull: { value: 2 } } } as never))).toBe(synthetic);
    expect(hull(synthetic)).toBe(2);
  });

  it("a combatant of a token fights as the token's actor; a combat knows its scene", async () => {
    const { ship, scene, unlinked } = await world();
    const combat = (await Combat.create({ type: "base", scene: scene.id } as never)) as Combat.Implementation;
    expect((combat as unknown as { scene: unknown }).scene).toBe(scene);
    const [c] = (await combat.createEmbeddedDocuments("Combatant", [
      { type: "base", tokenId: unlinked.id, sceneId: scene.id, actorId: ship.id },
    ] as never)) as Combatant.Implementation[];
    expect(c.token).toBe(unlinked);
    expect(c.actor).toBe(unlinked.actor);
    expect(c.actor).not.toBe(ship);
  });
});
