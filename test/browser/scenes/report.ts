// The battle report of the demo fight (../demo-battle.ts): the Vigilant's beams and smart missiles against the Red
// Kestrel through round 1, the missiles resolved as round 2 begins, then the Kestrel's surrender. The report is the
// journal page the GM's Foundry writes (the `battle-report` chunk, imported with import() as Foundry loads it), shown
// in a window framed as core frames a journal sheet; its card links are drawn as core's enrichment draws them.
import { perform } from "../../../src/play/perform";
import { loadEngagement } from "../../../src/play/load";
import { demoBattle } from "../demo-battle";
import type { Scene, SceneContext } from "../scene-kit";

async function must(what: string, p: ReturnType<typeof perform>): Promise<void> {
  const r = await p;
  if (!r.ok) throw new Error(`${what} refused: ${r.refusal?.reason}`);
}

/** `@UUID[…]{label}` as core's enrichment shows it: a content link with its label. */
function enriched(html: string): string {
  return html.replace(
    /@UUID\[([^\]]+)\]\{([^}]*)\}/g,
    '<a class="content-link" data-uuid="$1"><i class="fa-solid fa-comment" inert></i>$2</a>',
  );
}

/** A window framed as core frames a journal sheet, showing the report's page. */
function journalWindow(ctx: SceneContext, entry: JournalEntry.Implementation): HTMLElement {
  const page = entry.pages.contents[0]!;
  const host = document.createElement("div");
  host.className = "application sheet journal-sheet journal-entry";
  host.style.cssText = "left:12px;top:12px;width:760px;";
  const header = document.createElement("header");
  header.className = "window-header";
  header.innerHTML = `<i class="window-icon fa-fw fa-solid fa-book-open" inert></i><h1 class="window-title"></h1><button type="button" class="header-control icon fa-solid fa-xmark" data-action="close" aria-label="Close"></button>`;
  header.querySelector("h1")!.textContent = entry.name;
  const content = document.createElement("section");
  content.className = "window-content";
  const article = document.createElement("article");
  article.className = "journal-entry-page text";
  const title = document.createElement("h2");
  title.className = "journal-page-title";
  title.textContent = page.name;
  const body = document.createElement("section");
  body.className = "journal-page-content";
  // the page as the system wrote it (every name escaped by its template)
  body.innerHTML = enriched((page.text as { content: string }).content);
  article.append(title, body);
  content.append(article);
  host.append(header, content);
  ctx.stage.append(host);
  return host;
}

export const scenes: Scene[] = [
  {
    name: "battle-report",
    title: "The battle report of the demo fight: the result, each ship's figures and Hull and Structure, the story",
    themes: ["dark"],
    async setup(ctx) {
      const w = await demoBattle(ctx, "turnEnded");
      await must("the Kestrel's end of turn", perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat }));
      await must("the missiles", perform({ type: "resolveMissiles" }, { combat: w.combat }));
      const side = loadEngagement(w.combat!).memory.ships[w.fid].side;
      await must(
        "the surrender",
        perform({ type: "endEngagement", reason: "surrendered", winnerSide: side }, { combat: w.combat }),
      );
      const { writeBattleReport } = await import("../../../src/apps/report/battle-report");
      const entry = await writeBattleReport(w.combat!, "ended");
      if (!entry) throw new Error("no battle report was written");
      return journalWindow(ctx, entry);
    },
  },
];
