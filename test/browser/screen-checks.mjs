// Browser checks of what the screenshots show: each guards one defect a new user met on a screen (a bar drawn as a
// hairline, text clipped, a list too long to scan, a sign without a legend, a control where it does not belong).
// Run by ./run.mjs: screenChecks({ page, check, assert, show }), once with the page in English and once in German
// (./screens-lang.mjs: the longest strings must fit as well). The words a check looks for are read from the page's
// language (`t(key)`), never written here in English.
/* global document, getComputedStyle, game -- used inside page.evaluate (the page) */

/** The box of every element matching `selector` inside the element with this id. */
const boxes = (page, selector) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].map((el) => {
        const r = el.getBoundingClientRect();
        return {
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          width: r.width,
          height: r.height,
          text: el.textContent.trim(),
        };
      }),
    selector,
  );

/** The page's string for a lang key, and the fixed pieces of it around its {placeholders}. */
const t = (page, key) => page.evaluate((k) => game.i18n.localize(k), key);
const pieces = async (page, key) =>
  (await t(page, key))
    .split(/\{[^}]+\}/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The word naming each cost in its label, lower-cased: the first word no other cost label has ("significant",
 * "minor", "reaction"; "hauptaktion", "nebenaktion", "reaktion"; "majeure", "mineure", "réaction").
 */
export const costWords = (labels) =>
  labels.map((label, i) => {
    const words = label.toLowerCase().split(/\s+/);
    const others = labels.filter((_, j) => j !== i).flatMap((l) => l.toLowerCase().split(/\s+/));
    return words.find((w) => !others.includes(w)) ?? label.toLowerCase();
  });

export async function screenChecks({ page, check, assert, show }) {
  await check(
    "tracker: each ship's hull/structure bar is a visible bar whose fill matches its share (not a hairline)",
    async () => {
      await show("tracker-gm");
      const bars = await page.evaluate(() =>
        [...document.querySelectorAll(".cepheus-tracker .integrity")].map((bar) => {
          const fill = bar.querySelector(".integrity-fill");
          const b = bar.getBoundingClientRect();
          const f = fill?.getBoundingClientRect();
          const inner = b.width - 2; // the track's border
          return {
            value: Number(bar.getAttribute("aria-valuenow")),
            height: b.height,
            fillHeight: f?.height ?? 0,
            fillShare: f ? f.width / inner : -1,
            colour: fill ? getComputedStyle(fill).backgroundColor : "",
            track: getComputedStyle(bar).backgroundColor,
          };
        }),
      );
      assert(bars.length >= 2, `bars: ${bars.length}`);
      for (const b of bars) {
        assert(b.height >= 6 && b.fillHeight >= 4, `a bar ${b.height}px tall, its fill ${b.fillHeight}px`);
        assert(
          Math.abs(b.fillShare - b.value / 100) < 0.03,
          `fill ${Math.round(b.fillShare * 100)}% for a value of ${b.value}%`,
        );
        assert(
          b.colour && b.colour !== b.track && !/rgba\(0, 0, 0, 0\)/.test(b.colour),
          `fill colour ${b.colour} on track ${b.track}`,
        );
      }
    },
  );

  await check(
    "player's tracker: the condition and every stat stay inside their ship's card, nothing clipped",
    async () => {
      await show("tracker-player");
      const bad = await page.evaluate(() => {
        // every condition as the longest one the tracker can show ("Structure damaged"), whatever the fight's state
        const labels = Object.values(game.i18n.translations.CEPHEUS.Tracker.Condition);
        const longest = labels.reduce((a, b) => (b.length > a.length ? b : a));
        for (const dd of document.querySelectorAll(".cepheus-tracker .stat.condition dd")) dd.textContent = longest;
        const out = [];
        for (const row of document.querySelectorAll(".cepheus-tracker .ship")) {
          const r = row.getBoundingClientRect();
          for (const el of row.querySelectorAll(".ship-stats .stat, .ship-stats dd, .ship-stats dt")) {
            const b = el.getBoundingClientRect();
            if (b.right > r.right - 1 || b.left < r.left || el.scrollWidth > el.clientWidth + 1)
              out.push(
                `${el.textContent.trim()} (${Math.round(b.left)}–${Math.round(b.right)} in ${Math.round(r.left)}–${Math.round(r.right)})`,
              );
          }
        }
        return out;
      });
      assert(bad.length === 0, `clipped or overflowing: ${bad.join("; ")}`);
      const conditions = await boxes(page, ".cepheus-tracker .stat.condition dd");
      assert(conditions.length > 0, "the player sees no enemy condition");
    },
  );

  await check(
    "stations tab: vacant stations take one line, the list fits the sheet and its last station can be seen",
    async () => {
      await show("ship-stations");
      const r = await page.evaluate(() => {
        const sheet = document.querySelector(".ship-sheet");
        const content = sheet.querySelector(".window-content");
        const tab = sheet.querySelector('[data-tab="stations"].tab');
        const stations = [...tab.querySelectorAll(".station")];
        const last = stations.at(-1);
        last.scrollIntoView({ block: "end" });
        const c = content.getBoundingClientRect();
        const l = last.getBoundingClientRect();
        const vacant = stations
          .filter((s) => s.classList.contains("vacant"))
          .map((s) => ({ name: s.querySelector("h2").textContent, height: s.getBoundingClientRect().height }));
        return {
          tabHeight: tab.scrollHeight,
          lastVisible: l.bottom <= c.bottom + 1 && l.top >= c.top - 1,
          lastName: last.querySelector("h2").textContent,
          vacant,
          scrolls: getComputedStyle(content).overflowY,
        };
      });
      assert(
        r.lastVisible,
        `the last station (${r.lastName}) cannot be brought into view (content overflow-y: ${r.scrolls})`,
      );
      assert(r.vacant.length >= 4, `vacant stations: ${JSON.stringify(r.vacant)}`);
      for (const v of r.vacant)
        assert(v.height <= 40, `the vacant ${v.name} station is ${Math.round(v.height)}px tall`);
      // a 300-ton frigate with eight seats: the whole list within 1,300 px (it was ~1,950 and cut off)
      assert(r.tabHeight <= 1300, `the stations tab is ${r.tabHeight}px tall`);
    },
  );

  await check(
    "the S/M/R badges, the tracker's band abbreviations and its dashed/solid borders have a legend and tooltips",
    async () => {
      await show("ship-stations");
      const legend = await page.locator(".ship-sheet .cost-legend").textContent();
      const costs = ["significant", "minor", "reaction"].map((c) => `CEPHEUS.Sheet.Cost.${c}`);
      for (const word of await Promise.all(costs.map((k) => t(page, k))))
        assert(legend.includes(word), `the cost legend lacks "${word}": ${legend}`);
      const letters = await page.locator(".ship-sheet .station-action .cost").allTextContents();
      for (const l of new Set(letters))
        assert(
          (await page.locator(".ship-sheet .cost-legend .cost", { hasText: l }).count()) > 0,
          `badge "${l}" is not in the legend`,
        );
      await show("tracker-gm");
      const shown = await page
        .locator(".cepheus-tracker .range-badge abbr.band")
        .evaluateAll((els) => els.map((e) => ({ abbr: e.textContent.trim(), title: e.getAttribute("title") })));
      assert(shown.length > 0, "no range badges");
      const trackerLegend = await page.locator(".cepheus-tracker .range-legend").textContent();
      for (const s of shown) {
        assert(s.title && s.title.length > s.abbr.length, `badge "${s.abbr}" has no expansion (title ${s.title})`);
        assert(
          trackerLegend.includes(s.abbr) && trackerLegend.includes(s.title),
          `the legend lacks "${s.abbr} ${s.title}": ${trackerLegend}`,
        );
      }
      for (const key of ["CEPHEUS.Tracker.Legend.Dashed", "CEPHEUS.Tracker.Legend.Solid"])
        assert(
          trackerLegend.includes(await t(page, key)),
          `the legend does not say what the borders mean: ${trackerLegend}`,
        );
    },
  );

  await check(
    "a disabled station button tells its reason on hover (tooltip) and to screen readers (aria-describedby)",
    async () => {
      await show("ship-stations");
      const r = await page.evaluate(() =>
        [...document.querySelectorAll('.ship-sheet .station-action[aria-disabled="true"]')].map((b) => {
          const ids = (b.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
          const described = ids.map((id) => document.getElementById(id)?.textContent.trim() ?? "").join(" ");
          return { label: b.querySelector(".label").textContent, tooltip: b.dataset.tooltipText ?? "", described };
        }),
      );
      assert(r.length > 0, "no disabled button to check");
      for (const b of r) {
        assert(b.described.length > 0, `${b.label}: no reason for screen readers`);
        assert(
          b.tooltip.includes(b.described),
          `${b.label}: the tooltip "${b.tooltip}" does not give the reason "${b.described}"`,
        );
      }
    },
  );

  await check("the remove-crew button is a worded button, unlike the window's close cross", async () => {
    await show("ship-stations");
    const close = (await boxes(page, ".ship-sheet .window-header button"))[0];
    const unseat = await boxes(page, '.ship-sheet [data-action="removeSeat"]');
    assert(unseat.length > 0, "no remove button for the GM");
    for (const u of unseat) {
      assert(/\p{L}{3,}/u.test(u.text) && !/[×✕✖]/.test(u.text), `remove button reads "${u.text}"`);
      if (close) assert(u.text !== close.text, "the remove button reads like the window's close button");
    }
  });

  await check("weapons tab: each turret's delete button lines up with its weapons' delete buttons", async () => {
    await show("ship-weapons");
    const r = await page.evaluate(() =>
      [...document.querySelectorAll(".ship-sheet .mount[data-mount-id]")].map((m) => ({
        mount: m.querySelector('[data-action="deleteMount"]')?.getBoundingClientRect().right,
        weapons: [...m.querySelectorAll('[data-action="deleteWeapon"]')].map((b) => b.getBoundingClientRect().right),
      })),
    );
    assert(r.length > 0, "no mounts");
    for (const m of r)
      for (const w of m.weapons) assert(Math.abs(m.mount - w) <= 2, `mount × at ${m.mount}, weapon × at ${w}`);
  });

  await check("attack card: each shot names its weapon as the sheet does (Beam Laser A, B, C)", async () => {
    await show("chat-attack");
    const names = await page.locator("#chat-log .card-shots tbody th").allTextContents();
    assert(names.length === 3, `shots: ${names.join(", ")}`);
    assert(
      JSON.stringify(names.map((n) => n.trim())) === JSON.stringify(["Beam Laser A", "Beam Laser B", "Beam Laser C"]),
      `shots named ${names.join(", ")}`,
    );
  });

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

  await check("action dialog: its blurb says the action's cost once", async () => {
    await show("action-dialog");
    const blurb = (await page.locator(".action-dialog .blurb").textContent()).toLowerCase();
    const costs = ["significant", "minor", "reaction"].map((c) => t(page, `CEPHEUS.Sheet.Cost.${c}`));
    for (const word of costWords(await Promise.all(costs))) {
      const n = blurb.split(word).length - 1;
      assert(n <= 1, `"${word}" ${n} times in: ${blurb}`);
    }
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
    // the demo's only checkpoint is the one before initiative: the button says so, on its face and for screen readers
    const toStart = await t(page, "CEPHEUS.Tracker.Control.StepBackToStart");
    const short = await t(page, "CEPHEUS.Tracker.Control.StepBackShortStart");
    for (const [what, text, says] of [
      ["tooltip", tooltip, toStart],
      ["description", described, toStart],
      ["label", visible, short],
    ])
      assert(text.includes(says), `${what}: ${text}`);
  });
}
