// Staterooms and berths, cockpits and cabins, cargo, hull configuration and armor, special features.
import { finish, rx, value, type Draft } from "./draft";
import { balanced, listItems, numberValue, type Reading } from "./text";
import { armorKeyOf } from "./vocabulary";
import { softwareItem } from "./read-systems";
import type { ArmorOption, HullConfiguration } from "./types";

/** A parenthesis inside a list item: reported, not read. */
function notes(d: Draft, item: string): string {
  return item.replace(/(?<!\s)\s*\(([^()]*)\)/g, (_all, inner: string) => {
    d.unread.push(inner.trim());
    return "";
  });
}

const ROOM_ITEMS: readonly [RegExp, (d: Draft, n: number) => void][] = [
  [rx(String.raw`^(NUM) staterooms?$`), (d, n) => (d.ship.staterooms = n)],
  [rx(String.raw`^barracks for (NUM) (?:troops|marines|soldiers)$`), (d, n) => (d.ship.barracks = n)],
  [rx(String.raw`^(NUM) emergency low(?: passage)? berths?$`), (d, n) => (d.ship.emergencyLowBerths = n)],
  [rx(String.raw`^(NUM) low(?: passage)? berths?$`), (d, n) => (d.ship.lowBerths = n)],
];
const CABIN = rx(String.raw`^(NUM)-(?:man|person|crew) (cockpit|control cabin)$`);
const EXTRA_CABIN = rx(String.raw`^additional cabin space for (NUM) passengers?$`);

/** "There are three staterooms and five low berths." / "There is a one-man control cabin ..." */
export function readAccommodation(d: Draft, r: Reading): void {
  const head = r.take(/^There (?:are|is)\s+/i);
  if (!head) return finish(d, r);
  d.seen.add("accommodation");
  const body = r.text.slice(head[0].length).replace(/\.\s*$/, "");
  r.all();
  for (const raw of listItems(body)) {
    const item = notes(d, raw).trim();
    const room = ROOM_ITEMS.find(([re]) => re.test(item));
    const cabin = CABIN.exec(item.replace(/^an? /i, ""));
    const extra = EXTRA_CABIN.exec(item);
    if (room) {
      const n = numberValue(room[0].exec(item)?.[1]);
      if (n === null) d.unread.push(item);
      else room[1](d, n);
    } else if (cabin) {
      const n = numberValue(cabin[1]);
      if (n === null) d.unread.push(item);
      else
        d.ship.cabin = {
          kind: cabin[2].toLowerCase() === "cockpit" ? "cockpit" : "controlCabin",
          crew: n,
          extraPassengers: d.ship.cabin?.extraPassengers ?? 0,
        };
    } else if (extra && d.ship.cabin) {
      const n = numberValue(extra[1]);
      if (n === null) d.unread.push(item);
      else d.ship.cabin.extraPassengers = n;
    } else d.unread.push(item);
  }
}

const CARGO = rx(String.raw`\bcargo capacity (?:is|of) (NUM) tons?`);

/** "Cargo capacity is 84 tons." / "This small craft has no cargo capacity." */
export function readCargo(d: Draft, r: Reading): void {
  const m = r.take(CARGO);
  if (m) {
    const v = value(d, m, 1);
    if (v !== null) {
      d.ship.cargo = v;
      d.seen.add("cargo");
    }
  } else if (r.take(/^(?:This|The) (?:small craft|ship|vessel|craft) has no cargo capacity\b/i)) {
    d.ship.cargo = 0;
    d.seen.add("cargo");
  }
  finish(d, r);
}

const CONFIGURATIONS: readonly HullConfiguration[] = ["standard", "streamlined", "distributed"];
/**
 * "armored with Crystaliron (8 points)": the words before it ("and is") are filler, left unread; an armor's name is
 * at most 60 characters, which keeps the lazy name from running over the rest of the sentence from every "armored".
 */
const ARMOR = rx(String.raw`\barmou?red(?: with ([A-Za-z][A-Za-z -]{0,59}?))? \((NUM) points?\)`);
/** "and possesses a stealth coating ...": to the end of the sentence */
const ARMOR_OPTIONS = /\b(?:and )?(?:possesses|has|is fitted with|carries)\b/i;

/** "The hull is standard, armored with Crystaliron (8 points), and possesses a stealth coating ..." */
export function readHullArmor(d: Draft, r: Reading): void {
  r.take(/^The hull\b/i);
  const conf = r.take(
    /\b(?:is|has) (?:of )?an? (standard|streamlined|distributed) configuration\b|\bis (standard|streamlined|distributed)\b|\bhas no stated configuration\b/i,
  );
  if (conf) {
    const word = (conf[1] ?? conf[2])?.toLowerCase();
    d.ship.configuration = CONFIGURATIONS.find((c) => c === word) ?? null;
  }
  const armor = r.take(ARMOR);
  if (armor) {
    const v = value(d, armor, 2);
    if (v !== null) {
      d.seen.add("armor");
      d.ship.armor = v;
      d.ship.armorType = armor[1] ? armorKeyOf(armor[1]) : null;
    }
  } else if (r.take(/\b(?:and )?no (?:additional )?armou?r has been (?:installed|added)\b/i)) {
    d.seen.add("armor");
    d.ship.armor = 0;
    d.ship.armorType = null;
  }
  const at = r.takeToEnd(ARMOR_OPTIONS);
  if (at >= 0) {
    const opts = r.text.slice(at);
    const found: ArmorOption[] = [];
    if (/\breflec\b/i.test(opts)) found.push("reflec");
    if (/\bself-?sealing\b/i.test(opts)) found.push("selfSealing");
    if (/\bstealth\b/i.test(opts)) found.push("stealth");
    if (found.length === 0) d.unread.push(opts.replace(/\.\s*$/, "").trim());
    for (const o of found) if (!d.ship.armorOptions.includes(o)) d.ship.armorOptions.push(o);
  }
  finish(d, r);
}

const PROCESSORS = rx(
  String.raw`^(NUM) tons? of fuel processors?(?: \(processes (NUM) tons? of unrefined fuel into refined fuel per day\))?$`,
);

const COUNTED = rx(String.raw`^(NUM) (\S.*)$`);

/** "Special features include an armory, five tons of fuel processors (...) and fuel scoops." */
export function readFeatures(d: Draft, r: Reading): void {
  if (r.take(/^There are no special features(?: on this (?:ship|craft|vessel))?\b/i)) return finish(d, r);
  const head = r.take(
    /^(?:Special features include|(?:This|The) (?:ship|craft|vessel|small craft) (?:comes )?equipped with)\s+/i,
  );
  if (!head) return finish(d, r);
  const body = r.text.slice(head[0].length).replace(/\.\s*$/, "");
  r.all();
  const startsItem = (p: string) => !/^(?:into which|which|that|where|who|whose|including)\b/i.test(p);
  for (const item of listItems(body, startsItem)) {
    const soft = softwareItem(item);
    const proc = PROCESSORS.exec(item);
    if (soft) d.ship.software.push(soft);
    else if (proc) {
      const tons = numberValue(proc[1]);
      const perDay = proc[2] === undefined ? null : numberValue(proc[2]);
      if (tons === null || (proc[2] !== undefined && perDay === null)) d.unread.push(item);
      else d.ship.fuelProcessors = { tons, perDay };
    } else if (/^fuel scoops?$/i.test(item)) d.ship.fuelScoops = true;
    else if (!balanced(item)) d.unread.push(item);
    else {
      const counted = COUNTED.exec(item);
      const count = counted ? numberValue(counted[1]) : null;
      d.ship.features.push(counted && count !== null ? { count, name: counted[2] } : { count: null, name: item });
    }
  }
}
