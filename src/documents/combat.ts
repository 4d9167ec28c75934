// Combat subclass: the engagement. Turn flow and initiative are the combat tracker's issue; this class only
// translates between Foundry's documents and the rules' EngagementMemory.
import { EngagementData } from "../data/combat/engagement";
import { engagementMemory, engagementUpdates, type EngagementUpdates } from "../data/snapshots";
import type { EngagementMemory } from "../rules/engagement/memory";

export class CepheusCombat<SubType extends Combat.SubType = Combat.SubType> extends Combat<SubType> {
  get engagement(): EngagementData | null {
    return this.system instanceof EngagementData ? this.system : null;
  }

  /** The rules' view of the engagement (ship ids are Combatant ids). */
  toEngagementMemory(): EngagementMemory {
    return engagementMemory(this);
  }

  /** Nested updates that store `memory` (apply as GM: players cannot write Combat/Combatant system data). */
  engagementUpdates(memory: EngagementMemory): EngagementUpdates {
    return engagementUpdates(this, memory);
  }

  /** Write `memory` back: the combat's own fields, then every changed combatant. GM only. */
  async storeEngagement(memory: EngagementMemory): Promise<void> {
    const { combat, combatants } = this.engagementUpdates(memory);
    if (Object.keys(combat).length) await this.update(combat as Combat.UpdateData);
    if (combatants.length) await this.updateEmbeddedDocuments("Combatant", combatants as Combatant.UpdateData[]);
  }
}
