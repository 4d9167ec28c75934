// "Using a 200-ton hull (4 Hull, 4 Structure), the Asteroid Miner is ..."
import { finish, rx, value, type Draft } from "./draft";
import { balanced, type Reading } from "./text";

const HULL = rx(
  String.raw`\bUsing an? (NUM)[- ]?tons? (?:(?:small craft|standard|streamlined|distributed|custom) )?hull\b`,
);
const POINTS = rx(
  String.raw`\(\s*(NUM) Hull,\s*(NUM) Structure(?:,\s*divided into (NUM) sections of (NUM) Hull,\s*(NUM) Structure each)?,?\s*\)`,
);
/** verbs the SRD uses after the ship's name; anything else is written after "is" */
export const DESCRIPTION_VERBS =
  /^(?:represents|serves|performs|allows|provides|primarily|was|has|carries|acts|operates)\b/i;

export function readHull(d: Draft, r: Reading): void {
  const hull = r.take(HULL);
  if (!hull) return finish(d, r);
  const tons = value(d, hull, 1);
  if (tons !== null) d.ship.tons = tons;
  const points = r.take(POINTS);
  if (points) {
    const [h, s] = [value(d, points, 1), value(d, points, 2)];
    if (h !== null && s !== null) {
      d.ship.hull = h;
      d.ship.structure = s;
      d.hullPoints = true;
    }
    if (points[3] !== undefined) {
      const [count, sh, ss] = [value(d, points, 3), value(d, points, 4), value(d, points, 5)];
      if (count !== null && sh !== null && ss !== null) d.ship.sections = { count, hull: sh, structure: ss };
    }
    readNameAndPurpose(d, r, points.index + points[0].length);
  }
  finish(d, r);
}

/** After the parenthesis: ", the <Name> <is what it is for>." */
function readNameAndPurpose(d: Draft, r: Reading, from: number): void {
  const tail = r.text.slice(from);
  const the = /^\s*,?\s*the\s+/i.exec(tail);
  if (!the) return;
  let rest = tail.slice(the[0].length).replace(/\.\s*$/, "");
  let name: string | null = null;
  const heading = d.headingName;
  if (
    heading &&
    rest.toLowerCase().startsWith(heading.toLowerCase()) &&
    /^(?:\s|,|$)/.test(rest.slice(heading.length))
  ) {
    name = rest.slice(0, heading.length);
    rest = rest.slice(heading.length);
  } else {
    // capitalised words, without "_" (written back as the heading, a name's last "_" would be taken for markup)
    const caps = /^(?:[A-Z0-9][A-Za-z0-9'/-]*)(?: (?:[A-Z0-9][A-Za-z0-9'/-]*|of|the))*(?<! of| the)/.exec(rest);
    if (caps) {
      name = caps[0];
      rest = rest.slice(caps[0].length);
    }
  }
  if (name === null) return;
  if (!d.ship.name) d.ship.name = name.trim();
  const description = rest
    .trim()
    .replace(/^,\s*/, "")
    .replace(/^is\s+/i, "");
  if (balanced(description)) d.ship.description = description;
  else d.unread.push(description);
  r.all();
}
