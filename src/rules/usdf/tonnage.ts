// What a hull holds and what its fittings take (SRD Chapter 8), for the checks that refuse a ship whose fittings
// cannot fit in its hull: while the text is read (`overHull` after every sentence, on running totals) and once more
// when it is read whole (`validate`). The tons counted are a lower bound: only fittings whose size the SRD fixes and
// the text gives (drives, bridge and computer are not counted), so a ship refused here cannot be built.
import { ACCOMMODATION_TONS, VEHICLE_HANGAR_TONS } from "../tables/ship";
import { ARMAMENT_FIGURES, SCREENS } from "../tables/weapons";
import { singular } from "./text";
import type { UsdfError, UsdfField, UsdfMount, UsdfShip } from "./types";

/** The largest hull the reader accepts. */
export const MAX_TONS = 1_000_000;

/** SRD "Armaments": one hardpoint per 100 tons of ship (at least one, for small craft). */
export function hardpointsOf(tons: number): number {
  return Math.max(ARMAMENT_FIGURES.smallCraftHardpoints, Math.floor(tons / ARMAMENT_FIGURES.tonsPerHardpoint));
}
export const MAX_HARDPOINTS = hardpointsOf(MAX_TONS);

/** More hardpoints, or turrets and bays, than the hull has. */
export function exceedsHardpoints(field: "hardpoints" | "mounts", v: number, tons: number): UsdfError {
  const max = hardpointsOf(tons);
  return {
    code: "exceedsTons",
    field,
    value: v,
    limit: max,
    message: `${v} ${field === "mounts" ? "mounts (turrets and bays)" : "hardpoints"} are more than a ${tons}-ton hull has (${max}: one per 100 tons).`,
  };
}

/** SRD "Small Craft Cockpits and Control Cabins": tons per crew member, and per passenger of additional cabin space. */
export const COCKPIT_TONS_PER_CREW = 1.5;
export const CONTROL_CABIN_TONS_PER_CREW = 3;
export const CABIN_TONS_PER_PASSENGER = 1.5;
/** SRD "Screens": a meson screen or a nuclear damper takes 50 tons. */
export const SCREEN_TONS = SCREENS.nuclearDamper.tons;
/** SRD "Bays" (50 tons) and "Turret Displacement and Cost" (1 ton, a pop-up turret 2, a fixed mounting none). */
export const BAY_TONS = ARMAMENT_FIGURES.bayTons;

/**
 * Tons of hangar per craft: the SRD's table for vehicles and drones (src/rules/tables/ship.ts), and for the fighter
 * and the launch of Chapter 9 their hulls (10 and 20 tons) plus 30%.
 */
export const HANGAR_TONS: Readonly<Record<string, number>> = Object.freeze({
  ...VEHICLE_HANGAR_TONS,
  fighter: 13,
  launch: 26,
});
/** A craft the table does not name: the smallest small craft (10 tons, SRD "Small Craft Hull") plus 30%. */
export const DEFAULT_HANGAR_TONS = 13;

/** The hangar tons of one craft by name ("life boat/launch": the smaller of the two). */
export function craftHangarTons(name: string): number {
  const known = name
    .toLowerCase()
    .split("/")
    .map((n) => HANGAR_TONS[n.trim()] ?? HANGAR_TONS[singular(n.trim())])
    .filter((t): t is number => t !== undefined);
  return known.length ? Math.min(...known) : DEFAULT_HANGAR_TONS;
}

/** The tons of a ship's hangars: each craft named, and a hangar with no craft named at the default. */
export function hangarTons(hangars: UsdfShip["hangars"]): number {
  if (!hangars) return 0;
  let tons = 0;
  let craft = 0;
  for (const c of hangars.craft) {
    tons += c.count * craftHangarTons(c.name);
    craft += c.count;
  }
  return tons + Math.max(0, hangars.count - craft) * DEFAULT_HANGAR_TONS;
}

/** The tons of one turret or bay. */
export function mountTons(m: Pick<UsdfMount, "type" | "fixed" | "popup">): number {
  return m.type === "bay" ? BAY_TONS : m.fixed ? 0 : m.popup ? 2 : 1;
}

export function mountsTons(mounts: readonly Pick<UsdfMount, "type" | "fixed" | "popup">[]): number {
  let tons = 0;
  for (const m of mounts) tons += mountTons(m);
  return tons;
}

/** Tons of staterooms, berths, barracks and the cockpit or control cabin. */
export function accommodationTons(s: UsdfShip): number {
  const cabin = s.cabin
    ? s.cabin.crew * (s.cabin.kind === "cockpit" ? COCKPIT_TONS_PER_CREW : CONTROL_CABIN_TONS_PER_CREW) +
      s.cabin.extraPassengers * CABIN_TONS_PER_PASSENGER
    : 0;
  const a = ACCOMMODATION_TONS;
  return (
    s.staterooms * a.stateroom +
    s.lowBerths * a.lowBerth +
    s.emergencyLowBerths * a.emergencyLowBerth +
    s.barracks * a.barracksPerTroop +
    cabin
  );
}

/** Fields of `exceedsHull` refusals, in the order they are checked. */
export type TonnageField = Extract<
  UsdfField,
  "accommodation" | "cargoAndFuel" | "hangars" | "screens" | "weapons" | "fittings"
>;

const WHAT: Record<TonnageField, string> = {
  accommodation: "staterooms, berths, barracks and cabins",
  cargoAndFuel: "cargo and fuel",
  hangars: "small craft hangars",
  screens: "screens",
  weapons: "turrets, bays and fire control",
  fittings: "all the fittings together",
};

/**
 * The first tonnage the hull cannot hold, or null. `weapons` and `hangars` are the tons of the mounts and hangars,
 * passed in so that a check while reading costs the same whatever the ship holds (the reader keeps them as it goes).
 */
export function overHull(s: UsdfShip, tons: { mounts: number; hangars: number }): UsdfError | null {
  const fuel = s.fuel?.tons ?? 0;
  const single: [UsdfField, number][] = [
    ["cargo", s.cargo],
    ["fuel", fuel],
    ["fireControlTons", s.fireControlTons],
  ];
  for (const [field, v] of single)
    if (v > s.tons)
      return {
        code: "exceedsTons",
        field,
        value: v,
        limit: s.tons,
        message: `${field} of ${v} tons is more than the ${s.tons}-ton hull.`,
      };
  const parts: [TonnageField, number][] = [
    ["accommodation", accommodationTons(s)],
    ["cargoAndFuel", s.cargo + fuel],
    ["hangars", tons.hangars],
    ["screens", (s.screens.mesonScreen + s.screens.nuclearDamper) * SCREEN_TONS],
    ["weapons", tons.mounts + s.fireControlTons],
  ];
  const total = parts.reduce((sum, [, v]) => sum + v, 0) + (s.fuelProcessors?.tons ?? 0);
  for (const [field, v] of [...parts, ["fittings", total] as [TonnageField, number]])
    if (v > s.tons)
      return {
        code: "exceedsHull",
        field,
        value: round(v),
        limit: s.tons,
        message: `${field} (${WHAT[field]}) take ${round(v)} tons, more than the ${s.tons}-ton hull holds.`,
      };
  return null;
}

const round = (v: number) => Math.round(v * 100) / 100;
