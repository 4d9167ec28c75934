// USDF reader speed on adversarial pastes (test/rules/usdf/adversarial.ts: repeated bays, long sensor sentences, many
// sentences, text that normalisation grows, deeply repeated lists, the largest ship, ...), each near the length limit.
// A paste is answered by reading it and building the import window's preview (`importPreview`: the reader, then the
// ship's summary through the actor mapping), as the window does on every change of the text.
//
// Two figures: `usdfPastesPerSecond` (the whole set, one paste after another) and `usdfWorstMs`, the slowest input's
// median time in milliseconds (goal: under 50 ms, so that no paste under the limit holds up the window). The slowest
// input is printed by name.
import fs from "node:fs";
import path from "node:path";
import { importPreview, type Translator } from "../src/apps/usdf/preview";
import { ADVERSARIAL } from "../test/rules/usdf/adversarial";
import type { SelfTimedBench } from "./harness";

const root = process.env.BENCH_ROOT ?? process.cwd();

/** game.i18n over the real lang/en.json. */
function translator(): Translator {
  const lang = JSON.parse(fs.readFileSync(path.join(root, "lang/en.json"), "utf8"));
  const find = (key: string): unknown =>
    key.split(".").reduce<unknown>((cur, part) => (cur as Record<string, unknown> | undefined)?.[part], lang);
  const get = (key: string): string => {
    const v = find(key);
    if (typeof v !== "string") throw new Error(`USDF bench: missing key ${key}`);
    return v;
  };
  return {
    localize: get,
    format: (key, data) => get(key).replace(/{([^}]+)}/g, (m, k: string) => (k in data ? String(data[k]) : m)),
    has: (key) => typeof find(key) === "string",
  };
}

const RUNS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function usdfPastes(): SelfTimedBench {
  let worstMs = 0;
  return {
    key: "usdfPastesPerSecond",
    name: "USDF adversarial pastes answered (reader + preview)",
    unit: "paste",
    async perSecond() {
      const t = translator();
      const answer = (text: string) => importPreview(text, 1, t);
      for (let i = 0; i < 3; i++) for (const a of ADVERSARIAL) answer(a.text);
      const times = new Map<string, number[]>(ADVERSARIAL.map((a) => [a.name, []]));
      let total = 0;
      for (let run = 0; run < RUNS; run++)
        for (const a of ADVERSARIAL) {
          const start = performance.now();
          answer(a.text);
          const ms = performance.now() - start;
          times.get(a.name)!.push(ms);
          total += ms;
        }
      const medians = [...times].map(([name, ms]) => ({ name, ms: median(ms) }));
      const worst = medians.reduce((a, b) => (b.ms > a.ms ? b : a));
      worstMs = worst.ms;
      console.log(`usdfWorstMs ${worst.ms.toFixed(1)} (goal < 50): ${worst.name}`);
      return (RUNS * ADVERSARIAL.length) / (total / 1000);
    },
    figures: () => ({ usdfWorstMs: Math.round(worstMs * 10) / 10 }),
  };
}

export const benches: SelfTimedBench[] = [usdfPastes()];
