// The self-test's entry points in the main module: a button in the system's settings (GM only) and
// `game.system.api.selfTest()`. Both load the self-test chunk (./self-test.ts) on first use.
import { lazy } from "../apps/lazy";
import { SYSTEM_ID } from "../system-id";
import type { SelfTestReport } from "./self-test";

export const loadSelfTest = lazy(() => import("./self-test"), "CEPHEUS.SelfTest.LoadFailed");

/** Run the space combat self-test (GM only): resolves with its report (also whispered to the GMs), or null. */
export async function selfTest(): Promise<SelfTestReport | null> {
  const m = await loadSelfTest();
  return m ? m.runSelfTest() : null;
}

/** The settings menu's "application": opening it runs the self-test, whose report goes to chat. */
function launcherClass() {
  const Base = foundry.applications.api.ApplicationV2;
  return class SelfTestLauncher extends Base {
    override async render(): Promise<this> {
      void selfTest();
      return this;
    }
  };
}

/** Called from the init hook. */
export function registerSelfTest(): void {
  if (!game.settings) return;
  game.settings.registerMenu(SYSTEM_ID, "selfTest", {
    name: "CEPHEUS.SelfTest.Menu.name",
    label: "CEPHEUS.SelfTest.Menu.label",
    hint: "CEPHEUS.SelfTest.Menu.hint",
    icon: "fa-solid fa-vial-circle-check",
    type: launcherClass() as never,
    restricted: true,
  });
}
