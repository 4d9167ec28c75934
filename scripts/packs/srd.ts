// Cuts SRD Chapter 9 (common-vessels.md) into one text per ship heading ("## TL9 Asteroid Miner",
// "### TL 9 Cutter"), each with its heading line, ready for the USDF importer.
export function shipSections(markdown: string): string[] {
  const out: string[] = [];
  let current: string[] | null = null;
  for (const line of markdown.split("\n")) {
    if (/^#{1,6}\s/.test(line)) {
      if (current) out.push(current.join("\n").trim());
      current = /^#{1,6}\s+TL\s?\d/.test(line) ? [line] : null;
    } else current?.push(line);
  }
  if (current) out.push(current.join("\n").trim());
  return out;
}
