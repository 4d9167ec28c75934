// Mutation testing of the readers of other systems' files (src/rules/imports): `npm run mutation`, not part of
// `npm test` (it runs the import tests once per mutant, minutes on two cores). Stryker changes the code one small
// way at a time (a bound, a comparison, a condition, a string) and counts a mutant killed when some test fails.
// The run fails under 85% killed; the report is build/mutation/report.json and .html.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "scripts/mutation/vitest.config.ts" },
  mutate: ["src/rules/imports/**/*.ts"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: "build/mutation/report.json" },
  htmlReporter: { fileName: "build/mutation/report.html" },
  tempDirName: "build/stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: 90, low: 85, break: 85 },
  // a change that loops for ever is caught by its time: well above a run of the tests, well below Stryker's default
  timeoutMS: 2000,
};
