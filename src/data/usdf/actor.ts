// A ship read from a USDF paragraph (src/rules/usdf) → the data of a ship Actor: `system` per
// src/data/actor/ship.ts, one embedded weapon item per weapon pointing at its mount, seats from the crew, notes,
// and the parsed ship kept whole in `flags["cepheus-space-combat"].usdf` (what the USDF export starts from).
// The one mapping, shared by the ships compendium (scripts/packs/ships.ts) and "Import ship from text"
// (src/apps/usdf). Pure: no Foundry, no randomness; ids are the caller's.
import type { UsdfShip } from "../../rules/usdf";
import { plural } from "../../rules/usdf/text";
import type { MissileType, Position } from "../../rules/types";
import { SCHEMA_VERSION } from "../migration";
import { IMG, MISSILE_DAMAGE, WEAPON_ENTRIES, weaponSystem, type WeaponMountKey } from "./weapons";

import { SYSTEM_ID } from "../../base/system-id";

export { SYSTEM_ID };

const TURRET_SIZE = ["single", "single", "double", "triple"] as const;
const TURRET_MOUNT: Record<number, WeaponMountKey> = { 1: "turretSingle", 2: "turretDouble", 3: "turretTriple" };

/** The missile type a ship's launchers are loaded with: the type it carries most of (standard if none). */
export function loadedMissile(ship: UsdfShip): MissileType {
  const m = ship.ammo.missiles;
  return (["smart", "nuclear", "standard"] as const).reduce(
    (best, t) => (m[t] > m[best] ? t : best),
    "standard" as MissileType,
  );
}

function weaponEntryFor(kind: string, bay: boolean, missileType: MissileType) {
  const mount = bay ? "bay" : "turretSingle";
  return WEAPON_ENTRIES.find(
    (e) =>
      e.kind === kind &&
      (e.mount === "bay") === (mount === "bay") &&
      (kind !== "missile" || e.missileType === missileType),
  );
}

/** Ship software the data model holds (a rating each, capped at the model's maximum) and its USDF name. */
export const SOFTWARE_FIELDS: Readonly<
  Record<string, { key: "fireControl" | "autoRepair" | "evade" | "expertPilot" | "expertEngineer"; max: number }>
> = {
  "Fire Control": { key: "fireControl", max: 5 },
  "Auto-Repair": { key: "autoRepair", max: 2 },
  Evade: { key: "evade", max: 3 },
  "Expert Pilot": { key: "expertPilot", max: 3 },
  "Expert Engineer": { key: "expertEngineer", max: 3 },
};

/** Repair drones are a special feature in USDF and a software flag in the data model. */
export const REPAIR_DRONES = /repair drones?/i;

function software(ship: UsdfShip) {
  const out: Record<string, number | boolean> = {
    fireControl: 0,
    autoRepair: 0,
    evade: 0,
    intellect: false,
    expertPilot: 0,
    expertEngineer: 0,
    repairDrones: ship.features.some((f) => REPAIR_DRONES.test(f.name)),
  };
  for (const s of ship.software) {
    const f = SOFTWARE_FIELDS[s.name];
    if (f) out[f.key] = Math.min(f.max, s.rating ?? 1);
    else if (s.name === "Intellect") out.intellect = true;
  }
  return out;
}

export interface SeatSource {
  position: Position;
  crew: null;
  npcSkill: number | null;
  automated: boolean;
  mountId: string;
}

/** The NPC skill level of a seat at `position`. */
export type NpcSkill = (position: Position) => number | null;

/**
 * One seat per combat station, not per person: the pilot; the captain, navigator and sensors operator
 * when the crew has them; a drive engineer per drive while engineers last, the rest on damage control
 * (at most two); a gunner per turret or bay while gunners last (bays first); the chief security officer;
 * one marine seat for the marine detachment. Head counts stay in the notes.
 */
export function seats(ship: UsdfShip, npcSkill: NpcSkill): SeatSource[] {
  const pos = ship.positions;
  const seat = (position: Position, mountId = ""): SeatSource => ({
    position,
    crew: null,
    npcSkill: npcSkill(position),
    automated: false,
    mountId,
  });
  const out: SeatSource[] = [seat("pilot")];
  if (pos.captain) out.push(seat("captain"));
  if (pos.navigator) out.push(seat("navigator"));
  if (pos.sensorsOperator) out.push(seat("sensorsOperator"));
  let engineers = pos.driveEngineer ?? 0;
  // a drive the ship has: its code, or (a ship read from another system, which gives no codes) its rating
  for (const drive of [
    (ship.drives.maneuver || ship.thrust > 0) && "mDrive",
    (ship.drives.jump || ship.jump > 0) && "jDrive",
  ]) {
    if (drive && engineers > 0) {
      out.push(seat("driveEngineer", drive));
      engineers--;
    }
  }
  for (let i = 0; i < Math.min(2, engineers); i++) out.push(seat("damageControl"));
  let gunners = (pos.turretGunner ?? 0) + (pos.bayGunner ?? 0);
  const byBaysFirst = [
    ...ship.mounts.filter((m) => m.type === "bay"),
    ...ship.mounts.filter((m) => m.type === "turret"),
  ];
  for (const m of byBaysFirst) {
    if (gunners <= 0) break;
    out.push(seat(m.type === "bay" ? "bayGunner" : "turretGunner", m.id));
    gunners--;
  }
  if (pos.chiefSecurityOfficer) out.push(seat("chiefSecurityOfficer"));
  if (pos.marine) out.push(seat("marine"));
  return out;
}

const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
/**
 * HTML-escape text written into the notes: &, < and > only. Not foundry.utils.escapeHTML, which also escapes quotes:
 * the notes of the packs' ships are generated with this function and must stay byte for byte as committed.
 */
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface NotesOptions {
  /** the ship's role, first paragraph (omitted when empty) */
  role: string;
  /** the closing line, in italics: where the ship came from */
  footer: string;
  /** what does not add up in the text, kept under `title` (omitted when empty) */
  flags?: { title: string; items: readonly string[] };
  /** phrases the reader could not use, kept under `title` (omitted when empty) */
  unread?: { title: string; items: readonly string[] };
}

/** A titled list in the notes, or nothing when it is empty. */
function section(s: { title: string; items: readonly string[] } | undefined): string {
  return s?.items.length ? `<p>${esc(s.title)}</p><ul>${s.items.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>` : "";
}

/** The ship's notes: its role, then the facts the combat fields do not hold, then what does not add up and what was not read. */
export function notes(ship: UsdfShip, options: NotesOptions): string {
  const li: string[] = [];
  const crew = ship.crew.roles.map((r) => `${r.count} ${r.role}`);
  li.push(
    `Crew ${ship.crew.total}${crew.length ? `: ${list(crew)}` : ""}${ship.crew.gunnersIfArmed ? ` (plus ${ship.crew.gunnersIfArmed} gunners if armed)` : ""}.`,
  );
  const rooms = [
    ship.staterooms && `${ship.staterooms} staterooms`,
    ship.barracks && `barracks for ${ship.barracks}`,
    ship.lowBerths && `${ship.lowBerths} low berths`,
    ship.emergencyLowBerths && `${ship.emergencyLowBerths} emergency low berths`,
    ship.cabin &&
      `${ship.cabin.crew}-person ${ship.cabin.kind === "cockpit" ? "cockpit" : "control cabin"}${ship.cabin.extraPassengers ? ` with room for ${ship.cabin.extraPassengers} more` : ""}`,
  ].filter((x): x is string => !!x);
  if (rooms.length) li.push(`Accommodation: ${list(rooms)}.`);
  const p = ship.passengers;
  const pax = [
    p.nobles && `${p.nobles} noble`,
    p.high !== null && `${p.high} high`,
    p.count && `${p.count} ${p.high !== null ? "middle " : ""}passengers${p.note ? ` ${p.note}` : ""}`,
    p.low && `${p.low} low`,
    p.emergencyLow && `${p.emergencyLow} in emergency berths`,
  ].filter((x): x is string => !!x);
  li.push(pax.length ? `Passengers: ${list(pax)}.` : "No passengers.");
  if (ship.hangars)
    li.push(
      `Small craft: ${list(ship.hangars.craft.map((c) => `${c.count} ${c.count > 1 ? plural(c.name) : c.name}`))} in ${ship.hangars.count} hangars.`,
    );
  if (ship.hardpoints)
    li.push(
      `${ship.hardpoints} hardpoints, ${ship.fireControlTons} tons of fire control${ship.mounts.length ? "" : ", no weapons fitted"}.`,
    );
  const drives = [
    ship.drives.jump && `J-Drive ${ship.drives.jump}`,
    ship.drives.maneuver && `M-Drive ${ship.drives.maneuver}`,
    ship.drives.powerPlant && `Power Plant ${ship.drives.powerPlant}`,
  ].filter(Boolean);
  if (drives.length) li.push(`${drives.join(", ")}.`);
  if (ship.fuel)
    li.push(
      `Fuel ${ship.fuel.tons} tons${ship.fuel.weeks ? `, ${ship.fuel.weeks} weeks of power` : ""}${ship.fuel.jumps ? `, ${ship.fuel.jumps} jump${ship.fuel.jumps > 1 ? "s" : ""}` : ""}.`,
    );
  li.push(`Cargo ${ship.cargo} tons.`);
  const other = [
    ...ship.software.map(
      (s) =>
        `${s.name}${s.rating !== null ? `/${s.rating}` : ""} software${s.techLevel !== null ? ` (TL${s.techLevel})` : ""}`,
    ),
    ...ship.features.map((f) => (f.count !== null && f.count > 1 ? `${f.count} ${f.name}` : f.name)),
    ship.fuelProcessors && `${ship.fuelProcessors.tons} tons of fuel processors`,
    ship.fuelScoops && "fuel scoops",
    ...ship.armorOptions.map(
      (o) => ({ stealth: "stealth coating", reflec: "Reflec", selfSealing: "self-sealing hull" })[o],
    ),
  ].filter((x): x is string => !!x);
  if (other.length) li.push(`Fitted with ${list(other)}.`);
  if (ship.cost !== null)
    li.push(`Cost MCr${ship.cost}${ship.buildWeeks ? `, ${ship.buildWeeks} weeks to build` : ""}.`);
  const role = options.role ? `<p>${esc(options.role)}</p>` : "";
  return `${role}<ul>${li.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>${section(options.flags)}${section(options.unread)}<p><em>${esc(options.footer)}</em></p>`;
}

/** An embedded weapon item's data (no `_id` unless the caller gives ids). */
export interface WeaponItemData {
  _id?: string;
  name: string;
  type: "weapon";
  img: string;
  system: Record<string, unknown>;
}

export interface ShipActorData {
  name: string;
  type: "ship";
  img: string;
  system: Record<string, unknown>;
  items: WeaponItemData[];
  flags: Record<string, unknown>;
}

export interface ShipActorOptions extends NotesOptions {
  npcSkill: NpcSkill;
  /** the id of the i-th weapon item (the compendium's stable ids); absent: Foundry assigns ids */
  weaponId?: (index: number) => string;
}

/** The Actor data of one parsed ship. `ship` is also what the flag keeps. */
export function shipActorData(ship: UsdfShip, options: ShipActorOptions): ShipActorData {
  const missileType = loadedMissile(ship);
  const counters: Record<string, number> = { turret: 0, bay: 0 };
  const mounts = ship.mounts.map((m) => ({
    id: m.id,
    name: `${m.type === "bay" ? "Bay" : "Turret"} ${++counters[m.type]}`,
    type: m.type,
    size: m.type === "bay" ? "single" : (TURRET_SIZE[m.size] ?? "single"),
    damage: 0,
  }));
  // by id: a lookup per weapon through the list was quadratic for a ship with thousands of turrets
  const mountsById = new Map(ship.mounts.map((m) => [m.id, m]));
  const items: WeaponItemData[] = ship.weapons.map((w, i) => {
    const mount = mountsById.get(w.mountId);
    const entry = weaponEntryFor(w.kind, w.mount === "bay", missileType);
    const mountKey: WeaponMountKey =
      w.mount === "bay"
        ? "bay"
        : w.mount === "fixed"
          ? "fixed"
          : w.mount === "popup"
            ? "popup"
            : TURRET_MOUNT[mount?.size ?? 1];
    const item: WeaponItemData = {
      name: entry?.name ?? w.kind,
      type: "weapon",
      img: entry?.img ?? IMG.weapon,
      system: weaponSystem(
        {
          kind: w.kind,
          mount: mountKey,
          damage: w.kind === "missile" ? MISSILE_DAMAGE[missileType] : (entry?.damage ?? "1d6"),
          tl: entry?.tl ?? ship.techLevel,
          missileType,
          description: entry?.description ?? "",
        },
        w.mountId,
      ),
    };
    return options.weaponId ? { _id: options.weaponId(i), ...item } : item;
  });
  const pool = (n: number) => ({ value: Math.floor(n), max: Math.floor(n) });
  const system = {
    schemaVersion: SCHEMA_VERSION,
    tons: ship.tons,
    hull: pool(ship.hull),
    structure: pool(ship.structure),
    armor: pool(ship.armor),
    armorOptions: {
      reflec: ship.armorOptions.includes("reflec"),
      stealth: ship.armorOptions.includes("stealth"),
      selfSealing: ship.armorOptions.includes("selfSealing"),
    },
    thrust: ship.thrust,
    jump: ship.jump,
    sensors: { grade: ship.sensors?.grade ?? "basic" },
    computer: ship.computer
      ? {
          model: `Model ${ship.computer.model}${ship.computer.bis ? "/bis" : ""}${ship.computer.fib ? "/fib" : ""}`,
          rating: ship.computer.model,
        }
      : { model: "", rating: 0 },
    software: software(ship),
    screens: { ...ship.screens },
    fuel: pool(ship.fuel?.tons ?? 0),
    cargo: pool(ship.cargo),
    ammo: { missiles: { ...ship.ammo.missiles }, sand: ship.ammo.sand },
    systems: { sensors: 0, mDrive: 0, jDrive: 0, powerPlant: 0, bridge: 0, fuel: 0, hold: 0 },
    mounts,
    seats: seats(ship, options.npcSkill),
    notes: notes(ship, options),
  };
  return { name: ship.name, type: "ship", img: IMG.ship, system, items, flags: { [SYSTEM_ID]: { usdf: ship } } };
}
