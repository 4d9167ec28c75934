// The guide: its Markdown is the one source (its parts docs/guide.md and docs/guide-reference.md, joined by
// scripts/guide-text.mjs), and the rules compendium carries it as the journal "Running a space battle"
// (scripts/packs/guide.ts, at pack-generation time). Its pages, images and the links into it exist; it names
// the controls by the labels the interface shows; the Markdown it may use is converted faithfully, the rest refused.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { guideImage, guideJournal, INTRO_PAGE } from "../../scripts/packs/guide";
import { inline, MarkdownError, markdownToHtml, splitSections } from "../../scripts/packs/markdown";
import { GUIDE_JOURNAL, GUIDE_PAGES, guidePageUuid } from "../../src/links/guide-links";
// @ts-expect-error -- plain ES module without types
import { COVER, GUIDE_IMAGES } from "../../scripts/guide-images.mjs";
// @ts-expect-error -- plain ES module without types
import { fixedWords } from "../browser/guide-checks.mjs";
import { GUIDE_PARTS, guideText, joinGuide, packFiles, ROOT } from "./pack-files";
import { WORLD_SETTINGS } from "../../src/play/settings";

const markdown = guideText();
/** the guide's text with its line breaks as spaces (a label may wrap) */
const flat = markdown.replace(/\s+/g, " ");
const lang = JSON.parse(fs.readFileSync(path.join(ROOT, "lang/en.json"), "utf8"));
const label = (key: string): string => key.split(".").reduce((o, k) => o[k], lang) as unknown as string;
const committed = [...packFiles("rules").values()].find((j) => j.name === "Running a space battle");
const pageHtml = (): string => committed!.pages.map((p: { text: { content: string } }) => p.text.content).join("\n");

beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, "dist/docs/images"))) {
    const r = spawnSync("node", ["scripts/build.mjs"], { cwd: ROOT, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`build failed: ${r.stderr}`);
  }
}, 240_000);

describe("the guide journal in the rules compendium", () => {
  it("is made from the guide's parts joined: one page for the introduction and each section, in order", () => {
    expect(committed, "packs/_source/rules holds the guide").toBeDefined();
    expect(committed).toEqual(JSON.parse(JSON.stringify(guideJournal(markdown)[0])));
    const headings = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(committed!.pages.map((p: { name: string }) => p.name)).toEqual([INTRO_PAGE, ...headings]);
    expect(committed!.name).toBe(/^# (.+)$/m.exec(markdown)![1]);
  });

  it("covers what a referee and players need, page by page", () => {
    expect(committed!.pages.map((p: { name: string }) => p.name)).toEqual([
      "About this guide",
      "Your first battle in ten clicks",
      "Prepare ships and crews",
      "Start a combat",
      "Sides and ranges",
      "Each round, step by step",
      "Missiles on the map",
      "Players at their stations",
      "Reactions",
      "Damage and repair",
      "Apply, Undo and Step back",
      "Small craft",
      "The odds window",
      "The battle report",
      "Building an encounter",
      "Running NPC ships",
      "Settings and rulings",
      "Macros and modules",
      "Badges, chips and borders",
      "Troubleshooting",
    ]);
  });

  it("shows the screenshots of docs/images/ from the system's folder, each of them shipped in dist/", () => {
    const srcs = [...pageHtml().matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs.length).toBeGreaterThanOrEqual(8);
    for (const src of srcs) {
      expect(src).toMatch(/^systems\/cepheus-space-combat\/docs\/images\/[\w.-]+\.png$/);
      const file = src.split("/").pop()!;
      expect(GUIDE_IMAGES, file).toContain(file);
      expect(fs.existsSync(path.join(ROOT, "docs/images", file)), `docs/images/${file}`).toBe(true);
      expect(fs.existsSync(path.join(ROOT, "dist/docs/images", file)), `dist/docs/images/${file}`).toBe(true);
    }
    // every screenshot the pipeline copies for the guide is used by it
    expect([...new Set(srcs.map((s) => s.split("/").pop()))].sort()).toEqual([...GUIDE_IMAGES].sort());
    expect(srcs).not.toContain(`systems/cepheus-space-combat/docs/images/${COVER.file}`);
  });

  it("the help buttons' links name pages of that journal", () => {
    expect(GUIDE_JOURNAL).toBe(`Compendium.cepheus-space-combat.rules.JournalEntry.${committed!._id}`);
    const ids = new Set(committed!.pages.map((p: { _id: string }) => p._id));
    for (const [topic, id] of Object.entries(GUIDE_PAGES)) expect(ids.has(id), topic).toBe(true);
    expect(new Set(Object.values(GUIDE_PAGES)).size).toBe(committed!.pages.length);
    expect(guidePageUuid("round")).toBe(`${GUIDE_JOURNAL}.JournalEntryPage.${GUIDE_PAGES.round}`);
  });
});

describe("the guide's parts", () => {
  const part = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
  const headings = (md: string) => [...md.matchAll(/^## (.+)$/gm)].map((m) => m[1]);

  it("join into one text: the first part's title and introduction, then every part's sections in order", () => {
    const joined = joinGuide([
      { file: "docs/a.md", text: "# T\n\nIntro.\n\n## One\n\nA.\n\nGoes on in [the next part](b.md).\n" },
      { file: "docs/b.md", text: "# T: more\n\nThe part's own line.\n\n## Two\n\nB.\n" },
    ]);
    expect(joined).toBe("# T\n\nIntro.\n\n## One\n\nA.\n\n## Two\n\nB.\n");
    expect(joinGuide([{ file: "docs/a.md", text: "# T\n\n## One\n\nA.\n" }])).toBe("# T\n\n## One\n\nA.\n");
  });

  it("refuse a later part without a section, and a part that does not end by linking to the next", () => {
    const last = { file: "docs/b.md", text: "# T: more\n\n## Two\n\nB.\n" };
    const noLink = "docs/a.md: its last paragraph links to the next part, b.md";
    const first = (text: string) => ({ file: "docs/a.md", text });
    expect(() => joinGuide([first("# T\n\n## One\n\nA.\n\nSee [c](c.md).\n"), last])).toThrow(noLink);
    expect(() => joinGuide([first("# T\n\n## One\n\nA.\n"), last])).toThrow(noLink);
    const noSection = { file: "docs/b.md", text: "# T: more\n\nB.\n" };
    expect(() => joinGuide([first("# T\n\nSee [b](b.md).\n"), noSection])).toThrow(
      'docs/b.md: the guide goes on at a "##" section, and this part has none',
    );
  });

  it("are the files of docs/ that the guide is, each section in one of them, and nothing else", () => {
    expect(GUIDE_PARTS[0]).toBe("docs/guide.md");
    expect(GUIDE_PARTS.length).toBeGreaterThan(1);
    expect(headings(markdown)).toEqual(GUIDE_PARTS.flatMap((f) => headings(part(f))));
    expect(markdown.startsWith(part(GUIDE_PARTS[0]).slice(0, part(GUIDE_PARTS[0]).indexOf("\n## ")))).toBe(true);
    for (const f of GUIDE_PARTS.slice(1)) expect(markdown).toContain(part(f).slice(part(f).indexOf("## ")).trimEnd());
  });
});

describe("the guide names what the screen shows", () => {
  it("every control it tells the reader to click, by its label", () => {
    const keys = [
      "CEPHEUS.Tracker.Control.RollInitiative", "CEPHEUS.Tracker.Control.EndTurn", "CEPHEUS.Tracker.Control.Delay", "CEPHEUS.Tracker.Control.ActNow",
      "CEPHEUS.Tracker.Control.DeclareHasty", "CEPHEUS.Tracker.Control.EndRound", "CEPHEUS.Tracker.Control.ResolveMissiles", "CEPHEUS.Tracker.Control.StepBack",
      "CEPHEUS.Tracker.Control.Setup", "CEPHEUS.Tracker.Control.EndCombat", "CEPHEUS.Tracker.Matrix", "CEPHEUS.Odds.Control", "CEPHEUS.USDF.Import", "CEPHEUS.USDF.Export",
      "CEPHEUS.Sheet.Seat.AddNpc", "CEPHEUS.Sheet.Seat.AddSoftware", "CEPHEUS.Sheet.Seat.NpcSkillShort", "CEPHEUS.Chat.Apply", "CEPHEUS.Chat.Undo", "CEPHEUS.Chat.NoReaction",
      "CEPHEUS.Welcome.Menu.name", "CEPHEUS.SelfTest.Menu.label", "CEPHEUS.Tracker.Pending",
      "CEPHEUS.USDF.Foreign.Files", "CEPHEUS.USDF.Foreign.GuessedTitle", "CEPHEUS.USDF.Foreign.LeftTitle", "CEPHEUS.USDF.NpcSkill", "CEPHEUS.USDF.ImportButton",
      "CEPHEUS.NpcCrew.PlayTurn", "CEPHEUS.NpcCrew.Preview", "CEPHEUS.NpcCrew.PlayAll", "CEPHEUS.NpcCrew.PlayPlan", "CEPHEUS.NpcCrew.TakeOver",
    ];
    const missing = keys.filter((k) => !flat.includes(`**${label(k)}**`)).map((k) => `${k}: **${label(k)}**`);
    expect(missing).toEqual([]);
  });

  it("each picture's caption quotes the labels its screen shows (held against the screen by test/browser/guide-checks.mjs)", () => {
    const strings: string[] = [];
    const walk = (o: Record<string, unknown>) => {
      for (const v of Object.values(o)) {
        if (typeof v === "string") strings.push(v);
        else walk(v as Record<string, unknown>);
      }
    };
    walk(lang);
    // the demo fight's own names (test/browser/demo-battle.ts), quoted as the screens write them
    const names = ["ISS Vigilant", "Red Kestrel", "Beam Laser A"];
    const pictures = [...markdown.matchAll(/^!\[([^\]]*)\]\(images\/([\w-]+)\.png\)$/gm)];
    expect(pictures.length).toBeGreaterThanOrEqual(GUIDE_IMAGES.length);
    const firstPage = markdown.slice(markdown.indexOf("## Your first battle"), markdown.indexOf("## Prepare ships"));
    const quoted = pictures.flatMap((p) => [...p[1].matchAll(/"([^"]+)"/g)].map((q) => q[1]));
    expect(quoted.length).toBeGreaterThan(10);
    const unknown = quoted.filter((q) => !names.includes(q) && !strings.some((s) => s === q || fixedWords(s) === q));
    expect(unknown).toEqual([]);
    // every picture of the first page names what to click on it
    for (const p of pictures.filter((p) => firstPage.includes(p[0]))) expect(p[1], p[2]).toMatch(/"[^"]+"/);
  });

  it("every world and player setting, by the name the settings window shows", () => {
    const names = [
      ...WORLD_SETTINGS.map((s) => label(`CEPHEUS.Chat.Settings.${s.key}.name`)),
      label("CEPHEUS.WeaponEffects.Setting.name"),
      label("CEPHEUS.Sheet.Settings.SkipDialog.name"),
    ];
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => !flat.includes(n))).toEqual([]);
  });

  it("the cost letters and the range abbreviations as the sheet and tracker show them", () => {
    for (const c of ["significant", "minor", "reaction", "free"]) expect(flat).toContain(`**${label(`CEPHEUS.Sheet.Cost.${c}Short`)}** ${c}`);
    for (const [band, abbr] of Object.entries(lang.CEPHEUS.Tracker.BandAbbr as Record<string, string>))
      expect(flat, band).toContain(`${abbr} (${label(`CEPHEUS.RangeBand.${band}`)})`);
  });

  it("the demo battle as the welcome window makes it", async () => {
    const { DEMO, demoDistanceKm } = await import("../../src/welcome/demo");
    for (const ship of DEMO.ships) expect(flat).toContain(`the ${ship.name}`);
    expect(flat).toContain(`${DEMO.kmPerSquare} km a square, ${demoDistanceKm().toLocaleString("en")} km apart (Medium range)`);
    expect(flat).toContain(`**${label("CEPHEUS.Welcome.CreateDemo")}**`);
  });

  it("the compendia by their labels", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8"));
    for (const p of manifest.packs.filter((p: { name: string }) => p.name !== "weapons")) expect(flat, p.name).toContain(`**${p.label}**`);
  });
});

describe("the guide's Markdown", () => {
  const html = (md: string) => markdownToHtml(md, guideImage);

  it("paragraphs join their lines; bold, code and web links; HTML is escaped", () => {
    expect(html("One **two**\nthree `<code> & **not bold**`.")).toBe("<p>One <strong>two</strong> three <code>&lt;code&gt; &amp; **not bold**</code>.</p>");
    expect(inline('a [site](https://example.org/x) & "q" <b>')).toBe('a <a href="https://example.org/x">site</a> &amp; &quot;q&quot; &lt;b&gt;');
  });

  it("lists, with indented lines continuing an item; headings; tables; images", () => {
    expect(html("- a\n  b\n- c")).toBe("<ul><li>a b</li><li>c</li></ul>");
    expect(html("1. one\n2. **two**")).toBe("<ol><li>one</li><li><strong>two</strong></li></ol>");
    expect(html("4. four\n5. five")).toBe('<ol start="4"><li>four</li><li>five</li></ol>');
    expect(html("### Sub")).toBe("<h3>Sub</h3>");
    expect(html("| A | B |\n| --- | --- |\n| 1 | `x` |")).toBe("<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td><code>x</code></td></tr></tbody></table>");
    expect(html("![A tracker](images/tracker-gm-dark.png)")).toBe('<p><img src="systems/cepheus-space-combat/docs/images/tracker-gm-dark.png" alt="A tracker"></p>');
  });

  it("refuses what the journal could not show as the repository page does", () => {
    for (const bad of [
      "see [the rulings](rulings.md)",
      "![x](../build/screenshots/a.png)",
      "![x](https://example.org/a.png)",
      "| A | B |\n| 1 | 2 |",
      "| A | B |\n| --- | --- |\n| 1 |",
      "- a\nb",
      "## Another page inside a page",
      "an `unclosed code span",
    ])
      expect(() => html(bad), bad).toThrow(MarkdownError);
  });

  it("splits the title and the sections", () => {
    const { title, sections } = splitSections("# T\n\nIntro.\n\n## One\n\nA.\n\n## Two\nB.\n");
    expect(title).toBe("T");
    expect(sections.map((s) => [s.heading, s.body.trim()])).toEqual([[null, "Intro."], ["One", "A."], ["Two", "B."]]);
    expect(() => splitSections("no title")).toThrow(MarkdownError);
  });
});
