// How a crew fights (its policy): the referee's choices per NPC ship, and the odds window's crew with none chosen.
import { checkBoolean, checkObject, checkOneOf, checkString, optional } from "../../input";

/** aggressive: close to its weapons' best band and fire, no dodging; steady: hold its best band, fire, react;
 *  cautious: open the range, evade before lining up a shot, react. */
export const STANCES = ["aggressive", "steady", "cautious"] as const;
export type Stance = (typeof STANCES)[number];

/** When the crew plots a jump and leaves: its Hull gone, its Structure below half, or never. */
export const FLEE_RULES = ["hullGone", "structureHalf", "never"] as const;
export type FleeRule = (typeof FLEE_RULES)[number];

/**
 * Whom the crew fights: the first enemy still fighting in the engagement's order, the nearest, the weakest (least
 * Hull and Structure left), the one whose weapons would hurt it most, or a ship the referee names (`targetId`; the
 * first enemy when that ship is gone or no enemy).
 */
export const TARGET_RULES = ["first", "nearest", "weakest", "mostDangerous", "named"] as const;
export type TargetRule = (typeof TARGET_RULES)[number];

/** One ship's crew policy; every member optional (the defaults: DEFAULT_POLICY). */
export interface CrewPolicy {
  stance?: Stance;
  flee?: FleeRule;
  /** react to attacks: screens, sand, point defense, dodge (default true) */
  react?: boolean;
  /** fire missiles (default true) */
  missiles?: boolean;
  target?: TargetRule;
  /** the ship named by target "named" */
  targetId?: string;
}

/** A policy with every member decided. */
export interface ResolvedPolicy {
  stance: Stance;
  flee: FleeRule;
  react: boolean;
  missiles: boolean;
  target: TargetRule;
  targetId: string | undefined;
}

/** The odds window's crew: steady, leaving once its Hull is gone, reacting, firing missiles, at the first enemy. */
export const DEFAULT_POLICY: ResolvedPolicy = Object.freeze({
  stance: "steady",
  flee: "hullGone",
  react: true,
  missiles: true,
  target: "first",
  targetId: undefined,
});

/** A policy with its defaults filled in (`base` for the members it leaves out). */
export function resolvePolicy(p: CrewPolicy | undefined, base: ResolvedPolicy = DEFAULT_POLICY): ResolvedPolicy {
  if (p === undefined) return base;
  return {
    stance: p.stance ?? base.stance,
    flee: p.flee ?? base.flee,
    react: p.react ?? base.react,
    missiles: p.missiles ?? base.missiles,
    target: p.target ?? base.target,
    targetId: p.targetId ?? base.targetId,
  };
}

/** Refuse a policy that is not what CrewPolicy says (a stored setting, a module's call). */
export function checkCrewPolicy(path: string, p: CrewPolicy): void {
  checkObject(path, p);
  optional(checkOneOf, `${path}.stance`, p.stance, STANCES);
  optional(checkOneOf, `${path}.flee`, p.flee, FLEE_RULES);
  optional(checkBoolean, `${path}.react`, p.react);
  optional(checkBoolean, `${path}.missiles`, p.missiles);
  optional(checkOneOf, `${path}.target`, p.target, TARGET_RULES);
  optional(checkString, `${path}.targetId`, p.targetId);
}
