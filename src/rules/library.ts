// The tables and damage-chain half of the rules engine, in one barrel. src/rules/index.ts builds on this.
export { difficultyDM, degreeOfSuccess, characteristicDM } from "./checks";
export * from "./tables";
export * from "./ranges";
export * from "./reactions";
export * from "./missiles";
// (by name: the engine's quiet form of the chain, rollDamageInto, is no part of the public API)
export { damageToHits, hitLocation, effectiveArmor, hasRadiationHit, hitColumnFor } from "./damage-lookups";
export { resolveDamage, rollDamage } from "./damage";
export type { HitColumn, HitCounts, HitEffect } from "./damage-lookups";
export type {
  DamageAttack,
  DamageOptions,
  RedirectReason,
  CrewHitCause,
  DamageEvent,
  DamageEventType,
  DamageResult,
} from "./damage-types";
export * from "./crew-damage";
export * from "./repair";
export * from "./hull";
export * from "./ship-state";
export * from "./sensors";
export * from "./planetary";
export * from "./boarding";
export * from "./scaling";
export * from "./software";
