// parseShipDescription: a Universal Ship Description Format paragraph → a plain ship object, the phrases it
// could not use, and the parts the text did not give. Never throws; refuses what is not a ship description.
import { newDraft, type Draft } from "./draft";
import { balanced, compatibilityForm, paragraphs, Reading, sentences, tidy } from "./text";
import { readHull } from "./read-hull";
import { readComputer, readDrives, readFuel, readSensors, readSoftware } from "./read-systems";
import { readAccommodation, readCargo, readFeatures, readHullArmor } from "./read-spaces";
import { readAmmo, readHangars, readHardpoints, readScreens, readWeapons } from "./read-armament";
import { readCost, readCrew, readGunnersIfArmed, readPassengers } from "./read-people";
import { overHull } from "./tonnage";
import { flagsOf, validate, validateHull } from "./validate";
import { derive } from "./derive";
import type { UsdfError, UsdfParseResult, UsdfPart } from "./types";

/**
 * Longer texts are refused: a ship description is a paragraph (the SRD's longest is under 2,500 characters). The limit
 * holds for the text as read, after Unicode normalisation, which can make a text up to 18 times longer.
 */
export const MAX_TEXT_LENGTH = 100_000;

type Reader = (d: Draft, r: Reading) => void;
type Test = (sentence: string) => boolean;
const matches =
  (re: RegExp): Test =>
  (s) =>
    re.test(s);

const EQUIPPED = /\bequipped with\b/i;
const SENSORS = /\bsensors?\b/gi;
/**
 * "equipped with" then "sensors" on the same line: two searches. (The pattern "equipped with.*sensors" tried the rest
 * of the line from every "equipped with", quadratic in the length of the sentence.)
 */
function sensorsSentence(sentence: string): boolean {
  for (const line of sentence.split("\n")) {
    const e = EQUIPPED.exec(line);
    if (!e) continue;
    SENSORS.lastIndex = e.index + e[0].length;
    if (SENSORS.test(line)) return true;
  }
  return false;
}

/**
 * Which reader takes a sentence: the first whose test passes. Every pattern here is anchored at the start or begins
 * with a word, and has no two unbounded repeats that can match the same characters, so each test is linear in the
 * length of the sentence (docs/usdf.md, "Bounds").
 */
const READERS: readonly [Test, Reader][] = [
  [matches(/\bUsing an? \S+?[- ]?tons? (?:[a-z]+ ){0,2}hull\b/i), readHull],
  [matches(/\bcan(?:not)? carry\b/i), readPassengers],
  [matches(/\brequires a crew\b/i), readCrew],
  [matches(/^\(?If weapons are installed\b/i), readGunnersIfArmed],
  [matches(/\bcosts M?Cr|\btakes \S+ weeks? to build\b/i), readCost],
  [matches(/^It (?:mounts|has)\b|\bgiving (?:it )?a performance\b/i), readDrives],
  [matches(/^Fuel tankage\b/i), readFuel],
  [matches(/\bcomputer Model\b|^Adjacent to the (?:bridge|cockpit|control cabin)\b/i), readComputer],
  [sensorsSentence, readSensors],
  [matches(/\bas ammunition\b/i), readAmmo],
  [matches(/^Installed on the hardpoints?\b/i), readWeapons],
  [matches(/\bhardpoints?\b/i), readHardpoints],
  [matches(/\bsmall craft hang[ae]rs?\b/i), readHangars],
  [matches(/\bscreens?\b|\bnuclear dampers?\b/i), readScreens],
  [matches(/^There (?:are|is)\b.*\b(?:staterooms?|berths?|cockpit|control cabin|barracks)\b/i), readAccommodation],
  [matches(/\bcargo capacity\b/i), readCargo],
  [matches(/^The hull\b/i), readHullArmor],
  [matches(/^Special features include\b|\bno special features\b|\b(?:comes )?equipped with\b/i), readFeatures],
  [matches(/\bdoes not come with weapons\b|\bhas no weapons installed\b/i), (_d, r) => r.all()],
  [matches(/\bsoftware\b|^The (?:ship's )?computer runs\b/i), readSoftware],
];

/** A heading line: "TL9 Asteroid Miner", "### TL 12 Gazelle" (after `tidy`, spaces come one at a time). */
const TL_LINE = /^ ?#{0,6} ?TL[ -]?(\d{1,3}) (?=\S)/i;
/** The paragraph starting on the heading's own line: "### TL 12 Gazelle Using a 400-ton hull ..." */
const USING = / (?=Using an? )/gi;

interface Heading {
  index: number;
  length: number;
  techLevel: number;
  name: string;
}

/** Characters a markdown heading may end with ("**Gazelle**"). */
const MARKUP_END = /[#*_]/;

function trimMarkupEnd(s: string): string {
  let end = s.length;
  while (end > 0 && MARKUP_END.test(s[end - 1])) end--;
  return s.slice(0, end).trim();
}

/**
 * The first line that starts with "TL<n> <name>" and goes on with the paragraph ("... Gazelle Using a 400-ton
 * hull"), else the first line that starts with "TL<n> <name>".
 */
function findHeading(text: string): Heading | null {
  let plain: Heading | null = null;
  for (let start = 0; start <= text.length;) {
    const nl = text.indexOf("\n", start);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(start, end);
    const m = TL_LINE.exec(line);
    if (m) {
      USING.lastIndex = m[0].length + 1;
      const u = USING.exec(line);
      if (u)
        return { index: start, length: u.index + 1, techLevel: Number(m[1]), name: line.slice(m[0].length, u.index) };
      plain ??= { index: start, length: line.length, techLevel: Number(m[1]), name: line.slice(m[0].length).trimEnd() };
    }
    start = end + 1;
  }
  return plain;
}

export function parseShipDescription(text: string): UsdfParseResult {
  try {
    return parse(text);
  } catch (e) {
    // Unreachable by design; kept so that no input can make the importer throw.
    return refuse({ code: "notText", message: `The text could not be read (${String(e)}).` });
  }
}

function refuse(error: UsdfError): UsdfParseResult {
  return { ok: false, error };
}

function parse(input: unknown): UsdfParseResult {
  if (typeof input !== "string") return refuse({ code: "notText", message: "A ship description must be text." });
  if (input.length > MAX_TEXT_LENGTH)
    return refuse({
      code: "tooLong",
      message: `The text is ${input.length} characters long; a ship description is one paragraph (at most ${MAX_TEXT_LENGTH}).`,
      value: input.length,
      limit: MAX_TEXT_LENGTH,
    });
  const plain = compatibilityForm(input);
  if (plain.length > MAX_TEXT_LENGTH)
    return refuse({
      code: "tooLongNormalised",
      message: `Written in plain characters (Unicode compatibility forms such as "\uFB03" become "ffi"), the text is ${plain.length} characters long; a ship description is one paragraph (at most ${MAX_TEXT_LENGTH}).`,
      value: plain.length,
      limit: MAX_TEXT_LENGTH,
    });
  let text = tidy(plain);
  if (!text.trim()) return refuse({ code: "empty", message: "The text is empty." });

  const heading = findHeading(text);
  // a name with a sentence end in it ("F. (ar Trader") or a lone parenthesis ("Far ( Trader") is not one: the hull
  // sentence names the ship instead
  const named = heading ? trimMarkupEnd(heading.name) : "";
  const headingName = named && sentences(named).length === 1 && balanced(named) ? named : null;
  if (heading) text = text.slice(0, heading.index) + "\n" + text.slice(heading.index + heading.length);

  // Every sentence and the reader it goes to; the hull sentence is read first, so that the others are read against
  // a hull known to be sound and reading stops as soon as they have built more than it holds.
  const parts: { sentence: string; reader: Reader | null }[] = [];
  for (const para of paragraphs(text)) {
    if (/^[|#]/.test(para)) parts.push({ sentence: para.replace(/\s+/g, " "), reader: null });
    else
      for (const sentence of sentences(para))
        parts.push({ sentence, reader: READERS.find(([test]) => test(sentence))?.[1] ?? null });
  }
  const hulls = parts.filter((p) => p.reader === readHull);
  if (hulls.length === 0)
    return refuse({
      code: "noHull",
      message:
        'This is not a ship description: no sentence gives the hull ("Using a 200-ton hull (4 Hull, 4 Structure), ...").',
    });
  if (hulls.length > 1)
    return refuse({
      code: "severalShips",
      message: `The text describes ${hulls.length} hulls; import one ship at a time.`,
      value: hulls.length,
    });

  const d = newDraft(headingName);
  if (headingName) d.ship.name = headingName;
  readHull(d, new Reading(hulls[0].sentence));
  const hullUnread = d.unread.splice(0);
  if (!d.hullPoints)
    return refuse({
      code: "noHullPoints",
      message: 'The hull sentence does not give the Hull and Structure points ("(4 Hull, 4 Structure)").',
    });
  if (!heading)
    return refuse({
      code: "noTechLevel",
      message: 'The text does not give the ship\'s tech level: start it with a line such as "TL9 Asteroid Miner".',
    });
  d.ship.techLevel = heading.techLevel;
  if (!d.ship.name)
    return refuse({
      code: "noName",
      message:
        'The text does not name the ship (a first line "TL9 <name>", or "the <Name> is ..." in the hull sentence).',
    });
  const hullError = validateHull(d.ship);
  if (hullError) return refuse(hullError);

  for (const { sentence, reader } of parts) {
    if (reader === readHull) d.unread.push(...hullUnread);
    else if (!reader) d.unread.push(sentence);
    else {
      reader(d, new Reading(sentence));
      const error = d.refusal ?? overHull(d.ship, d.tons);
      if (error) return refuse(error);
    }
  }

  derive(d.ship);
  const error = validate(d.ship);
  if (error) return refuse(error);
  const given: UsdfPart[] = [
    "drives",
    "fuel",
    "computer",
    "sensors",
    "accommodation",
    "hardpoints",
    "cargo",
    "armor",
    "crew",
    "passengers",
    "cost",
  ];
  return {
    ok: true,
    ship: d.ship,
    unread: d.unread,
    missing: given.filter((p) => !d.seen.has(p)),
    flags: flagsOf(d.ship),
  };
}
