// The side a new ship joins with, as the GM side works it out: from its token's disposition, or from whether a
// player owns its actor. Never from the Combatant's own data, which the actor's owner may write
// (docs/trust-boundary.md, "The combat state is the GM's").

/** Side of a new ship from its token's disposition (friendly, neutral, hostile; secret counts as hostile). */
export function sideForDisposition(disposition: number | undefined, hasPlayerOwner: boolean): string {
  if (disposition === 1) return "friendly";
  if (disposition === 0) return "neutral";
  if (disposition === -1 || disposition === -2) return "hostile";
  return hasPlayerOwner ? "friendly" : "hostile";
}

interface OwnedLike {
  testUserPermission(user: User.Implementation, level: "OWNER"): boolean;
}

/** Whether a user who is not a GM owns the actor. */
export function playerOwned(actor: OwnedLike): boolean {
  return [...(game.users ?? [])].some((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));
}

/** The side the GM side gives a combatant that joins: its token's disposition, else who owns its ship. */
export function gmSide(c: { token?: unknown; actor?: unknown }): string {
  const actor = c.actor as Partial<OwnedLike> | null | undefined;
  const disposition = (c.token as { disposition?: unknown } | null | undefined)?.disposition;
  return sideForDisposition(
    typeof disposition === "number" ? disposition : undefined,
    typeof actor?.testUserPermission === "function" && playerOwned(actor as OwnedLike),
  );
}
