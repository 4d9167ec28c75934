// DialogV2 as the screenshot page frames it. The stand-in has no DialogV2; the tracker's range and setup dialogs and
// the odds window build their content with the system's real code and templates and hand it to DialogV2.wait /
// .prompt. While `framedDialog(run)` runs, those calls draw a window frame (core's header with the title and the
// close control, content, footer buttons) on the stage, like the odds window's, and never settle: the scene
// photographs the window; no one answers it.
import type { SceneContext } from "./scene-kit";

interface DialogConfig {
  window?: { title?: string };
  classes?: string[];
  position?: { width?: number };
  content?: string;
  buttons?: { action: string; label: string; default?: boolean }[];
  ok?: { label?: string };
}

/** Run `run` (which opens one dialog) and resolve with the framed window once it is drawn. */
export async function framedDialog(ctx: SceneContext, run: () => Promise<unknown>): Promise<HTMLElement> {
  const api = foundry.applications.api as unknown as Record<string, unknown>;
  const original = api.DialogV2;
  const localize = (key: string | undefined) => (key ? game.i18n!.localize(key) : "");
  let shown!: (el: HTMLElement) => void;
  let failed!: (err: unknown) => void;
  const drawn = new Promise<HTMLElement>((resolve, reject) => {
    shown = resolve;
    failed = reject;
  });
  const frame = (config: DialogConfig): Promise<never> => {
    const host = document.createElement("div");
    host.className = ["application", "dialog", ...(config.classes ?? [])].join(" ");
    host.style.cssText = `left:12px;top:12px;width:${config.position?.width ?? 400}px;`;
    const buttons = config.buttons ?? [{ action: "ok", label: config.ok?.label ?? "OK", default: true }];
    host.innerHTML = `<header class="window-header"><h1 class="window-title"></h1><button type="button" class="header-control icon fa-solid fa-xmark" data-action="close"></button></header><section class="window-content" style="gap:8px"><form class="dialog-form">${config.content ?? ""}<footer class="form-footer"></footer></form></section>`;
    host.querySelector(".window-title")!.textContent = localize(config.window?.title);
    // core's own string (not the system's): the stand-in's frame names its close control the same way
    host.querySelector(".header-control")!.setAttribute("aria-label", "Close");
    const footer = host.querySelector(".form-footer")!;
    for (const b of buttons) {
      const button = document.createElement("button");
      button.type = b.default ? "submit" : "button";
      button.dataset.action = b.action;
      button.textContent = localize(b.label);
      footer.append(button);
    }
    ctx.stage.append(host);
    shown(host);
    return new Promise<never>(() => {});
  };
  api.DialogV2 = { wait: frame, prompt: frame };
  try {
    // a dialog that fails before it is drawn fails the scene (it would otherwise wait for ever)
    void run().catch(failed);
    return await drawn;
  } finally {
    api.DialogV2 = original;
  }
}
