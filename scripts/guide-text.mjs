// The guide "Running a space battle" is written in parts, each a file of docs/ small enough to read whole (no file
// over 450 lines: test/lint/file-size.test.ts), and is one text everywhere else: the pack generator makes the journal
// of the rules compendium from it (scripts/packs/generate.mjs), and the tests and browser checks read it. This is the
// one place that joins the parts.
//
// The first part holds the guide's "#" title and introduction. Each later part opens with a title and a line of its
// own for a reader of the file; the guide goes on at its first "##" section. Each part but the last ends with a
// paragraph linking to the next part's file, for a reader of the file: the journal could not show that link (the
// guide's Markdown links only to web addresses), so that paragraph is the file's own too. The parts are joined by
// one blank line, as the sections of one file are.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The guide's parts in order, from the repository's root. */
export const GUIDE_PARTS = Object.freeze(["docs/guide.md", "docs/guide-reference.md"]);

/** The guide's one text from its parts' texts, each with its file name (see the header for what is left out). */
export function joinGuide(parts) {
  return `${parts
    .map(({ file, text }, i) => {
      let guide = text;
      if (i > 0) {
        const start = guide.search(/^## /m);
        if (start < 0) throw new Error(`${file}: the guide goes on at a "##" section, and this part has none`);
        guide = guide.slice(start);
      }
      if (i < parts.length - 1) {
        const next = path.basename(parts[i + 1].file);
        const end = guide.trimEnd().lastIndexOf("\n\n");
        if (end < 0 || !guide.slice(end).includes(`](${next})`))
          throw new Error(`${file}: its last paragraph links to the next part, ${next}`);
        guide = guide.slice(0, end);
      }
      return guide.trimEnd();
    })
    .join("\n\n")}\n`;
}

/** The whole guide, its parts read from docs/ and joined in order. */
export function guideText() {
  return joinGuide(GUIDE_PARTS.map((file) => ({ file, text: fs.readFileSync(path.join(root, file), "utf8") })));
}
