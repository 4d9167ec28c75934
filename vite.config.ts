import { defineConfig } from "vitest/config";

// The ES module Foundry loads (system.json `esmodules`) plus the chunks it imports on first use (src/lazy.ts):
// dist/cepheus-space-combat.mjs and dist/chunks/<name>-<hash>.mjs, which it finds relative to its own URL. Static
// files (manifest, templates, lang, css, packs) are copied by scripts/build.mjs. Vitest reads the `test` block.
export default defineConfig({
  // Relative URLs for built files (a worker's URL is resolved against the importing chunk's own URL): the system is
  // served under systems/cepheus-space-combat/, never at the root.
  base: "./",
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: "es2022",
    copyPublicDir: false,
    // No <link rel="modulepreload"> helper: it would build chunk URLs from `base` ("/chunks/..."), not from the
    // module's own URL under systems/cepheus-space-combat/.
    modulePreload: false,
    // An app build of one ES entry rather than library mode: library mode keeps whitespace in ES output.
    rollupOptions: {
      input: "src/index.ts",
      // A chunk imports what it shares with the main module from the main module itself (dist/cepheus-space-combat.mjs,
      // one folder up from dist/chunks/: the same URL, so the same instance), which needs the entry to export more
      // than `api`; "strict" would instead move the shared code into a third file loaded at start-up.
      preserveEntrySignatures: "allow-extension",
      output: {
        format: "es",
        entryFileNames: "cepheus-space-combat.mjs",
        chunkFileNames: "chunks/[name]-[hash].mjs",
        // Everything the entry imports statically stays in the entry file: without this group rolldown may move
        // modules it shares with several chunks into a common chunk that the entry would then load at start-up.
        // The rules that no start-up code imports (game.system.api's rules with their argument checks, the
        // simulation and odds, the NPC crews' planner, the engine's command runner) go into one chunk, `rules`, which
        // every chunk needing them imports, instead of one small common chunk per combination of chunks that share
        // them (src/rules/usdf and src/rules/imports stay in the usdf chunk, their only user).
        codeSplitting: {
          groups: [
            { name: "cepheus-space-combat", tags: ["$initial"], priority: 2 },
            { name: "rules", test: /[\\/]src[\\/]rules[\\/](?!usdf[\\/]|imports[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
  // Web Workers (`new Worker(new URL("./x.ts", import.meta.url), { type: "module" })`, src/odds/pool.ts): each is
  // bundled on its own into dist/chunks/<name>-<hash>.mjs, self-contained (a worker has no `game` and cannot import
  // the main module), as an ES module worker.
  worker: {
    format: "es",
    rolldownOptions: {
      output: { entryFileNames: "chunks/[name]-[hash].mjs", chunkFileNames: "chunks/[name]-[hash].mjs" },
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
    // user-context.ts (node only) gives each stand-in client's work its own game.user
    setupFiles: ["test/harness/setup.ts", "test/harness/user-context.ts"],
    // Coverage of all of src (npm test prints the summary): a floor for the whole, a higher one for the pure rules.
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "build/coverage",
      // the summary even when a test fails (npm test prints it either way)
      reportOnFailure: true,
      // floors for all of src just under what the tests reached when they were set (the run prints today's figures);
      // the pure rules keep their own, higher line floor
      thresholds: { lines: 94, statements: 91, functions: 92, branches: 84, "src/rules/**/*.ts": { lines: 95 } },
    },
  },
});
