// The "Import ship from text" window (ApplicationV2 + Handlebars): a text area for the USDF paragraph, the NPC
// skill of the unnamed crew, a live preview of the ship it makes with what was not read and what was not given,
// and a submit button that creates the ship (./import.ts). Native form controls throughout: keyboard reachable.
import { canImport, translator } from "./access";
import { importShipFromText } from "./import";
import { DEFAULT_NPC_SKILL, importPreview, NPC_SKILL_CHOICES, npcSkillOf, type ImportPreview } from "./preview";
import { templatePath } from "../../system-id";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

export const TEMPLATE_ROOT = templatePath("usdf");

export interface ImportDialogContext {
  text: string;
  skills: { value: number; label: string; selected: boolean }[];
  preview: ImportPreview;
  busy: boolean;
}

/** The dialog's context (pure but for the translator): what the templates print. */
export function importDialogContext(text: string, npcSkill: number, busy = false): ImportDialogContext {
  const t = translator();
  return {
    text,
    skills: NPC_SKILL_CHOICES.map((value) => ({
      value,
      label: t.format("CEPHEUS.USDF.SkillLevel", { n: value }),
      selected: value === npcSkill,
    })),
    preview: importPreview(text, npcSkill, t),
    busy,
  };
}

const PREVIEW_DELAY_MS = 250;

export class ImportShipDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "cepheus-usdf-import",
    tag: "form",
    classes: ["cepheus", "cepheus-usdf-import"],
    window: { title: "CEPHEUS.USDF.Import", icon: "fa-solid fa-file-import", resizable: true },
    position: { width: 680, height: "auto" as const },
    form: { handler: ImportShipDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { preview: ImportShipDialog.#onPreview },
  };

  static override PARTS = {
    form: { template: `${TEMPLATE_ROOT}/import.hbs` },
    preview: { template: `${TEMPLATE_ROOT}/preview.hbs` },
    footer: { template: `${TEMPLATE_ROOT}/footer.hbs` },
  };

  #text = "";
  #npcSkill = DEFAULT_NPC_SKILL;
  #busy = false;
  /** The preview follows the typing once it pauses for PREVIEW_DELAY_MS. */
  #schedulePreview = foundry.utils.debounce(() => void this.render({ parts: ["preview", "footer"] }), PREVIEW_DELAY_MS);

  protected override async _prepareContext(options: RenderOptions): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    return Object.assign(context, importDialogContext(this.#text, this.#npcSkill, this.#busy));
  }

  protected override async _onRender(context: RenderContext, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    const root = this.element;
    const area = root.querySelector<HTMLTextAreaElement>("textarea[name=text]");
    const skill = root.querySelector<HTMLSelectElement>("select[name=npcSkill]");
    if (area && !area.dataset.bound) {
      area.dataset.bound = "1";
      area.addEventListener("input", () => {
        this.#text = area.value;
        this.#schedulePreview();
      });
    }
    if (skill && !skill.dataset.bound) {
      skill.dataset.bound = "1";
      skill.addEventListener("change", () => {
        this.#npcSkill = npcSkillOf(skill.value) ?? DEFAULT_NPC_SKILL;
        void this.render({ parts: ["preview"] });
      });
    }
  }

  static async #onPreview(this: ImportShipDialog): Promise<void> {
    const area = this.element.querySelector<HTMLTextAreaElement>("textarea[name=text]");
    if (area) this.#text = area.value;
    await this.render({ parts: ["preview", "footer"] });
  }

  static async #onSubmit(
    this: ImportShipDialog,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    if (this.#busy) return;
    const text = typeof formData.object.text === "string" ? formData.object.text : "";
    this.#text = text;
    const skill = npcSkillOf(formData.object.npcSkill);
    this.#busy = true;
    try {
      const result = await importShipFromText(text, { npcSkill: skill ?? -1, renderSheet: true });
      if (result.ok) await this.close();
      else await this.render({ parts: ["preview", "footer"] });
    } finally {
      this.#busy = false;
    }
  }
}

/** Open the import window (the Actors directory button and the ship sheet header call this). */
export function openImportDialog(): ImportShipDialog | null {
  if (!canImport()) {
    ui.notifications?.error(translator().localize("CEPHEUS.USDF.Error.noPermission"));
    return null;
  }
  const dialog = new ImportShipDialog();
  void dialog.render({ force: true });
  return dialog;
}
