// The engagement's setup (GM): sides, awareness, flagships and encryption before initiative, the starting band for
// every pair, the scene's kilometre scale.
import { loadEngagement, storeEngagement } from "../../../play/load";
import { loadCommandPath } from "../../../play/load-command-path";
import type { AnyCombat } from "../../../play/ships";
import { pairKey, type NearWorld } from "../../../rules/engagement/memory";
import { RANGE_BANDS, type RangeBand } from "../../../rules/types";
import { SYSTEM_ID } from "../../../base/system-id";
import { SCALE_FLAG } from "./flags";
import { QUIET_OPTION } from "../../../play/checkpoints";
import { K, notify } from "./gm";
import { storeCrewPolicies } from "../../../play/npc-policies";
import type { CrewPolicy } from "../../../rules/engagement/npc-crew/policy";

export interface SetupInput {
  /** every pair starts at this band (empty: keep the ranges) */
  range?: RangeBand | "";
  /** side per ship id */
  sides: Record<string, string>;
  /** aware per ship id */
  aware: Record<string, boolean>;
  /** the ships marked as their side's flagship: those sides fight as fleets (fleet initiative, ruling R104) */
  flagships?: Record<string, boolean>;
  /** encrypted communications per ship id (ruling R106) */
  encrypted?: Record<string, boolean>;
  /** the scene's kilometres per unit; null clears it; undefined leaves it */
  kmPerUnit?: number | null;
  /** the world the fight is near (ruling R108): null names none; undefined leaves it */
  world?: NearWorld | null;
  /** the NPC ships' crew policies (stance, flee rule, target rule, missiles), stored with the combat */
  npcCrews?: Record<string, CrewPolicy>;
}

/** Check the setup form's values; a lang key of the first problem, or null. */
export function validateSetup(input: SetupInput): string | null {
  if (input.range && !RANGE_BANDS.includes(input.range)) return `${K}.Notify.BadRange`;
  if (Object.values(input.sides).some((s) => typeof s !== "string" || !s.trim())) return `${K}.Notify.BadSide`;
  if (input.flagships) {
    const sides = Object.keys(input.flagships)
      .filter((id) => input.flagships![id] === true)
      .map((id) => input.sides[id]?.trim());
    if (new Set(sides).size !== sides.length) return `${K}.Notify.TwoFlagships`;
  }
  if (
    input.kmPerUnit !== undefined &&
    input.kmPerUnit !== null &&
    !(Number.isFinite(input.kmPerUnit) && input.kmPerUnit > 0)
  )
    return `${K}.Notify.BadScale`;
  const w = input.world;
  if (w && !(isDigit(w.size, WORLD_SIZE_MAX) && isDigit(w.atmosphere, WORLD_ATMOSPHERE_MAX)))
    return `${K}.Notify.BadWorld`;
  return null;
}

/** A digit of a world's profile: Size 0–33 (eHex), Atmosphere 0–15. */
const WORLD_SIZE_MAX = 33;
const WORLD_ATMOSPHERE_MAX = 15;
function isDigit(v: unknown, max: number): boolean {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
}

/**
 * Apply the setup (GM): sides and awareness on the combatants (before initiative only: they decide it), the
 * starting band for every pair through the bridge, the scene's scale. Bad input changes nothing.
 */
export async function applySetup(
  combat: AnyCombat,
  input: SetupInput,
  scene?: { update(data: unknown): Promise<unknown> } | null,
): Promise<boolean> {
  if (!game.user?.isGM) {
    notify("warn", `${K}.Notify.OnlyGM`);
    return false;
  }
  const problem = validateSetup(input);
  if (problem) {
    notify("warn", problem);
    return false;
  }
  // the band for every pair runs the engine's setRange, part of the GM's command path (loaded on first use): loaded
  // before anything is written, so that a failed load (the GM is told) changes nothing
  const referee = input.range ? await loadCommandPath() : null;
  if (input.range && !referee) return false;
  const state = loadEngagement(combat);
  if (state.memory.round === 0) {
    // sides, awareness and encryption are the ships' engagement state, stored with the engagement
    const memory = state.memory;
    const flagships: string[] = [];
    let changed = false;
    for (const id of Object.keys(memory.ships)) {
      const st = { ...memory.ships[id] };
      const side = input.sides[id]?.trim();
      if (side && side !== st.side) st.side = side;
      if (id in input.aware && input.aware[id] !== st.aware) st.aware = input.aware[id];
      if (input.encrypted && id in input.encrypted && input.encrypted[id] !== (st.encrypted === true))
        st.encrypted = input.encrypted[id];
      if (input.flagships?.[id] === true) flagships.push(id);
      if (JSON.stringify(st) !== JSON.stringify(memory.ships[id])) {
        memory.ships[id] = st;
        changed = true;
      }
    }
    // fleet initiative is chosen before initiative is rolled, like the sides it belongs to (ruling R104)
    if (input.flagships && JSON.stringify(flagships) !== JSON.stringify(memory.flagships ?? [])) {
      memory.flagships = flagships;
      changed = true;
    }
    if (changed) await storeEngagement(combat, memory, { options: { [QUIET_OPTION]: true }, announce: false });
  }
  // the world near the fight may be named or changed at any round: the fight may move towards a world or away
  if (input.world !== undefined) {
    const memory = loadEngagement(combat).memory;
    const world = input.world ? { ...input.world } : undefined;
    if (JSON.stringify(world) !== JSON.stringify(memory.world))
      await storeEngagement(combat, { ...memory, world }, { options: { [QUIET_OPTION]: true }, announce: false });
  }
  if (scene && input.kmPerUnit !== undefined)
    await scene.update({ flags: { [SYSTEM_ID]: { [SCALE_FLAG]: input.kmPerUnit } } });
  if (input.range) {
    // one band for every pair: the bridge's own setRange, applied pair by pair on the state and stored once
    // (one write, no card per pair); token movement still updates the pairs of a moved ship
    let next = loadEngagement(combat);
    const ids = Object.keys(next.memory.ships);
    let changed = false;
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) {
        if (next.memory.ranges[pairKey(ids[i], ids[j])] === input.range) continue;
        const r = referee!.applyRefereeCommand(next, { type: "setRange", a: ids[i], b: ids[j], range: input.range });
        if (r.events.some((e) => e.type === "refused")) return false;
        next = r.state;
        changed = true;
      }
    if (changed) await storeEngagement(combat, next.memory);
  }
  if (input.npcCrews) await storeCrewPolicies(combat, input.npcCrews);
  notify("info", `${K}.Notify.SetupDone`);
  return true;
}
