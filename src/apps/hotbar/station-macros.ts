// Hotbar macros for station actions, the part loaded on first use (a chunk: ./index.ts holds the hook listeners):
// making the macro of a station action dropped on the hotbar, and what a macro does when run (find its ship and seat,
// then act as a click on the button would: checks, dialog, bridge).
import { ShipData } from "../../data/actor/ship";
import { seatSources, type AnyActor } from "../sheets/link";
import type { ActionDragData } from "../sheets/ship-drop";
import { runStationAction, shouldSkipDialog } from "../sheets/station-action";
import type { SeatSource } from "../sheets/stations";

import { SYSTEM_ID } from "../../base/system-id";
import { MACRO_HOOK, type MacroData } from "./index";

const MACRO_FLAG = "stationAction";

/** The macro's script: one hook call with the seat's data (no other code of ours lives in the macro). */
export function macroCommand(data: MacroData): string {
  return `// ${game.i18n!.localize("CEPHEUS.SystemTitle")}\nHooks.call(${JSON.stringify(MACRO_HOOK)}, ${JSON.stringify(data)}, { shiftKey: typeof event !== "undefined" && !!event?.shiftKey });`;
}

/**
 * The seat a macro means now: the same crew member wherever they sit; else the same chair (position and mount)
 * when it is still at the same index or anywhere else; -1 when nobody is there any more.
 */
export function findSeat(
  seats: readonly SeatSource[],
  data: Pick<MacroData, "seat" | "crew" | "position" | "mountId">,
): number {
  if (data.crew) return seats.findIndex((s) => s.crew === data.crew);
  const same = (s: SeatSource | undefined) =>
    !!s && !s.crew && s.position === data.position && s.mountId === data.mountId;
  if (same(seats[data.seat])) return data.seat;
  return seats.findIndex(same);
}

/** Create (or reuse) the macro for a dropped station action and put it in the hotbar slot. */
export async function createStationMacro(
  drag: ActionDragData,
  slot: number | undefined,
): Promise<Macro.Implementation | null> {
  const i18n = game.i18n!;
  const data: MacroData = {
    shipUuid: drag.shipUuid,
    seat: drag.seat,
    crew: drag.crew,
    position: drag.position,
    mountId: drag.mountId,
    action: drag.action,
  };
  const command = macroCommand(data);
  const name = i18n.format("CEPHEUS.Hotbar.MacroName", {
    ship: drag.shipName,
    action: i18n.localize(`CEPHEUS.Action.${drag.action}.label`),
    station: i18n.localize(`CEPHEUS.Position.${drag.position}`),
  });
  const user = game.user as User.Implementation;
  let macro = (game.macros?.find(
    (m) => m.command === command && (m.author as { id?: string } | null)?.id === user.id,
  ) ?? null) as Macro.Implementation | null;
  if (!macro) {
    macro = (await Macro.implementation.create({
      name,
      type: "script",
      img: "icons/svg/target.svg",
      command,
      flags: { [SYSTEM_ID]: { [MACRO_FLAG]: data } },
    } as never)) as Macro.Implementation | null;
  }
  if (macro && slot !== undefined) await user.assignHotbarMacro(macro as never, slot as never);
  return macro;
}

/** What a macro does when run: find the ship and seat, then act as a click on the button would. */
export async function runStationMacro(data: MacroData, options: { shiftKey?: boolean } = {}): Promise<unknown> {
  const i18n = game.i18n!;
  let ship: AnyActor | null = null;
  try {
    ship = (await fromUuid(data.shipUuid)) as AnyActor | null;
  } catch {
    ship = null;
  }
  if (!ship || !(ship.system instanceof ShipData)) {
    ui.notifications?.warn(i18n.localize("CEPHEUS.Hotbar.ShipGone"));
    return null;
  }
  const seat = findSeat(seatSources(ship), data);
  if (seat < 0) {
    ui.notifications?.warn(i18n.format("CEPHEUS.Hotbar.SeatGone", { ship: ship.name ?? "" }));
    return null;
  }
  return runStationAction(ship, seat, data.action, { skipDialog: shouldSkipDialog(!!options.shiftKey) });
}

/** MACRO_HOOK: what a station macro calls; its data is checked, since a macro's text can be edited. */
export function onStationMacro(data: MacroData, options: { shiftKey?: boolean }): void {
  if (!data || typeof data.shipUuid !== "string" || !Number.isInteger(data.seat) || typeof data.action !== "string") {
    ui.notifications?.warn(game.i18n!.localize("CEPHEUS.Hotbar.NotAnAction"));
    return;
  }
  void runStationMacro(data, options);
}
