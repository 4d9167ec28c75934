// Stable document ids: 16 characters of [0-9A-Za-z] derived from a name, so that links to compendium
// documents (UUIDs) survive every rebuild. Same input, same id; no randomness.
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** 32-bit murmur-style hash of a string with a seed. */
function hash32(s: string, seed: number): number {
  let h = 0x9e3779b9 ^ seed;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 0x5bd1e995);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A 16-character id for the document named by `parts` ("ships", "Patrol Frigate"). */
export function stableId(...parts: string[]): string {
  const s = parts.join("\u0001");
  let out = "";
  for (let seed = 1; out.length < 16; seed++) {
    let h = hash32(s, seed);
    for (let i = 0; i < 5 && out.length < 16; i++) {
      out += ALPHABET[h % 62];
      h = Math.floor(h / 62);
    }
  }
  return out;
}

/** File-name slug: "Ship's Boat" → "ships-boat". */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
