import { defineConfig } from "vitest/config";

// One ES module bundle for Foundry; static files (manifest, templates, lang, css, packs) are copied by
// scripts/build.mjs. Vitest reads the `test` block.
export default defineConfig({
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: "es2022",
    copyPublicDir: false,
    // An app build of one ES entry rather than library mode: library mode keeps whitespace in ES output.
    rollupOptions: {
      input: "src/index.ts",
      preserveEntrySignatures: "strict",
      output: { format: "es", entryFileNames: "cepheus-space-combat.mjs", codeSplitting: false },
    },
  },
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**"],
    environment: "node",
    // Generous limits: property tests and pack compilation are slow on a loaded 2-core machine. Speed goals
    // belong to `npm run bench`, never to a test's timeout.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The Foundry stand-in (test/harness/README.md): globals foundry, CONFIG, game, ui, Hooks, Actor, Roll, ...
    setupFiles: ["test/harness/setup.ts"],
    coverage: {
      provider: "v8",
      include: ["src/rules/**/*.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "build/coverage",
      thresholds: { lines: 95 },
    },
  },
});
