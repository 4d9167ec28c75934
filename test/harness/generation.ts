// Which Foundry generation the stand-in plays: 13 (the default) or 14, chosen by the environment variable
// FOUNDRY_GENERATION ("13" or "14"; anything else is refused rather than guessed). `npm test` runs every
// Foundry-layer test once in each (scripts/test.mjs). What v14 mode changes is listed, with its public source, in
// test/harness/README.md ("v14 mode"). In a browser (test/browser) there is no environment: v13.
//
// Deprecations: where v14 keeps a v13 API but logs a deprecation warning (removed in v16), the stand-in does what the
// old API did and records the warning here; in v14 mode setup.ts fails the test that caused one (stricter than core,
// which only warns: our code must not lean on what v16 removes). Tests of the stand-in itself take them with
// takeDeprecations().

function fromEnvironment(): 13 | 14 {
  const raw = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.FOUNDRY_GENERATION;
  if (raw === undefined || raw === "") return 13;
  if (raw === "13" || raw === "14") return Number(raw) as 13 | 14;
  throw new Error(`FOUNDRY_GENERATION must be 13 or 14, not ${JSON.stringify(raw)}`);
}

/** The Foundry generation the stand-in models. */
export const GENERATION: 13 | 14 = fromEnvironment();

/** The stand-in models Foundry v14 (FOUNDRY_GENERATION=14). */
export const isV14 = GENERATION === 14;

const recorded: string[] = [];

/** Record a v14 deprecation warning (v14 mode only: v13 has none of these). */
export function deprecated(message: string): void {
  if (isV14) recorded.push(message);
}

/** The deprecation warnings recorded since the last call (and forget them). */
export function takeDeprecations(): string[] {
  return recorded.splice(0);
}
