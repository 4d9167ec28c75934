// A RENDERING stand-in for ApplicationV2 and its sheets (sheets engineer's addition; applications.ts keeps the bare
// classes). Written from the public API pages (foundryvtt.com/api/v13: foundry.applications.api.ApplicationV2,
// HandlebarsApplicationMixin, DocumentSheetV2, foundry.applications.sheets.ActorSheetV2 / ItemSheetV2,
// foundry.applications.ux.TextEditor) and the behaviour they describe; no Foundry source was read.
//
//   - options: the class chain's DEFAULT_OPTIONS merged (base first), `classes` accumulated, then the constructor's
//   - render(): _configureRenderOptions → _prepareContext → per part _preparePartContext → template (real handlebars,
//     test/harness/templates.ts) → _replaceHTML → _onRender; first render: loadTemplates of every part template
//   - TABS / tabGroups / _prepareTabs(group) / changeTab(tab, group); `data-action="tab"` buttons switch tabs
//   - clicks on [data-action] run DEFAULT_OPTIONS.actions[name] with `this` = the app, (event, target)
//   - tag "form": change → _onChangeForm (submitOnChange submits); submit → form.handler(event, form, formData)
//   - DocumentSheetV2: `document`, `isEditable` (owner), a non-editable sheet disables its form controls (stricter
//     guess: buttons too), default submit = document.update(expanded form data)
//   - ActorSheetV2: drops call _onDrop(event) when _canDragDrop() (default: editable); Actor/Item drops resolve
//     with fromDropData and go to _onDropActor / _onDropItem (the latter creates the item on the owner's actor)
//   - TextEditor.implementation.getDragEventData (JSON of text/plain) and enrichHTML (returns the text: no
//     enrichment here)
//
// With a DOM (the browser pipeline, test/browser) applications render into real elements with a window frame. Under
// node there is no DOM: render() still runs the whole pipeline and keeps each part's HTML in `partsHTML`; `element`
// is an empty stand-in whose queries find nothing. Install with installRenderingApplications() BEFORE importing
// code that subclasses these classes.
//
// v14 mode, under node (test/harness/README.md, "v14 mode"): `render({window: {detached: true, windowId}})` renders the
// application into a detached browser window (v14 API ApplicationWindowRenderOptions, DetachedWindowDescriptor): its
// `element` belongs to that window's document (`ownerDocument`), not the main page's, and is no instance of the main
// window's classes; `foundry.applications.instances` lists it as before. v13 has no detached windows (the option is
// ignored there).
import { isV14 } from "./generation";
import { loadTemplates, renderTemplateSync } from "./templates";
import { deepClone, expandObject, isPlainObject, mergeObject, type AnyObject } from "./utils";

const g = globalThis as any;
const hasDOM = () => typeof document !== "undefined" && typeof document.createElement === "function";

let nextAppId = 1;
export const instances = new Map<string, ApplicationV2>();

/** An element stand-in for node: every query finds nothing. */
const NO_ELEMENT = {
  querySelector: () => null,
  querySelectorAll: () => [],
  addEventListener: () => undefined,
  classList: { add: () => undefined, remove: () => undefined, toggle: () => undefined, contains: () => false },
  remove: () => undefined,
  dataset: {},
} as unknown as HTMLElement;

/** v14, node: the documents of detached windows, by window id (stand-ins whose queries find nothing). */
const detachedDocuments = new Map<string, object>();
/** v14, node: an element of its own for an application rendered in the detached window `windowId`. */
function detachedElement(windowId: string): HTMLElement {
  let ownerDocument = detachedDocuments.get(windowId);
  if (!ownerDocument)
    detachedDocuments.set(
      windowId,
      (ownerDocument = { querySelector: () => null, querySelectorAll: () => [], defaultView: { windowId } }),
    );
  return Object.assign(Object.create(null), NO_ELEMENT, { ownerDocument }) as HTMLElement;
}

function mergeOptions(cls: any, given: AnyObject): AnyObject {
  const chain: any[] = [];
  for (let c = cls; c && c !== Object && c.prototype; c = Object.getPrototypeOf(c)) chain.unshift(c);
  let out: AnyObject = {};
  const classes: string[] = [];
  for (const c of chain) {
    if (!Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) continue;
    const d = c.DEFAULT_OPTIONS as AnyObject;
    for (const k of d.classes ?? []) if (!classes.includes(k)) classes.push(k);
    out = mergeObject(out, deepClone({ ...d, classes: undefined }), { inplace: false });
  }
  for (const k of given.classes ?? []) if (!classes.includes(k)) classes.push(k);
  out = mergeObject(out, { ...given, classes: undefined }, { inplace: false });
  out.classes = classes;
  return out;
}

function localize(key: string | undefined): string {
  if (!key) return "";
  const i18n = g.game?.i18n;
  return i18n?.has?.(key) ? i18n.localize(key) : key;
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: AnyObject = {
    id: "app-{id}",
    classes: [],
    tag: "div",
    window: { frame: true, positioned: true, title: "", icon: "", controls: [], minimizable: true, resizable: false },
    actions: {},
    position: {},
  };
  static TABS: AnyObject = {};

  options: AnyObject;
  id: string;
  tabGroups: Record<string, string> = {};
  rendered = false;
  /** node: the HTML of each part from the last render */
  partsHTML: Record<string, string> = {};
  #element: HTMLElement | null = null;
  /** v14, node: the element in a detached window */
  #detached: HTMLElement | null = null;
  #content: HTMLElement | null = null;
  #firstRender = true;

  constructor(options: AnyObject = {}) {
    this.options = mergeOptions(this.constructor, options);
    this.id = String(this.options.id ?? "app-{id}").replace("{id}", String(nextAppId++));
  }

  get element(): HTMLElement {
    return this.#element ?? this.#detached ?? NO_ELEMENT;
  }

  get form(): HTMLFormElement | null {
    const el = this.#element;
    return el instanceof (g.HTMLFormElement ?? class {}) ? (el as HTMLFormElement) : null;
  }

  get title(): string {
    return localize(this.options.window?.title);
  }

  get window(): { title: HTMLElement | null; content: HTMLElement | null } {
    return { title: this.#element?.querySelector(".window-title") ?? null, content: this.#content };
  }

  _configureRenderOptions(options: AnyObject): void {
    options.parts ??= Object.keys((this.constructor as any).PARTS ?? {});
  }

  async _prepareContext(_options: AnyObject): Promise<AnyObject> {
    return {};
  }

  async _preFirstRender(_context: AnyObject, _options: AnyObject): Promise<void> {}

  /** Core returns a copy of `options.window.controls`; subclasses add theirs. */
  _getHeaderControls(): AnyObject[] {
    return structuredClone(this.options.window?.controls ?? []);
  }

  async _renderHTML(_context: AnyObject, _options: AnyObject): Promise<unknown> {
    return {};
  }

  _replaceHTML(_result: unknown, _content: HTMLElement, _options: AnyObject): void {}

  async _onRender(_context: AnyObject, _options: AnyObject): Promise<void> {}

  _onClose(_options: AnyObject): void {}

  _onChangeForm(formConfig: AnyObject, _event: Event): void {
    if (formConfig?.submitOnChange) void this.submit();
  }

  /** Tabs of a group, with the active one marked (TABS config; tabGroups remembers the choice). */
  _prepareTabs(group: string): Record<string, AnyObject> {
    const config = (this.constructor as any).TABS?.[group];
    if (!config) return {};
    const tabs: AnyObject[] = config.tabs ?? [];
    this.tabGroups[group] ??= config.initial ?? tabs[0]?.id;
    const out: Record<string, AnyObject> = {};
    for (const t of tabs) {
      const active = this.tabGroups[group] === t.id;
      out[t.id] = {
        ...t,
        group,
        active,
        cssClass: active ? "active" : "",
        label: t.label ?? (config.labelPrefix ? `${config.labelPrefix}.${t.id}` : t.id),
      };
    }
    return out;
  }

  changeTab(tab: string, group: string, _options: AnyObject = {}): void {
    this.tabGroups[group] = tab;
    const el = this.#element;
    if (!el) return;
    for (const t of el.querySelectorAll<HTMLElement>(`[data-group="${group}"][data-tab]`))
      t.classList.toggle("active", t.dataset.tab === tab);
  }

  _renderFrame(_options: AnyObject): HTMLElement {
    const el: HTMLElement = document.createElement(String(this.options.tag ?? "div"));
    el.id = this.id;
    el.classList.add("application", ...(this.options.classes ?? []));
    if (this.options.window?.frame !== false) {
      const header = document.createElement("header");
      header.className = "window-header";
      // core's frame: the window icon (options.window.icon), the title, and the close control as an icon button
      // (Font Awesome's xmark drawn by its classes, its name in aria-label and the tooltip, no text)
      const icon = this.options.window?.icon;
      if (typeof icon === "string" && icon) {
        const i = document.createElement("i");
        i.className = `window-icon fa-fw ${icon}`;
        i.inert = true;
        header.append(i);
      }
      const title = document.createElement("h1");
      title.className = "window-title";
      title.textContent = this.title;
      const close = document.createElement("button");
      close.type = "button";
      close.className = "header-control icon fa-solid fa-xmark";
      close.dataset.action = "close";
      close.dataset.tooltip = localize("Close");
      close.setAttribute("aria-label", localize("Close"));
      header.append(title, close);
      el.append(header);
    }
    const content = document.createElement("section");
    content.className = "window-content";
    el.append(content);
    this.#content = content;
    const w = this.options.position?.width;
    if (typeof w === "number") el.style.width = `${w}px`;
    const h = this.options.position?.height;
    if (typeof h === "number") el.style.height = `${h}px`;
    el.addEventListener("click", (ev) => void this.#onClick(ev));
    if (this.options.tag === "form") {
      el.addEventListener("change", (ev) => this._onChangeForm(this.options.form ?? {}, ev));
      el.addEventListener("submit", (ev) => {
        ev.preventDefault();
        void this.submit(ev);
      });
    }
    return el;
  }

  async #onClick(event: MouseEvent): Promise<void> {
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    if (!target || !this.#element?.contains(target)) return;
    const action = target.dataset.action!;
    if (action === "tab") {
      event.preventDefault();
      this.changeTab(target.dataset.tab!, target.dataset.group!);
      return;
    }
    if (action === "close") {
      event.preventDefault();
      await this.close();
      return;
    }
    const entry = this.options.actions?.[action];
    const handler = typeof entry === "function" ? entry : entry?.handler;
    if (!handler) return;
    if (target instanceof HTMLButtonElement && target.type === "submit" && this.options.tag === "form") return;
    event.preventDefault();
    await handler.call(this, event, target);
  }

  async render(options: AnyObject | boolean = {}): Promise<this> {
    if (typeof options === "boolean") options = { force: options };
    options = { ...options };
    this._configureRenderOptions(options);
    const context = await this._prepareContext(options);
    if (this.#firstRender) await this._preFirstRender(context, options);
    const result = await this._renderHTML(context, options);
    if (hasDOM()) {
      if (!this.#element) {
        this.#element = this._renderFrame(options);
        (options.container ?? document.body).append(this.#element);
      }
      const title = this.#element.querySelector(".window-title");
      if (title) title.textContent = this.title;
      this._replaceHTML(result, this.#content!, options);
    } else {
      if (isV14 && options.window?.detached)
        this.#detached = detachedElement(String(options.window.windowId ?? this.id));
      this._replaceHTML(result, NO_ELEMENT, options);
    }
    this.#firstRender = false;
    this.rendered = true;
    instances.set(this.id, this);
    await this._onRender(context, options);
    return this;
  }

  async submit(event?: Event): Promise<void> {
    const form = this.form;
    const config = this.options.form ?? {};
    if (!form || typeof config.handler !== "function") return;
    const formData = new FormDataExtendedStandIn(form);
    await config.handler.call(this, event ?? new Event("submit"), form, formData);
    if (config.closeOnSubmit) await this.close();
  }

  async close(options: AnyObject = {}): Promise<this> {
    this.#element?.remove();
    this.#element = null;
    this.#detached = null;
    this.rendered = false;
    instances.delete(this.id);
    this._onClose(options);
    return this;
  }
}

/** FormDataExtended stand-in: `object` holds the form's named values (numbers parsed, checkboxes boolean, "" → null for numbers). */
export class FormDataExtendedStandIn {
  object: AnyObject = {};
  constructor(form: HTMLFormElement) {
    for (const el of Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
      if (!el.name || el.disabled) continue;
      if (el instanceof HTMLInputElement && el.type === "checkbox") this.object[el.name] = el.checked;
      else if (el instanceof HTMLInputElement && el.type === "number")
        this.object[el.name] = el.value === "" ? null : Number(el.value);
      else if (el instanceof HTMLInputElement && el.type === "radio") {
        if (el.checked) this.object[el.name] = el.value;
      } else this.object[el.name] = el.value;
    }
  }
}

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
