// How scripts/test.mjs keeps its output readable in a log: every child process is told to print no colour codes,
// and every stage is announced before it runs and timed when it ends.

/** Plain text: no ANSI colours from vitest, eslint, tsc, vite or node (each honours one or both). */
export const PLAIN_OUTPUT = Object.freeze({ NO_COLOR: "1", FORCE_COLOR: "0" });

/** The environment of a child process: the parent's, with colours off, then the stage's own variables. */
export function childEnv(parent, own = {}) {
  return { ...parent, ...PLAIN_OUTPUT, ...own };
}

/** The line printed before a stage runs: "=== [2/6] lint: npx eslint ." */
export function stageLine(n, of, name, cmd, args, own = {}) {
  const shown = Object.entries(own)
    .map(([k, v]) => `${k}=${v} `)
    .join("");
  return `=== [${n}/${of}] ${name}: ${shown}${cmd} ${args.join(" ")}`;
}

/** The line printed after it: "--- lint: done after 12 s" or "--- lint: exit 1 after 12 s". */
export function stageEnd(name, status, ms) {
  return `--- ${name}: ${status === 0 ? "done" : `exit ${status}`} after ${Math.round(ms / 1000)} s`;
}
