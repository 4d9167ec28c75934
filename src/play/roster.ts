// The GM's roster of who is in the fight: for each ship the engagement holds, what puts its Combatant back (its actor,
// token and scene, its name, image and whether it is hidden), in a Combat flag, which only a GM may write. Core lets an
// actor's owner delete their Combatant (docs/trust-boundary.md, "The combat state is the GM's"); while the fight is
// under way the ship's state stays in Combat.system.ships (src/data/engagement-snapshot.ts) and the active GM puts
// the combatant back: from the deleted document when it hears the deletion, from this roster when the deletion came
// while no GM was connected (src/apps/sidebar/player-combatants.ts). An entry is written when its ship is admitted
// (or, for a ship stored before the roster, when the GM next loads the world) and stays after the ship leaves the
// fight: nothing reads it then.
import { SYSTEM_ID } from "../base/system-id";
import type { AnyCombat, AnyCombatant } from "./ships";

export const ROSTER_FLAG = "roster";

export interface RosterEntry {
  actorId: string | null;
  tokenId: string | null;
  sceneId: string | null;
  name: string;
  img: string | null;
  hidden: boolean;
}

/** The combat's roster (combatant id → entry). */
export function readRoster(combat: AnyCombat): Record<string, RosterEntry> {
  const flags = combat.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const roster = flags?.[SYSTEM_ID]?.[ROSTER_FLAG];
  return roster && typeof roster === "object" ? (roster as Record<string, RosterEntry>) : {};
}

/** A combatant's roster entry. */
export function rosterEntry(c: AnyCombatant): RosterEntry {
  const src = c._source as Partial<Record<keyof RosterEntry, unknown>>;
  const id = (v: unknown) => (typeof v === "string" && v ? v : null);
  return {
    actorId: id(src.actorId),
    tokenId: id(src.tokenId),
    sceneId: id(src.sceneId),
    name: c.name ?? "",
    img: id(src.img),
    hidden: !!c.hidden,
  };
}

/** The Combat update that adds these combatants' entries to the roster (`extra` of storeEngagement), or null. */
export function rosterAdditions(combatants: readonly AnyCombatant[]): Record<string, unknown> | null {
  if (!combatants.length) return null;
  const entries = Object.fromEntries(combatants.map((c) => [c.id!, rosterEntry(c)]));
  return { flags: { [SYSTEM_ID]: { [ROSTER_FLAG]: entries } } };
}

/** A combatant's source from its roster entry and the ship's stored state (its initiative; destroyed: defeated). */
export function sourceFromRoster(
  id: string,
  r: RosterEntry,
  state: { initiative?: number | null; status?: string } | undefined,
): Record<string, unknown> {
  return {
    _id: id,
    type: "base",
    actorId: r.actorId,
    tokenId: r.tokenId,
    sceneId: r.sceneId,
    name: r.name,
    img: r.img,
    hidden: r.hidden,
    initiative: state?.initiative ?? null,
    defeated: state?.status === "destroyed",
  };
}
