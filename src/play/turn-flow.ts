// Foundry's own turn controls (Combat#nextTurn, #rollInitiative, ..., also used by macros, modules and core UI)
// mapped onto the engagement: each becomes the matching engine command through the bridge, so that no core
// path moves the turn or sets initiative behind the rules engine's back. CepheusCombat delegates here; the tracker
// only renders and calls these through the Combat document.
import { loadEngagement } from "./load";
import type { AnyCombat, AnyCombatant } from "./ships";
import { canPerform, currentShipId } from "../rules/engagement/validation";
import type { Command } from "../rules/engagement/commands";
import { perform } from "./perform";
import { stepBack } from "./checkpoints";
import { engagementOrderIndex } from "../data/engagement-snapshot";

/** The command "next" means now: roll initiative, resolve arriving missiles, end the acting ship's turn, or end the round. */
export function nextCommand(combat: AnyCombat): Command | null {
  const state = loadEngagement(combat);
  const m = state.memory;
  if (m.ended) return null;
  if (m.round === 0) return { type: "rollInitiative" };
  if (m.missilePhase) return { type: "resolveMissiles" };
  const current = currentShipId(state);
  if (current) return { type: "endTurn", shipId: current };
  return canPerform(state, { type: "endRound" }).ok ? { type: "endRound" } : null;
}

export async function engagementNext(combat: AnyCombat): Promise<boolean> {
  const command = nextCommand(combat);
  if (!command) return false;
  return (await perform(command, { combat })).ok;
}

export async function engagementRollInitiative(combat: AnyCombat): Promise<boolean> {
  return (await perform({ type: "rollInitiative" }, { combat })).ok;
}

/** Next round: only delaying ships are left and they give up this round (Delay); otherwise refused by the rules. */
export async function engagementEndRound(combat: AnyCombat): Promise<boolean> {
  return (await perform({ type: "endRound" }, { combat })).ok;
}

export async function engagementPrevious(combat: AnyCombat): Promise<boolean> {
  return stepBack(combat);
}

/**
 * Turn order of the combat's combatants: the engagement's acting order first (ships only, as the rules see
 * them), then everyone else as core sorts them. Returns null when neither combatant is in the order.
 */
export function compareByEngagementOrder(a: AnyCombatant, b: AnyCombatant): number | null {
  const combat = (a.parent ?? b.parent) as AnyCombat | null;
  const order = (combat?.system as { order?: unknown } | undefined)?.order;
  if (!Array.isArray(order)) return null;
  const ia = engagementOrderIndex(order as string[], a);
  const ib = engagementOrderIndex(order as string[], b);
  if (ia < 0 && ib < 0) return null;
  if (ia < 0) return 1;
  if (ib < 0) return -1;
  return ia - ib;
}
