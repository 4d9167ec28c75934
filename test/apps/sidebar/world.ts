// A small world for the tracker's tests through the Foundry stand-in and the real bridge: ships as actors,
// combats with combatants (optionally on tokens of a scene), dice scripted by totals.
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import "../../harness/sidebar";
import { bootSystem, diceControl, errors, scriptFaces, USERS } from "../../harness";
import { attachToken, makeToken, type SceneStandIn } from "../../harness/tokens";

export { bootSystem, USERS };

export const ALICE = USERS.alice._id;
export const BOB = USERS.bob._id;
const OWNER = 3;

/** Faces of nD6 summing to `total` (low faces first). */
function faces(total: number, dice: number): number[] {
  if (total < dice || total > dice * 6) throw new Error(`${total} impossible on ${dice}d6`);
  const out: number[] = [];
  let left = total;
  for (let i = dice; i > 0; i--) {
    const f = Math.max(1, Math.min(6, left - (i - 1)));
    out.push(f);
    left -= f;
  }
  return out;
}

/** Faces scripted and not yet rolled (a test that scripts dice must use them all). */
export function diceLeft(): number {
  return diceControl.queue.length;
}

/** Script the next rolls by their totals: [total, number of d6]. */
export function dice(...rolls: [number, number][]): void {
  for (const [total, n] of rolls) scriptFaces(...faces(total, n));
}

export async function crew(name: string, owner: string | null, system: Record<string, unknown> = {}) {
  const a = await Actor.create({ name, type: "crew", ownership: owner ? { [owner]: OWNER } : {}, system } as never);
  if (!a) throw new Error(`crew ${name}: ${errors().join("; ")}`);
  return a as Actor.Implementation;
}

export async function ship(name: string, owner: string | null, system: Record<string, unknown>, weapons: { kind: string; mountId: string; missileType?: string }[] = []) {
  const a = await Actor.create({
    name,
    type: "ship",
    ownership: owner ? { [owner]: OWNER } : {},
    system,
    // explicit embedded ids (Foundry keeps them: keepEmbeddedIds); the stand-in gives embedded items none otherwise
    items: weapons.map((w, i) => ({ _id: foundry.utils.randomID(), name: `${w.kind} ${i + 1}`, type: "weapon", system: w })),
  } as never);
  if (!a) throw new Error(`ship ${name}: ${errors().join("; ")}`);
  return a as Actor.Implementation;
}

const pool = (n: number) => ({ value: n, max: n });

/** Alice's "Beowulf": 400 tons, Thrust 2, armor 4, a pulse laser turret and a sandcaster, her pilot and gunner. */
export async function beowulf() {
  const pilot = await crew("Jane Pilot", ALICE, { skills: { piloting: 2 } });
  const gunner = await crew("Sam Gunner", ALICE, { skills: { turretWeapons: 1 } });
  return ship(
    "Beowulf",
    ALICE,
    {
      tons: 400,
      hull: pool(8),
      structure: pool(8),
      armor: pool(4),
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
    },
    [
      { kind: "pulseLaser", mountId: "bt1" },
      { kind: "sandcaster", mountId: "bt2" },
    ],
  );
}

/** The GM's "Corsair": 400 tons, Thrust 3, a particle beam turret with an NPC gunner (skill 2). */
export function corsair(name = "Corsair") {
  return ship(name, null, {
    tons: 400,
    hull: pool(8),
    structure: pool(8),
    thrust: 3,
    mounts: [{ id: "ct1", name: "Main", type: "turret", size: "single", damage: 0 }],
    seats: [{ position: "turretGunner", npcSkill: 2, mountId: "ct1" }],
  }, [{ kind: "particleBeam", mountId: "ct1" }]);
}

/** The GM's "Lancer": 200 tons, Thrust 4, a missile turret (standard missiles) with an NPC gunner (skill 1). */
export function lancer() {
  return ship("Lancer", null, {
    tons: 200,
    hull: pool(4),
    structure: pool(4),
    thrust: 4,
    ammo: { missiles: { standard: 12 } },
    mounts: [{ id: "lt1", name: "Launcher", type: "turret", size: "single", damage: 0 }],
    seats: [{ position: "turretGunner", npcSkill: 1, mountId: "lt1" }],
  }, [{ kind: "missile", mountId: "lt1", missileType: "standard" }]);
}

export interface Placed {
  actor: Actor.Implementation | null;
  side?: string;
  /** a token on the scene at (col, row) grid spaces */
  at?: [number, number];
  name?: string;
}

/** A combat of these ships (in this order), with tokens on `scene` for those given a place. */
export async function combatOf(ships: Placed[], scene?: SceneStandIn) {
  const combat = (await Combat.create({ type: "base" } as never)) as Combat.Implementation | undefined;
  if (!combat) throw new Error("combat not created");
  const tokens = ships.map((s) => (scene && s.at ? makeToken(scene, { x: s.at[0] * scene.grid.size, y: s.at[1] * scene.grid.size }) : null));
  const made = (await combat.createEmbeddedDocuments(
    "Combatant",
    ships.map((s, i) => ({
      type: "base",
      actorId: s.actor?.id ?? null,
      tokenId: tokens[i]?.id ?? null,
      name: s.name ?? s.actor?.name ?? "Unknown",
      system: s.side ? { side: s.side } : {},
    })) as never,
  )) as Combatant.Implementation[];
  if (made.length !== ships.length) throw new Error(`combatants not created: ${errors().join("; ")}`);
  made.forEach((c, i) => tokens[i] && attachToken(c, tokens[i]!));
  return { combat, ids: made.map((c) => c.id!), tokens };
}

export function memoryOf(combat: Combat.Implementation) {
  return combat.system as unknown as { order: string[]; ranges: Record<string, string>; salvos: { id: string; impactRound: number; count: number }[] };
}

/** A stand-in for the button a tracker action was clicked on. */
export function button(data: Record<string, string>, combatantId?: string): HTMLElement {
  return {
    dataset: data,
    closest: (selector: string) => (selector === "[data-combatant-id]" && combatantId ? { dataset: { combatantId } } : null),
  } as unknown as HTMLElement;
}
