// The "Import ship from text" window (ApplicationV2 + Handlebars): a text area for the USDF paragraph or another
// system's export (JSON or a statblock), files dropped on the window or chosen (several at once), the NPC skill of
// the unnamed crew, a live preview of what it makes with what was read, guessed and left (or not read and not
// given, for USDF), and a submit button that creates it (./import.ts, ./foreign-import.ts). Native form controls
// throughout: keyboard reachable.
import { MAX_ACTORS, MAX_JSON_LENGTH, textFormat } from "../../rules/imports";
import { canImport, translator } from "./access";
import { importFromExports } from "./foreign-import";
import { sourcesPreview } from "./foreign-preview";
import { importShipFromText } from "./import";
import { DEFAULT_NPC_SKILL, NPC_SKILL_CHOICES, npcSkillOf, type ImportPreview } from "./preview";
import { templatePath } from "../../base/system-id";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

export const TEMPLATE_ROOT = templatePath("usdf");

/** A file dropped on the window or chosen: its name and its text. */
export interface SourceFile {
  name: string;
  text: string;
}

export interface ImportDialogContext {
  text: string;
  skills: { value: number; label: string; selected: boolean }[];
  preview: ImportPreview;
  busy: boolean;
  /** the files dropped or chosen, in words ("2 files: a.json, b.json"); "" when the text is used */
  files: string;
}

/** The dialog's context (pure but for the translator): what the templates print. Files, when given, replace the text. */
export function importDialogContext(
  text: string,
  npcSkill: number,
  busy = false,
  files: readonly SourceFile[] = [],
): ImportDialogContext {
  const t = translator();
  return {
    text,
    skills: NPC_SKILL_CHOICES.map((value) => ({
      value,
      label: t.format("CEPHEUS.USDF.SkillLevel", { n: value }),
      selected: value === npcSkill,
    })),
    preview: sourcesPreview(files.length ? files.map((f) => f.text) : [text], npcSkill, t),
    busy,
    files: files.length
      ? t.format(files.length === 1 ? "CEPHEUS.USDF.Foreign.FileChosen" : "CEPHEUS.USDF.Foreign.FilesChosen", {
          n: files.length,
          names: files.map((f) => f.name).join(", "),
        })
      : "",
  };
}

/**
 * The texts of dropped or chosen files, within the import's bounds: at most MAX_ACTORS files, each no larger than
 * the longest JSON read (a larger file is not read at all); null with the refusal otherwise.
 */
export async function readSourceFiles(list: readonly File[]): Promise<{ files: SourceFile[] } | { error: string }> {
  const t = translator();
  if (list.length > MAX_ACTORS)
    return { error: t.format("CEPHEUS.USDF.Foreign.Error.tooManyActors", { value: list.length, limit: MAX_ACTORS }) };
  const files: SourceFile[] = [];
  for (const file of list) {
    if (file.size > MAX_JSON_LENGTH)
      return { error: t.format("CEPHEUS.USDF.Foreign.Error.tooLong", { value: file.size, limit: MAX_JSON_LENGTH }) };
    files.push({ name: file.name, text: await file.text() });
  }
  return { files };
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
    actions: {
      preview: ImportShipDialog.#onPreview,
      clearFiles: ImportShipDialog.#onClearFiles,
      chooseFiles: ImportShipDialog.#onChooseFiles,
    },
  };

  static override PARTS = {
    form: { template: `${TEMPLATE_ROOT}/import.hbs` },
    preview: { template: `${TEMPLATE_ROOT}/preview.hbs` },
    footer: { template: `${TEMPLATE_ROOT}/footer.hbs` },
  };

  #text = "";
  #npcSkill = DEFAULT_NPC_SKILL;
  #busy = false;
  #files: SourceFile[] = [];
  #fileError = "";
  /** The preview follows the typing once it pauses for PREVIEW_DELAY_MS. */
  #schedulePreview = foundry.utils.debounce(() => void this.render({ parts: ["preview", "footer"] }), PREVIEW_DELAY_MS);

  protected override async _prepareContext(options: RenderOptions): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const ctx = importDialogContext(this.#text, this.#npcSkill, this.#busy, this.#files);
    if (this.#fileError)
      ctx.preview = { ...ctx.preview, ok: false, blank: false, error: this.#fileError, ship: null, foreign: null };
    return Object.assign(context, ctx);
  }

  /** Take the files dropped or chosen (they replace the text until cleared). */
  async #takeFiles(list: FileList | null | undefined): Promise<void> {
    if (!list?.length) return;
    const read = await readSourceFiles([...list]);
    if ("error" in read) {
      this.#files = [];
      this.#fileError = read.error;
    } else {
      this.#files = read.files;
      this.#fileError = "";
    }
    await this.render({ parts: ["form", "preview", "footer"] });
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
    const picker = root.querySelector<HTMLInputElement>("input[name=files]");
    if (picker && !picker.dataset.bound) {
      picker.dataset.bound = "1";
      picker.addEventListener("change", () => void this.#takeFiles(picker.files));
    }
    if (!root.dataset.dropBound) {
      root.dataset.dropBound = "1";
      root.addEventListener("dragover", (event) => event.preventDefault());
      root.addEventListener("drop", (event) => {
        if (!event.dataTransfer?.files.length) return;
        event.preventDefault();
        void this.#takeFiles(event.dataTransfer.files);
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

  /** The button that stands for the hidden file input opens the browser's file chooser. */
  static #onChooseFiles(this: ImportShipDialog): void {
    this.element.querySelector<HTMLInputElement>("input[name=files]")?.click();
  }

  static async #onClearFiles(this: ImportShipDialog): Promise<void> {
    this.#files = [];
    this.#fileError = "";
    await this.render({ parts: ["form", "preview", "footer"] });
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
      const sources = this.#files.length ? this.#files.map((f) => f.text) : [text];
      const options = { npcSkill: skill ?? -1, renderSheet: true };
      const result =
        sources.length === 1 && textFormat(sources[0]!) === "usdf"
          ? await importShipFromText(sources[0]!, options)
          : await importFromExports(sources, options);
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
