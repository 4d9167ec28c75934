// A plain-text scanner of the places the system touches Foundry (test/foundry/compat-doc.test.ts checks that
// docs/foundry-compat.md lists every one). It reads src/**/*.ts, templates/**/*.hbs, styles/*.css and system.json
// with regular expressions, not a parser: what it finds is listed in the doc's "Scanner" section, and so is what it
// cannot see. A touch point is a string the doc must contain between backticks, e.g. `foundry.abstract.TypeDataModel`,
// `CONFIG.ui.combat`, `updateCombat`, `game.settings`, `_prepareContext`, `--color-text-secondary`.
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Foundry's global classes and objects whose static members and constructors the scanner records. */
export const FOUNDRY_GLOBALS = [
  "Actor",
  "Item",
  "Combat",
  "Combatant",
  "ChatMessage",
  "User",
  "Roll",
  "Macro",
  "Scene",
  "TokenDocument",
  "CONST",
  "canvas",
] as const;

/** Instance methods of Foundry documents and applications the scanner records when called (`.name(`). */
export const FOUNDRY_METHODS = [
  "update",
  "updateSource",
  "createEmbeddedDocuments",
  "updateEmbeddedDocuments",
  "deleteEmbeddedDocuments",
  "testUserPermission",
  "getUserLevel",
  "toObject",
  "query",
  "endCombat",
  "rollInitiative",
  "assignHotbarMacro",
  "evaluate",
  "evaluateSync",
  "setFlag",
  "getFlag",
  "unsetFlag",
  "changeTab",
  "setPosition",
  "minimize",
  "bringToFront",
] as const;

/** Hook names by Foundry's naming convention, for calls through a local wrapper of Hooks.on. */
const HOOK_SHAPE =
  /^(pre(Create|Update|Delete)[A-Z]\w*|(create|update|delete)[A-Z]\w*|render[A-Z]\w*|init|i18nInit|setup|ready|hotbarDrop|dropActorSheetData|combat(Start|Turn|Round))$/;

/** JavaScript's own classes, which our classes may extend without touching Foundry. */
const JS_BUILTINS = new Set(["Error", "TypeError", "RangeError", "Map", "Set", "Array", "Promise", "EventTarget"]);

export interface TouchPoints {
  /** touch point → the files it was found in */
  found: Map<string, Set<string>>;
  /** Hooks calls whose hook name the scanner could not work out (each must be made readable) */
  unresolved: string[];
}

function files(dir: string, ext: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith(ext) && !p.endsWith(".d.ts")) out.push(p);
    }
  };
  walk(path.join(ROOT, dir));
  return out.sort();
}

/** Source text without comments (a `//` after a colon is kept: URLs in strings). */
export function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\\"'`])\/\/.*$/gm, "$1");
}

/** Scan the sources given (relative path → text), or the repository's when none are given. */
export function scan(sources?: Map<string, string>): TouchPoints {
  const src = sources ?? readSources();
  const found = new Map<string, Set<string>>();
  const unresolved: string[] = [];
  const add = (tp: string, file: string) => {
    if (!found.has(tp)) found.set(tp, new Set());
    found.get(tp)!.add(file);
  };
  const ts = [...src].filter(([f]) => f.endsWith(".ts"));
  const ourClasses = new Set<string>();
  for (const [, text] of ts) for (const m of text.matchAll(/\bclass\s+(\w+)/g)) ourClasses.add(m[1]);

  for (const [file, raw] of ts) {
    const text = stripComments(raw);
    // foundry.<path>, and names destructured from a foundry namespace (const { A, B } = foundry.x.y)
    const alias = new Map<string, string>();
    for (const m of text.matchAll(/(?<![\w$.])foundry((?:\.[A-Za-z_$][\w$]*)+)/g)) add(`foundry${m[1]}`, file);
    for (const m of text.matchAll(/const\s*\{([^}]*)\}\s*=\s*(foundry(?:\.[A-Za-z_$][\w$]*)+)/g))
      for (const name of m[1]
        .split(",")
        .map((s) => s.trim().split(/\s*:\s*/)[0])
        .filter(Boolean)) {
        alias.set(name, `${m[2]}.${name}`);
        add(`${m[2]}.${name}`, file);
      }
    for (const m of text.matchAll(/const\s+(\w+)\s*=\s*(foundry(?:\.[A-Za-z_$][\w$]*)+)\s*;/g)) alias.set(m[1], m[2]);
    // members read through an alias (const fields = foundry.data.fields; fields.SchemaField)
    for (const [name, full] of alias)
      for (const m of text.matchAll(new RegExp(`(?<![\\w$.])${name}\\.([A-Za-z_]\\w*)`, "g")))
        add(`${full}.${m[1]}`, file);
    // CONFIG.<key>(.<key>)
    for (const m of text.matchAll(/(?<![\w$.])CONFIG\.([A-Za-z_$][\w$]*)(\.[A-Za-z_$][\w$]*)?/g))
      add(`CONFIG.${m[1]}${m[2] ?? ""}`, file);
    // game.<member>, ui.<member>
    for (const m of text.matchAll(/(?<![\w$.])(game|ui)\.([A-Za-z_$][\w$]*)/g)) add(`${m[1]}.${m[2]}`, file);
    // fromUuid / fromUuidSync
    for (const m of text.matchAll(/(?<![\w$.])(fromUuidSync|fromUuid)\s*\(/g)) add(m[1], file);
    // Foundry globals: static members and constructors
    for (const g of FOUNDRY_GLOBALS) {
      for (const m of text.matchAll(new RegExp(`(?<![\\w$.])${g}\\.([A-Za-z_]\\w*)`, "g"))) add(`${g}.${m[1]}`, file);
      if (new RegExp(`\\bnew\\s+${g}\\s*\\(`).test(text)) add(`new ${g}`, file);
    }
    // instance methods of documents and applications
    for (const name of FOUNDRY_METHODS) if (new RegExp(`\\.${name}\\s*[(<]`).test(text)) add(`#${name}`, file);
    // classes extended: a Foundry global or a name aliased to a foundry path (the path itself is recorded above)
    for (const m of text.matchAll(/\bclass\s+\w+\s+extends\s+([A-Za-z_$][\w$]*)/g)) {
      const base = m[1];
      if (ourClasses.has(base) || alias.has(base) || base === "foundry" || JS_BUILTINS.has(base)) continue;
      add(`extends ${base}`, file);
    }
    // overridden members (noImplicitOverride: every override of a Foundry member says so)
    for (const m of text.matchAll(/\boverride\s+(?:readonly\s+)?(?:async\s+)?(?:get\s+|set\s+)?([A-Za-z_$#][\w$]*)/g))
      add(m[1], file);
    // hooks: the Hooks methods used, and the names of the hooks
    for (const m of text.matchAll(/(?<![\w$.])Hooks\.(on|once|off|call|callAll)\b/g)) add(`Hooks.${m[1]}`, file);
    const wrappers = [...text.matchAll(/(?:const|function)\s+(\w+)\s*=?\s*\([^)]*\)[^\n]*?Hooks\.(?:on|once)\b/g)].map(
      (m) => m[1],
    );
    for (const m of text.matchAll(/(?<![\w$.])Hooks\.(?:on|once|off|call|callAll)\s*\(\s*([^,)]*)/g)) {
      const arg = m[1].trim();
      const lit = /^["'`]([\w.-]+)["'`]$/.exec(arg.replace(/\s+as\s+\w+$/, ""));
      if (lit) add(lit[1], file);
      else if (arg.startsWith("${"))
        continue; // inside a template string: generated macro code (its hook is registered too)
      else {
        const id = /^([A-Za-z_$][\w$]*)(?:\s+as\s+\w+)?$/.exec(arg)?.[1];
        const constant = id && new RegExp(`const\\s+${id}\\s*=\\s*["'\`]([\\w.-]+)["'\`]`).exec(text);
        const loop = id && new RegExp(`for\\s*\\(\\s*const\\s+${id}\\s+of\\s+\\[([^\\]]*)\\]`).exec(text);
        if (constant) add(constant[1], file);
        else if (loop) for (const l of loop[1].matchAll(/["'`]([\w.-]+)["'`]/g)) add(l[1], file);
        else if (!id || !wrappers.length) unresolved.push(`${file}: Hooks(${arg})`);
      }
    }
    for (const w of wrappers)
      for (const m of text.matchAll(new RegExp(`(?<![\\w$.])${w}\\(\\s*["'\`]([\\w.-]+)["'\`]`, "g"))) {
        if (HOOK_SHAPE.test(m[1])) add(m[1], file);
        else unresolved.push(`${file}: ${w}("${m[1]}")`);
      }
    // core template paths (ours start with systems/)
    for (const m of text.matchAll(/["'`](templates\/[\w/.-]+\.(?:hbs|html))["'`]/g)) add(m[1], file);
  }

  // templates: core helpers and core partials
  const HELPERS_OF_HANDLEBARS = new Set(["if", "unless", "each", "with", "else", "lookup", "log"]);
  for (const [file, text] of [...src].filter(([f]) => f.endsWith(".hbs"))) {
    for (const m of text.matchAll(/\{\{~?[#]?\s*([a-zA-Z][\w-]*)\s+[^}]/g)) {
      const name = m[1];
      if (!HELPERS_OF_HANDLEBARS.has(name)) add(`{{${name}}}`, file);
    }
    for (const m of text.matchAll(/\{\{>\s*["']?(templates\/[\w/.-]+)/g)) add(m[1], file);
  }

  // styles: core custom properties (used, not defined here) and core classes (in no template or script of ours)
  const css = [...src].filter(([f]) => f.endsWith(".css"));
  const defined = new Set<string>();
  for (const [, text] of [...css, ...[...src].filter(([f]) => f.endsWith(".hbs"))])
    for (const m of text.matchAll(/(--[\w-]+)\s*:/g)) defined.add(m[1]);
  // our classes: those our templates write in class attributes, and those our scripts give elements or windows
  const templates = [...src]
    .filter(([f]) => f.endsWith(".hbs"))
    .map(([, t]) => t)
    .join("\n");
  const scripts = ts.map(([, t]) => t).join("\n");
  const ourClassNames = new Set<string>();
  const words = (list: string) =>
    list
      .replace(/\{\{[^}]*\}\}|\$\{[^}]*\}/g, " ")
      .split(/[\s"'`,]+/)
      .filter(Boolean);
  for (const m of templates.matchAll(/class="([^"]*)"/g)) for (const w of words(m[1])) ourClassNames.add(w);
  // (a script's string literal word, as view models give classes; a selector's ".name" is not a class it gives)
  for (const m of scripts.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g))
    for (const w of words(m[1] ?? m[2] ?? m[3] ?? "")) if (/^[a-zA-Z][\w-]*$/.test(w)) ourClassNames.add(w);
  // classes built from a prefix and a value (band-{{band}}, `state-${state}`)
  const dynamicPrefixes = [...`${templates}\n${scripts}`.matchAll(/([a-z][\w]*-)(?:\{\{|\$\{)/g)].map((m) => m[1]);
  for (const [file, raw] of css) {
    const text = raw.replace(/\/\*[\s\S]*?\*\//g, "");
    // (--cep-* and --cepheus-* are ours: theming hooks a world may set, used with a fallback)
    for (const m of text.matchAll(/var\((--[\w-]+)/g))
      if (!defined.has(m[1]) && !/^--cep(heus)?-/.test(m[1])) add(m[1], file);
    for (const m of text.matchAll(/\.([a-zA-Z][\w-]*)(?=[^{}]*\{)/g)) {
      const cls = m[1];
      if (ourClassNames.has(cls)) continue;
      if (dynamicPrefixes.some((p) => cls.startsWith(p))) continue;
      add(`.${cls}`, file);
    }
  }

  // the manifest's fields
  const manifest = src.get("system.json");
  if (manifest) for (const key of Object.keys(JSON.parse(manifest))) add(key, "system.json");
  return { found, unresolved };
}

/** The repository's sources, by path relative to the root. */
export function readSources(): Map<string, string> {
  const out = new Map<string, string>();
  const all = [
    ...files("src", ".ts"),
    ...files("templates", ".hbs"),
    ...files("styles", ".css"),
    path.join(ROOT, "system.json"),
  ];
  for (const f of all) out.set(path.relative(ROOT, f).split(path.sep).join("/"), fs.readFileSync(f, "utf8"));
  return out;
}
