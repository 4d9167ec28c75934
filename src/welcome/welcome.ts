// The welcome window (a chunk of its own, dist/chunks/welcome-<hash>.mjs, loaded by ./register.ts): what a GM sees
// when first opening a world with this system, and again from the system's settings. It links the guide (at its first battle page), opens the
// compendia and the self-test, and creates the demo battle (./demo.ts).
import { openGuide } from "../links/guide-links";
import { selfTest } from "../selftest/register";
import { SYSTEM_ID, templatePath } from "../base/system-id";
import { createDemo, DEMO, demoDistanceKm, DemoFailure, type Demo } from "./demo";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export const WELCOME_TEMPLATE = templatePath("welcome/welcome.hbs");

/** The compendia the window opens, in the manifest's pack-folder order: the guide and rules first. */
export const WELCOME_PACKS = ["rules", "ships", "crew", "weapons"] as const;

const i18n = () => game.i18n!;

/** The localised reason a demo failed. */
export function demoFailureText(err: unknown): string {
  if (err instanceof DemoFailure) return i18n().format(`CEPHEUS.Welcome.${err.key}`, err.data);
  return err instanceof Error ? err.message : String(err);
}

/** Make the demo and say so; on failure a localised error (the demo has already taken back what it made). */
export async function runDemo(): Promise<Demo | null> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(i18n().localize("CEPHEUS.Welcome.GMOnly"));
    return null;
  }
  try {
    const demo = await createDemo();
    ui.notifications?.info(i18n().format("CEPHEUS.Welcome.DemoReady", { scene: demo.scene.name ?? "" }));
    // show the GM the new scene and make the demo the tracker's combat (players' views are left alone)
    await (demo.scene as unknown as { view?(): Promise<unknown> }).view?.();
    await (demo.combat as unknown as { activate?(): Promise<unknown> }).activate?.();
    return demo;
  } catch (err) {
    if (!(err instanceof DemoFailure)) console.error(`${SYSTEM_ID} | demo battle:`, err);
    ui.notifications?.error(i18n().format("CEPHEUS.Welcome.DemoFailed", { message: demoFailureText(err) }));
    return null;
  }
}

export class WelcomeWindow extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "cepheus-welcome",
    classes: ["cepheus", "cepheus-welcome"],
    window: { title: "CEPHEUS.Welcome.Title", icon: "fa-solid fa-rocket" },
    position: { width: 520, height: "auto" as const },
    actions: {
      openGuide: WelcomeWindow.#onOpenGuide,
      openPack: WelcomeWindow.#onOpenPack,
      runSelfTest: WelcomeWindow.#onRunSelfTest,
      createDemo: WelcomeWindow.#onCreateDemo,
    },
  };

  static override PARTS = { body: { template: WELCOME_TEMPLATE } };

  /** The demo is being made (its button is disabled meanwhile). */
  busy = false;
  /** What the last click on "Create the demo battle" made (null: nothing, or it failed). */
  demo: Demo | null = null;

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as unknown as Record<string, unknown>;
    const packs = WELCOME_PACKS.map(
      (name) => game.packs?.get(`${SYSTEM_ID}.${name}`) as CompendiumCollection.Any | undefined,
    )
      .filter((p): p is CompendiumCollection.Any => !!p)
      .map((p) => ({ id: p.collection, label: p.metadata.label }));
    const [a, b] = DEMO.ships.map((s) => s.name);
    const hint = i18n().format("CEPHEUS.Welcome.DemoHint", {
      a,
      b,
      km: DEMO.kmPerSquare.toLocaleString(i18n().lang),
      distance: demoDistanceKm().toLocaleString(i18n().lang),
      band: i18n().localize("CEPHEUS.RangeBand.medium"),
    });
    return Object.assign(context, { packs, demo: { hint }, busy: this.busy }) as never;
  }

  /** "Read the guide": at its first page for a new GM, "Your first battle in ten clicks" (one round, step by step). */
  static async #onOpenGuide(this: WelcomeWindow): Promise<void> {
    await openGuide("firstBattle");
  }

  static async #onOpenPack(this: WelcomeWindow, _event: Event, target: HTMLElement): Promise<void> {
    const id = target.dataset.pack ?? "";
    // only the system's own packs, as listed
    if (!WELCOME_PACKS.some((name) => id === `${SYSTEM_ID}.${name}`)) return;
    const pack = game.packs?.get(id) as unknown as { render(options: { force: boolean }): unknown } | undefined;
    await pack?.render({ force: true });
  }

  static async #onRunSelfTest(this: WelcomeWindow): Promise<void> {
    await selfTest();
  }

  static async #onCreateDemo(this: WelcomeWindow): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    await this.render();
    try {
      this.demo = await runDemo();
    } finally {
      this.busy = false;
    }
    if (this.demo) await this.close();
    else await this.render();
  }
}

/** Open the welcome window (one at a time: a second call brings the open one forward). */
export async function showWelcome(): Promise<WelcomeWindow> {
  const open = (foundry.applications as unknown as { instances?: Map<string, unknown> }).instances?.get(
    "cepheus-welcome",
  ) as WelcomeWindow | undefined;
  const app = open ?? new WelcomeWindow();
  await app.render({ force: true });
  return app;
}
