// The components of a twodsix ship (xdy/twodsix-foundryvtt: src/module/data/items/componentData.js; the subtypes of
// src/module/config.js `COMPONENT_SUBTYPES`), one at a time, into the ship: drives, computer and electronics,
// sensors, fittings, ammunition, screens, software, special features, damage tracks; weapons and the hardpoints
// they sit on are gathered for ./twodsix-mounts.ts. Every component ends in read, guessed or left. The field map is
// docs/import.md.
import type { ShipSystem } from "../types";
import type { UsdfShip } from "../usdf/types";
import { softwareNameOf } from "../usdf/vocabulary";
import { armorTypeOf, bad, missileTypeOf, trackOf, weaponKindByName, wholeIn, type Notes } from "./common";
import { at, numberOf, textOf, type JsonObject } from "./json";
import { sensorsByDm, sensorsByName } from "./stations";
import type { ImportError, ShipState } from "./types";
import type { Hardpoint, ShipWeapon } from "./twodsix-mounts";

/** Component subtypes whose damage track is one of the ship's systems. */
const SYSTEM_OF: Readonly<Record<string, ShipSystem>> = {
  power: "powerPlant",
  sensor: "sensors",
  bridge: "bridge",
  fuel: "fuel",
  cargo: "hold",
};

/** What reading the components gathers besides the ship itself. */
export interface Gathered {
  weapons: ShipWeapon[];
  hardpoints: Hardpoint[];
}

/** The first whole number of a rating ("2-G" → 2, "Model/3, DM+1" → 3), or null. */
export function leadingFigure(s: string): number | null {
  const m = /(\d{1,6})/.exec(s);
  return m ? Number(m[1]) : null;
}

export function readComponent(
  c: JsonObject,
  ship: UsdfShip,
  state: ShipState,
  notes: Notes,
  gathered: Gathered,
): ImportError | null {
  const name = textOf(c.name);
  const from = `items[${name}]`;
  // twodsix spelled it "accomodations" until 2025 and migrates the old spelling when a world loads
  const subtype = textOf(at(c, "system", "subtype")).replace(/^accomodations$/, "accommodations");
  const quantity = numberOf(at(c, "system", "quantity")) ?? 1;
  const q = wholeIn(quantity, 0, 1e6, `${from}.system.quantity`);
  if (q) return q;
  const status = textOf(at(c, "system", "status"));
  const track = trackOf(numberOf(at(c, "system", "hits")), status);
  if (status === "off") notes.leave(`${from}.system.status`, status);
  const rating = textOf(at(c, "system", "rating"));
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
      gathered.weapons.push({
        name,
        kind,
        count: quantity,
        bay: /\bbay\b/i.test(name),
        popup: at(c, "system", "isPopup") === true,
        track,
      });
      return null;
    }
    case "mount": {
      for (let i = 0; i < quantity && gathered.hardpoints.length < 1e4; i++)
        gathered.hardpoints.push({ name, popup: at(c, "system", "isPopup") === true, track });
      notes.read1(from, "hardpoints", quantity);
      return null;
    }
    case "drive":
      return readDrive(c, name, rating, track, ship, state, notes);
    case "computer":
    case "electronics":
      return readElectronics(rating ? `${rating} (${name})` : name, from, ship, notes);
    case "sensor": {
      ship.sensors = { grade: sensorsByName(name), dm: dmOf(rating) ?? 0 };
      notes.guess(from, "sensors", name, "sensorsByName");
      return null;
    }
    case "cargo": {
      const w = numberOf(at(c, "system", "weight"));
      if (w !== null && w > 0 && /cargo|hold/i.test(name)) {
        if (w * quantity > ship.tons) return bad(`${from}.system.weight`, w);
        ship.cargo += Math.floor(w * quantity);
        notes.read1(`${from}.system.weight`, "cargo", w * quantity);
      } else notes.leave(from, `${name}: ${w ?? 0} t`);
      return null;
    }
    case "accommodations":
      return readAccommodation(name, from, quantity, ship, notes);
    case "armor": {
      notes.read1(from, "armor", name);
      ship.armorType = armorTypeOf(name);
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
      const r = numberOf(rating) ?? numberOf(/(\d+)\s*$/.exec(name)?.[1]);
      ship.software.push({ name: canonical, rating: r !== null && Number.isInteger(r) ? r : null, techLevel: null });
      notes.read1(from, "software", name);
      return null;
    }
    case "ammo":
      return readAmmo(c, name, from, quantity, ship, notes);
    case "hull": {
      const w = numberOf(at(c, "system", "weight"));
      if (w === ship.tons) notes.read1(`${from}.system.weight`, "tons", w);
      else notes.leave(`${from}.system.weight`, w ?? name);
      return null;
    }
    case "power":
    case "bridge":
    case "fuel":
      if (!track) notes.read1(from, "damage", `${name}: 0`);
      return null;
    case "other":
    case "otherInternal":
    case "otherExternal":
      return readFeature(c, name, from, quantity, rating, ship, notes);
    default:
      notes.leave(from, name || subtype);
      return null;
  }
}

/** The DM a rating gives ("DM+1", "DM −2"), or null. */
function dmOf(text: string): number | null {
  const m = /DM\s*([-+−]\s*\d)/i.exec(text);
  return m ? Number(m[1]!.replace(/[−\s]/g, (x) => (x === "−" ? "-" : ""))) : null;
}

function readDrive(
  c: JsonObject,
  name: string,
  rating: string,
  track: number,
  ship: UsdfShip,
  state: ShipState,
  notes: Notes,
): ImportError | null {
  const from = `items[${name}]`;
  const type = textOf(at(c, "system", "driveType"));
  const drive = type === "jdrive" || /\bj(?:ump)?[- ]?drive/i.test(name) ? "jDrive" : "mDrive";
  state.systems[drive] = Math.max(state.systems[drive] ?? 0, track) as 0 | 1 | 2 | 3;
  if (track) notes.read1(`${from}.system.hits`, "damage", track);
  const figure = leadingFigure(rating);
  const key = drive === "jDrive" ? "jump" : "thrust";
  if (ship[key] === 0 && figure !== null && figure > 0 && figure <= (key === "jump" ? 9 : 20)) {
    ship[key] = figure;
    notes.guess(`${from}.system.rating`, key, figure, "fromComponent");
  } else notes.read1(from, "damage", `${name}: ${track}`);
  return null;
}

/**
 * A computer, kept as twodsix's `computer` or `electronics` (Cepheus Deluxe's "Model/3, DM+1": the computer's model
 * and the electronics' DM to sensors checks). A model past 9 or none: left.
 */
function readElectronics(text: string, from: string, ship: UsdfShip, notes: Notes): ImportError | null {
  const model = /(?:model|computer)\s*\/?\s*(\d{1,2})/i.exec(text) ?? /^\s*(\d{1,2})\b/.exec(text);
  const dm = dmOf(text);
  let used = false;
  const n = model ? Number(model[1]) : null;
  if (n !== null && n >= 1 && n <= 9) {
    ship.computer = { model: n, bis: /(?:\b|\d)bis\b/i.test(text), fib: /(?:\b|\d)fib\b/i.test(text) };
    notes.read1(from, "computer", text.trim());
    used = true;
  }
  if (dm !== null && !ship.sensors) {
    ship.sensors = { grade: sensorsByDm(dm), dm };
    notes.guess(from, "sensors", `DM${dm >= 0 ? "+" : ""}${dm}`, "sensorsByDm");
    used = true;
  }
  if (!used) notes.leave(from, text.trim());
  return null;
}

function readAccommodation(
  name: string,
  from: string,
  quantity: number,
  ship: UsdfShip,
  notes: Notes,
): ImportError | null {
  if (/emergency low/i.test(name)) ship.emergencyLowBerths += quantity;
  else if (/low berth|cryo/i.test(name)) ship.lowBerths += quantity;
  else if (/stateroom|cabin/i.test(name)) ship.staterooms += quantity;
  else if (/barrack/i.test(name)) ship.barracks += quantity;
  else {
    notes.leave(from, name);
    return null;
  }
  notes.read1(from, "accommodation", `${quantity} ${name}`);
  return null;
}

function readAmmo(
  c: JsonObject,
  name: string,
  from: string,
  quantity: number,
  ship: UsdfShip,
  notes: Notes,
): ImportError | null {
  const kind = weaponKindByName(name);
  const n = numberOf(at(c, "system", "ammunition", "value")) ?? quantity;
  const e = wholeIn(n, 0, 1e9, `${from}.system.ammunition.value`);
  if (e) return e;
  if (kind === "missile") ship.ammo.missiles[missileTypeOf(name)] += n;
  else if (kind === "sandcaster") ship.ammo.sand += n;
  else {
    notes.leave(from, name);
    return null;
  }
  notes.read1(from, "ammo", `${n} ${name}`);
  return null;
}

/**
 * The components twodsix files as "other": fuel processors (`weight` × `quantity` tons, the tons a day its rating
 * gives), fuel scoops, a sandcaster's or a missile magazine (its `quantity` canisters or missiles), and any other
 * fitting as a special feature with its count (escape pods, a laboratory).
 */
function readFeature(
  c: JsonObject,
  name: string,
  from: string,
  quantity: number,
  rating: string,
  ship: UsdfShip,
  notes: Notes,
): ImportError | null {
  if (!name) {
    notes.leave(from, "");
    return null;
  }
  if (/fuel processor/i.test(name)) {
    const w = numberOf(at(c, "system", "weight")) ?? 0;
    const perDay = /tons?\s*\/\s*day|per day/i.test(rating) ? leadingFigure(rating) : null;
    const tons = Math.round(w * quantity * 100) / 100;
    ship.fuelProcessors = {
      tons: (ship.fuelProcessors?.tons ?? 0) + tons,
      perDay: perDay === null ? (ship.fuelProcessors?.perDay ?? null) : (ship.fuelProcessors?.perDay ?? 0) + perDay,
    };
    notes.read1(from, "features", `${tons} t${perDay === null ? "" : `, ${perDay} t/day`}`);
  } else if (/fuel scoop/i.test(name)) {
    ship.fuelScoops = true;
    notes.read1(from, "features", name);
  } else if (/magazine|canister|reload/i.test(name) && weaponKindByName(name) === "sandcaster") {
    ship.ammo.sand += quantity;
    notes.read1(from, "ammo", `${quantity} ${name}`);
  } else if (/magazine|reload/i.test(name) && weaponKindByName(name) === "missile") {
    ship.ammo.missiles[missileTypeOf(name)] += quantity;
    notes.read1(from, "ammo", `${quantity} ${name}`);
  } else {
    ship.features.push({ count: quantity, name });
    notes.read1(from, "features", `${quantity} ${name}`);
  }
  return null;
}
