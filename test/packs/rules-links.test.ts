// The quick-reference links of the sheets and cards point at pages that exist in the rules compendium.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RULES_JOURNAL, RULES_PAGES, rulesLink } from "../../src/links/rules-links";
import { cardRulesLink } from "../../src/chat/kinds";
import { bootSystem } from "../harness";

const dir = "packs/_source/rules";
const journals = fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as { _id: string; pages: { _id: string; name: string }[] });

describe("rules links", () => {
  it("name the journal and pages of the rules pack", () => {
    const journal = journals.find((j) => RULES_JOURNAL.endsWith(`.${j._id}`));
    expect(journal, "the rules journal").toBeDefined();
    const pageIds = new Set(journal!.pages.map((p) => p._id));
    for (const [topic, id] of Object.entries(RULES_PAGES)) expect(pageIds.has(id), topic).toBe(true);
    expect(rulesLink("damage").uuid).toBe(`${RULES_JOURNAL}.JournalEntryPage.${RULES_PAGES.damage}`);
  });

  it("have a label for every topic, and cards link by kind", async () => {
    await bootSystem();
    for (const topic of Object.keys(RULES_PAGES) as (keyof typeof RULES_PAGES)[]) expect(game.i18n!.has(rulesLink(topic).label)).toBe(true);
    expect(cardRulesLink("crew").uuid).toContain(RULES_PAGES.damage);
    expect(cardRulesLink("reaction").uuid).toContain(RULES_PAGES.reactions);
    expect(cardRulesLink("action").uuid).toContain(RULES_PAGES.checklist);
    expect(cardRulesLink("damage").uuid).toContain(RULES_PAGES.damage);
  });
});
