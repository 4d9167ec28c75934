// Screen checks of the NPC turn a referee meets, and of the reaction card it answers: the crew's card names weapons
// and turrets as the ship's sheet does and keeps each verdict apart from its DMs; the setup's NPC crews cut no word
// and label every control; Play turn is the NPC row's main button; the preview's steps name their turret and its
// buttons do not touch; a reaction answered on its card says the reactions left once and how it changed the attack;
// the chat log of one gunner's turn on each side, whose cards are counted. Run by ./screen-checks.mjs (English, then
// German); the words looked for are read from the page's language.
/* global document, game, getComputedStyle -- used inside page.evaluate (the page) */
import { literal, shape, t, whole } from "./screen-kit.mjs";

/** The shots of the card in the chat log that holds `selector`: each row's weapon, verdict and result cell. */
const shotsOf = (page, selector) =>
  page.evaluate((sel) => {
    const card = [...document.querySelectorAll("#chat-log .chat-message")].find((li) => li.querySelector(sel));
    if (!card) return null;
    return [...card.querySelectorAll(".card-shots tbody tr")].map((tr) => {
      const cells = tr.querySelectorAll("td");
      const result = cells[cells.length - 1];
      const verdict = result.querySelector(".verdict");
      return {
        weapon: tr.querySelector("th").textContent.trim(),
        verdict: verdict?.textContent.trim() ?? null,
        verdictColor: verdict ? getComputedStyle(verdict).color : null,
        others: [...result.querySelectorAll(":scope > :not(.verdict)")].map((n) => getComputedStyle(n).color),
        result: result.textContent.trim(),
      };
    });
  }, selector);

export async function npcTurnChecks({ page, check, assert, show }) {
  await check(
    "NPC turn card: weapons and turrets named as the Red Kestrel's sheet names them, never by a key",
    async () => {
      await show("npc-card");
      const gunner = await t(page, "CEPHEUS.Chat.Position.turretGunner");
      const r = await page.evaluate(() => {
        const card = [...document.querySelectorAll("#chat-log .chat-message")].find((li) =>
          li.querySelector(".npc-reason"),
        );
        const kestrel = game.actors.getName("Red Kestrel");
        return {
          weapons: [...card.querySelectorAll(".card-shots tbody th")].map((th) => th.textContent.trim()),
          headings: [...card.querySelectorAll(".card-attack h4, .card-check h4")].map((h) => h.textContent.trim()),
          items: [...kestrel.items].map((i) => i.name),
          mounts: kestrel.system.mounts.map((m) => m.name),
        };
      });
      assert(r.weapons.length > 0, "no shot on the card");
      // a salvo's rows are its missiles ("Missile 1"), not weapons of the sheet
      const missile = await whole(page, "CEPHEUS.Chat.MissileN", { n: "\\d+" });
      const weapons = r.weapons.filter((x) => !missile.test(x));
      assert(weapons.length > 0, "no weapon's shot on the card");
      for (const w of weapons) {
        assert(!/^[a-z]+[A-Z]\w*$/.test(w), `a weapon named by its key: ${w}`);
        assert(r.items.includes(w), `"${w}" is not a weapon on the sheet (${r.items.join(", ")})`);
      }
      const gunners = r.headings.filter((h) => h.includes(gunner));
      assert(gunners.length >= 2, `gunners' lines: ${r.headings.join(" | ")}`);
      for (const h of gunners)
        assert(
          r.mounts.some((m) => h.includes(` · ${m} · `)),
          `"${h}" names no turret as the sheet does (${r.mounts.join(", ")})`,
        );
    },
  );

  await check(
    "attack cards: each shot's verdict stands alone in its cell, in its colour; its DMs are not there",
    async () => {
      const verdicts = await Promise.all(
        ["Hit", "Miss", "Destroyed", "NotRolled"].map((k) => t(page, `CEPHEUS.Chat.${k}`)),
      );
      for (const [scene, selector] of [
        ["npc-card", ".npc-reason"],
        ["chat-attack", ".card-attack"],
      ]) {
        await show(scene);
        const shots = await shotsOf(page, selector);
        assert(shots?.length, `${scene}: no shot`);
        for (const s of shots) {
          assert(verdicts.includes(s.verdict), `${scene}, ${s.weapon}: the result cell reads "${s.result}"`);
          // a DM is a signed number: none beside the verdict
          assert(!/[−+-]\d/.test(s.result), `${scene}, ${s.weapon}: a DM in the result cell: "${s.result}"`);
          for (const c of s.others)
            assert(c !== s.verdictColor, `${scene}, ${s.weapon}: a note in the verdict's colour`);
        }
      }
    },
  );

  await check(
    "setup, NPC crews: no choice cut off, every control with its visible label, the hint above them",
    async () => {
      await show("npc-setup");
      const r = await page.evaluate(() => {
        const win = document.querySelector(".application.dialog");
        const region = win.querySelector(".setup-npc-crews");
        const ctx = document.createElement("canvas").getContext("2d");
        const w = win.getBoundingClientRect();
        const controls = [...region.querySelectorAll("select, input")].map((el) => {
          const cs = getComputedStyle(el);
          const label = el.id ? win.querySelector(`label[for="${el.id}"]`) : null;
          let over = 0;
          let longest = "";
          if (el.tagName === "SELECT") {
            ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
            // the longest choice must fit beside the select's arrow (about 20 px in Chromium)
            for (const o of el.options) if (o.textContent.length > longest.length) longest = o.textContent;
            const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
            over = Math.max(...[...el.options].map((o) => ctx.measureText(o.textContent).width)) - room;
          }
          const b = el.getBoundingClientRect();
          const lb = label?.getBoundingClientRect();
          return {
            name: el.name,
            longest,
            over,
            label: label?.textContent.trim() ?? "",
            labelShown: !!lb && lb.width > 0 && lb.height > 0,
            labelCut: !!label && label.scrollWidth > label.clientWidth + 1,
            left: b.left,
            right: b.right,
            top: b.top,
          };
        });
        const hint = region.querySelector(".hint")?.getBoundingClientRect();
        return { controls, winLeft: w.left, winRight: w.right, hintTop: hint?.top ?? null };
      });
      assert(r.controls.length >= 5, `controls: ${r.controls.map((c) => c.name).join(", ")}`);
      for (const c of r.controls) {
        assert(c.label && c.labelShown && !c.labelCut, `${c.name}: no visible label whole ("${c.label}")`);
        assert(c.over <= 0, `${c.name}: "${c.longest}" is cut by ${Math.round(c.over)} px`);
        assert(c.left >= r.winLeft && c.right <= r.winRight + 0.5, `${c.name} runs past the window`);
      }
      assert(
        r.hintTop !== null && r.hintTop < Math.min(...r.controls.map((c) => c.top)),
        "the hint is not above the choices",
      );
    },
  );

  await check("tracker: Play turn is the NPC ship's row's one main button, first and wider than Preview", async () => {
    await show("tracker-damage-waiting");
    const buttons = await page.evaluate(() => {
      const row = [...document.querySelectorAll(".cepheus-tracker .ship")].find((li) =>
        li.querySelector('[data-action="playNpcTurn"]'),
      );
      return [...(row?.querySelectorAll(".ship-controls button") ?? [])].map((b) => ({
        action: b.dataset.action,
        crew: !!b.closest(".npc-crew-controls"),
        weight: Number(getComputedStyle(b).fontWeight),
        width: b.getBoundingClientRect().width,
      }));
    });
    assert(buttons.length >= 3, `the row's buttons: ${JSON.stringify(buttons)}`);
    const main = buttons.filter((b) => b.weight >= 600).map((b) => b.action);
    assert(JSON.stringify(main) === '["playNpcTurn"]', `the row's bold buttons: ${main.join(", ")}`);
    assert(buttons[0].action === "playNpcTurn", `the row's first button is ${buttons[0].action}`);
    // wider than Preview turn beside it (the turn controls below are on a row of their own)
    const play = buttons[0].width;
    for (const b of buttons.slice(1).filter((x) => x.crew))
      assert(b.width < play, `${b.action} is as wide as Play turn`);
  });

  await check("Preview turn: each step names its seat's turret; the buttons do not touch", async () => {
    await show("npc-preview");
    const r = await page.evaluate(() => {
      const win = document.querySelector(".application.dialog");
      return {
        who: [...win.querySelectorAll(".npc-plan li > p strong")].map((s) => s.textContent.trim()),
        buttons: [...win.querySelectorAll(".form-footer button")].map((b) => b.getBoundingClientRect().toJSON()),
        mounts: game.actors.getName("Red Kestrel").system.mounts.map((m) => m.name),
      };
    });
    const gunner = await t(page, "CEPHEUS.Position.turretGunner");
    const gunners = r.who.filter((w) => w.startsWith(gunner));
    assert(gunners.length >= 2, `steps: ${r.who.join(" | ")}`);
    assert(new Set(r.who).size === r.who.length, `two steps read alike: ${r.who.join(" | ")}`);
    for (const w of gunners)
      assert(
        r.mounts.some((m) => w.includes(m)),
        `"${w}" names no turret`,
      );
    assert(r.buttons.length === 2, `buttons: ${r.buttons.length}`);
    const [a, b] = r.buttons;
    const apart = b.top >= a.bottom ? b.top - a.bottom : b.left - a.right;
    assert(apart >= 4, `the buttons are ${apart.toFixed(1)} px apart`);
  });

  await check(
    "reaction answered on its card: the reactions left said once, and how the dodge changed the attack",
    async () => {
      await show("chat-reaction-answered");
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll('#chat-log [data-card-kind="reaction"] .card-line')].map((p) =>
          p.textContent.trim(),
        ),
      );
      const left = new RegExp(await shape(page, "CEPHEUS.Chat.ReactionsLeft", { n: "\\d+" }));
      assert(lines.filter((l) => left.test(l)).length === 1, `lines: ${lines.join(" | ")}`);
      for (const form of ["one", "other"]) {
        const spent = new RegExp(await shape(page, `CEPHEUS.Event.reactionSpent.${form}`));
        assert(!lines.some((l) => spent.test(l)), `the reactions left said again: ${lines.join(" | ")}`);
      }
      const dodge = await t(page, "CEPHEUS.Chat.Action.dodge");
      const changed = await whole(page, "CEPHEUS.Event.attackModified", { reason: literal(dodge) });
      const line = lines.find((l) => changed.test(l));
      assert(line, `no line says what the dodge changed: ${lines.join(" | ")}`);
      const dm = await page.evaluate(() => game.i18n.format("CEPHEUS.Chat.ShotChange.dmEvery", { dm: "−2" }));
      for (const part of [dm, "Beam Laser A", "Beam Laser C"]) assert(line.includes(part), `"${line}" lacks "${part}"`);
    },
  );

  await check(
    "chat log of one gunner's turn on each side: the NPC turn reads in at most two cards per gunner",
    async () => {
      await show("chat-gunner-turns");
      const turns = await page.evaluate(() => {
        const out = {};
        for (const li of document.querySelectorAll("#chat-log .chat-message[data-turn]")) {
          const turn = (out[li.dataset.turn] ??= { cards: 0, gunners: 0, damage: 0 });
          if (!li.querySelector("[data-card-kind]")) continue;
          turn.cards++;
          if (li.querySelector('[data-card-kind="damage"]')) turn.damage++;
          // the turn's own gunners: each beam attack and each missile launch its action cards show
          if (li.querySelector('[data-card-kind="action"]'))
            turn.gunners +=
              li.querySelectorAll(".card-attack").length -
              li.querySelectorAll(".event-missileArrived").length +
              li.querySelectorAll(".card-check.launch").length;
        }
        return out;
      });
      console.log(`      cards per turn: ${JSON.stringify(turns)}`);
      const { player, npc } = turns;
      assert(player?.gunners === 1 && npc?.gunners === 1, `gunners: ${JSON.stringify(turns)}`);
      // a player's gunner turn: the attack, the target's reactions, the turn's end, the damage
      assert(player.cards <= 4, `the player's turn reads in ${player.cards} cards`);
      // the NPC gunner's hit on the players' ship: its damage is on the reaction card the players answered
      assert(npc.damage === 1, `the NPC's hit has ${npc.damage} damage cards`);
      assert(npc.cards <= 2 * npc.gunners, `the NPC turn reads in ${npc.cards} cards for ${npc.gunners} gunner(s)`);
    },
  );
}
