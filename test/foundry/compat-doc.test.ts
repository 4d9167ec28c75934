// docs/foundry-compat.md lists every Foundry touch point of the code: a new one (a foundry.* path, a CONFIG key, a
// hook, a game/ui member, an override, a core template or CSS variable, a manifest field...) fails here, named with
// its files, until the page has a row for it (between backticks). The scanner and its limits: test/foundry/touch-points.ts.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as touchPoints from "./touch-points";
import { ROOT, scan } from "./touch-points";

const DOC = fs.readFileSync(path.join(ROOT, "docs/foundry-compat.md"), "utf8");

describe("docs/foundry-compat.md", () => {
  it("lists every Foundry touch point the code has", () => {
    const { found } = scan();
    const missing = [...found]
      .filter(([tp]) => !DOC.includes(`\`${tp}\``))
      .map(([tp, files]) => `${tp}  (${[...files].join(", ")})`);
    expect(missing, "touch points the doc does not list: add a row to docs/foundry-compat.md").toEqual([]);
  });

  it("every Hooks call names its hook so the scanner can read it", () => {
    expect(scan().unresolved).toEqual([]);
  });
});

describe("the scanner", () => {
  const one = (file: string, text: string) => [...scan(new Map([[file, text]])).found.keys()].sort();

  it("finds each kind of touch point in a new file", () => {
    const ts = [
      "const { Hooks: _h } = globalThis as never;",
      'Hooks.on("renderTokenHUD", () => undefined);',
      "const layer = foundry.canvas.layers.TokenLayer;",
      "CONFIG.Token.objectClass = layer as never;",
      "void game.time; void ui.chat;",
      "const x = fromUuidSync('Actor.a');",
      "class MyToken extends TokenDocument { override _onFirstRender() {} }",
      'const t = "templates/hud/token-hud.hbs";',
      "const doc = await Actor.fromImport({});",
      "await doc.setFlag('x', 'y', 1);",
    ].join("\n");
    expect(one("src/x.ts", ts)).toEqual(
      expect.arrayContaining([
        "renderTokenHUD",
        "Hooks.on",
        "foundry.canvas.layers.TokenLayer",
        "CONFIG.Token.objectClass",
        "game.time",
        "ui.chat",
        "fromUuidSync",
        "extends TokenDocument",
        "_onFirstRender",
        "templates/hud/token-hud.hbs",
        "Actor.fromImport",
        "#setFlag",
      ]),
    );
  });

  it("reads hook names through a constant, a loop and a local wrapper, and reports one it cannot read", () => {
    const found = scan(
      new Map([
        [
          "src/h.ts",
          [
            'const HOOK = "cepheus-space-combat.x";',
            "Hooks.on(HOOK, () => 0);",
            'for (const h of ["deleteToken", "createToken"]) Hooks.on(h as never, () => 0);',
            "const on = (name: string, fn: () => void) => Hooks.on(name as never, fn);",
            'on("updateRegion", () => 0);',
            "Hooks.once(someName(), () => 0);",
          ].join("\n"),
        ],
      ]),
    );
    expect([...found.found.keys()]).toEqual(
      expect.arrayContaining(["cepheus-space-combat.x", "deleteToken", "createToken", "updateRegion"]),
    );
    expect(found.unresolved).toEqual(["src/h.ts: Hooks(someName()"]);
  });

  it("finds core CSS variables and classes, and core helpers and partials in templates", () => {
    const found = scan(
      new Map([
        [
          "styles/a.css",
          ".cepheus .mine { color: var(--color-text-emphatic); margin: var(--cep-gap, 1px); } .cepheus .window-header { --cep-gap: 2px; }",
        ],
        [
          "templates/a.hbs",
          '<div class="mine">{{formInput field value=v}} {{> "templates/generic/tab-navigation.hbs"}}</div>',
        ],
      ]),
    ).found;
    expect([...found.keys()].sort()).toEqual([
      "--color-text-emphatic",
      ".cepheus",
      ".window-header",
      "templates/generic/tab-navigation.hbs",
      "{{formInput}}",
    ]);
  });
});

describe("windows: nothing assumes the main window (v14 renders applications in detached browser windows)", () => {
  it("src/ reaches no element through the main document or window, and tests no element against the main window's classes", () => {
    const bad: string[] = [];
    const { readSources, stripComments } = touchPoints;
    for (const [file, raw] of readSources()) {
      if (!file.endsWith(".ts") || file === "src/foundry-compat.ts") continue;
      const text = stripComments(raw);
      for (const m of text.matchAll(
        /(?<![\w$.])(?:globalThis\.)?(document|window)\.\w+|instanceof\s+(?:HTML\w*|Element|Node|Document|Window)\b/g,
      ))
        bad.push(`${file}: ${m[0]}`);
    }
    // (src/foundry-compat.ts finds every window's document, the main one included, through the applications)
    expect(bad).toEqual([]);
  });
});
