// Screen checks that controls say what they do and lead where they say, and that they fit: the tracker's "damage card
// waiting" flag leads to its card; Undo names what it takes back and stands below Apply; the odds window's whiskers
// stay in their bars and its what-if list in the window; the import window names the export's fields in words behind
// a labelled file button; the ship sheet's switch says its mode and every open place can be filled from the keyboard;
// the welcome window's main button comes first. Run by ./screen-checks.mjs, in English and in German.
/* global document, getComputedStyle, window -- used inside page.evaluate (the page) */
import { literal, t, whole } from "./screen-kit.mjs";

export async function controlWordChecks({ page, check, assert, show }) {
  await check(
    "tracker: the damage-waiting flag is a button that shows its card in the chat log, marked and focused",
    async () => {
      await show("tracker-damage-waiting");
      const flag = page.locator(".cepheus-tracker .flag.damage-waiting");
      assert((await flag.count()) === 1, `flags: ${await flag.count()}`);
      const tag = await flag.evaluate((el) => el.tagName);
      assert(tag === "BUTTON", `the flag is a ${tag}, not a control the keyboard reaches`);
      await flag.focus();
      await page.keyboard.press("Enter");
      // (the way to the card loads with the tracker's dialogs on first use)
      await page
        .waitForFunction(() => document.activeElement?.classList.contains("cepheus-card"), null, { timeout: 5000 })
        .catch(() => {});
      const r = await page.evaluate(() => {
        const id = document.querySelector(".cepheus-tracker .flag.damage-waiting").dataset.messageId;
        const li = document.querySelector(`#chat-log .chat-message[data-message-id="${id}"]`);
        const card = li?.querySelector(".cepheus-card");
        const box = card?.getBoundingClientRect();
        return {
          focused: !!card && document.activeElement === card,
          marked: !!card?.classList.contains("shown"),
          kind: card?.dataset.cardKind,
          title: card?.querySelector(".card-title")?.textContent.trim() ?? "",
          inView: !!box && box.top >= 0 && box.top < window.innerHeight,
        };
      });
      const title = await whole(page, "CEPHEUS.Chat.DamageTitle", { ship: literal("Red Kestrel") });
      assert(r.kind === "damage" && title.test(r.title), `led to ${r.kind} card "${r.title}"`);
      assert(r.focused && r.marked && r.inView, `card focused ${r.focused}, marked ${r.marked}, in view ${r.inView}`);
    },
  );

  await check("damage card: Undo names what it takes back and is quieter than Apply", async () => {
    const button = async (scene, action) => {
      await show(scene);
      return page.evaluate((a) => {
        const b = [...document.querySelectorAll("#chat-log [data-card-kind='damage'] .card-button")].findLast(
          (x) => x.dataset.cardAction === a,
        );
        const row = b.closest(".card-buttons").getBoundingClientRect();
        const s = getComputedStyle(b);
        return {
          text: b.textContent.trim(),
          share: b.getBoundingClientRect().width / row.width,
          weight: Number(s.fontWeight),
          background: s.backgroundColor,
        };
      }, action);
    };
    const apply = await button("chat-damage", "apply");
    const undo = await button("chat-damage-applied", "undo");
    const words = await whole(page, "CEPHEUS.Chat.UndoDamage", { ship: literal("Red Kestrel") });
    assert(words.test(undo.text), `Undo reads "${undo.text}"`);
    assert(undo.share < 0.8 && undo.share < apply.share, `Undo takes ${undo.share} of the row, Apply ${apply.share}`);
    assert(undo.weight < apply.weight, `Undo's weight ${undo.weight}, Apply's ${apply.weight}`);
    assert(undo.background !== apply.background, `Undo and Apply both drawn on ${undo.background}`);
  });

  await check("odds window: each 95% whisker stays inside its bar's track, clear of the share beside it", async () => {
    await show("odds-window");
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll(".cepheus-odds .odds-table tbody tr")].map((tr) => {
        const box = (sel) => tr.querySelector(sel).getBoundingClientRect();
        return {
          name: tr.querySelector("th").textContent.trim(),
          bar: box(".odds-bar"),
          whisker: box(".odds-whisker"),
          percent: box(".odds-percent"),
        };
      }),
    );
    assert(rows.length >= 3, `rows: ${rows.length}`);
    const widths = new Set(rows.map((r) => Math.round(r.bar.width)));
    assert(widths.size === 1, `bars of different widths (a track is the whole 100%): ${[...widths]}`);
    for (const r of rows) {
      assert(
        r.whisker.left >= r.bar.left - 0.5 && r.whisker.right <= r.bar.right + 0.5,
        `${r.name}: whisker ${r.whisker.left}–${r.whisker.right} outside its bar ${r.bar.left}–${r.bar.right}`,
      );
      assert(r.percent.left - r.whisker.right >= 4, `${r.name}: the whisker touches the figure beside it`);
    }
  });

  await check("odds window: Stop, the what-if list and Compare stay inside the window", async () => {
    await show("odds-window");
    const r = await page.evaluate(() => {
      const content = document.querySelector(".cepheus-odds-window").closest(".window-content");
      const c = content.getBoundingClientRect();
      const right = c.right - parseFloat(getComputedStyle(content).paddingRight);
      return [...document.querySelectorAll(".cepheus-odds-window .odds-controls :is(button, select, label)")].map(
        (el) => ({ what: el.tagName, right: el.getBoundingClientRect().right, edge: right }),
      );
    });
    const out = r.filter((x) => x.right > x.edge + 1);
    assert(r.length >= 3 && !out.length, `past the window's edge: ${JSON.stringify(out)}`);
  });

  await check("import window: the export's fields named in words; the file control a labelled button", async () => {
    await show("usdf-import-twodsix");
    const r = await page.evaluate(() => {
      const win = document.querySelector(".application .usdf-input").closest(".application");
      const lines = [...win.querySelectorAll(".usdf-guessed li, .usdf-left li, .usdf-read li")].map((li) =>
        li.textContent.trim(),
      );
      const input = win.querySelector("input[type=file]");
      const picker = win.querySelector("[data-action='chooseFiles']");
      return {
        lines,
        raw: lines.filter((l) => /\bsystem\.[\w.]+|\bitems\[|\bflags\.[\w.]+/.test(l)),
        nativeShown: !!input && input.checkVisibility(),
        picker: picker ? { tag: picker.tagName, text: picker.textContent.trim() } : null,
        group: win.querySelector(".usdf-files-picker")?.getAttribute("aria-labelledby") ?? "",
      };
    });
    assert(r.lines.length > 0, "no preview lines");
    assert(!r.raw.length, `raw paths of the export: ${r.raw.join(" | ")}`);
    assert(!r.nativeShown, "the browser's own file input is on the window (its 'no file chosen' with it)");
    const choose = await t(page, "CEPHEUS.USDF.Foreign.ChooseFiles");
    assert(r.picker?.tag === "BUTTON" && r.picker.text === choose && r.group, `picker: ${JSON.stringify(r.picker)}`);
  });

  await check(
    "ship sheet: the switch says which mode the sheet is in; in Edit every open place offers Seat crew…",
    async () => {
      const modes = async (scene) => {
        await show(scene);
        return page.evaluate(() =>
          [...document.querySelectorAll(".ship-sheet .mode-switch button")].map((b) => ({
            text: b.textContent.trim(),
            pressed: b.getAttribute("aria-pressed"),
          })),
        );
      };
      const [play, edit] = [await t(page, "CEPHEUS.Sheet.Mode.play"), await t(page, "CEPHEUS.Sheet.Mode.edit")];
      const pressed = (list) => list.filter((b) => b.pressed === "true").map((b) => b.text);
      const inPlay = await modes("ship-stations");
      assert(JSON.stringify(pressed(inPlay)) === JSON.stringify([play]), `in Play: ${JSON.stringify(inPlay)}`);
      const inEdit = await modes("ship-stations-edit");
      assert(JSON.stringify(pressed(inEdit)) === JSON.stringify([edit]), `in Edit: ${JSON.stringify(inEdit)}`);
      // the demo's crew are all aboard: the picker is there all the same, offering them to move
      const r = await page.evaluate(() => {
        const sheet = document.querySelector(".ship-sheet .window-content").getBoundingClientRect();
        return [...document.querySelectorAll(".ship-sheet .empty-seat")].map((row) => {
          const select = row.querySelector("select[data-seat-crew]");
          const hint = row.querySelector(".hint");
          return {
            picker: !!select && select.checkVisibility() && !select.disabled,
            choices: select ? [...select.options].filter((o) => o.value).length : 0,
            names: select ? [...select.options].filter((o) => o.value).map((o) => o.textContent.trim()) : [],
            hint: hint?.textContent.trim() ?? "",
            fits: [...row.children].every((el) => {
              const b = el.getBoundingClientRect();
              return b.right <= sheet.right + 1 && el.scrollWidth <= el.clientWidth + 1;
            }),
          };
        });
      });
      const hint = await whole(page, "CEPHEUS.Sheet.Seat.Empty");
      const moves = await whole(page, "CEPHEUS.Sheet.Seat.PickerMove");
      assert(r.length > 0, "no open place in Edit");
      for (const place of r) {
        assert(
          place.picker && place.choices > 0,
          `an open place without a Seat crew… picker: ${JSON.stringify(place)}`,
        );
        assert(hint.test(place.hint) && place.fits, `hint "${place.hint}", fits ${place.fits}`);
        // every crew member is aboard already: each is named with the station they would leave
        assert(
          place.names.every((n) => moves.test(n)),
          `choices: ${place.names.join(" | ")}`,
        );
      }
      // the switch stays inside the sheet's header, in every language
      const clipped = await page.evaluate(() => {
        const header = document.querySelector(".ship-sheet .sheet-header").getBoundingClientRect();
        const b = document.querySelector(".ship-sheet .mode-switch").getBoundingClientRect();
        return b.right > header.right + 1 || b.left < header.left - 1;
      });
      assert(!clipped, "the mode switch runs out of the sheet's header");
    },
  );

  await check("welcome window: Create the demo battle is the first button and the main one", async () => {
    await show("welcome");
    const r = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll(".cepheus-welcome .window-content button")];
      const s = (b) => getComputedStyle(b);
      return buttons.map((b) => ({
        text: b.textContent.trim(),
        primary: b.classList.contains("primary"),
        weight: Number(s(b).fontWeight),
        height: b.getBoundingClientRect().height,
      }));
    });
    const create = await t(page, "CEPHEUS.Welcome.CreateDemo");
    assert(r[0]?.text === create && r[0].primary, `first button: ${JSON.stringify(r[0])}`);
    const others = r.slice(1);
    assert(
      others.every((b) => !b.primary && b.weight < r[0].weight && b.height <= r[0].height),
      `it does not stand out: ${JSON.stringify(r)}`,
    );
  });
}
