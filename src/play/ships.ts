// Finding the documents behind a rules ship id. In an engagement a ship id is its Combatant's id; outside
// combat (or from a sheet that does not know the combatant) it is the actor's id or UUID.
import { CrewData } from "../data/actor/crew";
import { ShipData } from "../data/actor/ship";
import { isDocumentId } from "../net/requests";

export type AnyActor = Actor.Implementation;
export type AnyCombat = Combat.Implementation;
export type AnyCombatant = Combatant.Implementation;

export function isShipActor(actor: unknown): actor is AnyActor {
  return !!actor && typeof actor === "object" && (actor as { system?: unknown }).system instanceof ShipData;
}

export function isCrewActor(actor: unknown): actor is AnyActor {
  return !!actor && typeof actor === "object" && (actor as { system?: unknown }).system instanceof CrewData;
}

/** An actor by UUID (world, token or compendium index) or by world id; null when none or not an Actor. */
export function actorByRef(ref: string | null | undefined): AnyActor | null {
  if (!ref) return null;
  let doc: unknown = null;
  if (ref.includes(".")) {
    try {
      doc = fromUuidSync(ref);
    } catch {
      doc = null;
    }
  } else doc = game.actors?.get(ref) ?? null;
  return doc instanceof Actor ? (doc as AnyActor) : null;
}

/** Whether an untrusted UUID is `Type.<id>` pairs of the document types given, in that order (a world document's form). */
function hasForm(uuid: unknown, types: readonly string[]): uuid is string {
  if (typeof uuid !== "string") return false;
  const parts = uuid.split(".");
  return (
    parts.length === types.length * 2 && types.every((t, i) => parts[2 * i] === t && isDocumentId(parts[2 * i + 1]))
  );
}

/**
 * The actor an untrusted UUID names, when it has the form of a world actor's or a token actor's UUID (an unlinked
 * ship); anything else, compendium entries included, is null without being looked up.
 */
export function actorByRequestUuid(uuid: unknown): AnyActor | null {
  return hasForm(uuid, ["Actor"]) || hasForm(uuid, ["Scene", "Token", "Actor"]) ? actorByRef(uuid) : null;
}

/** The world combat an untrusted UUID names (`Combat.<id>`), or null. */
export function combatByRequestUuid(uuid: unknown): AnyCombat | null {
  return hasForm(uuid, ["Combat"])
    ? ((game.combats?.get(uuid.slice("Combat.".length)) as AnyCombat | undefined) ?? null)
    : null;
}

/** The combatant of `combat` that a ship reference names: its id, its actor's UUID, or (when unique) its actor's id. */
export function combatantFor(combat: AnyCombat | null | undefined, ref: string): AnyCombatant | null {
  if (!combat) return null;
  const direct = combat.combatants.get(ref);
  if (direct) return direct as AnyCombatant;
  const all = [...combat.combatants] as AnyCombatant[];
  const byUuid = all.find((c) => c.actor?.uuid === ref);
  if (byUuid) return byUuid;
  const byId = all.filter((c) => c.actorId === ref);
  return byId.length === 1 ? byId[0] : null;
}

/** The ship actor behind a ship id: the combatant's actor in combat, else the actor the id names. */
export function shipActorFor(combat: AnyCombat | null | undefined, ref: string): AnyActor | null {
  const combatant = combatantFor(combat, ref);
  const actor = combatant ? combatant.actor : actorByRef(ref);
  return isShipActor(actor) ? actor : null;
}

/** The crew actor UUID seated at a seat of a ship actor ("" or null when an NPC or software seat). */
export function seatCrewUuid(ship: AnyActor, seat: number): string | null {
  const sys = ship.system;
  if (!(sys instanceof ShipData)) return null;
  const s = sys.seats[seat];
  return s?.crew ? s.crew : null;
}
