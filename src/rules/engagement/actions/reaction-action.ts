// The shape of one reaction's module (dodge.ts, fire-sand.ts, point-defense.ts, trigger-screens.ts): from which seat
// it could answer an attack now, the checks of its command, its resolution; looked up by command type (catalogue.ts,
// reactionAction). A reaction spends one of the ship's reactions of the round, not a seat's action (SRD Chapter 10
// "Reactions").
import type { MountSnapshot } from "../../types";
import type { ReactionCommand } from "../commands";
import type { Ctx, ShipSlot } from "../context";
import type { Boarding, PendingAttack } from "../memory";
import type { Refusal } from "../refusals";
import type { CommandOf, Executor, Plan } from "./station-action";

export type ReactionCommandType = ReactionCommand["type"];

/** What validating a reaction found that its resolution needs: the turret it fires from (sand, point defense). */
export interface ReactionPlan extends Plan {
  readonly mount: MountSnapshot | undefined;
}

export interface ReactionAction<T extends ReactionCommandType = ReactionCommandType> {
  readonly type: T;
  /** whether it may answer a boarding as well as an attack (its command names `boardingId` instead of `attackId`) */
  readonly boardings: boolean;
  /**
   * The first seat from `from` on that could take it against attack `a` now, -1 when none (a dodge: the ship's
   * pilot): what the reaction card offers and what a crew chooses. Asked once the ship is known to be active with a
   * reaction left and a shot of `a` still able to hit (reactionOpen).
   */
  firstSeat(ctx: Ctx, slot: ShipSlot, a: PendingAttack, from: number): number;
  /**
   * The command's own checks, once its ship, what it answers (attack `a`, or for sand and point defense boarding `b`),
   * the reactions left and its pool are checked.
   */
  validate(
    ctx: Ctx,
    c: CommandOf<T>,
    slot: ShipSlot,
    a: PendingAttack | undefined,
    b: Boarding | undefined,
  ): ReactionPlan | Refusal;
  /** Carry out a command validated now, with the plan its validation returned. */
  resolve(ctx: Ctx, c: CommandOf<T>, plan: ReactionPlan, x: Executor): void;
}
