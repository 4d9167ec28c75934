// Rules engine speed: fully resolved attacks and complete two-ship engagements (issue 3's goals).
import { resolveCheck, type CheckInput } from "../src/rules/checks";
import { rollDamage } from "../src/rules/damage";
import { runSync, seededSource, rollDice, type Rolling } from "../src/rules/dice";
import { simulateEngagement } from "../src/rules/engagement/simulate";
import type { ShipSnapshot } from "../src/rules/types";
import { frontierTrader, raider } from "../test/rules/engagement/fixtures";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { mergeOdds, splitBattles, type OddsResult } from "../src/rules/engagement/odds";
import { createEngagement } from "../src/rules/engagement/state";
import type { Bench, SelfTimedBench } from "./harness";
import type { OddsJob } from "./odds-worker";

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
  const input: CheckInput = { skill: 1, characteristicDM: 0, difficulty: "average", modifiers: [{ source: "sensorTargeting", value: 1 }] };
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

function engagements(): Bench {
  const a = raider();
  const b = frontierTrader();
  let seed = 1;
  return {
    key: "engagementsPerSecond",
    name: "two-ship engagements (Raider vs Frontier Trader, to the end)",
    unit: "engagement",
    goal: 20_000,
    run: warmedUp(() => {
      for (let i = 0; i < 20; i++) simulateEngagement(a, b, seed++);
      return 20;
    }),
  };
}

/**
 * The referee's "odds of this fight" as the system computes it: the battles split over one worker thread per core
 * (splitBattles / mergeOdds, as the Foundry side does with Web Workers), timed from the jobs posted to the merged
 * result. The same engine as `engagementsPerSecond`, on every core of the machine.
 */
function oddsOnEveryCore(): SelfTimedBench {
  const cores = Math.max(1, os.availableParallelism());
  return {
    key: "oddsEngagementsPerSecond",
    name: `two-ship engagements for the odds, on ${cores} worker threads`,
    unit: "engagement",
    goal: 20_000,
    async perSecond() {
      const a = raider();
      const b = frontierTrader();
      const state = createEngagement({ ships: [a, b], sides: { [a.id]: a.id, [b.id]: b.id }, range: "short" });
      // the built bench sits beside its worker entry (scripts/bench.mjs builds both into build/bench/)
      const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "odds-worker.mjs");
      const workers = Array.from({ length: cores }, () => new Worker(file));
      const ask = (w: Worker, job: OddsJob) =>
        new Promise<OddsResult>((resolve, reject) => {
          const onError = (err: Error) => {
            w.off("message", onMessage);
            reject(err);
          };
          const onMessage = (result: OddsResult) => {
            w.off("error", onError);
            resolve(result);
          };
          w.once("message", onMessage);
          w.once("error", onError);
          w.postMessage(job);
        });
      const run = (battles: number, seed: number, warmMs?: number) =>
        Promise.all(splitBattles(battles, seed, cores).map((p, i) => ask(workers[i], { state, battles: p.battles, seed: p.seed, warmMs }))).then(mergeOdds);
      try {
        await run(cores, 1, 3000);
        let battles = 0;
        let seed = 1;
        const start = performance.now();
        while (performance.now() - start < 3000) {
          const r = await run(4000, seed);
          battles += r.battles;
          seed += r.battles;
        }
        return battles / ((performance.now() - start) / 1000);
      } finally {
        await Promise.all(workers.map((w) => w.terminate()));
      }
    },
  };
}

export const benches: (Bench | SelfTimedBench)[] = [attacks(), engagements(), oddsOnEveryCore()];
