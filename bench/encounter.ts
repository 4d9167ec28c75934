// The encounter builder's search, as the GM meets it: a new "page" (a worker thread whose engine the JIT has not seen)
// searches the 24 SRD ships for a fleet that gives three player ships a 60% chance, on new odds worker threads (one
// per core, as the browser's Web Workers), and times its first answer (`encounterFirstMs`: the best few shown while it
// goes on) and its end (`encounterDoneMs`: the best few confirmed); the median of three cold searches.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { SelfTimedBench } from "./harness";
import type { EncounterPageAnswer, EncounterPageJob } from "./encounter-page";

function encounterCold(): SelfTimedBench {
  const cores = Math.max(1, os.availableParallelism());
  const figures: Record<string, number> = {};
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const once = (seed: number) =>
    new Promise<EncounterPageAnswer>((resolve, reject) => {
      const page = new Worker(path.join(dir, "encounter-page.mjs"));
      page.once("message", (answer: EncounterPageAnswer) => {
        void page.terminate();
        resolve(answer);
      });
      page.once("error", reject);
      page.postMessage({
        workerFile: path.join(dir, "odds-worker.mjs"),
        // the SRD ships' pack sources of the checkout benched
        shipsDir: path.join(process.env.BENCH_ROOT ?? process.cwd(), "packs", "_source", "ships"),
        workers: cores,
        seed,
      } satisfies EncounterPageJob);
    });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    key: "encounterSearchesPerMinute",
    name: `the encounter builder's search, cold (24 SRD ships, 3 players, 60%; ${cores} worker threads)`,
    unit: "search",
    async perSecond() {
      const runs: EncounterPageAnswer[] = [];
      for (const seed of [1, 2, 3]) {
        const r = await once(seed);
        console.log(
          `encounter seed ${seed}: first ${Math.round(r.firstMs)} ms, done ${Math.round(r.doneMs)} ms, ` +
            `${r.battles} battles, best ${r.chance.toFixed(1)}% (${r.low.toFixed(1)}–${r.high.toFixed(1)}%)`,
        );
        runs.push(r);
      }
      figures.encounterFirstMs = Math.round(median(runs.map((r) => r.firstMs)));
      figures.encounterDoneMs = Math.round(median(runs.map((r) => r.doneMs)));
      // (per minute, as the key says: searches take seconds)
      return 60_000 / figures.encounterDoneMs;
    },
    figures: () => figures,
  };
}

export const benches: SelfTimedBench[] = [encounterCold()];
