// Mutation testing: `npm run mutation`, not part of `npm test` (it runs the tests once per mutant, minutes to an hour
// on two cores). Stryker changes the code one small way at a time (a bound, a comparison, a condition, a string) and
// counts a mutant killed when some test fails: a mutant no test kills is a guard no test holds.
//
// What is mutated is a target of ./targets.mjs, each with the tests that must hold its files:
//   npm run mutation                                       the readers of other systems' files (src/rules/imports)
//   MUTATION_TARGET=engine npm run mutation                the engine's files held to a floor (damage chain, attack,
//                                                          validation), against test/rules but its fast-check tests
//   MUTATION_TARGET=net npm run mutation                   the GM's side of the request channel (src/net/answer.ts,
//                                                          taken.ts) and src/play/permissions.ts, against test/net,
//                                                          test/security and test/play
//   npm run mutation -- --mutate src/rules/damage-chain.ts one file; the target is the one whose folder holds it
//   npm run mutation -- --mutate src/rules/damage-chain.ts:120-160   only those lines
// Each target has its break threshold (the run fails under it) and may hold a file to a higher floor of its own
// (./floors.mjs). The report is build/mutation/report.json and .html. Running two at once needs a second tempDirName.
import { TARGETS, chooseTarget } from "./targets.mjs";

const targetName = chooseTarget(process.argv, process.env);
const target = TARGETS[targetName];
// the test runners (Stryker's child processes, which inherit this environment) read their tests from it
process.env.MUTATION_TARGET = targetName;

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "scripts/mutation/vitest.config.ts" },
  mutate: target.mutate,
  coverageAnalysis: "perTest",
  concurrency: 2,
  appendPlugins: ["./scripts/mutation/floors.mjs"],
  reporters: ["clear-text", "progress", "json", "html", "floors"],
  jsonReporter: { fileName: "build/mutation/report.json" },
  htmlReporter: { fileName: "build/mutation/report.html" },
  tempDirName: "build/stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: Math.max(90, target.breakAt), low: target.breakAt, break: target.breakAt },
  // a change that loops for ever is caught by its time: well above a run of the tests, well below Stryker's default
  // (Stryker counts a time-out as killed: on a loaded machine a change that only slows the engine, a cache or a fast
  // path turned off, may time out too, so read the report's Timeout mutants with care)
  timeoutMS: 2000,
};
