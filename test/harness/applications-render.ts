// A RENDERING stand-in for ApplicationV2 (applications.ts keeps the bare classes; sheets-render.ts adds the
// Handlebars mixin and the document sheets on top of this one). Written from the public API pages
// (foundryvtt.com/api/v13: foundry.applications.api.ApplicationV2, foundry.applications.ux.FormDataExtended) and the
// behaviour they describe; no Foundry source was read.
//
//   - options: the class chain's DEFAULT_OPTIONS merged (base first), `classes` accumulated, then the constructor's
//   - render(): _configureRenderOptions → _prepareContext → _renderHTML → _replaceHTML → _onRender (the Handlebars
//     mixin of sheets-render.ts renders the part templates)
//   - TABS / tabGroups / _prepareTabs(group) / changeTab(tab, group); `data-action="tab"` buttons switch tabs
//   - clicks on [data-action] run DEFAULT_OPTIONS.actions[name] with `this` = the app, (event, target)
//   - tag "form": change → _onChangeForm (submitOnChange submits); submit → form.handler(event, form, formData)
//
// With a DOM (the browser pipeline, test/browser) applications render into real elements with a window frame. Under
// node there is no DOM: render() still runs the whole pipeline and keeps each part's HTML in `partsHTML`; `element`
// is an empty stand-in whose queries find nothing. Install with installRenderingApplications() (sheets-render.ts)
// BEFORE importing code that subclasses these classes.
//
// v14 mode, under node (test/harness/README.md, "v14 mode"): `render({window: {detached: true, windowId}})` renders the
// application into a detached browser window (v14 API ApplicationWindowRenderOptions, DetachedWindowDescriptor): its
// `element` belongs to that window's document (`ownerDocument`), not the main page's, and is no instance of the main
// window's classes; `foundry.applications.instances` lists it as before. v13 has no detached windows (the option is
// ignored there).
import { isV14 } from "./generation";
import { deepClone, mergeObject, type AnyObject } from "./utils";

const g = globalThis as any;
export const hasDOM = () => typeof document !== "undefined" && typeof document.createElement === "function";

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
