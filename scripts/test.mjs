// The one test command: every check, then a plain "N passed, N failed" line.
// A check that is not a vitest test (build, lint, format, typecheck, coverage) counts as one test.
// The vitest tests run twice: every test with the Foundry stand-in playing v13 (with coverage), then every
// Foundry-layer test again with it playing v14 (FOUNDRY_GENERATION=14, test/harness/README.md "v14 mode"). The pure
// rules tests (test/rules, the USDF reader's included: no Foundry, no stand-in) run once, in the first run.
// The output is meant for logs: each stage starts with a "=== [n/N] what runs" line and ends with its time, and the
// child processes are told to print no colour codes (NO_COLOR, FORCE_COLOR=0).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { childEnv, stageEnd, stageLine } from "./test-output.mjs";

const root = path.resolve(import.meta.dirname, "..");
let passed = 0;
let failed = 0;
const failures = [];
const browserRunner = path.join(root, "test/browser/run.mjs");
const STAGES = fs.existsSync(browserRunner) ? 7 : 6;
let stage = 0;

function run(name, cmd, args, env = {}) {
  console.log(`\n${stageLine(++stage, STAGES, name, cmd, args, env)}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: childEnv(process.env, env) });
  console.log(stageEnd(name, r.status ?? r.signal, Date.now() - started));
  return r.status === 0;
}
function check(name, ok) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
}
function readCounts(file) {
  try {
    const j = JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
    return {
      passed: j.numPassedTests ?? 0,
      failed: (j.numFailedTests ?? 0) + (j.numTotalTestSuites && j.success === false && !j.numFailedTests ? 1 : 0),
    };
  } catch {
    return null;
  }
}

fs.mkdirSync(path.join(root, "build"), { recursive: true });
check("build", run("build", "node", ["scripts/build.mjs"]));
check("lint", run("lint", "npx", ["eslint", "."]));
check("format", run("format", "npx", ["prettier", "--check", "."]));
check("typecheck", run("typecheck", "npx", ["tsc", "--noEmit"]));

/** Tests that touch no Foundry API (the rules and the USDF reader): the v14 run leaves them out. */
const PURE_RULES = ["test/rules/**"];
const generations = [];

const unitJson = "build/vitest.json";
fs.rmSync(path.join(root, unitJson), { force: true });
// the attacker's table is written afresh by the test/security files of both runs (test/security/attacker.ts)
fs.rmSync(path.join(root, "build/security"), { recursive: true, force: true });
fs.rmSync(path.join(root, "build/security.json"), { force: true });
fs.rmSync(path.join(root, "build/coverage"), { recursive: true, force: true });
const unitOk = run(
  "unit tests, Foundry v13",
  "npx",
  ["vitest", "run", "--coverage", "--reporter=default", "--reporter=json", `--outputFile.json=${unitJson}`],
  { FOUNDRY_GENERATION: "13" },
);
const unit = readCounts(unitJson);
if (unit) {
  passed += unit.passed;
  failed += unit.failed;
  generations.push({ name: "foundry v13", ...unit });
  if (unit.failed) failures.push(`${unit.failed} unit test(s) under v13`);
  // vitest exits non-zero with every test green when coverage is under its threshold or a file fails to load
  check("coverage and test files", unitOk || unit.failed > 0);
} else check("unit tests, v13 (no report)", false);

const v14Json = "build/vitest-v14.json";
fs.rmSync(path.join(root, v14Json), { force: true });
const v14Ok = run(
  "unit tests, Foundry v14 (Foundry-layer tests only)",
  "npx",
  [
    "vitest",
    "run",
    ...PURE_RULES.flatMap((glob) => ["--exclude", glob]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${v14Json}`,
  ],
  { FOUNDRY_GENERATION: "14" },
);
const v14 = readCounts(v14Json);
if (v14) {
  passed += v14.passed;
  failed += v14.failed;
  generations.push({ name: "foundry v14", ...v14 });
  if (v14.failed) failures.push(`${v14.failed} unit test(s) under v14`);
  check("test files under v14", v14Ok || v14.failed > 0);
} else check("unit tests, v14 (no report)", false);

/** The least attempts the attacker's table holds for each Foundry generation the stand-in played. */
const SECURITY_ATTEMPTS = 200;
/**
 * The attacker's table (build/security.json): in each generation at least SECURITY_ATTEMPTS attempts, none got
 * through, none was refused by an exception of ours. One check; what fell short is printed.
 */
function securityTable() {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path.join(root, "build/security.json"), "utf8"));
  } catch {
    console.log("\nsecurity table: build/security.json missing");
    return false;
  }
  let ok = true;
  for (const generation of ["v13", "v14"]) {
    const g = report.generations?.[generation];
    const rows = Object.values(g?.table ?? {});
    const sum = (key) => rows.reduce((n, r) => n + (r[key] ?? 0), 0);
    const line = `${generation}: ${g?.attempts ?? 0} attempts, ${sum("gotThrough")} through, ${sum("refusedWithException")} by exception`;
    console.log(`security table ${line}`);
    if (!g || g.attempts < SECURITY_ATTEMPTS || sum("gotThrough") || sum("refusedWithException")) ok = false;
  }
  return ok;
}
check("security table", securityTable());

if (fs.existsSync(browserRunner)) {
  const browserJson = "build/browser.json";
  fs.rmSync(path.join(root, browserJson), { force: true });
  const ok = run("browser tests", "node", [browserRunner, browserJson]);
  const b = readCounts(browserJson);
  if (b) {
    passed += b.passed;
    failed += b.failed;
    if (b.failed) failures.push(`${b.failed} browser test(s)`);
    if (!ok && !b.failed) check("browser runner", false);
  } else check("browser tests (no report)", false);
}

/** The v13 run's coverage of src (build/coverage/coverage-summary.json, vite.config.ts), as one line. */
function coverageLine() {
  try {
    const total = JSON.parse(fs.readFileSync(path.join(root, "build/coverage/coverage-summary.json"), "utf8")).total;
    return `coverage of src: ${["lines", "statements", "functions", "branches"].map((k) => `${k} ${total[k].pct}%`).join(", ")}`;
  } catch {
    return null;
  }
}

const coverage = coverageLine();
if (coverage) console.log(`\n${coverage}`);
if (failures.length) console.log(`\nfailed: ${failures.join(", ")}`);
if (generations.length)
  console.log(
    `\n${generations.map((g) => `${g.name}: ${g.passed} passed${g.failed ? `, ${g.failed} failed` : ""}`).join(" · ")}`,
  );
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
