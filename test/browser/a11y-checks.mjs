// Accessibility checks over every screenshot scene, in both themes (whichever it is photographed in): axe-core (WCAG 2.1 A/AA
// rules, ./axe.mjs) finds no serious or critical violation; Tab reaches every control of the scene, and each shows
// a visible focus ring when it has the focus. Run by ./run.mjs: accessibilityChecks({ page, check, assert }).
/* global document, window, getComputedStyle -- used inside page.evaluate (the page) */
import { axeViolations, describeViolations } from "./axe.mjs";

/** The controls of the element with this id that a keyboard user must reach (shown ones; closed <details> hide theirs). */
const CONTROLS =
  'button, input:not([type="hidden"]), select, textarea, summary, a[href], a[data-link], [role="button"], [tabindex]:not([tabindex="-1"])';

/** Tab from just before the scene's element through it; what got the focus, and whether the focus could be seen. */
async function tabWalk(page, id) {
  const controls = await page.evaluate(
    ([id, sel]) => {
      const root = document.getElementById(id);
      const shown = (el) =>
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== "hidden" &&
        !el.closest("details:not([open]) > :not(summary)");
      const all = [...root.querySelectorAll(sel)].filter(shown);
      all.forEach((el, i) => el.setAttribute("data-a11y-index", String(i)));
      // start just before the scene: a focusable marker placed before its element
      const start = document.createElement("span");
      start.tabIndex = 0;
      start.id = "a11y-start";
      root.before(start);
      start.focus();
      return all.map((el) => ({
        index: el.dataset.a11yIndex,
        radio: el.type === "radio" ? el.name : null,
        what: `${el.tagName.toLowerCase()}${el.dataset.action ? `[data-action=${el.dataset.action}]` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
        disabled: el.matches(":disabled"),
      }));
    },
    [id, CONTROLS],
  );
  const reached = new Map();
  for (let i = 0; i < controls.length + 5; i++) {
    await page.keyboard.press("Tab");
    const at = await page.evaluate((id) => {
      const el = document.activeElement;
      if (!el || !document.getElementById(id)?.contains(el)) return null;
      const s = getComputedStyle(el);
      const ring =
        (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || (s.boxShadow && s.boxShadow !== "none");
      return { index: el.dataset.a11yIndex ?? null, ring };
    }, id);
    if (!at) {
      if (i > 0) break;
      continue;
    }
    if (at.index !== null) reached.set(at.index, at.ring);
  }
  await page.evaluate(() => document.getElementById("a11y-start")?.remove());
  return { controls, reached };
}

/** Every scene in each of `themes` (both by default; the German pass takes the dark one: the words change, not the colours). */
export async function accessibilityChecks({ page, check, assert, themes = ["dark", "light"] }) {
  const scenes = await page.evaluate(() => window.cepheus.scenes);
  for (const scene of scenes) {
    for (const theme of themes) {
      await check(
        `accessibility of ${scene.name} (${theme}): axe-core finds no moderate, serious or critical violation; Tab reaches every control, with a visible focus`,
        async () => {
          const id = await page.evaluate(([n, t]) => window.cepheus.show(n, t), [scene.name, theme]);
          const failing = describeViolations(await axeViolations(page, id));
          assert(failing.length === 0, `axe-core:\n${failing.join("\n")}`);
          const { controls, reached } = await tabWalk(page, id);
          // disabled native controls are skipped by Tab, as they should be (ours use aria-disabled and stay focusable)
          // a radio group is one stop for Tab (the arrow keys move within it): reaching one of its radios reaches it
          const groupReached = new Set(controls.filter((c) => c.radio && reached.has(c.index)).map((c) => c.radio));
          const missed = controls.filter(
            (c) => !c.disabled && !reached.has(c.index) && !(c.radio && groupReached.has(c.radio)),
          );
          assert(missed.length === 0, `Tab does not reach: ${missed.map((c) => c.what).join("; ")}`);
          const unseen = controls.filter((c) => reached.get(c.index) === false);
          assert(unseen.length === 0, `no visible focus on: ${unseen.map((c) => c.what).join("; ")}`);
        },
      );
    }
  }
}
