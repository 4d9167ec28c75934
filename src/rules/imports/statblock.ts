// The Cepheus Deluxe ship statblock as text: a "TL<n> <Name>" line, an optional description, then the labels
// "Tonnage: Armor: Maneuver: Jump: P-Plant: Fuel: Computer: Cost: Armament: Fittings: Crew:" (the labels of twodsix's
// ShipImportMacro.js, user_macros/ in xdy/twodsix-foundryvtt, which reads the same statblocks). A label may start a
// line or follow another label's value on it; a value may run on over the following lines. `writeStatblock` writes a
// ship back in the same form, so that reading what it writes gives the same ship. The field map is docs/import.md.
import type { WeaponKind } from "../types";
import { emptyShip } from "../usdf/draft";
import { MAX_TONS } from "../usdf/tonnage";
import type { UsdfMount, UsdfShip } from "../usdf/types";
import { armorNameOf } from "../usdf/vocabulary";
import {
  addMounts,
  armorTypeOf,
  bad,
  missileTypeOf,
  emptyState,
  finishShip,
  Notes,
  positionOfStation,
  srdHullPoints,
  weaponKindByName,
} from "./common";
import { ROLE_WORDS } from "./stations";
import type { ImportError, ImportedShip } from "./types";

export const STATBLOCK_LABELS = [
  "Tonnage",
  "Armor",
  "Maneuver",
  "Jump",
  "P-Plant",
  "Fuel",
  "Computer",
  "Cost",
  "Armament",
  "Fittings",
  "Crew",
] as const;
type Label = (typeof STATBLOCK_LABELS)[number];

/** Longest statblock read (the USDF reader's limit). */
export const MAX_STATBLOCK_LENGTH = 100_000;
/** Most items in one list (armament, fittings, crew). */
export const MAX_LIST_ITEMS = 500;

const LABEL = /\b(Tonnage|Armou?r|Maneuver|Manoeuvre|Jump|P-Plant|Fuel|Computer|Cost|Armament|Fittings|Crew):/gi;
const canonical = (word: string): Label => {
  const w = word.toLowerCase();
  if (w.startsWith("armo")) return "Armor";
  if (w.startsWith("man")) return "Maneuver";
  return STATBLOCK_LABELS.find((l) => l.toLowerCase() === w)!;
};

/** Does `text` look like a statblock (at least three of the labels at the start of a line)? */
export function looksLikeStatblock(text: string): boolean {
  const head = text.slice(0, MAX_STATBLOCK_LENGTH);
  let n = 0;
  for (const m of head.matchAll(
    /^[ \t]*(Tonnage|Armou?r|Maneuver|Manoeuvre|Jump|P-Plant|Fuel|Computer|Cost|Armament|Fittings|Crew):/gim,
  )) {
    void m;
    if (++n >= 3) return true;
  }
  return false;
}

/**
 * The heading lines and each label's value (the first of a repeated label counts; the lines that continue a repeated
 * label are dropped with it). Parts are gathered in lists and joined once: linear in the text's length.
 */
function fieldsOf(text: string): { heading: string[]; values: Map<Label, string> } {
  const heading: string[] = [];
  const parts = new Map<Label, string[]>();
  let current: string[] | "skip" | null = null;
  const add = (piece: string) => {
    if (!piece) return;
    if (current === null) heading.push(piece);
    else if (current !== "skip") current.push(piece);
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const marks = [...line.matchAll(LABEL)];
    add(line.slice(0, marks.length ? marks[0]!.index : line.length).trim());
    marks.forEach((m, i) => {
      const end = i + 1 < marks.length ? marks[i + 1]!.index : line.length;
      const label = canonical(m[1]!);
      current = parts.has(label) ? "skip" : [];
      if (current !== "skip") parts.set(label, current);
      add(line.slice(m.index + m[0].length, end).trim());
    });
  }
  const values = new Map<Label, string>();
  for (const [label, pieces] of parts) values.set(label, pieces.join(" ").replace(/[;.]$/, ""));
  return { heading, values };
}

const firstNumber = (s: string): number | null => {
  const m = /(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/.exec(s);
  return m ? Number(`${m[1]!.replace(/,/g, "")}${m[2] ?? ""}`) : null;
};
const COUNT_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
/** "2x beam laser", "2 beam lasers", "two turrets", "beam laser": the count and the rest. */
export function countAndName(item: string): { count: number; name: string } {
  const m =
    /^(\d{1,12}|a|an|one|two|three|four|five|six)\s*[x×]?\s+(.+)$/i.exec(item.trim()) ??
    /^(\d{1,12})[x×](.+)$/i.exec(item.trim());
  if (!m) return { count: 1, name: item.trim() };
  const n = COUNT_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  return { count: n, name: m[2]!.trim() };
}
const splitList = (s: string, by = /[,;]/) =>
  s
    .split(by)
    .map((x) => x.trim())
    .filter(Boolean)
    .slice(0, MAX_LIST_ITEMS);

type Read = { ok: true; entry: ImportedShip } | { ok: false; error: ImportError };

export function readStatblock(text: string): Read {
  if (text.length > MAX_STATBLOCK_LENGTH)
    return { ok: false, error: { code: "tooLong", value: text.length, limit: MAX_STATBLOCK_LENGTH } };
  const notes = new Notes();
  const ship = emptyShip();
  const state = emptyState();
  const { heading, values } = fieldsOf(text);
  const title = /^#*\s*TL\s*-?\s*(\d{1,2})\s+(.+)$/i.exec(heading[0] ?? "");
  ship.name = (title ? title[2]! : (heading[0] ?? "")).trim().slice(0, 200) || "Ship";
  notes.read1("heading", "name", ship.name);
  if (title) {
    ship.techLevel = Number(title[1]);
    notes.read1("heading", "techLevel", ship.techLevel);
  } else {
    ship.techLevel = 12;
    notes.guess("heading", "techLevel", 12, "default");
  }
  ship.description = heading.slice(1).join(" ").slice(0, 2000);

  const tonnage = values.get("Tonnage") ?? "";
  const tons = firstNumber(tonnage);
  if (tons === null || tons <= 0) return { ok: false, error: { code: "noTons", field: "Tonnage" } };
  if (tons > MAX_TONS) return { ok: false, error: bad("Tonnage", tons) };
  ship.tons = tons;
  notes.read1("Tonnage", "tons", tonnage);
  const config = /\b(standard|streamlined|distributed)\b/i.exec(tonnage)?.[1]?.toLowerCase();
  if (config) {
    ship.configuration = config as UsdfShip["configuration"];
    notes.read1("Tonnage", "configuration", config);
  }
  const srd = srdHullPoints(tons);
  Object.assign(ship, srd);
  state.hull = srd.hull;
  state.structure = srd.structure;
  notes.guess("Tonnage", "hull", `${srd.hull} / ${srd.structure}`, "hullScale");

  const armor = values.get("Armor");
  if (armor !== undefined && !/^(?:none|no|n\/a|-)?$/i.test(armor)) {
    const n = firstNumber(armor);
    if (n !== null) {
      ship.armor = n;
      notes.read1("Armor", "armor", armor);
    } else notes.leave("Armor", armor);
    const type = /\(([^)]{1,40})\)/.exec(armor)?.[1] ?? armor.replace(/[\d\s]+/, "");
    if (/crystal|titanium|superdense/i.test(type)) ship.armorType = armorTypeOf(type);
  }
  for (const [label, key, re] of [
    ["Maneuver", "thrust", /(\d{1,3})\s*-?\s*G?/i],
    ["Jump", "jump", /(\d{1,3})/],
  ] as const) {
    const v = values.get(label);
    if (v === undefined) continue;
    const m = re.exec(v);
    if (m) {
      ship[key] = Number(m[1]);
      notes.read1(label, key, v);
    } else notes.leave(label, v);
  }
  const plant = values.get("P-Plant");
  if (plant !== undefined) notes.leave("P-Plant", plant);
  const fuel = values.get("Fuel");
  if (fuel !== undefined) {
    const n = firstNumber(fuel);
    if (n !== null && n > 0) {
      ship.fuel = { tons: n, weeks: null, jumps: null };
      state.fuel = n;
      notes.read1("Fuel", "fuel", fuel);
    } else notes.leave("Fuel", fuel);
  }
  const computer = values.get("Computer");
  if (computer !== undefined) {
    const m = /model\s*\/?\s*(\d)/i.exec(computer);
    if (m) {
      ship.computer = { model: Number(m[1]), bis: /\bbis\b/i.test(computer), fib: /\bfib\b/i.test(computer) };
      notes.read1("Computer", "computer", computer);
    } else notes.leave("Computer", computer);
  }
  const cost = values.get("Cost");
  if (cost !== undefined) {
    const m = /\b([MK]?Cr)\s*([\d,]+(?:\.\d+)?)/i.exec(cost);
    if (m) {
      const n = Number(m[2]!.replace(/,/g, ""));
      const unit = m[1]!.toLowerCase();
      ship.cost = unit === "mcr" ? n : unit === "kcr" ? n / 1e3 : Math.round(n) / 1e6;
      notes.read1("Cost", "cost", cost);
    } else notes.leave("Cost", cost);
  }
  const e =
    readArmament(values.get("Armament") ?? "", ship, notes) ?? readFittings(values.get("Fittings") ?? "", ship, notes);
  if (e) return { ok: false, error: e };
  readCrew(values.get("Crew") ?? "", ship, notes);
  return finishShip("statblock", ship, state, notes);
}

const SIZES: Readonly<Record<string, number>> = { single: 1, double: 2, triple: 3 };

/** "2 triple turrets: beam laser, 2 sandcasters; 1 particle beam bay; pulse laser". */
function readArmament(text: string, ship: UsdfShip, notes: Notes): ImportError | null {
  if (/^(?:none|-)?$/i.test(text.trim())) return null;
  for (const group of splitList(text, /;/)) {
    const colon = group.indexOf(":");
    if (colon >= 0) {
      const { count, name } = countAndName(group.slice(0, colon));
      const words = name.toLowerCase();
      const weapons: WeaponKind[] = [];
      for (const item of splitList(group.slice(colon + 1), /,/)) {
        const w = countAndName(item);
        const kind = weaponKindByName(w.name);
        if (!kind) notes.leave("Armament", item);
        else for (let i = 0; i < Math.min(3, w.count); i++) weapons.push(kind);
      }
      const size =
        SIZES[/\b(single|double|triple)\b/.exec(words)?.[1] ?? ""] ?? Math.min(3, Math.max(1, weapons.length));
      if (!weapons.length) {
        notes.leave("Armament", group);
        continue;
      }
      const e = addMounts(ship, count, {
        type: "turret",
        fixed: /\bfixed\b/.test(words),
        popup: /\bpop-?up\b/.test(words),
        weapons: weapons.slice(0, size),
        size,
      });
      if (e) return e;
      notes.read1("Armament", "mounts", group);
      continue;
    }
    for (const item of splitList(group, /,/)) {
      const { count, name } = countAndName(item);
      const kind = weaponKindByName(name);
      if (!kind) {
        notes.leave("Armament", item);
        continue;
      }
      const bay = /\bbay|\bbank/i.test(name);
      const e = addMounts(ship, count, { type: bay ? "bay" : "turret", fixed: false, popup: false, weapons: [kind] });
      if (e) return e;
      if (bay) notes.read1("Armament", "mounts", item);
      else notes.guess("Armament", "mounts", item, "mountsFromWeapons");
    }
  }
  return null;
}

/** "6 tons of fuel processors (30 tons a day)": the processors' tons, and the fuel they refine a day. */
const FUEL_PROCESSORS =
  /^(\d{1,9}(?:\.\d{1,3})?)\s+tons? of fuel processors?(?:\s*\((\d{1,9}) tons? (?:a|per) day\))?$/i;

/** Staterooms, berths, cargo, ammunition, screens, scoops and processors; anything else is a special feature. */
function readFittings(text: string, ship: UsdfShip, notes: Notes): ImportError | null {
  for (const item of splitList(text)) {
    const processors = FUEL_PROCESSORS.exec(item);
    if (processors) {
      ship.fuelProcessors = { tons: Number(processors[1]), perDay: processors[2] ? Number(processors[2]) : null };
      notes.read1("Fittings", "features", item);
      continue;
    }
    const { count, name } = countAndName(item);
    const w = name.toLowerCase();
    if (count > 1e9) return bad("Fittings", item);
    if (/^emergency low berths?$/.test(w)) ship.emergencyLowBerths += count;
    else if (/^(?:low berths?|cryoberths?)$/.test(w)) ship.lowBerths += count;
    else if (/^staterooms?$/.test(w)) ship.staterooms += count;
    else if (/^tons? of cargo(?: space)?$/.test(w)) ship.cargo += count;
    else if (/^(?:standard |smart |nuclear )?missiles?$/.test(w)) ship.ammo.missiles[missileTypeOf(w)] += count;
    else if (/^(?:sand canisters?|sandcaster canisters?|canisters? of sand)$/.test(w)) ship.ammo.sand += count;
    else if (/^meson screens?$/.test(w)) ship.screens.mesonScreen += count;
    else if (/^nuclear dampers?$/.test(w)) ship.screens.nuclearDamper += count;
    else if (/^fuel scoops?$/.test(w)) ship.fuelScoops = true;
    else {
      ship.features.push({ count: /^\d/.test(item.trim()) ? count : null, name });
      notes.read1("Fittings", "accommodation", item);
      continue;
    }
    notes.read1(
      "Fittings",
      /missile|sand/.test(w)
        ? "ammo"
        : /screen|damper/.test(w)
          ? "screens"
          : /cargo/.test(w)
            ? "cargo"
            : "accommodation",
      item,
    );
  }
  return null;
}

/** "Pilot, Engineer, 2 Gunners, Medic": roles with their counts; combat roles in the USDF words of their position. */
function readCrew(text: string, ship: UsdfShip, notes: Notes): void {
  for (const item of splitList(text)) {
    const { count, name } = countAndName(item);
    const position = positionOfStation(name);
    const role = position ? ROLE_WORDS[position] : name.toLowerCase();
    const same = ship.crew.roles.find((r) => r.role === role);
    if (same) same.count += count;
    else ship.crew.roles.push({ count, role, position: position === "gunner" ? "turretGunner" : position });
    if (position) notes.read1("Crew", "stations", item);
    else notes.read1("Crew", "crew", item);
  }
  ship.crew.total = ship.crew.roles.reduce((a, r) => a + r.count, 0);
}

const mountKey = (m: UsdfMount) => `${m.type} ${m.size} ${m.fixed} ${m.popup} ${m.weapons.join(",")}`;
const WEAPON_NAMES: Readonly<Record<WeaponKind, string>> = {
  pulseLaser: "pulse laser",
  beamLaser: "beam laser",
  particleBeam: "particle beam",
  fusionGun: "fusion gun",
  mesonGun: "meson gun",
  sandcaster: "sandcaster",
  missile: "missile rack",
};
const counted = (n: number, what: string) => (n === 1 ? what : `${n} ${what}`);

/** A ship as a Cepheus Deluxe statblock (what `readStatblock` reads back to the same ship). */
export function writeStatblock(ship: UsdfShip): string {
  const lines = [`TL${ship.techLevel} ${ship.name}`];
  if (ship.description) lines.push(ship.description);
  lines.push(`Tonnage: ${ship.tons} tons${ship.configuration ? ` (${ship.configuration})` : ""}`);
  lines.push(
    `Armor: ${ship.armor || ship.armorType ? `${ship.armor}${ship.armorType ? ` (${armorNameOf(ship.armorType)})` : ""}` : "None"}`,
  );
  lines.push(`Maneuver: ${ship.thrust}-G`, `Jump: ${ship.jump}`);
  if (ship.fuel) lines.push(`Fuel: ${ship.fuel.tons} tons`);
  if (ship.computer)
    lines.push(
      `Computer: Model ${ship.computer.model}${ship.computer.bis ? "/bis" : ""}${ship.computer.fib ? "/fib" : ""}`,
    );
  if (ship.cost !== null) lines.push(`Cost: MCr${ship.cost}`);
  const groups: string[] = [];
  for (let i = 0; i < ship.mounts.length;) {
    const m = ship.mounts[i]!;
    let n = 1;
    while (i + n < ship.mounts.length && mountKey(ship.mounts[i + n]!) === mountKey(m)) n++;
    if (m.type === "bay") groups.push(counted(n, `${WEAPON_NAMES[m.weapons[0]!]} bay`));
    else {
      const kind = `${["", "single", "double", "triple"][m.size]}${m.popup ? " pop-up" : ""}${m.fixed ? " fixed" : ""} turret`;
      groups.push(`${n} ${kind}${n > 1 ? "s" : ""}: ${m.weapons.map((w) => WEAPON_NAMES[w]).join(", ")}`);
    }
    i += n;
  }
  lines.push(`Armament: ${groups.join("; ") || "None"}`);
  const fit = [
    ship.staterooms && `${ship.staterooms} staterooms`,
    ship.lowBerths && `${ship.lowBerths} low berths`,
    ship.emergencyLowBerths && `${ship.emergencyLowBerths} emergency low berths`,
    ship.cargo && `${ship.cargo} tons of cargo`,
    ship.ammo.missiles.standard && `${ship.ammo.missiles.standard} missiles`,
    ship.ammo.missiles.smart && `${ship.ammo.missiles.smart} smart missiles`,
    ship.ammo.missiles.nuclear && `${ship.ammo.missiles.nuclear} nuclear missiles`,
    ship.ammo.sand && `${ship.ammo.sand} sand canisters`,
    ship.screens.mesonScreen && `${ship.screens.mesonScreen} meson screens`,
    ship.screens.nuclearDamper && `${ship.screens.nuclearDamper} nuclear dampers`,
    ship.fuelScoops && "fuel scoops",
    ship.fuelProcessors &&
      `${ship.fuelProcessors.tons} tons of fuel processors${ship.fuelProcessors.perDay === null ? "" : ` (${ship.fuelProcessors.perDay} tons a day)`}`,
    ...ship.features.map((f) => (f.count !== null ? `${f.count} ${f.name}` : f.name)),
  ].filter((x): x is string => !!x);
  if (fit.length) lines.push(`Fittings: ${fit.join(", ")}`);
  if (ship.crew.roles.length) lines.push(`Crew: ${ship.crew.roles.map((r) => counted(r.count, r.role)).join(", ")}`);
  return lines.join("\n");
}
