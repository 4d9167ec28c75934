// SRD Chapter 10 table "Reactions By Initiative".

export interface ReactionsRow {
  min: number;
  max: number;
  reactions: number;
}

/** Reactions By Initiative (SRD Chapter 10). Initiative below 0 reads the first row (ruling R25). */
export const REACTIONS_BY_INITIATIVE: readonly ReactionsRow[] = Object.freeze([
  { min: -Infinity, max: 4, reactions: 1 },
  { min: 5, max: 8, reactions: 2 },
  { min: 9, max: 12, reactions: 3 },
  { min: 13, max: Infinity, reactions: 4 },
] as const);
