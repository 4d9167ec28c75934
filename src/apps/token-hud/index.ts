// Token Action HUD support (docs/modules.md, "Token Action HUD"). The main module only listens: when Token Action HUD Core
// is active, it announces its API with `tokenActionHudCoreApiReady` (during `ready`); then, and only then, the
// adapter's chunk is loaded and handed back to Core with `tokenActionHudSystemReady`. Without the module nothing is
// loaded and nothing warns.
import { lazy } from "../../base/lazy";
import type { TahApi } from "./tah-api";

/** Token Action HUD Core's package id (system.json relationships.recommends). */
export const TAH_CORE_ID = "token-action-hud-core";

/** The adapter's chunk (dist/chunks/token-action-hud-<hash>.mjs). */
export const loadTokenHud = lazy(() => import("./token-action-hud"), "CEPHEUS.TokenHud.LoadFailed");

// Token Action HUD Core's two hooks (its wiki, "Developing a System Module"), typed for Hooks.once / Hooks.call.
declare module "fvtt-types/configuration" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares hook signatures in this namespace
  namespace Hooks {
    interface HookConfig {
      tokenActionHudCoreApiReady: (coreModule: { api?: TahApi } | undefined) => void;
      tokenActionHudSystemReady: (systemModule: object) => void;
    }
  }
}

function tahActive(): boolean {
  const modules = (game as unknown as { modules?: { get(id: string): { active?: boolean } | undefined } }).modules;
  return !!modules?.get(TAH_CORE_ID)?.active;
}

/** tokenActionHudCoreApiReady (once): answer Token Action HUD Core's API announcement with the system's adapter. */
export async function answerTokenActionHud(coreModule: { api?: TahApi } | undefined): Promise<void> {
  if (!tahActive() || !coreModule?.api?.ActionHandler) return;
  const adapter = await loadTokenHud();
  if (!adapter) return;
  Hooks.call("tokenActionHudSystemReady", adapter.systemModule(coreModule.api));
}
