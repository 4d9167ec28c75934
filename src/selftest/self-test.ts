// The space combat self-test: a GM runs it in a real world (the system settings' button, or
// `game.system.api.selfTest()`) to see that ship combat works there, with that Foundry build and those modules.
// It fights a short battle between two compendium ships in a temporary scene and combat (one ship as an unlinked
// token), checks each step through the real documents, then deletes everything it made, even when a step fails.
// The dice are seeded for the run, so it plays the same way every time. The report is a chat card whispered to the
// GMs, ready to paste into a bug report.
import { CardData } from "../data/chat/card";
import { SYSTEM_ID } from "../base/system-id";
import { salvoMap } from "../apps/canvas/salvo-map/load";
import { Made, withSeededDice } from "./kit";
import { SelfTestFailure, STEPS, type Battle } from "./steps";

/** The seed of the run's dice. */
export const SELF_TEST_SEED = 20_261_201;

export interface StepResult {
  key: string;
  status: "passed" | "failed" | "skipped";
  /** what went wrong (localised) */
  detail?: string;
}

export interface SelfTestReport {
  ok: boolean;
  steps: StepResult[];
  /** the Foundry build, the system version and the active modules (id and version) */
  foundry: string;
  system: string;
  modules: string[];
  /** the report's chat message id */
  messageId?: string;
}

const i18n = () => game.i18n!;

function describe(err: unknown): string {
  if (err instanceof SelfTestFailure) {
    const key = `CEPHEUS.SelfTest.Check.${err.key}`;
    return i18n().has(key) ? i18n().format(key, err.data) : err.key;
  }
  return err instanceof Error ? err.message : String(err);
}

/** Where the run happened. */
export function environment(): Pick<SelfTestReport, "foundry" | "system" | "modules"> {
  const release = (game as unknown as { release?: { build?: number; generation?: number }; version?: string }).release;
  const foundry =
    release?.build !== undefined
      ? `${release.generation ?? ""}.${release.build}`
      : ((game as unknown as { version?: string }).version ?? "?");
  const system = (game.system as unknown as { version?: string } | undefined)?.version ?? "?";
  const modules = [
    ...((game.modules as unknown as Iterable<{ id: string; active: boolean; version?: string }> | undefined) ?? []),
  ]
    .filter((m) => m.active)
    .map((m) => `${m.id} ${m.version ?? ""}`.trim());
  return { foundry, system, modules };
}

/** The run's cards and messages: the ones about the temporary combat or ships (deleted with them). */
function madeByRun(message: ChatMessage.Implementation, battle: Battle): boolean {
  const sys = message.system;
  if (!(sys instanceof CardData)) return false;
  const ours = [battle.frigate?.uuid, battle.trader?.uuid, battle.traderInFight?.uuid].filter(Boolean);
  return (!!battle.combat && sys.combatUuid === battle.combat.uuid) || ours.includes(sys.shipUuid);
}

let running: Promise<SelfTestReport> | null = null;

/** Run the self-test (GM only; one run at a time). Resolves with the report, also posted to chat. */
export function runSelfTest(): Promise<SelfTestReport> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(i18n().localize("CEPHEUS.SelfTest.GMOnly"));
    return Promise.resolve({ ok: false, steps: [], ...environment() });
  }
  return (running ??= run().finally(() => {
    running = null;
  }));
}

/** The world's salvo actor (the one whose tokens are the salvos on the map), when there is one. */
const salvoActor = () => game.actors?.find((a) => a.type === "salvo") ?? null;

async function run(): Promise<SelfTestReport> {
  const made = new Made();
  // the first salvo the world ever sees has the GM make the salvo actor: a run that made it takes it away again
  const hadSalvoActor = !!salvoActor();
  const battle: Battle = { made, events: [] };
  const steps: StepResult[] = [];
  const messages = new Set<string>();
  const hook = Hooks.on("createChatMessage", (m: ChatMessage.Implementation) => {
    if (m.id) messages.add(m.id);
  });
  const progress = ui.notifications?.info(i18n().localize("CEPHEUS.SelfTest.Running"), {
    progress: true,
  } as never) as unknown as { update?(o: { pct: number; message?: string }): void; remove?(): void } | undefined;
  try {
    await withSeededDice(SELF_TEST_SEED, async () => {
      let failed = false;
      for (const [i, step] of STEPS.entries()) {
        if (failed) {
          steps.push({ key: step.key, status: "skipped" });
          continue;
        }
        try {
          await step.run(battle);
          steps.push({ key: step.key, status: "passed" });
        } catch (err) {
          if (!(err instanceof SelfTestFailure)) console.error(`${SYSTEM_ID} | self-test step ${step.key}:`, err);
          steps.push({ key: step.key, status: "failed", detail: describe(err) });
          failed = true;
        }
        progress?.update?.({ pct: (i + 1) / (STEPS.length + 1) });
      }
    });
  } finally {
    Hooks.off("createChatMessage", hook);
    // the run's cards first (they name the combat and ships), then what it made, newest first
    const errors: string[] = [];
    await (await salvoMap())?.reconciled();
    const salvoActorMade = hadSalvoActor ? null : salvoActor();
    if (salvoActorMade) made.add(salvoActorMade);
    for (const id of messages) {
      const m = game.messages?.get(id) as ChatMessage.Implementation | undefined;
      if (m && madeByRun(m, battle)) await m.delete().catch((err: unknown) => errors.push(String(err)));
    }
    errors.push(...(await made.cleanup()));
    steps.push(
      errors.length
        ? { key: "cleanup", status: "failed", detail: errors.join("; ") }
        : { key: "cleanup", status: "passed" },
    );
    progress?.remove?.();
  }
  const report: SelfTestReport = { ok: steps.every((s) => s.status === "passed"), steps, ...environment() };
  report.messageId = (await postReport(report)) ?? undefined;
  return report;
}

const escapeHTML = (text: string) => foundry.utils.escapeHTML(text);

/** The report as HTML (a table of steps, then the environment), localised. */
export function reportHTML(report: SelfTestReport): string {
  const t = (key: string, data?: Record<string, string>) => (data ? i18n().format(key, data) : i18n().localize(key));
  const rows = report.steps
    .map((s) => {
      const status = t(`CEPHEUS.SelfTest.Status.${s.status}`);
      const detail = s.detail ? `<br><small>${escapeHTML(s.detail)}</small>` : "";
      return `<tr class="${s.status}"><td>${escapeHTML(t(`CEPHEUS.SelfTest.Step.${s.key}`))}${detail}</td><td>${escapeHTML(status)}</td></tr>`;
    })
    .join("");
  const modules = report.modules.length
    ? report.modules.map((m) => escapeHTML(m)).join(", ")
    : escapeHTML(t("CEPHEUS.SelfTest.NoModules"));
  return [
    `<div class="cepheus cepheus-selftest ${report.ok ? "passed" : "failed"}">`,
    `<h3>${escapeHTML(t(report.ok ? "CEPHEUS.SelfTest.Passed" : "CEPHEUS.SelfTest.Failed"))}</h3>`,
    `<table><thead><tr><th>${escapeHTML(t("CEPHEUS.SelfTest.StepHeading"))}</th><th>${escapeHTML(t("CEPHEUS.SelfTest.StatusHeading"))}</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p class="environment">${escapeHTML(t("CEPHEUS.SelfTest.Environment", { foundry: report.foundry, system: report.system }))}<br>${escapeHTML(t("CEPHEUS.SelfTest.Modules"))} ${modules}</p>`,
    `</div>`,
  ].join("");
}

async function postReport(report: SelfTestReport): Promise<string | null> {
  const gms = (game.users?.filter((u) => u.isGM).map((u) => u.id!) ?? []).filter(Boolean);
  const message = (await ChatMessage.implementation.create({
    author: game.user!.id,
    content: reportHTML(report),
    whisper: gms,
    speaker: { alias: i18n().localize("CEPHEUS.SelfTest.Title") },
  } as never)) as ChatMessage.Implementation | undefined;
  return message?.id ?? null;
}
