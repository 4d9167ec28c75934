// Ranges the GM sets by hand (pinned) and ranges the tokens give (a ship token moved).
import { loadEngagement } from "../../../play/load";
import type { AnyCombat } from "../../../play/ships";
import { pairKey } from "../../../rules/engagement/memory";
import { RANGE_BANDS, type RangeBand } from "../../../rules/types";
import { SYSTEM_ID } from "../../../base/system-id";
import { derivedRangeChanges, tokenBand } from "../token-ranges";
import { OVERRIDES_FLAG, readOverrides } from "./flags";
import { QUIET_OPTION } from "../../../play/checkpoints";
import { act, engagedShip, isActiveGM, K, notify } from "./gm";
import { asScene, combatScene, gridOf, placesOn, sceneScale, type TokenLike } from "./scene";

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
    await combat.update(
      { flags: { [SYSTEM_ID]: { [OVERRIDES_FLAG]: [...pinned].sort() } } } as never,
      { [QUIET_OPTION]: true } as never,
    );
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
    const moved = [...combat.combatants]
      .filter((c) => (c as unknown as { tokenId?: string | null }).tokenId === token.id && c.id)
      .map((c) => c.id!);
    if (!moved.length) continue;
    let state;
    try {
      state = loadEngagement(combat);
    } catch {
      continue;
    }
    if (state.memory.ended) continue;
    const places = placesOn(combat, scene);
    for (const change of derivedRangeChanges(
      places,
      gridOf(scene),
      kmPerUnit,
      state.memory.ranges,
      readOverrides(combat),
      moved,
    )) {
      if (!(change.a in state.memory.ships) || !(change.b in state.memory.ships)) continue;
      const r = await act(combat, { type: "setRange", a: change.a, b: change.b, range: change.to }, { notify: false });
      if (r.ok) set++;
    }
  }
  return set;
}
