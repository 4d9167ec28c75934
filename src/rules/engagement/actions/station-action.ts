// The shape of one station action's module (actions/<action>.ts): its gate, the checks of its command, its
// resolution and the commands a seat could send for it, looked up by command type (registry.ts). Its definition (who
// takes it, at what cost, with which check) is the Action Summary's row (catalogue.ts, actionDef).
import type { MountSnapshot, RangeBand, WeaponSnapshot } from "../../types";
import type { ShipEffects } from "../../ship-state";
import type { DamageRun } from "../../damage";
import type { DamageAttack } from "../../damage-types";
import type { AttackCommand, Command, PointDefenseCommand, RangeCheckCommand } from "../commands";
import type { Ctx, ShipSlot } from "../context";
import type { DamageMeta } from "../damage-landing";
import type { Refusal, RefusalReason, Verdict } from "../refusals";
import type { EngagementState } from "../state";
import type { Boarding } from "../memory";

/** The command of type T. */
export type CommandOf<T extends Command["type"]> = Extract<Command, { type: T }>;

/**
 * What validating a command found that its resolution needs too, so it is not worked out twice: { ok: true } for
 * most actions, an attack's mount, range and weapons for an attack. Validation returns it; nothing is kept aside.
 */
export type Plan = { readonly ok: true };

/** An attack's plan: the mount at `index` fires `weapons` at `range`, under the ship's effects `fx`. */
export interface AttackPlan extends Plan {
  mount: MountSnapshot;
  index: number;
  range: RangeBand;
  weapons: readonly WeaponSnapshot[];
  fx: ShipEffects;
}

/**
 * The resolution code an action reaches through its caller (the engine) rather than by importing it, so that the
 * action modules (and validation and the sheets' queries, which read them) load without the damage chain, the
 * attack and the boarders' injuries: only the engine, which resolves commands, brings those in (engine.ts, EXECUTOR).
 */
export interface Executor {
  applyDamage(ctx: Ctx, targetId: string, attack: DamageAttack, meta?: DamageMeta, run?: DamageRun): void;
  checkEnd(ctx: Ctx, reason: "destroyed" | "escaped"): void;
  /** a collision strikes ship `shipId` at `speed` (Avoid Collision, Ram, a failed re-entry) */
  collide(ctx: Ctx, shipId: string, speed: number, otherId?: string): void;
  /** the ship leaves the fight (by jump or by range) */
  escape(ctx: Ctx, shipId: string, how: "jump" | "range"): void;
  /**
   * ruling R110: the winner of Range Check `check`, `moverId`, chose the range, which was `from`; the salvos of missiles
   * as craft the other ship launched at it move as the range did (salvo-flight.ts)
   */
  targetMoved(ctx: Ctx, check: RangeCheckCommand, moverId: string, from: RangeBand): void;
  /** a small craft launched beside its carrier, and one taken back aboard (craft-resolve.ts: R112, R113) */
  launchCraft(ctx: Ctx, cmd: CommandOf<"launchCraft">): void;
  recoverCraft(ctx: Ctx, cmd: CommandOf<"recoverCraft">): void;
  /** an attack fires (attack.ts) */
  fireAttack(ctx: Ctx, cmd: AttackCommand, plan: AttackPlan): void;
  /** sand strikes a boarding party (boarders.ts) */
  sandBoarders(ctx: Ctx, shipId: string, boarding: Boarding): void;
  /** a point-defense laser fires at a boarding party: whether a check succeeded (boarders.ts) */
  laserBoarders(
    ctx: Ctx,
    cmd: PointDefenseCommand,
    boarding: Boarding,
    mount: MountSnapshot,
    laser: WeaponSnapshot,
  ): boolean;
}

/** The ships a targeted action may be aimed at (common-gates.ts, candidateTargets). */
export type TargetKind = "enemies" | "others" | "docked";

export interface StationAction<T extends Command["type"] = Command["type"], P extends Plan = Plan> {
  readonly type: T;
  /**
   * The conditions that do not depend on the command's own choices (availableActions asks them after the seat's
   * gates): the seat's mount, sensors, a jump plot, a pursuit to break... OK when omitted.
   */
  gate?(ctx: Ctx, slot: ShipSlot, seat: number): Verdict;
  /** The command's own values, checked before the seat's gates (Miscellaneous names its cost, skill...). */
  values?(c: CommandOf<T>): Refusal | undefined;
  /** What the command costs, when it names it (Miscellaneous); the Action Summary's type otherwise. */
  cost?(c: CommandOf<T>): "minor" | "significant";
  /** The command's own checks after the seat's gates: its plan, or why not. OK when omitted. */
  validate?(ctx: Ctx, c: CommandOf<T>, slot: ShipSlot): P | Refusal;
  /** Carry out a command validated now, with the plan its validation returned. */
  resolve(ctx: Ctx, c: CommandOf<T>, plan: P, x: Executor): void;
  /** The ships the action may be aimed at (the sheet offers one command per target). */
  targets?: TargetKind;
  /**
   * The commands a seat could send for it now, complete enough to validate (the action dialog fills in the rest):
   * one per target of `targets` (in the order given) when omitted for a targeted action, else the bare command.
   */
  candidates?(state: EngagementState, shipId: string, seat: number, targets: readonly string[]): Iterable<Command>;
  /** Why there is nothing to send when `candidates` yields none. */
  noCandidate?: RefusalReason;
}
