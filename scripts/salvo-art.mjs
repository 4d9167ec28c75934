// The salvo tokens' art (assets/salvo/): one SVG per missile type and count, drawn here. Each is a round badge: a
// missile in the middle, the type told by its colour and its mark (standard: none; smart: a seeker's reticle round the
// nose; nuclear: the radiation trefoil), and the number of missiles in flight in a disc at the lower right ("12+"
// past MAX_COUNT). A dark face in a light rim reads on light and dark scenes alike. The token's texture is the file
// for its salvo's type and count (src/apps/canvas/salvo-map/art.ts names them the same way).
//
//   node scripts/salvo-art.mjs          write the files
//   node scripts/salvo-art.mjs --check  exit 1 when a file differs from what this script draws
import fs from "node:fs";
import path from "node:path";

export const TYPES = ["standard", "smart", "nuclear"];
export const MAX_COUNT = 12;
const DIR = path.resolve(import.meta.dirname, "..", "assets", "salvo");

const COLOURS = {
  standard: { ring: "#7fb2e5", body: "#dce8f4" },
  smart: { ring: "#74c77a", body: "#ddf2de" },
  nuclear: { ring: "#f2b233", body: "#fbe6b8" },
};

/** A missile pointing up and to the right, nose at the top right. */
function missile(body, ring) {
  return [
    `<g transform="rotate(45 50 50)">`,
    `<path d="M50 14 C57 22 58 30 58 38 L58 70 L42 70 L42 38 C42 30 43 22 50 14 Z" fill="${body}" stroke="#0b1220" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M42 56 L32 72 L42 70 Z M58 56 L68 72 L58 70 Z" fill="${ring}" stroke="#0b1220" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M45 70 L50 84 L55 70 Z" fill="#ffb347" stroke="#0b1220" stroke-width="2" stroke-linejoin="round"/>`,
    `</g>`,
  ].join("");
}

/** The type's own mark. */
function mark(type, ring) {
  if (type === "smart")
    // a seeker's reticle round the nose
    return [
      `<circle cx="69" cy="31" r="11" fill="none" stroke="${ring}" stroke-width="3"/>`,
      `<path d="M69 16 V23 M69 39 V46 M54 31 H61 M77 31 H84" stroke="${ring}" stroke-width="3" stroke-linecap="round"/>`,
    ].join("");
  if (type === "nuclear") {
    // the trefoil on the body
    const blade = (a) => {
      const r = (d) => (d * Math.PI) / 180;
      const p = (rad, d) => `${(40 + rad * Math.cos(r(d))).toFixed(2)} ${(60 + rad * Math.sin(r(d))).toFixed(2)}`;
      return `M${p(4, a - 30)} L${p(13, a - 30)} A13 13 0 0 1 ${p(13, a + 30)} L${p(4, a + 30)} A4 4 0 0 0 ${p(4, a - 30)} Z`;
    };
    return [
      `<circle cx="40" cy="60" r="15" fill="#0b1220" stroke="${ring}" stroke-width="2"/>`,
      `<path d="${[-90, 30, 150].map(blade).join(" ")}" fill="${ring}"/>`,
      `<circle cx="40" cy="60" r="2.6" fill="${ring}"/>`,
    ].join("");
  }
  return "";
}

/** The SVG of a salvo of `count` missiles of `type` (`count` past MAX_COUNT: "12+"). */
export function salvoSvg(type, count) {
  const { ring, body } = COLOURS[type];
  const label = count > MAX_COUNT ? `${MAX_COUNT}+` : String(count);
  const size = label.length > 2 ? 15 : label.length > 1 ? 19 : 22;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="200" height="200">`,
    `<circle cx="50" cy="50" r="46" fill="#16202e" stroke="#f4f7fb" stroke-width="4"/>`,
    `<circle cx="50" cy="50" r="40" fill="none" stroke="${ring}" stroke-width="4"/>`,
    missile(body, ring),
    mark(type, ring),
    `<circle cx="74" cy="74" r="19" fill="${ring}" stroke="#0b1220" stroke-width="3"/>`,
    `<text x="74" y="74" dy="0.35em" text-anchor="middle" font-family="Signika, Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#0b1220">${label}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}

/** Every file: its name under assets/salvo/ and its text. */
export function salvoFiles() {
  const out = [];
  for (const type of TYPES) {
    for (let n = 1; n <= MAX_COUNT; n++) out.push([`${type}-${n}.svg`, salvoSvg(type, n)]);
    out.push([`${type}-many.svg`, salvoSvg(type, MAX_COUNT + 1)]);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes("--check");
  fs.mkdirSync(DIR, { recursive: true });
  let stale = 0;
  for (const [name, text] of salvoFiles()) {
    const file = path.join(DIR, name);
    const now = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
    if (now === text) continue;
    stale++;
    if (!check) fs.writeFileSync(file, text);
  }
  console.log(`salvo art: ${salvoFiles().length} files, ${stale} ${check ? "out of date" : "written"}`);
  if (check && stale) process.exit(1);
}
