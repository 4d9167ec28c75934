// Bundles the browser page of the screenshot and browser-test pipeline: test/browser/entry.ts (the Foundry
// stand-in of test/harness installed in a browser, the real system code booted on it, scenes to show) → build/browser/.
//
// The stand-in was written for node: it reads system.json, lang/*.json and templates/**/*.hbs with node:fs and
// registers vitest's beforeEach. In the bundle those imports resolve to small virtual modules: a read-only file
// system holding exactly those files (read at bundle time), a POSIX node:path, and a vitest whose beforeEach only
// records its callbacks. Nothing else of the stand-in changes.
import { build } from "vite";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
export const outDir = path.join(root, "build", "browser");
/** Where the bundle pretends the repository is (what import.meta.dirname of test/harness resolves against). */
const VROOT = "/repo";

function collectFiles() {
  const files = {};
  const add = (rel) => {
    files[`${VROOT}/${rel}`] = fs.readFileSync(path.join(root, rel), "utf8");
  };
  add("system.json");
  for (const f of fs.readdirSync(path.join(root, "lang"))) if (f.endsWith(".json")) add(`lang/${f}`);
  const walk = (dir) => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith(".hbs")) add(rel);
    }
  };
  walk("templates");
  return files;
}

const PATH_SHIM = `
const norm = (p) => {
  const abs = p.startsWith("/");
  const out = [];
  for (const part of p.split("/")) {
    if (!part || part === ".") continue;
    if (part === "..") out.pop();
    else out.push(part);
  }
  return (abs ? "/" : "") + out.join("/");
};
export const sep = "/";
export function join(...parts) { return norm(parts.filter(Boolean).join("/")); }
export function resolve(...parts) {
  let p = "";
  for (const part of parts) { if (!part) continue; p = part.startsWith("/") ? part : p + "/" + part; }
  return norm(p.startsWith("/") ? p : "/" + p);
}
export function dirname(p) { const n = norm(p); return n.slice(0, n.lastIndexOf("/")) || "/"; }
export function basename(p) { return norm(p).split("/").pop(); }
export function relative(from, to) { const f = norm(from); const t = norm(to); return t.startsWith(f + "/") ? t.slice(f.length + 1) : t; }
export default { sep, join, resolve, dirname, basename, relative };
`;

const FS_SHIM = `
import FILES from "virtual:cepheus-files";
export function readFileSync(p) {
  if (Object.prototype.hasOwnProperty.call(FILES, p)) return FILES[p];
  throw new Error("browser stand-in file system: no file " + p);
}
export function existsSync(p) { return Object.prototype.hasOwnProperty.call(FILES, p); }
export function readdirSync() { return []; }
export default { readFileSync, existsSync, readdirSync };
`;

const VITEST_SHIM = `
const hooks = (globalThis.__cepheusTestHooks ??= { beforeEach: [], afterEach: [], beforeAll: [] });
export const beforeEach = (fn) => { hooks.beforeEach.push(fn); };
export const afterEach = (fn) => { hooks.afterEach.push(fn); };
export const beforeAll = (fn) => { hooks.beforeAll.push(fn); };
export const expect = () => { throw new Error("expect is not available in the browser bundle"); };
export default { beforeEach, afterEach, beforeAll, expect };
`;

function standInPlugin(files) {
  const ids = {
    "node:fs": "\0cepheus-fs",
    fs: "\0cepheus-fs",
    "node:path": "\0cepheus-path",
    path: "\0cepheus-path",
    vitest: "\0cepheus-vitest",
    "virtual:cepheus-files": "\0cepheus-files",
  };
  return {
    name: "cepheus-browser-stand-in",
    enforce: "pre",
    resolveId(id) {
      return ids[id] ?? null;
    },
    load(id) {
      if (id === "\0cepheus-fs") return FS_SHIM;
      if (id === "\0cepheus-path") return PATH_SHIM;
      if (id === "\0cepheus-vitest") return VITEST_SHIM;
      if (id === "\0cepheus-files") return `export default ${JSON.stringify(files)};`;
      return null;
    },
    transform(code, id) {
      // each file's own directory, as node would give it, rebased on the virtual repository root
      if (!code.includes("import.meta.dirname") || !id.startsWith(root)) return null;
      const dir = `${VROOT}/${path.relative(root, path.dirname(id)).split(path.sep).join("/")}`;
      return { code: code.replaceAll("import.meta.dirname", JSON.stringify(dir)), map: null };
    },
  };
}

/**
 * Build build/browser/entry.js, its chunks and index.html; returns the output folder. As in the system's own build,
 * what the code loads with import() (src/base/lazy.ts) is a separate file, chunks/<name>-<hash>.js, that the page
 * fetches on first use — unless a scene imports the same module statically.
 */
export async function bundleBrowser({ quiet = true } = {}) {
  const files = collectFiles();
  fs.rmSync(path.join(outDir, "chunks"), { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  await build({
    root,
    configFile: false,
    logLevel: quiet ? "warn" : "info",
    plugins: [standInPlugin(files)],
    define: { "process.env.NODE_ENV": JSON.stringify("development") },
    // Web Workers (src/odds/pool.ts) as ES module workers, files of their own beside the chunks, as in the system
    worker: { format: "es", rolldownOptions: { output: { entryFileNames: "chunks/[name]-[hash].js" } } },
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      sourcemap: false,
      target: "es2022",
      modulePreload: false,
      lib: { entry: path.join(root, "test/browser/entry.ts"), formats: ["es"], fileName: () => "entry.js" },
      rollupOptions: {
        output: {
          chunkFileNames: "chunks/[name]-[hash].js",
          codeSplitting: { groups: [{ name: "entry", tags: ["$initial"] }] },
        },
      },
    },
  });
  fs.copyFileSync(path.join(root, "test/browser/page.html"), path.join(outDir, "index.html"));
  fs.copyFileSync(path.join(root, "test/browser/foundry-base.css"), path.join(outDir, "foundry-base.css"));
  return outDir;
}
