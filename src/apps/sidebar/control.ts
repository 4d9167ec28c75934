// The tracker's Foundry glue: the GM's tools around the engagement bridge. Every engagement change
// goes through perform() (src/engagement/perform.ts); this file adds what the bridge has no command for: range
// overrides and token-derived ranges, engagement setup (sides, awareness, the starting range, the scene's kilometre
// scale), and tidying up after a deleted ship. Checkpoints and stepping back are src/engagement/checkpoints.ts.
import { loadEngagement, storeEngagement } from "../../engagement/load";
import { perform, type PerformResult } from "../../engagement/perform";
import { applyRefereeCommand, type BridgeCommand } from "../../engagement/commands";
import { isShipActor, type AnyCombat, type AnyCombatant } from "../../engagement/ships";
import { turnPointer } from "../../data/snapshots";
import { pairKey, type EngagementMemory } from "../../rules/engagement/memory";
import { RANGE_BANDS, type RangeBand } from "../../rules/types";
import { forgetShip, withoutShip } from "../../rules/engagement/forget";
import { derivedRangeChanges, kmPerSceneUnit, tokenBand, type GridInfo, type TokenPlace } from "./token-ranges";
import { QUIET_OPTION } from "../../engagement/checkpoints";

/** The system id: the flag scope. */
import { SYSTEM_ID } from "../../system-id";

export { SYSTEM_ID };
/** Combat flag: pair keys whose band the GM set by hand (token movement leaves them alone). */
export const OVERRIDES_FLAG = "rangeOverrides";
/** Scene flag: kilometres per scene unit (grid distance unit). */
export const SCALE_FLAG = "kmPerUnit";

const K = "CEPHEUS.Tracker";

type Flags = Record<string, Record<string, unknown> | undefined> | undefined;

function flagOf(doc: unknown, key: string): unknown {
  return ((doc as { flags?: Flags } | null)?.flags?.[SYSTEM_ID] ?? {})[key];
}

function notify(level: "info" | "warn", key: string, data?: Record<string, string>): void {
  const text = data ? game.i18n!.format(key, data) : game.i18n!.localize(key);
  ui.notifications?.[level](text);
}

/** This client is the one GM that acts for everyone (the active GM). */
export function isActiveGM(): boolean {
  return !!game.user?.isGM && game.users?.activeGM?.id === game.user.id;
}

// ----- reading the tracker's flags --------------------------------------------------------------------------------

export function readOverrides(combat: AnyCombat | null | undefined): string[] {
  const raw = flagOf(combat, OVERRIDES_FLAG);
  return Array.isArray(raw) ? raw.filter((k): k is string => typeof k === "string" && /^[^|]+\|[^|]+$/.test(k)) : [];
}

/** The plain token and grid numbers the range derivation needs. */
interface TokenLike {
  id?: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  disposition?: number;
  parent?: unknown;
}

export interface SceneLike {
  id?: string | null;
  grid: { size: number; distance: number; units?: string };
  flags?: Flags;
}

export function asScene(scene: unknown): SceneLike | null {
  const s = scene as SceneLike | null | undefined;
  return s && s.grid && typeof s.grid.size === "number" ? s : null;
}

/** Kilometres per scene unit of a scene (its flag, else its grid units), or null: no scale. */
export function sceneScale(scene: unknown): number | null {
  const s = asScene(scene);
  if (!s) return null;
  return kmPerSceneUnit(flagOf(s, SCALE_FLAG), s.grid.units);
}

export function gridOf(scene: SceneLike): GridInfo {
  return { size: scene.grid.size, distance: scene.grid.distance, units: scene.grid.units };
}

function tokenOf(c: AnyCombatant): TokenLike | null {
  const t = (c as unknown as { token?: TokenLike | null }).token;
  return t && typeof t.x === "number" && typeof t.y === "number" ? t : null;
}

function placeOf(t: TokenLike): TokenPlace {
  return { x: t.x, y: t.y, width: t.width || 1, height: t.height || 1 };
}

/** The scene the combat's ship tokens stand on (the first placed token's), with a kilometre scale or not. */
export function combatScene(combat: AnyCombat): SceneLike | null {
  for (const c of combat.combatants) {
    const scene = asScene(tokenOf(c as AnyCombatant)?.parent);
    if (scene) return scene;
  }
  return asScene((combat as unknown as { scene?: unknown }).scene);
}

/** Token places of the combat's ships on `scene` (ships elsewhere or without a token are left out). */
export function placesOn(combat: AnyCombat, scene: SceneLike): Record<string, TokenPlace> {
  const out: Record<string, TokenPlace> = {};
  for (const c of combat.combatants) {
    const t = tokenOf(c as AnyCombatant);
    if (!c.id || !t || asScene(t.parent) !== scene || !isShipActor(c.actor)) continue;
    out[c.id] = placeOf(t);
  }
  return out;
}

// ----- performing -------------------------------------------------------------------------------------------------

/** perform() on this combat; refusals are shown to the user by the bridge. */
export function act(combat: AnyCombat, command: BridgeCommand, options: { notify?: boolean } = {}): Promise<PerformResult> {
  return perform(command, { combat, notify: options.notify });
}

/** The combatant a tracker button belongs to, when it is still a ship of the engagement. */
export function engagedShip(combat: AnyCombat | null | undefined, id: string | undefined): AnyCombatant | null {
  if (!combat || !id) return null;
  const c = combat.combatants.get(id) as AnyCombatant | undefined;
  return c && isShipActor(c.actor) ? c : null;
}

// ----- ranges -----------------------------------------------------------------------------------------------------

export type RangeChoice = RangeBand | "auto";

/** The band the two ships' tokens give (null: no scale, or a token missing). */
export function tokenBandBetween(combat: AnyCombat, a: string, b: string): RangeBand | null {
  const scene = combatScene(combat);
  if (!scene) return null;
  const places = placesOn(combat, scene);
  if (!places[a] || !places[b]) return null;
  return tokenBand(places[a], places[b], gridOf(scene), sceneScale(scene));
}

/**
 * The GM sets the band between two ships: a band is set through the bridge and pinned (token movement leaves
 * it alone); "auto" unpins the pair and sets the band the tokens give, if any. Bad input changes nothing.
 */
export async function setPairRange(combat: AnyCombat, a: string, b: string, choice: RangeChoice): Promise<boolean> {
  if (!game.user?.isGM) {
    notify("warn", `${K}.Notify.OnlyGM`);
    return false;
  }
  if (choice !== "auto" && !RANGE_BANDS.includes(choice)) {
    notify("warn", `${K}.Notify.BadRange`);
    return false;
  }
  if (!engagedShip(combat, a) || !engagedShip(combat, b) || a === b) {
    notify("warn", `${K}.Notify.StaleShip`);
    return false;
  }
  const key = pairKey(a, b);
  const band = choice === "auto" ? tokenBandBetween(combat, a, b) : choice;
  if (band) {
    const r = await act(combat, { type: "setRange", a, b, range: band });
    if (!r.ok) return false;
  }
  const pinned = new Set(readOverrides(combat));
  const had = pinned.has(key);
  if (choice === "auto") pinned.delete(key);
  else pinned.add(key);
  if (had !== pinned.has(key))
    await combat.update({ flags: { [SYSTEM_ID]: { [OVERRIDES_FLAG]: [...pinned].sort() } } } as never, { [QUIET_OPTION]: true } as never);
  return true;
}

/**
 * A ship token moved (updateToken, active GM only): set the bands its tokens now give, through the bridge, for
 * every pair the GM has not pinned, in every combat the ship is in.
 */
export async function onTokenMoved(token: TokenLike, changes: Record<string, unknown>): Promise<number> {
  if (!isActiveGM()) return 0;
  if (!["x", "y", "width", "height"].some((k) => k in (changes ?? {}))) return 0;
  const scene = asScene(token.parent);
  const kmPerUnit = sceneScale(scene);
  if (!scene || kmPerUnit === null || !token.id) return 0;
  let set = 0;
  for (const combat of (game.combats ?? []) as Iterable<AnyCombat>) {
    const moved = [...combat.combatants].filter((c) => (c as unknown as { tokenId?: string | null }).tokenId === token.id && c.id).map((c) => c.id!);
    if (!moved.length) continue;
    let state;
    try {
      state = loadEngagement(combat);
    } catch {
      continue;
    }
    if (state.memory.ended) continue;
    const places = placesOn(combat, scene);
    for (const change of derivedRangeChanges(places, gridOf(scene), kmPerUnit, state.memory.ranges, readOverrides(combat), moved)) {
      if (!(change.a in state.memory.ships) || !(change.b in state.memory.ships)) continue;
      const r = await act(combat, { type: "setRange", a: change.a, b: change.b, range: change.to }, { notify: false });
      if (r.ok) set++;
    }
  }
  return set;
}

// ----- combatants coming and going --------------------------------------------------------------------------------

/** Side of a new ship from its token's disposition (friendly, neutral, hostile; secret counts as hostile). */
export function sideForDisposition(disposition: number | undefined, hasPlayerOwner: boolean): string {
  if (disposition === 1) return "friendly";
  if (disposition === 0) return "neutral";
  if (disposition === -1 || disposition === -2) return "hostile";
  return hasPlayerOwner ? "friendly" : "hostile";
}

/** preCreateCombatant: a new ship's side from its token, unless the creation data sets one. */
export function onPreCreateCombatant(combatant: AnyCombatant, data: Record<string, unknown>): void {
  const given = (data?.system as { side?: unknown } | undefined)?.side;
  if (typeof given === "string" && given) return;
  const actor = combatant.actor;
  if (!isShipActor(actor)) return;
  const token = tokenOf(combatant);
  const playerOwned = [...(game.users ?? [])].some((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));
  const side = sideForDisposition(token?.disposition, playerOwned);
  (combatant as unknown as { updateSource(d: unknown): void }).updateSource({ system: { side } });
}

/**
 * createCombatant (active GM): a ship joining a combat whose scene has a kilometre scale gets its bands to the
 * other ships from the tokens.
 */
export async function onCombatantCreated(combatant: AnyCombatant): Promise<number> {
  if (!isActiveGM()) return 0;
  const combat = combatant.parent as AnyCombat | null;
  const token = tokenOf(combatant);
  if (!combat || !token) return 0;
  return onTokenMoved(token, { x: token.x });
}

/**
 * deleteCombatant (active GM): forget the ship everywhere in the engagement memory (its ranges, salvos,
 * pursuits, attacks, modifiers), keep the turn on the ship acting (or, when the deleted ship was acting, give it to
 * the next ship in the order), unpin its pairs. Core has already moved its own turn for the deletion; the engagement's
 * turn is read from its stored pointer, so it moves once, here, and core's mirror is set to match.
 */
export async function onCombatantDeleted(combatant: AnyCombatant): Promise<boolean> {
  if (!isActiveGM()) return false;
  const combat = combatant.parent as AnyCombat | null;
  const id = combatant.id;
  if (!combat || !id || !game.combats?.get(combat.id!)) return false;
  let memory: EngagementMemory;
  try {
    memory = loadEngagement(combat).memory;
  } catch {
    return false;
  }
  // the order as stored still names the deleted ship: the turn pointer is placed in it
  const sys = combat.system as { order?: unknown; turnShipId?: unknown };
  const stored = Array.isArray(sys.order) ? (sys.order as string[]) : memory.order;
  const storedOrder = stored.filter((x) => x === id || x in memory.ships);
  const pointer = typeof sys.turnShipId === "string" && sys.turnShipId !== "" ? sys.turnShipId : sys.turnShipId === null ? null : turnPointer(memory);
  const at = pointer === null ? -1 : storedOrder.indexOf(pointer);
  const turn = at < 0 ? storedOrder.length : at;
  const { memory: after } = forgetShip({ ...memory, ships: { ...memory.ships }, turn }, id, storedOrder);
  const overrides = readOverrides(combat);
  const kept = withoutShip(overrides, id);
  const extra: Record<string, unknown> = {};
  if (kept.length !== overrides.length) extra.flags = { [SYSTEM_ID]: { [OVERRIDES_FLAG]: kept } };
  // the stored order loses the ship too (the memory, read without it, would not see the difference)
  if (stored.length !== after.order.length || stored.some((x, i) => x !== after.order[i])) extra.system = { order: after.order };
  // a correction, not a move of the fight: core's own hooks for turn controls do not fire for it
  await storeEngagement(combat, after, { options: { [QUIET_OPTION]: true }, extra, announce: false });
  return true;
}

// ----- engagement setup -------------------------------------------------------------------------------------------

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
}

/** Check the setup form's values; a lang key of the first problem, or null. */
export function validateSetup(input: SetupInput): string | null {
  if (input.range && !RANGE_BANDS.includes(input.range)) return `${K}.Notify.BadRange`;
  if (Object.values(input.sides).some((s) => typeof s !== "string" || !s.trim())) return `${K}.Notify.BadSide`;
  if (input.flagships) {
    const sides = Object.keys(input.flagships).filter((id) => input.flagships![id] === true).map((id) => input.sides[id]?.trim());
    if (new Set(sides).size !== sides.length) return `${K}.Notify.TwoFlagships`;
  }
  if (input.kmPerUnit !== undefined && input.kmPerUnit !== null && !(Number.isFinite(input.kmPerUnit) && input.kmPerUnit > 0)) return `${K}.Notify.BadScale`;
  return null;
}

/**
 * Apply the setup (GM): sides and awareness on the combatants (before initiative only: they decide it), the
 * starting band for every pair through the bridge, the scene's scale. Bad input changes nothing.
 */
export async function applySetup(combat: AnyCombat, input: SetupInput, scene?: { update(data: unknown): Promise<unknown> } | null): Promise<boolean> {
  if (!game.user?.isGM) {
    notify("warn", `${K}.Notify.OnlyGM`);
    return false;
  }
  const problem = validateSetup(input);
  if (problem) {
    notify("warn", problem);
    return false;
  }
  const state = loadEngagement(combat);
  if (state.memory.round === 0) {
    const updates: Record<string, unknown>[] = [];
    const flagships: string[] = [];
    for (const id of Object.keys(state.memory.ships)) {
      const st = state.memory.ships[id];
      const system: Record<string, unknown> = {};
      const side = input.sides[id]?.trim();
      if (side && side !== st.side) system.side = side;
      if (id in input.aware && input.aware[id] !== st.aware) system.aware = input.aware[id];
      if (input.encrypted && id in input.encrypted && input.encrypted[id] !== (st.encrypted === true)) system.encrypted = input.encrypted[id];
      if (input.flagships?.[id] === true) flagships.push(id);
      if (Object.keys(system).length) updates.push({ _id: id, system });
    }
    if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates as never, { [QUIET_OPTION]: true } as never);
    // fleet initiative is chosen before initiative is rolled, like the sides it belongs to (ruling R104)
    if (input.flagships && JSON.stringify(flagships) !== JSON.stringify(state.memory.flagships ?? []))
      await storeEngagement(combat, { ...loadEngagement(combat).memory, flagships }, { options: { [QUIET_OPTION]: true }, announce: false });
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
        const r = applyRefereeCommand(next, { type: "setRange", a: ids[i], b: ids[j], range: input.range });
        if (r.events.some((e) => e.type === "refused")) return false;
        next = r.state;
        changed = true;
      }
    if (changed) await storeEngagement(combat, next.memory);
  }
  notify("info", `${K}.Notify.SetupDone`);
  return true;
}
