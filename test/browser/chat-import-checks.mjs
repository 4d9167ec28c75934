// Browser tests of the chat cards (a damage card's Apply by keyboard, the cards' contrast in both themes), of the chunks
// loaded on first use and only once (the action dialog, the GM's command path), and of Import ship from text (the USDF
// chunk, a pasted ship, files exported by other systems). Run by ./run.mjs after ./sheet-checks.mjs.
/* global window, document, game, getComputedStyle, performance -- used inside page.evaluate (the page) */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export async function chatImportChecks({ page, check, assert, show, state, until, chunkRequests }) {
  await check(
    "chat: a damage card's Apply, reached by keyboard, writes the damage once; a second press is refused",
    async () => {
      await show("chat-damage");
      const apply = page.locator('#chat-log button[data-card-action="apply"]');
      assert((await apply.count()) === 1, "no Apply button on the damage card");
      const hull = () => page.evaluate(() => game.actors.getName("Red Kestrel").system.hull.value);
      const before = await hull();
      await apply.focus();
      await page.keyboard.press("Enter");
      await until(
        () => [...game.messages.values()].some((m) => m.system?.kind === "damage" && m.system.applied),
        "the card applied",
      );
      assert((await hull()) === before - 1, `hull ${await hull()} (was ${before})`);
      await apply.focus();
      await page.keyboard.press("Enter");
      await until(
        () => window.cepheus.state().notifications.some((n) => n.message.includes("already been applied")),
        "the refusal",
      );
      assert((await hull()) === before - 1, "applied twice");
    },
  );

  await check("chat: card text stays readable in both themes (contrast ≥ 4.5)", async () => {
    for (const theme of ["dark", "light"]) {
      await show("chat-damage", theme);
      const ratio = await page.evaluate(() => {
        const parse = (c) =>
          c
            .match(/[\d.]+/g)
            .slice(0, 3)
            .map(Number);
        const lum = ([r, g, b]) => {
          const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
        };
        const bgOf = (el) => {
          for (let e = el; e; e = e.parentElement) {
            const c = getComputedStyle(e).backgroundColor;
            if (c && !c.startsWith("rgba(0, 0, 0, 0)") && c !== "transparent") return parse(c);
          }
          return [255, 255, 255];
        };
        let worst = Infinity;
        for (const el of document.querySelectorAll(
          "#chat-log .cepheus-card :is(.card-title, .card-lines li, h4, .card-status)",
        )) {
          const fg = lum(parse(getComputedStyle(el).color));
          const bg = lum(bgOf(el));
          worst = Math.min(worst, (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05));
        }
        return worst;
      });
      assert(ratio >= 4.5, `${theme}: worst contrast ${ratio.toFixed(2)}`);
    }
  });

  await check("the action dialog's chunk was loaded once, however often the dialog opened", async () => {
    assert(
      chunkRequests("action-dialog").length === 1,
      `action-dialog chunk requests: ${chunkRequests("action-dialog").join(", ") || "none"}`,
    );
  });

  await check(
    "the GM's command path is a chunk of its own, fetched once (after ready) however many commands ran",
    async () => {
      // the GM's client preloads it when the world is ready, which may come before the request listener above
      const fetched = await page.evaluate(
        () =>
          performance.getEntriesByType("resource").filter((e) => /\/chunks\/command-path-[\w-]+\.js$/.test(e.name))
            .length,
      );
      assert(fetched + chunkRequests("command-path").length >= 1, "the command-path chunk was never fetched");
      assert(fetched <= 1 && chunkRequests("command-path").length <= 1, `command-path chunk fetches: ${fetched}`);
    },
  );

  await check(
    "Import ship from text: the directory button loads the USDF chunk on first use, opens the window, creates the ship",
    async () => {
      assert(chunkRequests("usdf").length === 0, "the USDF chunk was loaded before anyone asked for it");
      await show("usdf-import");
      const button = page.locator(".cepheus-usdf-import-button");
      assert((await button.count()) === 1, "no import button in the Actors directory");
      assert(
        (await button.textContent()).includes("Import ship from text"),
        `button text: ${await button.textContent()}`,
      );
      assert(chunkRequests("usdf").length === 0, "rendering the directory loaded the USDF chunk");
      await button.click();
      const dialog = page.locator("#cepheus-usdf-import");
      await dialog.waitFor({ state: "visible", timeout: 5000 });
      assert(chunkRequests("usdf").length === 1, `USDF chunk requests: ${chunkRequests("usdf").length}`);
      assert((await page.locator("#cepheus-usdf-import").count()) === 1, "more than one import window");
      await dialog
        .locator("textarea[name=text]")
        .fill("TL9 Brick\nUsing a 100-ton hull (2 Hull, 2 Structure), the Brick hauls bricks. It mounts no drives.");
      await until(
        () => document.querySelector("#cepheus-usdf-import .usdf-name")?.textContent.includes("Brick"),
        "the preview of the Brick",
      );
      await dialog.locator('button[type="submit"]').click();
      await until(() => !!game.actors.getName("Brick"), "the ship actor");
      await until(() => !document.querySelector("#cepheus-usdf-import"), "the window to close");
      assert(
        (await state()).notifications.some((n) => n.type === "info" && n.message.includes("Brick imported")),
        "no 'imported' notification",
      );
      await button.click();
      await dialog.waitFor({ state: "visible", timeout: 5000 });
      assert(chunkRequests("usdf").length === 1, "the second opening loaded the chunk again");
    },
  );

  await check(
    "Import ship from text: exports of other systems chosen as files are previewed together and made in one folder",
    async () => {
      const fixture = (name) => ({
        name,
        mimeType: name.endsWith(".json") ? "application/json" : "text/plain",
        buffer: fs.readFileSync(path.join(root, "test/fixtures/imports/twodsix/bddb68e/cepheus-deluxe-actors", name)),
      });
      // the window the check above opened again, else a new one
      const dialog = page.locator("#cepheus-usdf-import");
      if ((await dialog.count()) === 0) await page.locator(".cepheus-usdf-import-button").click();
      await dialog.waitFor({ state: "visible", timeout: 5000 });
      await dialog
        .locator("input[name=files]")
        .setInputFiles([
          fixture("ship_Light_Military_Transport_IYu6a2fdQtrzJmMr.json"),
          fixture("traveller_Ship_Officer_5nJgR54dCs0ElTss.json"),
        ]);
      await until(
        () => document.querySelectorAll("#cepheus-usdf-import .usdf-actor").length === 2,
        "the preview of both exports",
      );
      // the window says which files were chosen, and nothing beside it says none was: the browser's own input is
      // hidden behind the window's button
      const chosen = await page.evaluate(() => ({
        status: document.querySelector("#cepheus-usdf-import .usdf-files")?.textContent ?? "",
        input: getComputedStyle(document.querySelector("#cepheus-usdf-import input[name=files]")).display,
        button: document.querySelector("#cepheus-usdf-import #cepheus-usdf-files")?.getBoundingClientRect().width ?? 0,
      }));
      assert(chosen.status.includes("2 files: ship_Light_Military_Transport"), `status: ${chosen.status}`);
      assert(chosen.input === "none", `the native file input shows (${chosen.input})`);
      assert(chosen.button > 0, "no button to choose files");
      const folders = await page.evaluate(() => game.folders.size);
      await dialog.locator('button[type="submit"]').click();
      await until(
        () => !!game.actors.getName("Light Military Transport") && !!game.actors.getName("Ship Officer"),
        "the ship and the crew member",
      );
      await until(() => !document.querySelector("#cepheus-usdf-import"), "the window to close");
      const made = await page.evaluate(() => {
        const ship = game.actors.getName("Light Military Transport");
        const crew = game.actors.getName("Ship Officer");
        return {
          folders: game.folders.size,
          same: !!ship.folder && ship.folder === crew.folder,
          types: [ship.type, crew.type],
        };
      });
      assert(made.folders === folders + 1, `folders: ${made.folders}`);
      assert(made.same, "the two actors are not in one new folder");
      assert(made.types.join() === "ship,crew", `types: ${made.types}`);
      const summaries = (await state()).notifications.filter((n) =>
        n.message.startsWith("Imported: 1 ship, 1 crew member"),
      );
      assert(summaries.length === 1, `summaries: ${summaries.length}`);
    },
  );
}
