// Who may send which command. Used on the client (to show or hide buttons, and before asking the GM) and
// again on the GM side for the user who asked (a query's payload is only what the client says).
//
//   GM                     everything
//   flow and referee       GM only: rollInitiative, endTurn, endRound, resolveMissiles, endEngagement, setRange,
//                          withdrawSalvo
//   ship's own decisions   the ship's owners: declareHasty, delay, actNow, autoRepair
//   seat actions           the owner of the crew actor seated there; for an NPC or software seat (or anything in the
//                          seat that is not a crew actor), the ship's owners. OBSERVER is never enough: seating
//                          crew on a ship is for its owners (src/apps/sheets/seating.ts)
//   reactions              the reacting (target) ship's owners — for an NPC ship that is the GM alone
import type { BridgeCommand } from "./commands";
import { GM_ONLY_COMMANDS, REACTION_COMMANDS, SHIP_FLOW_COMMANDS } from "./commands";
import { actorByRef, isCrewActor, seatCrewUuid, shipActorFor, type AnyActor, type AnyCombat } from "./ships";

/** Why a user may not send a command (localised as CEPHEUS.Reason.<code>). */
export type PermissionReason = "notPermitted" | "gmOnly" | "shipMissing" | "notSeated";

export type PermissionVerdict = { ok: true } | { ok: false; reason: PermissionReason };

type UserLike = User.Implementation;

function owns(user: UserLike, actor: AnyActor | null): boolean {
  return !!actor && actor.testUserPermission(user, "OWNER");
}

/** The full verdict, with a reason code when refused. */
export function permissionFor(
  user: UserLike | null | undefined,
  combat: AnyCombat | null | undefined,
  command: BridgeCommand,
): PermissionVerdict {
  if (!user) return { ok: false, reason: "notPermitted" };
  if (user.isGM) return { ok: true };
  if (GM_ONLY_COMMANDS.includes(command.type)) return { ok: false, reason: "gmOnly" };
  if (!("shipId" in command) || typeof command.shipId !== "string") return { ok: false, reason: "gmOnly" };
  const ship = shipActorFor(combat, command.shipId);
  if (!ship) return { ok: false, reason: "shipMissing" };
  if (SHIP_FLOW_COMMANDS.includes(command.type) || REACTION_COMMANDS.includes(command.type)) {
    return owns(user, ship) ? { ok: true } : { ok: false, reason: "notPermitted" };
  }
  // a seat action
  const seat = (command as { seat?: unknown }).seat;
  if (typeof seat !== "number" || !Number.isInteger(seat)) return { ok: false, reason: "notSeated" };
  const crewUuid = seatCrewUuid(ship, seat);
  const crew = crewUuid ? actorByRef(crewUuid) : null;
  if (isCrewActor(crew)) return owns(user, crew) ? { ok: true } : { ok: false, reason: "notPermitted" };
  return owns(user, ship) ? { ok: true } : { ok: false, reason: "notPermitted" };
}

/**
 * Whether `user` may send `command` in `combat` (null: outside combat). Sheets and the tracker use it to show
 * or hide buttons; perform() checks it before sending, and the GM checks it again for the asking user.
 */
export function mayPerform(
  user: UserLike | null | undefined,
  combat: AnyCombat | null | undefined,
  command: BridgeCommand,
): boolean {
  return permissionFor(user, combat, command).ok;
}
