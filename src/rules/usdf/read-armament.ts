// Hardpoints, turrets and bays, ammunition, screens and small craft hangars.
import { finish, rx, value, type Draft } from "./draft";
import { balanced, listItems, numberValue, singular, type Reading } from "./text";
import { WEAPON_WORDS, weaponKindOf } from "./vocabulary";
import type { MissileType, WeaponKind } from "../types";
import { exceedsHardpoints, hangarTons, hardpointsOf, MAX_HARDPOINTS, mountTons } from "./tonnage";
import type { UsdfError, UsdfMount } from "./types";

const HARDPOINTS = rx(String.raw`\b(NUM) hardpoints?`);
const FIRE_CONTROL = rx(String.raw`\b(NUM) tons? (?:allocated|dedicated) (?:to|for) fire control\b`);

/** "The ship has two hardpoints and two tons allocated to fire control[, but has no weapons installed]." */
export function readHardpoints(d: Draft, r: Reading): void {
  r.take(/^The (?:ship|craft|vessel|small craft) has\b/i);
  const hp = r.take(HARDPOINTS);
  if (hp) {
    const v = value(d, hp, 1);
    if (v !== null) {
      d.ship.hardpoints = v;
      d.seen.add("hardpoints");
    }
  }
  const fc = r.take(FIRE_CONTROL);
  if (fc) {
    const v = value(d, fc, 1);
    if (v !== null) d.ship.fireControlTons = v;
  }
  r.take(/,? but (?:has|carries) no weapons(?: installed)?\b/i);
  finish(d, r);
}

const SIZES: Record<string, number> = { single: 1, double: 2, triple: 3 };
const TURRET = rx(
  String.raw`^(NUM) ((?:(?:fixed|mount|mounting|pop-?up|single|double|triple) )*)(turrets?|mountings?|mounts?)(?: armed with (.+))?$`,
);
const BAY = rx(String.raw`^(NUM) (missile|particle beam|meson gun|fusion gun)(?: weapon)? (?:bays?|banks?)$`);
const STARTS_MOUNT = rx(
  String.raw`^(?:NUM) (?:(?:(?:fixed|mount|mounting|pop-?up|single|double|triple) )*(?:turrets?|mountings?|mounts?)\b|.*\b(?:bays?|banks?)$)`,
);
const ARMED_ITEM = rx(String.raw`^(?:(NUM) )?(${WEAPON_WORDS})$`);

/**
 * "Installed on the hardpoints are two triple turrets armed with missiles and one particle beam bay." Each item's
 * count is checked against the hardpoints left before its turrets or bays are made: reading stops at the first item
 * the hull cannot hold.
 */
export function readWeapons(d: Draft, r: Reading): void {
  const head = r.take(/^Installed on the hardpoints? (?:are|is)\s+/i);
  if (!head) return finish(d, r);
  const body = r.text.slice(head[0].length).replace(/\.\s*$/, "");
  r.all();
  for (const item of listItems(body, (p) => STARTS_MOUNT.test(p))) {
    const read = mountItem(item.replace(/^an? /i, "one "));
    if (!read) {
      d.unread.push(item);
      continue;
    }
    if ("code" in read) {
      d.refusal = read;
      return;
    }
    const { n, mount } = read;
    const total = d.ship.mounts.length + n;
    if (total > hardpointsOf(d.ship.tons)) {
      d.refusal = exceedsHardpoints("mounts", total, d.ship.tons);
      return;
    }
    const { type, size, fixed, popup, weapons } = mount;
    for (let i = 0; i < n; i++)
      d.ship.mounts.push({ type, size, fixed, popup, weapons: weapons.slice(), id: `m${d.ship.mounts.length + 1}` });
    d.tons.mounts += n * mountTons(mount);
  }
}

type MountRead = { n: number; mount: Omit<UsdfMount, "id"> };

/** A count of mounts, or of weapons in a turret, that is not a whole number: refused. */
function fractional(field: "mounts" | "weapons", v: number, max: number): UsdfError {
  return {
    code: "outOfRange",
    field,
    value: v,
    message: `${field} is ${v}; it must be a whole number from 0 to ${max}.`,
  };
}

/** One item of the list: how many mounts and what each is; null when the item is not a mount the reader knows. */
function mountItem(item: string): MountRead | UsdfError | null {
  const bay = BAY.exec(item);
  if (bay) {
    const n = numberValue(bay[1]);
    const kind = weaponKindOf(bay[2]);
    if (n === null || !kind) return null;
    if (!Number.isInteger(n)) return fractional("mounts", n, MAX_HARDPOINTS);
    return { n, mount: { type: "bay", size: 1, fixed: false, popup: false, weapons: [kind] } };
  }
  const t = TURRET.exec(item);
  if (!t) return null;
  const n = numberValue(t[1]);
  if (n === null) return null;
  if (!Number.isInteger(n)) return fractional("mounts", n, MAX_HARDPOINTS);
  const mods = t[2].toLowerCase();
  const sizeWord = /\b(single|double|triple)\b/.exec(mods)?.[1];
  const fixed = /\bfixed\b/.test(mods) || /^mounting/i.test(t[3]);
  const popup = /\bpop-?up\b/.test(mods);
  let size = sizeWord ? SIZES[sizeWord] : 0;
  const weapons: WeaponKind[] = [];
  if (t[4] !== undefined) {
    for (const part of listItems(t[4])) {
      const a = ARMED_ITEM.exec(part.trim());
      const kind = a ? weaponKindOf(a[2]) : null;
      if (!a || !kind) return null;
      let count = a[1] === undefined ? null : numberValue(a[1]);
      if (count === null) {
        if (a[1] !== undefined) return null;
        const pluralWord = /s$/i.test(a[2]);
        count = pluralWord ? Math.max(1, (size || 1) - weapons.length) : 1;
      }
      if (!Number.isInteger(count)) return fractional("weapons", count, 3);
      if (weapons.length + count > (size || 3)) return null;
      for (let i = 0; i < count; i++) weapons.push(kind);
    }
  }
  if (!size) size = Math.max(1, Math.min(3, weapons.length));
  return { n, mount: { type: "turret", size, fixed, popup, weapons } };
}

const AMMO_MISSILES = rx(String.raw`^(NUM) (?:(standard|smart|nuclear) )?missiles?$`);
const AMMO_SAND = rx(String.raw`^(NUM) (?:sand(?:caster)? )?(?:canisters?|barrels?)(?: of sand)?$`);

const AMMUNITION = /(?<!\s)\s+(?:are|is) carried as ammunition\b/i;

/** "120 smart missiles are carried as ammunition for the missile turrets." */
export function readAmmo(d: Draft, r: Reading): void {
  const tail = r.takeToEnd(AMMUNITION);
  if (tail < 0) return finish(d, r);
  const body = r.text.slice(0, tail);
  r.all();
  for (const item of listItems(body)) {
    const m = AMMO_MISSILES.exec(item);
    const s = AMMO_SAND.exec(item);
    const n = numberValue((m ?? s)?.[1]);
    if (n === null) d.unread.push(item);
    else if (m) d.ship.ammo.missiles[(m[2] ?? "standard").toLowerCase() as MissileType] += n;
    else d.ship.ammo.sand += n;
  }
}

const SCREEN_ITEM = rx(String.raw`^(NUM) (meson screens?|nuclear dampers?)$`);
const SCREENS = rx(
  String.raw`^(?:In addition, )?(?:this|the) (?:ship|vessel|craft) has (?:(NUM) screens?(?::|,)?\s*)?`,
);

/** "In addition, this vessel has two screens: a meson screen and a nuclear damper." */
export function readScreens(d: Draft, r: Reading): void {
  const head = r.take(SCREENS);
  if (!head) return finish(d, r);
  const body = r.text.slice(head[0].length).replace(/\.\s*$/, "");
  r.all();
  for (const item of listItems(body)) {
    const m = SCREEN_ITEM.exec(item);
    const n = numberValue(m?.[1]);
    if (!m || n === null) d.unread.push(item);
    else if (/meson/i.test(m[2])) d.ship.screens.mesonScreen += n;
    else d.ship.screens.nuclearDamper += n;
  }
}

const HANGARS = rx(String.raw`^There (?:are|is) (NUM) small craft hang[ae]rs?,?\s*`);
const HANGAR_ITEM = rx(String.raw`^(?:(NUM|each) )?(?:holding|carrying|containing|with) (?:(NUM) )?(\S.*)$`);
const INCLUDED = /(?<!\s)\s*\((?:also |all |both )?included in the (?:ship's )?cost\)/i;

/** "There are 22 small craft hangers, 20 holding fighters and two carrying cutters (all included in the ship's cost)." */
export function readHangars(d: Draft, r: Reading): void {
  const head = r.take(HANGARS);
  const count = head ? numberValue(head[1]) : null;
  if (!head || count === null) return finish(d, r);
  let body = r.text.slice(head[0].length).replace(/\.\s*$/, "");
  r.all();
  const included = INCLUDED.test(body);
  body = body.replace(INCLUDED, "");
  const hangars = { count, craft: [] as { count: number; name: string }[], includedInCost: included };
  for (const item of listItems(body, (p) => HANGAR_ITEM.test(p))) {
    const m = HANGAR_ITEM.exec(item);
    const lead = m?.[1] === undefined ? null : m[1].toLowerCase() === "each" ? count : numberValue(m[1]);
    const inner = m?.[2] === undefined ? null : numberValue(m[2]);
    if (!m || (m[1] !== undefined && lead === null) || (m[2] !== undefined && inner === null)) {
      d.unread.push(item);
      continue;
    }
    // "20 holding fighters": the name is plural; "each holding a fighter", "carrying a ship's boat": singular
    const pluralName = m[1] !== undefined && m[1].toLowerCase() !== "each" && (lead ?? 0) > 1 && m[2] === undefined;
    const n = (lead ?? 1) * (inner ?? 1);
    const name = m[3].trim();
    // "each holding no fighter" names no craft: not read as a craft of count 0 (which no description could give back).
    // A name ending a sentence ("a fighter ." left before the cost note, "a fighter (also included ...) ."): written
    // back before " (all included in the ship's cost)", its ". (" would end the sentence there. A lone parenthesis: see
    // `balanced`.
    if (n < 1 || ".!?".includes(name[name.length - 1]) || !balanced(name)) {
      d.unread.push(item);
      continue;
    }
    hangars.craft.push({ count: n, name: pluralName ? singular(name) : name });
  }
  d.ship.hangars = hangars;
  d.tons.hangars = hangarTons(hangars);
}
