// SRD Chapter 10 table "Damage Repair Results" and the Auto-Repair figures of the Repair Damaged System action.

export interface RepairRow {
  minEffect: number;
  maxEffect: number;
  hits: number;
}

/** Damage Repair Results (SRD Chapter 10): Mechanics check Effect → hits repaired (a failed check mends nothing). */
export const DAMAGE_REPAIR_RESULTS: readonly RepairRow[] = Object.freeze([
  { minEffect: 0, maxEffect: 0, hits: 1 },
  { minEffect: 1, maxEffect: 5, hits: 2 },
  { minEffect: 6, maxEffect: Infinity, hits: 3 },
] as const);

/** Repair Damaged System: the check is Education-based Mechanics; Auto-Repair software checks take DM+1. */
export const REPAIR_CHECK = Object.freeze({
  skill: "mechanics",
  characteristic: "edu",
  difficulty: "average",
  autoRepairDM: 1,
} as const);
