// Browser checks that the pictures show what a Foundry user sees: the page draws with Foundry's interface font
// (Signika) and Font Awesome's icons, core's window header (an icon close control, no text) and padded window
// content, and core-like buttons — not the browser's defaults (DejaVu, no icons, bare buttons) the guide once showed —
// wherever they are: in windows, and in the chat log's cards and the sidebar's tracker and directory too.
/* global document, getComputedStyle -- used inside page.evaluate (the page) */

export async function lookChecks({ page, check, assert, show }) {
  await check(
    "the pictures look like Foundry: Signika text, Font Awesome icons, core's window frame and buttons",
    async () => {
      await show("welcome");
      const r = await page.evaluate(async () => {
        await document.fonts.ready;
        const win = document.querySelector(".application");
        const close = win.querySelector(".window-header [data-action='close']");
        const icon = win.querySelector(".window-content .fa-solid");
        const button = win.querySelector(".window-content button");
        const content = win.querySelector(".window-content");
        const loaded = (family) =>
          [...document.fonts].some((f) => f.family.replace(/"/g, "") === family && f.status === "loaded");
        const glyph = (el) => getComputedStyle(el, "::before").content;
        return {
          bodyFont: getComputedStyle(button).fontFamily,
          signika: loaded("Signika"),
          fontAwesome: loaded("Font Awesome 7 Free"),
          iconFont: getComputedStyle(icon).fontFamily,
          iconGlyph: glyph(icon),
          closeText: close.textContent.trim(),
          closeGlyph: glyph(close),
          closeLabel: close.getAttribute("aria-label"),
          padding: parseFloat(getComputedStyle(content).paddingLeft),
          buttonRadius: parseFloat(getComputedStyle(button).borderTopLeftRadius),
          buttonHeight: button.getBoundingClientRect().height,
        };
      });
      assert(r.signika && /^"?Signika/.test(r.bodyFont), `text in ${r.bodyFont} (Signika loaded: ${r.signika})`);
      assert(r.fontAwesome && /Font Awesome/.test(r.iconFont), `icons in ${r.iconFont} (loaded: ${r.fontAwesome})`);
      assert(r.iconGlyph && r.iconGlyph !== "none" && r.iconGlyph !== "normal", `an icon draws ${r.iconGlyph}`);
      assert(
        r.closeText === "" && r.closeGlyph !== "none" && r.closeLabel,
        `close control "${r.closeText}" ${r.closeGlyph}`,
      );
      assert(r.padding >= 8, `window content padding ${r.padding}px`);
      assert(
        r.buttonRadius >= 3 && r.buttonHeight >= 24,
        `a button ${r.buttonHeight}px tall, radius ${r.buttonRadius}px`,
      );
    },
  );

  await check(
    "chat cards, the tracker and the sidebar's directory draw core's themed buttons, not the browser's grey in Arial",
    async () => {
      // the card's Apply, the tracker's row and footer buttons, the Actors directory's import button, in both themes
      const places = [
        ["chat-damage", "#chat-log .card-button"],
        ["tracker-gm", ".cepheus-screenshot-sidebar :is(.ship-controls, .cepheus-tracker-controls) button"],
        ["usdf-import", ".directory-header button"],
      ];
      const wrong = [];
      for (const [scene, selector] of places)
        for (const theme of ["dark", "light"]) {
          await show(scene, theme);
          const found = await page.evaluate(async (sel) => {
            await document.fonts.ready;
            // the theme's own colours, resolved as a button would use them
            const probe = document.createElement("span");
            probe.style.cssText =
              "background: var(--button-background-color); color: var(--button-text-color); position: absolute";
            document.body.append(probe);
            const theme = { background: getComputedStyle(probe).backgroundColor, text: getComputedStyle(probe).color };
            probe.remove();
            return [...document.querySelectorAll(sel)].map((b) => {
              const s = getComputedStyle(b);
              return {
                // (a secondary button, an Undo, is drawn lighter on purpose: its font and shape are still the theme's)
                secondary: b.classList.contains("secondary"),
                text: b.textContent.trim().slice(0, 30),
                font: s.fontFamily,
                background: s.backgroundColor,
                color: s.color,
                radius: parseFloat(s.borderTopLeftRadius),
                theme,
              };
            });
          }, selector);
          if (!found.length) wrong.push(`${scene} (${theme}): no ${selector}`);
          for (const b of found)
            if (
              !/^"?Signika/.test(b.font) ||
              (!b.secondary && (b.background !== b.theme.background || b.color !== b.theme.text)) ||
              b.radius < 3
            )
              wrong.push(
                `${scene} (${theme}) "${b.text}": ${b.font}, ${b.background} on ${b.color}, radius ${b.radius}`,
              );
        }
      assert(!wrong.length, wrong.join("\n"));
    },
  );
}
