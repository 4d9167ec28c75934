// The SRD's ships as another system holds them: twodsix's journal of Chapter 9, Common Vessels (a real file,
// test/fixtures/imports/SOURCES.md), copied out of Foundry as a user would (each heading and the paragraphs and
// tables under it, as text), reads as the same 24 ships as this project's own copy of the chapter, with the values
// transcribed from the SRD.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseShipDescription } from "../../../src/rules/usdf";
import { srdShipSections } from "./srd-sections";
import { SMALL_CRAFT } from "./srd-expected-small-craft";
import { STARSHIPS } from "./srd-expected-starships";

const JOURNAL = path.resolve(
  import.meta.dirname,
  "../../fixtures/imports/twodsix/bddb68e/srd-journal-entries/Book_2__Starships_and_Interstellar_Travel_o1ooD6f0eFpN94eS/09__Common_Vessels_j0DgLn24R3CqIQgc.json",
);
const EXPECTED = { ...STARSHIPS, ...SMALL_CRAFT };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&([a-z0-9#]+);/gi, (m, e: string) => ENTITIES[e.toLowerCase()] ?? m)
    .trim();

/** Each "TL…" heading of the page with what follows it up to the next heading, as a browser copies it. */
function journalSections(html: string): { heading: string; text: string }[] {
  const parts = html.split(/(?=<h[1-6][\s>])/);
  const out: { heading: string; text: string }[] = [];
  for (const part of parts) {
    const h = /^<h[1-6][^>]*>(.*?)<\/h[1-6]>/s.exec(part);
    if (!h || !/^TL\s?\d/.test(text(h[1]!))) continue;
    const blocks: string[] = [text(h[1]!)];
    const body = part.slice(h[0].length);
    for (const b of body.matchAll(/<p[^>]*>(.*?)<\/p>|<tr[^>]*>(.*?)<\/tr>/gs)) {
      if (b[1] !== undefined) blocks.push(text(b[1]));
      else blocks.push([...b[2]!.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/gs)].map((c) => text(c[1]!)).join("\t"));
    }
    out.push({ heading: text(h[1]!), text: blocks.filter(Boolean).join("\n\n") });
  }
  return out;
}

const page = JSON.parse(fs.readFileSync(JOURNAL, "utf8")).pages[0].text.content as string;
const sections = journalSections(page);
const ours = new Map(srdShipSections().map((s) => [s.heading, s.text]));

describe("twodsix's journal of the SRD's Common Vessels, copied as text", () => {
  it("holds the same 24 ship headings as the SRD", () => {
    expect(sections.map((s) => s.heading)).toEqual([...ours.keys()]);
  });

  it.each(sections.map((s) => [s.heading, s.text] as const))("%s reads as the SRD's ship", (heading, copied) => {
    const r = parseShipDescription(copied);
    const srd = parseShipDescription(ours.get(heading)!);
    expect(r.ok && srd.ok).toBe(true);
    if (!r.ok || !srd.ok) return;
    expect(r.ship).toEqual(srd.ship);
    const want = EXPECTED[heading.replace(/^TL ?\d+ /, "")]!;
    const figures = (x: {
      tl?: number;
      techLevel?: number;
      tons: number;
      hull: number;
      structure: number;
      armor: number;
      thrust: number;
      jump: number;
      crew?: number | { total: number };
    }) => [
      x.tl ?? x.techLevel,
      x.tons,
      x.hull,
      x.structure,
      x.armor,
      x.thrust,
      x.jump,
      typeof x.crew === "object" ? x.crew.total : x.crew,
    ];
    expect(figures(r.ship)).toEqual(figures(want));
    expect(r.ship.mounts).toHaveLength(want.mounts);
  });
});
