// The action dialog's model: from a station button (ship, seat, action) and the user's choices so far, the fields
// to show, the complete command, and what it will roll (previewCommand: the rules engine's own figures). Pure: no
// Foundry; strings through the injected translator. The fields action by action: action-model/fields.ts; the
// preview in words: action-model/preview.ts; the form read back: action-model/form.ts.
import { REACTIONS } from "../../rules/engagement/catalogue";
import type { Command } from "../../rules/engagement/commands";
import type { EngagementState } from "../../rules/engagement/state";
import { actionCost, actionVerdict, candidateCommands, type StationActionType } from "../sheets/actions";
import type { Translator } from "../sheets/ship-view";
import { ACTION_FIELDS, poolField, reactionField, targetField, type FieldContext } from "./action-model/fields";
import { previewView } from "./action-model/preview";
import type { DialogChoices, DialogContext, DialogModel } from "./action-model/types";
import { previewCommand } from "./preview";

export * from "./action-model/types";
export { choicesFromForm } from "./action-model/form";
export { sourceLabel } from "./action-model/preview";

/** What the field builders read: the commands the engine would accept now, the targets they name, the names. */
function fieldContext(
  state: EngagementState,
  shipId: string,
  seat: number,
  action: StationActionType,
  choices: DialogChoices,
  t: Translator & { has?(key: string): boolean },
  dialog: DialogContext,
): FieldContext {
  // every command the engine would accept now: the choices the dialog offers
  const valid = actionVerdict(state, shipId, seat, action, { all: true, preferredTarget: choices.targetId }).commands;
  const all = valid.length ? valid : candidateCommands(state, shipId, seat, action, choices.targetId);
  const targets = [...new Set(all.map((c) => (c as { targetId?: string }).targetId).filter((x): x is string => !!x))];
  return {
    state,
    shipId,
    seat,
    action,
    choices,
    t,
    ship: state.ships[shipId],
    st: state.memory.ships[shipId],
    all,
    targets,
    targetId: choices.targetId && targets.includes(choices.targetId) ? choices.targetId : targets[0],
    fields: {},
    mountName: (id) => dialog.mountNames?.[id] ?? id,
    weaponName: (id, kind) => dialog.weaponNames?.[id] ?? (kind ? t.localize(`CEPHEUS.WeaponKind.${kind}`) : id),
    dialog,
  };
}

/** Build the dialog's model for `action` at `seat` of `shipId` with the user's `choices`. */
export function dialogModel(
  state: EngagementState,
  shipId: string,
  seat: number,
  action: StationActionType,
  choices: DialogChoices,
  t: Translator & { has?(key: string): boolean },
  ctx: DialogContext,
): DialogModel {
  const fc = fieldContext(state, shipId, seat, action, choices, t, ctx);
  const { ship, fields } = fc;
  const isReaction = (REACTIONS as readonly string[]).includes(action);
  let command: Command | null = fc.all[0] ? ({ ...fc.all[0] } as Command) : null;
  targetField(fc, command);
  const build = ACTION_FIELDS[action];
  if (build) command = build(fc, command);
  if (isReaction) command = reactionField(fc);
  poolField(fc, command);
  // what will be rolled, by the rules engine itself
  const preview = command ? previewCommand(state, command) : null;
  const actionLabel = t.localize(`CEPHEUS.Action.${action}.label`);
  return {
    title: t.format("CEPHEUS.Dialog.Title", { action: actionLabel, name: ctx.seatName ?? ship.name }),
    action,
    actionLabel,
    hint: t.localize(`CEPHEUS.Action.${action}.hint`),
    costLabel: t.localize(`CEPHEUS.Sheet.Cost.${actionCost(action)}`),
    outside: !ctx.inCombat,
    showUnwilling: action === "dock" && !!fields.target,
    showNoise: action === "maintainCommunications",
    showComputerTargeting: fields.computerTargeting !== undefined,
    fields,
    command: preview?.ok ? command : null,
    preview: previewView({ t, ship, seat, action, command, preview, isReaction, weaponName: fc.weaponName }),
  };
}
