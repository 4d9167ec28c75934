// The guide journal "Running a space battle" of the `rules` compendium (made from the guide's parts, docs/guide.md
// and docs/guide-reference.md, by the pack generator, scripts/packs/guide.ts) and the pages the help buttons open:
// the ship sheet's window menu (the stations page), the combat tracker's Guide button (each round, step by step) and
// the welcome window (the first battle in ten clicks). The ids are stable (derived from the names);
// test/packs/guide.test.ts checks that each one is a page of that journal.
import { SYSTEM_ID } from "../base/system-id";

export const GUIDE_JOURNAL = `Compendium.${SYSTEM_ID}.rules.JournalEntry.ZAvA8nKj7hqwXcl1`;

export const GUIDE_PAGES = Object.freeze({
  intro: "Uml2vfMbpF95VgtO",
  firstBattle: "bnYH3NuWaKlI4RWI",
  prepare: "VoJJ7Dm9Cb4pBnKI",
  start: "jcSk5hrHIGoUpc47",
  ranges: "5IDnzgVvfd0QMoIh",
  round: "gvT6dVlJpajcGtK0",
  missiles: "vQMMbbPwPjrfKvnZ",
  stations: "6N8xdYIVQuDL3EAj",
  reactions: "rSasnuw80WkXDfI8",
  damage: "hZSJmMQcmHxrhugA",
  undo: "egxr8zJnOz4PTMXe",
  smallCraft: "RBrzFTdmwVXFVObj",
  odds: "f949DzYUwMqF4OYZ",
  report: "elJe3AankMHbIBz9",
  encounter: "NRqrPdFcq6wEAjrD",
  npcs: "NHfofM3Z3eLbctpy",
  settings: "TzVzAARZvlK9PbQG",
  macros: "s9eZIK6AFgjRQDD2",
  legend: "qDO5vzp6UgHN5gV0",
  troubleshooting: "KgmJ9wxcuj3chbzG",
});
export type GuideTopic = keyof typeof GUIDE_PAGES;

/** The UUID of a page of the guide. */
export function guidePageUuid(topic: GuideTopic): string {
  return `${GUIDE_JOURNAL}.JournalEntryPage.${GUIDE_PAGES[topic]}`;
}

interface JournalPageLike {
  id: string | null;
  parent: { sheet: { render(options: { force: boolean; pageId: string }): unknown } | null } | null;
}

/**
 * Open the guide at a page, as Foundry opens a journal page link: the journal's sheet, showing that page. A guide
 * that cannot be found (the compendium removed or renamed by a module) is a localised warning, nothing else.
 */
export async function openGuide(topic: GuideTopic = "intro"): Promise<boolean> {
  let page: JournalPageLike | null = null;
  try {
    page = (await fromUuid(guidePageUuid(topic) as never)) as unknown as JournalPageLike | null;
  } catch (err) {
    console.warn(`${SYSTEM_ID} | the guide could not be read:`, err);
  }
  const sheet = page?.parent?.sheet;
  if (!page?.id || !sheet) {
    ui.notifications?.warn(game.i18n!.localize("CEPHEUS.Guide.Missing"));
    return false;
  }
  await sheet.render({ force: true, pageId: page.id });
  return true;
}

/** The ship sheet's help button (DEFAULT_OPTIONS.actions.openGuide): the page on players at their stations. */
export async function openStationsGuide(): Promise<void> {
  await openGuide("stations");
}

/** The combat tracker's Guide button: the page on each round, step by step. */
export async function openRoundGuide(): Promise<void> {
  await openGuide("round");
}
