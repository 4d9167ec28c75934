// Drives, performance, fuel, computer, sensors and software sentences.
import { finish, rx, value, type Draft } from "./draft";
import { listItems, type Reading } from "./text";
import { SENSOR_SUITES, SOFTWARE_NAMES, softwareNameOf } from "./vocabulary";
import type { UsdfSoftware } from "./types";

/** A drive code: "A".."Z" or "sA".."sZ"; tolerates the SRD's "drivexand" (a code run into "and"). */
const CODE = String.raw`\s*(s?[A-Z])(?=[\s,.;]|and\b|$)`;

function code(raw: string): string {
  return raw.length === 2 ? `s${raw[1].toUpperCase()}` : raw.toUpperCase();
}

const JUMP_DRIVE = rx(String.raw`\bjump drive${CODE}`);
const MANEUVER_DRIVE = rx(String.raw`\b(?:maneuver|manoeuvre|manoeuver) drive${CODE}`);
const POWER_PLANT = rx(String.raw`\bpower plant${CODE}`);

/** "It mounts jump drive A, maneuver drive A, and power plant A, giving a performance of Jump-1 and 1-G acceleration." */
export function readDrives(d: Draft, r: Reading): void {
  d.seen.add("drives");
  r.take(/^It (?:mounts|has)\b/i);
  r.take(/\bno drives\b/i);
  const jump = r.take(JUMP_DRIVE);
  if (jump) d.ship.drives.jump = code(jump[1]);
  const man = r.take(MANEUVER_DRIVE);
  if (man) d.ship.drives.maneuver = code(man[1]);
  const pp = r.take(POWER_PLANT);
  if (pp) d.ship.drives.powerPlant = code(pp[1]);
  r.take(/\bgiving (?:it )?a performance of\b/i);
  const j = r.take(/\bJump[- ]?(\d{1,2})\b/i);
  if (j) d.ship.jump = Number(j[1]);
  const g = r.take(/\b(\d{1,2})[- ]?G(?: acceleration)?\b/i);
  if (g) d.ship.thrust = Number(g[1]);
  finish(d, r);
}

const FUEL_TONS = rx(String.raw`^Fuel tankage of (NUM) tons?`);
const FUEL_WEEKS = rx(String.raw`\b(?:for )?(NUM) weeks?(?: of power plant operation)?`);
const FUEL_JUMPS = rx(String.raw`\b(NUM) jump-(\d{1,2}) jumps?\b`);

/** "Fuel tankage of 44 tons supports the power plant for four weeks and two Jump-1 jumps." */
export function readFuel(d: Draft, r: Reading): void {
  const t = r.take(FUEL_TONS);
  if (t) {
    const tons = value(d, t, 1);
    if (tons !== null) {
      d.seen.add("fuel");
      d.ship.fuel = { tons, weeks: null, jumps: null };
      r.take(/\bsupports(?: the power plant)?\b/i);
      const w = r.take(FUEL_WEEKS);
      if (w) d.ship.fuel.weeks = value(d, w, 1);
      const jn = r.take(FUEL_JUMPS);
      if (jn) d.ship.fuel.jumps = value(d, jn, 1);
    }
  }
  finish(d, r);
}

/** "Adjacent to the bridge is a computer Model 3/fib." */
export function readComputer(d: Draft, r: Reading): void {
  r.take(/^Adjacent to the (?:bridge|cockpit|control cabin) is a\b/i);
  const m = r.take(/\b(?:computer )?Model[ -]?(\d{1,2})((?:\s*(?:\/\s*)?(?:bis|fib)\b)*)/i);
  if (m) {
    d.seen.add("computer");
    const opts = m[2].toLowerCase();
    d.ship.computer = { model: Number(m[1]), bis: opts.includes("bis"), fib: opts.includes("fib") };
  }
  finish(d, r);
}

/** "The ship is equipped with Basic Civilian sensors (DM-2)." */
export function readSensors(d: Draft, r: Reading): void {
  r.take(/^The (?:ship|vessel|craft) is equipped with\b/i);
  const name = r.take(/\b((?:very )?advanced|basic military|basic civilian|military|civilian|standard)\s+sensors?\b/i);
  if (name) {
    const suite = SENSOR_SUITES.find((s) => s.pattern.test(name[1])) ?? SENSOR_SUITES[4];
    const dm = r.take(/\(\s*(?:DM\s*)?([+-]?)\s*(\d{1,2})\s*\)/i);
    d.seen.add("sensors");
    const n = dm ? Number(dm[2]) : suite.dm;
    d.ship.sensors = { grade: suite.grade, dm: dm && dm[1] === "-" && n !== 0 ? -n : n };
  }
  finish(d, r);
}

const SOFTWARE_ITEM = rx(
  String.raw`^(?:TL[ -]?(\d{1,2}) )?([A-Za-z][A-Za-z' -]*?)(?:\s*\/\s*(\d{1,2}))?(?: (?:software|program))?$`,
);

/**
 * One software item: "TL11 Jump Control/2 software", "Fire Control/2", "Evade/1 program". Among special
 * features an item must show a rating or the word software; in a software sentence a known name suffices.
 */
export function softwareItem(item: string, inSoftwareSentence = false): UsdfSoftware | null {
  const m = SOFTWARE_ITEM.exec(item.trim());
  if (!m) return null;
  const marked = m[3] !== undefined || /\b(?:software|program)$/i.test(item.trim());
  const known = SOFTWARE_NAMES.some((s) => s.pattern.test(m[2].trim()));
  if (!marked && !(inSoftwareSentence && known)) return null;
  return {
    name: softwareNameOf(m[2]),
    rating: m[3] === undefined ? null : Number(m[3]),
    techLevel: m[1] === undefined ? null : Number(m[1]),
  };
}

/** "The computer runs Fire Control/2 and Evade/1 software." */
export function readSoftware(d: Draft, r: Reading): void {
  const head = r.take(/^(?:The (?:ship's )?computer runs|Software(?: installed)?(?: includes?|:))\s*/i);
  if (head) {
    const body = r.text
      .slice(head[0].length)
      .replace(/\.\s*$/, "")
      .replace(/ software$/i, "");
    const items = listItems(body);
    const read = items.map((i) => softwareItem(i, true));
    if (read.every((s) => s !== null)) {
      d.ship.software.push(...(read as UsdfSoftware[]));
      r.all();
    }
  }
  finish(d, r);
}
