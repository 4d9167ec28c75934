// A twodsix ship actor's "Export Data" JSON, or its compendium source (xdy/twodsix-foundryvtt:
// src/module/data/vehicles/shipData.js, src/module/data/items/componentData.js, shipPositionData.js) → a ship: its
// stats here, its components in ./twodsix-components.ts, its weapons on their hardpoints in ./twodsix-mounts.ts, its
// stations and who holds them in ./twodsix-crew.ts. Every item of the export ends in read, guessed or left. The field
// map is docs/import.md.
import { emptyShip } from "../usdf/draft";
import { MAX_TONS } from "../usdf/tonnage";
import type { UsdfShip } from "../usdf/types";
import { armorTypeOf, bad, emptyState, finishShip, Notes, srdHullPoints, wholeIn } from "./common";
import { at, itemsOf, numberOf, textOf, type JsonObject } from "./json";
import { readComponent, type Gathered } from "./twodsix-components";
import { readTwodsixCrew } from "./twodsix-crew";
import { placeWeapons } from "./twodsix-mounts";
import type { ImportError, ImportedShip, ShipState } from "./types";

type Read = { ok: true; entry: ImportedShip } | { ok: false; error: ImportError };

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
    const v = numberOf(at(sys, "shipStats", key, "value"));
    const max = numberOf(at(sys, "shipStats", key, "max"));
    if (v !== null || max !== null) notes.leave(`system.shipStats.${key}`, `${v ?? 0} / ${max ?? 0}`);
  }
  const armorName = textOf(at(sys, "shipStats", "armor", "name"));
  if (armorName) {
    ship.armorType = armorTypeOf(armorName);
    notes.read1("system.shipStats.armor.name", "armor", armorName);
  }

  const gathered: Gathered = { weapons: [], hardpoints: [] };
  for (const c of components) {
    const e = readComponent(c, ship, state, notes, gathered);
    if (e) return { ok: false, error: e };
  }
  const e = placeWeapons(ship, state, notes, gathered.weapons, gathered.hardpoints);
  if (e) return { ok: false, error: e };
  for (const item of items)
    if (item.type !== "component" && item.type !== "ship_position")
      notes.leave(`items[${textOf(item.name)}]`, `${textOf(item.type, 40)}: ${textOf(item.name)}`);

  const assignments = readTwodsixCrew(actor, items, ship, notes);
  const done = finishShip("twodsixShip", ship, state, notes);
  if (done.ok) done.entry.assignments = assignments;
  return done;
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
