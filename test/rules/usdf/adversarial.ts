// Pastes made to be slow or to build much: each near MAX_TEXT_LENGTH (or small but asking for the largest ship), with
// what the reader must answer. test/rules/usdf/bounds.test.ts checks the answers; `npm run bench` (bench/usdf.ts) times
// them and writes the slowest as `usdfWorstMs` (the goal: under 50 ms, the time a pasted text may take to answer).
import { MAX_TEXT_LENGTH, type UsdfErrorCode } from "../../../src/rules/usdf";

export interface AdversarialInput {
  name: string;
  text: string;
  /** a ship (true) or the refusal's code */
  expect: true | UsdfErrorCode;
}

const HEAD = "TL9 Hauler\nUsing a 200-ton hull (4 Hull, 4 Structure), the Hauler is a test. ";

/** `head`, then `unit` as many times as fits in the limit with `tail` after it. */
export function fill(head: string, unit: string, tail = "", length = MAX_TEXT_LENGTH): string {
  return head + unit.repeat(Math.max(0, Math.floor((length - head.length - tail.length) / unit.length))) + tail;
}

export const ADVERSARIAL: readonly AdversarialInput[] = [
  {
    name: "repeated bays",
    text: fill(`${HEAD}Installed on the hardpoints are `, "1000 missile bays, "),
    expect: "exceedsTons",
  },
  {
    name: "repeated bays, one at a time",
    text: fill(`${HEAD}Installed on the hardpoints are `, "one missile bay, "),
    expect: "exceedsTons",
  },
  {
    name: "the largest ship's turrets",
    text: "TL9 Hulk\nUsing a 1,000,000-ton hull (1 Hull, 1 Structure), the Hulk is large. Installed on the hardpoints are 10,000 triple turrets armed with beam lasers.",
    expect: true,
  },
  {
    name: "a billion bays",
    text: "TL9 Hulk\nUsing a 1,000,000-ton hull (1 Hull, 1 Structure), the Hulk is large. Installed on the hardpoints are 1,000,000,000 missile bays.",
    expect: "exceedsTons",
  },
  {
    name: "long sensor sentence",
    text: fill(`${HEAD}The ship is equipped with `, "equipped with ", "Standard sensors."),
    expect: true,
  },
  { name: "long sensor sentence without sensors", text: fill(`${HEAD}The ship is `, "equipped with "), expect: true },
  { name: "many sentences", text: fill(HEAD, "Cargo capacity is 10 tons. "), expect: true },
  { name: "many unread sentences", text: fill(HEAD, "Xy z. "), expect: true },
  {
    name: "many hull sentences",
    text: fill("TL9 Hauler\n", "Using a 200-ton hull (4 Hull, 4 Structure). "),
    expect: "severalShips",
  },
  { name: "many headings", text: fill("", "TL9 Hauler\n"), expect: "noHull" },
  { name: "a heading that goes on", text: fill("TL9 Hauler", " Using a"), expect: "noHull" },
  { name: "normalisation: 18 characters each", text: fill("", "\uFDFA"), expect: "tooLongNormalised" },
  {
    name: "normalisation: ligatures past the limit",
    text: fill("", "\uFB03", "", MAX_TEXT_LENGTH / 2),
    expect: "tooLongNormalised",
  },
  { name: "normalisation: units within the limit", text: fill(HEAD, "\u338F ", "", MAX_TEXT_LENGTH / 3), expect: true },
  {
    name: "deeply repeated crew list",
    text: fill(`${HEAD}The ship requires a crew of three: `, "one pilot, "),
    expect: true,
  },
  {
    name: "crew list of distinct roles",
    text: `${HEAD}The ship requires a crew of three: ${Array.from({ length: 8000 }, (_, i) => `one role${i}`).join(", ")}.`.slice(
      0,
      MAX_TEXT_LENGTH,
    ),
    expect: true,
  },
  {
    name: "deeply repeated features",
    text: fill(`${HEAD}Special features include `, "an armory, a vault and "),
    expect: true,
  },
  {
    name: "deeply repeated hangar list",
    text: fill(`${HEAD}There are two small craft hangars, `, "one holding a fighter, "),
    expect: "exceedsHull",
  },
  {
    name: "deeply repeated ammunition",
    text: `${HEAD}${"12 missiles and ".repeat(6000)}12 missiles are carried as ammunition.`,
    expect: true,
  },
  {
    name: "turret armed with a long list",
    text: fill(`${HEAD}Installed on the hardpoints are one triple turret armed with `, "missiles and "),
    expect: true,
  },
  { name: "repeated 'is' before armor", text: fill(`${HEAD}The hull `, "is ", "armored (2 points)."), expect: true },
  { name: "repeated 'armored with'", text: fill(`${HEAD}The hull is `, "armored with "), expect: true },
  { name: "repeated armor options", text: fill(`${HEAD}The hull `, "has ", "is standard."), expect: true },
  {
    name: "passenger note of many ands",
    text: fill(`${HEAD}The ship can carry four passengers as x`, " and y", " ("),
    expect: true,
  },
  { name: "a figure of many thousands", text: fill(`${HEAD}The ship has 1`, ",000", " hardpoints."), expect: true },
  { name: "leftover punctuation", text: fill(`${HEAD}Cargo capacity is 10 tons`, ",", "x."), expect: true },
  {
    name: "heading of markup",
    text: fill("TL9 Hauler", "#", "\nUsing a 200-ton hull (4 Hull, 4 Structure), the Hauler is a test."),
    expect: true,
  },
  { name: "open parentheses", text: fill(HEAD, "(((( 1, and, and "), expect: true },
  { name: "one long word", text: fill(HEAD, "x"), expect: true },
  { name: "many staterooms sentences", text: fill(HEAD, "There are 12 staterooms. "), expect: true },
  {
    name: "staterooms past the hull at the end",
    text: fill(HEAD, "There are 12 staterooms. ", "There are 40 staterooms and 100 low berths."),
    expect: "exceedsHull",
  },
];
