// The one test command: every check, then a plain "N passed, N failed" line.
// A check that is not a vitest test (build, lint, typecheck, coverage) counts as one test.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
let passed = 0;
let failed = 0;
const failures = [];

function run(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
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
    return { passed: j.numPassedTests ?? 0, failed: (j.numFailedTests ?? 0) + (j.numTotalTestSuites && j.success === false && !j.numFailedTests ? 1 : 0) };
  } catch {
    return null;
  }
}

fs.mkdirSync(path.join(root, "build"), { recursive: true });
check("build", run("build", "node", ["scripts/build.mjs"]));
check("lint", run("lint", "npx", ["eslint", "."]));
check("typecheck", run("typecheck", "npx", ["tsc", "--noEmit"]));

const unitJson = "build/vitest.json";
fs.rmSync(path.join(root, unitJson), { force: true });
const unitOk = run("unit tests", "npx", [
  "vitest", "run", "--coverage", "--reporter=default", "--reporter=json", `--outputFile.json=${unitJson}`,
]);
const unit = readCounts(unitJson);
if (unit) {
  passed += unit.passed;
  failed += unit.failed;
  if (unit.failed) failures.push(`${unit.failed} unit test(s)`);
  // vitest exits non-zero with every test green when coverage is under its threshold or a file fails to load
  check("coverage and test files", unitOk || unit.failed > 0);
} else check("unit tests (no report)", false);

const browserRunner = path.join(root, "test/browser/run.mjs");
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

if (failures.length) console.log(`\nfailed: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
