// The guide journal, "Running a space battle", made from the guide's text (its parts joined by
// scripts/guide-text.mjs): its "#" title names the journal, the text before the first "##" is the page "About this
// guide", and each "##" section is a page. Screenshots referred to as images/<file> (docs/images/, shipped in
// dist/docs/images/ by the build) are shown from the system's folder. Ids come from the names (stableId), so links to
// a page (src/links/guide-links.ts) survive every rebuild.
import type { JournalPageSource, JournalSource } from "./documents";
import { SYSTEM_ID } from "./documents";
import { stableId } from "./ids";
import { MarkdownError, markdownToHtml, splitSections } from "./markdown";

/** The name of the page made from the text before the first "##" section. */
export const INTRO_PAGE = "About this guide";

/** Where the journal shows an image the guide names as images/<file>. */
export function guideImage(src: string): string {
  const m = /^images\/([\w.-]+\.(?:png|webp|jpg))$/.exec(src);
  if (!m) throw new MarkdownError(`a guide image is images/<file>.png (docs/images/), not "${src}"`);
  return `systems/${SYSTEM_ID}/docs/images/${m[1]}`;
}

export function guideJournal(markdown: string): JournalSource[] {
  const { title, sections } = splitSections(markdown);
  const _id = stableId("rules", title);
  const pages: JournalPageSource[] = sections.map((s, i) => {
    const name = s.heading ?? INTRO_PAGE;
    const pageId = stableId("rules", title, name);
    return {
      _id: pageId,
      _key: `!journal.pages!${_id}.${pageId}`,
      name,
      type: "text",
      title: { show: true, level: 1 },
      text: { content: markdownToHtml(s.body, guideImage), format: 1 },
      sort: (i + 1) * 100_000,
      flags: {},
    };
  });
  return [{ _id, _key: `!journal!${_id}`, name: title, pages, folder: null, sort: 0, flags: {} }];
}
