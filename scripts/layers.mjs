// The layers of src/ and what each may import: the table of docs/architecture.md ("Layers"), enforced by the lint
// rule `layers/imports` below (eslint.config.js) and held equal to the docs by test/lint/layers.test.ts.
// A layer is a folder of src/ or a file at its root (named without ".ts"); a file may import its own layer and
// the layers listed for it, and nothing else of src/. Every kind of import counts: values, types, re-exports and
// import() calls. The table has no cycle (the test checks it), so no two layers ever import each other.
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** Each layer → the layers it may import; "*" = every layer. Listed from the ground up. */
export const LAYERS = {
  rules: [],
  base: [],
  types: [],
  "foundry-compat": ["types"],
  links: ["base"],
  "rules-messages": ["rules"],
  data: ["rules", "base", "foundry-compat"],
  config: ["rules", "data"],
  dice: ["rules"],
  net: ["base", "foundry-compat"],
  odds: ["rules"],
  chat: ["rules", "data", "base", "foundry-compat", "links"],
  hooks: ["rules", "data", "chat", "base"],
  play: ["rules", "data", "dice", "net", "chat", "hooks", "base", "foundry-compat"],
  documents: ["rules", "data", "play", "base", "foundry-compat"],
  apps: [
    "rules",
    "data",
    "dice",
    "net",
    "odds",
    "chat",
    "hooks",
    "play",
    "documents",
    "config",
    "base",
    "foundry-compat",
    "links",
  ],
  animations: ["hooks", "apps", "base", "foundry-compat"],
  selftest: ["rules", "data", "chat", "play", "documents", "apps", "base", "foundry-compat"],
  welcome: ["rules", "data", "chat", "play", "apps", "selftest", "base", "foundry-compat", "links"],
  registration: ["hooks", "net", "play", "apps", "animations", "selftest", "welcome", "base"],
  index: ["*"],
};

const SRC = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "src");

/** The layer of a file under src/ (its folder, or its own name at the root), or null outside src/. */
export function layerOf(file) {
  const path = relative(SRC, file);
  if (!path || path.startsWith("..") || isAbsolute(path)) return null;
  const parts = path.split(sep);
  return parts.length > 1 ? parts[0] : parts[0].replace(/(\.d)?\.[cm]?[jt]s$/, "");
}

/** May layer `from` import layer `to`? */
export function mayImport(from, to) {
  const allowed = LAYERS[from];
  return from === to || (!!allowed && (allowed.includes("*") || allowed.includes(to)));
}

const importsRule = {
  meta: {
    type: "problem",
    docs: {
      description: "A layer of src/ imports only the layers docs/architecture.md allows it (scripts/layers.mjs)",
    },
    schema: [],
    messages: {
      forbidden:
        "The {{from}} layer may not import the {{to}} layer ('{{spec}}'): see the layer table in docs/architecture.md.",
      unknown:
        "{{file}} is in no layer: give it a row in the layer table (docs/architecture.md and scripts/layers.mjs).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from === null) return {};
    const check = (node, source) => {
      const spec = source && typeof source.value === "string" ? source.value : null;
      if (!spec || !spec.startsWith(".")) return;
      const to = layerOf(resolve(dirname(file), spec));
      if (to === null) return;
      if (!(to in LAYERS)) context.report({ node, messageId: "unknown", data: { file: `src/${to}` } });
      else if (!mayImport(from, to)) context.report({ node, messageId: "forbidden", data: { from, to, spec } });
    };
    return {
      Program(node) {
        if (!(from in LAYERS))
          context.report({ node, loc: { line: 1, column: 0 }, messageId: "unknown", data: { file: `src/${from}` } });
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source : null),
      TSImportType: (node) => check(node, node.source),
    };
  },
};

/** The ESLint plugin: `layers/imports`. */
export const layersPlugin = { rules: { imports: importsRule } };
