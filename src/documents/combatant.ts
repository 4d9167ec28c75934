// Combatant subclass: one ship in the engagement.
import { ShipStateData } from "../data/combat/engagement";
import { CepheusActor } from "./actor";

export class CepheusCombatant<SubType extends Combatant.SubType = Combatant.SubType> extends Combatant<SubType> {
  get shipState(): ShipStateData | null {
    return this.system instanceof ShipStateData ? this.system : null;
  }

  /** the ship actor behind this combatant (token actor for unlinked tokens), when it is a ship */
  get shipActor(): CepheusActor | null {
    const actor = this.actor;
    return actor instanceof CepheusActor && actor.ship ? actor : null;
  }
}
