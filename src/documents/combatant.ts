// Combatant subclass: one ship in the engagement.
import { ShipStateData } from "../data/combat/engagement";
import { ENGINE_OPTION } from "../play/load";
import { CepheusActor } from "./actor";
import { refuseBehindEngine } from "./combat";

export class CepheusCombatant<SubType extends Combatant.SubType = Combatant.SubType> extends Combatant<SubType> {
  get shipState(): ShipStateData | null {
    return this.system instanceof ShipStateData ? this.system : null;
  }

  /** Core's per-combatant roll (a tracker button, the context menu, a macro): the engagement rolls every ship at once. */
  override async rollInitiative(): Promise<this> {
    await this.combat?.rollInitiative([]);
    return this;
  }

  /**
   * A combatant's initiative is the engagement's: an update that changes it and is not the engine's own (core's
   * tracker input or context menu, `Combat#setInitiative`, a macro, a module) is refused with a message. Core hands
   * this the changes as submitted, before they are cleaned or compared: core's "Update Combatant" dialog submits its
   * whole form, the initiative as it stands included, and saves a new name or image.
   */
  protected override async _preUpdate(
    changed: Combatant.UpdateData,
    options: Combatant.Database.PreUpdateOptions,
    user: User.Implementation,
  ) {
    if (
      "initiative" in changed &&
      !sameInitiative(changed.initiative, this.initiative) &&
      !(options as Record<string, unknown>)[ENGINE_OPTION]
    )
      return refuseBehindEngine("InitiativeIsEngine");
    return super._preUpdate(changed, options, user);
  }

  /** the ship actor behind this combatant (token actor for unlinked tokens), when it is a ship */
  get shipActor(): CepheusActor | null {
    const actor = this.actor;
    return actor instanceof CepheusActor && actor.ship ? actor : null;
  }
}

/**
 * Whether a submitted initiative is the one the combatant has: a form gives it as a number or as text, an empty field
 * as null, "" or undefined (no initiative).
 */
export function sameInitiative(submitted: unknown, current: number | null): boolean {
  if (submitted === null || submitted === undefined || submitted === "") return current === null;
  const n = typeof submitted === "string" ? Number(submitted.trim()) : submitted;
  return typeof n === "number" && n === current;
}
