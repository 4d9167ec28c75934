// "Odds of this fight" (GM), loaded on first use as a chunk of its own (dist/chunks/odds-dialog-<hash>.mjs) by the
// tracker's button (./odds-control.ts): the engagement as it stands is fought ODDS_BATTLES times over Web Workers
// (src/odds/pool.ts, whose worker is dist/chunks/odds-worker-<hash>.mjs) and the result shown in a small DialogV2.
import { loadEngagement } from "../../engagement/load";
import type { AnyCombat } from "../../engagement/ships";
import type { EngagementState } from "../../rules/engagement/state";
import { estimateOddsDetailed, ODDS_BATTLES, type PoolOptions } from "../../odds/pool";
import { prepareOddsView, type OddsSideInput, type OddsView } from "../../odds/view";

/** Rounds each battle may last from the current round before it counts as a draw. */
export const ODDS_MAX_ROUNDS = 30;

export const ODDS_TEMPLATE = "systems/cepheus-space-combat/templates/sidebar/odds.hbs";

export interface OddsRequest {
  battles?: number;
  /** default: from the clock (any integer: the same seed gives the same odds) */
  seed?: number;
  pool?: PoolOptions;
}

/** Every side of the engagement with its ships' names, in the tracker's order (acting order, then the others). */
export function sidesOf(combat: AnyCombat, state: EngagementState): OddsSideInput[] {
  const m = state.memory;
  const ids = [...m.order.filter((id) => m.ships[id]), ...Object.keys(m.ships).filter((id) => !m.order.includes(id))];
  const sides = new Map<string, string[]>();
  for (const id of ids) {
    const c = combat.combatants.get(id);
    const name = c?.name || c?.actor?.name || state.ships[id]?.name || id;
    const side = m.ships[id].side;
    sides.set(side, [...(sides.get(side) ?? []), name]);
  }
  return [...sides].map(([side, names]) => ({ side, names }));
}

/** Fight the combat's engagement as it stands and prepare what the window shows. */
export async function estimateCombatOdds(combat: AnyCombat, request: OddsRequest = {}): Promise<OddsView> {
  const state = loadEngagement(combat);
  const battles = request.battles ?? ODDS_BATTLES;
  const seed = request.seed ?? Date.now() % 2_147_483_647;
  const started = performance.now();
  const progress = progressNote(battles);
  let estimate;
  try {
    // the round limit counts from the current round (simulate's maxRounds): a fight in round 40 still gets 30 more
    estimate = await estimateOddsDetailed(state, battles, seed, { maxRounds: ODDS_MAX_ROUNDS }, { ...request.pool, onProgress: progress.update });
  } finally {
    progress.close();
  }
  const ms = performance.now() - started;
  if (estimate.failures.length) console.warn("cepheus-space-combat | odds: fought in the page instead of a worker:", estimate.failures);
  return prepareOddsView({
    result: estimate.result,
    sides: sidesOf(combat, state),
    round: state.memory.round,
    ms,
    workers: estimate.workers,
    inPage: estimate.inPage,
    lang: game.i18n?.lang,
  });
}

/** A notification with a progress bar while the battles are fought (Foundry v13 progress notifications). */
function progressNote(total: number): { update: (done: number, total: number) => void; close: () => void } {
  const lang = game.i18n?.lang;
  const text = (done: number) => game.i18n!.format("CEPHEUS.Odds.Progress", { done: done.toLocaleString(lang), total: total.toLocaleString(lang) });
  const note = ui.notifications?.info(text(0), { progress: true, console: false });
  let shown = 0;
  return {
    update(done, all) {
      // a few updates, not one per report: each redraws the notification (one per whole 5 %, and the last)
      const pct = all > 0 ? done / all : 1;
      const step = Math.floor(pct * 20);
      if (step <= shown && pct < 1) return;
      shown = step;
      note?.update?.({ pct, message: text(done) });
    },
    close() {
      note?.remove?.();
    },
  };
}

/** Tell the user that the odds could not be estimated or shown (the console keeps the details). */
export function oddsFailed(err: unknown): void {
  console.error("cepheus-space-combat | odds of this fight:", err);
  const message = err instanceof Error ? err.message : String(err);
  ui.notifications?.error(game.i18n!.format("CEPHEUS.Odds.Failed", { message }));
}

/** Estimate, then open the window with the result (resolves once it is open, not when it is closed). */
export async function showOdds(combat: AnyCombat, request: OddsRequest = {}): Promise<OddsView> {
  const view = await estimateCombatOdds(combat, request);
  const content = await foundry.applications.handlebars.renderTemplate(ODDS_TEMPLATE, view as never);
  const closed = foundry.applications.api.DialogV2.prompt({
    window: { title: "CEPHEUS.Odds.Title", icon: "fa-solid fa-scale-unbalanced" },
    classes: ["cepheus", "cepheus-odds-dialog"],
    position: { width: 400 },
    content,
    ok: { label: "CEPHEUS.Odds.Close" },
    rejectClose: false,
  } as never) as Promise<unknown>;
  void closed.catch((err: unknown) => oddsFailed(err));
  return view;
}
