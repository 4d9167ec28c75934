// Scenes of "Import ship from text": the Actors directory as Foundry's sidebar renders it (the stand-in has no
// sidebar, so the scene builds its header and fires renderActorDirectory, as Foundry does), with the system's
// import button. The window itself is in the USDF chunk and opens on the first click (test/browser/run.mjs).
import type { Scene } from "../scene-kit";

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
      (Hooks as unknown as { callAll(hook: string, ...args: unknown[]): boolean }).callAll("renderActorDirectory", {}, directory, {}, {});
      return directory;
    },
  },
];
