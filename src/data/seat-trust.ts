// Whether a crew actor's seat on a ship was made by someone who may seat that actor, judged from records only a
// legitimate seater can have written. A ship's owners write its seats directly, so a seat itself proves nothing: a
// player could name any crew actor's UUID there (a GM's NPC, another player's character) and have its skills roll,
// its name show, and its injuries written by the GM. A seat counts only when
// - the crew actor's own record names the ship (`flags.<system>.seatedOn`: written with the seat by a GM, and
//   writable only by the crew actor's owners or a GM), or
// - some user who is not a GM owns both the ship and the crew actor (such a user may seat it), or
// - no user but the GMs owns the ship (only a GM can have written its seats).
// The snapshot builders resolve only counted seats (./snapshots.ts), and a card's Apply writes injuries only to them.
import { SYSTEM_ID } from "../base/system-id";

/** The flag of a crew actor that lists the ships a GM seated it on (their UUIDs). */
export const SEATED_ON_FLAG = "seatedOn";

interface Owned {
  uuid?: string | null;
  testUserPermission?(user: User.Implementation, level: "OWNER"): boolean;
  flags?: unknown;
}

/** The ship UUIDs a crew actor's record names. */
export function seatedOn(crew: Owned): string[] {
  const v = (crew.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID]?.[
    SEATED_ON_FLAG
  ];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

/** Whether `crew`'s seat on `ship` counts (see the head of this file). A plain object that is no document counts. */
export function seatTrusted(ship: Owned, crew: Owned): boolean {
  if (typeof ship.testUserPermission !== "function" || typeof crew.testUserPermission !== "function") return true;
  if (ship.uuid && seatedOn(crew).includes(ship.uuid)) return true;
  let playerOwned = false;
  for (const user of (game.users ?? []) as Iterable<User.Implementation>) {
    if (user.isGM || !ship.testUserPermission(user, "OWNER")) continue;
    playerOwned = true;
    if (crew.testUserPermission(user, "OWNER")) return true;
  }
  return !playerOwned;
}
