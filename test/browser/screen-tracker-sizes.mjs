// Screen checks of the tracker (its hull and structure bars, labels, token images and the player's view of a ship) and
// of sizes on every screen (targets of at least 24 px, text of at least 12 px). Run by ./screen-checks.mjs.
/* global document, getComputedStyle, game -- used inside page.evaluate (the page) */
import { boxes, literal, shape, t, whole } from "./screen-kit.mjs";

export async function trackerSizeChecks({ page, check, assert, show }) {
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
    "tracker: Hull and Structure are two labelled bars; each gunner line names its turret and what was used; rows have the token image",
    async () => {
      await show("tracker-gm");
      // the token images load as the page draws them: wait until each has loaded or failed
      await page.waitForFunction(() => [...document.querySelectorAll(".cepheus-tracker img")].every((i) => i.complete));
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll(".cepheus-tracker .ship")].map((row) => ({
          name: row.querySelector(".ship-name").textContent.trim(),
          bars: [...row.querySelectorAll(".pool-bar")].map((b) => ({
            label: b.querySelector(".pool-label").textContent.replace(/\s+/g, " ").trim(),
            meter: b.querySelector('[role="meter"]')?.getAttribute("aria-label"),
          })),
          img: row.querySelector("img.ship-img")?.naturalWidth ?? 0,
          gunners: [...row.querySelectorAll(".seat-actions li")].map((li) => li.textContent.trim()),
        })),
      );
      assert(rows.length >= 2, `rows: ${rows.length}`);
      const [hull, structure, gunner] = await Promise.all(
        ["CEPHEUS.Tracker.Hull", "CEPHEUS.Tracker.Structure", "CEPHEUS.Position.turretGunner"].map((k) => t(page, k)),
      );
      const ofMax = await shape(page, "CEPHEUS.Tracker.OfMax", { value: "\\d+", max: "\\d+" });
      for (const r of rows) {
        assert(
          r.bars.length === 2 &&
            new RegExp(`^${literal(hull)} ${ofMax}$`).test(r.bars[0].label) &&
            new RegExp(`^${literal(structure)} ${ofMax}$`).test(r.bars[1].label),
          `${r.name}: bars ${JSON.stringify(r.bars)}`,
        );
        assert(
          r.bars[0].meter === hull && r.bars[1].meter === structure,
          `${r.name}: meters ${JSON.stringify(r.bars)}`,
        );
        assert(r.img > 0, `${r.name}: no token image`);
      }
      const lines = rows.flatMap((r) => r.gunners).filter((l) => l.includes(gunner));
      assert(lines.length > 0, "no gunner line");
      const line = await whole(page, "CEPHEUS.Tracker.SeatActionsAt", {
        position: literal(gunner),
        mount: await shape(page, "CEPHEUS.Chat.Mount.turret", { n: "\\d+" }),
        significant: "\\d+",
        minor: "\\d+",
      });
      for (const l of lines) assert(line.test(l), `gunner line: ${l}`);
      assert(new Set(lines).size === lines.length, `two gunner lines read the same: ${lines.join(" | ")}`);
    },
  );

  await check("Thrust is written one way on the sheet and in the tracker", async () => {
    await show("tracker-gm");
    const tracker = await page.evaluate(
      () =>
        [...document.querySelectorAll(".cepheus-tracker .ship")]
          .find((r) => r.querySelector(".ship-name").textContent.trim() === "ISS Vigilant")
          ?.querySelector(".stat.thrust dd")
          ?.textContent.trim() ?? "",
    );
    await show("ship-stations");
    const sheet = await page.evaluate(
      (label) => {
        const dts = [...document.querySelectorAll(".ship-sheet .sheet-header .summary dt")];
        return dts.find((dt) => dt.textContent.trim() === label)?.nextElementSibling?.textContent.trim() ?? "";
      },
      await t(page, "CEPHEUS.Sheet.Details.thrust"),
    );
    // the Vigilant's M-Drive is hit: Thrust 3 of her 4
    const cut = await page.evaluate(() => game.i18n.format("CEPHEUS.Thrust.cut", { current: 3, design: 4 }));
    assert(tracker === cut && sheet === tracker, `tracker "${tracker}", sheet "${sheet}" (expected "${cut}")`);
  });

  await check("controls are targets of at least 24 × 24 px (buttons, lists, fields, folds)", async () => {
    const small = [];
    for (const scene of [
      "ship-stations",
      "ship-stations-edit",
      "ship-weapons",
      "ship-systems",
      "tracker-gm",
      "chat-damage",
      "action-dialog",
    ]) {
      await show(scene);
      const found = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            ".cepheus :is(button, select, summary, input:not([type=checkbox], [type=radio]))",
          ),
        ]
          .filter((el) => el.checkVisibility())
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.height < 23.5 || r.width < 23.5)
          .map(
            ({ el, r }) =>
              `${el.tagName.toLowerCase()}[${el.dataset.action ?? el.name ?? ""}] ${Math.round(r.width)}×${Math.round(r.height)}`,
          ),
      );
      small.push(...found.slice(0, 4).map((f) => `${scene}: ${f}`));
    }
    assert(small.length === 0, `targets under 24 px: ${small.join("; ")}`);
  });

  await check("body text is at least 12 px on the sheets, the tracker and the cards", async () => {
    const small = [];
    for (const scene of [
      "ship-stations",
      "ship-stations-edit",
      "ship-weapons",
      "ship-systems",
      "tracker-gm",
      "chat-damage",
      "chat-attack",
    ]) {
      await show(scene);
      const found = await page.evaluate(() => {
        const out = [];
        const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!n.textContent.trim() || !el || !el.checkVisibility() || el.closest(".visually-hidden, #notifications"))
            continue;
          if (!el.closest(".cepheus, .ship-sheet, .cepheus-tracker, #chat-log")) continue;
          const px = parseFloat(getComputedStyle(el).fontSize);
          if (px < 11.95) out.push(`${n.textContent.trim().slice(0, 30)} (${px}px, .${[...el.classList].join(".")})`);
        }
        return out.slice(0, 5);
      });
      small.push(...found.map((f) => `${scene}: ${f}`));
    }
    assert(small.length === 0, `text under 12 px: ${small.join("; ")}`);
  });

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
}
