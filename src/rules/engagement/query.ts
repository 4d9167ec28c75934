// What the views may ask the engine about an engagement as it stands, without running a command: the attacks and
// boardings still open, the reactions their target can take and from which seats, the reactions it has left. One
// query reads one state (its working context is made once and kept inside), so a card asks as often as it needs.
// Everything outside src/rules asks here instead of building the engine's internal context.
import { makeCtx } from "./context";
import type { ReactionType } from "./events";
import type { Boarding, PendingAttack } from "./memory";
import { findAttack, reactionOptions, reactionSeats, reactionsLeft, screensSeats } from "./reaction-gates";
import type { EngagementState } from "./state";

export interface EngagementQuery {
  /** the pending attack with this id (still open to reactions, or waiting for its damage) */
  attack(attackId: string): PendingAttack | undefined;
  /** the boarding with this id */
  boarding(boardingId: string): Boarding | undefined;
  /** the reactions the attack's target can take against it now */
  reactionsTo(attack: PendingAttack): ReactionType[];
  /** the ship's seats able to fire sand or point defense */
  reactionSeats(shipId: string, reaction: "fireSand" | "pointDefense"): readonly number[];
  /** the ship's seats able to trigger screens */
  screensSeats(shipId: string): number[];
  /** the reactions the ship has left this round (0 for a ship no longer in the engagement) */
  reactionsLeft(shipId: string): number;
}

/** A query on `state` (which it never changes). */
export function queryEngagement(state: EngagementState): EngagementQuery {
  const ctx = makeCtx(state);
  return {
    attack: (id) => findAttack(ctx, id),
    boarding: (id) => (state.memory.boardings ?? []).find((b) => b.id === id),
    reactionsTo: (a) => reactionOptions(ctx, a),
    reactionSeats: (shipId, r) => reactionSeats(ctx, shipId, r),
    screensSeats: (shipId) => screensSeats(state.ships[shipId]),
    reactionsLeft: (shipId) => (state.memory.ships[shipId] ? reactionsLeft(ctx, shipId) : 0),
  };
}
