// The public API of the rules engine (issue 3): the tables and damage chain (library.ts) plus the engagement
// engine. In Foundry it is reachable as `game.system.api` and `CONFIG.CEPHEUS.api`. Names and string values are
// stable: macros and modules rely on them. See docs/api.md.
export * from "./library";
export * from "./types";
export { DIFFICULTY_DM, TARGET, UNSKILLED_DM, checkModifiers, resolveCheck, taskCheck, rollCheck, opposedCheck, rollOpposed, aidDM, timeFrameDM } from "./checks";
export type { Degree, Modifier, CheckInput, CheckResult, OpposedResult } from "./checks";
export { roll, pick, rollDice, pickIndex, runSync, runAsync, seededSource, scriptedSource, formulaOf } from "./dice";
export type { DicePurpose, DiceRequest, DiceSource, Rolling } from "./dice";
export * from "./engagement";
