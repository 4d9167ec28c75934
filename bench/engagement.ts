// Rules engine speed: fully resolved attacks and complete two-ship engagements.
import { resolveCheck, type CheckInput } from "../src/rules/checks";
import { rollDamage } from "../src/rules/damage";
import { runSync, seededSource, rollDice, type Rolling } from "../src/rules/dice";
import { simulateEngagement } from "../src/rules/engagement/simulate";
import type { ShipSnapshot } from "../src/rules/types";
import { frontierTrader, raider, sixShipFight } from "../test/rules/engagement/fixtures";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { threadWorker } from "./thread-worker";
import { estimateOddsDetailed, FIRST_BATTLES, ODDS_BATTLES, releaseIdleWorkers } from "../src/odds/pool";
import { createEngagement } from "../src/rules/engagement/state";
import { simulate } from "../src/rules/engagement/simulate";
import type { PageAnswer, PageJob } from "./odds-page";
import type { Bench, SelfTimedBench } from "./harness";

/**
 * The first call also warms the engine up for `ms` (uncounted: the harness's own warm-up discards it). On a loaded
 * 2-core machine the JIT's background compiles get little CPU, and the engagement engine reaches its optimised code
 * only after a few seconds; the harness's 300 ms would measure the interpreter.
 */
function warmedUp(work: () => number, ms = 3000): () => number {
  let warm = false;
  return () => {
    if (!warm) {
      warm = true;
      const start = performance.now();
      while (performance.now() - start < ms) work();
    }
    return work();
  };
}

/** One beam laser attack fully resolved: attack roll → damage roll → hits → locations → system damage. */
function resolvedAttack(target: ShipSnapshot, input: CheckInput): Rolling<ShipSnapshot> {
  return (dice) => {
    const check = resolveCheck(input, rollDice(dice, 2, "check"));
    if (!check.success) return target;
    const damage = rollDice(dice, 1, "damage");
    return rollDamage(dice, target, { damage, weapon: "beamLaser" }).ship;
  };
}

function attacks(): Bench {
  const dice = seededSource(7);
  const fresh = frontierTrader();
  let target = fresh;
  const input: CheckInput = {
    skill: 1,
    characteristicDM: 0,
    difficulty: "average",
    modifiers: [{ source: "sensorTargeting", value: 1 }],
  };
  return {
    key: "attacksPerSecond",
    name: "attacks fully resolved (roll → damage → hits → locations → systems)",
    unit: "attack",
    goal: 500_000,
    run: warmedUp(() => {
      for (let i = 0; i < 1000; i++) {
        target = runSync(resolvedAttack(target, input), dice);
        if (target.structure.value <= 0) target = fresh;
      }
      return 1000;
    }),
  };
}

/** The same engagements on one core (this thread): how fast the engine itself is, run by run. */
function engagementsOnOneCore(): Bench {
  const a = raider();
  const b = frontierTrader();
  let seed = 1;
  return {
    key: "engagementsPerSecondOneCore",
    name: "two-ship engagements on one core (Raider vs Frontier Trader, to the end)",
    unit: "engagement",
    run: warmedUp(() => {
      for (let i = 0; i < 20; i++) simulateEngagement(a, b, seed++);
      return 20;
    }),
  };
}

/**
 * Two-ship engagements per second on this machine, as the system fights them for the referee's "odds of this fight":
 * estimates of 10,000 battles of the duel through the system's own pool (parts taken by one worker thread per core as
 * each finishes its last), timed from the call to the merged result, on workers kept warm from the estimates before
 * (the pool keeps them; a first estimate on new workers also waits for the JIT), as the odds window asks for them (the
 * page's first battles, then the workers' parts, small ones first). Also writes `oddsEstimateMs`: how long one such
 * estimate takes.
 */
function engagementsOnEveryCore(): SelfTimedBench {
  const cores = Math.max(1, os.availableParallelism());
  let estimateMs = 0;
  return {
    key: "engagementsPerSecond",
    name: `two-ship engagements on this machine (the odds pool, ${cores} worker threads)`,
    unit: "engagement",
    goal: 20_000,
    async perSecond() {
      const a = raider();
      const b = frontierTrader();
      const state = createEngagement({ ships: [a, b], sides: { [a.id]: a.id, [b.id]: b.id }, range: "short" });
      // the built bench sits beside its worker entry (scripts/bench.mjs builds both into build/bench/)
      const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "odds-worker.mjs");
      // the system's odds pool (src/odds/pool.ts) on Node: each of its workers a worker thread
      const create = () => threadWorker(file);
      const estimate = async (seed: number) => {
        const e = await estimateOddsDetailed(
          state,
          ODDS_BATTLES,
          seed,
          {},
          { workers: cores, create, first: FIRST_BATTLES },
        );
        if (e.inPage || e.result.battles !== ODDS_BATTLES)
          throw new Error(`odds bench: a worker failed: ${e.failures.join("; ")}`);
      };
      try {
        let seed = 1;
        // warm-up, uncounted: the same estimates until the workers' engines are optimised
        for (const start = performance.now(); performance.now() - start < 3000; seed += ODDS_BATTLES)
          await estimate(seed);
        let estimates = 0;
        const start = performance.now();
        while (performance.now() - start < 3000) {
          await estimate(seed);
          seed += ODDS_BATTLES;
          estimates++;
        }
        const ms = performance.now() - start;
        estimateMs = ms / estimates;
        return (estimates * ODDS_BATTLES) / (ms / 1000);
      } finally {
        releaseIdleWorkers();
      }
    },
    figures: (): Record<string, number> => (estimateMs ? { oddsEstimateMs: Math.round(estimateMs) } : {}),
  };
}

/** Six ships on three sides (sixShipFight) fought to the end on one core: how the engine fares with many ships. */
function sixShipsOnOneCore(): Bench {
  const start = sixShipFight();
  let seed = 1;
  return {
    key: "sixShipEngagementsPerSecondOneCore",
    name: "six-ship, three-side engagements on one core (to the end or 30 rounds)",
    unit: "engagement",
    run: warmedUp(() => {
      simulate(start, seededSource(seed++));
      return 1;
    }),
  };
}

/**
 * The referee's first estimate, cold: a new "page" (a worker thread whose engine the JIT has not seen) starts the odds
 * pool on new worker threads, and the time until the first estimate is there (the page's own first battles, as the odds
 * window shows them) is taken; the median of five such cold starts, for the bench's duel and for the six-ship,
 * three-side fight. Writes `oddsFirstAnswerMs` and `oddsFirstAnswerMsSixShips`.
 */
function firstAnswerCold(): SelfTimedBench {
  const cores = Math.max(1, os.availableParallelism());
  const figures: Record<string, number> = {};
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const once = (fight: PageJob["fight"], seed: number) =>
    new Promise<PageAnswer>((resolve, reject) => {
      const page = new Worker(path.join(dir, "odds-page.mjs"));
      page.once("message", (answer: PageAnswer) => {
        void page.terminate();
        resolve(answer);
      });
      page.once("error", reject);
      page.postMessage({
        fight,
        workerFile: path.join(dir, "odds-worker.mjs"),
        workers: cores,
        seed,
      } satisfies PageJob);
    });
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    key: "oddsFirstAnswersPerSecond",
    name: "the odds window's first estimate, cold (1000 / oddsFirstAnswerMs)",
    unit: "estimate",
    async perSecond() {
      const times: Record<PageJob["fight"], number[]> = { duel: [], sixShips: [] };
      for (let i = 0; i < 5; i++)
        for (const fight of ["duel", "sixShips"] as const) times[fight].push((await once(fight, 1 + i * 1000)).firstMs);
      figures.oddsFirstAnswerMs = Math.round(median(times.duel));
      figures.oddsFirstAnswerMsSixShips = Math.round(median(times.sixShips));
      return 1000 / median(times.duel);
    },
    figures: () => figures,
  };
}

export const benches: (Bench | SelfTimedBench)[] = [
  firstAnswerCold(),
  attacks(),
  engagementsOnEveryCore(),
  engagementsOnOneCore(),
  sixShipsOnOneCore(),
];
