// Types of scripts/lang-missing.mjs for the tests.
export interface Language {
  lang: string;
  name: string;
  path: string;
}
export interface Comparison {
  lang: string;
  missing: string[];
  extra: string[];
  notStrings: string[];
  badPlaceholders: string[];
  badTags: string[];
  english: Map<string, unknown>;
}
export declare function languages(): Language[];
export declare function flatStrings(file: string): Map<string, unknown>;
export declare function placeholders(s: string): string[];
export declare function tags(s: string): string[];
export declare function compare(lang: string): Comparison;
