// What Token Action HUD shows for a ship token: the station actions of every seat its user may act at, each usable
// or not with the sheet's own reason (seatVerdicts + stationButton: the sheet's list and verdicts, not a copy), and the
// band and attack DMs to each ship the user targets. Pure: the engagement, the user's seats and the translator in,
// Token Action HUD Core's action data out (the shape its ActionHandler#addActions takes: docs/modules.md, "Token Action
// HUD"). The click goes back through `encodedValue` ("station|<seat>|<action>") to the sheet's runStationAction.
import { REACTIONS, SEAT_ACTIONS } from "../../rules/engagement/catalogue";
import { rangeBetween, type EngagementState } from "../../rules/engagement/state";
import { seatVerdicts, type ActionCost, type StationActionType } from "../sheets/actions";
import { stationButton, type ButtonView, type Translator } from "../sheets/ship-view";
import { signed } from "../../base/format";
import { weaponsAtBand } from "../canvas/range-readout";

/** The HUD's groups (ids are Token Action HUD group ids; the layout is hudDefaults'). */
export const HUD_GROUPS = ["stationActions", "stationReactions", "otherActions", "targetRanges"] as const;
export type HudGroupId = (typeof HUD_GROUPS)[number];

/** One action in Token Action HUD Core's shape (ActionHandler#addActions), with our own `system` data. */
export interface HudAction {
  id: string;
  name: string;
  listName: string;
  encodedValue: string;
  /** "disabled" when the action cannot be taken now (core's stylesheets grey such actions) */
  cssClass: string;
  /** the hint, and why it is disabled */
  tooltip: string;
  info1?: { text: string; title: string };
  system:
    | { actionType: "station"; seat: number; action: StationActionType; enabled: boolean }
    | { actionType: "range"; targetId: string };
}

export type HudActions = Record<HudGroupId, HudAction[]>;

export interface HudInput {
  state: EngagementState;
  /** the ship's engagement id */
  shipId: string;
  /** who sits at each seat, for the action names when the user acts at several seats */
  seatNames: readonly string[];
  /** the sheet's permission check of a seat (reaction: the ship's reactions from it) */
  mayAct: (seat: number, reaction?: boolean) => boolean;
  /** ships the user targets (engagement ids), the first tried first by targeted actions */
  targets: readonly string[];
  /** display names of the ship's weapons by id */
  weaponNames?: Readonly<Record<string, string>>;
}

const COST_ORDER: Record<ActionCost, number> = { significant: 0, minor: 1, free: 2, reaction: 3 };

function action(button: ButtonView, prefix: string): HudAction {
  const name = prefix ? `${prefix}: ${button.label}` : button.label;
  return {
    id: `seat${button.seat}-${button.action}`,
    name,
    listName: name,
    encodedValue: `station|${button.seat}|${button.action}`,
    cssClass: button.enabled ? "" : "disabled",
    tooltip: button.tooltip,
    info1: { text: button.costLetter, title: button.costLabel },
    system: { actionType: "station", seat: button.seat, action: button.action, enabled: button.enabled },
  };
}

/** Every HUD action of the ship for this user. Seats the user may not act at are left out, as are ships not targeted. */
export function hudActions(input: HudInput, t: Translator): HudActions {
  const out: HudActions = { stationActions: [], stationReactions: [], otherActions: [], targetRanges: [] };
  const { state, shipId } = input;
  const ship = state.ships[shipId];
  if (!ship || !state.memory.ships[shipId]) return out;
  const seats = ship.seats.map((_, i) => i).filter((i) => input.mayAct(i) || input.mayAct(i, true));
  const several = seats.length > 1;
  for (const seat of seats) {
    const canAct = input.mayAct(seat);
    const canReact = input.mayAct(seat, true);
    const prefix = several
      ? (input.seatNames[seat] ?? t.localize(`CEPHEUS.Position.${ship.seats[seat].position}`))
      : "";
    const v = seatVerdicts(state, shipId, seat, ship.seats[seat].position, {
      preferredTarget: input.targets[0],
      general: canAct,
    });
    const byCost = <T extends { cost: ActionCost }>(list: T[]) =>
      [...list].sort((a, b) => COST_ORDER[a.cost] - COST_ORDER[b.cost]);
    if (canAct)
      for (const b of byCost(v.own))
        out.stationActions.push(action(stationButton(t, seat, b.action, b.cost, b.verdict, true), prefix));
    if (canReact)
      for (const b of v.reactions)
        out.stationReactions.push(action(stationButton(t, seat, b.action, b.cost, b.verdict, true), prefix));
    if (canAct)
      for (const b of byCost(v.general))
        out.otherActions.push(action(stationButton(t, seat, b.action, b.cost, b.verdict, true), prefix));
  }
  const options = { pulseLaserPenalty: state.memory.options?.pulseLaserPenalty };
  for (const targetId of input.targets) {
    const target = state.ships[targetId];
    if (!target || targetId === shipId || !state.memory.ships[targetId]) continue;
    const band = rangeBetween(state.memory, shipId, targetId);
    const bandLabel = t.localize(`CEPHEUS.RangeBand.${band}`);
    const weapons = weaponsAtBand(ship, band, options).map((w) => {
      const name = input.weaponNames?.[w.id] || t.localize(`CEPHEUS.WeaponKind.${w.kind}`);
      return w.difficulty === null || w.dm === null
        ? `${name}: ${t.localize("CEPHEUS.Ruler.CannotFire")}`
        : `${name}: ${t.localize(`CEPHEUS.Difficulty.${w.difficulty}`)}, ${t.format("CEPHEUS.Ruler.DM", { dm: signed(w.dm) })}`;
    });
    const name = t.format("CEPHEUS.TokenHud.TargetBand", { name: target.name, band: bandLabel });
    out.targetRanges.push({
      id: `target-${targetId}`,
      name,
      listName: name,
      encodedValue: `range|${targetId}`,
      cssClass: "disabled",
      tooltip: weapons.length ? weapons.join("\n") : t.localize("CEPHEUS.TokenHud.NoWeapons"),
      info1: { text: bandLabel, title: t.localize("CEPHEUS.TokenHud.Band") },
      system: { actionType: "range", targetId },
    });
  }
  return out;
}

const STATION_ACTIONS = new Set<string>([...SEAT_ACTIONS, ...REACTIONS]);

/** A clicked action's seat and station action, or null when `encodedValue` names none (an info row, or junk). */
export function parseHudValue(
  encodedValue: unknown,
  seatCount: number,
): { seat: number; action: StationActionType } | null {
  if (typeof encodedValue !== "string") return null;
  const parts = encodedValue.split("|");
  if (parts.length !== 3 || parts[0] !== "station" || !/^\d{1,4}$/.test(parts[1])) return null;
  const seat = Number(parts[1]);
  if (seat >= seatCount || !STATION_ACTIONS.has(parts[2])) return null;
  return { seat, action: parts[2] as StationActionType };
}

/** Token Action HUD Core's default layout (SystemManager#registerDefaults): a Stations tab and a Targets tab. */
export function hudDefaults(t: Translator): {
  layout: unknown[];
  groups: { id: string; name: string; type: "system" }[];
} {
  const group = (id: HudGroupId) => ({ id, name: t.localize(`CEPHEUS.TokenHud.Group.${id}`), type: "system" as const });
  const groups = HUD_GROUPS.map(group);
  const nest = (parent: string, id: HudGroupId) => ({ ...group(id), nestId: `${parent}_${id}` });
  return {
    layout: [
      {
        nestId: "stations",
        id: "stations",
        name: t.localize("CEPHEUS.TokenHud.Stations"),
        groups: [
          nest("stations", "stationActions"),
          nest("stations", "stationReactions"),
          nest("stations", "otherActions"),
        ],
      },
      {
        nestId: "targets",
        id: "targets",
        name: t.localize("CEPHEUS.TokenHud.Targets"),
        groups: [nest("targets", "targetRanges")],
      },
    ],
    groups,
  };
}
