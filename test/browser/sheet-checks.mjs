// Browser tests of the ship sheet driven by mouse and keyboard: its tabs, the station actions and their dialog, a
// player's seats, the damage pips, seating crew by drag, picker and drop, hotbar macros, and its contrast in both themes.
// Run first by ./run.mjs, which passes the page and its helpers: the second check asserts what the page loaded before
// anyone clicked.
/* global document, foundry, DragEvent, DataTransfer, setTimeout, game, Hooks, Actor, getComputedStyle, performance -- used inside page.evaluate (the page) */

export async function sheetChecks({
  page,
  check,
  assert,
  show,
  state,
  sheet,
  button,
  until,
  messagesNow,
  chunkRequests,
}) {
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
}
