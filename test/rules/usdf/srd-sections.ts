// Reads the SRD's Chapter 9 (srd/common-vessels.md) at test time and cuts it into one text per ship heading
// ("## TL9 Asteroid Miner", "### TL 9 Cutter"): the heading line plus everything up to the next heading.
import fs from "node:fs";
import { SRD_VESSELS } from "../../fixtures/srd-text";

export { SRD_VESSELS };

export interface SrdSection {
  heading: string;
  text: string;
}

export function srdShipSections(file = SRD_VESSELS): SrdSection[] {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const out: SrdSection[] = [];
  let current: { heading: string; lines: string[] } | null = null;
  for (const line of lines) {
    if (/^#{1,6}\s/.test(line)) {
      if (current) out.push({ heading: current.heading, text: current.lines.join("\n").trim() });
      current = /^#{1,6}\s+TL\s?\d/.test(line) ? { heading: line.replace(/^#+\s*/, "").trim(), lines: [line] } : null;
    } else current?.lines.push(line);
  }
  if (current) out.push({ heading: current.heading, text: current.lines.join("\n").trim() });
  return out;
}
