import { CepheusActor } from "./actor";
import { CepheusChatMessage } from "./chat-message";
import { CepheusCombat } from "./combat";
import { CepheusCombatant } from "./combatant";
import { CepheusItem } from "./item";

export { CepheusActor, CepheusItem, CepheusCombat, CepheusCombatant, CepheusChatMessage };

/**
 * World time of one space combat round (ruling R88): one kilosecond, the SRD's "space combat turn". Core advances
 * the world's time by it each round (CONFIG.time.roundTime); turns within a round take none of their own.
 */
export const ROUND_SECONDS = 1000;

/** Called from the init hook. */
export function registerDocuments(): void {
  CONFIG.time.roundTime = ROUND_SECONDS;
  CONFIG.time.turnTime = 0;
  CONFIG.Actor.documentClass = CepheusActor;
  CONFIG.Item.documentClass = CepheusItem;
  CONFIG.Combat.documentClass = CepheusCombat;
  CONFIG.Combatant.documentClass = CepheusCombatant;
  CONFIG.ChatMessage.documentClass = CepheusChatMessage;
}
