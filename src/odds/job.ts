// One job of the odds pool: a consecutive part of a run of battles (seeds seed, seed + 1, ...) fought with the rules'
// oddsOf. The worker (./odds-worker.ts) answers jobs with it, and the page does too when a worker cannot
// (./pool.ts). Imports only src/rules: the worker bundle carries its own copy of the engine and nothing else.
import { mergeOdds, oddsOf, type OddsResult, type ShipOdds } from "../rules/engagement/odds";
import type { SimulationOptions } from "../rules/engagement/simulate";
import type { EngagementState } from "../rules/engagement/state";

/**
 * What the pool posts to a worker. The engagement goes as JSON text: objects a worker parses from text are read faster
 * by the engine than the same objects received through structured clone (about 7% more battles a second in the
 * bench), and a string crosses to the worker at the cost of a copy.
 */
export interface OddsJob {
  /** the engagement as it stands, as JSON text (JSON.stringify of an EngagementState) */
  state: string;
  battles: number;
  seed: number;
  options?: SimulationOptions;
}

/** What a worker posts back: its progress (battles of the job fought so far), then its answer. */
export type OddsReply = { ok: true; result: OddsResult } | { ok: false; error: string };
export interface OddsProgress {
  progress: number;
}

/** Battles fought between two progress reports. */
export const PROGRESS_EVERY = 500;

/**
 * Fight the job's battles, reporting progress every PROGRESS_EVERY battles; a thrown error becomes a reply too (the
 * pool then fights that part in the page). In slices of consecutive seeds merged back: exactly oddsOf of the job.
 */
export function runJob(job: OddsJob, onProgress?: (done: number) => void): OddsReply {
  try {
    const opts = job.options ?? {};
    const state = stateOf(job);
    if (!onProgress || job.battles <= PROGRESS_EVERY)
      return { ok: true, result: oddsOf(state, job.battles, job.seed, opts) };
    const parts: OddsResult[] = [];
    for (let done = 0; done < job.battles;) {
      const n = Math.min(PROGRESS_EVERY, job.battles - done);
      parts.push(oddsOf(state, n, job.seed + done, opts));
      done += n;
      if (done < job.battles) onProgress(done);
    }
    return { ok: true, result: mergeOdds(parts) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** The engagement of a job. */
export function stateOf(job: Pick<OddsJob, "state">): EngagementState {
  return JSON.parse(job.state) as EngagementState;
}

export function isProgress(message: unknown): message is OddsProgress {
  const m = message as OddsProgress | null;
  return !!m && typeof m === "object" && Number.isInteger(m.progress) && m.progress >= 0;
}

/** A reply that really is the job's result: every battle a side's win or a draw, the counts whole numbers. */
export function isResultOf(job: { battles: number }, result: unknown): result is OddsResult {
  const r = result as OddsResult | null;
  if (!r || typeof r !== "object" || r.battles !== job.battles) return false;
  if (!r.sides || typeof r.sides !== "object" || !r.wins || typeof r.wins !== "object") return false;
  if (
    !Array.isArray(r.rounds) ||
    !r.rounds.every((n) => Number.isInteger(n) && n >= 0) ||
    !r.ships ||
    typeof r.ships !== "object"
  )
    return false;
  for (const o of Object.values(r.ships)) if (!isShipOdds(o, r.battles)) return false;
  const counts = [r.draws, r.totalRounds, ...Object.values(r.sides), ...Object.values(r.wins)];
  if (!counts.every((n) => Number.isInteger(n) && n >= 0)) return false;
  return Object.values(r.sides).reduce((a, b) => a + b, 0) + r.draws === r.battles;
}

/** One ship's counts in a result: whole numbers, each of its battles ending one way. */
function isShipOdds(o: unknown, battles: number): boolean {
  const s = o as ShipOdds | null;
  if (!s || typeof s !== "object" || !Array.isArray(s.hull) || !Array.isArray(s.structure)) return false;
  const whole = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  if (![s.destroyed, s.disabled, s.escaped, s.active, ...s.hull, ...s.structure].every(whole)) return false;
  return s.destroyed + s.disabled + s.escaped + s.active === battles;
}
