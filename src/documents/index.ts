import { CepheusActor } from "./actor";
import { CepheusChatMessage } from "./chat-message";
import { CepheusCombat } from "./combat";
import { CepheusCombatant } from "./combatant";
import { CepheusItem } from "./item";

export { CepheusActor, CepheusItem, CepheusCombat, CepheusCombatant, CepheusChatMessage };

/** Called from the init hook. */
export function registerDocuments(): void {
  CONFIG.Actor.documentClass = CepheusActor;
  CONFIG.Item.documentClass = CepheusItem;
  CONFIG.Combat.documentClass = CepheusCombat;
  CONFIG.Combatant.documentClass = CepheusCombatant;
  CONFIG.ChatMessage.documentClass = CepheusChatMessage;
}
