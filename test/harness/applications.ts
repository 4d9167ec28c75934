// Stand-in for the ApplicationV2 classes our sheets extend. Enough to define and register the sheet classes
// at import time and to read their static configuration; nothing renders (templates are rendered with the real
// `handlebars` package in test/foundry/templates.test.ts).
import type { AnyObject } from "./utils";

export class ApplicationV2 {
  static DEFAULT_OPTIONS: AnyObject = {};
  static PARTS: AnyObject = {};
  options: AnyObject;
  constructor(options: AnyObject = {}) {
    this.options = options;
  }
  async _prepareContext(_options: AnyObject): Promise<AnyObject> {
    return {};
  }
  /** Core returns a copy of `options.window.controls`; subclasses add theirs. */
  _getHeaderControls(): AnyObject[] {
    return structuredClone(this.options.window?.controls ?? []);
  }
}

export function HandlebarsApplicationMixin<T extends new (...args: any[]) => ApplicationV2>(Base: T) {
  return class HandlebarsApplication extends Base {
    /** Core's per-part context (v13 API, HandlebarsApplicationMixin#_preparePartContext): the shared one, with its partId. */
    async _preparePartContext(partId: string, context: AnyObject, _options: AnyObject): Promise<AnyObject> {
      context.partId = `${this.options.id ?? ""}-${partId}`;
      return context;
    }
  };
}

export class DocumentSheetV2 extends ApplicationV2 {
  get document(): any {
    return this.options.document;
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
    };
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): any {
    return this.document;
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): any {
    return this.document;
  }
}

/** Sheet registrations: `registered[documentName][type] = {sheetClass, scope, options}` */
export const registeredSheets: Record<
  string,
  Record<string, { sheetClass: unknown; scope: string; options: AnyObject }>
> = {};

export const DocumentSheetConfig = {
  registerSheet(
    documentClass: { documentName: string },
    scope: string,
    sheetClass: unknown,
    options: AnyObject = {},
  ): void {
    const reg = (registeredSheets[documentClass.documentName] ??= {});
    for (const type of options.types ?? ["base"]) reg[type] = { sheetClass, scope, options };
  },
  unregisterSheet(
    documentClass: { documentName: string },
    _scope: string,
    _sheetClass: unknown,
    { types }: { types?: string[] } = {},
  ): void {
    const reg = registeredSheets[documentClass.documentName] ?? {};
    for (const t of types ?? Object.keys(reg)) delete reg[t];
  },
};
