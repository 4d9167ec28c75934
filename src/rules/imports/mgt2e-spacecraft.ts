// A spacecraft actor of Mongoose's Traveller system (Mongoose-Publishing/traveller-foundryvtt: mgt2e/template.json,
// Actor "spacecraft" and Items "hardware", "weapon", "role"; criticals as the flags `crit_<location>`,
// mgt2e/module/helpers/spacecraft/criticals.mjs) → a ship. The field map is docs/import.md.
import type { ShipSystem, WeaponKind } from "../types";
import { emptyShip } from "../usdf/draft";
import { hardpointsOf, MAX_TONS } from "../usdf/tonnage";
import type { UsdfShip } from "../usdf/types";
import {
  addMounts,
  armorTypeOf,
  bad,
  emptyState,
  finishShip,
  Notes,
  srdHullPoints,
  trackOf,
  weaponKindByName,
  wholeIn,
} from "./common";
import { at, isObject, itemsOf, numberOf, textOf, type JsonObject } from "./json";
import { addStations, sensorsByName } from "./stations";
import type { ImportError, ImportedShip, ShipState } from "./types";

type Read = { ok: true; entry: ImportedShip } | { ok: false; error: ImportError };

/** Mongoose critical locations → our damage tracks. */
const CRITICAL_SYSTEMS: Readonly<Record<string, ShipSystem>> = {
  sensors: "sensors",
  powerPlant: "powerPlant",
  mDrive: "mDrive",
  jDrive: "jDrive",
  fuel: "fuel",
  bridge: "bridge",
  cargo: "hold",
};

/** Hardware systems whose status is one of our damage tracks. */
const HARDWARE_SYSTEMS: Readonly<Record<string, ShipSystem>> = {
  sensor: "sensors",
  power: "powerPlant",
  "m-drive": "mDrive",
  "j-drive": "jDrive",
  fuel: "fuel",
  bridge: "bridge",
  cargo: "hold",
};

export function readMgt2eSpacecraft(actor: JsonObject): Read {
  const notes = new Notes();
  const ship = emptyShip();
  const state = emptyState();
  ship.name = textOf(actor.name) || "Spacecraft";
  notes.read1("name", "name", ship.name);
  const sc = at(actor, "system", "spacecraft");
  const tons = numberOf(at(sc, "dtons"));
  if (tons === null || tons <= 0) return { ok: false, error: { code: "noTons", field: "system.spacecraft.dtons" } };
  if (tons > MAX_TONS) return { ok: false, error: bad("system.spacecraft.dtons", tons) };
  ship.tons = tons;
  notes.read1("system.spacecraft.dtons", "tons", tons);
  const tl = numberOf(at(sc, "tl"));
  if (tl !== null) {
    const e = wholeIn(tl, 0, 33, "system.spacecraft.tl");
    if (e) return { ok: false, error: e };
    ship.techLevel = tl;
    notes.read1("system.spacecraft.tl", "techLevel", tl);
  } else {
    ship.techLevel = 12;
    notes.guess("system.spacecraft.tl", "techLevel", 12, "default");
  }
  for (const [key, to, path, hi] of [
    ["armor", "armor", "armour", 100],
    ["thrust", "thrust", "mdrive", 20],
    ["jump", "jump", "jdrive", 9],
  ] as const) {
    const v = numberOf(at(sc, path));
    if (v === null) continue;
    const e = wholeIn(v, 0, hi, `system.spacecraft.${path}`);
    if (e) return { ok: false, error: e };
    ship[key] = v;
    notes.read1(`system.spacecraft.${path}`, to, v);
  }
  const fuelMax = numberOf(at(sc, "fuel", "max"));
  if (fuelMax !== null && fuelMax > 0) {
    if (fuelMax > tons) return { ok: false, error: bad("system.spacecraft.fuel.max", fuelMax) };
    ship.fuel = { tons: fuelMax, weeks: null, jumps: null };
    state.fuel = numberOf(at(sc, "fuel", "value")) ?? fuelMax;
    notes.read1("system.spacecraft.fuel", "fuel", `${state.fuel} / ${fuelMax}`);
  }
  const cargo = numberOf(at(sc, "cargo"));
  if (cargo !== null && cargo > 0) {
    if (cargo > tons) return { ok: false, error: bad("system.spacecraft.cargo", cargo) };
    ship.cargo = Math.floor(cargo);
    notes.read1("system.spacecraft.cargo", "cargo", cargo);
  }
  const config = textOf(at(sc, "configuration"));
  if (config === "standard" || config === "streamlined") ship.configuration = config;
  else if (config === "dispersed") ship.configuration = "distributed";
  if (ship.configuration) notes.read1("system.spacecraft.configuration", "configuration", config);
  else if (config) notes.leave("system.spacecraft.configuration", config);
  const cost = numberOf(at(sc, "cost"));
  if (cost !== null && cost > 0) {
    ship.cost = cost;
    notes.read1("system.spacecraft.cost", "cost", cost);
  }
  for (const key of ["power", "computer", "rdrive", "hullOptions", "radShielding"]) {
    const v = at(sc, key);
    if (v !== undefined && v !== 0 && v !== "") notes.leave(`system.spacecraft.${key}`, v);
  }
  readHits(actor, ship, state, notes);
  readCriticals(actor, state, notes);

  const items = itemsOf(actor);
  const byId = new Map(items.map((i) => [textOf(i._id, 64), i]));
  for (const item of items) {
    if (item.type !== "hardware") continue;
    const e = readHardware(item, byId, ship, state, notes);
    if (e) return { ok: false, error: e };
  }
  for (const item of items)
    if (item.type !== "hardware" && item.type !== "role" && item.type !== "weapon")
      notes.leave(`items[${textOf(item.name)}]`, `${textOf(item.type)}: ${textOf(item.name)}`);
  const roles = items
    .filter((i) => i.type === "role")
    .map((r) => {
      const positions = numberOf(at(r, "system", "role", "positions"));
      return {
        id: textOf(r._id, 64),
        name: textOf(r.name),
        from: `items[${textOf(r.name)}]`,
        count: positions !== null && Number.isInteger(positions) && positions > 0 ? positions : undefined,
      };
    });
  addStations(ship, roles, undefined, notes);
  return finishShip("mgt2eSpacecraft", ship, state, notes);
}

/** Mongoose hits are one per 2.5 tons; ours one per 50: the share of hits left is kept. */
function readHits(actor: JsonObject, ship: UsdfShip, state: ShipState, notes: Notes): void {
  const srd = srdHullPoints(ship.tons);
  ship.hull = srd.hull;
  ship.structure = srd.structure;
  const max = numberOf(at(actor, "system", "hits", "max"));
  const value = numberOf(at(actor, "system", "hits", "value"));
  const share = max !== null && max > 0 && value !== null ? Math.max(0, Math.min(1, value / max)) : 1;
  state.hull = Math.round(srd.hull * share);
  state.structure = srd.structure;
  notes.guess("system.hits", "hull", `${value ?? "?"} / ${max ?? "?"} → ${state.hull} / ${srd.hull}`, "hullScale");
  notes.guess("system.hits.max", "structure", srd.structure, "hullScale");
}

/** `flags.mgt2e.crit_<location>`: a severity 1–6, two severities to each step of our 0–3 track. */
function readCriticals(actor: JsonObject, state: ShipState, notes: Notes): void {
  const flags = at(actor, "flags", "mgt2e");
  if (!isObject(flags)) return;
  for (const key of Object.keys(flags)) {
    if (!key.startsWith("crit_")) continue;
    const location = key.slice(5);
    const level = numberOf(flags[key]);
    const system = CRITICAL_SYSTEMS[location];
    if (!system || level === null || level < 1) {
      notes.leave(`flags.mgt2e.${key}`, flags[key]);
      continue;
    }
    const track = Math.min(3, Math.ceil(Math.min(6, level) / 2)) as 1 | 2 | 3;
    state.systems[system] = Math.max(state.systems[system] ?? 0, track) as 1 | 2 | 3;
    notes.guess(`flags.mgt2e.${key}`, "damage", `${level} → ${track}`, "criticalScale");
  }
}

function readHardware(
  item: JsonObject,
  byId: Map<string, JsonObject>,
  ship: UsdfShip,
  state: ShipState,
  notes: Notes,
): ImportError | null {
  const name = textOf(item.name);
  const from = `items[${name}]`;
  const h = at(item, "system", "hardware");
  const kind = textOf(at(h, "system"));
  const quantity = numberOf(at(item, "system", "quantity")) ?? 1;
  const q = wholeIn(quantity, 0, 1e6, `${from}.system.quantity`);
  if (q) return q;
  const status = textOf(at(item, "system", "status"));
  const track = trackOf(null, status.toLowerCase());
  const system = HARDWARE_SYSTEMS[kind];
  if (system && track) {
    state.systems[system] = Math.max(state.systems[system] ?? 0, track) as 1 | 2 | 3;
    notes.read1(`${from}.system.status`, "damage", status);
  }
  switch (kind) {
    case "weapon": {
      const mountWord = textOf(at(h, "mount"));
      const type = mountWord.startsWith("bay") ? "bay" : "turret";
      if (mountWord === "spinal" || mountWord === "barbette") notes.leave(`${from}.system.hardware.mount`, mountWord);
      const weapons: WeaponKind[] = [];
      const linked = at(h, "weapons");
      if (isObject(linked))
        for (const id of Object.keys(linked)) {
          const w = byId.get(id);
          const n = numberOf(at(linked[id], "quantity")) ?? 1;
          const k = weaponKindByName(textOf(w?.name));
          if (!k || !Number.isInteger(n) || n < 1) {
            notes.leave(`${from}.system.hardware.weapons.${id}`, textOf(w?.name) || id);
            continue;
          }
          for (let i = 0; i < Math.min(n, 3) && weapons.length < 3; i++) weapons.push(k);
        }
      if (!weapons.length) {
        notes.leave(from, name);
        return null;
      }
      if (quantity > hardpointsOf(ship.tons)) return bad(`${from}.system.quantity`, quantity);
      const first = ship.mounts.length;
      const e = addMounts(ship, quantity, { type, fixed: mountWord === "fixed", popup: false, weapons });
      if (e) return e;
      for (let i = first; i < ship.mounts.length; i++) if (track) state.mounts[ship.mounts[i]!.id] = track;
      notes.read1(from, "mounts", `${quantity} × ${name}`);
      return null;
    }
    case "armour":
      ship.armorType = armorTypeOf(name);
      notes.read1(from, "armor", name);
      return null;
    case "sensor":
      ship.sensors = { grade: sensorsByName(name), dm: 0 };
      notes.guess(from, "sensors", name, "sensorsByName");
      return null;
    case "computer": {
      const m = /(\d{1,2})/.exec(name);
      const rating = m ? Number(m[1]) : null;
      // Mongoose computers are rated by processing (Computer/5, /10, ...); ours by model 1–9
      if (rating !== null && rating >= 1) {
        const model = Math.max(1, Math.min(9, Math.ceil(rating / 5)));
        ship.computer = { model, bis: /(?:\b|\d)bis\b/i.test(name), fib: /(?:\b|\d)fib\b/i.test(name) };
        notes.guess(from, "computer", `${name} → Model ${model}`, "fromComponent");
      } else notes.leave(from, name);
      return null;
    }
    case "stateroom": {
      if (/low/i.test(name)) ship.lowBerths += quantity;
      else ship.staterooms += quantity;
      notes.read1(from, "accommodation", `${quantity} × ${name}`);
      return null;
    }
    case "j-drive":
    case "m-drive":
    case "power":
    case "bridge":
    case "fuel":
    case "cargo":
      notes.read1(from, "damage", `${name}: ${status || "ACTIVE"}`);
      return null;
    default: {
      // screens have no hardware system of their own: a general item named for one
      const screen = /meson screen/i.test(name) ? "mesonScreen" : /nuclear damper/i.test(name) ? "nuclearDamper" : null;
      if (screen) {
        ship.screens[screen] += quantity;
        notes.read1(from, "screens", name);
      } else notes.leave(from, `${kind}: ${name}`);
      return null;
    }
  }
}
