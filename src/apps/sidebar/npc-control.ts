// The NPC crew buttons of the tracker and the ship sheet (GM): play a ship's turn, preview it (the plan in words, each
// seat's action to keep or change, then play it or take over), play every NPC ship's turn as it comes. The playing
// is the engagement's (src/play/npc-play.ts).
import { loadEngagement } from "../../play/load";
import { crewPolicy } from "../../play/npc-policies";
import { npcRefusal, playAllNpcTurns, playNpcTurn, type PlanChanges } from "../../play/npc-play";
import type { AnyCombat } from "../../play/ships";
import { reasonText as refusalText } from "../../chat/i18n";
import { planTurn } from "../../rules/engagement/npc-crew/plan";
import { templatePath } from "../../base/system-id";
import type { Translator } from "../../chat/view/npc-reason";
import { planPreview, readPlanChanges } from "./npc-preview";

// the card listeners' entries into this chunk (src/registration/listeners.ts loads it the first time an NPC ship may
// react, or a reaction card changes on a GM's client)
export { onReactionCard } from "../../play/npc-play";

const PREVIEW_TEMPLATE = templatePath("sidebar/npc-preview.hbs");

function translator(): Translator {
  const i18n = game.i18n!;
  return { localize: (k) => i18n.localize(k), format: (k, d) => i18n.format(k, d) };
}

/** Play ship `shipId`'s turn by its crew (refused with a reason for a player, a player's ship, another's turn). */
export async function playTurnAndReport(combat: AnyCombat, shipId: string, changes?: PlanChanges): Promise<void> {
  const r = await playNpcTurn(combat, shipId, { changes });
  if (r.ok)
    ui.notifications?.info(
      game.i18n!.format("CEPHEUS.NpcCrew.Played", {
        ship: combat.combatants.get(shipId)?.name ?? shipId,
        count: String(r.actions.length),
      }),
    );
}

/** Play every NPC ship's turn as it comes, up to the first ship a player owns. */
export async function playAllFromTracker(combat: AnyCombat): Promise<void> {
  await playAllNpcTurns(combat);
}

/**
 * Show the crew's plan for ship `shipId`'s turn, nothing rolled: the GM plays it (with any seat's action changed in
 * the preview: another target, another action, or nothing), or takes over (closes it, nothing played).
 */
export async function previewTurn(combat: AnyCombat, shipId: string): Promise<void> {
  const why = npcRefusal(combat, shipId);
  if (why) {
    ui.notifications?.warn(refusalText(why));
    return;
  }
  const state = loadEngagement(combat);
  if (!state.ships[shipId]) return;
  const plan = planTurn(state, shipId, crewPolicy(combat, shipId));
  const nameOf = (id: string) => combat.combatants.get(id)?.name ?? id;
  const preview = planPreview(translator(), state, shipId, plan, nameOf);
  const content = await foundry.applications.handlebars.renderTemplate(PREVIEW_TEMPLATE, {
    lines: preview.lines,
    title: game.i18n!.format("CEPHEUS.NpcCrew.PreviewTitle", { ship: nameOf(shipId) }),
  } as never);
  const values: unknown = await foundry.applications.api.DialogV2.wait({
    // (a key: DialogV2 localises the window's title; the ship is named in the content)
    window: { title: "CEPHEUS.NpcCrew.Preview" },
    classes: ["cepheus"],
    content,
    rejectClose: false,
    buttons: [
      {
        action: "play",
        label: "CEPHEUS.NpcCrew.PlayPlan",
        default: true,
        callback: (_event: unknown, button: HTMLButtonElement) => selectValues(button.form),
      },
      { action: "takeOver", label: "CEPHEUS.NpcCrew.TakeOver" },
    ],
  } as never);
  if (!values || typeof values !== "object") return;
  const changes = readPlanChanges(values as Record<string, unknown>, preview);
  await playTurnAndReport(combat, shipId, changes);
}

/** The values of a form's choices, by name. */
function selectValues(form: HTMLFormElement | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const el of Array.from(form?.elements ?? []) as HTMLSelectElement[]) if (el.name) out[el.name] = el.value;
  return out;
}
