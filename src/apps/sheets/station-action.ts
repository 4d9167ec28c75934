// A click on a station action (from the ship sheet or a hotbar macro): check it can be taken, ask the dialog for
// the details (unless skipped), then hand the command to the engagement bridge, which routes it to the GM, rolls,
// records and posts the card. The dialog is its own chunk (src/base/lazy.ts), loaded by the first click that opens
// it, or earlier by a ship sheet showing station buttons (preloadActionDialog).
import { perform, type PerformResult } from "../../play/perform";
import { mayPerform } from "../../play/permissions";
import { ShipData } from "../../data/actor/ship";
import type { Command } from "../../rules/engagement/commands";
import type { ActionDialogData } from "../dialogs/action-dialog";
import { lazy } from "../../base/lazy";
import { actionVerdict, type ButtonReason, type StationActionType } from "./actions";
import { crewActor, linkShip, targetedShip, type AnyActor } from "./link";

/** The action dialog's chunk (dist/chunks/action-dialog-<hash>.mjs); null when it could not be loaded. */
export const loadActionDialog = lazy(() => import("../dialogs/action-dialog"), "CEPHEUS.Dialog.LoadFailed");

/** Start loading the action dialog quietly (a sheet with station buttons calls this), so the first click finds it. */
export function preloadActionDialog(): void {
  loadActionDialog.preload();
}

/** Open the action dialog; resolves with the command, or null when cancelled or when it could not be loaded. */
export async function promptActionDialog(data: ActionDialogData): Promise<Command | null> {
  const module = await loadActionDialog();
  return module ? module.ActionDialog.prompt(data) : null;
}

import { SYSTEM_ID } from "../../base/system-id";

export const SKIP_DIALOG_SETTING = "skipActionDialog";

/** The client setting "skip the action dialog" (false when settings are unavailable). */
export function skipDialogSetting(): boolean {
  try {
    const settings = game.settings as unknown as
      { get(ns: string, key: string): unknown; settings?: Map<string, unknown> } | undefined;
    if (!settings || (settings.settings && !settings.settings.has(`${SYSTEM_ID}.${SKIP_DIALOG_SETTING}`))) return false;
    return settings.get(SYSTEM_ID, SKIP_DIALOG_SETTING) === true;
  } catch {
    return false;
  }
}

/** Shift-click inverts the setting: with the setting off shift skips the dialog, with it on shift opens it. */
export function shouldSkipDialog(shiftKey: boolean): boolean {
  return shiftKey !== skipDialogSetting();
}

function reasonText(r: ButtonReason | undefined): string {
  if (!r) return "";
  return game.i18n!.localize(r.scope === "rules" ? `CEPHEUS.Reason.${r.code}` : `CEPHEUS.Sheet.Reason.${r.code}`);
}

export interface StationActionOptions {
  /** skip the dialog and act with the first valid choice */
  skipDialog?: boolean;
  /** open the dialog with these choices preset */
  dialog?: (data: ActionDialogData) => Promise<Command | null>;
}

/** The label of the person at a seat (for titles). */
export function seatLabel(ship: AnyActor, seat: number): string {
  const sys = ship.system;
  if (!(sys instanceof ShipData)) return ship.name ?? "";
  const s = sys.seats[seat];
  if (!s) return ship.name ?? "";
  if (s.crew) return crewActor(s.crew)?.name ?? game.i18n!.localize("CEPHEUS.Sheet.Seat.Missing");
  return game.i18n!.localize(s.automated ? "CEPHEUS.Sheet.Seat.Software" : "CEPHEUS.Sheet.Seat.Npc");
}

/**
 * Take `action` at `seat` of `ship` as the current user. Resolves with the bridge's result, or null when the action
 * could not be taken (a warning says why) or the dialog was cancelled.
 */
export async function runStationAction(
  ship: AnyActor,
  seat: number,
  action: StationActionType,
  options: StationActionOptions = {},
): Promise<PerformResult | null> {
  const i18n = game.i18n!;
  const label = i18n.localize(`CEPHEUS.Action.${action}.label`);
  const link = linkShip(ship);
  const preferredTarget = targetedShip(link);
  const verdict = actionVerdict(link.state, link.shipId, seat, action, { all: true, preferredTarget });
  if (!verdict.ok) {
    ui.notifications?.warn(
      i18n.format("CEPHEUS.Sheet.Notify.Disabled", { action: label, reason: reasonText(verdict.reason) }),
    );
    return null;
  }
  const user = game.user as User.Implementation;
  if (!mayPerform(user, link.combat, verdict.commands[0])) {
    ui.notifications?.warn(
      i18n.format("CEPHEUS.Sheet.Notify.Disabled", {
        action: label,
        reason: i18n.localize("CEPHEUS.Sheet.Reason.notYourSeat"),
      }),
    );
    return null;
  }
  let command: Command | null;
  if (options.skipDialog) command = verdict.commands[0];
  else {
    const sys = ship.system as ShipData;
    const open = options.dialog ?? promptActionDialog;
    command = await open({
      state: link.state,
      shipId: link.shipId,
      seat,
      action,
      inCombat: !!link.combat,
      seatName: seatLabel(ship, seat),
      mountNames: Object.fromEntries(sys.mounts.map((m) => [m.id, m.name || m.id])),
      weaponNames: Object.fromEntries([...ship.items].filter((i) => i.id).map((i) => [i.id!, i.name ?? ""])),
      choices: preferredTarget ? { targetId: preferredTarget } : {},
    });
  }
  if (!command) return null;
  return perform(command, { combat: link.combat });
}
