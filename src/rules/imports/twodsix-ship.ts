// A twodsix ship actor's "Export Data" JSON (xdy/twodsix-foundryvtt: src/module/data/vehicles/shipData.js,
// src/module/data/items/componentData.js, shipPositionData.js) → a ship. The field map is docs/import.md.
import type { ShipSystem, WeaponKind } from "../types";
import { emptyShip } from "../usdf/draft";
import { hardpointsOf, MAX_TONS } from "../usdf/tonnage";
import type { UsdfShip } from "../usdf/types";
import { softwareNameOf } from "../usdf/vocabulary";
import {
  addMounts,
  bad,
  emptyState,
  finishShip,
  Notes,
  srdHullPoints,
  trackOf,
  weaponKindByName,
  wholeIn,
} from "./common";
import { at, itemsOf, numberOf, textOf, type JsonObject } from "./json";
import { addStations, sensorsByName, type Station } from "./stations";
import type { ImportError, ImportedShip, ShipState } from "./types";

type Read = { ok: true; entry: ImportedShip } | { ok: false; error: ImportError };

/** Component subtypes whose damage track is one of the ship's systems. */
const SYSTEM_OF: Readonly<Record<string, ShipSystem>> = {
  power: "powerPlant",
  sensor: "sensors",
  bridge: "bridge",
  fuel: "fuel",
  cargo: "hold",
};

export function readTwodsixShip(actor: JsonObject): Read {
  const notes = new Notes();
  const ship = emptyShip();
  const state = emptyState();
  ship.name = textOf(actor.name) || "Ship";
  notes.read1("name", "name", ship.name);
  const sys = at(actor, "system");

  const tl = numberOf(at(sys, "techLevel"));
  if (tl !== null && tl > 0) {
    const e = wholeIn(tl, 0, 33, "system.techLevel");
    if (e) return { ok: false, error: e };
    ship.techLevel = tl;
    notes.read1("system.techLevel", "techLevel", tl);
  } else {
    ship.techLevel = 12;
    notes.guess("system.techLevel", "techLevel", 12, "default");
  }

  const items = itemsOf(actor);
  const components = items.filter((i) => i.type === "component");
  const mass = numberOf(at(sys, "shipStats", "mass", "max"));
  let tons = mass !== null && mass > 0 ? mass : null;
  if (tons !== null) notes.read1("system.shipStats.mass.max", "tons", tons);
  else {
    const hull = components.find((c) => textOf(at(c, "system", "subtype")) === "hull");
    const w = numberOf(at(hull, "system", "weight"));
    if (w !== null && w > 0) {
      tons = w;
      notes.guess(`items[${textOf(hull?.name)}].system.weight`, "tons", w, "fromComponent");
    }
  }
  if (tons === null) return { ok: false, error: { code: "noTons", field: "system.shipStats.mass.max" } };
  if (tons > MAX_TONS) return { ok: false, error: bad("system.shipStats.mass.max", tons) };
  ship.tons = tons;

  readHull(sys, ship, state, notes);
  const armor = numberOf(at(sys, "shipStats", "armor", "max")) ?? numberOf(at(sys, "shipStats", "armor", "value"));
  if (armor !== null) {
    const e = wholeIn(armor, 0, 100, "system.shipStats.armor.max");
    if (e) return { ok: false, error: e };
    ship.armor = armor;
    notes.read1("system.shipStats.armor.max", "armor", armor);
  }
  for (const [key, to, path] of [
    ["jump", "jump", "jDrive"],
    ["thrust", "thrust", "mDrive"],
  ] as const) {
    const r = numberOf(at(sys, "shipStats", "drives", path, "rating"));
    if (r === null) continue;
    const e = wholeIn(r, 0, key === "jump" ? 9 : 20, `system.shipStats.drives.${path}.rating`);
    if (e) return { ok: false, error: e };
    ship[key] = r;
    notes.read1(`system.shipStats.drives.${path}.rating`, to, r);
  }
  const fuelMax = numberOf(at(sys, "shipStats", "fuel", "max"));
  if (fuelMax !== null && fuelMax > 0) {
    if (fuelMax > tons) return { ok: false, error: bad("system.shipStats.fuel.max", fuelMax) };
    ship.fuel = { tons: fuelMax, weeks: null, jumps: null };
    state.fuel = numberOf(at(sys, "shipStats", "fuel", "value")) ?? fuelMax;
    notes.read1("system.shipStats.fuel", "fuel", `${state.fuel} / ${fuelMax}`);
  }
  for (const key of ["power", "bandwidth"] as const) {
    const v = at(sys, "shipStats", key);
    if (v !== undefined) notes.leave(`system.shipStats.${key}`, v);
  }

  const weapons: { name: string; kind: WeaponKind; count: number; bay: boolean; popup: boolean; track: number }[] = [];
  for (const c of components) {
    const e = readComponent(c, ship, state, notes, weapons);
    if (e) return { ok: false, error: e };
  }
  const e = placeWeapons(ship, state, notes, weapons);
  if (e) return { ok: false, error: e };

  const stations: Station[] = items
    .filter((i) => i.type === "ship_position")
    .map((p) => ({ id: textOf(p._id, 64), name: textOf(p.name), from: `items[${textOf(p.name)}]` }));
  const assigned = at(sys, "shipPositionActorIds");
  addStations(ship, stations, assigned, notes);
  return finishShip("twodsixShip", ship, state, notes);
}

/** Hull points: twodsix keeps one pool; ours are Hull and Structure by the SRD's one per 50 tons. */
function readHull(sys: unknown, ship: UsdfShip, state: ShipState, notes: Notes): void {
  const srd = srdHullPoints(ship.tons);
  const max = numberOf(at(sys, "shipStats", "hull", "max"));
  const value = numberOf(at(sys, "shipStats", "hull", "value"));
  ship.structure = srd.structure;
  notes.guess("system.shipStats.hull.max", "structure", srd.structure, "hullScale");
  if (max !== null && max > 0 && Number.isInteger(max) && max <= Math.ceil(ship.tons / 50)) {
    ship.hull = max;
    notes.read1("system.shipStats.hull.max", "hull", max);
    state.hull = value ?? max;
  } else {
    ship.hull = srd.hull;
    notes.guess("system.shipStats.hull.max", "hull", srd.hull, "hullScale");
    // the same share of the pool left as in the export
    state.hull = max !== null && max > 0 && value !== null ? Math.round((srd.hull * value) / max) : srd.hull;
  }
  state.structure = ship.structure;
}

function readComponent(
  c: JsonObject,
  ship: UsdfShip,
  state: ShipState,
  notes: Notes,
  weapons: { name: string; kind: WeaponKind; count: number; bay: boolean; popup: boolean; track: number }[],
): ImportError | null {
  const name = textOf(c.name);
  const from = `items[${name}]`;
  const subtype = textOf(at(c, "system", "subtype"));
  const quantity = numberOf(at(c, "system", "quantity")) ?? 1;
  const q = wholeIn(quantity, 0, 1e6, `${from}.system.quantity`);
  if (q) return q;
  const track = trackOf(numberOf(at(c, "system", "hits")), textOf(at(c, "system", "status")));
  const status = textOf(at(c, "system", "status"));
  if (status === "off") notes.leave(`${from}.system.status`, status);
  const system = SYSTEM_OF[subtype];
  if (system) {
    state.systems[system] = Math.max(state.systems[system] ?? 0, track) as 0 | 1 | 2 | 3;
    if (track) notes.read1(`${from}.system.hits`, "damage", track);
  }
  switch (subtype) {
    case "armament": {
      const kind = weaponKindByName(name) ?? weaponKindByName(textOf(at(c, "system", "shipWeaponType")));
      if (!kind) {
        notes.leave(from, name);
        return null;
      }
      if (quantity > 3 * hardpointsOf(ship.tons)) return bad(`${from}.system.quantity`, quantity);
      weapons.push({
        name,
        kind,
        count: quantity,
        bay: /\bbay\b/i.test(name),
        popup: at(c, "system", "isPopup") === true,
        track,
      });
      return null;
    }
    case "drive": {
      const type = textOf(at(c, "system", "driveType"));
      const drive = type === "jdrive" || /\bj(?:ump)?[- ]?drive/i.test(name) ? "jDrive" : "mDrive";
      state.systems[drive] = Math.max(state.systems[drive] ?? 0, track) as 0 | 1 | 2 | 3;
      if (track) notes.read1(`${from}.system.hits`, "damage", track);
      const rating = numberOf(at(c, "system", "rating"));
      const key = drive === "jDrive" ? "jump" : "thrust";
      if (
        ship[key] === 0 &&
        rating !== null &&
        Number.isInteger(rating) &&
        rating > 0 &&
        rating <= (key === "jump" ? 9 : 20)
      ) {
        ship[key] = rating;
        notes.guess(`${from}.system.rating`, key, rating, "fromComponent");
      }
      return null;
    }
    case "computer": {
      const m = /(\d{1,2})/.exec(`${textOf(at(c, "system", "rating"))} ${name}`);
      const model = m ? Number(m[1]) : null;
      if (model !== null && model >= 1 && model <= 9) {
        ship.computer = { model, bis: /(?:\b|\d)bis\b/i.test(name), fib: /(?:\b|\d)fib\b/i.test(name) };
        notes.read1(from, "computer", name || model);
      } else notes.leave(from, name);
      return null;
    }
    case "sensor": {
      ship.sensors = { grade: sensorsByName(name), dm: 0 };
      notes.guess(from, "sensors", name, "sensorsByName");
      return null;
    }
    case "cargo": {
      const w = numberOf(at(c, "system", "weight"));
      if (w !== null && w > 0 && /cargo|hold/i.test(name)) {
        if (w * quantity > ship.tons) return bad(`${from}.system.weight`, w);
        ship.cargo += Math.floor(w * quantity);
        notes.read1(`${from}.system.weight`, "cargo", w * quantity);
      } else notes.leave(from, name);
      return null;
    }
    case "accommodations": {
      if (/emergency low/i.test(name)) ship.emergencyLowBerths += quantity;
      else if (/low berth|cryo/i.test(name)) ship.lowBerths += quantity;
      else if (/stateroom|cabin/i.test(name)) ship.staterooms += quantity;
      else {
        notes.leave(from, name);
        return null;
      }
      notes.read1(from, "accommodation", `${quantity} ${name}`);
      return null;
    }
    case "armor": {
      notes.read1(from, "armor", name);
      ship.armorType = /crystal/i.test(name)
        ? "crystaliron"
        : /titanium/i.test(name)
          ? "titaniumSteel"
          : /superdense/i.test(name)
            ? "bondedSuperdense"
            : name || null;
      return null;
    }
    case "shield": {
      const key = /meson/i.test(name) ? "mesonScreen" : /nuclear|damper/i.test(name) ? "nuclearDamper" : null;
      if (!key) notes.leave(from, name);
      else {
        ship.screens[key] += quantity;
        notes.read1(from, "screens", name);
      }
      return null;
    }
    case "software": {
      const canonical = softwareNameOf(name.replace(/\s*\/?\s*\d+\s*$/, ""));
      const rating = numberOf(at(c, "system", "rating")) ?? numberOf(/(\d+)\s*$/.exec(name)?.[1]);
      ship.software.push({
        name: canonical,
        rating: rating !== null && Number.isInteger(rating) ? rating : null,
        techLevel: null,
      });
      notes.read1(from, "software", name);
      return null;
    }
    case "ammo": {
      const kind = weaponKindByName(name);
      const n = numberOf(at(c, "system", "ammunition", "value")) ?? quantity;
      const e = wholeIn(n, 0, 1e9, `${from}.system.ammunition.value`);
      if (e) return e;
      if (kind === "missile")
        ship.ammo.missiles[/smart/i.test(name) ? "smart" : /nuclear/i.test(name) ? "nuclear" : "standard"] += n;
      else if (kind === "sandcaster") ship.ammo.sand += n;
      else {
        notes.leave(from, name);
        return null;
      }
      notes.read1(from, "ammo", `${n} ${name}`);
      return null;
    }
    case "power":
    case "bridge":
    case "fuel":
      if (!track) notes.read1(from, "damage", `${name}: 0`);
      return null;
    default:
      notes.leave(from, name || subtype);
      return null;
  }
}

/**
 * twodsix lists weapons as components with a quantity and no turret: each weapon component becomes turrets of up to
 * three of its weapons (a name with "bay" one bay per weapon), guessed; its hits become the mounts' damage track.
 */
function placeWeapons(
  ship: UsdfShip,
  state: ShipState,
  notes: Notes,
  weapons: { name: string; kind: WeaponKind; count: number; bay: boolean; popup: boolean; track: number }[],
): ImportError | null {
  for (const w of weapons) {
    const first = ship.mounts.length;
    let left = w.count;
    while (left > 0) {
      const n = w.bay ? 1 : Math.min(3, left);
      const e = addMounts(ship, 1, {
        type: w.bay ? "bay" : "turret",
        fixed: false,
        popup: w.popup,
        weapons: Array(n).fill(w.kind),
      });
      if (e) return e;
      left -= n;
    }
    for (let i = first; i < ship.mounts.length; i++)
      if (w.track) state.mounts[ship.mounts[i]!.id] = w.track as 0 | 1 | 2 | 3;
    if (ship.mounts.length > first)
      notes.guess(
        `items[${w.name}]`,
        "mounts",
        `${w.count} × ${w.name} → ${ship.mounts.length - first}`,
        "mountsFromWeapons",
      );
  }
  return null;
}
