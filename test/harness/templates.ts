// Stand-in for Foundry's Handlebars layer (foundryvtt.com/api/v13: foundry.applications.handlebars.renderTemplate,
// loadTemplates, getTemplate; the core helpers our templates use). Uses the REAL `handlebars` package. As in
// Foundry, a template is addressed by its path ("systems/<id>/templates/…"), `loadTemplates` registers each one as a
// partial under that path, and a missing partial or template is an error. Helpers: `localize` (Foundry's: with hash
// arguments it formats, else it localises) — nothing else, so a template leaning on another core helper fails here.
//
// Where the text of a template comes from is injected (`setTemplateSource`): the file system under node (see
// nodeTemplateSource), a bundled map in the browser (test/browser). Browser-safe: no node imports in this file.
import Handlebars from "handlebars";

export type TemplateSource = (path: string) => string;

const SYSTEM_PREFIX = "systems/cepheus-space-combat/";

let source: TemplateSource = () => {
  throw new Error("template stand-in: no template source set (setTemplateSource)");
};

export const hb = Handlebars.create();
const compiled = new Map<string, HandlebarsTemplateDelegate>();

hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
  if (typeof key !== "string") throw new Error(`localize: key ${String(key)} is not a string`);
  const hash = options?.hash ?? {};
  const i18n = (
    globalThis as {
      game?: { i18n?: { localize(k: string): string; format(k: string, d: Record<string, unknown>): string } };
    }
  ).game?.i18n;
  if (!i18n) throw new Error("localize: no game.i18n");
  return Object.keys(hash).length ? i18n.format(key, hash) : i18n.localize(key);
});

/** Where template text comes from: a function of the Foundry path ("systems/cepheus-space-combat/templates/x.hbs"). */
export function setTemplateSource(fn: TemplateSource): void {
  source = fn;
  compiled.clear();
}

/** The repository-relative file of a system template path. */
export function templateFile(path: string): string {
  if (!path.startsWith(SYSTEM_PREFIX)) throw new Error(`template stand-in: ${path} is not a ${SYSTEM_PREFIX} template`);
  return path.slice(SYSTEM_PREFIX.length);
}

export function getTemplate(path: string): HandlebarsTemplateDelegate {
  let fn = compiled.get(path);
  if (!fn) {
    fn = hb.compile(source(path), { strict: false, preventIndent: true });
    compiled.set(path, fn);
  }
  return fn;
}

/** Compile and register each template as a partial under its path (Foundry's loadTemplates). */
export async function loadTemplates(paths: string[] | Record<string, string>): Promise<HandlebarsTemplateDelegate[]> {
  const list = Array.isArray(paths) ? paths.map((p) => [p, p] as const) : Object.entries(paths);
  return list.map(([name, p]) => {
    const fn = getTemplate(p);
    hb.registerPartial(name, fn);
    return fn;
  });
}

/** Render a template with data (Foundry's renderTemplate). Partials the template uses must be loaded first. */
export async function renderTemplate(path: string, data: object): Promise<string> {
  return renderTemplateSync(path, data);
}

export function renderTemplateSync(path: string, data: object): string {
  return getTemplate(path)(data, { allowProtoPropertiesByDefault: true });
}
