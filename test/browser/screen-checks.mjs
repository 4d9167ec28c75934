// Browser checks of what the screenshots show: each guards one defect a new user met on a screen (a bar drawn as a
// hairline, text clipped, a list too long to scan, a sign without a legend, a control where it does not belong).
// Run by ./run.mjs: screenChecks({ page, check, assert, show }), once with the page in English and once in German
// (./screens-lang.mjs: the longest strings must fit as well). The words a check looks for are read from the page's
// language (`t(key)`), never written here in English.
/* global document, getComputedStyle, game, foundry, window -- used inside page.evaluate (the page) */
import { guideCaptionChecks } from "./guide-checks.mjs";
import { lookChecks } from "./look-checks.mjs";

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
/** Escape text for a regular expression. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * The source of a regular expression matching the page's string for `key`: its fixed text as it is, each
 * {placeholder} standing for `fill[name]` (a regular expression's source) or, when not given, any text.
 */
const shape = async (page, key, fill = {}) =>
  (await t(page, key))
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      return name ? (fill[name] ?? ".+?") : literal(part);
    })
    .join("");
/** A regular expression matching the whole of the page's string for `key` (see `shape`). */
const whole = async (page, key, fill = {}) => new RegExp(`^${await shape(page, key, fill)}$`);
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
          mode: sheet.querySelector(".mode-switch")?.getAttribute("aria-pressed"),
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
      await page.locator(".ship-sheet .mode-switch").click();
      await page.waitForFunction(
        () => document.querySelector(".ship-sheet .mode-switch")?.getAttribute("aria-pressed") === "true",
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
          waiting: row.querySelector(".flag.damage-waiting")?.textContent.trim() ?? "",
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

  await check("setup dialog: every column and control of the NPC crews' table fits the window", async () => {
    await show("npc-setup");
    const r = await page.evaluate(() => {
      const win = document.querySelector(".application.dialog");
      const w = win.getBoundingClientRect();
      const table = win.querySelector("table.setup-npc-crews");
      const box = (el) => {
        const b = el.getBoundingClientRect();
        return { text: el.textContent.trim() || el.getAttribute("aria-label"), left: b.left, right: b.right };
      };
      return {
        parts: [...table.querySelectorAll("thead th, select, input")].map(box),
        winLeft: w.left,
        winRight: w.right,
      };
    });
    assert(r.parts.length >= 9, `columns and controls: ${r.parts.map((h) => h.text).join(", ")}`);
    for (const h of r.parts)
      assert(
        h.left >= r.winLeft && h.right <= r.winRight + 0.5,
        `"${h.text}" is cut off (${Math.round(h.right)} > ${Math.round(r.winRight)})`,
      );
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

  await guideCaptionChecks({ page, check, assert, show });
  await lookChecks({ page, check, assert, show });
}
