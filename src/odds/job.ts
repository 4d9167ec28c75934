// One job of the odds pool: a consecutive part of a run of battles (seeds seed, seed + 1, ...) fought with the rules'
// oddsOf. The worker (./odds-worker.ts) answers jobs with it, and the page does too when a worker cannot
// (./pool.ts). Imports only src/rules: the worker bundle carries its own copy of the engine and nothing else.
import { oddsOf, type OddsResult } from "../rules/engagement/odds";
import type { SimulationOptions } from "../rules/engagement/simulate";
import type { EngagementState } from "../rules/engagement/state";

/** What the pool posts to a worker: plain JSON (structured clone). */
export interface OddsJob {
  state: EngagementState;
  battles: number;
  seed: number;
  options?: SimulationOptions;
}

/** What a worker posts back. */
export type OddsReply = { ok: true; result: OddsResult } | { ok: false; error: string };

/** Fight the job's battles; a thrown error becomes a reply too (the pool then fights that part in the page). */
export function runJob(job: OddsJob): OddsReply {
  try {
    return { ok: true, result: oddsOf(job.state, job.battles, job.seed, job.options ?? {}) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** A reply that really is the job's result: every battle a side's win or a draw, the counts whole numbers. */
export function isResultOf(job: { battles: number }, result: unknown): result is OddsResult {
  const r = result as OddsResult | null;
  if (!r || typeof r !== "object" || r.battles !== job.battles) return false;
  if (!r.sides || typeof r.sides !== "object" || !r.wins || typeof r.wins !== "object") return false;
  const counts = [r.draws, r.totalRounds, ...Object.values(r.sides), ...Object.values(r.wins)];
  if (!counts.every((n) => Number.isInteger(n) && n >= 0)) return false;
  return Object.values(r.sides).reduce((a, b) => a + b, 0) + r.draws === r.battles;
}
