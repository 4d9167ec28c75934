// Every compendium document validates against the system's data models, through the Foundry stand-in
// (test/harness): the ship, crew and weapon models for actors and items, embedded weapons included.
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem, validateDocumentSource, validateSource } from "../harness";
import { packFiles } from "./pack-files";

beforeAll(async () => {
  await bootSystem();
});

const docs = (pack: string) => [...packFiles(pack).values()].map((d) => [d.name as string, d] as const);

describe("weapons pack", () => {
  it.each(docs("weapons"))("%s is a valid weapon item", (_name, doc) => {
    const sys = validateSource("Item", doc.type, doc.system);
    expect(sys.errors).toEqual([]);
    const whole = validateDocumentSource("Item", doc);
    expect(whole.errors).toEqual([]);
  });
});

describe("ships pack", () => {
  it.each(docs("ships"))("%s is a valid ship actor with valid weapons", (_name, doc) => {
    const sys = validateSource("Actor", "ship", doc.system);
    expect(sys.errors).toEqual([]);
    for (const item of doc.items) expect(validateSource("Item", item.type, item.system).errors, item.name).toEqual([]);
    const whole = validateDocumentSource("Actor", doc);
    expect(whole.errors).toEqual([]);
    // every weapon sits in one of the ship's mounts, every gunner seat mans one
    const mounts = new Set(doc.system.mounts.map((m: { id: string }) => m.id));
    for (const item of doc.items) expect(mounts.has(item.system.mountId)).toBe(true);
    for (const seat of doc.system.seats)
      if (seat.position === "turretGunner" || seat.position === "bayGunner") expect(mounts.has(seat.mountId)).toBe(true);
  });
});

describe("crew pack", () => {
  it.each(docs("crew"))("%s is a valid crew actor", (_name, doc) => {
    expect(validateSource("Actor", "crew", doc.system).errors).toEqual([]);
    expect(validateDocumentSource("Actor", doc).errors).toEqual([]);
  });
});

describe("the validation bites", () => {
  it("a ship with a bad figure, a weapon of an unknown kind, or a crew skill out of range is refused", () => {
    const [, frigate] = docs("ships").find(([n]) => n === "Patrol Frigate") ?? [];
    const broken = structuredClone(frigate) as Record<string, any>;
    broken.system.tons = -3;
    expect(validateSource("Actor", "ship", broken.system).ok).toBe(false);
    const [, beam] = docs("weapons").find(([n]) => n === "Beam Laser") ?? [];
    expect(validateSource("Item", "weapon", { ...(beam as Record<string, any>).system, kind: "plasmaGun" }).ok).toBe(false);
    const [, rookie] = docs("crew")[0];
    expect(validateSource("Actor", "crew", { ...rookie.system, skills: { ...rookie.system.skills, piloting: 99 } }).ok).toBe(false);
  });
});
