// The built system (scripts/build.mjs → dist/ and build/cepheus-space-combat.zip): the module Foundry loads at
// start-up stays under its size budget, and what is loaded on first use (src/base/lazy.ts) is in chunk files beside
// it — only there, reached by import() alone, in the release zip, and loadable from the built main module. Web Workers
// (the odds worker) are files of their own beside the chunks: self-contained, started by a chunk, in the zip.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import "../harness/usdf-runtime";

/**
 * Bytes of dist/cepheus-space-combat.mjs, minified. Lower it as the module shrinks; raise it only on purpose, with the
 * reason in the commit: code that is not needed at init, ready or on every render belongs in a chunk. What stays in
 * the main module, because it must run the moment it is called: the data models and their fit checks (every actor's
 * validation), the sheets and tracker views (every render) with the rules they show (validation, the available
 * actions, ship state, damage tables), the request channel with each request's read and permission re-check (every
 * click), core's turn bookkeeping and the feature checks of src/foundry-compat.ts (every engagement write), the
 * public hooks for modules and the weapon-fire effects' listeners (built as core's document hooks fire, on every
 * client), the token placeable subclass with its tooltip line (CONFIG.Token.objectClass), and the GM's guard of the
 * combat state. The engine's executor (engine, flow, attack, reactions, salvos, the damage chain) is not here: the
 * rules' validation reaches none of it, and the GM's command path brings it in a chunk (test/bundle/seam.test.ts).
 * The tracker's setup writes (applySetup) and the damage-waiting flag's way to its card load with the tracker's
 * dialogs, the only ones that use them; the ship sheet's drops and edits (seats, weapons, mounts, small craft) on the
 * first drop or edit; station macros on the first drop or macro; the crew and weapon sheets' views when the first
 * opens. The module registers the battle report's listeners, setting and button, the setting of missiles as craft,
 * the salvo map's listeners with the salvo actor's model and sheet, the encounter builder's two buttons, and a
 * carrier's Launch Craft and Recover Craft with their gates; at 253,800 B it is 253,724 B (the chat card's model names
 * each of its field shapes once).
 */
export const MAIN_MODULE_LIMIT = 253_800;

/** The chunks and the source folders or files that must be in them (and so not in the main module). */
const CHUNKS: Record<string, string[]> = {
  usdf: [
    "src/rules/usdf/",
    "src/data/usdf/",
    "src/apps/usdf/import-dialog.ts",
    "src/apps/usdf/import.ts",
    "src/apps/usdf/export.ts",
    "src/apps/usdf/preview.ts",
  ],
  "action-dialog": ["src/apps/dialogs/"],
  // the rules no start-up code imports: game.system.api's rules with their argument checks, the simulation and odds,
  // the NPC crews' planner, the engine's command runner (vite.config.ts: one group, shared by the chunks below)
  rules: [
    "src/rules/guarded.ts",
    "src/rules/shapes.ts",
    "src/rules/engagement/simulate.ts",
    "src/rules/engagement/odds.ts",
    "src/rules/engagement/npc-crew/turn.ts",
    "src/rules/engagement/npc-crew/plan.ts",
    "src/rules/engagement/engine.ts",
    "src/rules/engagement/battle-report.ts",
    "src/rules/encounter/search.ts",
    "src/rules/engagement/craft-resolve.ts",
  ],
  "command-path": [
    "src/play/run-command.ts",
    "src/play/card-writes.ts",
    "src/play/referee.ts",
    "src/play/withdraw.ts",
    "src/play/step-back-restore.ts",
    "src/play/craft-tokens.ts",
    "src/chat/cards.ts",
    "src/chat/post.ts",
  ],
  "command-schema": ["src/play/command-schema.ts"],
  // (sheet-edits.ts only re-exports them)
  "sheet-edits": [
    "src/apps/sheets/drop-handlers.ts",
    "src/apps/sheets/craft-edits.ts",
    "src/apps/sheets/mount-edits.ts",
    "src/apps/sheets/confirm.ts",
  ],
  "crew-view": ["src/apps/sheets/crew-view.ts"],
  "tracker-dialogs": ["src/apps/sidebar/dialogs.ts", "src/apps/sidebar/control/setup.ts", "src/apps/chat/show-card.ts"],
  "player-combatants": ["src/apps/sidebar/player-combatants.ts", "src/play/roster.ts"],
  "npc-control": ["src/apps/sidebar/npc-control.ts", "src/play/npc-play.ts", "src/chat/view/npc-reason.ts"],
  "self-test": ["src/selftest/self-test.ts", "src/selftest/steps.ts", "src/selftest/kit.ts"],
  // the odds window and the encounter builder, which share the workers' pool
  "odds-dialog": [
    "src/apps/sidebar/odds-dialog.ts",
    "src/odds/pool.ts",
    "src/odds/view.ts",
    "src/odds/charts.ts",
    "src/odds/what-if.ts",
    "src/odds/batch.ts",
    "src/odds/encounter-run.ts",
    "src/apps/encounter/encounter-window.ts",
    "src/apps/encounter/create.ts",
    "src/apps/encounter/view.ts",
  ],
  welcome: ["src/welcome/welcome.ts", "src/welcome/demo.ts"],
  "weapon-effects": ["src/animations/weapon-effects.ts"],
  "token-action-hud": ["src/apps/token-hud/token-action-hud.ts", "src/apps/token-hud/hud-model.ts"],
  "battle-report": ["src/apps/report/battle-report.ts", "src/apps/report/records.ts", "src/apps/report/view.ts"],
  "station-macros": ["src/apps/hotbar/station-macros.ts"],
  "salvo-map": [
    "src/apps/canvas/salvo-map/index.ts",
    "src/apps/canvas/salvo-map/reconcile.ts",
    "src/apps/canvas/salvo-map/plan.ts",
    "src/apps/canvas/salvo-map/placement.ts",
    "src/apps/canvas/salvo-map/hover.ts",
    "src/apps/canvas/salvo-map/withdraw.ts",
  ],
};

/** The Web Workers: the chunk that starts each, and the only sources it may hold besides src/rules/. */
const WORKERS: Record<string, { startedBy: string; sources: string[] }> = {
  "odds-worker": { startedBy: "odds-dialog", sources: ["src/odds/odds-worker.ts", "src/odds/job.ts"] },
};
const isWorkerFile = (f: string) => Object.keys(WORKERS).some((w) => f.startsWith(`${w}-`));

const ROOT = path.resolve(import.meta.dirname, "../..");
const DIST = path.join(ROOT, "dist");
const MAIN = path.join(DIST, "cepheus-space-combat.mjs");
const ZIP = path.join(ROOT, "build", "cepheus-space-combat.zip");

let chunkFiles: string[] = [];
let workerFiles: string[] = [];
/** build/bundle.json, written by scripts/build.mjs from rolldown's output */
let bundle: {
  file: string;
  entry: boolean;
  worker?: boolean;
  bytes: number;
  imports: string[];
  dynamicImports: string[];
  sources?: string[];
}[] = [];

/** The repository-relative source files a built file was made from (its source map). */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(fs.readFileSync(`${file}.map`, "utf8")) as { sources: string[] };
  return map.sources.map((s) =>
    path
      .relative(ROOT, path.resolve(path.dirname(file), s))
      .split(path.sep)
      .join("/"),
  );
}

beforeAll(() => {
  // always the current sources: a stale dist/ must not pass
  const r = spawnSync(process.execPath, [path.join(ROOT, "scripts/build.mjs")], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`npm run build failed:\n${r.stdout}\n${r.stderr}`);
  const files = fs.readdirSync(path.join(DIST, "chunks")).filter((f) => f.endsWith(".mjs"));
  chunkFiles = files.filter((f) => !isWorkerFile(f));
  workerFiles = files.filter(isWorkerFile);
  bundle = JSON.parse(fs.readFileSync(path.join(ROOT, "build", "bundle.json"), "utf8"));
}, 180_000);

describe("the main module", () => {
  it(`is under ${MAIN_MODULE_LIMIT} bytes`, () => {
    const size = fs.statSync(MAIN).size;
    expect(bundle.find((c) => c.entry)?.bytes).toBe(size);
    expect(size, `dist/cepheus-space-combat.mjs is ${size} B`).toBeLessThan(MAIN_MODULE_LIMIT);
  });

  it("imports nothing statically: every chunk is reached by import() alone, relative to the module's own URL", () => {
    const main = bundle.find((c) => c.entry)!;
    expect(main.file).toBe("cepheus-space-combat.mjs");
    expect(main.imports).toEqual([]);
    expect(main.dynamicImports.sort()).toEqual(chunkFiles.map((f) => `chunks/${f}`).sort());
    const code = fs.readFileSync(MAIN, "utf8");
    for (const f of chunkFiles) expect(code, f).toContain(`import(\`./chunks/${f}\`)`);
  });

  it("holds none of the code that is loaded on first use", () => {
    const inMain = sourcesOf(MAIN);
    expect(inMain).toContain("src/index.ts");
    for (const prefixes of Object.values(CHUNKS))
      for (const p of prefixes)
        expect(
          inMain.filter((s) => s.startsWith(p)),
          p,
        ).toEqual([]);
    // the odds feature: only its button (src/apps/sidebar/odds-control.ts) is in the main module; of the encounter
    // builder, only its buttons (src/apps/encounter/load.ts)
    expect(inMain).toContain("src/apps/sidebar/odds-control.ts");
    expect(inMain.filter((s) => s.startsWith("src/odds/"))).toEqual([]);
    expect(inMain.filter((s) => s.startsWith("src/apps/encounter/"))).toEqual(["src/apps/encounter/load.ts"]);
    for (const w of workerFiles) expect(fs.readFileSync(MAIN, "utf8"), w).not.toContain(w);
  });
});

describe("the chunks", () => {
  it("one file per split, named chunks/<name>-<hash>.mjs, holding its code", () => {
    expect(chunkFiles.map((f) => f.replace(/-[\w-]{8}\.mjs$/, "")).sort()).toEqual(Object.keys(CHUNKS).sort());
    for (const [name, prefixes] of Object.entries(CHUNKS)) {
      const file = chunkFiles.find((f) => f.startsWith(`${name}-`))!;
      const sources = sourcesOf(path.join(DIST, "chunks", file));
      for (const p of prefixes)
        expect(
          sources.some((s) => s.startsWith(p)),
          `${p} in ${file}`,
        ).toBe(true);
    }
  });

  it("each imports only the main module (the same URL, so the same instance) and the rules chunk, never another", () => {
    const rules = `chunks/${chunkFiles.find((f) => f.startsWith("rules-"))}`;
    for (const c of bundle.filter((b) => !b.entry && !b.worker)) {
      // a chunk that shares nothing with the main module (the weapon effects: types only) imports nothing at all
      const allowed = c.file === rules ? ["cepheus-space-combat.mjs"] : ["cepheus-space-combat.mjs", rules];
      expect(
        c.imports.filter((i) => !allowed.includes(i)),
        c.file,
      ).toEqual([]);
      expect(c.dynamicImports, c.file).toEqual([]);
      const code = fs.readFileSync(path.join(DIST, c.file), "utf8");
      if (c.imports.includes("cepheus-space-combat.mjs"))
        expect(code, c.file).toMatch(/from\s*["'`]\.\.\/cepheus-space-combat\.mjs["'`]/);
      if (c.imports.includes(rules)) expect(code, c.file).toContain(`"./${path.basename(rules)}"`);
    }
    // the rules chunk holds rules only, and of those not the USDF parser or the readers of other systems' exports
    const inRules = sourcesOf(path.join(DIST, rules));
    expect(inRules.filter((s) => !s.startsWith("src/rules/") || /^src\/rules\/(usdf|imports)\//.test(s))).toEqual([]);
  });

  it("are in the release zip beside the main module (without source maps)", () => {
    const names = Object.keys(unzipSync(fs.readFileSync(ZIP)));
    expect(names).toContain("cepheus-space-combat.mjs");
    expect(names).toContain("system.json");
    for (const f of chunkFiles) expect(names).toContain(`chunks/${f}`);
    expect(names.filter((n) => n.endsWith(".map"))).toEqual([]);
  });

  it("the built main module loads its USDF chunk on first use, relative to its own URL", async () => {
    const main = (await import(/* @vite-ignore */ pathToFileURL(MAIN).href)) as {
      api: { usdf: { load(): Promise<Record<string, unknown> | null> } };
    };
    const usdf = await main.api.usdf.load();
    expect(usdf).not.toBeNull();
    expect(typeof usdf!.ImportShipDialog).toBe("function");
    const parse = usdf!.parseShipDescription as (text: string) => {
      ok: boolean;
      ship?: { name: string; tons: number };
    };
    const parsed = parse("TL9 Brick\nUsing a 100-ton hull (2 Hull, 2 Structure), the Brick hauls bricks.");
    expect(parsed).toMatchObject({ ok: true, ship: { name: "Brick", tons: 100 } });
  });
});

describe("the Web Workers", () => {
  it("one file per worker, chunks/<name>-<hash>.mjs, marked as a worker in build/bundle.json", () => {
    expect(workerFiles.map((f) => f.replace(/-[\w-]{8}\.mjs$/, "")).sort()).toEqual(Object.keys(WORKERS).sort());
    for (const f of workerFiles) {
      const entry = bundle.find((b) => b.file === `chunks/${f}`);
      expect(entry, f).toMatchObject({
        entry: false,
        worker: true,
        bytes: fs.statSync(path.join(DIST, "chunks", f)).size,
      });
    }
  });

  it("self-contained: no import of any kind, made only of src/rules and the worker's own files", () => {
    for (const f of workerFiles) {
      const name = f.replace(/-[\w-]{8}\.mjs$/, "");
      const code = fs.readFileSync(path.join(DIST, "chunks", f), "utf8");
      expect(code, f).not.toMatch(/\bimport\s*[{*"'`(]|\bimport\s+[\w$]+\s*(,|from\b)|\bimportScripts\b/);
      expect(code, f).not.toContain("cepheus-space-combat.mjs");
      const sources = sourcesOf(path.join(DIST, "chunks", f));
      expect(
        sources.filter((s) => !s.startsWith("src/rules/") && !WORKERS[name].sources.includes(s)),
        f,
      ).toEqual([]);
      for (const s of WORKERS[name].sources) expect(sources, f).toContain(s);
    }
  });

  it("started by its chunk with a URL relative to that chunk's own URL (never the site root)", () => {
    for (const f of workerFiles) {
      const name = f.replace(/-[\w-]{8}\.mjs$/, "");
      const starter = chunkFiles.find((c) => c.startsWith(`${WORKERS[name].startedBy}-`))!;
      const code = fs.readFileSync(path.join(DIST, "chunks", starter), "utf8");
      expect(code).toContain("new Worker(");
      const url = code.match(
        new RegExp(`new URL\\(\`([^\`]*${name}-[\\w-]{8}\\.mjs)\`,\\s*import\\.meta\\.url\\)`),
      )?.[1];
      expect(url, `the worker's URL in ${starter}`).toBe(f);
      expect(new URL(url!, pathToFileURL(path.join(DIST, "chunks", starter))).href).toBe(
        pathToFileURL(path.join(DIST, "chunks", f)).href,
      );
    }
  });

  it("are in the release zip (without source maps)", () => {
    const names = Object.keys(unzipSync(fs.readFileSync(ZIP)));
    for (const f of workerFiles) expect(names).toContain(`chunks/${f}`);
  });

  it("the built odds worker answers a job with the odds oddsOf gives (run here on a stand-in worker scope)", async () => {
    const { oddsOf } = await import("../../src/rules/engagement/odds");
    const { createEngagement } = await import("../../src/rules/engagement/state");
    const { patrolFrigate, raider } = await import("../rules/engagement/fixtures");
    const state = createEngagement({
      ships: [patrolFrigate(), raider()],
      sides: { frigate: "navy", raider: "pirates" },
      range: "short",
    });
    const scope = globalThis as unknown as { onmessage?: unknown; postMessage?: unknown };
    const saved = { onmessage: scope.onmessage, postMessage: scope.postMessage };
    const replies: unknown[] = [];
    scope.postMessage = (reply: unknown) => replies.push(reply);
    try {
      const file = path.join(
        DIST,
        "chunks",
        workerFiles.find((f) => f.startsWith("odds-worker-"))!,
      );
      await import(/* @vite-ignore */ `${pathToFileURL(file).href}?scope`);
      const onmessage = scope.onmessage as (e: { data: unknown }) => void;
      expect(typeof onmessage).toBe("function");
      onmessage({ data: structuredClone({ state: JSON.stringify(state), battles: 12, seed: 5 }) });
      expect(replies).toEqual([{ ok: true, result: oddsOf(state, 12, 5) }]);
      // a longer job reports its progress every 500 battles before it answers, with the same result
      replies.length = 0;
      onmessage({ data: structuredClone({ state: JSON.stringify(state), battles: 1_100, seed: 5 }) });
      expect(replies).toEqual([{ progress: 500 }, { progress: 1_000 }, { ok: true, result: oddsOf(state, 1_100, 5) }]);
    } finally {
      Object.assign(scope, saved);
    }
  });
});
