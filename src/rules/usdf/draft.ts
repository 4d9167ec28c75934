// The ship under construction while sentences are read, and what reading leaves behind.
import type { UsdfError, UsdfPart, UsdfShip } from "./types";
import { NUM, numberValue, type Reading } from "./text";

export interface Draft {
  ship: UsdfShip;
  unread: string[];
  seen: Set<UsdfPart>;
  /** "(N Hull, N Structure)" was read */
  hullPoints: boolean;
  /** name from the heading line, if any */
  headingName: string | null;
  /** running totals: the tons of the turrets and bays built so far, and of the hangars */
  tons: { mounts: number; hangars: number };
  /** set by a reader that finds the ship impossible: reading stops and the text is refused with it */
  refusal: UsdfError | null;
}

export function emptyShip(): UsdfShip {
  return {
    name: "",
    techLevel: 0,
    tons: 0,
    smallCraft: false,
    description: "",
    hull: 0,
    structure: 0,
    sections: null,
    drives: { jump: null, maneuver: null, powerPlant: null },
    jump: 0,
    thrust: 0,
    fuel: null,
    computer: null,
    software: [],
    sensors: null,
    staterooms: 0,
    lowBerths: 0,
    emergencyLowBerths: 0,
    barracks: 0,
    cabin: null,
    hardpoints: 0,
    fireControlTons: 0,
    mounts: [],
    weapons: [],
    ammo: { missiles: { standard: 0, smart: 0, nuclear: 0 }, sand: 0 },
    screens: { mesonScreen: 0, nuclearDamper: 0 },
    hangars: null,
    cargo: 0,
    configuration: null,
    armorType: null,
    armor: 0,
    armorOptions: [],
    features: [],
    fuelProcessors: null,
    fuelScoops: false,
    crew: { total: 0, roles: [], gunnersIfArmed: null },
    positions: {},
    passengers: {
      count: 0,
      high: null,
      nobles: 0,
      doubleOccupancy: false,
      withGunners: null,
      low: 0,
      emergencyLow: 0,
      note: null,
    },
    cost: null,
    buildWeeks: null,
  };
}

export function newDraft(headingName: string | null): Draft {
  return {
    ship: emptyShip(),
    unread: [],
    seen: new Set(),
    hullPoints: false,
    headingName,
    tons: { mounts: 0, hangars: 0 },
    refusal: null,
  };
}

/** A case-insensitive pattern where the word NUM stands for a number in digits or words. */
export function rx(source: string, flags = "i"): RegExp {
  return new RegExp(source.replace(/NUM/g, NUM), flags);
}

/** Reports what a sentence left unread. */
export function finish(d: Draft, r: Reading): void {
  for (const frag of r.leftovers()) d.unread.push(frag);
}

/** The numeric value of group `i`, or null (and the phrase reported) when it is not a usable figure. */
export function value(d: Draft, m: RegExpExecArray, i: number): number | null {
  const v = numberValue(m[i]);
  if (v === null) d.unread.push(m[0].trim());
  return v;
}
