// The way back: a ship actor's CURRENT data → the UsdfShip its USDF paragraph is written from. The parsed ship
// kept in `flags["cepheus-space-combat"].usdf` (./actor.ts) gives what the actor's fields do not hold (drive
// codes, crew roles, passengers, cost, ...); every field the actor does hold wins over the flag. Without a
// usable flag the ship is built from the actor alone. The inverse of ./actor.ts shipActorData, kept beside it;
// tested as actor → export → import → same actor. Pure: no Foundry.
import { emptyShip } from "../../rules/usdf/draft";
import { SENSOR_SUITES } from "../../rules/usdf/vocabulary";
import type { ArmorOption, UsdfCrewRole, UsdfMount, UsdfShip, UsdfSoftware } from "../../rules/usdf";
import { plural } from "../../rules/usdf/text";
import {
  MISSILE_TYPES,
  POSITIONS,
  SENSOR_GRADES,
  WEAPON_KINDS,
  type MissileType,
  type Position,
  type SensorGrade,
  type WeaponKind,
} from "../../rules/types";
import { SMALL_CRAFT_TONS } from "../constants";
import { REPAIR_DRONES, SOFTWARE_FIELDS, SYSTEM_ID } from "./actor";

type Json = Record<string, unknown>;

/** What is read of the actor: `actor.toObject()` (name, ship `system` source, embedded items, flags). */
export interface ShipActorInput {
  name: string;
  system: Json;
  items?: readonly { type?: string; sort?: number; system?: Json }[];
  flags?: Json;
}

/** Tech level written when neither the flag nor any weapon gives one (the lowest TL of a jump drive). */
export const DEFAULT_TECH_LEVEL = 9;

const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const whole = (v: unknown, fallback = 0): number => Math.max(0, Math.floor(num(v, fallback)));
const pool = (v: unknown): { value: number; max: number } =>
  isObj(v) ? { value: whole(v.value), max: whole(v.max) } : { value: 0, max: 0 };

/** The flag's ship when it has the shape of one (same keys and kinds of value as an empty ship), else null. */
export function flaggedShip(flags: Json | undefined): UsdfShip | null {
  const ns = flags?.[SYSTEM_ID];
  const ship = isObj(ns) ? ns.usdf : undefined;
  if (!isObj(ship)) return null;
  const template = emptyShip() as unknown as Json;
  for (const [key, blank] of Object.entries(template)) {
    const v = ship[key];
    if (blank === null) {
      // nullable members: an object (fuel, computer, ...), a figure (cost) or a word (armorType)
      if (v !== null && !isObj(v) && typeof v !== "number" && typeof v !== "string") return null;
    } else if (Array.isArray(blank)) {
      if (!Array.isArray(v)) return null;
    } else if (isObj(blank)) {
      if (!isObj(v)) return null;
    } else if (typeof v !== typeof blank) return null;
  }
  return structuredClone(ship) as unknown as UsdfShip;
}

/** "Model 3/fib" → { model, bis, fib }; the rating field wins over the number in the name. */
function computerOf(system: Json, flag: UsdfShip["computer"]): UsdfShip["computer"] {
  const c = isObj(system.computer) ? system.computer : {};
  const rating = whole(c.rating);
  const name = typeof c.model === "string" ? c.model : "";
  if (rating <= 0) return null;
  const bis = /\/\s*bis\b/i.test(name);
  const fib = /\/\s*fib\b/i.test(name);
  if (flag && flag.model === rating && flag.bis === bis && flag.fib === fib) return flag;
  return { model: rating, bis, fib };
}

/** Software: the flag's list with the ratings the actor holds now (added, changed, or removed at 0). */
function softwareOf(system: Json, flag: UsdfSoftware[]): UsdfSoftware[] {
  const sw = isObj(system.software) ? system.software : {};
  const out = flag.map((s) => ({ ...s }));
  for (const [name, f] of Object.entries(SOFTWARE_FIELDS)) {
    const rating = Math.min(f.max, whole(sw[f.key]));
    const i = out.findIndex((s) => s.name === name);
    if (rating === 0) {
      if (i >= 0) out.splice(i, 1);
    } else if (i < 0) out.push({ name, rating, techLevel: null });
    else if (Math.min(f.max, out[i].rating ?? 1) !== rating) out[i] = { ...out[i], rating };
  }
  const intellect = out.findIndex((s) => s.name === "Intellect");
  if (sw.intellect === true && intellect < 0) out.push({ name: "Intellect", rating: null, techLevel: null });
  if (sw.intellect !== true && intellect >= 0) out.splice(intellect, 1);
  return out;
}

function featuresOf(system: Json, flag: UsdfShip["features"]): UsdfShip["features"] {
  const drones = isObj(system.software) && system.software.repairDrones === true;
  const has = flag.some((f) => REPAIR_DRONES.test(f.name));
  if (drones && !has) return [...flag, { count: null, name: "repair drones" }];
  if (!drones && has) return flag.filter((f) => !REPAIR_DRONES.test(f.name));
  return flag;
}

function sensorsOf(system: Json, flag: UsdfShip["sensors"]): UsdfShip["sensors"] {
  const raw = isObj(system.sensors) ? system.sensors.grade : undefined;
  const grade: SensorGrade = (SENSOR_GRADES as readonly string[]).includes(raw as string)
    ? (raw as SensorGrade)
    : "basic";
  if (flag?.grade === grade) return flag;
  // a ship whose text named no sensors reads as Standard ("basic"): keep saying nothing
  if (!flag && grade === "basic") return null;
  return { grade, dm: SENSOR_SUITES.find((s) => s.grade === grade)?.dm ?? 0 };
}

/** A tonnage pool's design size: the flag's exact figure while the actor's whole tons agree with it. */
function tonsOf(max: number, flag: number | null): number {
  return flag !== null && Math.floor(flag) === max ? flag : max;
}

const TURRET_SIZE_NUMBER: Record<string, number> = { single: 1, double: 2, triple: 3 };
const MOUNT_SIZE: Record<string, number> = {
  turretSingle: 1,
  turretDouble: 2,
  turretTriple: 3,
  popup: 1,
  fixed: 1,
  bay: 1,
};

interface WeaponRow {
  kind: WeaponKind;
  mount: string;
  mountId: string;
  missileType: MissileType;
  tl: number;
  sort: number;
}

function weaponRows(items: ShipActorInput["items"]): WeaponRow[] {
  const rows: WeaponRow[] = [];
  for (const item of items ?? []) {
    const s = item.system;
    if (item.type !== "weapon" || !isObj(s) || !(WEAPON_KINDS as readonly string[]).includes(s.kind as string))
      continue;
    rows.push({
      kind: s.kind as WeaponKind,
      mount: typeof s.mount === "string" ? s.mount : "turretSingle",
      mountId: typeof s.mountId === "string" ? s.mountId : "",
      missileType: (MISSILE_TYPES as readonly string[]).includes(s.missileType as string)
        ? (s.missileType as MissileType)
        : "standard",
      tl: whole(s.tl),
      sort: num(item.sort),
    });
  }
  return rows.sort((a, b) => a.sort - b.sort);
}

/**
 * Mounts in the actor's order, each with the weapons pointing at it (item order). A weapon that points at no
 * mount gets one of its own (a bay, or a turret of the size its mount key says); a mount with no weapon is
 * left out (USDF has no words for an empty turret).
 */
function mountsOf(system: Json, rows: WeaponRow[]): UsdfMount[] {
  const declared = Array.isArray(system.mounts) ? system.mounts.filter(isObj) : [];
  const out: UsdfMount[] = [];
  const used = new Set<WeaponRow>();
  for (const m of declared) {
    const id = typeof m.id === "string" ? m.id : "";
    const mine = rows.filter((r) => id && r.mountId === id);
    if (!mine.length) continue;
    mine.forEach((r) => used.add(r));
    const bay = m.type === "bay";
    if (bay) {
      // one weapon per bay: further weapons on the same bay become bays of their own
      for (const r of mine) out.push({ id: "", type: "bay", size: 1, fixed: false, popup: false, weapons: [r.kind] });
      continue;
    }
    const size = Math.max(TURRET_SIZE_NUMBER[m.size as string] ?? 1, Math.min(3, mine.length));
    for (let i = 0; i < mine.length; i += size) {
      const group = mine.slice(i, i + size);
      out.push({
        id: "",
        type: "turret",
        size,
        fixed: group.some((r) => r.mount === "fixed"),
        popup: group.some((r) => r.mount === "popup"),
        weapons: group.map((r) => r.kind),
      });
    }
  }
  for (const r of rows.filter((x) => !used.has(x))) {
    const bay = r.mount === "bay";
    out.push({
      id: "",
      type: bay ? "bay" : "turret",
      size: MOUNT_SIZE[r.mount] ?? 1,
      fixed: r.mount === "fixed",
      popup: r.mount === "popup",
      weapons: [r.kind],
    });
  }
  return out.map((m, i) => ({ ...m, id: `m${i + 1}` }));
}

/** The weapons list the reader derives from mounts (src/rules/usdf weaponsOf), rebuilt the same way. */
function weaponsOfMounts(mounts: UsdfMount[]): UsdfShip["weapons"] {
  return mounts.flatMap((m) =>
    m.weapons.map((kind) => ({
      kind,
      mount:
        m.type === "bay"
          ? ("bay" as const)
          : m.fixed
            ? ("fixed" as const)
            : m.popup
              ? ("popup" as const)
              : ("turret" as const),
      mountId: m.id,
    })),
  );
}

/** Crew role words for a position (what the reader maps back to it), singular. */
const ROLE_WORDS: Readonly<Record<Position, string | null>> = {
  pilot: "pilot",
  captain: "captain",
  navigator: "navigator",
  driveEngineer: "engineer",
  damageControl: "engineer",
  turretGunner: "turret gunner",
  bayGunner: "bay gunner",
  sensorsOperator: "sensors operator",
  marine: "marine",
  chiefSecurityOfficer: "security officer",
  passenger: null,
};

/** Without a flag: one crew member per seat, in the order of POSITIONS. */
function crewOfSeats(system: Json): { crew: UsdfShip["crew"]; positions: UsdfShip["positions"] } {
  const counts = new Map<string, { count: number; position: Position }>();
  const seats = Array.isArray(system.seats) ? system.seats.filter(isObj) : [];
  for (const p of POSITIONS) {
    const n = seats.filter((s) => s.position === p).length;
    const word = ROLE_WORDS[p];
    if (!n || !word) continue;
    const pos = p === "damageControl" ? "driveEngineer" : p;
    const had = counts.get(word);
    counts.set(word, { count: (had?.count ?? 0) + n, position: had?.position ?? pos });
  }
  const roles: UsdfCrewRole[] = [...counts].map(([word, { count, position }]) => ({
    count,
    role: count > 1 ? plural(word) : word,
    position,
  }));
  const positions: UsdfShip["positions"] = {};
  for (const r of roles) if (r.position) positions[r.position] = (positions[r.position] ?? 0) + r.count;
  return { crew: { total: roles.reduce((s, r) => s + r.count, 0), roles, gunnersIfArmed: null }, positions };
}

function armorOptionsOf(system: Json, flag: ArmorOption[]): ArmorOption[] {
  const o = system.armorOptions;
  if (!isObj(o)) return flag;
  const now = (["reflec", "selfSealing", "stealth"] as const).filter((k) => o[k] === true);
  const same = now.length === flag.length && now.every((k) => flag.includes(k));
  return same ? flag : now;
}

/** The name as one line (the heading of the paragraph). */
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/** The UsdfShip of a ship actor's current data (see the file comment). */
export function usdfShipOfActor(actor: ShipActorInput): UsdfShip {
  const flag = flaggedShip(actor.flags);
  const base = flag ?? emptyShip();
  const sys = actor.system;
  const rows = weaponRows(actor.items);
  const tons = Math.max(1, whole(sys.tons, base.tons || 100));
  const hull = pool(sys.hull).max;
  const structure = pool(sys.structure).max;
  const fuelMax = pool(sys.fuel).max;
  const cargoMax = pool(sys.cargo).max;
  const mounts = mountsOf(sys, rows);
  const ammo = isObj(sys.ammo) ? sys.ammo : {};
  const missiles = isObj(ammo.missiles) ? ammo.missiles : {};
  const screens = isObj(sys.screens) ? sys.screens : {};
  const weaponTL = Math.max(0, ...rows.map((r) => r.tl));
  const people = flag ? { crew: base.crew, positions: base.positions } : crewOfSeats(sys);
  return {
    ...base,
    name: oneLine(actor.name) || base.name,
    techLevel: flag ? base.techLevel : weaponTL || DEFAULT_TECH_LEVEL,
    tons,
    smallCraft: tons < SMALL_CRAFT_TONS,
    hull,
    structure,
    sections: base.sections && base.hull === hull && base.structure === structure ? base.sections : null,
    jump: whole(sys.jump),
    thrust: whole(sys.thrust),
    fuel:
      base.fuel && Math.floor(base.fuel.tons) === fuelMax
        ? base.fuel
        : fuelMax > 0
          ? { weeks: null, jumps: null, ...base.fuel, tons: fuelMax }
          : null,
    computer: computerOf(sys, base.computer),
    software: softwareOf(sys, base.software),
    sensors: sensorsOf(sys, base.sensors),
    hardpoints: flag ? base.hardpoints : mounts.length,
    fireControlTons: flag ? base.fireControlTons : mounts.length,
    mounts,
    weapons: weaponsOfMounts(mounts),
    ammo: {
      missiles: { standard: whole(missiles.standard), smart: whole(missiles.smart), nuclear: whole(missiles.nuclear) },
      sand: whole(ammo.sand),
    },
    screens: { mesonScreen: whole(screens.mesonScreen), nuclearDamper: whole(screens.nuclearDamper) },
    cargo: tonsOf(cargoMax, base.cargo),
    armor: pool(sys.armor).max,
    armorOptions: armorOptionsOf(sys, base.armorOptions),
    features: featuresOf(sys, base.features),
    ...people,
  };
}
