// Renders the tracker's templates with the real `handlebars` package and the helpers Foundry registers that
// they use (`localize`, with hash arguments for format; nothing else). Localisation is the stand-in's game.i18n,
// which reads the real lang/en.json and throws on a missing key.
import fs from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";

const root = path.resolve(import.meta.dirname, "../../..");
const hb = Handlebars.create();

hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
  if (typeof key !== "string") throw new Error(`localize: key ${String(key)} is not a string`);
  const hash = options?.hash ?? {};
  const i18n = (globalThis as any).game.i18n;
  return Object.keys(hash).length ? i18n.format(key, hash) : i18n.localize(key);
});

const cache = new Map<string, HandlebarsTemplateDelegate>();

export function render(template: string, context: unknown): string {
  let fn = cache.get(template);
  if (!fn) {
    fn = hb.compile(fs.readFileSync(path.join(root, "templates", template), "utf8"), { strict: false });
    cache.set(template, fn);
  }
  return fn(context);
}

/** Parse rendered HTML into a DOM fragment (no jsdom here: a tiny query over the markup instead). */
export function count(html: string, pattern: RegExp): number {
  return (
    html.match(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g")) ?? []
  ).length;
}
