// A RENDERING stand-in for ApplicationV2's sheets, over the ApplicationV2 of applications-render.ts. Written from the
// public API pages (foundryvtt.com/api/v13: HandlebarsApplicationMixin, DocumentSheetV2,
// foundry.applications.sheets.ActorSheetV2 / ItemSheetV2, foundry.applications.ux.TextEditor, DragDrop) and the
// behaviour they describe; no Foundry source was read.
//
//   - HandlebarsApplicationMixin: per part _preparePartContext → template (real handlebars, test/harness/templates.ts);
//     first render: loadTemplates of every part template
//   - DocumentSheetV2: `document`, `isEditable` (owner), a non-editable sheet disables its form controls (stricter
//     guess: buttons too), default submit = document.update(expanded form data)
//   - ActorSheetV2: drops call _onDrop(event) when _canDragDrop() (default: editable); Actor/Item drops resolve
//     with fromDropData and go to _onDropActor / _onDropItem (the latter creates the item on the owner's actor)
//   - TextEditor.implementation.getDragEventData (JSON of text/plain) and enrichHTML (returns the text: no
//     enrichment here)
//
// installRenderingApplications() puts these classes and applications-render.ts's into the globals (the side-effect
// import install-rendering.ts calls it); do it BEFORE importing code that subclasses them.
import { ApplicationV2, FormDataExtendedStandIn, hasDOM, instances } from "./applications-render";
import { loadTemplates, renderTemplateSync } from "./templates";
import { deepClone, expandObject, isPlainObject, type AnyObject } from "./utils";

const g = globalThis as any;

export function HandlebarsApplicationMixin<T extends new (...args: any[]) => ApplicationV2>(Base: T) {
  class HandlebarsApplication extends Base {
    static PARTS: AnyObject = {};

    _configureRenderParts(_options: AnyObject): AnyObject {
      return deepClone((this.constructor as any).PARTS ?? {});
    }

    override async _preFirstRender(context: AnyObject, options: AnyObject): Promise<void> {
      await super._preFirstRender(context, options);
      const parts = Object.values(this._configureRenderParts(options)) as AnyObject[];
      await loadTemplates([...new Set(parts.flatMap((p) => [p.template, ...(p.templates ?? [])]))]);
    }

    async _preparePartContext(partId: string, context: AnyObject, _options: AnyObject): Promise<AnyObject> {
      context.partId = `${this.id}-${partId}`;
      return context;
    }

    override async _renderHTML(context: AnyObject, options: AnyObject): Promise<Record<string, string | HTMLElement>> {
      const parts = this._configureRenderParts(options);
      const out: Record<string, string | HTMLElement> = {};
      for (const partId of options.parts ?? Object.keys(parts)) {
        const part = parts[partId];
        if (!part) continue;
        const partContext = await this._preparePartContext(partId, { ...context }, options);
        const html = renderTemplateSync(part.template, partContext).trim();
        if (!hasDOM()) {
          out[partId] = html;
          continue;
        }
        const t = document.createElement("template");
        t.innerHTML = html;
        if (t.content.children.length !== 1)
          throw new Error(`Template part "${partId}" must render a single HTML element.`);
        const el = t.content.firstElementChild as HTMLElement;
        el.dataset.applicationPart = partId;
        out[partId] = el;
      }
      return out;
    }

    override _replaceHTML(
      result: Record<string, string | HTMLElement>,
      content: HTMLElement,
      _options: AnyObject,
    ): void {
      for (const [partId, part] of Object.entries(result)) {
        if (typeof part === "string") {
          this.partsHTML[partId] = part;
          continue;
        }
        const prior = content.querySelector(`[data-application-part="${partId}"]`);
        if (prior) prior.replaceWith(part);
        else content.append(part);
        this.partsHTML[partId] = part.outerHTML;
      }
    }
  }
  return HandlebarsApplication;
}

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: AnyObject = {
    id: "{id}",
    classes: ["sheet"],
    tag: "form",
    document: null,
    viewPermission: 1,
    editPermission: 3,
    form: { handler: DocumentSheetV2.#onSubmitDocumentForm, submitOnChange: false, closeOnSubmit: false },
  };

  get document(): any {
    return this.options.document;
  }

  override get title(): string {
    return this.document?.name ?? "";
  }

  get isEditable(): boolean {
    return !!this.document?.isOwner;
  }

  override async _prepareContext(options: AnyObject): Promise<AnyObject> {
    const doc = this.document;
    return {
      ...(await super._prepareContext(options)),
      document: doc,
      source: doc?._source,
      fields: doc?.schema?.fields,
      editable: this.isEditable,
      user: g.game?.user,
      rootId: this.id,
    };
  }

  override async _onRender(context: AnyObject, options: AnyObject): Promise<void> {
    await super._onRender(context, options);
    if (!this.isEditable) this._toggleDisabled(true);
  }

  _toggleDisabled(disabled: boolean): void {
    const el = this.element;
    for (const c of el.querySelectorAll<HTMLInputElement>("input, select, textarea, button")) {
      if (c.closest(".window-header")) continue;
      c.disabled = disabled;
    }
  }

  static async #onSubmitDocumentForm(
    this: DocumentSheetV2,
    _event: Event,
    _form: HTMLFormElement,
    formData: FormDataExtendedStandIn,
  ): Promise<void> {
    if (!this.isEditable) return;
    await this.document.update(expandObject(formData.object));
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): any {
    return this.document;
  }

  override async _onRender(context: AnyObject, options: AnyObject): Promise<void> {
    await super._onRender(context, options);
    const el = this.element;
    if (!hasDOM() || (el as any).__dropBound) return;
    (el as any).__dropBound = true;
    el.addEventListener("dragover", (ev) => ev.preventDefault());
    el.addEventListener("drop", (ev) => {
      ev.preventDefault();
      if (this._canDragDrop("")) void this._onDrop(ev);
    });
  }

  _canDragDrop(_selector: string): boolean {
    return this.isEditable;
  }

  async _onDrop(event: DragEvent): Promise<unknown> {
    const data = TextEditor.getDragEventData(event);
    if (g.Hooks?.call("dropActorSheetData", this.actor, this, data) === false) return null;
    const cls = g.CONFIG?.[data.type]?.documentClass;
    if (!cls?.fromDropData) return null;
    const doc = await cls.fromDropData(data);
    if (!doc) return null;
    if (data.type === "Actor") return this._onDropActor(event, doc);
    if (data.type === "Item") return this._onDropItem(event, doc);
    return null;
  }

  async _onDropActor(_event: DragEvent, _actor: unknown): Promise<unknown> {
    return null;
  }

  async _onDropItem(_event: DragEvent, item: any): Promise<unknown> {
    if (!this.actor.isOwner) return null;
    if (item.parent === this.actor) return null;
    return this.actor.createEmbeddedDocuments("Item", [item.toObject()]);
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): any {
    return this.document;
  }
}

export const TextEditor = {
  /** The JSON of the drag's text/plain data, {} when there is none or it is not JSON. */
  getDragEventData(event: DragEvent | { dataTransfer?: { getData(type: string): string } | null }): AnyObject {
    try {
      const parsed = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "");
      return isPlainObject(parsed) ? parsed : {};
    } catch {
      return {};
    }
  },
  /** Stand-in: returns the text unchanged (no links, rolls or secrets handling). */
  async enrichHTML(content: string, _options: AnyObject = {}): Promise<string> {
    return content ?? "";
  },
};

/**
 * Foundry re-renders a document's open sheets when it changes (and a parent's sheet when its embedded documents
 * change). The stand-in's documents fire the create/update/delete hooks; this re-renders the rendered sheets of
 * the document concerned from them.
 */
function rerenderSheetsOf(doc: any): void {
  for (const app of instances.values()) {
    if (!(app instanceof DocumentSheetV2) || !app.rendered) continue;
    if (app.document === doc || (doc?.parent && app.document === doc.parent)) void app.render();
  }
}

/**
 * foundry.applications.ux.DragDrop (v13 API classes/foundry.applications.ux.DragDrop.html; v14 the same page under
 * /api/v14/, with DragDropConfiguration): `new DragDrop.implementation({dragSelector, dropSelector, permissions,
 * callbacks})`, then `bind(html)`: every element inside `html` matching `dragSelector` becomes draggable and its
 * `dragstart` runs `callbacks.dragstart(event)`, if `permissions.dragstart(dragSelector)` allows (asked when bound;
 * a missing permission function refuses here, stricter than assuming yes). Drops through `dropSelector` are not
 * modelled: our sheets take drops through ActorSheetV2's own `_onDrop`.
 */
export class DragDrop {
  static get implementation(): typeof DragDrop {
    return g.CONFIG?.ux?.DragDrop ?? DragDrop;
  }

  dragSelector: string | null;
  dropSelector: string | null;
  permissions: Partial<Record<"dragstart" | "drop", (selector: string) => boolean>>;
  callbacks: Partial<Record<string, (event: DragEvent) => unknown>>;

  constructor({ dragSelector = null, dropSelector = null, permissions = {}, callbacks = {} }: AnyObject = {}) {
    this.dragSelector = dragSelector;
    this.dropSelector = dropSelector;
    this.permissions = permissions;
    this.callbacks = callbacks;
  }

  can(action: "dragstart" | "drop", selector: string): boolean {
    const test = this.permissions[action];
    return typeof test === "function" ? !!test(selector) : false;
  }

  callback(event: DragEvent, action: string): unknown {
    return this.callbacks[action]?.(event);
  }

  bind(html: HTMLElement): this {
    if (this.dropSelector) throw new Error("stand-in DragDrop: dropSelector is not modelled");
    if (!this.dragSelector || !this.can("dragstart", this.dragSelector)) return this;
    for (const el of html.querySelectorAll<HTMLElement>(this.dragSelector)) {
      el.setAttribute("draggable", "true");
      el.addEventListener("dragstart", (event) => this.callback(event, "dragstart"));
    }
    return this;
  }
}

let hooksInstalled = false;

/** Install the rendering classes into the globals (before importing code that subclasses them). */
export function installRenderingApplications(): void {
  if (!hooksInstalled && g.Hooks) {
    hooksInstalled = true;
    for (const doc of ["Actor", "Item"])
      for (const op of ["create", "update", "delete"]) g.Hooks.on(`${op}${doc}`, (d: unknown) => rerenderSheetsOf(d));
  }
  const apps = g.foundry.applications;
  apps.api = { ...apps.api, ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2 };
  apps.sheets = { ...apps.sheets, ActorSheetV2, ItemSheetV2 };
  apps.ux = {
    ...(apps.ux ?? {}),
    TextEditor: { implementation: TextEditor },
    FormDataExtended: FormDataExtendedStandIn,
    DragDrop,
  };
  apps.instances = instances;
  apps.handlebars ??= { renderTemplate: async (p: string, d: object) => renderTemplateSync(p, d), loadTemplates };
  // Document.fromDropData: the dropped document by its UUID (what Foundry's sidebar and compendium drags carry)
  for (const name of ["Actor", "Item"]) {
    const cls = g.CONFIG?.[name]?.documentClass ?? g[name];
    const base = g[name];
    for (const c of [cls, base]) {
      if (c && typeof c.fromDropData !== "function") {
        c.fromDropData = async (data: AnyObject) => (data?.uuid ? g.fromUuid(data.uuid) : null);
      }
    }
  }
}
