// The mutation targets of `npm run mutation` (./stryker.config.mjs): each names the source files it mutates, the
// tests a mutant of them must fail (./vitest.config.ts reads them), the run's break threshold and, for the files held
// to more, each file's own floor (./floors.mjs). A new target is one more entry here: its folder in `roots`, its
// tests in `include`, the slow ones it leaves out in `exclude`.

/**
 * The fast-check tests of the rules (random play, random junk, random ships): hundreds of runs that ask "sound,
 * never throws" or an invariant over a whole game, seconds each, too slow to repeat per change; a guard must be
 * held by a test that names it.
 */
const RULES_PROPERTY_TESTS = [
  "test/rules/properties.test.ts",
  "test/rules/api-junk.test.ts",
  "test/rules/engagement/properties.test.ts",
  "test/rules/engagement/consistency.test.ts",
  "test/rules/engagement/query.test.ts",
  "test/rules/engagement/odds.test.ts",
  "test/rules/imports/properties.test.ts",
  "test/rules/usdf/roundtrip.test.ts",
  "test/rules/usdf/robustness.test.ts",
];

/** @type {Record<string, import("./targets.d.mts").MutationTarget>} */
export const TARGETS = {
  // the readers of other systems' files, held by their own tests
  imports: {
    roots: ["src/rules/imports/"],
    mutate: ["src/rules/imports/**/*.ts"],
    include: ["test/rules/imports/**/*.test.ts"],
    exclude: ["test/rules/imports/properties.test.ts"],
    breakAt: 85,
    floors: {},
  },
  // the engine: by default the files whose guards are held to a floor; `--mutate` names any other file of src/rules
  engine: {
    roots: ["src/rules/"],
    mutate: [
      "src/rules/damage-chain.ts",
      "src/rules/engagement/actions/attack.ts",
      "src/rules/engagement/validation.ts",
    ],
    include: ["test/rules/**/*.test.ts"],
    exclude: RULES_PROPERTY_TESTS,
    breakAt: 90,
    floors: {
      "src/rules/damage-chain.ts": 95,
      "src/rules/engagement/actions/attack.ts": 90,
      "src/rules/engagement/validation.ts": 90,
    },
  },
  // the GM's side of the request channel and who may send which command: the guards of docs/trust-boundary.md, each
  // held by a test that names it (test/net, test/security, test/play). Run: `MUTATION_TARGET=net npm run mutation`;
  // one file: `npm run mutation -- --mutate src/net/taken.ts` (any file of src/net/, or src/play/permissions.ts)
  net: {
    roots: ["src/net/", "src/play/permissions.ts"],
    mutate: ["src/net/answer.ts", "src/net/taken.ts", "src/play/permissions.ts"],
    include: ["test/security/**/*.test.ts", "test/net/**/*.test.ts", "test/play/**/*.test.ts"],
    exclude: [],
    breakAt: 90,
    floors: {
      "src/net/answer.ts": 90,
      "src/net/taken.ts": 90,
      "src/play/permissions.ts": 90,
    },
  },
};

export const DEFAULT_TARGET = "imports";

/** The files named by Stryker's `--mutate` / `-m` option on the command line (comma-separated), or null. */
export function mutateArgument(argv) {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith("--mutate=")) return arg.slice("--mutate=".length).split(",");
    if ((arg === "--mutate" || arg === "-m") && i + 1 < argv.length) return argv[i + 1].split(",");
  }
  return null;
}

/**
 * The target of a run: the one named by MUTATION_TARGET; else the one whose folder holds every file named by
 * `--mutate` (the most specific folder wins: src/rules/imports/ before src/rules/); else the default.
 */
export function chooseTarget(argv, env) {
  const named = env.MUTATION_TARGET;
  if (named) {
    if (!Object.hasOwn(TARGETS, named)) {
      throw new Error(`MUTATION_TARGET "${named}" is none of: ${Object.keys(TARGETS).join(", ")}`);
    }
    return named;
  }
  const files = mutateArgument(argv);
  if (!files) return DEFAULT_TARGET;
  const ownerOf = (file) => {
    const path = file.replace(/^\.\//, "").replace(/^!/, "");
    let best = null;
    let bestLength = -1;
    for (const [name, target] of Object.entries(TARGETS)) {
      for (const root of target.roots) {
        if (path.startsWith(root) && root.length > bestLength) [best, bestLength] = [name, root.length];
      }
    }
    return best;
  };
  const owners = new Set(files.map(ownerOf));
  if (owners.size !== 1 || owners.has(null)) {
    throw new Error(`--mutate ${files.join(",")}: not all in one target's folders; set MUTATION_TARGET`);
  }
  return [...owners][0];
}
