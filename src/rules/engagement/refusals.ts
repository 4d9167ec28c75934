// Why a command was refused: stable codes the UI localises (lang key CEPHEUS.Reason.<code>). Never rename.

export const REFUSAL_REASONS = [
  /** the engagement is over */
  "engagementOver",
  /** initiative has not been rolled yet */
  "initiativeNotRolled",
  /** every ship already has an initiative */
  "initiativeAlreadyRolled",
  "unknownShip",
  "unknownSeat",
  "unknownTarget",
  "unknownWeapon",
  "unknownMount",
  "unknownAttack",
  "unknownSalvo",
  "unknownBoarding",
  /** not this ship's turn */
  "notYourTurn",
  "shipDestroyed",
  "shipDisabled",
  "shipEscaped",
  /** the target is on the same side */
  "sameSide",
  /** the target is destroyed or gone */
  "targetGone",
  /** the seat's position may not take this action */
  "wrongPosition",
  "noSignificantAction",
  "noMinorAction",
  /** no reactions left this round */
  "noReactions",
  /** the weapon cannot fire at this band: too far (sandcasters beyond Short) or too near (missiles at Adjacent, Close) */
  "cannotFireAtRange",
  "noAmmunition",
  /** the missile rack or sandcaster is spent: reload it */
  "weaponSpent",
  /** disabled sensors: no sensor checks, no attacks beyond Adjacent */
  "sensorsDisabled",
  /** disabled bridge: no pilot or sensor actions (a jump is refused as cannotJump; a jump plot is allowed, R89) */
  "bridgeDisabled",
  /** the turret or bay is disabled or destroyed */
  "mountDisabled",
  /** each turret or bay fires once per round */
  "mountAlreadyFired",
  /** the seat mans no mount, or not this one */
  "notYourMount",
  /** the mount has no weapon fit for this (no laser for point defense, no sandcaster...) */
  "noSuitableWeapon",
  "notInPursuit",
  /** Pursuit needs Short or Close range */
  "needsShortRange",
  /** Ram needs Close range */
  "needsCloseRange",
  /** boarding needs Adjacent range or docking; docking needs Adjacent */
  "needsAdjacent",
  /** Pursuit needs the same speed; Ram needs more speed than the target */
  "speedMismatch",
  /** speed change above the current Thrust */
  "thrustExceeded",
  "noThrust",
  /** declaring a hasty crew after actions were taken */
  "tooLate",
  "alreadyHasty",
  "alreadyActed",
  "notDelaying",
  /** only delaying ships are left: actNow or endRound */
  "awaitingDelayed",
  "delayedShipsLeft",
  /** reactions only against attacks on this ship */
  "notTargeted",
  /** sand and point defense reach boarders only while they cross between ships (not docked, not yet aboard) */
  "notCrossing",
  /** this reaction does not apply to that attack (sand against missiles, point defense against beams...) */
  "wrongAttackKind",
  "alreadyReacted",
  "noScreens",
  /** nobody at the seat has the Screens skill (needed at level 0) */
  "noScreensSkill",
  "noSmartMissiles",
  "noPool",
  "noJumpPlot",
  "cannotJump",
  "noAutoRepair",
  "nothingToRepair",
  "alreadyDocked",
  "notDocked",
  "notSpent",
  "noExtendedAction",
  /** the seat is busy with an extended action */
  "busyExtended",
  "noCaptain",
  /** Intercept Communications: the enemy has no communications to intercept (ruling R105) */
  "noEnemyComms",
  "noBoarding",
  /** arriving missiles wait for the target's reactions: resolveMissiles first */
  "missilesIncoming",
  /** no missiles to resolve */
  "nothingToResolve",
  /** there can be only one pilot */
  "pilotTaken",
  /** another seat already mans that turret or bay (one gunner each) */
  "mountManned",
  /** another seat already mans that drive (one engineer each) */
  "driveManned",
  /** the computer's Fire Control has no weapon slot left this turn */
  "noFireControl",
  /** planetary maneuvers need a world near the fight, which the GM names (ruling R108) */
  "noWorldNear",
  /** Atmospheric Entry takes a ship out of orbit: it must be in orbit first (R108) */
  "notInOrbit",
  /** Orbital Insertion: the ship is already in a stable orbit */
  "alreadyInOrbit",
  /** Launch Craft: no small craft aboard (none carried, or all launched) (ruling R112) */
  "noCraftAboard",
  /** Launch Craft: the craft named is not aboard */
  "unknownCraft",
  /** Launch Craft: the craft named is disabled or destroyed and cannot fly */
  "craftDisabled",
  /** Recover Craft: none of the ship's own craft is out in the fight (ruling R113) */
  "noCraftOut",
  /** Recover Craft: the ship named is not one of this ship's launched craft */
  "notOwnCraft",
  "invalidValue",
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  detail?: string;
}
export type Verdict = { ok: true } | Refusal;

export const OK: Verdict = Object.freeze({ ok: true }) as Verdict;

export function refuse(reason: RefusalReason, detail?: string): Refusal {
  return detail === undefined ? { ok: false, reason } : { ok: false, reason, detail };
}
