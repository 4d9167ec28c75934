// SRD Chapter 10 table "Abstract Boarding Resolution" (opposed INT-based Tactics checks of the two CSOs).

export type BoardingSide = "attacker" | "defender";
export type BoardingDegree = "success" | "exceptionalSuccess";

export interface BoardingOutcome {
  defenderLosesReactions: boolean;
  /** DM on each side's next opposed Tactics check for boarding */
  nextTacticsDM: { attacker: number; defender: number };
  /** Single Hits of internal damage to the boarded ship */
  internalSingleHits: number;
  /** D6 of internal damage to the boarded ship (read on the damage table, armor ignored: ruling R31) */
  internalDamageDice: number;
  /** the attackers hold the ship (the defenders abandon ship, surrender or fall) */
  attackerBoards: boolean;
  /** turns the attackers need to take control */
  turnsToControl: number;
  /** the attackers are thrown back to their ship or into space */
  attackerRepelled: boolean;
  /** while still docked, the defenders may board the former attackers next turn */
  defenderMayCounterBoard: boolean;
}

const NONE: BoardingOutcome = {
  defenderLosesReactions: false,
  nextTacticsDM: { attacker: 0, defender: 0 },
  internalSingleHits: 0,
  internalDamageDice: 0,
  attackerBoards: false,
  turnsToControl: 0,
  attackerRepelled: false,
  defenderMayCounterBoard: false,
};

/** Abstract Boarding Resolution (SRD Chapter 10): winner × winner's degree of success → outcome. */
export const ABSTRACT_BOARDING: Readonly<Record<BoardingSide, Readonly<Record<BoardingDegree, BoardingOutcome>>>> =
  Object.freeze({
    attacker: {
      success: {
        ...NONE,
        defenderLosesReactions: true,
        nextTacticsDM: { attacker: 2, defender: 0 },
        internalSingleHits: 1,
      },
      exceptionalSuccess: { ...NONE, attackerBoards: true, turnsToControl: 1, internalDamageDice: 2 },
    },
    defender: {
      success: { ...NONE, nextTacticsDM: { attacker: 0, defender: 2 }, internalSingleHits: 1 },
      exceptionalSuccess: { ...NONE, attackerRepelled: true, defenderMayCounterBoard: true },
    },
  });

/** The boarding check: opposed, Intelligence-based Tactics. */
export const BOARDING_CHECK = Object.freeze({ skill: "tactics", characteristic: "int" } as const);
