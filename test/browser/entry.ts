// The browser page of the screenshot / browser-test pipeline (bundled by test/browser/bundle.mjs). It installs the
// Foundry stand-in of test/harness, boots the real system code on it, mirrors chat messages and notifications into
// the page, and exposes `window.cepheus` for scripts/screenshots.mjs and test/browser/run.mjs:
//   cepheus.scenes            [{ name, title, themes }]
//   cepheus.show(name, theme) reset the world, build the scene; resolves with the id of the element to photograph
//   cepheus.state()           { messages, notifications } — what a test checks after clicking
//   cepheus.odds()            the odds pool, oddsOf and a fight (./odds-check.ts, loaded on first use)
// The page's language is `?lang=` of its address (English without one), set before the system boots, as a Foundry
// client reads its language once when it loads: the language's strings over the English ones.
import "../harness/setup";
import "../harness/install-rendering";
import "../harness/collection";
import "../harness/settings";
import "../harness/chat";
import "../harness/macros";
import "../harness/permissions";
import { bootSystem, notifications } from "../harness";
import { localizationFor } from "../harness/i18n";
import { makeContext } from "./scene-kit";
import { backToTheWorldsClient, timersOfTheirOwnClient } from "./timers";
import { SCENES } from "./scenes";

declare global {
  interface Window {
    cepheus: {
      scenes: { name: string; title: string; themes: string[] }[];
      show(name: string, theme?: "dark" | "light"): Promise<string>;
      state(): { messages: number; cards: string[]; notifications: { type: string; message: string }[] };
      odds(): Promise<typeof import("./odds-check")>;
      error?: string;
    };
    cepheusReady: boolean;
  }
}

const lang = new URLSearchParams(location.search).get("lang") ?? "en";
(game as unknown as { i18n: unknown }).i18n = localizationFor(lang);
document.documentElement.lang = lang;

const stage = document.getElementById("stage")!;
const chatLog = document.getElementById("chat-log")!;
const notes = document.getElementById("notifications")!;
const hooks = (globalThis as unknown as { __cepheusTestHooks: { beforeEach: (() => void)[] } }).__cepheusTestHooks;

// notifications: recorded by the stand-in, shown in the page
const ui = (
  globalThis as unknown as { ui: { notifications: Record<string, (m: string, o?: unknown) => { message: string }> } }
).ui;
for (const type of ["info", "warn", "error"] as const) {
  const original = ui.notifications[type];
  ui.notifications[type] = (message: string, options?: unknown) => {
    const r = original(message, options);
    const li = document.createElement("li");
    li.className = `notification ${type}`;
    li.textContent = r.message;
    notes.append(li);
    return r;
  };
}

// the sidebar's chat tab as core's client has it: `ui.chat` (the ChatLog, "the sidebar chat tab") whose element holds
// the messages, here the page's chat log; `ui.sidebar.changeTab("chat", "primary")` shows it (the page's one sidebar
// always does, and records the last tab asked for). Sources: test/harness/README.md, "The browser page's sidebar".
const shell = globalThis as unknown as { ui: Record<string, unknown> };
const sidebar = { tabGroups: { primary: "chat" }, changeTab: (tab: string) => (sidebar.tabGroups.primary = tab) };
shell.ui.chat = { element: document.getElementById("sidebar") };
shell.ui.sidebar = sidebar;

// chat: each message as Foundry lists it (header, content), then renderChatMessageHTML as in the client
Hooks.on(
  "createChatMessage" as never,
  ((message: ChatMessage.Implementation) => {
    const li = document.createElement("li");
    li.className = "chat-message message";
    li.dataset.messageId = message.id ?? "";
    const header = document.createElement("header");
    header.className = "message-header";
    const speaker = (message as unknown as { speaker?: { alias?: string } }).speaker;
    header.textContent = speaker?.alias ?? "";
    const content = document.createElement("div");
    content.className = "message-content";
    content.innerHTML = String((message as unknown as { content?: string }).content ?? "");
    li.append(header, content);
    chatLog.append(li);
    (Hooks as unknown as { callAll(hook: string, ...args: unknown[]): boolean }).callAll(
      "renderChatMessageHTML",
      message,
      li,
      {},
    );
  }) as never,
);

function reset(theme: "dark" | "light"): void {
  const apps = (foundry.applications as unknown as { instances: Map<string, { close(): Promise<unknown> }> }).instances;
  for (const app of [...apps.values()]) void app.close();
  backToTheWorldsClient();
  stage.replaceChildren();
  chatLog.replaceChildren();
  notes.replaceChildren();
  for (const fn of hooks.beforeEach) fn();
  document.body.classList.toggle("theme-dark", theme === "dark");
  document.body.classList.toggle("theme-light", theme === "light");
}

window.cepheus = {
  scenes: SCENES.map((s) => ({ name: s.name, title: s.title, themes: s.themes ?? ["dark", "light"] })),
  async show(name, theme = "dark") {
    const scene = SCENES.find((s) => s.name === name);
    if (!scene) throw new Error(`no scene ${name}`);
    reset(theme);
    const placed: HTMLElement[] = [];
    const target = await scene.setup(makeContext(stage, chatLog, theme, placed));
    const el = target ?? placed.at(-1);
    if (!el) throw new Error(`scene ${name} placed nothing`);
    if (!el.id) el.id = `scene-${name}`;
    return el.id;
  },
  odds: () => import("./odds-check"),
  state() {
    return {
      messages: game.messages?.size ?? 0,
      cards: [...chatLog.querySelectorAll(".chat-message")].map((li) => li.textContent ?? ""),
      notifications: notifications.messages.map((m) => ({ type: m.type, message: m.message })),
    };
  },
};

bootSystem()
  .then(() => {
    timersOfTheirOwnClient();
    window.cepheusReady = true;
  })
  .catch((err: Error) => {
    window.cepheus.error = `${err.message}\n${err.stack ?? ""}`;
    window.cepheusReady = true;
  });
