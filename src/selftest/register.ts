// The self-test's entry points in the main module: a button in the system's settings (GM only) and
// `game.system.api.selfTest()`. Both load the self-test chunk (./self-test.ts) on first use.
import { lazy } from "../base/lazy";
import type { SelfTestReport } from "./self-test";

export const loadSelfTest = lazy(() => import("./self-test"), "CEPHEUS.SelfTest.LoadFailed");

/** Run the space combat self-test (GM only): resolves with its report (also whispered to the GMs), or null. */
export async function selfTest(): Promise<SelfTestReport | null> {
  const m = await loadSelfTest();
  return m ? m.runSelfTest() : null;
}

/** The settings menu's "application": opening it runs the self-test, whose report goes to chat. */
export function selfTestLauncherClass() {
  const Base = foundry.applications.api.ApplicationV2;
  return class SelfTestLauncher extends Base {
    override async render(): Promise<this> {
      void selfTest();
      return this;
    }
  };
}
