// Scenes of running the table: the welcome window a GM meets first, the guide journal at its first page, and the
// tracker at the turns of the demo fight (../demo-battle.ts) the guide's first page walks through — the Vigilant
// delaying and offered Act now, a round ready to end, the Vigilant's smart missiles arriving as round 2 begins
// (Resolve missiles), and a range pinned by the GM. Then the pictures of the guide's first page ("first-*"): those
// scenes and the sheet's, the dialog's and the cards' with each step's control marked by its number.
import { perform } from "../../../src/play/perform";
import { setPairRange } from "../../../src/apps/sidebar/control/ranges";
import { TEMPLATES, trackerView } from "../../../src/apps/sidebar/tracker";
import { renderTemplateSync } from "../../harness/templates";
import GUIDE from "../../../packs/_source/rules/running-a-space-battle_ZAvA8nKj7hqwXcl1.json";
import MANIFEST from "../../../system.json";
import { demoBattle, type DemoBattle } from "../demo-battle";
import type { Scene, SceneContext } from "../scene-kit";
import { scenes as sheetScenes } from "./sheets";
import { scenes as chatScenes } from "./chat";

/** The name of the guide's first page, the one a new referee follows. */
export const FIRST_BATTLE_PAGE = "Your first battle in ten clicks";

async function must(what: string, p: ReturnType<typeof perform>): Promise<void> {
  const r = await p;
  if (!r.ok) throw new Error(`${what} refused: ${r.refusal?.reason}`);
}

/** The tracker of the demo fight as the GM sees it (the sidebar's markup, the system's real templates). */
function placeTracker(ctx: SceneContext, w: DemoBattle): HTMLElement {
  ctx.setUser("gm");
  const view = trackerView(w.combat, game.user as User.Implementation);
  const host = document.createElement("div");
  host.className = "cepheus-screenshot-sidebar";
  host.style.cssText = "position:absolute;left:12px;top:12px;width:340px;";
  host.innerHTML = `<section id="combat" class="tab sidebar-tab combat-sidebar">${renderTemplateSync(TEMPLATES.tracker, { view })}${renderTemplateSync(TEMPLATES.footer, { view })}</section>`;
  ctx.stage.append(host);
  return host;
}

/** Round 1 begun; the Vigilant, first to act, delays: the Red Kestrel acts and the Vigilant may Act now. */
async function vigilantDelays(ctx: SceneContext): Promise<DemoBattle> {
  const w = await demoBattle(ctx, "ready");
  await must("the delay", perform({ type: "delay", shipId: w.fid }, { combat: w.combat }));
  return w;
}

/** Both ships' turns of round 1 ended, round 2 begins: the smart missiles the Vigilant launched reach the Red Kestrel. */
async function missilesArrive(ctx: SceneContext): Promise<DemoBattle> {
  const w = await demoBattle(ctx, "turnEnded");
  await must("the Kestrel's end of turn", perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat }));
  return w;
}

/** A window framed as core frames a journal sheet, showing one page of the guide journal with its contents. */
function guideWindow(ctx: SceneContext, pageName: string): HTMLElement {
  const page = GUIDE.pages.find((p) => p.name === pageName);
  if (!page) throw new Error(`the guide journal has no page "${pageName}" (npm run packs)`);
  const host = document.createElement("div");
  host.className = "application sheet journal-sheet journal-entry";
  host.style.cssText = "left:12px;top:12px;width:980px;";
  const header = document.createElement("header");
  header.className = "window-header";
  header.innerHTML = `<i class="window-icon fa-fw fa-solid fa-book-open" inert></i><h1 class="window-title"></h1><button type="button" class="header-control icon fa-solid fa-xmark" data-action="close" aria-label="Close"></button>`;
  header.querySelector("h1")!.textContent = GUIDE.name;
  const content = document.createElement("section");
  content.className = "window-content journal-layout";
  const toc = document.createElement("nav");
  toc.className = "journal-sidebar";
  toc.setAttribute("aria-label", GUIDE.name);
  const list = document.createElement("ol");
  for (const p of GUIDE.pages) {
    const li = document.createElement("li");
    li.textContent = p.name;
    if (p.name === pageName) li.setAttribute("aria-current", "page");
    list.append(li);
  }
  toc.append(list);
  const article = document.createElement("article");
  article.className = "journal-entry-page text";
  const title = document.createElement("h2");
  title.className = "journal-page-title";
  title.textContent = page.name;
  const body = document.createElement("section");
  body.className = "journal-page-content";
  // the page as the pack generator wrote it from the guide's parts in docs/ (our own Markdown, converted and escaped there)
  body.innerHTML = page.text.content;
  article.append(title, body);
  content.append(toc, article);
  host.append(header, content);
  ctx.stage.append(host);
  return host;
}

/** Where a numbered mark goes: the first element matching `selector`, or the first button reading the label of `key`. */
type MarkAt = { n: number } & ({ selector: string } | { key: string });

/**
 * `base` with the steps of the guide's first page marked on it: a numbered disc at the top left of each control the
 * step clicks (hidden from assistive technology; the caption says the same in words).
 */
function annotated(name: string, title: string, base: Scene, marks: MarkAt[]): Scene {
  return {
    name,
    title,
    themes: ["dark"],
    async setup(ctx) {
      const root =
        (await base.setup(ctx)) ?? [...ctx.stage.querySelectorAll<HTMLElement>(":scope > .application")].at(-1);
      if (!root) throw new Error(`${base.name} showed nothing to mark`);
      if (getComputedStyle(root).position === "static") root.style.position = "relative";
      const box = root.getBoundingClientRect();
      for (const mark of marks) {
        const target =
          "selector" in mark
            ? root.querySelector<HTMLElement>(mark.selector)
            : [...root.querySelectorAll<HTMLElement>("button")].find((b) =>
                b.textContent?.includes(game.i18n!.localize(mark.key)),
              );
        if (!target) throw new Error(`${name}: nothing to mark for step ${mark.n}`);
        const at = target.getBoundingClientRect();
        const disc = document.createElement("span");
        disc.className = "guide-mark";
        disc.setAttribute("aria-hidden", "true");
        disc.textContent = String(mark.n);
        disc.style.left = `${at.left - box.left - 10}px`;
        disc.style.top = `${at.top - box.top - 10}px`;
        root.append(disc);
      }
      return root;
    },
  };
}

const scene = (list: Scene[], name: string): Scene => {
  const found = list.find((s) => s.name === name);
  if (!found) throw new Error(`no scene ${name}`);
  return found;
};

export const scenes: Scene[] = [
  {
    name: "welcome",
    title: "Welcome window (GM, a new world): the guide, the compendia, the self-test, Create the demo battle",
    themes: ["dark"],
    async setup(ctx) {
      ctx.setUser("gm");
      const { WelcomeWindow } = await import("../../../src/welcome/welcome");
      // the page has no compendia (the stand-in reads pack sources under node only): while the window renders, the
      // manifest's packs stand in as a world's game.packs lists them, so it shows the buttons a GM sees
      const g = game as unknown as { packs: unknown };
      const had = g.packs;
      const packs = new Map(
        MANIFEST.packs.map((p) => {
          const id = `${MANIFEST.id}.${p.name}`;
          return [id, { collection: id, metadata: { id, name: p.name, label: p.label, type: p.type } }];
        }),
      );
      g.packs = packs;
      try {
        await ctx.place(new WelcomeWindow(), { width: 520 });
      } finally {
        g.packs = had;
      }
    },
  },
  {
    name: "guide-journal",
    title: `The guide journal in the rules compendium, at its first page: "${FIRST_BATTLE_PAGE}"`,
    themes: ["dark"],
    async setup(ctx) {
      const el = guideWindow(ctx, FIRST_BATTLE_PAGE);
      // the page's pictures load as the page draws them: photograph it once they have
      await Promise.all([...el.querySelectorAll("img")].map((i) => i.decode().catch(() => undefined)));
      return el;
    },
  },
  {
    name: "tracker-delay",
    title: "Combat tracker (GM): the Vigilant delays; the Red Kestrel acts and the Vigilant is offered Act now",
    themes: ["dark"],
    async setup(ctx) {
      return placeTracker(ctx, await vigilantDelays(ctx));
    },
  },
  {
    name: "tracker-end-round",
    title: "Combat tracker (GM): only the delaying Vigilant is left, so End round is offered",
    themes: ["dark"],
    async setup(ctx) {
      const w = await vigilantDelays(ctx);
      await must("the Kestrel's end of turn", perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat }));
      return placeTracker(ctx, w);
    },
  },
  {
    name: "tracker-missiles-arriving",
    title:
      "Combat tracker (GM), round 2 begins: the Vigilant's smart missiles arrive at the Red Kestrel; Resolve missiles",
    themes: ["dark"],
    async setup(ctx) {
      return placeTracker(ctx, await missilesArrive(ctx));
    },
  },
  {
    name: "tracker-pinned-range",
    title: "Combat tracker (GM): the range to the Red Kestrel pinned at Short by hand (dashed chip with a pin)",
    themes: ["dark"],
    async setup(ctx) {
      const w = await demoBattle(ctx, "ready");
      ctx.setUser("gm");
      if (!(await setPairRange(w.combat!, w.fid, w.cid, "short"))) throw new Error("the range was not pinned");
      return placeTracker(ctx, w);
    },
  },
];

/** The table's scenes, then the pictures of the guide's first page: its scenes with the steps marked. */
scenes.push(
  annotated("first-welcome", "First battle, step 1: Create the demo battle", scene(scenes, "welcome"), [
    { n: 1, key: "CEPHEUS.Welcome.CreateDemo" },
  ]),
  annotated(
    "first-stations",
    "First battle, step 4: Attack at the gunner's station",
    scene(sheetScenes, "ship-stations"),
    [{ n: 4, selector: '.station-action[data-station-action="attack"]' }],
  ),
  annotated("first-dialog", "First battle, step 5: Roll", scene(sheetScenes, "action-dialog"), [
    { n: 5, selector: 'button[data-action="roll"]' },
  ]),
  annotated("first-attack", "First battle, step 6: a reaction or No reaction", scene(sheetScenes, "chat-attack"), [
    { n: 6, key: "CEPHEUS.Chat.NoReaction" },
  ]),
  annotated("first-delay", "First battle, step 7: Delay, then Act now", scene(scenes, "tracker-delay"), [
    { n: 7, selector: '[data-action="actNow"]' },
  ]),
  annotated("first-damage", "First battle, step 8: Apply", scene(chatScenes, "chat-damage"), [
    { n: 8, key: "CEPHEUS.Chat.Apply" },
  ]),
  annotated("first-end-round", "First battle, step 9: End round", scene(scenes, "tracker-end-round"), [
    { n: 9, selector: '[data-action="endEngagementRound"]' },
  ]),
  annotated("first-missiles", "First battle, step 10: Resolve missiles", scene(scenes, "tracker-missiles-arriving"), [
    { n: 10, selector: '[data-action="resolveMissiles"]' },
  ]),
);
