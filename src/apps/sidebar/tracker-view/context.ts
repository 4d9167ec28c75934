// What every part builder of the tracker reads: the engagement, who looks (what they may see and do), names as the
// viewer may know them, and the ships in turn order. Built once per render.
//
// What players see (the GM sees everything): their own side's ships in full; of other ships only what sensors
// and the plot would show: name, initiative and place in the order, speed, status and a coarse damage condition
// (never hull/structure numbers, thrust, reactions or crew actions). Ranges are listed for pairs involving one of
// their ships, salvos launched by or aimed at their side. Hidden combatants are not shown to players at all.
import { canPerform, currentShipId } from "../../../rules/engagement/validation";
import type { Command } from "../../../rules/engagement/commands";
import type { EngagementMemory } from "../../../rules/engagement/memory";
import type { EngagementState } from "../../../rules/engagement/state";
import type { TrackerInput, TrackerShipInfo } from "./types";

export const K = "CEPHEUS.Tracker";

/** The viewer and the combatants, with or without an engagement. */
export interface TrackerViewerContext {
  input: TrackerInput;
  isGM: boolean;
  info: Map<string, TrackerShipInfo>;
  /** the viewer may see this combatant (not hidden from players) */
  visible: (id: string) => boolean;
}

/** The viewer and an engagement to show. */
export interface TrackerContext extends TrackerViewerContext {
  state: EngagementState;
  m: EngagementMemory;
  /** ships in turn order, then those not in the order yet */
  ids: string[];
  /** the name the viewer may know the ship by */
  nameOf: (id: string) => string;
  /** the ship is on a side a viewer's ship is on */
  friendly: (id: string) => boolean;
  /** the viewer sees this ship's numbers (GM, or a ship of the viewer's side) */
  knows: (id: string) => boolean;
  current: string | undefined;
  started: boolean;
  /** the viewer may send the command and the rules allow it now */
  allowed: (c: Command) => boolean;
  overrides: Set<string>;
}

export function viewerContext(input: TrackerInput): TrackerViewerContext {
  const isGM = input.viewer.isGM;
  const info = new Map(input.ships.map((s) => [s.id, s]));
  return { input, isGM, info, visible: (id) => isGM || !info.get(id)?.hidden };
}

/** The context of an engagement (null when the combat has none). */
export function trackerContext(input: TrackerInput): TrackerContext | null {
  const { state } = input;
  if (!state) return null;
  const base = viewerContext(input);
  const { isGM, info, visible } = base;
  const m = state.memory;
  const unknown = input.unknownName ?? "?";
  const ids = [
    ...m.order.filter((id) => m.ships[id] && state.ships[id]),
    ...Object.keys(m.ships).filter((id) => state.ships[id] && !m.order.includes(id)),
  ];
  const friendlySides = new Set<string>();
  for (const id of ids) if (info.get(id)?.owned) friendlySides.add(m.ships[id].side);
  const friendly = (id: string) => !!m.ships[id] && friendlySides.has(m.ships[id].side);
  const may = input.may ?? ((c: Command) => isGM || ("shipId" in c && !!info.get(c.shipId)?.owned));
  return {
    ...base,
    state,
    m,
    ids,
    nameOf: (id) => (visible(id) ? (info.get(id)?.name ?? state.ships[id]?.name ?? id) : unknown),
    friendly,
    knows: (id) => isGM || friendly(id),
    current: currentShipId(state),
    started: m.round >= 1,
    allowed: (c) => may(c) && canPerform(state, c).ok,
    overrides: new Set(input.overrides ?? []),
  };
}
