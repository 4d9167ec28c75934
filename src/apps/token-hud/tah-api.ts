// The parts of Token Action HUD Core's public API (2.x) the adapter uses, as plain types (Core ships none): the base
// classes its `tokenActionHudCoreApiReady` hook hands over in `module.api`. Sources: Core's wiki "Developing a System
// Module" (https://github.com/Larkinabout/fvtt-token-action-hud-core/wiki/Developing-a-System-Module) and public
// adapters (marvin9257/fvtt-token-action-hud-twodsix); docs/modules.md, "Token Action HUD".

export interface TahActionHandler {
  /** the selected token's actor (null with several tokens selected) */
  readonly actor: unknown;
  addActions(actions: object[], groupData: { id: string; type?: string }): void;
}

export interface TahRollHandler {
  readonly actor: unknown;
}

export type TahActionHandlerClass = new () => TahActionHandler;
export type TahRollHandlerClass = new () => TahRollHandler;
export type TahSystemManagerClass = new (...args: any[]) => object;

export interface TahApi {
  ActionHandler: TahActionHandlerClass;
  RollHandler: TahRollHandlerClass;
  SystemManager: TahSystemManagerClass;
}
