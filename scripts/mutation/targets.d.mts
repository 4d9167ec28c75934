// Types of scripts/mutation/targets.mjs for ./vitest.config.ts.
export interface MutationTarget {
  /** folders whose files a `--mutate` on the command line gives to this target */
  roots: string[];
  /** the files mutated when `--mutate` names none */
  mutate: string[];
  /** the tests a mutant must fail */
  include: string[];
  /** tests left out of `include` (slow, and holding no guard by name) */
  exclude: string[];
  /** the run fails under this share of mutants killed (percent) */
  breakAt: number;
  /** a file's own floor (percent), checked by ./floors.mjs when the file is mutated */
  floors: Record<string, number>;
}
export declare const TARGETS: Record<string, MutationTarget>;
export declare const DEFAULT_TARGET: string;
export declare function mutateArgument(argv: readonly string[]): string[] | null;
export declare function chooseTarget(argv: readonly string[], env: Record<string, string | undefined>): string;
