// Plausibility: what a ship holds must fit its hull (SRD Chapter 8, Ship Design and Construction). A pasted or
// typed ship with 1e9 missiles, 999 turrets or a billion staterooms in 200 tons is refused with a message naming
// what does not fit, rather than accepted. The figures are the SRD's own (src/rules/tables and the Chapter 8 text
// quoted below), the bounds generous: only what the named parts alone take is counted, never the drives, bridge or
// computer a real design also needs.
import type { UsdfShip } from "../rules/usdf";
import { MISSILE_FIGURES } from "../rules/tables/missiles";
import { ACCOMMODATION_TONS, VEHICLE_HANGAR_TONS } from "../rules/tables/ship";
import { ARMAMENT_FIGURES, SANDCASTER, SCREENS } from "../rules/tables/weapons";

/** A problem to report: a lang key of CEPHEUS.Validation and its data (strings, for game.i18n.format). */
export interface FitProblem {
  key: string;
  data: Record<string, string>;
}

/** One part of a ship that takes room: how many, and the tons they take together. */
export interface FitPart {
  /** CEPHEUS.Validation.Part.<part> names it */
  part: FitPartName;
  count: number;
  tons: number;
}

export type FitPartName =
  | "fuel"
  | "cargo"
  | "missiles"
  | "sand"
  | "screens"
  | "bays"
  | "fireControl"
  | "staterooms"
  | "lowBerths"
  | "emergencyLowBerths"
  | "barracks"
  | "hangars";

/** Hardpoints of a hull: one per 100 tons; a small craft has one all the same (SRD Armaments). */
export function hardpoints(tons: number): number {
  return Math.max(ARMAMENT_FIGURES.smallCraftHardpoints, Math.floor(tons / ARMAMENT_FIGURES.tonsPerHardpoint));
}

export const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? Math.max(0, v) : 0);
/** Tons shown to one decimal. */
const tonsText = (t: number): string => String(Math.round(t * 10) / 10);

/** The message of a problem, in the user's language (a part's name is itself a key). */
export function formatFitProblem(problem: FitProblem): string {
  const i18n = game.i18n!;
  const data = { ...problem.data };
  if (data.part) data.part = i18n.localize(data.part);
  return i18n.format(problem.key, data);
}

/** The first part that alone takes more than the hull, else the parts together when they do; null when all fit. */
export function fitProblem(parts: readonly FitPart[], hullTons: number): FitProblem | null {
  for (const p of parts)
    if (p.tons > hullTons)
      return {
        key: "CEPHEUS.Validation.PartExceedsTons",
        data: {
          part: `CEPHEUS.Validation.Part.${p.part}`,
          count: String(p.count),
          needed: tonsText(p.tons),
          tons: String(hullTons),
        },
      };
  const needed = parts.reduce((n, p) => n + p.tons, 0);
  if (needed > hullTons)
    return { key: "CEPHEUS.Validation.ContentsExceedTons", data: { needed: tonsText(needed), tons: String(hullTons) } };
  return null;
}

/** The members of a ship's system data the checks read. */
export interface ShipFitSource {
  tons?: number;
  fuel?: { max?: number };
  cargo?: { max?: number };
  ammo?: { missiles?: Record<string, number>; sand?: number };
  screens?: { nuclearDamper?: number; mesonScreen?: number };
  mounts?: { type?: string }[];
  seats?: unknown[];
}

/** What ammunition (12 missiles or 20 sand barrels a ton), screens (50 tons each) and bays (50 tons each) take. */
export function armamentParts(missiles: number, sand: number, screens: number, bays: number): FitPart[] {
  return [
    { part: "missiles", count: missiles, tons: missiles / MISSILE_FIGURES.perTon },
    { part: "sand", count: sand, tons: sand / SANDCASTER.barrelsPerTon },
    { part: "screens", count: screens, tons: screens * SCREENS.nuclearDamper.tons },
    { part: "bays", count: bays, tons: bays * ARMAMENT_FIGURES.bayTons },
  ];
}

/**
 * The first way a ship's system data does not fit its hull, or null: more turrets and bays than hardpoints; fuel,
 * cargo, ammunition (12 missiles or 20 sand barrels a ton), screens (50 tons each), bays (50 tons each) and fire
 * control (a ton per turret) taking more tons than the hull has; more seats than tons.
 */
export function shipFitProblem(s: ShipFitSource): FitProblem | null {
  const tons = num(s.tons);
  const mounts = Array.isArray(s.mounts) ? s.mounts : [];
  const points = hardpoints(tons);
  if (mounts.length > points)
    return {
      key: "CEPHEUS.Validation.TooManyMounts",
      data: { count: String(mounts.length), tons: String(tons), hardpoints: String(points) },
    };
  const bays = mounts.filter((m) => m?.type === "bay").length;
  const missiles = Object.values(s.ammo?.missiles ?? {}).reduce((n, v) => n + num(v), 0);
  const screens = num(s.screens?.nuclearDamper) + num(s.screens?.mesonScreen);
  const parts: FitPart[] = [
    { part: "fuel", count: num(s.fuel?.max), tons: num(s.fuel?.max) },
    { part: "cargo", count: num(s.cargo?.max), tons: num(s.cargo?.max) },
    ...armamentParts(missiles, num(s.ammo?.sand), screens, bays),
    {
      part: "fireControl",
      count: mounts.length - bays,
      tons: (mounts.length - bays) * ARMAMENT_FIGURES.fireControlTonsPerMount,
    },
  ];
  const problem = fitProblem(parts, tons);
  if (problem) return problem;
  const seats = Array.isArray(s.seats) ? s.seats.length : 0;
  if (seats > Math.max(1, tons))
    return { key: "CEPHEUS.Validation.TooManySeats", data: { count: String(seats), tons: String(tons) } };
  return null;
}

// ----- ships read from a description (USDF) ----------------------------------------------------------------------
// The ship actor keeps the description's ship in its flags (src/data/usdf/actor.ts); CepheusActor.validateJoint
// refuses an actor whose kept ship does not fit, so a pasted ship with a billion staterooms in 200 tons is not
// created. (Here, not in src/data/usdf: that folder is loaded on first use, and every actor is validated.)

/** Any craft SRD Chapter 8's hangar table does not name counts as a ton of craft in a hangar of 1.3 tons (the craft plus 30%). */
const LEAST_HANGAR_TONS = 1.3;

/** The hangar tons of the craft a ship carries (VEHICLE_HANGAR_TONS), and at least 1.3 tons for each hangar. */
export function hangarTons(hangars: UsdfShip["hangars"]): number {
  if (!hangars) return 0;
  let craft = 0;
  for (const c of hangars.craft ?? []) {
    const name = String(c.name).toLowerCase();
    // an own member only: "constructor" names no craft of the table
    craft += num(c.count) * (Object.hasOwn(VEHICLE_HANGAR_TONS, name) ? VEHICLE_HANGAR_TONS[name] : LEAST_HANGAR_TONS);
  }
  return Math.max(craft, num(hangars.count) * LEAST_HANGAR_TONS);
}

/**
 * The first way a ship read from a description (USDF) does not fit its hull, or null: its hardpoints and mounts,
 * then what its accommodation (staterooms, low and emergency low berths, barracks), hangars, cargo, fuel, fire control,
 * ammunition, screens and bays take together.
 */
export function usdfFitProblem(ship: UsdfShip): FitProblem | null {
  const tons = num(ship.tons);
  const points = hardpoints(tons);
  const mounts = Array.isArray(ship.mounts) ? ship.mounts : [];
  if (mounts.length > points || num(ship.hardpoints) > points)
    return {
      key: "CEPHEUS.Validation.TooManyMounts",
      data: {
        count: String(Math.max(mounts.length, num(ship.hardpoints))),
        tons: String(tons),
        hardpoints: String(points),
      },
    };
  const bays = mounts.filter((m) => m?.type === "bay").length;
  const missiles = Object.values(ship.ammo?.missiles ?? {}).reduce((n, v) => n + num(v), 0);
  const screens = num(ship.screens?.nuclearDamper) + num(ship.screens?.mesonScreen);
  const hangars = ship.hangars
    ? Math.max(
        num(ship.hangars.count),
        (ship.hangars.craft ?? []).reduce((n, c) => n + num(c.count), 0),
      )
    : 0;
  const parts: FitPart[] = [
    { part: "staterooms", count: num(ship.staterooms), tons: num(ship.staterooms) * ACCOMMODATION_TONS.stateroom },
    { part: "lowBerths", count: num(ship.lowBerths), tons: num(ship.lowBerths) * ACCOMMODATION_TONS.lowBerth },
    {
      part: "emergencyLowBerths",
      count: num(ship.emergencyLowBerths),
      tons: num(ship.emergencyLowBerths) * ACCOMMODATION_TONS.emergencyLowBerth,
    },
    { part: "barracks", count: num(ship.barracks), tons: num(ship.barracks) * ACCOMMODATION_TONS.barracksPerTroop },
    { part: "hangars", count: hangars, tons: hangarTons(ship.hangars) },
    { part: "cargo", count: num(ship.cargo), tons: num(ship.cargo) },
    { part: "fuel", count: num(ship.fuel?.tons), tons: num(ship.fuel?.tons) },
    ...armamentParts(missiles, num(ship.ammo?.sand), screens, bays),
    // fire control as the description gives it (a ton per turret when it gives none)
    { part: "fireControl", count: num(ship.fireControlTons), tons: num(ship.fireControlTons) },
  ];
  return fitProblem(parts, tons);
}
