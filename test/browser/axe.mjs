// Accessibility checks of the page with axe-core (a pinned devDependency, run inside Chromium): the rules of
// WCAG 2.1 A and AA, WCAG 2.2 AA (target size) and axe's best practices (heading order) over one element (a scene's photographed element), in the theme it is shown in.
/* global window, document -- used inside page.evaluate (the page) */
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The impacts that fail a check (axe's "minor" are reported, not failed). */
export const FAILING_IMPACTS = ["moderate", "serious", "critical"];

/**
 * Run axe-core over the element with this id; resolves with its violations, each
 * `{ id, impact, help, nodes: [{ target, summary }] }`.
 */
export async function axeViolations(page, elementId) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (id) => {
    const result = await window.axe.run(document.getElementById(id), {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
    }));
  }, elementId);
}

/** One line per failing node, for a test's message. */
export function describeViolations(violations) {
  return violations
    .filter((v) => FAILING_IMPACTS.includes(v.impact))
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.impact} ${v.id} (${v.help}): ${n.target}\n    ${String(n.summary).split("\n").join(" ")}`,
      ),
    );
}
