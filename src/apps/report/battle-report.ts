// The battle report, written by the GM into a journal entry of the folder "Battle reports": when the engine declares a
// fight over, when its combat is deleted, and on the tracker's button. One entry per combat, written again in place.
// Loaded on first use (./index.ts, the `battle-report` chunk). The facts come from the rules
// (src/rules/engagement/battle-report.ts) over the combat's cards (./records.ts), the words from ./view.ts, the page from
// templates/report/battle-report.hbs; the story's event lines are the cards' own (the GM's command path renders them).
// A report counts the cards it read; when one of them is taken back afterwards (a step back, an Undo), or one it left
// out is applied again, the report is marked out of date. Players see the reports when the world setting says so.
import { SYSTEM_ID, templatePath } from "../../base/system-id";
import { loadEngagement } from "../../play/load";
import { loadCommandPath } from "../../play/load-command-path";
import { serialised } from "../../play/queue";
import type { AnyCombat } from "../../play/ships";
import { CardData } from "../../data/chat/card";
import { battleReport, type ReportShipInput } from "../../rules/engagement/battle-report";
import type { EngagementState } from "../../rules/engagement/state";
import { t } from "../../chat/i18n";
import { carrierOf, readRecord, takenBack } from "./records";
import { reportView, type Occasion, type ReportNames, type ReportView } from "./view";
import { REPORTS_SHARED, reportFlag, reportOf, type ReportFlag } from "./index";

export const REPORT_TEMPLATE = templatePath("report/battle-report.hbs");
const K = "CEPHEUS.BattleReport";
/** The Folder flag that marks the folder of battle reports (its name is the GM's language's, and may be changed). */
const FOLDER_FLAG = "battleReports";
/** core's JOURNAL_ENTRY_PAGE_FORMATS.HTML */
const HTML = 1;
const OBSERVER = 2;
const NONE = 0;

type Entry = JournalEntry.Implementation;

/** The ownership every report gets: players see it (observers) when the world setting says so. */
function ownershipDefault(): number {
  let shared = false;
  try {
    shared = game.settings!.get(SYSTEM_ID, REPORTS_SHARED as never) === true;
  } catch {
    shared = false;
  }
  return shared ? OBSERVER : NONE;
}

/** The folder of battle reports, made when there is none. */
async function reportFolder(): Promise<Folder.Implementation | null> {
  const flagged = (f: Folder.Implementation) =>
    f.type === "JournalEntry" && (f.flags as Record<string, Record<string, unknown>>)?.[SYSTEM_ID]?.[FOLDER_FLAG];
  const found = game.folders?.find((f) => !!flagged(f as Folder.Implementation));
  if (found) return found as Folder.Implementation;
  const made = await Folder.create({
    name: t(`${K}.Folder`),
    type: "JournalEntry",
    flags: { [SYSTEM_ID]: { [FOLDER_FLAG]: true } },
  } as never);
  return (made as Folder.Implementation | undefined) ?? null;
}

/** The report's title: the ships, side by side ("Battle report: ISS Vigilant vs Red Kestrel"). */
function titleOf(state: EngagementState, ship: (id: string) => string): string {
  const sides = new Map<string, string[]>();
  for (const [id, st] of Object.entries(state.memory.ships))
    sides.set(st.side, [...(sides.get(st.side) ?? []), ship(id)]);
  const names = [...sides.values()].map((n) => n.join(", ")).join(` ${t(`${K}.Versus`)} `);
  return t(`${K}.EntryName`, { ships: names });
}

/** "Turret 2": a mount by its number among its ship's mounts of its type. */
function mountName(state: EngagementState, shipId: string, mountId: string): string {
  const mounts = state.ships[shipId]?.mounts ?? [];
  const m = mounts.find((x) => x.id === mountId);
  if (!m) return t(`${K}.UnknownMount`);
  return t(`CEPHEUS.Chat.Mount.${m.type}`, { n: mounts.filter((x) => x.type === m.type).indexOf(m) + 1 });
}

/** A report ready to store: its page's view and HTML, its title, and what it counted. */
export interface ComposedReport {
  view: ReportView;
  content: string;
  title: string;
  flag: ReportFlag;
}

/**
 * The report of `combat` as its cards stand now, written `occasion` (GM side); null when no card of it counts, or the
 * GM's command path (the cards' event lines) could not be loaded.
 */
export async function composeReport(combat: AnyCombat, occasion: Occasion): Promise<ComposedReport | null> {
  const uuid = combat.uuid!;
  const record = readRecord(game.messages as Iterable<ChatMessage.Implementation>, uuid);
  if (!record.records.some((r) => !r.takenBack)) return null;
  const path = await loadCommandPath();
  if (!path) return null;
  const state = loadEngagement(combat);
  const ctx = { before: state, after: state, outsideCombat: false };
  const ship = (id: string) =>
    state.ships[id]?.name ?? combat.combatants.get(id)?.name ?? t("CEPHEUS.Chat.UnknownShip");
  const names: ReportNames = {
    ship,
    side: (id) => state.memory.ships[id]?.side ?? "",
    mount: (shipId, mountId) => mountName(state, shipId, mountId),
    line: (e) => path.eventLine(ctx, e)?.text ?? null,
    carrier: (e) => carrierOf(record, e),
  };
  const ships: ReportShipInput[] = Object.keys(state.memory.ships)
    .filter((id) => state.ships[id])
    .map((id) => ({
      id,
      side: state.memory.ships[id].side,
      hull: state.ships[id].hull,
      structure: state.ships[id].structure,
    }));
  const report = battleReport({ ships, records: record.records });
  const maxima = new Map(ships.map((s) => [s.id, { hull: s.hull.max, structure: s.structure.max }]));
  const round = occasion === "ended" ? report.result.rounds : state.memory.round;
  const view = reportView(report, names, maxima, occasion, round);
  const content = await foundry.applications.handlebars.renderTemplate(REPORT_TEMPLATE, view as never);
  const flag: ReportFlag = {
    combatUuid: uuid,
    counted: [...record.cards].filter(([, back]) => !back).map(([id]) => id),
    left: [...record.cards].filter(([, back]) => back).map(([id]) => id),
    stale: false,
  };
  return { view, content, title: titleOf(state, ship), flag };
}

/**
 * Write (or write again) the report of `combat`, GM only. `deleted`: the combat is being deleted, and a report
 * still up to date is kept as it is. Resolves the entry, or null when nothing was written (on demand, the GM is told
 * why).
 */
export async function writeBattleReport(combat: AnyCombat, occasion: Occasion): Promise<Entry | null> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(t("CEPHEUS.Tracker.Notify.OnlyGM"));
    return null;
  }
  const uuid = combat.uuid!;
  return serialised(`battle-report:${uuid}`, async () => {
    const existing = reportOf(uuid);
    if (occasion === "deleted" && existing && !reportFlag(existing)?.stale) return existing;
    const composed = await composeReport(combat, occasion);
    if (!composed) {
      if (occasion === "demand") ui.notifications?.info(t(`${K}.NothingYet`));
      return null;
    }
    const entry = await store(existing, composed);
    if (entry && occasion === "demand") {
      ui.notifications?.info(t(`${K}.Written`, { name: entry.name ?? "" }));
      void (entry as unknown as { sheet?: { render(force: boolean): unknown } }).sheet?.render(true);
    }
    return entry;
  });
}

/** Create the entry, or write the existing one again (its page, title, flag and ownership). */
async function store(existing: Entry | undefined, { title: name, content, flag }: ComposedReport) {
  const flags = { [SYSTEM_ID]: { battleReport: flag } };
  const ownership = { default: ownershipDefault() };
  const page = { name: t(`${K}.PageName`), type: "text", text: { content, format: HTML } };
  if (!existing) {
    const folder = await reportFolder();
    const made = await JournalEntry.create({
      name,
      folder: folder?.id ?? null,
      ownership,
      flags,
      pages: [page],
    } as never);
    return (made as Entry | undefined) ?? null;
  }
  await existing.update({ name, ownership, flags } as never);
  const first = existing.pages.contents[0];
  if (first) await first.update({ name: page.name, text: { content, format: HTML } } as never);
  else await existing.createEmbeddedDocuments("JournalEntryPage", [page] as never);
  return existing;
}

/**
 * A card of a combat with a report changed (or was deleted): when the report counted it and it is taken back now, or
 * the report left it out and it counts again, the report is marked out of date (once: a notice on its page).
 */
export async function markStale(msg: ChatMessage.Implementation, deleted: boolean): Promise<void> {
  const sys = msg.system;
  if (!(sys instanceof CardData) || !msg.id || !game.user?.isGM) return;
  await serialised(`battle-report:${sys.combatUuid}`, async () => {
    const entry = reportOf(sys.combatUuid);
    const flag = entry && reportFlag(entry);
    if (!entry || !flag || flag.stale) return;
    const back = deleted || takenBack(sys);
    const changed = flag.counted.includes(msg.id!) ? back : flag.left.includes(msg.id!) && !back;
    if (!changed) return;
    const page = entry.pages.contents[0];
    const notice = `<p class="cepheus-report-stale" role="note">${foundry.utils.escapeHTML(t(`${K}.Stale`))}</p>`;
    const text = (page?.text as { content?: string } | undefined)?.content ?? "";
    if (page) await page.update({ text: { content: notice + text, format: HTML } } as never);
    await entry.update({ flags: { [SYSTEM_ID]: { battleReport: { stale: true } } } } as never);
  });
}

/** The world setting changed: every report's ownership follows it. */
export async function shareReports(): Promise<void> {
  const ownership = { default: ownershipDefault() };
  for (const entry of game.journal ?? [])
    if (reportFlag(entry as Entry)) await (entry as Entry).update({ ownership } as never);
}
