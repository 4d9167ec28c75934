// "Build an encounter" (GM), loaded on first use with the odds window's chunk (./load.ts opens it): the GM picks the
// players' ships, the chance they should have of winning, a pool of opponents and its limits; Search runs the rules'
// search on the odds workers (src/odds/encounter-run.ts), showing the best fleets so far as it goes, with its progress
// and a Stop button, and never fights in the page; once it is over each fleet has a Create button
// (./create.ts). Native form controls throughout, keyboard reachable; the results redraw without taking the focus.
import { templatePath } from "../../base/system-id";
import { runEncounterSearch } from "../../odds/encounter-run";
import { engagementOptions } from "../../play/settings";
import type { AnyCombat } from "../../play/ships";
import { EncounterRefusal } from "../../rules/encounter/fleet";
import type { EncounterPick } from "../../rules/encounter/search";
import { createFleet, EncounterFailure } from "./create";
import { playerChoices, playerShips, poolChoices, poolShips } from "./sources";
import {
  defaultForm,
  formView,
  limitsOf,
  readEncounterForm,
  resultsView,
  type EncounterForm,
  type ResultsInput,
} from "./view";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

const K = "CEPHEUS.Encounter";

/** What a limit the rules refuse is called in the form (the refusal's `what`). */
const LIMIT_LABELS: Record<string, string> = {
  ships: `${K}.Ships`,
  skill: `${K}.Skill`,
  minTons: `${K}.Tons`,
  maxTons: `${K}.Tons`,
  maxFleetTons: `${K}.FleetTons`,
  minTechLevel: `${K}.TechLevel`,
  maxTechLevel: `${K}.TechLevel`,
  stances: `${K}.Stances`,
};

/** A refusal of the rules' search in the user's language. */
export function refusalMessage(err: EncounterRefusal): string {
  const i18n = game.i18n!;
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(err.data)) data[k] = String(v);
  if (err.code === "limits") data.what = i18n.localize(LIMIT_LABELS[String(err.data.what)] ?? `${K}.Limits`);
  return i18n.format(`${K}.Refusal.${err.code}`, data);
}

type RunState = Omit<ResultsInput, "lang"> & { started: number };

const idle = (target: number): RunState => ({
  state: "idle",
  picks: [],
  target,
  battles: 0,
  planned: 0,
  ms: 0,
  far: false,
  started: 0,
});

export class EncounterBuilder extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "cepheus-encounter",
    tag: "form",
    classes: ["cepheus", "cepheus-encounter"],
    window: { title: "CEPHEUS.Encounter.Title", icon: "fa-solid fa-people-arrows", resizable: true },
    position: { width: 720, height: "auto" as const },
    form: { handler: EncounterBuilder.#onSearch, submitOnChange: false, closeOnSubmit: false },
    actions: { stop: EncounterBuilder.#onStop, createFleet: EncounterBuilder.#onCreate },
  };

  static override PARTS = {
    form: { template: templatePath("encounter/form.hbs") },
    results: { template: templatePath("encounter/results.hbs") },
  };

  readonly combat: AnyCombat | null;
  /** the search's seed: from the clock, unless given (the same seed, the same fleets: the screenshots) */
  readonly #seed: number | undefined;
  #form: EncounterForm;
  #run: RunState;
  #stop: AbortController | null = null;
  /** one render of the results at a time, the newest state wins */
  #drawing: Promise<void> | null = null;
  #dirty = false;

  constructor(combat: AnyCombat | null = null, options: { seed?: number } = {}) {
    const { seed, ...rest } = options;
    super(rest);
    this.combat = combat;
    this.#seed = seed;
    this.#form = defaultForm(
      playerChoices(combat)
        .filter((c) => c.chosen)
        .map((c) => c.value),
    );
    this.#run = idle(0.6);
  }

  /** The search under way, if any (tests and the browser checks wait on it). */
  searching: Promise<void> | null = null;

  /** The best fleets the last search found (Create picks among these). */
  get picks(): readonly EncounterPick[] {
    return this.#run.state === "done" ? this.#run.picks : [];
  }

  protected override async _prepareContext(options: RenderOptions): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const form = formView(
      this.#form,
      playerChoices(this.combat).map(({ value, label }) => ({ value, label })),
      poolChoices(),
      !!this.#stop,
    );
    const results = resultsView({ ...this.#run, lang: game.i18n!.lang }, !!game.user?.isGM);
    return Object.assign(context, { form, results });
  }

  protected override _onClose(options: RenderOptions): void {
    // closing the window stops the search
    this.#stop?.abort();
    super._onClose(options);
  }

  /** Redraw the results (one render at a time: the newest state wins), leaving the form and its focus alone. */
  #refresh(): Promise<void> {
    this.#dirty = true;
    this.#drawing ??= (async () => {
      // (a window closed meanwhile stays closed)
      while (this.#dirty && this.rendered) {
        this.#dirty = false;
        await this.render({ parts: ["results"] });
      }
      this.#drawing = null;
    })();
    return this.#drawing;
  }

  /** The form's Search and Stop buttons while a search runs, in place (a keyboard user keeps the focus). */
  #buttons(searching: boolean): void {
    const search = this.element?.querySelector<HTMLButtonElement>('button[type="submit"]');
    const stop = this.element?.querySelector<HTMLButtonElement>('button[data-action="stop"]');
    search?.setAttribute("aria-disabled", String(searching));
    if (stop) {
      if (!searching && stop.ownerDocument.activeElement === stop) search?.focus();
      stop.disabled = !searching;
    }
  }

  static async #onSearch(
    this: EncounterBuilder,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    if (this.#stop) return;
    const form = readEncounterForm(formData.object);
    this.#form = form;
    const stop = (this.#stop = new AbortController());
    const target = (form.target ?? Number.NaN) / 100;
    const started = performance.now();
    this.#run = { ...idle(target), state: "searching", started };
    this.#buttons(true);
    const work = (async () => {
      try {
        const players = playerShips(this.combat, form.players);
        const pool = await poolShips(form.pool, form.players, this.combat);
        const run = await runEncounterSearch(
          {
            players,
            pool,
            target,
            limits: limitsOf(form),
            seed: this.#seed ?? Date.now() % 2_147_483_647,
            // (each battle may last the odds window's 30 rounds: the rules' default)
            options: engagementOptions(),
          },
          {
            signal: stop.signal,
            onProgress: (p) => {
              Object.assign(this.#run, p, { ms: performance.now() - started });
              void this.#refresh();
            },
          },
        );
        if (run.failures.length)
          console.warn("cepheus-space-combat | encounter: fought in the page instead of a worker:", run.failures);
        this.#run = {
          ...this.#run,
          state: run.stopped ? "stopped" : "done",
          picks: run.picks,
          battles: run.battles,
          far: run.far,
          ms: performance.now() - started,
        };
      } catch (err) {
        const error =
          err instanceof EncounterRefusal
            ? refusalMessage(err)
            : game.i18n!.format(`${K}.Failed`, { message: err instanceof Error ? err.message : String(err) });
        if (!(err instanceof EncounterRefusal)) console.error("cepheus-space-combat | encounter:", err);
        this.#run = { ...idle(target), error };
      } finally {
        this.#stop = null;
        this.#buttons(false);
        await this.#refresh();
      }
    })();
    this.searching = work;
    await work;
  }

  static #onStop(this: EncounterBuilder): void {
    this.#stop?.abort();
  }

  static async #onCreate(this: EncounterBuilder, _event: Event, target: HTMLElement): Promise<void> {
    const i18n = game.i18n!;
    // the fleet from the search's own results: the button only names its place among them
    const pick = this.picks[Number(target.dataset.pick)];
    if (!Number.isInteger(Number(target.dataset.pick)) || !pick) {
      this.#run = { ...this.#run, notice: "", error: i18n.localize(`${K}.NoPick`) };
      return this.#refresh();
    }
    try {
      const made = await createFleet({ combat: this.combat, players: this.#form.players, pick });
      const notice = i18n.format(`${K}.Created`, { count: String(made.actors.length) });
      ui.notifications?.info(notice);
      this.#run = { ...this.#run, notice, error: "" };
    } catch (err) {
      const error =
        err instanceof EncounterFailure
          ? i18n.format(`${K}.${err.key}`, err.data)
          : i18n.format(`${K}.CreateFailed`, { message: err instanceof Error ? err.message : String(err) });
      if (!(err instanceof EncounterFailure)) console.error("cepheus-space-combat | encounter create:", err);
      ui.notifications?.warn(error);
      this.#run = { ...this.#run, notice: "", error };
    }
    return this.#refresh();
  }
}

/** Open the builder (GM): for the combat given (its ships as the players' to choose), or none. */
export function openEncounterBuilder(combat: AnyCombat | null = null): EncounterBuilder | null {
  if (!game.user?.isGM) {
    ui.notifications?.warn(game.i18n!.localize(`${K}.OnlyGM`));
    return null;
  }
  const app = new EncounterBuilder(combat);
  void app.render({ force: true });
  return app;
}
