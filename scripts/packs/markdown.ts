// The small Markdown the guide is written in (its parts in docs/), turned into the HTML of a journal page. Pure. It knows
// what the guide uses and refuses the rest, so that the file on a repository page and the journal in Foundry show
// the same thing: paragraphs, "###" headings, "-" and "1." lists (a line indented under an item continues it; a
// numbered list may start at another number, after a picture),
// tables, images alone on a line, and inline **bold**, `code` and links to web addresses.

export class MarkdownError extends Error {}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Inline markup of one block's text. */
export function inline(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => {
      if (part.length > 2 && part.startsWith("`") && part.endsWith("`")) return `<code>${escape(part.slice(1, -1))}</code>`;
      if (part.includes("`")) throw new MarkdownError(`unclosed \` in "${text}"`);
      return escape(part)
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, url: string) => {
          if (!/^https?:\/\//.test(url)) throw new MarkdownError(`a link in the guide must be a web address, not "${url}"`);
          return `<a href="${url}">${label}</a>`;
        })
        .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
    })
    .join("");
}

const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const BULLET = /^- (.*)$/;
const NUMBERED = /^\d+\. (.*)$/;

function table(rows: string[]): string {
  const cells = (row: string) => row.replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
  if (rows.length < 2 || !/^\|?\s*:?-{3,}/.test(rows[1])) throw new MarkdownError(`a table needs a header and a --- line: "${rows[0]}"`);
  const head = cells(rows[0]);
  const body = rows.slice(2).map(cells);
  for (const r of body) if (r.length !== head.length) throw new MarkdownError(`a table row has ${r.length} cells, the header ${head.length}: "${r.join(" | ")}"`);
  return `<table><thead><tr>${head.map((h) => `<th>${inline(h)}</th>`).join("")}</tr></thead><tbody>${body
    .map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

function list(lines: string[], ordered: boolean): string {
  const items: string[] = [];
  const start = ordered ? NUMBERED : BULLET;
  for (const line of lines) {
    const m = start.exec(line);
    if (m) items.push(m[1]);
    else if (/^\s{2,}\S/.test(line) && items.length) items[items.length - 1] += ` ${line.trim()}`;
    else throw new MarkdownError(`a list line must start with "${ordered ? "1." : "-"}" or be indented under an item: "${line}"`);
  }
  // a numbered list that goes on after a picture starts at its first number, as a repository page shows it
  const first = ordered ? Number(/^(\d+)\./.exec(lines[0])![1]) : 1;
  const open = ordered ? (first === 1 ? "<ol>" : `<ol start="${first}">`) : "<ul>";
  return `${open}${items.map((i) => `<li>${inline(i)}</li>`).join("")}</${ordered ? "ol" : "ul"}>`;
}

/** One section's Markdown (no "#" or "##" headings) as HTML; `image(src)` gives the address an image is shown from. */
export function markdownToHtml(markdown: string, image: (src: string) => string): string {
  const blocks = markdown
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((b) => b.replace(/^\n+|\s+$/g, ""))
    .filter(Boolean);
  return blocks
    .map((block) => {
      const lines = block.split("\n");
      const first = lines[0];
      if (/^#{1,2} /.test(first)) throw new MarkdownError(`a section holds no "#" or "##" heading: "${first}"`);
      if (first.startsWith("### ")) {
        if (lines.length > 1) throw new MarkdownError(`a heading stands alone: "${first}"`);
        return `<h3>${inline(first.slice(4))}</h3>`;
      }
      if (first.startsWith("|")) return table(lines);
      if (BULLET.test(first)) return list(lines, false);
      if (NUMBERED.test(first)) return list(lines, true);
      const img = IMAGE.exec(first);
      if (img) {
        if (lines.length > 1) throw new MarkdownError(`an image stands alone on its line: "${first}"`);
        return `<p><img src="${escape(image(img[2]))}" alt="${escape(img[1])}"></p>`;
      }
      return `<p>${inline(lines.map((l) => l.trim()).join(" "))}</p>`;
    })
    .join("");
}

export interface MarkdownSection {
  /** the "##" heading, or null for the text before the first one */
  heading: string | null;
  body: string;
}

/** The document's "#" title and its "##" sections, in order. */
export function splitSections(markdown: string): { title: string; sections: MarkdownSection[] } {
  const text = markdown.replace(/\r\n/g, "\n");
  const title = /^# (.+)$/m.exec(text)?.[1]?.trim();
  if (!title) throw new MarkdownError('the guide starts with a "# Title" line');
  const afterTitle = text.slice(text.indexOf(`# ${title}`) + title.length + 2);
  const parts = afterTitle.split(/^## /m);
  const sections: MarkdownSection[] = [];
  if (parts[0].trim()) sections.push({ heading: null, body: parts[0] });
  for (const part of parts.slice(1)) {
    const nl = part.indexOf("\n");
    sections.push({ heading: (nl < 0 ? part : part.slice(0, nl)).trim(), body: nl < 0 ? "" : part.slice(nl + 1) });
  }
  return { title, sections };
}
