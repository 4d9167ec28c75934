// What the views may ask the engine about an engagement as it stands, without running a command: the attacks and
// boardings still open, the reactions their target can take and from which seats, the reactions it has left. One
// query reads one state (its working context is made once and kept inside), so a card asks as often as it needs.
// Everything outside src/rules asks here instead of building the engine's internal context.
import { reactionAction } from "./catalogue";
import { makeCtx, slotOf } from "./context";
import type { ReactionType } from "./events";
import type { Boarding, PendingAttack } from "./memory";
import { findAttack, reactionSeats, reactionsLeft } from "./reaction-gates";
import { reactionOptions } from "./reaction-offers";
import type { EngagementState } from "./state";

export interface EngagementQuery {
  /** the pending attack with this id (still open to reactions, or waiting for its damage) */
  attack(attackId: string): PendingAttack | undefined;
  /** the boarding with this id */
  boarding(boardingId: string): Boarding | undefined;
  /** the reactions the attack's target can take against it now */
  reactionsTo(attack: PendingAttack): ReactionType[];
  /** the seats of the attack's target able to take the reaction against it now (a dodge: the pilot's) */
  seatsFor(attack: PendingAttack, reaction: ReactionType): number[];
  /** the ship's seats able to fire sand or point defense at a boarding party */
  reactionSeats(shipId: string, reaction: "fireSand" | "pointDefense"): readonly number[];
  /** the reactions the ship has left this round (0 for a ship no longer in the engagement, and after its end) */
  reactionsLeft(shipId: string): number;
}

/** A query on `state` (which it never changes). */
export function queryEngagement(state: EngagementState): EngagementQuery {
  const ctx = makeCtx(state);
  return {
    attack: (id) => findAttack(ctx, id),
    boarding: (id) => (state.memory.boardings ?? []).find((b) => b.id === id),
    reactionsTo: (a) => reactionOptions(ctx, a),
    seatsFor(a, r) {
      const slot = slotOf(ctx, a.targetId);
      const out: number[] = [];
      if (slot === undefined) return out;
      const action = reactionAction(r);
      for (let seat = action.firstSeat(ctx, slot, a, 0); seat >= 0; seat = action.firstSeat(ctx, slot, a, seat + 1))
        out.push(seat);
      return out;
    },
    reactionSeats: (shipId, r) => reactionSeats(ctx, shipId, r),
    // (none once the engagement is over: a boarding party still crossing then is met by nothing)
    reactionsLeft: (shipId) => (state.memory.ships[shipId] && !state.memory.ended ? reactionsLeft(ctx, shipId) : 0),
  };
}
