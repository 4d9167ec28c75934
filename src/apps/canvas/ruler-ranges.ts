// The documents behind the ruler's range read-out: which engagement a dragged token's ship fights in, where the other
// ships' tokens are, the bands the GM pinned. Reads only (the bands are written on release by the tracker's
// updateToken handler, onTokenMoved). The figures come from the pure rangeReadout; the words from readoutView.
import { loadEngagement } from "../../play/load";
import { isShipActor, type AnyCombat } from "../../play/ships";
import type { EngagementState } from "../../rules/engagement/state";
import { asScene, gridOf, placesOn, readOverrides, sceneScale } from "../sidebar/control";
import type { Translator } from "../sheets/ship-view";
import { signed } from "../../base/format";
import { rangeReadout, type Point, type RangeReadout } from "./range-readout";

/** The parts of a Token placeable (or its document) the read-out reads. */
export interface RulerToken {
  document?: { id?: string | null; parent?: unknown } | null;
}

export interface RulerWeaponView {
  name: string;
  /** the difficulty with its own DM, as the sheet names it ("Average (+0)") */
  difficulty: string;
  /** the attack roll's whole DM from range and weapon ("DM −2"), "" when it cannot fire */
  dm: string;
  canFire: boolean;
}

export interface RulerRangeView {
  name: string;
  band: string;
  /** "set by the GM" when the pair is pinned, else "" */
  pinned: string;
  weapons: RulerWeaponView[];
}

/** The read-out in words: each other ship's name, its band, and the moving ship's weapons at that band. */
export function readoutView(
  readout: readonly RangeReadout[],
  names: { ships: Readonly<Record<string, string>>; weapons: Readonly<Record<string, string>> },
  t: Translator,
): RulerRangeView[] {
  return readout.map((r) => ({
    name: names.ships[r.shipId] ?? r.shipId,
    band: t.localize(`CEPHEUS.RangeBand.${r.band}`),
    pinned: r.pinned ? t.format("CEPHEUS.Ruler.Pinned", { band: t.localize(`CEPHEUS.RangeBand.${r.tokenBand}`) }) : "",
    weapons: r.weapons.map((w) => ({
      name: names.weapons[w.id] || t.localize(`CEPHEUS.WeaponKind.${w.kind}`),
      difficulty: w.difficulty
        ? t.localize(`CEPHEUS.Difficulty.${w.difficulty}`)
        : t.localize("CEPHEUS.Ruler.CannotFire"),
      dm: w.dm === null ? "" : t.format("CEPHEUS.Ruler.DM", { dm: signed(w.dm) }),
      canFire: w.dm !== null,
    })),
  }));
}

interface Found {
  combat: AnyCombat;
  shipId: string;
  state: EngagementState;
}

/** The engagement the token's ship fights in: the viewed combat first, then any other (ended ones are left out). */
function engagementOfToken(tokenId: string): Found | null {
  const combats: AnyCombat[] = [];
  if (game.combat) combats.push(game.combat as AnyCombat);
  for (const c of game.combats ?? []) if (c !== game.combat) combats.push(c as AnyCombat);
  for (const combat of combats) {
    const c = [...combat.combatants].find((x) => (x as unknown as { tokenId?: string | null }).tokenId === tokenId);
    if (!c?.id || !isShipActor(c.actor)) continue;
    try {
      const state = loadEngagement(combat);
      if (state.memory.ended || !state.ships[c.id]) continue;
      return { combat, shipId: c.id, state };
    } catch {
      continue;
    }
  }
  return null;
}

// A drag refreshes the ruler on every pointer move: the engagement is read once a moment, not once a move.
const HOLD_MS = 500;
let held: { tokenId: string; at: number; found: Found | null } | null = null;

function heldEngagement(tokenId: string): Found | null {
  const now = Date.now();
  if (held && held.tokenId === tokenId && now - held.at < HOLD_MS) return held.found;
  held = { tokenId, at: now, found: engagementOfToken(tokenId) };
  return held.found;
}

/** Forget the engagement read for the last drag (tests; a new drag reads it again after HOLD_MS anyway). */
export function forgetRulerEngagement(): void {
  held = null;
}

/**
 * The range read-out for a ship token whose centre would be at `centre` (scene pixels), in words; null when the token
 * is no ship of a running engagement or its scene has no kilometre scale. Ships whose tokens are hidden are left out
 * for players, as the canvas hides them.
 */
export function rulerRanges(token: RulerToken, centre: Point, t: Translator): RulerRangeView[] | null {
  const doc = token.document;
  const scene = asScene(doc?.parent);
  if (!doc?.id || !scene) return null;
  const kmPerUnit = sceneScale(scene);
  if (kmPerUnit === null) return null;
  const found = heldEngagement(doc.id);
  if (!found) return null;
  const { combat, shipId, state } = found;
  const places = placesOn(combat, scene);
  if (!game.user?.isGM)
    for (const c of combat.combatants)
      if (c.id && (c as unknown as { token?: { hidden?: boolean } | null }).token?.hidden) delete places[c.id];
  const readout = rangeReadout({
    shipId,
    ship: state.ships[shipId],
    at: centre,
    others: Object.fromEntries(Object.entries(places).filter(([id]) => id in state.ships)),
    grid: gridOf(scene),
    kmPerUnit,
    ranges: state.memory.ranges,
    overrides: readOverrides(combat),
    options: { pulseLaserPenalty: state.memory.options?.pulseLaserPenalty },
  });
  if (!readout.length) return null;
  const actor = combat.combatants.get(shipId)?.actor;
  const weapons: Record<string, string> = {};
  for (const item of actor?.items ?? []) if (item.id) weapons[item.id] = item.name ?? "";
  const ships: Record<string, string> = {};
  for (const [id, s] of Object.entries(state.ships)) ships[id] = s.name;
  return readoutView(readout, { ships, weapons }, t);
}
