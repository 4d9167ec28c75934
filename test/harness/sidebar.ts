// Stand-in for foundry.applications.sidebar.tabs.CombatTracker (public API: foundryvtt.com/api/v13/classes/
// foundry.applications.sidebar.tabs.CombatTracker.html), as far as the space combat tracker subclasses it:
// static DEFAULT_OPTIONS (with core's action names our templates use) / PARTS, `viewed` (the combat shown: the one given, else the first), `_prepareContext`
// (combat, hasCombat, user), `_getEntryContextOptions` / `_getCombatContextOptions` (core's combatant and encounter
// menu entries, by their lang keys) and `_onUpdateInitiative` (core's initiative input).
// Nothing renders (the templates are rendered with the real handlebars elsewhere). Import BEFORE bootSystem() so
// registration finds the class; it installs only what is missing.
//
// v14 mode (test/harness/README.md, "v14 mode"): the same entries, shaped as v14's ContextMenuEntry (v14 API
// interfaces/foundry.ContextMenuEntry.html): `{label, icon, visible, onClick}` where v13 has `{name, icon, condition,
// callback}`, with the same lang keys as labels (whether v14 kept those keys is unconfirmed: docs/foundry-compat.md).
import { ApplicationV2, HandlebarsApplicationMixin } from "./applications";
import { isV14 } from "./generation";
import type { AnyObject } from "./utils";

const g = globalThis as any;

/** Core's v13 tracker actions our templates use (the v13 API page lists them under DEFAULT_OPTIONS.actions). */
const CORE_ACTIONS = ["activateCombatant"] as const;

/** A context menu entry: v13 `{name, icon, condition, callback}`, v14 `{label, icon, visible, onClick}`. */
export type ContextEntry =
  | { name: string; icon: string; condition?: unknown; callback?: () => unknown }
  | { label: string; icon: string; visible?: unknown; onClick?: () => unknown };

function contextEntry(key: string, action?: () => unknown): ContextEntry {
  if (isV14) return { label: key, icon: "", visible: true, ...(action ? { onClick: action } : {}) };
  return { name: key, icon: "", ...(action ? { callback: action } : {}) };
}

export class CombatTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  /** Core's own actions are named here, not modelled: nothing renders or clicks in this stand-in. */
  static override DEFAULT_OPTIONS: AnyObject = {
    id: "combat",
    actions: Object.fromEntries(CORE_ACTIONS.map((a) => [a, () => undefined])),
  };
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

  /** Core's combatant context menu entries (v13 names them by lang key; v14 labels them with the same keys). */
  _getEntryContextOptions(): ContextEntry[] {
    return [
      "COMBAT.CombatantUpdate",
      "COMBAT.CombatantClear",
      "COMBAT.CombatantReroll",
      "COMBAT.CombatantClearMovementHistory",
      "COMBAT.CombatantRemove",
    ].map((key) => contextEntry(key));
  }

  /** Core's encounter menu entries; "Reset Initiative" calls `Combat#resetAll`. */
  _getCombatContextOptions(): ContextEntry[] {
    return [
      contextEntry("COMBAT.InitiativeReset", () => this.viewed?.resetAll()),
      contextEntry("COMBAT.ClearMovementHistories"),
      contextEntry("COMBAT.Delete"),
    ];
  }

  /**
   * Core's initiative input: a `change` anywhere in the tracker is read as the initiative of the combatant whose row
   * holds the input (a number sets it, "+n" / "-n" adds to it, empty clears it), written by a plain Combatant update.
   */
  _onUpdateInitiative(event: {
    target: { value: string; closest(selector: string): { dataset: { combatantId?: string } } | null };
  }): unknown {
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
