// The battle report as little as the main module needs (the rest, ./battle-report.ts, is a chunk loaded on first
// use): finding a combat's report, the world setting that shares reports with the players, the listeners that write
// a report when a fight ends (the engine declares it over, or its combat is deleted) and mark one out of date when a
// card it counted is taken back, and the tracker's button. Only the active GM writes; a player's click is refused.
import { lazy } from "../../base/lazy";
import { SYSTEM_ID } from "../../base/system-id";
import { inCombatQueue } from "../../play/queue";
import type { AnyCombat } from "../../play/ships";
import { CardData } from "../../data/chat/card";

/** The world setting: players see the battle reports (observers) or not. */
export const REPORTS_SHARED = "battleReportsShared";

/** What a report's journal entry keeps of what it was written from (flag `battleReport`). */
export interface ReportFlag {
  combatUuid: string;
  /** the cards it counted, and those it left out as taken back */
  counted: string[];
  left: string[];
  /** a card changed since: the report no longer says what the cards do */
  stale: boolean;
}

const loadReport = lazy(() => import("./battle-report"), "CEPHEUS.BattleReport.LoadFailed");

const activeGM = () => !!game.user?.isGM && game.users?.activeGM?.id === game.user.id;

/** A journal entry's report flag, or null when it is not a battle report. */
export function reportFlag(entry: { flags?: unknown }): ReportFlag | null {
  const flag = (entry.flags as Record<string, { battleReport?: ReportFlag }> | undefined)?.[SYSTEM_ID]?.battleReport;
  return flag && typeof flag.combatUuid === "string" ? flag : null;
}

/** The report of a combat, if one was written. */
export function reportOf(combatUuid: string): JournalEntry.Implementation | undefined {
  if (!combatUuid) return undefined;
  return game.journal?.find((j) => reportFlag(j)?.combatUuid === combatUuid) as JournalEntry.Implementation | undefined;
}

/** Write the report once the combat's queued writes (the command that ended it, its cards) are done. */
function writeQueued(combat: AnyCombat, occasion: "ended" | "deleted"): void {
  void inCombatQueue(combat.uuid!, async () => {
    await (await loadReport())?.writeBattleReport(combat, occasion);
  });
}

/** updateCombat: the engine declared the fight over (its memory's `ended` stored). */
export function onCombatUpdatedForReport(combat: AnyCombat, changes: Record<string, unknown>): void {
  if ((changes.system as { ended?: unknown } | undefined)?.ended && activeGM() && combat.uuid)
    writeQueued(combat, "ended");
}

/** deleteCombat (core's End combat among others): a fight that had begun gets its report, if it has none up to date. */
export function onCombatDeletedForReport(combat: AnyCombat): void {
  if (activeGM() && combat.uuid && ((combat.system as { round?: number }).round ?? 0) >= 1)
    writeQueued(combat, "deleted");
}

/** updateChatMessage, deleteChatMessage: a card of a combat with a report may make the report out of date. */
export function onCardChangedForReport(msg: ChatMessage.Implementation, deleted: boolean): void {
  const sys = msg.system;
  if (sys instanceof CardData && activeGM() && reportOf(sys.combatUuid))
    void loadReport().then((m) => m?.markStale(msg, deleted));
}

/** The world setting changed (every client): the active GM gives every report the ownership it now says. */
export function onReportsSharedChanged(): void {
  if (activeGM()) void loadReport().then((m) => m?.shareReports());
}

/** The tracker's "Battle report" button (GM): write the viewed combat's report now, or again. */
export async function battleReportOf(combat: AnyCombat | null): Promise<void> {
  const key = !game.user?.isGM ? "OnlyGM" : !combat ? "NoCombat" : null;
  if (key) {
    ui.notifications?.warn(game.i18n!.localize(`CEPHEUS.Tracker.Notify.${key}`));
    return;
  }
  await (await loadReport())?.writeBattleReport(combat!, "demand");
}
