// Tracker speed: preparing the combat tracker's view (prepareTrackerView) for an engagement of 20 ships
// with 10 missile salvos in flight, as the GM sees it (every row, every range badge, the range matrix).
//
// Two figures: `trackerContextsPerSecond` through the bench runner (units per second, like every bench), and
// `trackerContextMs` — the mean time of one preparation in milliseconds (goal < 5 ms), timed around each call
// here and merged into build/bench.json when the process exits, after the runner has written its figures (the
// runner records units per second only; a lower-is-better figure needs this).
import fs from "node:fs";
import path from "node:path";
import { prepareTrackerView, type TrackerInput } from "../src/apps/sidebar/view-model";
import { runSync, seededSource } from "../src/rules/dice";
import { applyCommand } from "../src/rules/engagement/engine";
import type { Salvo } from "../src/rules/engagement/memory";
import { createEngagement } from "../src/rules/engagement/state";
import { frontierTrader, patrolFrigate, raider } from "../test/rules/engagement/fixtures";
import type { Bench } from "./harness";

/** Twenty ships on two sides, initiative rolled, ten salvos in flight, a few pursuits; the GM's view. */
export function twentyShipInput(): TrackerInput {
  const makers = [patrolFrigate, raider, frontierTrader];
  const ships = Array.from({ length: 20 }, (_, i) => makers[i % 3](`s${i}`));
  const sides = Object.fromEntries(ships.map((s, i) => [s.id, i % 2 ? "pirates" : "navy"]));
  let state = createEngagement({ ships, sides, range: "long" });
  state = runSync(applyCommand(state, { type: "rollInitiative" }), seededSource(20)).state;
  const m = state.memory;
  for (let i = 0; i < 10; i++) {
    const salvo: Salvo = {
      id: `s-bench-${i}`,
      attackerId: `s${(2 * i) % 20}`,
      targetId: `s${(2 * i + 1) % 20}`,
      missileType: i % 3 === 0 ? "smart" : "standard",
      count: 3 + (i % 4),
      launchedRound: m.round,
      impactRound: m.round + 1 + (i % 2),
      toHit: 8,
      fuelEndsRound: m.round + 4,
    };
    m.salvos.push(salvo);
  }
  m.pursuits.push({ pursuerId: "s1", targetId: "s0", turns: 2 }, { pursuerId: "s3", targetId: "s4", turns: 1 });
  return {
    state,
    ships: ships.map((s, i) => ({ id: s.id, name: `${s.name} ${i}`, img: null, owned: i % 2 === 0, hidden: false })),
    viewer: { isGM: true },
    overrides: ["s0|s1", "s2|s3"],
    tokenRanges: true,
    canStepBack: true,
  };
}

const timing = { ms: 0, count: 0 };

function trackerContext(): Bench {
  const input = twentyShipInput();
  return {
    key: "trackerContextsPerSecond",
    name: "tracker context (20 ships, 10 salvos, GM view)",
    unit: "context",
    goal: 200,
    run() {
      const n = 20;
      const start = performance.now();
      let rows = 0;
      for (let i = 0; i < n; i++) rows += prepareTrackerView(input).rows.length;
      timing.ms += performance.now() - start;
      timing.count += n;
      if (rows !== 20 * n) throw new Error("tracker bench: lost rows");
      return n;
    },
  };
}

process.once("exit", () => {
  if (!timing.count) return;
  const file = path.join(process.env.BENCH_ROOT ?? process.cwd(), "build", "bench.json");
  let figures: Record<string, number> = {};
  try {
    figures = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    figures = {};
  }
  figures.trackerContextMs = Math.round((timing.ms / timing.count) * 1000) / 1000;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(figures, null, 2) + "\n");
  console.log(`trackerContextMs ${figures.trackerContextMs} (goal < 5)`);
});

export const benches: Bench[] = [trackerContext()];
