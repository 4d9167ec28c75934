// The GM's tools around the engagement bridge: who acts for everyone, messages, and perform() on a combat.
import { perform, type PerformResult } from "../../../play/perform";
import type { BridgeCommand } from "../../../play/commands";
import { isShipActor, type AnyCombat, type AnyCombatant } from "../../../play/ships";

export const K = "CEPHEUS.Tracker";

export function notify(level: "info" | "warn", key: string, data?: Record<string, string>): void {
  const text = data ? game.i18n!.format(key, data) : game.i18n!.localize(key);
  ui.notifications?.[level](text);
}

/** This client is the one GM that acts for everyone (the active GM). */
export function isActiveGM(): boolean {
  return !!game.user?.isGM && game.users?.activeGM?.id === game.user.id;
}

/** perform() on this combat; refusals are shown to the user by the bridge. */
export function act(
  combat: AnyCombat,
  command: BridgeCommand,
  options: { notify?: boolean } = {},
): Promise<PerformResult> {
  return perform(command, { combat, notify: options.notify });
}

/** The combatant a tracker button belongs to, when it is still a ship of the engagement. */
export function engagedShip(combat: AnyCombat | null | undefined, id: string | undefined): AnyCombatant | null {
  if (!combat || !id) return null;
  const c = combat.combatants.get(id) as AnyCombatant | undefined;
  return c && isShipActor(c.actor) ? c : null;
}
