// The actions a seat offers (SRD Chapter 10 "Space Combat Action Summary", via the rules catalogue) and whether
// each can be taken now. The verdicts come from the rules engine: for every button we build the command(s) it
// could send and ask `canPerform`; a button is usable when at least one complete command is. Pure: no Foundry.
import { candidateTargets } from "../../rules/engagement/actions/common-gates";
import {
  actionDef,
  REACTIONS,
  SEAT_ACTIONS,
  stationAction,
  type SeatActionType,
} from "../../rules/engagement/catalogue";
import type { ActionCommand, Command } from "../../rules/engagement/commands";
import { availableActions, canPerform } from "../../rules/engagement/validation";
import type { RefusalReason, Verdict } from "../../rules/engagement/refusals";
import { seatPositions, type EngagementState } from "../../rules/engagement/state";
import { boardersCrossing } from "../../rules/engagement/reaction-gates";
import { ACTIONS } from "../../rules/tables/actions";
import { POSITIONS, type Position } from "../../rules/types";

export type ReactionType = (typeof REACTIONS)[number];
export type StationActionType = SeatActionType | ReactionType;
export type ActionCost = "minor" | "significant" | "reaction" | "free";

/** Sheet-level reasons a button is unusable (lang CEPHEUS.Sheet.Reason.<code>); the rules' own are CEPHEUS.Reason.<code>. */
export type SheetReason = "notYourSeat" | "noTarget" | "noIncomingAttack" | "noWeapon";

export type ButtonReason = { scope: "rules"; code: RefusalReason } | { scope: "sheet"; code: SheetReason };

export interface ActionVerdict {
  ok: boolean;
  reason?: ButtonReason;
  /** the commands that would be accepted now (the dialog's choices); empty when !ok */
  commands: Command[];
}

/** Actions every position may take (the Action Summary's "Anyone" rows and the engine's extended actions). */
const GENERAL = new Set<string>(SEAT_ACTIONS.filter((a) => actionDef(a)!.positions.length === POSITIONS.length));

export interface PositionActions {
  /** the position's own actions, Action Summary order */
  own: SeatActionType[];
  /** reactions the position can take */
  reactions: ReactionType[];
  /** actions anyone can take */
  general: SeatActionType[];
}

const cache = new Map<Position, PositionActions>();

/** The buttons a position shows. */
export function positionActions(position: Position): PositionActions {
  const hit = cache.get(position);
  if (hit) return hit;
  const own: SeatActionType[] = [];
  const general: SeatActionType[] = [];
  for (const a of SEAT_ACTIONS) {
    const def = actionDef(a)!;
    if (!def.positions.includes(position)) continue;
    (GENERAL.has(a) ? general : own).push(a);
  }
  const reactions = REACTIONS.filter((r) => ACTIONS[r].positions.includes(position));
  const out = Object.freeze({ own, reactions, general }) as PositionActions;
  cache.set(position, out);
  return out;
}

/** Minor / significant / reaction, as the Action Summary types them (Miscellaneous: significant, or minor by choice). */
export function actionCost(action: StationActionType): ActionCost {
  if ((REACTIONS as readonly string[]).includes(action)) return "reaction";
  const t = actionDef(action)!.type;
  return t === "minor" || t === "significant" ? t : "free";
}

/** Pending attacks (and boardings) a reaction of `shipId` could answer. */
function incoming(
  state: EngagementState,
  shipId: string,
): { attacks: { id: string; kind: string }[]; boardings: string[] } {
  const m = state.memory;
  return {
    attacks: (m.pendingAttacks ?? []).filter((a) => a.targetId === shipId).map((a) => ({ id: a.id, kind: a.kind })),
    boardings: (m.boardings ?? []).filter((b) => b.defenderId === shipId && boardersCrossing(b)).map((b) => b.id),
  };
}

/**
 * Candidate commands for a button, complete enough for `canPerform` (the dialog later lets the user choose among
 * them or fill in details such as a speed or a position). `preferredTarget` goes first when it is a candidate.
 * A generator: a verdict stops at the first accepted command without building the rest.
 */
export function* candidates(
  state: EngagementState,
  shipId: string,
  seat: number,
  action: StationActionType,
  preferredTarget?: string,
): Generator<Command> {
  if ((REACTIONS as readonly string[]).includes(action)) {
    const inc = incoming(state, shipId);
    for (const a of inc.attacks) {
      if (action === "dodge") yield { type: "dodge", shipId, seat, attackId: a.id };
      else if (action === "triggerScreens") yield { type: "triggerScreens", shipId, seat, attackId: a.id };
      else if (action === "fireSand") yield { type: "fireSand", shipId, seat, attackId: a.id };
      else yield { type: "pointDefense", shipId, seat, attackId: a.id };
    }
    for (const b of inc.boardings) {
      if (action === "fireSand") yield { type: "fireSand", shipId, seat, boardingId: b };
      else if (action === "pointDefense") yield { type: "pointDefense", shipId, seat, boardingId: b };
    }
    return;
  }
  // a seat action: the commands its module offers, one per target for a targeted one (the preferred target first)
  const station = stationAction(action)!;
  let targets: string[] = [];
  if (station.targets !== undefined) {
    targets = candidateTargets(state, shipId, station.targets);
    if (preferredTarget && targets.includes(preferredTarget))
      targets = [preferredTarget, ...targets.filter((t) => t !== preferredTarget)];
  }
  if (station.candidates !== undefined) yield* station.candidates(state, shipId, seat, targets);
  else if (station.targets !== undefined)
    for (const targetId of targets) yield { type: action, shipId, seat, targetId } as ActionCommand;
  else yield { type: action, shipId, seat } as ActionCommand;
}

/** Every candidate command of a button (see `candidates`). */
export function candidateCommands(
  state: EngagementState,
  shipId: string,
  seat: number,
  action: StationActionType,
  preferredTarget?: string,
): Command[] {
  return [...candidates(state, shipId, seat, action, preferredTarget)];
}

function sheetReason(code: SheetReason): ButtonReason {
  return { scope: "sheet", code };
}

/** Why a button with no candidate command is unusable. */
function emptyReason(action: StationActionType): ButtonReason {
  if ((REACTIONS as readonly string[]).includes(action)) return sheetReason("noIncomingAttack");
  const station = stationAction(action)!;
  if (station.targets !== undefined) return sheetReason("noTarget");
  return { scope: "rules", code: station.noCandidate ?? "invalidValue" };
}

/**
 * The verdict for one button (`all`: collect every accepted command, else stop at the first). `gate` is the target-free verdict of the engine's availableActions for seat actions
 * (pass it when known: one call serves every button of a seat); reactions are judged by canPerform alone.
 */
export function actionVerdict(
  state: EngagementState,
  shipId: string,
  seat: number,
  action: StationActionType,
  options: { gate?: Verdict; preferredTarget?: string; all?: boolean } = {},
): ActionVerdict {
  if (options.gate && !options.gate.ok)
    return { ok: false, reason: { scope: "rules", code: options.gate.reason }, commands: [] };
  const ok: Command[] = [];
  let first: Verdict | null = null;
  let any = false;
  for (const c of candidates(state, shipId, seat, action, options.preferredTarget)) {
    any = true;
    const v = canPerform(state, c);
    if (v.ok) {
      ok.push(c);
      if (!options.all) break;
    } else first ??= v;
  }
  if (!any) return { ok: false, reason: emptyReason(action), commands: [] };
  if (ok.length) return { ok: true, commands: ok };
  return {
    ok: false,
    reason: { scope: "rules", code: (first as Extract<Verdict, { ok: false }>).reason },
    commands: [],
  };
}

export interface SeatVerdicts {
  own: { action: SeatActionType; cost: ActionCost; verdict: ActionVerdict }[];
  reactions: { action: ReactionType; cost: ActionCost; verdict: ActionVerdict }[];
  general: { action: SeatActionType; cost: ActionCost; verdict: ActionVerdict }[];
}

/**
 * Every button of a seat with its verdict (one availableActions call for the seat, then canPerform per candidate);
 * `general: false` leaves out the actions anyone may take.
 */
export function seatVerdicts(
  state: EngagementState,
  shipId: string,
  seat: number,
  position: Position,
  options: { preferredTarget?: string; general?: boolean } = {},
): SeatVerdicts {
  const acts = actionsOfPositions(state.ships[shipId] ? seatPositions(state.ships[shipId], seat) : [position]);
  const gates = new Map<string, Verdict>();
  for (const a of availableActions(state, shipId, seat))
    gates.set(a.action, a.ok ? { ok: true } : { ok: false, reason: a.reason! });
  const one = (action: SeatActionType) => ({
    action,
    cost: actionCost(action),
    verdict: actionVerdict(state, shipId, seat, action, {
      gate: gates.get(action),
      preferredTarget: options.preferredTarget,
    }),
  });
  // a drive engineer's seat is at one drive: Jump is the J-Drive's, so the M-Drive's engineer is not offered it
  const atMDrive = position === "driveEngineer" && state.ships[shipId]?.seats[seat]?.mountId === "mDrive";
  // a ship that carries no small craft is not offered to launch or recover any (rulings R112, R113)
  const noCraft = !state.ships[shipId]?.craft?.length;
  const own = acts.own.filter((a) => !(atMDrive && a === "jump") && !(noCraft && a.endsWith("Craft")));
  return {
    own: own.map(one),
    reactions: acts.reactions.map((action) => ({
      action,
      cost: "reaction" as const,
      verdict: actionVerdict(state, shipId, seat, action),
    })),
    // anyone's actions (collapsed on the sheet) are judged only when asked for
    general: options.general === false ? [] : acts.general.map(one),
  };
}

/** The buttons of a seat acting as several positions (a small craft's lone pilot also mans its turret: R86). */
function actionsOfPositions(positions: readonly Position[]): PositionActions {
  if (positions.length === 1) return positionActions(positions[0]);
  const lists = positions.map(positionActions);
  const union = <T>(pick: (p: PositionActions) => readonly T[]) => [...new Set(lists.flatMap(pick))];
  return Object.freeze({
    own: union((p) => p.own),
    reactions: union((p) => p.reactions),
    general: union((p) => p.general),
  }) as PositionActions;
}
