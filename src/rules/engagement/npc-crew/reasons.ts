// Why the crew took an action: a stable code and the figures its one line names, localised by the view
// (lang/en.json, CEPHEUS.NpcCrew.Reason.<code>).
import type { Command } from "../commands";

export const REASON_CODES = [
  "coordinate",
  "lineUp",
  "evade",
  "closeRange",
  "openRange",
  "plotEscape",
  "jumpAway",
  "jamSmartMissiles",
  "lockOn",
  "fire",
  "reload",
  "repair",
  "screens",
  "sand",
  "pointDefense",
  "dodge",
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** One action of a plan: the command the crew gives, why, and what the reason's line names. */
export interface PlannedAction {
  command: Command;
  reason: ReasonCode;
  /**
   * what the line names, by kind: `band` a range band, `weapon` a weapon kind, `difficulty` a difficulty, `ship` a
   * ship's id, `flee` the flee rule that holds
   */
  params: Record<string, string>;
}
