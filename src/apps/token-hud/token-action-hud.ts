// The system's Token Action HUD adapter, loaded (its own chunk) only when Token Action HUD Core is active and has
// announced its API (src/apps/token-hud/index.ts). It extends Core's ActionHandler, RollHandler and SystemManager
// (Core 2.x, as its wiki "Developing a System Module" describes them): the ActionHandler adds hudActions' actions to
// the groups of hudDefaults' layout; the RollHandler sends a click to runStationAction, the sheet's own path (the
// dialog, then the request to the GM); the SystemManager names both and the defaults.
import { ShipData } from "../../data/actor/ship";
import { isShipActor } from "../../play/ships";
import { translator } from "../sheets/i18n";
import { linkShip, mayActAt, targetedShips, type AnyActor } from "../sheets/link";
import { runStationAction, seatLabel, shouldSkipDialog } from "../sheets/station-action";
import { SYSTEM_ID } from "../../base/system-id";
import { hudActions, hudDefaults, parseHudValue, type HudActions } from "./hud-model";
import type { TahApi, TahSystemManagerClass } from "./tah-api";

/** Token Action HUD Core major version the adapter is written for (Core's `requiredCoreModuleVersion`). */
export const REQUIRED_CORE_VERSION = "2";

/** Who sits at a seat; an NPC or software seat (whose names repeat) also says its position and mount. */
function seatName(actor: AnyActor, sys: ShipData, seat: ShipData["seats"][number], index: number): string {
  const name = seatLabel(actor, index);
  if (seat.crew) return name;
  const i18n = game.i18n!;
  const mount = seat.mountId ? sys.mounts.find((m) => m.id === seat.mountId) : undefined;
  const where =
    seat.mountId === "mDrive" || seat.mountId === "jDrive"
      ? i18n.localize(`CEPHEUS.Drive.${seat.mountId}`)
      : (mount?.name ?? "");
  const position = i18n.localize(`CEPHEUS.Position.${seat.position}`);
  return `${name} (${where ? `${position}, ${where}` : position})`;
}

/** The ship's HUD actions for the current user (empty for an actor that is no ship). */
export function shipHudActions(actor: unknown): HudActions | null {
  if (!isShipActor(actor)) return null;
  const user = game.user as User.Implementation;
  const link = linkShip(actor);
  const sys = actor.system as ShipData;
  const weaponNames: Record<string, string> = {};
  for (const item of actor.items) if (item.id) weaponNames[item.id] = item.name ?? "";
  return hudActions(
    {
      state: link.state,
      shipId: link.shipId,
      seatNames: sys.seats.map((seat, i) => seatName(actor, sys, seat, i)),
      mayAct: (seat, reaction = false) => mayActAt(user, link, seat, reaction),
      targets: targetedShips(link),
      weaponNames,
    },
    translator(),
  );
}

/** A click on a HUD action: the sheet's path for a station action; info rows do nothing; anything else is refused. */
export async function runHudAction(
  actor: unknown,
  encodedValue: unknown,
  event?: { shiftKey?: boolean } | null,
): Promise<unknown> {
  if (typeof encodedValue === "string" && encodedValue.startsWith("range|")) return null;
  const seats = isShipActor(actor) ? (actor.system as ShipData).seats.length : 0;
  const parsed = parseHudValue(encodedValue, seats);
  if (!parsed || !isShipActor(actor)) {
    ui.notifications?.warn(game.i18n!.localize("CEPHEUS.TokenHud.BadAction"));
    return null;
  }
  return runStationAction(actor as AnyActor, parsed.seat, parsed.action, {
    skipDialog: shouldSkipDialog(!!event?.shiftKey),
  });
}

/**
 * An action as Core takes it: its tooltip reaches core's tooltip as HTML (`data-tooltip`), so the model's text (ship
 * and weapon names in it) is escaped, its lines joined with `<br>`, and the whole wrapped in one element so that a
 * name equal to a language key is never translated (core localises a tooltip that is exactly a key).
 */
export function asHudTooltip<A extends { tooltip: string }>(action: A): A {
  const lines = action.tooltip.split("\n").map((line) => foundry.utils.escapeHTML(line));
  return { ...action, tooltip: `<span class="cepheus-hud-tooltip">${lines.join("<br>")}</span>` };
}

/** The SystemManager class Token Action HUD Core instantiates, built on Core's own classes. */
export function defineSystemManager(api: TahApi): TahSystemManagerClass {
  class CepheusActionHandler extends api.ActionHandler {
    async buildSystemActions(_groupIds?: string[]): Promise<void> {
      const groups = shipHudActions(this.actor);
      if (!groups) return;
      for (const [id, actions] of Object.entries(groups))
        if (actions.length) this.addActions(actions.map(asHudTooltip), { id, type: "system" });
    }
  }

  class CepheusRollHandler extends api.RollHandler {
    async handleActionClick(event: { shiftKey?: boolean } | null, encodedValue: string): Promise<void> {
      await runHudAction(this.actor, encodedValue, event);
    }
  }

  class CepheusSystemManager extends api.SystemManager {
    getActionHandler() {
      return new CepheusActionHandler();
    }

    getAvailableRollHandlers() {
      return { core: game.i18n!.localize("CEPHEUS.TokenHud.RollHandler") };
    }

    getRollHandler(_rollHandlerId?: string) {
      return new CepheusRollHandler();
    }

    async registerDefaults() {
      return hudDefaults(translator());
    }

    registerSettings(): void {}
  }
  return CepheusSystemManager;
}

/** What the system hands Token Action HUD Core through its `tokenActionHudSystemReady` hook. */
export function systemModule(api: TahApi): {
  id: string;
  api: { requiredCoreModuleVersion: string; SystemManager: TahSystemManagerClass };
} {
  return {
    id: SYSTEM_ID,
    api: { requiredCoreModuleVersion: REQUIRED_CORE_VERSION, SystemManager: defineSystemManager(api) },
  };
}
