// Stand-in for foundry.applications.sidebar.tabs.CombatTracker (public API: foundryvtt.com/api/v13/classes/
// foundry.applications.sidebar.tabs.CombatTracker.html), as far as the space combat tracker subclasses it:
// static DEFAULT_OPTIONS (with core's action names our templates use) / PARTS, `viewed` (the combat shown: the one given, else the first), `_prepareContext`
// (combat, hasCombat, user), `_getEntryContextOptions` / `_getCombatContextOptions` (core's combatant and encounter
// menu entries, by their lang keys) and `_onUpdateInitiative` (core's initiative input).
// Nothing renders (the templates are rendered with the real handlebars elsewhere). Import BEFORE bootSystem() so
// registration finds the class; it installs only what is missing.
import { ApplicationV2, HandlebarsApplicationMixin } from "./applications";
import type { AnyObject } from "./utils";

const g = globalThis as any;

/** Core's v13 tracker actions our templates use (the v13 API page lists them under DEFAULT_OPTIONS.actions). */
const CORE_ACTIONS = ["activateCombatant"] as const;

export class CombatTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  /** Core's own actions are named here, not modelled: nothing renders or clicks in this stand-in. */
  static override DEFAULT_OPTIONS: AnyObject = { id: "combat", actions: Object.fromEntries(CORE_ACTIONS.map((a) => [a, () => undefined])) };
  static override PARTS: AnyObject = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  /** The combat encounter currently viewed (stand-in: the `combat` option, else the first combat of the world). */
  get viewed(): any {
    return this.options.combat ?? g.game.combats?.contents?.[0] ?? null;
  }

  override async _prepareContext(options: AnyObject): Promise<AnyObject> {
    const combat = this.viewed;
    return { ...(await super._prepareContext(options)), combat, hasCombat: !!combat, user: g.game.user };
  }

  /** Core's combatant context menu entries (v13 names them by lang key). */
  _getEntryContextOptions(): { name: string; icon: string; condition?: unknown; callback?: unknown }[] {
    return ["COMBAT.CombatantUpdate", "COMBAT.CombatantClear", "COMBAT.CombatantReroll", "COMBAT.CombatantClearMovementHistory", "COMBAT.CombatantRemove"].map(
      (name) => ({ name, icon: "" }),
    );
  }

  /** Core's encounter menu entries; "Reset Initiative" calls `Combat#resetAll`. */
  _getCombatContextOptions(): { name: string; icon: string; condition?: unknown; callback?: unknown }[] {
    return [
      { name: "COMBAT.InitiativeReset", icon: "", callback: () => this.viewed?.resetAll() },
      { name: "COMBAT.ClearMovementHistories", icon: "" },
      { name: "COMBAT.Delete", icon: "" },
    ];
  }

  /**
   * Core's initiative input: a `change` anywhere in the tracker is read as the initiative of the combatant whose row
   * holds the input (a number sets it, "+n" / "-n" adds to it, empty clears it), written by a plain Combatant update.
   */
  _onUpdateInitiative(event: { target: { value: string; closest(selector: string): { dataset: { combatantId?: string } } | null } }): unknown {
    const id = event.target.closest("[data-combatant-id]")?.dataset.combatantId;
    const combatant = id ? this.viewed?.combatants.get(id) : undefined;
    if (!combatant) return;
    const raw = event.target.value;
    if (/^[+-]/.test(raw)) {
      const delta = parseInt(raw);
      return Number.isNaN(delta) ? undefined : combatant.update({ initiative: combatant.initiative + delta });
    }
    return combatant.update({ initiative: raw ? Number(raw.replace(/^=/, "")) : null });
  }
}

g.foundry.applications.sidebar ??= {};
g.foundry.applications.sidebar.tabs ??= {};
g.foundry.applications.sidebar.tabs.CombatTracker ??= CombatTracker;
