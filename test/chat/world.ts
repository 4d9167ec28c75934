// A small world for the chat and bridge tests: Alice's ship "Beowulf" (armored, crewed by her characters) and the
// GM's NPC "Corsair", in a combat, plus helpers to script dice by totals and to read the cards posted.
import { CardData } from "../../src/data/chat/card";
import { bootSystem, errors, scriptFaces, USERS } from "../harness";
import "../harness/collection";
import "../harness/settings";
import "../harness/chat";

export { bootSystem };

export const ALICE = USERS.alice._id;
export const BOB = USERS.bob._id;
const OWNER = 3;

/** Faces of nD6 (or one dN) that sum to `total`, as low dice first. */
export function facesFor(total: number, dice: number, sides = 6): number[] {
  if (total < dice || total > dice * sides) throw new Error(`${total} impossible on ${dice}d${sides}`);
  const out: number[] = [];
  let left = total;
  for (let i = dice; i > 0; i--) {
    const face = Math.max(1, Math.min(sides, left - (i - 1)));
    out.push(face);
    left -= face;
  }
  return out;
}

/** Script dice by totals: each entry is [total, dice] (d6) or [total, 1, sides]. */
export function script(...rolls: [number, number, number?][]): void {
  for (const [total, dice, sides] of rolls) scriptFaces(...facesFor(total, dice, sides ?? 6));
}

export async function crew(name: string, owner: string | null, system: Record<string, unknown> = {}) {
  const ownership: Record<string, number> = owner ? { [owner]: OWNER } : {};
  const a = await Actor.create({ name, type: "crew", ownership, system } as never);
  if (!a) throw new Error(`crew ${name} not created`);
  return a as Actor.Implementation;
}

export interface ShipSpec {
  name: string;
  owner?: string | null;
  system?: Record<string, unknown>;
  weapons?: { kind: string; mountId: string; missileType?: string }[];
}

export async function ship(spec: ShipSpec) {
  const ownership: Record<string, number> = spec.owner ? { [spec.owner]: OWNER } : {};
  const a = await Actor.create({
    name: spec.name,
    type: "ship",
    ownership,
    system: spec.system ?? {},
  } as never);
  if (!a) throw new Error(`ship ${spec.name} not created`);
  const weapons = (spec.weapons ?? []).map((w, i) => ({ name: `${w.kind} ${i + 1}`, type: "weapon", system: w }));
  if (weapons.length) {
    const made = await a.createEmbeddedDocuments("Item", weapons as never);
    if (made.length !== weapons.length) throw new Error(`weapons not created: ${errors().join("; ")}`);
  }
  return a as Actor.Implementation;
}

export async function combatOf(ships: Actor.Implementation[], sides: string[]) {
  const c = (await Combat.create({ type: "base" } as never)) as Combat.Implementation | undefined;
  if (!c) throw new Error("combat not created");
  const made = await c.createEmbeddedDocuments("Combatant", ships.map((s, i) => ({ type: "base", actorId: s.id, name: s.name, system: { side: sides[i] } })) as never);
  if (made.length !== ships.length) throw new Error(`combatants not created: ${errors().join("; ")}`);
  return c;
}

export function combatantId(combat: Combat.Implementation, actor: Actor.Implementation): string {
  const c = [...combat.combatants].find((x) => x.actorId === actor.id);
  if (!c?.id) throw new Error(`${actor.name} not in combat`);
  return c.id;
}

export function cards(kind?: string): ChatMessage.Implementation[] {
  return ([...game.messages!.values()] as ChatMessage.Implementation[]).filter((m) => m.system instanceof CardData && (!kind || m.system.kind === kind));
}

export function card(id: string): ChatMessage.Implementation {
  const m = game.messages!.get(id) as ChatMessage.Implementation | undefined;
  if (!m) throw new Error(`no message ${id}`);
  return m;
}

export function sys(m: ChatMessage.Implementation): CardData {
  if (!(m.system instanceof CardData)) throw new Error("not a card");
  return m.system;
}

/** The standard pair: Beowulf (Alice's, armor 4, crewed) and Corsair (NPC, particle beam). */
export async function standardWorld(options: { corsairWeapon?: string; beowulf?: Record<string, unknown>; corsairMount?: "turret" | "bay" } = {}) {
  const pilot = await crew("Jane Pilot", ALICE, { skills: { piloting: 2 } });
  const gunner = await crew("Sam Gunner", ALICE, { skills: { turretWeapons: 1 } });
  const beowulf = await ship({
    name: "Beowulf",
    owner: ALICE,
    system: {
      tons: 400,
      hull: { value: 8, max: 8 },
      structure: { value: 8, max: 8 },
      armor: { value: 4, max: 4 },
      thrust: 2,
      ammo: { sand: 4 },
      mounts: [
        { id: "bt1", name: "Dorsal", type: "turret", size: "single", damage: 0 },
        { id: "bt2", name: "Ventral", type: "turret", size: "single", damage: 0 },
      ],
      seats: [
        { position: "pilot", crew: pilot.uuid },
        { position: "turretGunner", crew: gunner.uuid, mountId: "bt1" },
        { position: "turretGunner", npcSkill: 1, mountId: "bt2" },
      ],
      ...(options.beowulf ?? {}),
    },
    weapons: [
      { kind: "pulseLaser", mountId: "bt1" },
      { kind: "sandcaster", mountId: "bt2" },
    ],
  });
  const mountType = options.corsairMount ?? "turret";
  const corsair = await ship({
    name: "Corsair",
    owner: null,
    system: {
      tons: 400,
      hull: { value: 8, max: 8 },
      structure: { value: 8, max: 8 },
      thrust: 3,
      mounts: [{ id: "ct1", name: "Main", type: mountType, size: "single", damage: 0 }],
      seats: [{ position: mountType === "bay" ? "bayGunner" : "turretGunner", npcSkill: 2, mountId: "ct1" }],
    },
    weapons: [{ kind: options.corsairWeapon ?? "particleBeam", mountId: "ct1" }],
  });
  const combat = await combatOf([corsair, beowulf], ["pirates", "traders"]);
  return { pilot, gunner, beowulf, corsair, combat, cid: combatantId(combat, corsair), bid: combatantId(combat, beowulf) };
}
