// "Odds of this fight", what if: the fight as it stands against the same fight with one change, fought with the same
// seeds (so the difference in the figures is the change's, not the dice's). A change is applied to a copy of the
// engagement and of the simulation's options; nothing in the world changes. Pure: no Foundry.
import type { ShipTactics, SimulationOptions } from "../rules/engagement/simulate";
import type { EngagementState } from "../rules/engagement/state";
import { RANGE_BANDS, type RangeBand } from "../rules/types";

export type WhatIf =
  | { kind: "range"; band: RangeBand }
  | { kind: "noFlee"; shipId: string }
  | { kind: "crewUp"; shipId: string }
  | { kind: "crewDown"; shipId: string }
  | { kind: "noReactions"; shipId: string }
  | { kind: "holdMissiles"; shipId: string }
  | { kind: "timingBefore" }
  | { kind: "timingAfter" }
  | { kind: "missilesAsCraft" }
  | { kind: "missilesByTable" };

/** A choice of the window's what-if list: its value (the change as text) and its label (lang key and data). */
export interface WhatIfChoice {
  value: string;
  key: string;
  data: Record<string, string>;
}

/** Skill levels a crew change keeps to (SRD skills run 0 to 4 for most crews; a change never leaves 0..6). */
const MAX_LEVEL = 6;

const SHIP_CHANGES = ["noFlee", "crewUp", "crewDown", "noReactions", "holdMissiles"] as const;

/**
 * The changes that make sense for this engagement: each range band but the one they all stand at, per ship, timing,
 * and with missiles aboard, the other missile mode (ruling R110: salvos launched from then on fly the other way).
 */
export function whatIfChoices(
  state: EngagementState,
  names: { id: string; name: string }[],
  bandName: (band: RangeBand) => string,
): WhatIfChoice[] {
  const out: WhatIfChoice[] = [];
  const ranges = Object.values(state.memory.ranges ?? {});
  const same = ranges.length > 0 && ranges.every((r) => r === ranges[0]) ? ranges[0] : undefined;
  for (const band of RANGE_BANDS)
    if (band !== same)
      out.push({
        value: JSON.stringify({ kind: "range", band }),
        key: "CEPHEUS.Odds.Change.range",
        data: { band: bandName(band) },
      });
  for (const { id, name } of names) {
    if (!state.ships[id]) continue;
    for (const kind of SHIP_CHANGES) {
      if (kind === "holdMissiles" && !hasMissiles(state, id)) continue;
      out.push({
        value: JSON.stringify({ kind, shipId: id }),
        key: `CEPHEUS.Odds.Change.${kind}`,
        data: { ship: name },
      });
    }
  }
  const timing = state.memory.options?.reactionTiming ?? "after";
  const other = timing === "after" ? "timingBefore" : "timingAfter";
  out.push({ value: JSON.stringify({ kind: other }), key: `CEPHEUS.Odds.Change.${other}`, data: {} });
  if (Object.keys(state.ships).some((id) => hasMissiles(state, id))) {
    const mode = state.memory.options?.missilesAsCraft ? "missilesByTable" : "missilesAsCraft";
    out.push({ value: JSON.stringify({ kind: mode }), key: `CEPHEUS.Odds.Change.${mode}`, data: {} });
  }
  return out;
}

function hasMissiles(state: EngagementState, id: string): boolean {
  return state.ships[id].mounts.some((m) => m.weapons.some((w) => w.kind === "missile"));
}

/** A change read back from the window's list; undefined for anything that is not one of this engagement's. */
export function parseWhatIf(value: unknown, state: EngagementState): WhatIf | undefined {
  if (typeof value !== "string" || value.length > 500) return undefined;
  let c: Record<string, unknown>;
  try {
    c = JSON.parse(value) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!c || typeof c !== "object") return undefined;
  switch (c.kind) {
    case "range":
      return RANGE_BANDS.includes(c.band as RangeBand) ? { kind: "range", band: c.band as RangeBand } : undefined;
    case "timingBefore":
    case "timingAfter":
    case "missilesAsCraft":
    case "missilesByTable":
      return { kind: c.kind };
    case "noFlee":
    case "crewUp":
    case "crewDown":
    case "noReactions":
    case "holdMissiles":
      return typeof c.shipId === "string" && Object.hasOwn(state.ships, c.shipId)
        ? { kind: c.kind, shipId: c.shipId }
        : undefined;
  }
  return undefined;
}

/** The engagement and options with the change made (copies: the arguments are not changed). */
export function applyWhatIf(
  state: EngagementState,
  opts: SimulationOptions,
  change: WhatIf,
): { state: EngagementState; opts: SimulationOptions } {
  const s = JSON.parse(JSON.stringify(state)) as EngagementState;
  const o: SimulationOptions = JSON.parse(JSON.stringify(opts)) as SimulationOptions;
  const tactic = (id: string, t: ShipTactics) => {
    o.tactics = { ...o.tactics, [id]: { ...o.tactics?.[id], ...t } };
  };
  switch (change.kind) {
    case "range":
      for (const k of Object.keys(s.memory.ranges)) s.memory.ranges[k] = change.band;
      break;
    case "noFlee":
      tactic(change.shipId, { flee: "never" });
      break;
    case "noReactions":
      tactic(change.shipId, { react: false });
      break;
    case "crewUp":
    case "crewDown": {
      const d = change.kind === "crewUp" ? 1 : -1;
      const ship = s.ships[change.shipId];
      const level = (n: number) => Math.min(MAX_LEVEL, Math.max(0, n + d));
      for (const seat of ship.seats) if (typeof seat.npcSkill === "number") seat.npcSkill = level(seat.npcSkill);
      for (const person of ship.crew)
        for (const k of Object.keys(person.skills) as (keyof typeof person.skills)[]) {
          const v = person.skills[k];
          if (typeof v === "number") person.skills[k] = level(v);
        }
      break;
    }
    case "holdMissiles": {
      // no missile is launched: the racks stay loaded for another fight
      const ship = s.ships[change.shipId];
      const none = Object.fromEntries(Object.keys(ship.ammo.missiles).map((k) => [k, 0]));
      s.ships[change.shipId] = { ...ship, ammo: { ...ship.ammo, missiles: none as typeof ship.ammo.missiles } };
      break;
    }
    case "timingBefore":
    case "timingAfter":
      s.memory.options = { ...s.memory.options, reactionTiming: change.kind === "timingBefore" ? "before" : "after" };
      break;
    case "missilesAsCraft":
    case "missilesByTable":
      s.memory.options = { ...s.memory.options, missilesAsCraft: change.kind === "missilesAsCraft" };
      break;
  }
  return { state: s, opts: o };
}
