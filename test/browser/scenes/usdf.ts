// Scenes of "Import ship from text": the Actors directory as Foundry's sidebar renders it (the stand-in has no
// sidebar, so the scene builds its header and fires renderActorDirectory, as Foundry does), with the system's
// import button; and the import window (in the USDF chunk, loaded on first use) with the Red Kestrel's text pasted
// and its preview; and the same window with a twodsix ship's "Export Data" file dropped on it (the guide's picture of
// bringing a twodsix ship across).
import type { Scene } from "../scene-kit";
import TRANSPORT from "../../fixtures/imports/twodsix/bddb68e/cepheus-deluxe-actors/ship_Light_Military_Transport_IYu6a2fdQtrzJmMr.json";

export const scenes: Scene[] = [
  {
    name: "usdf-import",
    title: "Actors directory header with the 'Import ship from text' button (the window loads on first use)",
    themes: ["dark"],
    async setup(ctx) {
      ctx.setUser("gm");
      const directory = document.createElement("section");
      directory.className = "tab sidebar-tab directory actors-sidebar flexcol";
      directory.style.width = "300px";
      const header = document.createElement("header");
      header.className = "directory-header";
      const actions = document.createElement("div");
      actions.className = "header-actions action-buttons flexrow";
      header.append(actions);
      directory.append(header, document.createElement("ol"));
      ctx.stage.append(directory);
      (Hooks as unknown as { callAll(hook: string, ...args: unknown[]): boolean }).callAll(
        "renderActorDirectory",
        {},
        directory,
        {},
        {},
      );
      return directory;
    },
  },
  {
    name: "usdf-import-window",
    title: "Import ship from text: the Red Kestrel's description pasted, the preview of the ship it makes",
    themes: ["dark"],
    async setup(ctx) {
      ctx.setUser("gm");
      const { ImportShipDialog } = await import("../../../src/apps/usdf/import-dialog");
      const dialog = await ctx.place(new ImportShipDialog(), { width: 640 });
      const text = dialog.element.querySelector<HTMLTextAreaElement>("textarea[name=text]")!;
      text.value = KESTREL_TEXT;
      text.dispatchEvent(new Event("input", { bubbles: true }));
      // the preview follows the text (debounced): wait for it
      for (let i = 0; i < 50 && !dialog.element.querySelector(".usdf-name")?.textContent?.includes("Red Kestrel"); i++)
        await new Promise((r) => setTimeout(r, 50));
      return dialog.element;
    },
  },
  {
    name: "usdf-import-twodsix",
    title:
      "Import ship from text: a twodsix ship's exported JSON dropped on the window, what was read, guessed and left",
    themes: ["dark"],
    async setup(ctx) {
      ctx.setUser("gm");
      const { ImportShipDialog } = await import("../../../src/apps/usdf/import-dialog");
      const dialog = await ctx.place(new ImportShipDialog(), { width: 640 });
      // a file dropped on the window, as from the file manager (Foundry's "Export Data" saves fvtt-Actor-<name>.json)
      const files = new DataTransfer();
      files.items.add(
        new File([JSON.stringify(TRANSPORT, null, 2)], "fvtt-Actor-light-military-transport.json", {
          type: "application/json",
        }),
      );
      dialog.element.dispatchEvent(new DragEvent("drop", { dataTransfer: files, bubbles: true, cancelable: true }));
      for (let i = 0; i < 50 && !dialog.element.querySelector(".usdf-actor"); i++)
        await new Promise((r) => setTimeout(r, 50));
      return dialog.element;
    },
  },
];

/** The corsair of the demo fight as a ship description (the USDF text the window reads). */
const KESTREL_TEXT = [
  "TL12 Red Kestrel",
  "Using a 400-ton hull (8 Hull, 8 Structure), the Red Kestrel is a corsair that preys on traders off the main lanes. It mounts jump drive D, maneuver drive F, and power plant F, giving a performance of Jump-2 and 3-G acceleration. Fuel tankage of 80 tons supports the power plant for four weeks and one Jump-2 jump. Adjacent to the bridge is a computer Model 2. The ship is equipped with Basic Civilian sensors (DM-2). The ship has two hardpoints and two tons allocated to fire control. Installed on the hardpoints are one double turret armed with one pulse laser and one sandcaster and one double turret armed with one missile. 12 standard missiles and 10 sand canisters are carried as ammunition. Cargo capacity is 100 tons. The hull is standard, armored with Titanium Steel (2 points). The ship requires a crew of four: one pilot, one engineer and two gunners.",
].join("\n");
