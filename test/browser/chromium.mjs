// Where the browser tests and the screenshots find Chromium (or Chrome): the path in CHROME_PATH when it is set,
// else the first of the usual install paths that exists. Never a downloaded browser (playwright-core downloads none).
import fs from "node:fs";

/** The usual places, in the order they are tried: Debian and Ubuntu packages, snap, Fedora, macOS, Windows. */
export const USUAL_PATHS = Object.freeze([
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/snap/bin/chromium",
  "/usr/lib64/chromium-browser/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
]);

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * The Chromium executable to start. `env.CHROME_PATH`, when set, must name an existing file (a wrong path is an
 * error, not a silent fallback); otherwise the first of USUAL_PATHS that exists. Throws with what to do when none does.
 */
export function findChromium(env = process.env, exists = isFile) {
  const chosen = env.CHROME_PATH?.trim();
  if (chosen) {
    if (exists(chosen)) return chosen;
    throw new Error(
      `CHROME_PATH is set to "${chosen}", which is not a file. Point it at a Chromium or Chrome executable, or unset it to use ${USUAL_PATHS[0]}.`,
    );
  }
  const found = USUAL_PATHS.find((p) => exists(p));
  if (found) return found;
  throw new Error(
    `No Chromium found (looked in: ${USUAL_PATHS.join(", ")}). Install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome executable.`,
  );
}
