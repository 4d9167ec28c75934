// The stand-in's document creation, where our code depends on what Foundry does.
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem } from "../harness";

beforeAll(bootSystem);

describe("creating an actor with embedded items", () => {
  it("gives every embedded item an id of its own, as Foundry does", async () => {
    const ship = await Actor.create({
      name: "Armed",
      type: "ship",
      items: [
        { name: "Beam Laser", type: "weapon", system: { kind: "beamLaser" } },
        { name: "Missile Rack", type: "weapon", system: { kind: "missile" } },
      ],
    } as unknown as Actor.CreateData);
    const ids: (string | null)[] = [];
    for (const item of ship!.items) ids.push(item.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(2);
  });
});
