// The tracker's Foundry glue: the GM's tools around the engagement bridge. Every engagement change goes through
// perform() (src/play/perform.ts); these add what the bridge has no command for, one file each under control/:
// the flags (flags.ts), the GM's tools (gm.ts), where the ships stand (scene.ts), range overrides and token-derived
// ranges (ranges.ts), combatants coming and going (combatants.ts), engagement setup (setup.ts). Checkpoints and
// stepping back are the engagement's (src/play/checkpoints.ts).
export { SYSTEM_ID } from "../../base/system-id";
export { OVERRIDES_FLAG, readOverrides, SCALE_FLAG } from "./control/flags";
export { act, engagedShip, isActiveGM } from "./control/gm";
export { asScene, combatScene, gridOf, placesOn, sceneScale, type SceneLike } from "./control/scene";
export { onTokenMoved, setPairRange, tokenBandBetween, type RangeChoice } from "./control/ranges";
export {
  checkFightsAtReady,
  onCombatantCreated,
  onCombatantDeleted,
  onPreCreateCombatant,
  sideForDisposition,
} from "./control/combatants";
// (the setup itself, ./control/setup.ts, is applied from the dialogs' chunk: ./tracker-dialogs.ts)
export type { SetupInput } from "./control/setup";
