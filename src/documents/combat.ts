// Combat subclass: the engagement. It translates between Foundry's documents and the rules' EngagementMemory, and
// maps core's turn controls onto engine commands. The engagement's turn is its own (Combat.system.turnShipId);
// core's `turn` is only a mirror the engine writes, kept pointing at the acting ship in core's cached `turns`.
import { EngagementData } from "../data/combat/engagement";
import { engagementMemory, engagementUpdates, type EngagementUpdates } from "../data/engagement-snapshot";
import { ENGINE_OPTION, storeEngagement, type StoreOptions } from "../play/load";
import type { EngagementMemory } from "../rules/engagement/memory";
import {
  compareByEngagementOrder,
  engagementEndRound,
  engagementNext,
  engagementPrevious,
  engagementRollInitiative,
} from "../play/turn-flow";

/** Core's way round the engine is closed: say so to the user who took it (localised), and refuse. */
export function refuseBehindEngine(key: "InitiativeIsEngine" | "TurnIsEngine"): false {
  ui.notifications?.warn(game.i18n!.localize(`CEPHEUS.Tracker.Notify.${key}`));
  return false;
}

/** The Combat fields only the engagement moves: the round, core's turn (its mirror), the combatants wholesale. */
const TURN_FIELDS = ["round", "turn", "combatants"] as const;

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

  /** Write `memory` back: the combat's own fields, then every changed combatant (src/play/load.ts). GM only. */
  async storeEngagement(memory: EngagementMemory, options?: StoreOptions): Promise<void> {
    await storeEngagement(this as never, memory, options);
  }

  /**
   * Core sorts its cached `turns` again only when combatants change; these turns follow the engagement's order
   * (system.order), so a change of that order sorts them again here, on every client, before core reads the
   * current combatant from them.
   */
  protected override _onUpdate(
    changed: Combat.UpdateData,
    options: Combat.Database.OnUpdateOperation,
    userId: string,
  ): void {
    const system = (changed as { system?: { order?: unknown } }).system;
    if (system && "order" in system && !("combatants" in changed))
      this.turns = this.combatants.contents.sort((a: Combatant.Implementation, b: Combatant.Implementation) =>
        this._sortCombatants(a, b),
      );
    super._onUpdate(changed, options, userId);
  }

  // ----- turn flow (the combat tracker): core's controls become engine commands through the bridge -----

  /** Combatants in the engagement's acting order (ships), then the rest as core sorts them. */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    return compareByEngagementOrder(a, b) ?? super._sortCombatants(a, b);
  }

  /**
   * Nothing moves the round or the turn behind the engine: a Combat update of `round`, `turn` or `combatants` that
   * is not the engine's own (a macro, a module, core's tracker) is refused with a message. Core's own turn
   * bookkeeping for combatant operations does not come through here (it sets the mirror in memory only).
   */
  protected override async _preUpdate(
    changed: Combat.UpdateData,
    options: Combat.Database.PreUpdateOptions,
    user: User.Implementation,
  ) {
    const engine = !!(options as Record<string, unknown>)[ENGINE_OPTION];
    // core hands this the changes as submitted: a round or turn given as it stands moves nothing
    const moved = (k: (typeof TURN_FIELDS)[number]) =>
      k in changed && (k === "combatants" || (changed as Record<string, unknown>)[k] !== this._source[k]);
    if (!engine && TURN_FIELDS.some(moved)) return refuseBehindEngine("TurnIsEngine");
    return super._preUpdate(changed, options, user);
  }

  /**
   * Core's "Reset Initiative" (the encounter menu, or a macro): the engagement's initiative is rolled once for every
   * ship and afterwards only the rules change it, so it is refused. Before initiative there is nothing to reset.
   */
  override async resetAll(): Promise<this> {
    const rolled = this.round > 0 || [...this.combatants].some((c) => c.initiative !== null);
    if (rolled) refuseBehindEngine("InitiativeIsEngine");
    return this;
  }

  /** Core's setInitiative (a macro, a module): no engine command sets one ship's initiative, so it is refused. */
  override async setInitiative(_id: string, _value: number): Promise<void> {
    refuseBehindEngine("InitiativeIsEngine");
  }

  /** Initiative is the engagement's: every ship rolls at once (SRD Initiative), whatever ids are asked. */
  override async rollInitiative(): Promise<this> {
    await engagementRollInitiative(this as never);
    return this;
  }

  override async rollAll(): Promise<this> {
    await engagementRollInitiative(this as never);
    return this;
  }

  override async rollNPC(): Promise<this> {
    await engagementRollInitiative(this as never);
    return this;
  }

  /** Begin = roll initiative (round 1 starts when every ship has its initiative). */
  override async startCombat(): Promise<this> {
    await engagementRollInitiative(this as never);
    return this;
  }

  /** Next = what the engagement needs next: initiative, resolving missiles, ending the acting ship's turn, ending the round. */
  override async nextTurn(): Promise<this> {
    await engagementNext(this as never);
    return this;
  }

  override async nextRound(): Promise<this> {
    await engagementEndRound(this as never);
    return this;
  }

  /** Previous = step back to the last checkpoint (engagement memory and ships' state). */
  override async previousTurn(): Promise<this> {
    await engagementPrevious(this as never);
    return this;
  }

  override async previousRound(): Promise<this> {
    await engagementPrevious(this as never);
    return this;
  }
}
