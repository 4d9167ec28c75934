// The bench harness: a bench is a named function that does `n` units of work per call; `measure` runs it for a
// while and reports units per second. Each figure lands in build/bench.json under its `key`.

export interface Bench {
  /** the build/bench.json key (a flat number) */
  key: string;
  /** a readable name for the table */
  name: string;
  /** what one unit is, for the table ("attack", "engagement", ...) */
  unit: string;
  /** do some units of work; return how many were done */
  run(): number;
  /** the goal in units per second, if any (shown beside the figure) */
  goal?: number;
}

/** A bench that measures itself (work on other threads, say): resolves to units per second. */
export interface SelfTimedBench {
  key: string;
  name: string;
  unit: string;
  goal?: number;
  perSecond(): Promise<number>;
  /** more figures for build/bench.json, read after perSecond (a time in ms, say) */
  figures?: () => Record<string, number>;
}

export interface Measurement {
  key: string;
  name: string;
  unit: string;
  perSecond: number;
  goal?: number;
  /** more figures the bench gave (written beside `key`) */
  figures?: Record<string, number>;
}

/** Measure any bench: a self-timed one times itself, the others through `measure`. */
export async function measureAny(bench: Bench | SelfTimedBench): Promise<Measurement> {
  if ("perSecond" in bench) {
    const perSecond = await bench.perSecond();
    return {
      key: bench.key,
      name: bench.name,
      unit: bench.unit,
      perSecond,
      goal: bench.goal,
      figures: bench.figures?.(),
    };
  }
  return measure(bench);
}

/** Warm up, then call `bench.run` until `ms` milliseconds have passed; units per second. */
export function measure(bench: Bench, ms = 1500, warmupMs = 300): Measurement {
  const loop = (limit: number) => {
    let units = 0;
    const start = performance.now();
    let now = start;
    while (now - start < limit) {
      units += bench.run();
      now = performance.now();
    }
    return units / ((now - start) / 1000);
  };
  loop(warmupMs);
  const perSecond = loop(ms);
  return { key: bench.key, name: bench.name, unit: bench.unit, perSecond, goal: bench.goal };
}
