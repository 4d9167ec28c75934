// Screen checks of the ship sheet: the stations tab in Edit and in Play, a player's view, the legends of the cost badges
// and range bands, the reasons of disabled buttons, and worded remove and delete buttons that ask first. Run by
// ./screen-checks.mjs.
/* global document, getComputedStyle, game, foundry, window -- used inside page.evaluate (the page) */
import { boxes, t, whole } from "./screen-kit.mjs";

export async function shipSheetChecks({ page, check, assert, show }) {
  await check(
    "stations tab (Edit): vacant stations take one line, the list fits the sheet and its last station can be seen",
    async () => {
      await show("ship-stations-edit");
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
    "Play mode: only actions possible now in sight, the rest folded with reasons; empty stations in one line; no editing",
    async () => {
      await show("ship-stations");
      const r = await page.evaluate(() => {
        const sheet = document.querySelector(".ship-sheet");
        const visible = (el) => el.checkVisibility();
        const actions = [...sheet.querySelectorAll(".station-action[data-station-action]")];
        return {
          mode: sheet.querySelector('.mode-switch [data-mode="edit"]')?.getAttribute("aria-pressed"),
          shownDisabled: actions.filter((b) => visible(b) && b.getAttribute("aria-disabled") === "true").length,
          shownEnabled: actions.filter((b) => visible(b) && b.getAttribute("aria-disabled") !== "true").length,
          folds: [...sheet.querySelectorAll("details.unavailable")].map((d) => d.querySelector("summary").textContent),
          why: [...sheet.querySelectorAll("details.unavailable .why")].map((w) => w.textContent.trim()),
          vacantSections: sheet.querySelectorAll(".station.vacant").length,
          empty: sheet.querySelector(".empty-stations")?.textContent ?? "",
          editing: sheet.querySelectorAll(
            '[data-action="removeSeat"], [data-drag-seat], [data-npc-skill], [data-action="addNpc"]',
          ).length,
        };
      });
      assert(r.mode === "false", `the sheet does not open in Play (Edit mode pressed: ${r.mode})`);
      assert(r.shownEnabled > 0, "no action to take in sight");
      assert(r.shownDisabled === 0, `${r.shownDisabled} impossible actions in sight`);
      const fold = [
        await whole(page, "CEPHEUS.Sheet.Mode.notNow", { count: "\\d+" }),
        await whole(page, "CEPHEUS.Sheet.Mode.reactionsNotNow", { count: "\\d+" }),
      ];
      assert(
        r.folds.length > 0 && r.folds.every((f) => fold.some((re) => re.test(f.trim()))),
        `folds: ${r.folds.join(" | ")}`,
      );
      assert(r.why.length > 0 && r.why.every((w) => w.length > 3), `reasons: ${r.why.join(" | ")}`);
      const noOne = await whole(page, "CEPHEUS.Sheet.Mode.emptyStations");
      assert(r.vacantSections === 0 && noOne.test(r.empty.trim()), `vacant: ${r.vacantSections}, line: ${r.empty}`);
      assert(r.editing === 0, `${r.editing} editing controls in Play`);
      await page.locator('.ship-sheet .mode-switch [data-mode="edit"]').click();
      await page.waitForFunction(
        () =>
          document.querySelector('.ship-sheet .mode-switch [data-mode="edit"]')?.getAttribute("aria-pressed") ===
          "true",
      );
      const editing = await page.locator('.ship-sheet [data-action="removeSeat"]').count();
      assert(editing > 0, "Edit mode shows no Unseat");
    },
  );

  await check("a player's sheet opens in Play with their own seats first and the other stations folded", async () => {
    await show("ship-stations-player");
    const r = await page.evaluate(() => {
      const tab = document.querySelector('.ship-sheet [data-tab="stations"].tab');
      return [...tab.children]
        .filter((el) => el.matches("section.station, details.station-fold"))
        .map((el) => ({
          folded: el.matches("details"),
          open: el.matches("details[open]"),
          mine: !!el.querySelector('.station-action[aria-disabled="false"]'),
          label: (el.querySelector("h2, summary")?.textContent ?? "").trim(),
        }));
    });
    const firstFolded = r.findIndex((s) => s.folded);
    assert(firstFolded > 0, `stations: ${JSON.stringify(r)}`);
    assert(
      r.slice(0, firstFolded).every((s) => !s.folded) && r.slice(0, firstFolded).some((s) => s.mine),
      `own stations: ${JSON.stringify(r.slice(0, firstFolded))}`,
    );
    assert(
      r.slice(firstFolded).every((s) => s.folded && !s.open && !s.mine),
      `others: ${JSON.stringify(r)}`,
    );
    const greyed = await page.evaluate(
      () =>
        [...document.querySelectorAll('.ship-sheet .station-action[aria-disabled="true"]')].filter((b) =>
          b.checkVisibility(),
        ).length,
    );
    assert(greyed === 0, `${greyed} greyed buttons in sight`);
  });

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
    await show("ship-stations-edit");
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

  await check(
    "weapons tab: removing a turret or deleting a weapon is a worded button that asks first (No keeps it)",
    async () => {
      await show("ship-weapons");
      const close = (await boxes(page, ".ship-sheet .window-header button"))[0];
      // DialogV2.confirm recorded (the stand-in has none) and answered No
      await page.evaluate(() => {
        const api = foundry.applications.api;
        window.__asked = [];
        window.__dialog = api.DialogV2;
        api.DialogV2 = {
          confirm: (config) => {
            window.__asked.push({ title: config.window?.title, content: config.content, yes: config.yes?.label });
            return Promise.resolve(false);
          },
        };
      });
      try {
        const count = () =>
          page.evaluate(() => {
            const ship = game.actors.getName("ISS Vigilant");
            return { mounts: ship.system.mounts.length, items: ship.items.size };
          });
        const before = await count();
        for (const [action, sel] of [
          ["deleteMount", '.ship-sheet [data-action="deleteMount"]'],
          ["deleteWeapon", '.ship-sheet [data-action="deleteWeapon"]'],
        ]) {
          const buttons = await boxes(page, sel);
          assert(buttons.length > 0, `no ${action} button`);
          for (const b of buttons) {
            assert(/[a-z]{3,}/i.test(b.text) && !/[×✕✖]/.test(b.text), `${action} button reads "${b.text}"`);
            if (close) assert(b.text !== close.text, `the ${action} button reads like the window's close button`);
          }
          const asked = await page.evaluate(() => window.__asked.length);
          await page.locator(sel).first().click();
          await page.waitForFunction((n) => window.__asked.length > n, asked, { timeout: 2000 });
          const q = await page.evaluate(() => window.__asked.at(-1));
          assert(q.content && /[a-z]{3,}/i.test(q.yes ?? ""), `${action} asked ${JSON.stringify(q)}`);
        }
        await page.waitForTimeout(100);
        const after = await count();
        assert(JSON.stringify(after) === JSON.stringify(before), `No deleted: ${JSON.stringify({ before, after })}`);
      } finally {
        await page.evaluate(() => {
          foundry.applications.api.DialogV2 = window.__dialog;
        });
      }
    },
  );
}
