// Data models by document name and subtype: the one table that registration, the manifest test and the
// pack validator read.
import { CrewData } from "./actor/crew";
import { SalvoData } from "./actor/salvo";
import { ShipData } from "./actor/ship";
import { EngagementData, ShipStateData } from "./combat/engagement";
import { WeaponData } from "./item/weapon";
import { CardData } from "./chat/card";

export { CrewData, ShipData, SalvoData, WeaponData, EngagementData, ShipStateData, CardData };
export * from "./snapshots";
export { SCHEMA_VERSION } from "./migration";

export const DATA_MODELS = {
  Actor: { ship: ShipData, crew: CrewData, salvo: SalvoData },
  Item: { weapon: WeaponData },
  Combat: { base: EngagementData },
  Combatant: { base: ShipStateData },
  ChatMessage: { card: CardData },
} as const;

/** Called from the init hook. */
export function registerDataModels(): void {
  Object.assign(CONFIG.Actor.dataModels, DATA_MODELS.Actor);
  Object.assign(CONFIG.Item.dataModels, DATA_MODELS.Item);
  Object.assign(CONFIG.Combat.dataModels, DATA_MODELS.Combat);
  Object.assign(CONFIG.Combatant.dataModels, DATA_MODELS.Combatant);
  Object.assign(CONFIG.ChatMessage.dataModels, DATA_MODELS.ChatMessage);
}
