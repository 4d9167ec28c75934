// What a ship's weapons face at a distance: the range band to each other ship and, for every weapon, the attack
// difficulty at that band with its DM. Shown beside core's ruler while a ship token is dragged, and on the action
// dialog and Token Action HUD for a targeted ship. Pure: plain numbers and snapshots in, plain data out; the band
// table is the rules engine's (rangeBandForDistance, R23), the difficulties its attack table (attackDifficulty),
// the DMs its difficulty table plus the weapon's own DM (weaponAttackDM: pulse lasers, R8).
import { difficultyDM } from "../../rules/checks";
import { pairKey } from "../../rules/engagement/memory";
import { attackDifficulty, rangeBandForDistance, weaponAttackDM, type WeaponDMOptions } from "../../rules/ranges";
import type { Difficulty, RangeBand, WeaponKind } from "../../rules/types";
import { placeCentre, type GridInfo, type TokenPlace } from "../sidebar/token-ranges";

export interface Point {
  x: number;
  y: number;
}

export interface WeaponAtBand {
  id: string;
  kind: WeaponKind;
  mountId: string;
  /** null: the weapon cannot fire at this band */
  difficulty: Difficulty | null;
  /** the attack roll's DM from the difficulty and the weapon itself; null when it cannot fire */
  dm: number | null;
}

/** What the read-out needs of a ship: its mounts and their weapons (a ShipSnapshot fits). */
export interface ArmedShip {
  mounts: readonly { id: string; weapons: readonly { id: string; kind: WeaponKind }[] }[];
}

/** Every weapon of the ship at `band`, mount by mount (mount order, then weapon order). */
export function weaponsAtBand(ship: ArmedShip, band: RangeBand, options: WeaponDMOptions = {}): WeaponAtBand[] {
  const out: WeaponAtBand[] = [];
  for (const mount of ship.mounts)
    for (const w of mount.weapons) {
      const difficulty = attackDifficulty(w.kind, band);
      out.push({
        id: w.id,
        kind: w.kind,
        mountId: mount.id,
        difficulty,
        dm: difficulty === null ? null : difficultyDM(difficulty) + weaponAttackDM(w.kind, options),
      });
    }
  return out;
}

/** Kilometres between two points in pixels of a scene (straight line: space has no grid). */
export function kmBetween(p: Point, q: Point, grid: GridInfo, kmPerUnit: number): number {
  if (!(grid.size > 0)) throw new RangeError(`grid size ${grid.size} is not a size`);
  return (Math.hypot(p.x - q.x, p.y - q.y) / grid.size) * grid.distance * kmPerUnit;
}

export interface RangeReadout {
  /** the other ship's engagement id */
  shipId: string;
  /** kilometres between the centres */
  km: number;
  /** the band the tokens give at this distance */
  tokenBand: RangeBand;
  /** the band the pair will have once the token is released: the token band, or the GM's where the GM pinned it */
  band: RangeBand;
  /** the GM set this pair's band by hand: moving tokens leaves it alone */
  pinned: boolean;
  weapons: WeaponAtBand[];
}

export interface ReadoutInput {
  /** the moving ship's engagement id and its snapshot (its weapons) */
  shipId: string;
  ship: ArmedShip;
  /** where the moving ship's token centre would be, in scene pixels */
  at: Point;
  /** the other ships' token places (ships without a placed token are left out) */
  others: Readonly<Record<string, TokenPlace | null | undefined>>;
  grid: GridInfo;
  /** kilometres per scene unit (null: the scene has no scale, and there is nothing to read) */
  kmPerUnit: number | null;
  /** the engagement's stored bands by pair key */
  ranges: Readonly<Record<string, RangeBand>>;
  /** pair keys the GM pinned */
  overrides: readonly string[];
  options?: WeaponDMOptions;
}

/**
 * The band to every other placed ship from `at`, and the moving ship's weapons at the band the pair would have on
 * release (derivedRangeChanges decides the same way: pinned pairs keep the GM's band). Nearest ship first.
 */
export function rangeReadout(input: ReadoutInput): RangeReadout[] {
  if (input.kmPerUnit === null) return [];
  const pinned = new Set(input.overrides);
  const out: RangeReadout[] = [];
  for (const [id, place] of Object.entries(input.others)) {
    if (!place || id === input.shipId) continue;
    const km = kmBetween(input.at, placeCentre(place, input.grid), input.grid, input.kmPerUnit);
    const tokenBand = rangeBandForDistance(km);
    const key = pairKey(input.shipId, id);
    const isPinned = pinned.has(key) && input.ranges[key] !== undefined;
    const band = isPinned ? input.ranges[key] : tokenBand;
    out.push({
      shipId: id,
      km,
      tokenBand,
      band,
      pinned: isPinned,
      weapons: weaponsAtBand(input.ship, band, input.options),
    });
  }
  return out.sort((a, b) => a.km - b.km || (a.shipId < b.shipId ? -1 : 1));
}
