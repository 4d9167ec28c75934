// SRD Chapter 10 "Damage" and Chapter 8 "Hull and Structure": damage points per displacement;
// Chapter 10: vessels under 100 tons use the Small Craft hit location column. Ruling R21 for Structure rounding.

export const HULL_FIGURES = Object.freeze({
  /** one Hull point and one Structure point per this many tons */
  tonsPerPoint: 50,
  /** Structure never below this for a new ship (Chapter 10; ruling R21) */
  minimumStructure: 1,
  /** vessels of fewer tons are small craft */
  smallCraftBelowTons: 100,
});
