// A Stryker reporter ("floors"): each mutated file that its target holds to a floor (./targets.mjs `floors`) must
// reach it, or the run fails (exit code 1), as a run under the target's break threshold does. The threshold is for
// the whole run; a floor keeps one well-tested file from hiding a weaker one beside it.
import { isAbsolute, relative } from "node:path";
import { PluginKind, declareClassPlugin } from "@stryker-mutator/api/plugin";
import { DEFAULT_TARGET, TARGETS } from "./targets.mjs";

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

/** Stryker's mutation score of one file's mutants (percent): detected over detected and undetected. */
export function scoreOf(mutants) {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
  return {
    detected,
    valid: detected + undetected,
    score: detected + undetected ? (100 * detected) / (detected + undetected) : 100,
  };
}

class FloorsReporter {
  static inject = ["logger"];
  constructor(log) {
    this.log = log;
  }
  onMutationTestReportReady(report) {
    const floors = TARGETS[process.env.MUTATION_TARGET ?? DEFAULT_TARGET]?.floors ?? {};
    for (const [key, file] of Object.entries(report.files)) {
      const path = (isAbsolute(key) ? relative(process.cwd(), key) : key).replaceAll("\\", "/");
      const floor = floors[path];
      if (floor === undefined) continue;
      const { detected, valid, score } = scoreOf(file.mutants);
      const line = `${path}: ${score.toFixed(2)}% killed (${detected}/${valid}), floor ${floor}%`;
      if (score < floor) {
        this.log.error(`${line}: under its floor, setting exit code to 1 (failure).`);
        process.exitCode = 1;
      } else this.log.info(line);
    }
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, "floors", FloorsReporter)];
