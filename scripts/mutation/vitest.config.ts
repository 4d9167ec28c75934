// The tests a mutant of src/rules/imports must fail: the readers' own (test/rules/imports) but the property tests,
// pure and quick, on the
// project's Vitest settings (../../vite.config.ts) otherwise. The import window's tests (test/apps/usdf) are left
// out: a reader's guard must be held by the readers' tests, and each of those boots the Foundry stand-in.
import { defineConfig } from "vitest/config";
import base from "../../vite.config";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["test/rules/imports/**/*.test.ts"],
    // the property tests' hundreds of random runs only ask "sound, never throws": too slow to repeat per change
    exclude: [...(base.test?.exclude ?? []), "test/rules/imports/properties.test.ts"],
    coverage: { enabled: false },
  },
});
