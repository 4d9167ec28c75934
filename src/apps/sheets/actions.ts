// The actions a seat offers (SRD Chapter 10 "Space Combat Action Summary", via the rules catalogue) and whether
// each can be taken now. The verdicts come from the rules engine: for every button we build the command(s) it
// could send and ask `canPerform`; a button is usable when at least one complete command is. Pure: no Foundry.
import { actionDef, REACTIONS, SEAT_ACTIONS, type SeatActionType } from "../../rules/engagement/catalogue";
import type { ActionCommand, Command, ReactionCommand } from "../../rules/engagement/commands";
import { availableActions, canPerform } from "../../rules/engagement/engine";
import { pairKey } from "../../rules/engagement/memory";
import type { RefusalReason, Verdict } from "../../rules/engagement/refusals";
import { enemiesOf, type EngagementState } from "../../rules/engagement/state";
import { repairableLocations } from "../../rules/repair";
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

/** The target ships an action may be aimed at: enemies for hostile actions, any other ship for docking. */
function targetsFor(state: EngagementState, shipId: string, action: string): string[] {
  const m = state.memory;
  switch (action) {
    case "dock":
      return Object.keys(m.ships).filter((id) => id !== shipId && m.ships[id].status !== "destroyed" && m.ships[id].status !== "escaped");
    case "undock":
      return (m.docked ?? []).filter((k) => k.split("|").includes(shipId)).map((k) => k.split("|").find((x) => x !== shipId)!);
    default:
      return enemiesOf(m, shipId);
  }
}

const TARGETED = new Set<string>([
  "attack",
  "sensorTargeting",
  "interceptCommunications",
  "pursuit",
  "ram",
  "rangeCheck",
  "boardingAction",
  "dock",
  "undock",
]);

/** Pending attacks (and boardings) a reaction of `shipId` could answer. */
function incoming(state: EngagementState, shipId: string): { attacks: { id: string; kind: string }[]; boardings: string[] } {
  const m = state.memory;
  return {
    attacks: (m.pendingAttacks ?? []).filter((a) => a.targetId === shipId).map((a) => ({ id: a.id, kind: a.kind })),
    boardings: (m.boardings ?? []).filter((b) => b.defenderId === shipId && b.status === "fighting").map((b) => b.id),
  };
}

/**
 * Candidate commands for a button, complete enough for `canPerform` (the dialog later lets the user choose among
 * them or fill in details such as a speed or a position). `preferredTarget` goes first when it is a candidate.
 */
export function candidateCommands(state: EngagementState, shipId: string, seat: number, action: StationActionType, preferredTarget?: string): Command[] {
  const ship = state.ships[shipId];
  const st = state.memory.ships[shipId];
  const base = { shipId, seat };
  if ((REACTIONS as readonly string[]).includes(action)) {
    const inc = incoming(state, shipId);
    const out: ReactionCommand[] = [];
    for (const a of inc.attacks) {
      if (action === "dodge") out.push({ type: "dodge", shipId, seat, attackId: a.id });
      else if (action === "triggerScreens") out.push({ type: "triggerScreens", shipId, seat, attackId: a.id });
      else if (action === "fireSand") out.push({ type: "fireSand", shipId, seat, attackId: a.id });
      else out.push({ type: "pointDefense", shipId, seat, attackId: a.id });
    }
    for (const b of inc.boardings) {
      if (action === "fireSand") out.push({ type: "fireSand", shipId, seat, boardingId: b });
      else if (action === "pointDefense") out.push({ type: "pointDefense", shipId, seat, boardingId: b });
    }
    return out;
  }
  if (TARGETED.has(action)) {
    let targets = targetsFor(state, shipId, action);
    if (preferredTarget && targets.includes(preferredTarget)) targets = [preferredTarget, ...targets.filter((t) => t !== preferredTarget)];
    return targets.map((targetId): ActionCommand => {
      switch (action) {
        case "rangeCheck":
          return { type: "rangeCheck", ...base, targetId, choice: "same" };
        default:
          return { type: action as "attack", ...base, targetId };
      }
    });
  }
  switch (action) {
    case "adjustSpeed":
      return [{ type: "adjustSpeed", ...base, speed: st?.speed ?? 0 }];
    case "changePositions": {
      // any position other than the seat's own (the dialog picks); mounts for gunners
      const here = ship?.seats[seat];
      const out: ActionCommand[] = [];
      for (const p of POSITIONS) {
        if (p === "turretGunner" || p === "bayGunner") {
          for (const mt of ship?.mounts ?? [])
            if (mt.type === (p === "turretGunner" ? "turret" : "bay") && !(here?.position === p && here.mountId === mt.id))
              out.push({ type: "changePositions", ...base, position: p, mountId: mt.id });
        } else if (p === "driveEngineer") {
          for (const d of ["mDrive", "jDrive"]) if (!(here?.position === p && here.mountId === d)) out.push({ type: "changePositions", ...base, position: p, mountId: d });
        } else if (p !== here?.position) out.push({ type: "changePositions", ...base, position: p });
      }
      return out;
    }
    case "reload":
      return (st?.spentWeapons ?? []).map((weaponId) => ({ type: "reload", ...base, weaponId }));
    case "repairDamagedSystem":
      return ship ? repairableLocations(ship).map((target) => ({ type: "repairDamagedSystem", ...base, target })) : [];
    case "miscellaneous":
      return [
        { type: "miscellaneous", ...base, cost: "significant" },
        { type: "miscellaneous", ...base, cost: "minor" },
      ];
    case "avoidCollision":
      return [{ type: "avoidCollision", ...base, hazard: "traffic" }];
    case "atmosphericEntry":
      return [{ type: "atmosphericEntry", ...base, worldSize: 5, worldAtmosphere: 6 }];
    case "extendedAction":
      return [{ type: "extendedAction", ...base, label: "", skill: "mechanics", turns: 1 }];
    case "electronicWarfare": {
      const out: ActionCommand[] = enemiesOf(state.memory, shipId).map((targetId) => ({ type: "electronicWarfare", ...base, mode: "jam", targetId }) as ActionCommand);
      out.push({ type: "electronicWarfare", ...base, mode: "smartMissiles" } as ActionCommand);
      return out;
    }
    default:
      return [{ type: action, ...base } as ActionCommand];
  }
}

function sheetReason(code: SheetReason): ButtonReason {
  return { scope: "sheet", code };
}

/** Why a button with no candidate command is unusable. */
function emptyReason(action: StationActionType): ButtonReason {
  if ((REACTIONS as readonly string[]).includes(action)) return sheetReason("noIncomingAttack");
  if (TARGETED.has(action) || action === "electronicWarfare") return sheetReason("noTarget");
  if (action === "reload") return { scope: "rules", code: "notSpent" };
  if (action === "repairDamagedSystem") return { scope: "rules", code: "nothingToRepair" };
  return { scope: "rules", code: "invalidValue" };
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
  // Miscellaneous may be a minor action too: its significant-cost gate does not bind it
  if (options.gate && !options.gate.ok && action !== "miscellaneous") return { ok: false, reason: { scope: "rules", code: options.gate.reason }, commands: [] };
  const candidates = candidateCommands(state, shipId, seat, action, options.preferredTarget);
  if (!candidates.length) return { ok: false, reason: emptyReason(action), commands: [] };
  const ok: Command[] = [];
  let first: Verdict | null = null;
  for (const c of candidates) {
    const v = canPerform(state, c);
    if (v.ok) {
      ok.push(c);
      if (!options.all) break;
    } else first ??= v;
  }
  if (ok.length) return { ok: true, commands: ok };
  return { ok: false, reason: { scope: "rules", code: (first as Extract<Verdict, { ok: false }>).reason }, commands: [] };
}

export interface SeatVerdicts {
  own: { action: SeatActionType; cost: ActionCost; verdict: ActionVerdict }[];
  reactions: { action: ReactionType; cost: ActionCost; verdict: ActionVerdict }[];
  general: { action: SeatActionType; cost: ActionCost; verdict: ActionVerdict }[];
}

/** Every button of a seat with its verdict (one availableActions call for the seat, then canPerform per candidate). */
export function seatVerdicts(state: EngagementState, shipId: string, seat: number, position: Position, options: { preferredTarget?: string } = {}): SeatVerdicts {
  const acts = positionActions(position);
  const gates = new Map<string, Verdict>();
  for (const a of availableActions(state, shipId, seat)) gates.set(a.action, a.ok ? { ok: true } : { ok: false, reason: a.reason! });
  const one = (action: SeatActionType) => ({
    action,
    cost: actionCost(action),
    verdict: actionVerdict(state, shipId, seat, action, { gate: gates.get(action), preferredTarget: options.preferredTarget }),
  });
  return {
    own: acts.own.map(one),
    reactions: acts.reactions.map((action) => ({ action, cost: "reaction" as const, verdict: actionVerdict(state, shipId, seat, action) })),
    general: acts.general.map(one),
  };
}

/** Whether two ships are docked (for the dialog's labels). */
export function isDocked(state: EngagementState, a: string, b: string): boolean {
  return (state.memory.docked ?? []).includes(pairKey(a, b));
}
