// Browser tests: the real sheets on the Foundry stand-in in headless Chromium (Debian's), driven by mouse and
// keyboard. Run by scripts/test.mjs, which passes the report path:
//   node test/browser/run.mjs build/browser.json   → { "numPassedTests": n, "numFailedTests": m }
/* global window, document, foundry, DragEvent, DataTransfer, setTimeout, game, Hooks, Actor, getComputedStyle, performance, Worker, navigator -- used inside page.evaluate (the page) */
import fs from "node:fs";
import path from "node:path";
import { openPage, ORIGIN, SYSTEM_PATH } from "./browser.mjs";
import { screenChecks } from "./screen-checks.mjs";
import { accessibilityChecks } from "./a11y-checks.mjs";
import { languageAccessibilityChecks, languageScreenChecks } from "./screens-lang.mjs";

const report = process.argv[2] ?? "build/browser.json";
const root = path.resolve(import.meta.dirname, "../..");
const results = [];

const { page, errors, close } = await openPage({ width: 1400, height: 1200 });
/** every URL the page fetched after booting: chunks loaded on first use show up here */
const requests = [];
page.on("request", (request) => requests.push(request.url()));
const chunkRequests = (name) => requests.filter((u) => new RegExp(`/chunks/${name}-[\\w-]+\\.js$`).test(u));

/** BROWSER_ONLY=<regular expression>: run only the checks whose name matches (a subset while working on a screen) */
const only = process.env.BROWSER_ONLY ? new RegExp(process.env.BROWSER_ONLY, "i") : null;

async function check(name, fn) {
  if (only && !only.test(name)) return;
  const before = errors.length;
  try {
    await fn();
    if (errors.length > before) throw new Error(`page error: ${errors.slice(before).join("; ")}`);
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (err) {
    results.push({ name, ok: false, error: err.message });
    console.log(`  ✗ ${name}\n      ${String(err.message).split("\n").join("\n      ")}`);
  }
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

const show = (name, theme = "dark") => page.evaluate(([n, t]) => window.cepheus.show(n, t), [name, theme]);
const state = () => page.evaluate(() => window.cepheus.state());
const sheet = () => page.locator(".ship-sheet");
const button = (seat, action) => sheet().locator(`button[data-seat="${seat}"][data-station-action="${action}"]`);
const until = (fn, what, timeout = 5000) =>
  page.waitForFunction(fn, null, { timeout }).catch(() => {
    throw new Error(`timed out waiting for ${what}`);
  });
const messagesNow = async () => (await state()).messages;

console.log("browser tests (Chromium, Foundry stand-in)");

await check("the page boots the system on the stand-in and renders the ship sheet with its four tabs", async () => {
  await show("ship-stations");
  assert((await sheet().count()) === 1, "no ship sheet in the page");
  const tabs = await sheet().locator("nav.sheet-tabs button").allTextContents();
  assert(
    JSON.stringify(tabs.map((x) => x.trim())) === JSON.stringify(["Stations", "Weapons", "Systems", "Details"]),
    `tabs: ${tabs}`,
  );
  assert(await sheet().locator('[data-tab="stations"].tab.active').isVisible(), "the stations tab is not shown");
});

await check(
  "a ship sheet with station buttons loads the action dialog's chunk before the first click needs it",
  async () => {
    await until(
      () => performance.getEntriesByType("resource").some((e) => /\/chunks\/action-dialog-/.test(e.name)),
      "the chunk request",
    );
    assert(
      chunkRequests("action-dialog").length === 1,
      `action-dialog chunk requests before any click: ${chunkRequests("action-dialog").length}`,
    );
    assert((await page.locator(".action-dialog").count()) === 0, "a dialog is open before any click");
  },
);

await check("clicking a station action opens the dialog; Roll posts a chat card", async () => {
  await show("ship-stations");
  const before = await messagesNow();
  await button(1, "evasiveManeuvers").click();
  const dialog = page.locator(".action-dialog");
  await dialog.waitFor({ state: "visible", timeout: 5000 });
  assert(
    (await dialog.locator(".modifiers").textContent()).includes("Piloting"),
    "the dialog does not show the Piloting skill",
  );
  await dialog.locator('button[type="submit"]').click();
  await until(() => document.querySelectorAll("#chat-log .chat-message").length > 0, "a chat card");
  const after = await state();
  assert(after.messages > before, `no message posted (${before} → ${after.messages})`);
  assert(
    after.cards.some((c) => c.includes("Evasive")),
    `no Evasive Maneuvers card: ${after.cards.join(" | ")}`,
  );
  assert((await page.locator(".action-dialog").count()) === 0, "the dialog stayed open");
});

await check("shift-click skips the dialog and acts at once", async () => {
  await show("ship-stations");
  const before = await messagesNow();
  await button(1, "lineUpTheShot").click({ modifiers: ["Shift"] });
  await until(() => document.querySelectorAll("#chat-log .chat-message").length > 0, "a chat card");
  assert((await page.locator(".action-dialog").count()) === 0, "a dialog opened");
  assert((await messagesNow()) > before, "no message posted");
});

await check("a disabled action stays focusable, shows why, and does nothing when clicked", async () => {
  await show("ship-stations");
  // Play mode: the actions not possible now are folded under "Not possible now"
  await sheet().locator('details.unavailable[data-seat="1"][data-group="reactions"] > summary').click();
  const dodge = button(1, "dodge");
  assert((await dodge.getAttribute("aria-disabled")) === "true", "Dodge is not marked disabled");
  const tooltip = await dodge.getAttribute("data-tooltip-text");
  assert(tooltip.includes("Nothing to react to"), `tooltip: ${tooltip}`);
  const before = await messagesNow();
  await dodge.click({ force: true }); // aria-disabled: Playwright would wait for it to become enabled
  await until(() => document.querySelectorAll("#notifications li").length > 0, "a warning");
  const s = await state();
  assert(s.messages === before, "a message was posted");
  assert(
    s.notifications.at(-1).type === "warn" && s.notifications.at(-1).message.includes("Nothing to react to"),
    `notification: ${JSON.stringify(s.notifications.at(-1))}`,
  );
});

await check("keyboard: Tab reaches a station button, Enter opens its dialog, Tab and Enter roll", async () => {
  await show("ship-stations");
  await sheet().locator('nav.sheet-tabs button[data-tab="stations"]').focus();
  let found = null;
  for (let i = 0; i < 40 && !found; i++) {
    await page.keyboard.press("Tab");
    found = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.matches?.('button[data-action="stationAction"]:not([aria-disabled="true"])')
        ? `${el.dataset.seat}:${el.dataset.stationAction}`
        : null;
    });
  }
  assert(found, "Tab never reached an enabled station action button");
  const before = await messagesNow();
  await page.keyboard.press("Enter");
  const dialog = page.locator(".action-dialog");
  await dialog.waitFor({ state: "visible", timeout: 5000 });
  assert(
    await page.evaluate(() => !!document.activeElement?.closest(".action-dialog")),
    "focus did not move into the dialog",
  );
  // Tab through the dialog's controls to Roll
  let onRoll = false;
  for (let i = 0; i < 12 && !onRoll; i++) {
    onRoll = await page.evaluate(
      () => document.activeElement?.matches?.('.action-dialog button[type="submit"]') ?? false,
    );
    if (!onRoll) await page.keyboard.press("Tab");
  }
  assert(onRoll, "Tab never reached the Roll button");
  await page.keyboard.press("Enter");
  await until(() => document.querySelectorAll("#chat-log .chat-message").length > 0, "a chat card");
  assert((await messagesNow()) > before, `no message after Enter on ${found}`);
});

await check("keyboard: in the dialog, a changed control keeps the focus (Space on a weapon's box)", async () => {
  await show("ship-stations");
  await button(3, "attack").focus();
  await page.keyboard.press("Enter");
  const dialog = page.locator(".action-dialog");
  await dialog.waitFor({ state: "visible", timeout: 5000 });
  const box = dialog.locator('input[name="weaponIds"]').nth(1);
  await box.focus();
  await page.keyboard.press("Space");
  await until(
    () => document.querySelectorAll(".action-dialog .shots tr").length === 2,
    "the preview to drop to two weapons",
  );
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("name") === "weaponIds" && !el.checked ? el.value : null;
  });
  assert(focused, "focus left the unchecked weapon box after the redraw");
  await page.keyboard.press("Escape");
  await dialog.locator('button[data-action="cancel"]').click();
});

await check("keyboard: Enter on 'Other actions' opens the seat's general actions and keeps focus there", async () => {
  await show("ship-stations");
  const summary = sheet().locator('details[data-general="1"] > summary');
  assert((await button(1, "personalAction").count()) === 0, "general actions rendered before opening");
  await summary.focus();
  await page.keyboard.press("Enter");
  await button(1, "personalAction").waitFor({ state: "visible", timeout: 5000 });
  const focused = await page.evaluate(
    () => document.activeElement?.matches?.('details[data-general="1"] > summary') ?? false,
  );
  assert(focused, "focus was lost after opening");
  await page.keyboard.press("Tab");
  const next = await page.evaluate(() => document.activeElement?.dataset?.stationAction ?? null);
  assert(next === "changePositions", `Tab after the summary went to ${next}`);
});

await check("keyboard: Enter on a tab button switches tabs", async () => {
  await show("ship-stations");
  await sheet().locator('nav.sheet-tabs button[data-tab="systems"]').focus();
  await page.keyboard.press("Enter");
  assert(await sheet().locator('[data-tab="systems"].tab.active').isVisible(), "systems tab not shown");
  assert(!(await sheet().locator('[data-tab="stations"].tab').isVisible()), "stations tab still shown");
  assert(
    (await sheet().locator('nav button[data-tab="systems"]').getAttribute("aria-selected")) === "true",
    "aria-selected not updated",
  );
});

await check("a player can act only at their own seats; elsewhere they are told it is not their seat", async () => {
  await show("ship-stations-player");
  const before = await messagesNow();
  // Play mode for a player: the pilot's station is folded, and its actions (not hers) folded within it
  await sheet().locator('details.station-fold[data-position="pilot"] > summary').click();
  await sheet().locator('details.unavailable[data-seat="1"][data-group="own"] > summary').click();
  const pilot = button(1, "evasiveManeuvers");
  assert((await pilot.getAttribute("aria-disabled")) === "true", "the pilot's button is enabled for Alice");
  await pilot.click({ force: true });
  await until(() => document.querySelectorAll("#notifications li").length > 0, "a warning");
  assert((await state()).notifications.at(-1).message.includes("Not your seat"), "no 'not your seat' warning");
  await button(3, "attack").click({ modifiers: ["Shift"] });
  await until(() => document.querySelectorAll("#chat-log .chat-message").length > 0, "a chat card");
  assert((await messagesNow()) > before, "Alice's gunner could not attack");
});

await check("the GM sets a damage track by clicking its pips; the sheet shows the new effect", async () => {
  await show("ship-systems");
  const row = sheet().locator("tr.system-mDrive");
  assert((await row.locator(".effect").textContent()).includes("Thrust 3 of 4"), "M-Drive effect before");
  await row.locator('button.pip[data-value="2"]').click();
  await until(
    () => document.querySelector(".ship-sheet tr.system-mDrive .effect")?.textContent?.includes("2 of 4"),
    "the M-Drive effect to update",
  );
  assert((await row.locator("button.pip.filled").count()) === 2, "two pips filled");
});

await check("dragging a seat onto another station moves it", async () => {
  await show("ship-stations-edit");
  const handle = sheet().locator('.seat[data-seat="7"] .drag-handle');
  const target = sheet().locator('[data-drop-slot][data-position="driveEngineer"][data-mount-id="jDrive"]');
  await handle.dragTo(target);
  await until(() => {
    const ship = game.actors.find((a) => a.name === "ISS Vigilant");
    return ship?.system.seats[7]?.position === "driveEngineer" && ship.system.seats[7].mountId === "jDrive";
  }, "the marine to sit at the J-Drive");
  await until(
    () => !!document.querySelector('.ship-sheet [data-drop-slot][data-mount-id="jDrive"] .seat'),
    "the sheet to show the engineer",
  );
});

await check("keyboard: the Seat crew… picker seats a crew member without a mouse", async () => {
  await show("ship-stations-edit");
  await page.evaluate(async () => {
    await Actor.create({ name: "Ens. Keyboard", type: "crew" });
    for (const app of foundry.applications.instances.values()) if (app.actor?.type === "ship") await app.render();
  });
  const select = sheet().locator("select[data-seat-crew]").first();
  assert((await select.count()) === 1, "no Seat crew… picker in an open place");
  const where = await select.evaluate((el) => ({ position: el.dataset.position, mountId: el.dataset.mountId }));
  await select.focus();
  await select.selectOption({ label: "Ens. Keyboard" });
  await until(() => {
    const ship = game.actors.find((a) => a.name === "ISS Vigilant");
    const crew = game.actors.find((a) => a.name === "Ens. Keyboard");
    return ship?.system.seats.some((s) => s.crew === crew?.uuid);
  }, "the crew member to be seated");
  const seat = await page.evaluate(() => {
    const ship = game.actors.find((a) => a.name === "ISS Vigilant");
    const crew = game.actors.find((a) => a.name === "Ens. Keyboard");
    const s = ship.system.seats.find((x) => x.crew === crew.uuid);
    return { position: s.position, mountId: s.mountId ?? "" };
  });
  assert(
    seat.position === where.position && seat.mountId === (where.mountId ?? ""),
    `seated at ${JSON.stringify(seat)}, picked ${JSON.stringify(where)}`,
  );
});

await check("dropping a crew actor on the pilot's taken chair is refused with a message", async () => {
  await show("ship-stations");
  const result = await page.evaluate(async () => {
    const crew = await Actor.create({ name: "Ens. Newcomer", type: "crew" });
    const dt = new DataTransfer();
    dt.setData("text/plain", JSON.stringify({ type: "Actor", uuid: crew.uuid }));
    const slot = document.querySelector('.ship-sheet [data-drop-slot][data-position="pilot"]');
    slot.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: dt }));
    await new Promise((r) => setTimeout(r, 200));
    const ship = game.actors.find((a) => a.name === "ISS Vigilant");
    return {
      pilots: ship.system.seats.filter((s) => s.position === "pilot").length,
      seated: ship.system.seats.some((s) => s.crew === crew.uuid),
    };
  });
  assert(result.pilots === 1 && !result.seated, `seats changed: ${JSON.stringify(result)}`);
  assert((await state()).notifications.at(-1).message.includes("only one pilot"), "no 'only one pilot' warning");
});

await check("dragging a station action to the hotbar makes a macro that performs it", async () => {
  await show("ship-stations");
  const result = await page.evaluate(async () => {
    const el = document.querySelector('.ship-sheet button[data-seat="1"][data-station-action="maintainCourse"]');
    const dt = new DataTransfer();
    el.dispatchEvent(new DragEvent("dragstart", { bubbles: true, cancelable: true, dataTransfer: dt }));
    const data = JSON.parse(dt.getData("text/plain"));
    const handled = Hooks.call("hotbarDrop", {}, data, 5);
    await new Promise((r) => setTimeout(r, 100));
    const macro = game.macros.get(game.user.hotbar?.[5]);
    const before = game.messages.size;
    await macro.execute({ event: { shiftKey: true } });
    await new Promise((r) => setTimeout(r, 300));
    return { type: data.type, handled, name: macro?.name, posted: game.messages.size - before };
  });
  assert(result.type === "cepheus-space-combat.StationAction", `drag data type ${result.type}`);
  assert(result.handled === false, "the hotbarDrop hook did not take the drop");
  assert(result.name === "ISS Vigilant: Maintain Course (Pilot)", `macro name ${result.name}`);
  assert(result.posted > 0, "running the macro posted nothing");
});

await check("light and dark themes: text stays readable on the sheet (contrast ≥ 4.5)", async () => {
  for (const theme of ["dark", "light"]) {
    await show("ship-stations", theme);
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
      const app = document.querySelector(".ship-sheet");
      const bg = lum(parse(getComputedStyle(app).backgroundColor));
      let worst = Infinity;
      for (const el of app.querySelectorAll(".crew-name, .station-header h2, .station-action .label, .skills li")) {
        const fg = lum(parse(getComputedStyle(el).color));
        const r = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        worst = Math.min(worst, r);
      }
      return worst;
    });
    assert(ratio >= 4.5, `${theme}: worst contrast ${ratio.toFixed(2)}`);
  }
});

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
      buffer: fs.readFileSync(path.join(root, "test/fixtures/imports", name)),
    });
    // the window the check above opened again, else a new one
    const dialog = page.locator("#cepheus-usdf-import");
    if ((await dialog.count()) === 0) await page.locator(".cepheus-usdf-import-button").click();
    await dialog.waitFor({ state: "visible", timeout: 5000 });
    await dialog
      .locator("input[name=files]")
      .setInputFiles([fixture("twodsix-ship-scout.json"), fixture("twodsix-traveller-engineer.json")]);
    await until(
      () => document.querySelectorAll("#cepheus-usdf-import .usdf-actor").length === 2,
      "the preview of both exports",
    );
    const folders = await page.evaluate(() => game.folders.size);
    await dialog.locator('button[type="submit"]').click();
    await until(
      () => !!game.actors.getName("Kestrel") && !!game.actors.getName("Annie"),
      "the ship and the crew member",
    );
    await until(() => !document.querySelector("#cepheus-usdf-import"), "the window to close");
    const made = await page.evaluate(() => {
      const ship = game.actors.getName("Kestrel");
      const crew = game.actors.getName("Annie");
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

/** The built odds worker in dist/chunks (npm run build), as the page fetches it: systems/cepheus-space-combat/chunks/… */
function distOddsWorker() {
  const dir = path.join(root, "dist", "chunks");
  const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => /^odds-worker-[\w-]+\.mjs$/.test(f)) : undefined;
  if (!file) throw new Error("no dist/chunks/odds-worker-*.mjs: run npm run build first");
  return `${ORIGIN}/${SYSTEM_PATH}chunks/${file}`;
}

/** In the page: the same OddsResult, whatever the order of its keys. */
const SAME_ODDS = `(a, b) => {
  const norm = (r) => JSON.stringify(r, (k, v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v));
  return norm(a) === norm(b);
}`;

await check(
  "odds: the first estimate from the click, cold then warm (the duel, then six ships on three sides), timed",
  async () => {
    const url = distOddsWorker();
    // first in this page: the odds chunk is not loaded yet and the page's engine has not fought a battle (cold)
    const r = await page.evaluate(async (url) => {
      const run = async (fight, seed, stopAtFirst) => {
        const started = performance.now();
        const odds = await window.cepheus.odds();
        const state = fight === "duel" ? odds.duel() : odds.sixShipFight();
        const stop = new window.AbortController();
        const firsts = [];
        const estimate = await odds.estimateOddsDetailed(
          state,
          10_000,
          seed,
          {},
          {
            workers: odds.workerCount(),
            create: () => new Worker(url, { type: "module" }),
            first: odds.FIRST_BATTLES,
            signal: stop.signal,
            onPartial: (result, done) => {
              firsts.push({
                ms: performance.now() - started,
                done,
                battles: result.battles,
                ships: Object.keys(result.ships).length,
              });
              if (stopAtFirst) stop.abort();
            },
          },
        );
        return {
          first: firsts[0],
          reports: firsts.length,
          ms: performance.now() - started,
          battles: estimate.result.battles,
          stopped: estimate.stopped,
        };
      };
      const coldDuel = await run("duel", 1, false);
      const warmDuel = await run("duel", 20_001, false);
      const sixShips = await run("sixShips", 1, true);
      const sixShipsWarm = await run("sixShips", 5_001, true);
      window.cepheus.odds().then((o) => o.releaseIdleWorkers());
      return { coldDuel, warmDuel, sixShips, sixShipsWarm, cores: navigator.hardwareConcurrency };
    }, url);
    assert(r.coldDuel.battles === 10_000 && !r.coldDuel.stopped, `cold duel: ${JSON.stringify(r.coldDuel)}`);
    assert(r.coldDuel.reports > 3, `the estimate was refined only ${r.coldDuel.reports} times`);
    assert(
      r.coldDuel.first.battles >= 1 && r.coldDuel.first.battles < 10_000,
      `first estimate: ${JSON.stringify(r.coldDuel.first)}`,
    );
    assert(r.sixShips.stopped && r.sixShips.first.ships === 6, `six ships: ${JSON.stringify(r.sixShips)}`);
    // the referee's goal (a first estimate within 300 ms of the click): printed, not asserted (speed goals are npm run bench's)
    console.log(
      `      first estimate, duel: ${Math.round(r.coldDuel.first.ms)} ms cold (${r.coldDuel.first.done} battles), ${Math.round(r.warmDuel.first.ms)} ms warm; ` +
        `all 10,000: ${Math.round(r.coldDuel.ms)} ms cold, ${Math.round(r.warmDuel.ms)} ms warm (${r.coldDuel.reports} and ${r.warmDuel.reports} estimates shown); ` +
        `six ships on three sides: ${Math.round(r.sixShips.first.ms)} ms, then ${Math.round(r.sixShipsWarm.first.ms)} ms (${r.cores} logical cores)`,
    );
  },
);

await check(
  "odds: the built worker (dist/chunks/odds-worker-*.mjs) loads as a module worker and fights its part exactly as the page's oddsOf",
  async () => {
    const url = distOddsWorker();
    const r = await page.evaluate(
      async ([url, same]) => {
        const { estimateOddsDetailed, oddsOf, fight, releaseIdleWorkers } = await window.cepheus.odds();
        const state = fight();
        const made = [];
        const create = () => {
          const w = new Worker(url, { type: "module" });
          made.push(w);
          return w;
        };
        const estimate = await estimateOddsDetailed(state, 300, 41, {}, { workers: 3, create });
        releaseIdleWorkers();
        return {
          same: (0, eval)(same)(estimate.result, oddsOf(state, 300, 41)),
          workers: estimate.workers,
          inPage: estimate.inPage,
          failures: estimate.failures,
          made: made.length,
          sides: estimate.result.sides,
        };
      },
      [url, SAME_ODDS],
    );
    assert(r.failures.length === 0, `a worker failed: ${r.failures.join("; ")}`);
    assert(
      r.workers === 3 && r.inPage === 0 && r.made === 3,
      `workers ${r.workers}, in the page ${r.inPage}, made ${r.made}`,
    );
    assert(r.same, `the workers' merged odds differ from oddsOf in the page: ${JSON.stringify(r.sides)}`);
    assert(
      requests.some((u) => u === url),
      `the page never fetched ${url}`,
    );
  },
);

await check("odds: 10,000 battles on one built worker per core, timed (the referee's estimate)", async () => {
  const url = distOddsWorker();
  const r = await page.evaluate(async (url) => {
    const { estimateOddsDetailed, workerCount, fight, releaseIdleWorkers } = await window.cepheus.odds();
    const state = fight();
    const workers = workerCount();
    const started = performance.now();
    const estimate = await estimateOddsDetailed(
      state,
      10_000,
      Date.now() % 2_147_483_647,
      {},
      { workers, create: () => new Worker(url, { type: "module" }) },
    );
    const ms = performance.now() - started;
    releaseIdleWorkers();
    const r = estimate.result;
    return {
      ms,
      cores: navigator.hardwareConcurrency,
      workers: estimate.workers,
      inPage: estimate.inPage,
      failures: estimate.failures,
      battles: r.battles,
      total: Object.values(r.sides).reduce((a, b) => a + b, 0) + r.draws,
      sides: r.sides,
      draws: r.draws,
      averageRounds: r.averageRounds,
    };
  }, url);
  assert(r.failures.length === 0 && r.inPage === 0, `fought in the page: ${r.failures.join("; ")}`);
  assert(r.battles === 10_000 && r.total === 10_000, `battles ${r.battles}, outcomes ${r.total}`);
  console.log(
    `      10,000 battles (Patrol Frigate and Far Trader vs Raider) in ${Math.round(r.ms)} ms on ${r.workers} worker(s), ${r.cores} logical core(s): ` +
      `${JSON.stringify(r.sides)}, ${r.draws} draws, ending in round ${r.averageRounds.toFixed(1)} on average`,
  );
});

await check(
  "odds: the bench's duel (Raider vs Frontier Trader), 10,000 battles on workers started cold, then twice on the workers kept, timed",
  async () => {
    const url = distOddsWorker();
    const r = await page.evaluate(async (url) => {
      const { estimateOddsDetailed, workerCount, duel, releaseIdleWorkers } = await window.cepheus.odds();
      const made = [];
      const create = () => {
        const w = new Worker(url, { type: "module" });
        made.push(w);
        return w;
      };
      const times = [];
      let battles = 0;
      let reports = 0;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const estimate = await estimateOddsDetailed(
          duel(),
          10_000,
          1 + i * 10_000,
          {},
          { workers: workerCount(), create, onProgress: () => reports++ },
        );
        times.push(performance.now() - started);
        if (estimate.inPage === 0) battles += estimate.result.battles;
      }
      releaseIdleWorkers();
      return { times, battles, made: made.length, workers: workerCount(), reports };
    }, url);
    assert(r.battles === 30_000, `battles fought on workers: ${r.battles} of 30,000`);
    assert(
      r.made === r.workers,
      `${r.made} workers made for three estimates on ${r.workers}: the later ones should use the workers kept`,
    );
    // each worker reports every 500 battles of its part, and each part once more when it answers
    assert(r.reports >= (3 * 10_000) / 500, `progress reports: ${r.reports}`);
    // the odds window's goal (10,000 battles answered in under a second): printed, not asserted (speed goals are npm run bench's)
    console.log(
      `      10,000 battles (Raider vs Frontier Trader, the bench's duel) on ${r.workers} worker(s): ${Math.round(r.times[0])} ms started cold, then ${Math.round(r.times[1])} ms and ${Math.round(r.times[2])} ms on the workers kept`,
    );
  },
);

await check(
  "odds: a worker that cannot load (404) is told to the pool, not to the page; its part is fought in the page, same result",
  async () => {
    const before = errors.length;
    const missing = `${ORIGIN}/${SYSTEM_PATH}chunks/odds-worker-missing.mjs`;
    const r = await page.evaluate(
      async ([url, missing, same]) => {
        const { estimateOddsDetailed, oddsOf, fight, releaseIdleWorkers } = await window.cepheus.odds();
        const state = fight();
        let n = 0;
        const create = () => new Worker(n++ === 1 ? missing : url, { type: "module" });
        const estimate = await estimateOddsDetailed(state, 90, 3, {}, { workers: 2, create, slice: 10 });
        releaseIdleWorkers();
        return {
          same: (0, eval)(same)(estimate.result, oddsOf(state, 90, 3)),
          workers: estimate.workers,
          inPage: estimate.inPage,
          failures: estimate.failures,
        };
      },
      [distOddsWorker(), missing, SAME_ODDS],
    );
    // the browser logs the failed fetch itself (a network error, not the page's): expected here
    const logged = errors.splice(before).filter((e) => !/404|Failed to load resource/.test(e));
    assert(logged.length === 0, `page errors: ${logged.join("; ")}`);
    assert(
      r.workers === 1 && r.inPage === 1 && r.failures.length === 1,
      `workers ${r.workers}, in the page ${r.inPage}, failures ${r.failures.join("; ")}`,
    );
    assert(r.same, "the result with a part fought in the page differs from oddsOf");
  },
);

// after the checks above: they assert what the page loaded before anyone asked, and these show every scene
await screenChecks({ page, check, assert, show });
await accessibilityChecks({ page, check, assert });

await close();
// the same screen checks with the page in German, the longest of the system's languages
await languageScreenChecks({ lang: "de", check, assert });
// every scene's accessibility checks with the page in each other language of system.json (French, Spanish, Brazilian
// Portuguese): a translated label can break what English and German pass
const languages = JSON.parse(fs.readFileSync(path.join(root, "system.json"), "utf8")).languages.map((l) => l.lang);
for (const lang of languages.filter((l) => l !== "en" && l !== "de"))
  await languageAccessibilityChecks({ lang, check, assert });
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
fs.mkdirSync(path.dirname(path.resolve(root, report)), { recursive: true });
fs.writeFileSync(
  path.resolve(root, report),
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed, tests: results }, null, 2) + "\n",
);
console.log(`\nbrowser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
