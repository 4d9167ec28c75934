// What "Build an encounter" shows (pure: no Foundry): the form as the GM left it (the players' ships, the wanted
// chance, the pool, the limits, the stances) and read back, and the best fleets found: each one's ships and crews, the
// players' chance with its 95% interval against the target, how long and how the fights go, and a picture (a bar of
// the players' wins, draws and losses with the interval's whisker and the target's mark, and how each side's ships
// end). Strings are lang keys with their data; numbers are formatted for the user's language.
import { fateCells, CHART_WIDTH, type FateCell } from "../../odds/charts";
import { tenthsOf } from "../../odds/view";
import type { EncounterLimits } from "../../rules/encounter/fleet";
import { OPPONENTS_SIDE, PLAYERS_SIDE } from "../../rules/encounter/fleet";
import type { EncounterPick } from "../../rules/encounter/search";
import { STANCES, type Stance } from "../../rules/engagement/npc-crew/policy";
import type { ShipOdds } from "../../rules/engagement/odds";

const K = "CEPHEUS.Encounter";

/** The form as the GM left it. Numbers are as typed (null: left blank). */
export interface EncounterForm {
  /** the players' ships chosen: "c-<combatant id>" or "a-<actor id>" */
  players: string[];
  /** percent */
  target: number | null;
  /** "srd", "world" or "folder-<folder id>" */
  pool: string;
  minShips: number | null;
  maxShips: number | null;
  minTons: number | null;
  maxTons: number | null;
  maxFleetTons: number | null;
  minTechLevel: number | null;
  maxTechLevel: number | null;
  minSkill: number | null;
  maxSkill: number | null;
  stances: Stance[];
}

export function defaultForm(players: string[]): EncounterForm {
  return {
    players,
    target: 60,
    pool: "srd",
    minShips: 1,
    maxShips: 3,
    minTons: null,
    maxTons: null,
    maxFleetTons: null,
    minTechLevel: null,
    maxTechLevel: null,
    minSkill: 0,
    maxSkill: 3,
    stances: [...STANCES],
  };
}

const NUMBERS = [
  "target",
  "minShips",
  "maxShips",
  "minTons",
  "maxTons",
  "maxFleetTons",
  "minTechLevel",
  "maxTechLevel",
  "minSkill",
  "maxSkill",
] as const;

/** A number field as the form gives it: a number, a string of one, or blank (null); anything else is NaN. */
function numberOf(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === "number") return v;
  if (typeof v === "string") return v.trim() === "" ? null : Number(v.trim());
  return Number.NaN;
}

/** The form's values (flat keys: `player.<ref>` and `stance.<stance>` checkboxes) as an EncounterForm. */
export function readEncounterForm(data: Record<string, unknown>): EncounterForm {
  const on = (v: unknown) => v === true || v === "on" || v === "true";
  const form = defaultForm([]);
  form.players = Object.keys(data)
    .filter((k) => k.startsWith("player.") && on(data[k]))
    .map((k) => k.slice("player.".length));
  for (const k of NUMBERS) form[k] = numberOf(data[k]);
  form.pool = typeof data.pool === "string" ? data.pool : "";
  form.stances = STANCES.filter((s) => on(data[`stance.${s}`]));
  return form;
}

/** The rules' limits from the form (a blank count or skill: the rules' default; the rules refuse what makes no sense). */
export function limitsOf(f: EncounterForm): EncounterLimits {
  return {
    minShips: f.minShips ?? undefined,
    maxShips: f.maxShips ?? undefined,
    minTons: f.minTons,
    maxTons: f.maxTons,
    maxFleetTons: f.maxFleetTons,
    minTechLevel: f.minTechLevel,
    maxTechLevel: f.maxTechLevel,
    minSkill: f.minSkill ?? undefined,
    maxSkill: f.maxSkill ?? undefined,
    stances: f.stances,
  };
}

export interface Choice {
  value: string;
  label: string;
  selected: boolean;
}

export interface FormView {
  players: Choice[];
  pools: Choice[];
  stances: Choice[];
  values: Record<(typeof NUMBERS)[number], string>;
  searching: boolean;
}

/** The form's view: the players' ships and pools offered (`label` already localised), the values as the GM left them. */
export function formView(
  f: EncounterForm,
  players: { value: string; label: string }[],
  pools: { value: string; label: string }[],
  searching: boolean,
): FormView {
  const values = {} as FormView["values"];
  for (const k of NUMBERS) values[k] = f[k] === null || Number.isNaN(f[k]) ? "" : String(f[k]);
  return {
    players: players.map((p) => ({ ...p, selected: f.players.includes(p.value) })),
    pools: pools.map((p) => ({ ...p, selected: p.value === f.pool })),
    stances: STANCES.map((s) => ({ value: s, label: `CEPHEUS.NpcCrew.Stance.${s}`, selected: f.stances.includes(s) })),
    values,
    searching,
  };
}

export interface PickView {
  /** its place in the list, from 0 (Create names it) and from 1 (shown) */
  index: number;
  n: number;
  /** `many`: the same ship with the same crew more than once */
  ships: { count: number; many: boolean; name: string; skill: number }[];
  stance: string;
  chance: string;
  low: string;
  high: string;
  rounds: string;
  battles: string;
  confirmed: boolean;
  /** the players' wins, draws and losses: share and its part of the bar (viewBox units, CHART_WIDTH wide) */
  ends: { key: string; cls: string; percent: string; x: number; width: number }[];
  /** the interval's whisker and the target's mark, in viewBox units */
  whisker: { x1: number; x2: number };
  targetX: number;
  /** how each side's ships end the battles, all its ships counted together */
  fates: { key: string; cells: FateCell[] }[];
}

export interface ResultsView {
  state: "idle" | "searching" | "done" | "stopped";
  searching: boolean;
  status: { key: string; data: Record<string, string> } | null;
  pct: number;
  target: string;
  picks: PickView[];
  chart: { width: number };
  error: string;
  notice: string;
  far: { target: string; chance: string } | null;
  canCreate: boolean;
}

export interface ResultsInput {
  state: ResultsView["state"];
  picks: readonly EncounterPick[];
  /** the wanted chance, 0 to 1 */
  target: number;
  battles: number;
  planned: number;
  ms: number;
  far: boolean;
  lang?: string;
  error?: string;
  notice?: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every ship of one side counted together: the fates of its ships in all the battles. */
function sideFates(result: EncounterPick["result"], opponents: boolean): ShipOdds & { total: number } {
  const out = { destroyed: 0, disabled: 0, escaped: 0, active: 0, hull: [], structure: [], total: 0 };
  for (const [id, o] of Object.entries(result.ships ?? {})) {
    if (id.startsWith("opponent-") !== opponents) continue;
    out.destroyed += o.destroyed;
    out.disabled += o.disabled;
    out.escaped += o.escaped;
    out.active += o.active;
    out.total += result.battles;
  }
  return out;
}

function pickView(p: EncounterPick, index: number, lang: string, targetX: number): PickView {
  const share = new Intl.NumberFormat(lang, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const one = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const r = p.result;
  const ships: PickView["ships"] = [];
  for (const m of p.members) {
    const same = ships.find((s) => s.name === m.name && s.skill === m.skill);
    if (same) same.count++;
    else ships.push({ count: 1, many: false, name: m.name, skill: m.skill });
  }
  for (const s of ships) s.many = s.count > 1;
  const wins = r.sides[PLAYERS_SIDE] ?? 0;
  const losses = r.sides[OPPONENTS_SIDE] ?? 0;
  const tenths = tenthsOf([wins, r.draws, losses], r.battles);
  let x = 0;
  const ends = (["PlayersWin", "Draw", "OpponentsWin"] as const).map((key, i) => {
    const width = round2(tenths[i] / 10);
    const end = {
      key: `${K}.${key}`,
      cls: ["win", "draw", "loss"][i],
      percent: share.format(tenths[i] / 1000),
      x: round2(x),
      width,
    };
    x += width;
    return end;
  });
  const pct = (n: number) => share.format(n);
  return {
    index,
    n: index + 1,
    ships,
    stance: `CEPHEUS.NpcCrew.Stance.${p.candidate.stance}`,
    chance: share.format(p.chance),
    low: share.format(p.interval[0]),
    high: share.format(p.interval[1]),
    rounds: one.format(r.averageRounds),
    battles: whole.format(r.battles),
    confirmed: p.confirmed,
    ends,
    whisker: { x1: round2(p.interval[0] * CHART_WIDTH), x2: round2(p.interval[1] * CHART_WIDTH) },
    targetX,
    fates: [
      { key: `${K}.PlayersShips`, cells: fate(sideFates(r, false), pct) },
      { key: `${K}.OpponentsShips`, cells: fate(sideFates(r, true), pct) },
    ],
  };
}

function fate(o: ShipOdds & { total: number }, pct: (n: number) => string): FateCell[] {
  return fateCells(o, o.total, pct);
}

export function resultsView(input: ResultsInput, canCreate: boolean): ResultsView {
  const lang = input.lang ?? "en";
  const share = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const one = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const targetX = round2(input.target * CHART_WIDTH);
  const picks = input.picks.map((p, i) => pickView(p, i, lang, targetX));
  const data = {
    battles: whole.format(input.battles),
    planned: whole.format(Math.max(input.planned, input.battles)),
    seconds: one.format(input.ms / 1000),
  };
  const status =
    input.state === "searching"
      ? { key: `${K}.Searching`, data }
      : input.state === "done"
        ? { key: `${K}.Done`, data }
        : input.state === "stopped"
          ? { key: `${K}.Stopped`, data }
          : null;
  const best = input.picks[0];
  return {
    state: input.state,
    searching: input.state === "searching",
    status,
    pct: input.planned > 0 ? Math.min(100, Math.round((input.battles / input.planned) * 100)) : 0,
    target: share.format(input.target),
    picks,
    chart: { width: CHART_WIDTH },
    error: input.error ?? "",
    notice: input.notice ?? "",
    far:
      input.state === "done" && input.far && best
        ? { target: share.format(input.target), chance: share.format(best.chance) }
        : null,
    canCreate: canCreate && input.state === "done",
  };
}
