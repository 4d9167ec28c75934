// What a command will roll, before it is rolled: the skill, the characteristic DM, the difficulty and every DM in
// force. Rather than re-deriving the rules' modifiers (and drifting from them), the command is run once by the
// rules engine itself on a throw-away copy of the state with throw-away dice, and the first check it reports is
// read back. `applyCommand` never mutates its input, so nothing of this dry run survives. Pure: no Foundry.
import type { Modifier } from "../../rules/checks";
import { runSync, seededSource } from "../../rules/dice";
import type { Command } from "../../rules/engagement/commands";
import { applyCommand } from "../../rules/engagement/engine";
import { canPerform } from "../../rules/engagement/validation";
import type { EngagementEvent } from "../../rules/engagement/events";
import type { RefusalReason } from "../../rules/engagement/refusals";
import type { EngagementState } from "../../rules/engagement/state";

export interface ShotPreview {
  weaponId: string;
  weapon: string;
  /** the Attack Difficulties table's entry at this range */
  difficulty?: string;
  /** every DM of this shot, difficulty and weapon DMs included */
  dm: number;
}

export interface CheckPreview {
  /** the DMs in order: skill (or unskilled), characteristic, difficulty, then circumstances */
  modifiers: Modifier[];
  /** their sum */
  total: number;
}

export interface CommandPreview {
  ok: boolean;
  refusal?: RefusalReason;
  /** the acting seat's check, when the command makes one */
  check?: CheckPreview;
  /** beam attacks: one line per weapon fired (difficulty differs by weapon) */
  shots: ShotPreview[];
  /** the check is opposed by another ship's crew */
  opposed: boolean;
  /** the command rolls no check of the acting ship */
  noCheck: boolean;
}

const sum = (mods: readonly Modifier[]) => mods.reduce((s, m) => s + m.value, 0);

/** Preview `command` on `state` (the state is not changed). */
export function previewCommand(state: EngagementState, command: Command): CommandPreview {
  const verdict = canPerform(state, command);
  if (!verdict.ok) return { ok: false, refusal: verdict.reason, shots: [], opposed: false, noCheck: true };
  let events: EngagementEvent[];
  try {
    events = runSync(applyCommand(state, command), seededSource(1)).events;
  } catch {
    // a procedure that needs more dice than a dry run should make (never expected): show no figures
    return { ok: true, shots: [], opposed: false, noCheck: true };
  }
  const shipId = (command as { shipId?: string }).shipId;
  for (const e of events) {
    if (e.type === "attackRolled" && e.attackerId === shipId) {
      return {
        ok: true,
        check: { modifiers: e.modifiers.map((m) => ({ ...m })), total: sum(e.modifiers) },
        shots: e.shots.map((s) => ({
          weaponId: s.weaponId,
          weapon: s.weapon,
          difficulty: s.difficulty,
          dm: s.dm ?? 0,
        })),
        opposed: false,
        noCheck: false,
      };
    }
    if (e.type === "checkRolled" && e.shipId === shipId) {
      return {
        ok: true,
        check: { modifiers: e.check.modifiers.map((m) => ({ ...m })), total: sum(e.check.modifiers) },
        shots: [],
        opposed: false,
        noCheck: false,
      };
    }
    if (e.type === "opposedRolled" && e.shipId === shipId) {
      return {
        ok: true,
        check: { modifiers: e.check.modifiers.map((m) => ({ ...m })), total: sum(e.check.modifiers) },
        shots: [],
        opposed: true,
        noCheck: false,
      };
    }
  }
  return { ok: true, shots: [], opposed: false, noCheck: true };
}
