// Screen checks of the chat cards and dialogs and what they must agree with: weapons named as the sheet names them, the
// tracker's flag for damage waiting, the shared magazine, a player's read-only sheet, Jump at the J-Drive, the crew
// sheet, the action and setup dialogs (no nested brackets, columns that fit) and Step back. Run by ./screen-checks.mjs.
/* global document, game -- used inside page.evaluate (the page) */
import { literal, pieces, t, whole, costWords } from "./screen-kit.mjs";

export async function cardDialogChecks({ page, check, assert, show }) {
  await check("attack card: each shot names its weapon as the sheet does (Beam Laser A, B, C)", async () => {
    await show("chat-attack");
    const names = await page.locator("#chat-log .card-shots tbody th").allTextContents();
    assert(names.length === 3, `shots: ${names.join(", ")}`);
    assert(
      JSON.stringify(names.map((n) => n.trim())) === JSON.stringify(["Beam Laser A", "Beam Laser B", "Beam Laser C"]),
      `shots named ${names.join(", ")}`,
    );
  });

  await check("damage card: each hit names its weapon as the sheet and the attack card do", async () => {
    await show("chat-damage");
    const headings = await page.locator("#chat-log [data-card-kind='damage'] .card-block h4").allTextContents();
    const heading = await whole(page, "CEPHEUS.Chat.Damage.heading", {
      source: "(?<source>.+?)",
      attacker: literal("ISS Vigilant"),
    });
    const hits = headings.map((h) => heading.exec(h.trim())?.groups.source).filter(Boolean);
    assert(hits.length === 2, `hit headings: ${headings.join(" | ")}`);
    // beams A and C hit (B missed): the damage card names them as the attack card's rows do
    assert(JSON.stringify(hits) === JSON.stringify(["Beam Laser A", "Beam Laser C"]), `hits named ${hits.join(", ")}`);
  });

  await check(
    "tracker: a ship whose damage card waits for Apply is flagged; its numbers are not yet the hit's",
    async () => {
      await show("tracker-damage-waiting");
      const flags = await page.evaluate(() =>
        [...document.querySelectorAll(".cepheus-tracker .ship")].map((row) => ({
          name: row.querySelector(".ship-name").textContent.trim(),
          // the flag's visible words (a link to the card also names, for screen readers, where it leads)
          waiting: [...(row.querySelector(".flag.damage-waiting")?.childNodes ?? [])]
            .filter((n) => n.nodeType === 3)
            .map((n) => n.textContent)
            .join("")
            .trim(),
        })),
      );
      const kestrel = flags.find((f) => f.name === "Red Kestrel");
      const waiting = [
        await whole(page, "CEPHEUS.Tracker.DamageWaitingOne"),
        await whole(page, "CEPHEUS.Tracker.DamageWaiting", { count: "\\d+" }),
      ];
      assert(kestrel && waiting.some((re) => re.test(kestrel.waiting)), `rows: ${JSON.stringify(flags)}`);
      const vigilant = flags.find((f) => f.name === "ISS Vigilant");
      assert(vigilant && !vigilant.waiting, `the Vigilant is flagged: ${JSON.stringify(vigilant)}`);
    },
  );

  await check("weapons tab: the missile count is shown once, as the shared magazine's, not on every rack", async () => {
    await show("ship-weapons");
    const rows = await page
      .locator(".ship-sheet tr.weapon")
      .evaluateAll((trs) => trs.map((tr) => tr.textContent.replace(/\s+/g, " ").trim()));
    const smart = await page.evaluate(() => game.actors.getName("ISS Vigilant").system.ammo.missiles.smart);
    const racks = rows.filter((r) => /Missile Rack/.test(r));
    assert(racks.length === 6, `racks: ${racks.length}`);
    const shared = await pieces(page, "CEPHEUS.Sheet.Weapons.MissilesShared");
    for (const r of racks) assert(!r.includes(String(smart)) && shared.every((p) => r.includes(p)), `rack row: ${r}`);
    const magazine = await page.locator(".ship-sheet .magazine").textContent();
    const hint = await t(page, "CEPHEUS.Sheet.Weapons.MagazineHint");
    assert(magazine.includes(String(smart)) && magazine.includes(hint), `magazine: ${magazine}`);
  });

  await check("a player's read-only sheet shows no drop hints and no editing controls", async () => {
    await show("ship-stations-player");
    const sheet = page.locator(".ship-sheet");
    const text = await sheet.textContent();
    const empty = await t(page, "CEPHEUS.Sheet.Seat.Empty");
    assert(!text.includes(empty), "the player is told to drag crew onto a sheet they cannot edit");
    const editing = ["addNpc", "addSoftware", "removeSeat", "deleteMount", "deleteWeapon", "addMount", "setTrack"].map(
      (a) => `[data-action="${a}"]`,
    );
    const tabs = ["stations", "weapons", "systems", "details"].map((k) => t(page, `CEPHEUS.Sheet.Tab.${k}`));
    for (const tab of await Promise.all(tabs)) {
      await sheet.locator("nav.sheet-tabs button", { hasText: tab }).click();
      for (const sel of [
        ...editing,
        "[data-drag-seat]",
        "input:not([disabled])",
        "select:not([disabled])",
        "textarea:not([disabled])",
      ]) {
        const shown = await sheet.locator(`.tab.active ${sel}, .sheet-header ${sel}`).count();
        assert(shown === 0, `${tab} tab: the player sees ${shown} × ${sel}`);
      }
    }
  });

  await check("stations: Jump is offered at the J-Drive, not under the M-Drive seat", async () => {
    await show("ship-stations");
    const r = await page.evaluate(() =>
      [...document.querySelectorAll('.ship-sheet .slot[data-mount-id="mDrive"] .seat')].map((s) =>
        [...s.querySelectorAll("[data-station-action]")].map((b) => b.dataset.stationAction),
      ),
    );
    assert(r.length === 1, `M-Drive seats: ${r.length}`);
    assert(!r[0].includes("jump"), `the M-Drive engineer is offered: ${r[0].join(", ")}`);
  });

  await check("crew sheet: the station held reads without nested brackets, radiation with its unit", async () => {
    await show("crew");
    const held = await page.locator(".crew-sheet .stations-held li").allTextContents();
    assert(held.length > 0, "no station held");
    for (const h of held) {
      let depth = 0;
      let max = 0;
      for (const ch of h) {
        if (ch === "(") max = Math.max(max, ++depth);
        if (ch === ")") depth--;
      }
      assert(max <= 1, `nested brackets: ${h.trim()}`);
    }
    const rads = await page.locator('.crew-sheet label:has(input[name="system.rads"])').textContent();
    const unit = await t(page, "CEPHEUS.Sheet.CrewSheet.RadsUnit");
    assert(rads.includes(unit), `the radiation field has no unit: ${rads}`);
  });

  await check('action dialog: no nested brackets (a shot reads "Beam Laser A · Average (+0)")', async () => {
    await show("action-dialog");
    const text = await page.locator(".action-dialog").textContent();
    let depth = 0;
    let max = 0;
    let at = "";
    for (const [i, ch] of [...text].entries()) {
      if (ch === "(" && ++depth > max) {
        max = depth;
        at = text.slice(Math.max(0, i - 30), i + 20);
      }
      if (ch === ")") depth--;
    }
    assert(max <= 1, `nested brackets: …${at.replace(/\s+/g, " ")}…`);
  });

  await check("action dialog: its blurb says the action's cost once", async () => {
    await show("action-dialog");
    const blurb = (await page.locator(".action-dialog .blurb").textContent()).toLowerCase();
    const costs = ["significant", "minor", "reaction"].map((c) => t(page, `CEPHEUS.Sheet.Cost.${c}`));
    for (const word of costWords(await Promise.all(costs))) {
      const n = blurb.split(word).length - 1;
      assert(n <= 1, `"${word}" ${n} times in: ${blurb}`);
    }
  });

  await check("setup dialog: every column of the ships' table fits the window (Encrypted included)", async () => {
    await show("setup-dialog");
    const r = await page.evaluate(() => {
      const win = document.querySelector(".application.dialog");
      const w = win.getBoundingClientRect();
      const table = win.querySelector("table.setup-ships");
      return {
        heads: [...table.querySelectorAll("thead th")].map((th) => {
          const b = th.getBoundingClientRect();
          return { text: th.textContent.trim(), left: b.left, right: b.right };
        }),
        winLeft: w.left,
        winRight: w.right,
        overflow: table.parentElement.scrollWidth - table.parentElement.clientWidth,
      };
    });
    assert(r.heads.length >= 5, `columns: ${r.heads.map((h) => h.text).join(", ")}`);
    for (const h of r.heads)
      assert(
        h.left >= r.winLeft && h.right <= r.winRight + 0.5,
        `"${h.text}" is cut off (${Math.round(h.right)} > ${Math.round(r.winRight)})`,
      );
    assert(r.overflow <= 1, `the table overflows its box by ${r.overflow}px`);
  });

  await check("tracker: Step back says what it returns to", async () => {
    await show("tracker-gm");
    const button = page.locator('.cepheus-tracker-controls [data-action="stepBack"]');
    assert((await button.count()) === 1, "no Step back for the GM");
    const tooltip = await button.getAttribute("data-tooltip-text");
    const described = await page.evaluate(() => {
      const b = document.querySelector('.cepheus-tracker-controls [data-action="stepBack"]');
      return (b.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
    });
    const visible = await button.textContent();
    // the demo's newest checkpoint is the one before the Vigilant's missile launch, in her turn of round 1: the button
    // says so, on its face and for screen readers
    const [toStart, short] = await page.evaluate(() => [
      game.i18n.format("CEPHEUS.Tracker.Control.StepBackToShip", { round: "1", ship: "ISS Vigilant" }),
      game.i18n.format("CEPHEUS.Tracker.Control.StepBackShort", { round: "1", ship: "ISS Vigilant" }),
    ]);
    for (const [what, text, says] of [
      ["tooltip", tooltip, toStart],
      ["description", described, toStart],
      ["label", visible, short],
    ])
      assert(text.includes(says), `${what}: ${text}`);
  });
}
