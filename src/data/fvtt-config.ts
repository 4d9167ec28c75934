// The one declaration of our subtypes for fvtt-types (declare each document name once: TS2717 otherwise).
import type { CrewData } from "./actor/crew";
import type { ShipData } from "./actor/ship";
import type { EngagementData, ShipStateData } from "./combat/engagement";
import type { WeaponData } from "./item/weapon";
import type { CepheusActor } from "../documents/actor";
import type { CepheusItem } from "../documents/item";
import type { CepheusCombat } from "../documents/combat";
import type { CepheusCombatant } from "../documents/combatant";
import type { CepheusChatMessage } from "../documents/chat-message";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: { ship: typeof ShipData; crew: typeof CrewData };
    Item: { weapon: typeof WeaponData };
    Combat: { base: typeof EngagementData };
    Combatant: { base: typeof ShipStateData };
  }
  interface DocumentClassConfig {
    Actor: typeof CepheusActor;
    Item: typeof CepheusItem;
    Combat: typeof CepheusCombat;
    Combatant: typeof CepheusCombatant;
    ChatMessage: typeof CepheusChatMessage;
  }
}

export {};
