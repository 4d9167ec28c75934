// npm run bench: bundle bench/index.ts (and the odds bench's worker entry) for node with vite, run every bench, print a table and merge the figures
// into build/bench.json (one flat object of numbers; other keys already there are kept).
// `npm run bench -- attacksPerSecond` runs only the named figures; BENCH_ROOT=<dir> benches another checkout.
// BENCH_BASE=<dir of another checkout> also times that checkout's engine on one core (engagementsPerSecondOneCore)
// side by side with this one's, in turns in this one process, and writes the ratio (engineOneCoreVsBase).
import { build } from "vite";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";

const root = process.env.BENCH_ROOT ?? path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "build", "bench");
// Each entry is bundled on its own into one self-contained module: code shared through a common chunk is reached
// through module imports, which V8 optimises less well (the engine ran ~40% slower that way).
fs.rmSync(outDir, { recursive: true, force: true });
const entries = [
  ["index", "bench/index.ts"],
  ["odds-worker", "bench/odds-worker.ts"],
  ["odds-page", "bench/odds-page.ts"],
  ["encounter-page", "bench/encounter-page.ts"],
].filter(([, e]) => fs.existsSync(path.join(root, e)));
for (const [name, entry] of entries) {
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    build: {
      ssr: path.join(root, entry),
      outDir,
      emptyOutDir: false,
      target: "node20",
      minify: false,
      rollupOptions: { output: { format: "es", entryFileNames: `${name}.mjs` } },
    },
  });
}

const { benches, measureAny } = await import(pathToFileURL(path.join(outDir, "index.mjs")).href);
const only = process.argv.slice(2);
const rows = [];

// this engine against another checkout's, on one core, in turns (A B A B ...): the median of the pairs' ratios. Taken
// before this checkout's other benches run: V8 tunes each function to the objects it has seen, and the six-ship fight
// and the attack bench would leave this engine's code tuned to more shapes than the other checkout's, which runs only
// the duel.
const base = process.env.BENCH_BASE;
const compared = [];
if (base) {
  const baseDir = path.join(outDir, "base");
  await build({
    root: base,
    configFile: false,
    logLevel: "warn",
    build: {
      ssr: path.join(base, "bench/index.ts"),
      outDir: baseDir,
      emptyOutDir: true,
      target: "node20",
      minify: false,
      rollupOptions: { output: { format: "es", entryFileNames: "index.mjs" } },
    },
  });
  const theirs = await import(pathToFileURL(path.join(baseDir, "index.mjs")).href);
  const key = "engagementsPerSecondOneCore";
  const a = benches.find((b) => b.key === key);
  const b = theirs.benches.find((x) => x.key === key);
  const ratios = [];
  for (let i = 0; i < 5; i++) {
    const ours = (await measureAny(a)).perSecond;
    const old = (await theirs.measureAny(b)).perSecond;
    ratios.push(ours / old);
    console.log(`${key}: this checkout ${Math.round(ours)}, ${base} ${Math.round(old)}: ${(ours / old).toFixed(2)}x`);
  }
  ratios.sort((x, y) => x - y);
  compared.push({
    key: "engineOneCoreVsBase",
    name: `engine on one core against ${base} (ratio, median of 5 pairs)`,
    unit: "ratio",
    perSecond: ratios[2],
    figures: { engineOneCoreVsBase: Math.round(ratios[2] * 100) / 100 },
  });
  // the same ratio by CPU time (this process's user + system seconds), in 21 shorter pairs: on a machine shared with
  // other work, wall time counts the time the process waited for a core, CPU time does not
  const cpuRate = (bench) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < 500) n += bench.run();
    const c = process.cpuUsage(c0);
    return n / ((c.user + c.system) / 1e6);
  };
  const cpu = [];
  for (let i = 0; i < 21; i++) {
    // alternately first, so that neither engine always follows the other
    let ours, old;
    if (i % 2) {
      old = cpuRate(b);
      ours = cpuRate(a);
    } else {
      ours = cpuRate(a);
      old = cpuRate(b);
    }
    cpu.push(ours / old);
  }
  cpu.sort((x, y) => x - y);
  console.log(
    `${key} by CPU time: median ${cpu[10].toFixed(2)}x (min ${cpu[0].toFixed(2)}, max ${cpu[20].toFixed(2)}; 21 pairs)`,
  );
  compared.push({
    key: "engineOneCoreVsBaseCpu",
    name: `the same by CPU time (median of 21 pairs)`,
    unit: "ratio",
    perSecond: cpu[10],
    figures: { engineOneCoreVsBaseCpu: Math.round(cpu[10] * 100) / 100 },
  });
}

for (const bench of benches) {
  if (only.length && !only.includes(bench.key)) continue;
  rows.push(await measureAny(bench));
}
rows.push(...compared);

const fmt = (n) => Math.round(n).toLocaleString("en-US");
const head = ["figure", "per second", "goal", ""];
const body = rows.map((r) => [
  r.name,
  r.unit === "ratio" ? r.perSecond.toFixed(2) : fmt(r.perSecond),
  r.goal ? fmt(r.goal) : "",
  r.goal ? (r.perSecond >= r.goal ? "ok" : "below goal") : "",
]);
const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
console.log(line(head));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const b of body) console.log(line(b));
for (const r of rows) for (const [k, v] of Object.entries(r.figures ?? {})) console.log(`${k} ${v}`);

const file = path.join(root, "build", "bench.json");
let figures = {};
try {
  figures = JSON.parse(fs.readFileSync(file, "utf8"));
} catch {
  figures = {};
}
// figures no bench gives any more (renamed: oddsEngagementsPerSecond is engagementsPerSecond)
for (const key of ["oddsEngagementsPerSecond"]) delete figures[key];
for (const r of rows) {
  if (r.unit !== "ratio") figures[r.key] = Math.round(r.perSecond);
  Object.assign(figures, r.figures);
}
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(figures, null, 2) + "\n");
console.log(`\nwrote ${path.relative(root, file)}`);
