// The one declaration of our subtypes for fvtt-types (declare each document name once: TS2717 otherwise).
import type { CrewData } from "../data/actor/crew";
import type { SalvoData } from "../data/actor/salvo";
import type { ShipData } from "../data/actor/ship";
import type { EngagementData, ShipStateData } from "../data/combat/engagement";
import type { WeaponData } from "../data/item/weapon";
import type { CepheusActor } from "./actor";
import type { CepheusItem } from "./item";
import type { CepheusCombat } from "./combat";
import type { CepheusCombatant } from "./combatant";
import type { CepheusChatMessage } from "./chat-message";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: { ship: typeof ShipData; crew: typeof CrewData; salvo: typeof SalvoData };
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
