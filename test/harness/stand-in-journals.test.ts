// The stand-in's journals, pinned (test/harness/README.md, "Journals"): only a GM creates a journal entry here, its
// pages come with it (a text page holding HTML), its ownership decides who reads it (a page inherits it), and it may sit
// in a folder of journal entries.
import { describe, expect, it } from "vitest";
import { as, user } from "./index";

describe("the stand-in's journal entries", () => {
  it("a GM creates one with its pages; a player may not; ownership decides who reads it and its pages", async () => {
    const folder = (await Folder.create({ name: "Reports", type: "JournalEntry" } as never)) as Folder.Implementation;
    const entry = (await JournalEntry.create({
      name: "Report",
      folder: folder.id,
      ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE },
      pages: [{ name: "Page", type: "text", text: { content: "<p>x</p>", format: 1 } }],
    } as never)) as JournalEntry.Implementation;
    expect(game.journal!.get(entry.id!)).toBe(entry);
    expect(entry.folder).toBe(folder);
    const page = entry.pages.contents[0]!;
    expect((page.text as { content: string }).content).toBe("<p>x</p>");
    expect(fromUuidSync(page.uuid!)).toBe(page);
    await expect(as("alice", () => JournalEntry.create({ name: "Mine" } as never))).rejects.toThrow();
    const alice = user("alice");
    expect(entry.testUserPermission(alice as never, "OBSERVER")).toBe(false);
    expect(page.testUserPermission(alice as never, "OBSERVER")).toBe(false);
    await entry.update({ ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } } as never);
    expect(entry.testUserPermission(alice as never, "OBSERVER")).toBe(true);
    expect(page.testUserPermission(alice as never, "OBSERVER")).toBe(true);
    await expect(as("alice", () => entry.update({ name: "Renamed" } as never))).rejects.toThrow();
    await page.update({ text: { content: "<p>y</p>" } } as never);
    expect((entry.pages.contents[0]!.text as { content: string }).content).toBe("<p>y</p>");
  });
});
