// What the views may ask the engine about an engagement as it stands, without running a command: the attacks and
// boardings still open, the reactions their target can take and from which seats, the reactions it has left, the
// salvos in flight and how far each has come toward its target (in both missile modes, ruling R110). One
// query reads one state (its working context is made once and kept inside), so a card asks as often as it needs.
// Everything outside src/rules asks here instead of building the engine's internal context.
import { reactionAction } from "./catalogue";
import { makeCtx, slotOf } from "./context";
import type { ReactionType } from "./events";
import type { Boarding, PendingAttack, Salvo } from "./memory";
import { rangeIndex } from "../ranges";
import type { MissileType, RangeBand } from "../types";
import { boardingSeats, findAttack, reactionsLeft } from "./reaction-gates";
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
  /**
   * the seats of the boarded ship able to fire sand or point defense at the boarding's party now (none unless its
   * boarders are crossing and the ship has a reaction left, ruling R73): what canPerform accepts
   */
  boardingSeats(boardingId: string, reaction: "fireSand" | "pointDefense"): readonly number[];
  /** the reactions the ship has left this round (0 for a ship no longer in the engagement) */
  reactionsLeft(shipId: string): number;
  /** every salvo in flight (missiles left in it), with its progress toward its target, in the memory's order */
  salvos(): SalvoProgress[];
}

/**
 * A salvo in flight and how far it has come, in either missile mode (ruling R110): `turnsFlown` of `turnsToImpact`
 * rounds (a salvo arriving now, in the round's missile window, has flown them all). A smart salvo that missed strikes
 * again the next round, beside its target: its turns to impact grow by one a round. A salvo flying as a craft also
 * gives the band it is at to its target and the bands it has still to close (to Close, where it strikes); its turns to
 * impact are those from its band now, and change when its target moves.
 */
export interface SalvoProgress {
  salvoId: string;
  attackerId: string;
  targetId: string;
  missileType: MissileType;
  /** missiles left in it */
  count: number;
  /** the round it strikes in (or strikes again in) */
  impactRound: number;
  /** rounds flown since the round it was launched in (0 in that round) */
  turnsFlown: number;
  /** rounds from the launch round to the impact round, as things stand (never fewer than turnsFlown) */
  turnsToImpact: number;
  /** missiles as craft only: the salvo's range band to its target now */
  band?: RangeBand;
  /** missiles as craft only: the bands between it and Close, which it closes three a round (0: at its target) */
  bandsLeft?: number;
}

/** The progress of salvo `s` in round `round` (see SalvoProgress). */
export function salvoProgress(s: Salvo, round: number): SalvoProgress {
  const turnsFlown = Math.max(0, round - s.launchedRound);
  const p: SalvoProgress = {
    salvoId: s.id,
    attackerId: s.attackerId,
    targetId: s.targetId,
    missileType: s.missileType,
    count: s.count,
    impactRound: s.impactRound,
    turnsFlown,
    turnsToImpact: Math.max(turnsFlown, s.impactRound - s.launchedRound),
  };
  if (s.band !== undefined) {
    p.band = s.band;
    p.bandsLeft = Math.max(0, rangeIndex(s.band) - rangeIndex("close"));
  }
  return p;
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
    boardingSeats(id, r) {
      const b = (state.memory.boardings ?? []).find((x) => x.id === id);
      return b ? boardingSeats(ctx, b, r) : [];
    },
    reactionsLeft: (shipId) => (state.memory.ships[shipId] ? reactionsLeft(ctx, shipId) : 0),
    salvos: () => state.memory.salvos.filter((s) => s.count > 0).map((s) => salvoProgress(s, state.memory.round)),
  };
}
