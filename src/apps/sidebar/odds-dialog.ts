// "Odds of this fight" (GM), loaded on first use as a chunk of its own (dist/chunks/odds-dialog-<hash>.mjs) by the
// tracker's button (./odds-control.ts): the engagement as it stands is fought ODDS_BATTLES times over Web Workers
// (src/odds/pool.ts, whose worker is dist/chunks/odds-worker-<hash>.mjs). The window opens on the first estimate (the
// page fights the first battles itself while the workers load) and sharpens it as the workers' parts come in; the
// referee may stop early, and compare the fight with one change (src/odds/what-if.ts) side by side. "Build an
// encounter" (../encounter/encounter-window.ts) loads with this chunk: both windows fight on the same workers' pool.
import { loadEngagement } from "../../play/load";
import type { AnyCombat } from "../../play/ships";
import type { OddsResult } from "../../rules/engagement/odds";
import type { SimulationOptions } from "../../rules/engagement/simulate";
import type { EngagementState } from "../../rules/engagement/state";
import {
  estimateOddsDetailed,
  FIRST_BATTLES,
  ODDS_BATTLES,
  type OddsEstimate,
  type PoolOptions,
} from "../../odds/pool";
import { prepareOddsView, type OddsSideInput, type OddsView } from "../../odds/view";
import { applyWhatIf, parseWhatIf, whatIfChoices } from "../../odds/what-if";

/** Rounds each battle may last from the current round before it counts as a draw. */
export const ODDS_MAX_ROUNDS = 30;

export const ODDS_TEMPLATE = "systems/cepheus-space-combat/templates/sidebar/odds.hbs";
export const ODDS_WINDOW_TEMPLATE = "systems/cepheus-space-combat/templates/sidebar/odds-panel.hbs";

export interface OddsRequest {
  battles?: number;
  /** default: from the clock (any integer: the same seed gives the same odds) */
  seed?: number;
  pool?: PoolOptions;
}

/** Every side of the engagement with its ships' names, in the tracker's order (acting order, then the others). */
export function sidesOf(combat: AnyCombat, state: EngagementState): OddsSideInput[] {
  const sides = new Map<string, string[]>();
  for (const { id, name } of shipsOf(combat, state)) {
    const side = state.memory.ships[id].side;
    sides.set(side, [...(sides.get(side) ?? []), name]);
  }
  return [...sides].map(([side, names]) => ({ side, names }));
}

/** Every ship of the engagement with its name, in the tracker's order. */
export function shipsOf(combat: AnyCombat, state: EngagementState): { id: string; name: string }[] {
  const m = state.memory;
  const ids = [...m.order.filter((id) => m.ships[id]), ...Object.keys(m.ships).filter((id) => !m.order.includes(id))];
  return ids.map((id) => {
    const c = combat.combatants.get(id);
    return { id, name: c?.name || c?.actor?.name || state.ships[id]?.name || id };
  });
}

/** One estimate shown in a column of the window: as it stands, or with a change. */
class Column {
  view: OddsView | null = null;
  html = "";
  readonly stop = new AbortController();
  private rendering: Promise<void> | null = null;
  private dirty = false;

  constructor(
    readonly index: number,
    readonly title: string,
    private readonly make: (
      result: OddsResult,
      running: { done: number; total: number } | undefined,
      estimate?: OddsEstimate,
    ) => OddsView,
    private readonly shown: (column: Column) => void,
  ) {}

  private latest: { result: OddsResult; running?: { done: number; total: number }; estimate?: OddsEstimate } | null =
    null;

  /** A newer result: rendered once the last render is done (renders never pile up; the newest wins). */
  update(result: OddsResult, running?: { done: number; total: number }, estimate?: OddsEstimate): Promise<void> {
    this.latest = { result, running, estimate };
    this.dirty = true;
    this.rendering ??= (async () => {
      while (this.dirty) {
        this.dirty = false;
        const { result: r, running: run, estimate: e } = this.latest!;
        this.view = this.make(r, run, e);
        this.html = await foundry.applications.handlebars.renderTemplate(ODDS_TEMPLATE, this.view as never);
        this.shown(this);
      }
      this.rendering = null;
    })();
    return this.rendering;
  }
}

/**
 * Estimate the odds of the combat's engagement and show them: the window opens on the first estimate and follows the
 * battles; resolves with the final view of the fight as it stands, once its battles are all fought (or stopped).
 */
export async function showOdds(combat: AnyCombat, request: OddsRequest = {}): Promise<OddsView> {
  const i18n = game.i18n!;
  const state = loadEngagement(combat);
  const battles = request.battles ?? ODDS_BATTLES;
  const seed = request.seed ?? Date.now() % 2_147_483_647;
  const sides = sidesOf(combat, state);
  const ships = shipsOf(combat, state);
  const lang = i18n.lang;
  // the round limit counts from the current round (simulate's maxRounds): a fight in round 40 still gets 30 more
  const opts: SimulationOptions = { maxRounds: ODDS_MAX_ROUNDS };
  const started = performance.now();
  let element: HTMLElement | null = null;
  const columns: Column[] = [];

  const place = (column: Column) => {
    const body = element?.querySelector<HTMLElement>(`[data-odds-column="${column.index}"] .odds-column-body`);
    if (body) body.innerHTML = column.html;
    const stop = element?.querySelector<HTMLButtonElement>('[data-odds="stop"]');
    if (stop) stop.disabled = !columns.some((c) => c.view?.running);
  };
  const column = (index: number, title: string, runStarted: number) =>
    new Column(
      index,
      title,
      (result, running, estimate) =>
        prepareOddsView({
          result,
          sides,
          ships,
          round: state.memory.round,
          ms: performance.now() - runStarted,
          workers: estimate?.workers ?? 0,
          inPage: estimate?.inPage ?? 0,
          lang,
          running,
          stopped: estimate?.stopped,
        }),
      place,
    );

  /** Fight one estimate into its column; resolves with its last view. */
  const fight = async (
    col: Column,
    from: EngagementState,
    options: SimulationOptions,
    firstShown?: () => void,
  ): Promise<OddsView> => {
    let first = true;
    const estimate = await estimateOddsDetailed(from, battles, seed, options, {
      first: FIRST_BATTLES,
      ...request.pool,
      signal: col.stop.signal,
      onPartial: (result, done, total) => {
        const rendered = col.update(result, { done, total });
        if (first) {
          first = false;
          void rendered.then(firstShown);
        }
      },
    });
    if (estimate.failures.length)
      console.warn("cepheus-space-combat | odds: fought in the page instead of a worker:", estimate.failures);
    await col.update(estimate.result, undefined, estimate);
    return col.view!;
  };

  const base = column(0, i18n.localize("CEPHEUS.Odds.AsItStands"), started);
  columns.push(base);
  let opened!: () => void;
  const firstShown = new Promise<void>((resolve) => (opened = resolve));
  const done = fight(base, state, opts, opened);
  // the window opens on the first estimate (or on the last, if the run ended before any partial one came)
  await Promise.race([firstShown, done.then(() => undefined)]);

  const choices = whatIfChoices(state, ships, (band) => i18n.localize(`CEPHEUS.RangeBand.${band}`)).map((c) => ({
    value: c.value,
    label: i18n.format(c.key, c.data),
  }));
  const content = await foundry.applications.handlebars.renderTemplate(ODDS_WINDOW_TEMPLATE, {
    columns: [{ index: 0, title: base.title, html: base.html }],
    choices,
  } as never);
  const bind = (el: HTMLElement) => {
    if (element === el) return;
    element = el;
    for (const c of columns) place(c);
    el.addEventListener("click", (event) => {
      const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-odds]");
      if (!target) return;
      if (target.dataset.odds === "stop") for (const c of columns) c.stop.abort();
      else if (target.dataset.odds === "compare") compare(el);
    });
  };
  const compare = (el: HTMLElement) => {
    const select = el.querySelector<HTMLSelectElement>('select[name="oddsWhatIf"]');
    const change = parseWhatIf(select?.value, state);
    const note = el.querySelector<HTMLElement>(".odds-whatif-note");
    if (!change) {
      if (note) note.textContent = i18n.localize("CEPHEUS.Odds.NoChange");
      return;
    }
    if (note) note.textContent = "";
    const label = select!.selectedOptions[0]?.textContent ?? "";
    // one comparison at a time: a new change replaces the last
    columns[1]?.stop.abort();
    const variant = column(1, i18n.format("CEPHEUS.Odds.WithChange", { change: label }), performance.now());
    columns[1] = variant;
    const host = el.querySelector<HTMLElement>(".odds-columns");
    host?.querySelector('[data-odds-column="1"]')?.remove();
    const section = el.ownerDocument.createElement("section");
    section.className = "odds-column";
    section.dataset.oddsColumn = "1";
    const heading = el.ownerDocument.createElement("h3");
    heading.textContent = variant.title;
    const body = el.ownerDocument.createElement("div");
    body.className = "odds-column-body";
    section.append(heading, body);
    host?.append(section);
    const changed = applyWhatIf(state, opts, change);
    fight(variant, changed.state, changed.opts).catch((err: unknown) => oddsFailed(err));
  };

  const closed = foundry.applications.api.DialogV2.prompt({
    window: { title: "CEPHEUS.Odds.Title", icon: "fa-solid fa-scale-unbalanced" },
    classes: ["cepheus", "cepheus-odds-dialog"],
    position: { width: 640 },
    content,
    ok: { label: "CEPHEUS.Odds.Close" },
    rejectClose: false,
    render: (_event: Event, dialog: { element?: HTMLElement }) => {
      if (dialog?.element) bind(dialog.element);
    },
  } as never) as Promise<unknown>;
  // closing the window stops whatever is still being fought for it
  void closed.then(
    () => columns.forEach((c) => c.stop.abort()),
    (err: unknown) => {
      columns.forEach((c) => c.stop.abort());
      oddsFailed(err);
    },
  );
  return done;
}

export { openEncounterBuilder } from "../encounter/encounter-window";

/** The tracker's button, its chunk loaded (./odds-control.ts keeps the busy state): the GM's, for a combat. */
export async function oddsOfFight(combat: AnyCombat | null, request?: OddsRequest): Promise<void> {
  const i18n = game.i18n!;
  if (!game.user?.isGM) return void ui.notifications?.warn(i18n.localize("CEPHEUS.Tracker.Notify.OnlyGM"));
  if (!combat) return void ui.notifications?.warn(i18n.localize("CEPHEUS.Tracker.Notify.NoCombat"));
  try {
    await showOdds(combat, request);
  } catch (err) {
    oddsFailed(err);
  }
}

/** Tell the user that the odds could not be estimated or shown (the console keeps the details). */
export function oddsFailed(err: unknown): void {
  console.error("cepheus-space-combat | odds of this fight:", err);
  const message = err instanceof Error ? err.message : String(err);
  ui.notifications?.error(game.i18n!.format("CEPHEUS.Odds.Failed", { message }));
}
