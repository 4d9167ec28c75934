// parseShipDescription: a Universal Ship Description Format paragraph → a plain ship object, the phrases it
// could not use, and the parts the text did not give. Never throws; refuses what is not a ship description.
import { newDraft, type Draft } from "./draft";
import { normalise, paragraphs, Reading, sentences } from "./text";
import { readHull } from "./read-hull";
import { readComputer, readDrives, readFuel, readSensors, readSoftware } from "./read-systems";
import { readAccommodation, readCargo, readFeatures, readHullArmor } from "./read-spaces";
import { readAmmo, readHangars, readHardpoints, readScreens, readWeapons } from "./read-armament";
import { readCost, readCrew, readGunnersIfArmed, readPassengers } from "./read-people";
import { validate } from "./validate";
import { derive } from "./derive";
import type { UsdfError, UsdfParseResult, UsdfPart } from "./types";

/** Longer texts are refused: a ship description is a paragraph (the SRD's longest is under 2,500 characters). */
export const MAX_TEXT_LENGTH = 100_000;

/** Which reader takes a sentence: the first whose pattern matches. */
const READERS: readonly [RegExp, (d: Draft, r: Reading) => void][] = [
  [/\bUsing an? \S+?[- ]?tons? (?:[a-z]+ ){0,2}hull\b/i, readHull],
  [/\bcan(?:not)? carry\b/i, readPassengers],
  [/\brequires a crew\b/i, readCrew],
  [/^\(?If weapons are installed\b/i, readGunnersIfArmed],
  [/\bcosts M?Cr|\btakes \S+ weeks? to build\b/i, readCost],
  [/^It (?:mounts|has)\b|\bgiving (?:it )?a performance\b/i, readDrives],
  [/^Fuel tankage\b/i, readFuel],
  [/\bcomputer Model\b|^Adjacent to the (?:bridge|cockpit|control cabin)\b/i, readComputer],
  [/\bequipped with\b.*\bsensors?\b/i, readSensors],
  [/\bas ammunition\b/i, readAmmo],
  [/^Installed on the hardpoints?\b/i, readWeapons],
  [/\bhardpoints?\b/i, readHardpoints],
  [/\bsmall craft hang[ae]rs?\b/i, readHangars],
  [/\bscreens?\b|\bnuclear dampers?\b/i, readScreens],
  [/^There (?:are|is)\b.*\b(?:staterooms?|berths?|cockpit|control cabin|barracks)\b/i, readAccommodation],
  [/\bcargo capacity\b/i, readCargo],
  [/^The hull\b/i, readHullArmor],
  [/^Special features include\b|\bno special features\b|\b(?:comes )?equipped with\b/i, readFeatures],
  [/\bdoes not come with weapons\b|\bhas no weapons installed\b/i, (_d, r) => r.all()],
  [/\bsoftware\b|^The (?:ship's )?computer runs\b/i, readSoftware],
];

const HEADING = /^[^\S\n]*#{0,6}[^\S\n]*TL[ -]?(\d{1,3})[^\S\n]+(\S[^\n]*?)[^\S\n]*$/im;
const HEADING_INLINE = /^[^\S\n]*#{0,6}[^\S\n]*TL[ -]?(\d{1,3})[^\S\n]+(\S[^\n]*?)[^\S\n]+(?=Using an? )/im;

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
    });
  let text = normalise(input);
  if (!text.trim()) return refuse({ code: "empty", message: "The text is empty." });

  let techLevel: number | null = null;
  let headingName: string | null = null;
  const heading = HEADING_INLINE.exec(text) ?? HEADING.exec(text);
  if (heading) {
    techLevel = Number(heading[1]);
    headingName = heading[2].replace(/[#*_]+$/g, "").trim() || null;
    text = text.slice(0, heading.index) + "\n" + text.slice(heading.index + heading[0].length);
  }

  const d = newDraft(headingName);
  if (headingName) d.ship.name = headingName;
  for (const para of paragraphs(text)) {
    if (/^[|#]/.test(para)) {
      d.unread.push(para.replace(/\s+/g, " "));
      continue;
    }
    for (const sentence of sentences(para)) {
      const reader = READERS.find(([re]) => re.test(sentence));
      if (reader) reader[1](d, new Reading(sentence));
      else d.unread.push(sentence);
    }
  }

  if (d.hullSentences === 0)
    return refuse({ code: "noHull", message: "This is not a ship description: no sentence gives the hull (\"Using a 200-ton hull (4 Hull, 4 Structure), ...\")." });
  if (d.hullSentences > 1)
    return refuse({ code: "severalShips", message: `The text describes ${d.hullSentences} hulls; import one ship at a time.`, value: d.hullSentences });
  if (!d.hullPoints)
    return refuse({ code: "noHullPoints", message: "The hull sentence does not give the Hull and Structure points (\"(4 Hull, 4 Structure)\")." });
  if (techLevel === null)
    return refuse({ code: "noTechLevel", message: "The text does not give the ship's tech level: start it with a line such as \"TL9 Asteroid Miner\"." });
  d.ship.techLevel = techLevel;
  if (!d.ship.name)
    return refuse({ code: "noName", message: "The text does not name the ship (a first line \"TL9 <name>\", or \"the <Name> is ...\" in the hull sentence)." });

  derive(d.ship);
  const error = validate(d.ship);
  if (error) return refuse(error);
  const parts: UsdfPart[] = ["drives", "fuel", "computer", "sensors", "accommodation", "hardpoints", "cargo", "armor", "crew", "passengers", "cost"];
  return { ok: true, ship: d.ship, unread: d.unread, missing: parts.filter((p) => !d.seen.has(p)) };
}
