// Abstract boarding (SRD Chapter 10 "Abstract Boarding Rules"; rulings R31, R37).
import { degreeOfSuccess } from "./checks";
import { refuseInput } from "./input";
import type { DamageAttack } from "./damage-types";
import { ABSTRACT_BOARDING, type BoardingOutcome, type BoardingSide } from "./tables/boarding";

/**
 * The outcome of a boarding round from the winner and the winner's Effect: Exceptional Success at Effect 6+,
 * otherwise Success (ruling R37: a winner whose own check failed still reads the Success row).
 */
export function boardingOutcome(winner: BoardingSide, winnerEffect: number): BoardingOutcome {
  if (winner !== "attacker" && winner !== "defender")
    refuseInput("unknownValue", { name: "winner", value: winner, allowed: ["attacker", "defender"] });
  const degree = degreeOfSuccess(winnerEffect) === "exceptionalSuccess" ? "exceptionalSuccess" : "success";
  return ABSTRACT_BOARDING[winner][degree];
}

/**
 * The internal damage a boarding outcome deals to the boarded ship, as a resolveDamage attack, or null when
 * none. `damage` is the 2D6 roll for an exceptional attacker win (ignored for the Single Hit rows). R31: armor ignored.
 */
export function boardingDamage(outcome: BoardingOutcome, damage = 0): DamageAttack | null {
  if (outcome.internalSingleHits > 0)
    return {
      damage: 0,
      weapon: "boarding",
      internal: true,
      hits: { single: outcome.internalSingleHits, double: 0, triple: 0 },
    };
  if (outcome.internalDamageDice > 0) return { damage, weapon: "boarding", internal: true };
  return null;
}
