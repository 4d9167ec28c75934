// Fakes for the odds pool's tests: a fight to estimate and a fake Worker that answers like the real one (runJob,
// behind a structured clone and a task boundary) or fails in one of the ways a real worker can.
import { expect, vi } from "vitest";
import { createEngagement, type EngagementState } from "../../src/rules/engagement/state";
import { runJob, type OddsJob } from "../../src/odds/job";
import type { WorkerLike } from "../../src/odds/pool";
import { frontierTrader, patrolFrigate, raider } from "../rules/engagement/fixtures";

/** Two against one at Short range, before initiative. */
export function fight(): EngagementState {
  return createEngagement({
    ships: [patrolFrigate(), raider(), frontierTrader()],
    sides: { frigate: "navy", trader: "navy", raider: "pirates" },
    range: "short",
  });
}

export type Behaviour =
  | "answer"
  | "slow"
  | "canned"
  | "throwOnCreate"
  | "error"
  | "refuse"
  | "nonsense"
  | "messageerror"
  | "throwOnPost"
  | "silent";

/** A Worker as the pool sees it; `behaviours` says what the n-th worker made does (default: answer like the real one). */
export function fakeWorkers(behaviours: Behaviour[] = []) {
  const made: FakeWorker[] = [];
  class FakeWorker implements WorkerLike {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    onmessageerror: ((event: MessageEvent) => void) | null = null;
    jobs: OddsJob[] = [];
    terminated = false;
    constructor(readonly behaviour: Behaviour) {}
    postMessage(job: OddsJob): void {
      if (this.behaviour === "throwOnPost") throw new DOMException("could not be cloned", "DataCloneError");
      // what the browser does: the job is cloned, the answer comes in a later task
      const copy = structuredClone(job);
      this.jobs.push(copy);
      setTimeout(
        () => {
          if (this.terminated) return;
          if (this.behaviour === "answer" || this.behaviour === "slow") {
            // as the real worker: progress reports while it fights, then the answer
            const reply = runJob(copy, (progress) => this.onmessage?.({ data: { progress } } as MessageEvent));
            this.onmessage?.({ data: structuredClone(reply) } as MessageEvent);
          } else if (this.behaviour === "canned") {
            // a well-formed answer whatever the job: every battle a draw
            const result = {
              battles: copy.battles,
              wins: {},
              sides: {},
              draws: copy.battles,
              stalemates: 0,
              totalRounds: 0,
              averageRounds: 0,
              ships: {},
              rounds: [],
            };
            this.onmessage?.({ data: { ok: true, result } } as MessageEvent);
          } else if (this.behaviour === "refuse")
            this.onmessage?.({ data: { ok: false, error: "engine exploded" } } as MessageEvent);
          else if (this.behaviour === "nonsense")
            this.onmessage?.({ data: { ok: true, result: { battles: 3 } } } as MessageEvent);
          else if (this.behaviour === "messageerror") this.onmessageerror?.({} as MessageEvent);
          else if (this.behaviour === "error") {
            const event = {
              message: "Failed to fetch a worker script",
              preventDefault: vi.fn(),
            } as unknown as ErrorEvent;
            this.onerror?.(event);
            expect(event.preventDefault).toHaveBeenCalled();
          }
        },
        this.behaviour === "slow" ? 40 : this.behaviour === "canned" ? 5 : 0,
      );
    }
    terminate(): void {
      this.terminated = true;
    }
  }
  const create = () => {
    const behaviour = behaviours[made.length] ?? "answer";
    if (behaviour === "throwOnCreate") {
      made.push(new FakeWorker(behaviour));
      throw new DOMException("Worker scripts are blocked", "SecurityError");
    }
    const w = new FakeWorker(behaviour);
    made.push(w);
    return w;
  };
  return { made, create, FakeWorker };
}
