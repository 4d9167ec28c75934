// The fixtures of test/views/fixtures.ts as stand-in documents: the Patrol Frigate (crewed by Alice's and the GM's
// characters, damaged), the pirate corsair, and a combat between them. Shared by the sheet tests (node), the
// screenshots and the browser test (browser bundle): no node imports here.
import { FRIGATE_CREW, frigateMounts, frigateSeats, frigateSnapshot, frigateWeapons, corsairSnapshot } from "./fixtures";

const OWNER = 3;
const OBSERVER = 2;

export interface SheetWorld {
  frigate: Actor.Implementation;
  corsair: Actor.Implementation;
  crew: Record<string, Actor.Implementation>;
  combat: Combat.Implementation | null;
  /** Combatant ids (engagement ship ids) */
  fid: string;
  cid: string;
}

export interface WorldOptions {
  /** the user who owns the gunner (PO Renata Skau) and the navigator; default none */
  playerId?: string;
  /** users who may see the frigate's sheet (observer); default none */
  observers?: string[];
  /** put both ships in a combat (default true) */
  combat?: boolean;
}

function ownership(owner: string | undefined, observers: string[] = []): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of observers) out[o] = OBSERVER;
  if (owner) out[owner] = OWNER;
  return out;
}

async function must<T>(p: Promise<T | undefined | null>, what: string): Promise<T> {
  const v = await p;
  if (!v) throw new Error(`${what} was not created`);
  return v;
}

export async function sheetWorld(options: WorldOptions = {}): Promise<SheetWorld> {
  const crew: Record<string, Actor.Implementation> = {};
  const playerCrew = new Set(["Actor.crewGunner000001", "Actor.crewNavig0000001"]);
  for (const c of FRIGATE_CREW) {
    const id = c.uuid.split(".")[1];
    const owner = playerCrew.has(c.uuid) ? options.playerId : undefined;
    crew[c.uuid] = await must(
      Actor.create({
        _id: id,
        name: c.name,
        img: c.img,
        type: "crew",
        ownership: ownership(owner, options.observers),
        system: { characteristics: c.characteristics, skills: c.skills, damage: c.damage ?? {}, rads: c.rads ?? 0 },
      } as never, { keepId: true } as never) as Promise<Actor.Implementation | undefined>,
      c.name,
    );
  }
  const snap = frigateSnapshot();
  const frigate = await must(
    Actor.create({
      name: snap.name,
      img: "icons/svg/ship.svg",
      type: "ship",
      ownership: ownership(undefined, options.observers),
      system: {
        tons: snap.tons,
        hull: snap.hull,
        structure: snap.structure,
        armor: snap.armor,
        thrust: snap.thrust,
        jump: snap.jump,
        sensors: { grade: snap.sensors.grade },
        computer: { model: "Model 3/fib", rating: 3 },
        software: snap.software,
        screens: snap.screens,
        fuel: snap.fuel,
        cargo: snap.cargo,
        ammo: snap.ammo,
        systems: snap.systems,
        mounts: frigateMounts().map((m) => ({ id: m.id, name: m.name, type: m.type, size: m.size, damage: m.damage })),
        seats: frigateSeats(),
        notes: "<p>Routine patrol of the Regina belt.</p>",
      },
    } as never) as Promise<Actor.Implementation | undefined>,
    "frigate",
  );
  const items = frigateWeapons().map((w) => ({ _id: w.id.padEnd(16, "0"), name: w.name, img: w.img, type: "weapon", system: { kind: w.kind, mount: w.mount, mountId: w.mountId, damage: w.damage, tl: w.tl, missileType: w.missileType } }));
  await frigate.createEmbeddedDocuments("Item", items as never, { keepId: true } as never);

  const cs = corsairSnapshot();
  const corsair = await must(
    Actor.create({
      name: cs.name,
      img: "icons/svg/skull.svg",
      type: "ship",
      system: {
        tons: cs.tons,
        hull: cs.hull,
        structure: cs.structure,
        armor: cs.armor,
        thrust: cs.thrust,
        jump: cs.jump,
        sensors: { grade: cs.sensors.grade },
        software: cs.software,
        ammo: cs.ammo,
        mounts: cs.mounts.map((m, i) => ({ id: m.id, name: `Turret ${i + 1}`, type: m.type, size: "double", damage: 0 })),
        seats: cs.seats.map((s) => ({ position: s.position, npcSkill: s.npcSkill ?? null, mountId: s.mountId ?? "" })),
      },
    } as never) as Promise<Actor.Implementation | undefined>,
    "corsair",
  );
  await corsair.createEmbeddedDocuments(
    "Item",
    cs.mounts.flatMap((m) => m.weapons.map((w) => ({ name: w.kind, type: "weapon", system: { kind: w.kind, mountId: m.id, mount: "turretDouble", missileType: w.missileType ?? "standard" } }))) as never,
  );

  let combat: Combat.Implementation | null = null;
  let fid = "";
  let cid = "";
  if (options.combat !== false) {
    combat = await must(Combat.create({ type: "base" } as never) as Promise<Combat.Implementation | undefined>, "combat");
    await combat.createEmbeddedDocuments(
      "Combatant",
      [
        { type: "base", actorId: frigate.id, name: frigate.name, system: { side: "navy" } },
        { type: "base", actorId: corsair.id, name: corsair.name, system: { side: "pirates" } },
      ] as never,
    );
    for (const c of combat.combatants) {
      if (c.actorId === frigate.id) fid = c.id!;
      if (c.actorId === corsair.id) cid = c.id!;
    }
  }
  return { frigate, corsair, crew, combat, fid, cid };
}
