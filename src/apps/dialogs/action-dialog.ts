// The small dialog a station action opens: what will be rolled (skill, characteristic DM, difficulty, every DM in
// force, straight from the rules engine), the target ship / weapons / other choices the action needs, then Roll.
// Resolves with the complete command, or null when cancelled. The model is src/apps/dialogs/action-model.ts.
import type { Command } from "../../rules/engagement/commands";
import type { EngagementState } from "../../rules/engagement/state";
import { translator } from "../sheets/i18n";
import { ACTION_DIALOG_PARTS } from "../sheets/paths";
import type { StationActionType } from "../sheets/actions";
import { choicesFromForm, dialogModel, type DialogChoices, type DialogContext, type DialogModel } from "./action-model";
import { isElementTag } from "../../foundry-compat";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export interface ActionDialogData extends DialogContext {
  state: EngagementState;
  shipId: string;
  seat: number;
  action: StationActionType;
  /** starting choices (the user's targeted ship, ...) */
  choices?: DialogChoices;
}

const i18n = () => game.i18n!;

export class ActionDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["cepheus", "action-dialog"],
    tag: "form",
    window: { title: "CEPHEUS.Dialog.Roll", resizable: false },
    position: { width: 440, height: "auto" as const },
    form: { handler: ActionDialog.#onSubmit, submitOnChange: false, closeOnSubmit: true },
    actions: { cancel: ActionDialog.#onCancel },
  };

  static override PARTS = ACTION_DIALOG_PARTS;

  readonly data: ActionDialogData;
  choices: DialogChoices;
  model: DialogModel | null = null;
  #resolve: ((c: Command | null) => void) | null = null;
  #settled = false;
  /** keyboard: the control to focus after the next render (the first one on opening, the changed one after) */
  #focus: string | null = "first";

  constructor(data: ActionDialogData, options: Record<string, unknown> = {}) {
    super(options);
    this.data = data;
    this.choices = { ...(data.choices ?? {}) };
  }

  /** Open the dialog; resolves with the command to perform, or null when closed without rolling. */
  static prompt(data: ActionDialogData): Promise<Command | null> {
    return new Promise((resolve) => {
      const dialog = new ActionDialog(data);
      dialog.#resolve = resolve;
      void dialog.render({ force: true });
    });
  }

  /** The model for the current choices (recomputed on every change of the form). */
  buildModel(): DialogModel {
    const d = this.data;
    this.model = dialogModel(d.state, d.shipId, d.seat, d.action, this.choices, translator(), d);
    return this.model;
  }

  override get title(): string {
    return (this.model ?? this.buildModel()).title;
  }

  protected override async _prepareContext(
    options: Parameters<foundry.applications.api.ApplicationV2["_prepareContext"]>[0],
  ) {
    const context = await super._prepareContext(options);
    // the refusal's id: the disabled Roll button points screen readers to it (aria-describedby)
    return Object.assign(context, { model: this.buildModel(), refusalId: `${this.id}-refusal` });
  }

  protected override async _onRender(
    context: Parameters<foundry.applications.api.ApplicationV2["_onRender"]>[0],
    options: Parameters<foundry.applications.api.ApplicationV2["_onRender"]>[1],
  ) {
    await super._onRender(context, options);
    const focus = this.#focus;
    this.#focus = null;
    if (!focus) return;
    const root = this.element;
    const target =
      focus === "first"
        ? root.querySelector<HTMLElement>(
            ".window-content select, .window-content input:not([type=hidden]):not([disabled]), .window-content button[type=submit]",
          )
        : root.querySelector<HTMLElement>(focus);
    target?.focus();
  }

  protected override _onChangeForm(
    formConfig: foundry.applications.api.ApplicationV2.FormConfiguration,
    event: Event,
  ): void {
    super._onChangeForm(formConfig, event);
    const form = isElementTag(this.element, "form")
      ? (this.element as HTMLFormElement)
      : this.element.querySelector("form");
    if (!form) return;
    // the form is drawn again: keep the keyboard on the control that changed
    const changed = event.target as HTMLInputElement | null;
    const name = changed?.getAttribute?.("name");
    const esc = (v: string) => (typeof CSS !== "undefined" && CSS.escape ? CSS.escape(v) : v.replace(/["\\]/g, "\\$&"));
    if (name)
      this.#focus =
        changed!.type === "checkbox" && changed!.value
          ? `[name="${esc(name)}"][value="${esc(changed!.value)}"]`
          : `[name="${esc(name)}"]`;
    this.choices = choicesFromForm(new FormData(form) as unknown as Iterable<[string, FormDataEntryValue]>);
    void this.render();
  }

  /** Settle the promise once. */
  settle(command: Command | null): void {
    if (this.#settled) return;
    this.#settled = true;
    this.#resolve?.(command);
  }

  protected override _onClose(options: Parameters<foundry.applications.api.ApplicationV2["_onClose"]>[0]): void {
    super._onClose(options);
    this.settle(null);
  }

  static async #onSubmit(this: ActionDialog, _event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    this.choices = choicesFromForm(new FormData(form) as unknown as Iterable<[string, FormDataEntryValue]>);
    const model = this.buildModel();
    if (!model.command) {
      ui.notifications?.warn(i18n().format("CEPHEUS.Dialog.Refused", { reason: model.preview.refusal }));
      return;
    }
    this.settle(model.command);
  }

  static async #onCancel(this: ActionDialog): Promise<void> {
    this.settle(null);
    await this.close();
  }
}
