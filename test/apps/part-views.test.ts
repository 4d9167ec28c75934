// Views built per part: each template part of the ship sheet and the tracker reads only what the shared view and its
// own builder give (a part rendered alone, as when a seat's Other actions open, has nothing else to read).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { commonView, SHIP_PART_VIEWS, shipViewContext } from "../../src/apps/sheets/ship-view";
import { SHIP_PARTS } from "../../src/apps/sheets/paths";
import { TRACKER_PART_VIEWS, trackerViewContext } from "../../src/apps/sidebar/view-model";
import { engage } from "./sheets/engagement";
import { frigateInput } from "./sheets/inputs";
import { trackerFixtureInput } from "../fixtures/tracker-fixtures";

/** The `view.<key>` fields a template reads (directly or through @root). */
function viewKeys(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...new Set([...text.matchAll(/(?:^|[^.\w])(?:@root\.)?view\.(\w+)/g)].map((m) => m[1]))].sort();
}

const templateFile = (path: string) => path.replace(/^systems\/cepheus-space-combat\//, "");

describe("ship sheet parts", () => {
  const ctx = shipViewContext(frigateInput(engage()), (globalThis as any).game.i18n);
  const shared = Object.keys(commonView(ctx));
  for (const [part, config] of Object.entries(SHIP_PARTS)) {
    it(`the ${part} part reads only the shared view and its own builder's`, () => {
      const build = Object.hasOwn(SHIP_PART_VIEWS, part)
        ? SHIP_PART_VIEWS[part as keyof typeof SHIP_PART_VIEWS]
        : undefined;
      const own = build ? Object.keys(build(ctx)) : [];
      const read = [config.template, ...(config.templates ?? [])].flatMap((p) => viewKeys(templateFile(p)));
      expect(read.filter((k) => !shared.includes(k) && !own.includes(k))).toEqual([]);
      if (build) expect(read.length).toBeGreaterThan(0);
    });
  }
});

describe("tracker parts", () => {
  const files = { cepheus: "templates/sidebar/tracker.hbs", cepheusFooter: "templates/sidebar/footer.hbs" } as const;
  for (const who of ["gm", "player"] as const)
    for (const [part, file] of Object.entries(files)) {
      it(`the ${part} part (${who}) reads only its own builder's view`, () => {
        const own = Object.keys(
          TRACKER_PART_VIEWS[part as keyof typeof files](trackerViewContext(trackerFixtureInput(who))),
        );
        const read = viewKeys(file);
        expect(read.length).toBeGreaterThan(0);
        expect(read.filter((k) => !own.includes(k))).toEqual([]);
      });
    }
});
