// The release zip of a system folder: every file under `dir` at the zip's root, as Foundry's installer expects,
// without source maps and LevelDB lock files. Shared by scripts/build.mjs and scripts/release.mjs.
import { zipSync } from "fflate";
import fs from "node:fs";
import path from "node:path";

/** The files of `dir` that go into a release, keyed by their path inside the zip; `replace` overrides contents. */
export function releaseFiles(dir, replace = {}) {
  const files = {};
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith(".map") && entry.name !== "LOCK")
        files[path.relative(dir, full).split(path.sep).join("/")] = fs.readFileSync(full);
    }
  };
  walk(dir);
  return Object.assign(files, replace);
}

/** Write the zip of `files` to `out`; returns the number of files. */
export function writeZip(files, out) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, zipSync(files, { level: 9 }));
  return Object.keys(files).length;
}
