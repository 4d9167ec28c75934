// The tests a mutant must fail: those of the run's target (./targets.mjs, chosen by ./stryker.config.mjs, which
// passes its name in MUTATION_TARGET), on the project's Vitest settings (../../vite.config.ts) otherwise. Each
// target leaves out its slow fast-check tests: a guard must be held by a test that names it. Tests of the Foundry
// side (test/apps, ...) are left out: a rule's guard must be held by the rules' tests, and each of those boots the
// Foundry stand-in.
import { defineConfig } from "vitest/config";
import base from "../../vite.config";
import { DEFAULT_TARGET, TARGETS } from "./targets.mjs";

const target = TARGETS[process.env.MUTATION_TARGET ?? DEFAULT_TARGET];
if (!target) throw new Error(`MUTATION_TARGET "${process.env.MUTATION_TARGET}" is no target of targets.mjs`);

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: target.include,
    exclude: [...(base.test?.exclude ?? []), ...target.exclude],
    coverage: { enabled: false },
  },
});
