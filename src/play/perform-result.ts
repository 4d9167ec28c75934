// What perform() sends and answers, and the request as the GM read it: shared by the asking side (./perform.ts, in
// the main module) and the GM's run (./run-command.ts, in the GM's command path), so that neither imports the other.
import type { EngagementEvent } from "../rules/engagement/events";
import type { BridgeCommand } from "./commands";
import type { AnyCombat } from "./ships";

export interface PerformResult {
  ok: boolean;
  events: EngagementEvent[];
  refusal?: { reason: string; detail?: unknown };
  /** the cards the command posted */
  messageIds: string[];
  /** a reaction taken with a reaction card's button and written on that card: its message id (no card of its own) */
  answeredOn?: string;
  /** the reaction cards its attacks landed on, each now the landing's damage card (no damage card of its own) */
  landedOn?: string[];
  /** rolled on a one-ship engagement outside combat: nothing was stored */
  outsideCombat?: boolean;
}

/** What perform() asks of the GM. Who asks is not part of it: the request channel tells the GM. */
export interface PerformRequest {
  combatUuid: string | null;
  command: BridgeCommand;
  /** the asking user's roll mode, for the card's visibility */
  rollMode?: string;
  /**
   * a reaction taken with a reaction card's button: that card's message id. The GM checks it against its own record
   * of the card and writes the reaction's result on it when the card's audience is the roll's.
   */
  card?: string;
}

/** A perform request as the GM read it: the combat it names (null: outside combat) and the checked command. */
export interface ReadPerform {
  combat: AnyCombat | null;
  request: PerformRequest;
}

/** Codes the bridge itself refuses with (beside the engine's): CEPHEUS.Reason.<code>. */
export const BRIDGE_REASONS = [
  "cancelled",
  "notPermitted",
  "gmOnly",
  "shipMissing",
  "notSeated",
  "noGM",
  "noCombat",
  "combatMissing",
  "badCommand",
  "failed",
  "notRequested",
  "badRequest",
] as const;

/** A refused perform, with the reason's code (CEPHEUS.Reason.<code>) and what it names. */
export function refusal(reason: string, detail?: unknown): PerformResult {
  return detail === undefined
    ? { ok: false, events: [], refusal: { reason }, messageIds: [] }
    : { ok: false, events: [], refusal: { reason, detail }, messageIds: [] };
}
