// The stand-in's folders, pinned (test/harness/README.md, "Folders"): only an assistant or a GM creates one, and an
// actor's folder is the Folder document its source names.
import { beforeEach, describe, expect, it } from "vitest";
import { as, bootSystem, USERS } from ".";

beforeEach(bootSystem);

const g = globalThis as unknown as {
  game: { folders: Map<string, unknown>; users: Map<string, { role: number; _source: { role: number } }> };
};

describe("folders", () => {
  it("a GM or an assistant creates a folder; a player or a trusted player may not, and nothing is stored", async () => {
    const made = (await Folder.create({ name: "Imported", type: "Actor" } as never)) as Folder.Implementation;
    expect(made.name).toBe("Imported");
    expect(g.game.folders.get(made.id!)).toBe(made);
    await expect(as("alice", () => Folder.create({ name: "Mine", type: "Actor" } as never))).rejects.toThrow();
    const bob = g.game.users.get(USERS.bob._id)!;
    bob.role = bob._source.role = 2;
    await expect(as("bob", () => Folder.create({ name: "Mine", type: "Actor" } as never))).rejects.toThrow();
    bob.role = bob._source.role = 3;
    expect(await as("bob", () => Folder.create({ name: "Assistant's", type: "Actor" } as never))).toBeTruthy();
    expect(g.game.folders.size).toBe(2);
  });

  it("an actor's folder: the id in its source, the Folder on the actor, null without one", async () => {
    const folder = (await Folder.create({ name: "Ships", type: "Actor" } as never)) as Folder.Implementation;
    const inside = (await Actor.create({
      name: "A",
      type: "ship",
      folder: folder.id,
    } as never)) as Actor.Implementation;
    const outside = (await Actor.create({ name: "B", type: "ship" } as never)) as Actor.Implementation;
    expect(inside._source.folder).toBe(folder.id);
    expect(inside.folder).toBe(folder);
    expect(outside.folder).toBeNull();
  });
});
