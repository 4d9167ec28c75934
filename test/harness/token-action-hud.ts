// Stand-in for Token Action HUD Core 2.x (module id "token-action-hud-core"), written only from its public
// documentation and public system adapters — never from its code:
//  - Core's wiki, "Developing a System Module" (https://github.com/Larkinabout/fvtt-token-action-hud-core/wiki/
//    Developing-a-System-Module, revision of 2024-10-24): Core provides base classes ActionHandler, RollHandler and
//    SystemManager for a system module to extend; the system answers Core's `tokenActionHudCoreApiReady` hook and
//    hands back its SystemManager and its required Core version with the `tokenActionHudSystemReady` hook;
//    `buildSystemActions(groupIds)` is called by Core to build the actions; a click reaches the RollHandler's
//    `handleActionClick(event, encodedValue)`, or (since Core 2.0.0) the action's own `onClick`.
//  - Core's wiki, "How to Use Token Action HUD": actions sit in groups of a layout of tabs; the GM picks the roll
//    handler among those the system module offers.
//  - Public adapters: marvin9257/fvtt-token-action-hud-twodsix (scripts/system-manager.js, action-handler.js,
//    roll-handler.js, defaults.js: `module.api = {requiredCoreModuleVersion, SystemManager}`; `getAvailableRollHandlers`
//    returning `{core: title}`; `this.actor`; `this.addActions(actions, {id, type: "system"})` with actions
//    `{id, name, listName, encodedValue, img}`; defaults `{layout: [{nestId, id, name, groups: [{...group, nestId:
//    "<tab>_<group>"}]}], groups}`); the WFRP4e, DS4 and Titan adapters (the module object passed to
//    `tokenActionHudSystemReady` with its `api`); the SWADE and RQG adapters (`cssClass: "disabled"` for an action
//    that cannot be used, `info1: {text}`, a `system` object of the adapter's own data on each action).
//
// What it models: the two hooks in order (Core's announcement carries `{api: {ActionHandler, RollHandler,
// SystemManager}}`); a required version whose major differs from Core's is refused (Core then runs no HUD for the
// system); the SystemManager is constructed by Core, which calls `registerDefaults()`, `getActionHandler()` and
// `getRollHandler(id)` (falling back to its own RollHandler when none is given); for a token, the action handler's
// `actor` and `token` are set and `buildSystemActions(groupIds)` fills the layout's groups through `addActions`; an
// action added to a group id the layout does not have is shown nowhere; action ids name one action across the HUD
// (the first added wins); a click sets the roll handler's `actor` / `token` and calls the action's `onClick`, else
// `handleActionClick(event, encodedValue)`. Stricter than Core as far as we know: an action's `name` must be a
// string and its `encodedValue`, when given, a string. Not modelled: rendering, styles, user customisation of the
// layout, settings, compendium and macro groups, multiple selected tokens.
import { Hooks } from "./hooks";

const g = globalThis as any;

export const TAH_ID = "token-action-hud-core";

export interface TahAction {
  id: string;
  name: string;
  encodedValue?: string;
  cssClass?: string;
  tooltip?: unknown;
  info1?: { text?: string; title?: string };
  system: Record<string, unknown>;
  onClick?: () => unknown;
}

export class ActionHandler {
  actor: unknown = null;
  token: unknown = null;
  delimiter = "|";
  /** every action added, by id (the first of an id wins) */
  availableActions = new Map<string, TahAction>();
  /** group id → the actions shown in it */
  groups = new Map<string, TahAction[]>();

  async buildSystemActions(_groupIds: string[]): Promise<void> {}

  addActions(actionsData: Record<string, unknown>[], groupData: { id?: string; type?: string }): void {
    for (const data of actionsData) {
      if (typeof data.id !== "string" || !data.id) throw new Error("TAH stand-in: an action needs an id");
      if (typeof data.name !== "string") throw new Error(`TAH stand-in: action ${data.id} has no name`);
      if (data.encodedValue !== undefined && typeof data.encodedValue !== "string")
        throw new Error(`TAH stand-in: action ${data.id}'s encodedValue is not a string`);
      const action: TahAction = {
        ...(data as unknown as TahAction),
        system: (data.system as Record<string, unknown>) ?? {},
      };
      if (!this.availableActions.has(action.id)) this.availableActions.set(action.id, action);
      const group = groupData?.id ? this.groups.get(groupData.id) : undefined;
      group?.push(action);
    }
  }
}

export class RollHandler {
  actor: unknown = null;
  token: unknown = null;
  async handleActionClick(_event: unknown, _encodedValue: string | undefined): Promise<void> {}
}

export class SystemManager {
  getActionHandler(): ActionHandler | undefined {
    return undefined;
  }
  getRollHandler(_id: string): RollHandler | undefined | false {
    return false;
  }
  getAvailableRollHandlers(): Record<string, string> | undefined {
    return undefined;
  }
  registerSettings(_onChange?: unknown): void {}
  async registerDefaults(): Promise<unknown> {
    return undefined;
  }
}

interface Layout {
  layout: { nestId: string; id: string; name: string; groups: { id: string; nestId: string; name: string }[] }[];
  groups: { id: string; name: string }[];
}

/** Core's running state after a system answered. */
export interface TahCore {
  manager: SystemManager;
  defaults: Layout;
  rollHandlers: Record<string, string>;
  /** Core's HUD for a token: the groups (by id) with their actions, and the handler that built them */
  show(token: { actor?: unknown } | null): Promise<{ handler: ActionHandler; groups: Map<string, TahAction[]> }>;
  /** a click on an action of the last HUD shown */
  click(actionId: string, event?: { shiftKey?: boolean; button?: number }): Promise<void>;
}

const module = {
  id: TAH_ID,
  active: true,
  version: "2.1.0",
  api: { ActionHandler, RollHandler, SystemManager } as Record<string, unknown>,
};

/** Install `game.modules` with Core (active unless told otherwise); import before bootSystem(). */
export function installTokenActionHud(active = true): void {
  module.active = active;
  const modules: Map<string, unknown> = g.game.modules ?? new Map();
  modules.set(TAH_ID, module);
  g.game.modules = modules;
}

/**
 * Core's start (its `ready`): announce the API, then wait for the system's answer (the system may load code first).
 * Resolves with Core's state, or null when no system answered in time or the required version was refused.
 */
export async function startTokenActionHud(): Promise<TahCore | null> {
  let answered: ((m: any) => void) | null = null;
  const answer = new Promise<any>((resolve) => (answered = resolve));
  const id = Hooks.on("tokenActionHudSystemReady", (m: unknown) => answered?.(m));
  Hooks.callAll("tokenActionHudCoreApiReady", module);
  const systemModule = await Promise.race([answer, new Promise((r) => setTimeout(() => r(null), 2000))]);
  Hooks.off("tokenActionHudSystemReady", id);
  if (!systemModule) return null;
  const required = String(systemModule.api?.requiredCoreModuleVersion ?? "");
  if (required && required.split(".")[0] !== module.version.split(".")[0]) {
    g.ui.notifications.error(`TAH stand-in: the system requires Core ${required}, ${module.version} is installed`);
    return null;
  }
  const Manager = systemModule.api.SystemManager as new (id: string) => SystemManager;
  const manager = new Manager(TAH_ID);
  if (!(manager instanceof SystemManager)) throw new Error("TAH stand-in: the SystemManager does not extend Core's");
  const defaults = (await manager.registerDefaults()) as Layout;
  const rollHandlers = manager.getAvailableRollHandlers() ?? {};
  manager.registerSettings(() => undefined);
  let last: ActionHandler | null = null;
  let lastToken: { actor?: unknown } | null = null;
  return {
    manager,
    defaults,
    rollHandlers,
    async show(token) {
      const handler = manager.getActionHandler();
      if (!(handler instanceof ActionHandler))
        throw new Error("TAH stand-in: getActionHandler gave no ActionHandler of Core's");
      handler.actor = token?.actor ?? null;
      handler.token = token;
      for (const tab of defaults.layout) for (const group of tab.groups) handler.groups.set(group.id, []);
      await handler.buildSystemActions([...handler.groups.keys()]);
      last = handler;
      lastToken = token;
      return { handler, groups: handler.groups };
    },
    async click(actionId, event = {}) {
      const action = last?.availableActions.get(actionId);
      if (!action) throw new Error(`TAH stand-in: no action ${actionId} on the HUD`);
      if (typeof action.onClick === "function") {
        action.onClick();
        return;
      }
      const handler = manager.getRollHandler(Object.keys(rollHandlers)[0] ?? "core") || new RollHandler();
      handler.actor = lastToken?.actor ?? null;
      handler.token = lastToken;
      await handler.handleActionClick(event, action.encodedValue);
    },
  };
}
