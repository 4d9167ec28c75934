// Stand-in for game.settings (public API: foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html):
// register(namespace, key, config), registerMenu(namespace, key, config) (a button in the settings window that opens
// `new config.type().render(true)`; `type` must be a class), get(namespace, key), set(namespace, key, value). As in Foundry, reading or
// writing a key that was never registered throws, a value outside `choices` is refused, and only a GM may set a
// world setting. Values fall back to `default` until set. Import this file BEFORE bootSystem() so that init can
// register; values (not registrations) reset before each test.
//
// v14 mode (test/harness/README.md, "v14 mode"): core registers `core.messageMode` (values public, ic, gm, blind, self;
// default public) and keeps `core.rollMode` deprecated (JohanFalt/Foundry_WoD20#1395: "The `core.rollMode` client
// setting is deprecated in favor of `core.messageMode`"): reading or writing it records a deprecation warning, which
// fails the test (generation.ts).
import { beforeEach } from "vitest";
import { deprecated, isV14 } from "./generation";

interface SettingConfig {
  name?: string;
  hint?: string;
  scope?: "world" | "client" | "user";
  config?: boolean;
  type?: unknown;
  choices?: Record<string, string>;
  default?: unknown;
  onChange?: (value: unknown) => void;
}

interface MenuConfig {
  name?: string;
  label?: string;
  hint?: string;
  icon?: string;
  type: new () => { render(options?: unknown): unknown };
  restricted?: boolean;
}

export class ClientSettingsStandIn {
  settings = new Map<string, SettingConfig>();
  values = new Map<string, unknown>();
  menus = new Map<string, MenuConfig>();
  /** keys whose use logs a deprecation warning (v14: core.rollMode), with the warning */
  deprecatedKeys = new Map<string, string>();

  registerMenu(namespace: string, key: string, config: MenuConfig): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the menu");
    if (typeof config?.type !== "function")
      throw new Error(`The menu ${namespace}.${key} needs an application class as its type`);
    this.menus.set(`${namespace}.${key}`, config);
  }

  /** What the settings window does when its menu button is clicked. */
  openMenu(namespace: string, key: string): unknown {
    const menu = this.menus.get(`${namespace}.${key}`);
    if (!menu) throw new Error(`"${namespace}.${key}" is not a registered menu`);
    const user = (globalThis as any).game?.user;
    if (menu.restricted && !user?.isGM) throw new Error("A restricted menu opens for GMs only");
    return new menu.type().render(true);
  }

  /**
   * What the settings window lists for `namespace`, in its order: the menus first (a restricted one only to a GM),
   * then the settings shown in it (`config: true`), each group in registration order. Core's settings window builds
   * each package's category from `game.settings.menus` before `game.settings.settings` (core v13.351's client
   * `SettingsConfig`, read in a public copy for behaviour). Whether a player sees a world setting there is not modelled.
   */
  windowEntries(namespace: string): { kind: "menu" | "setting"; key: string }[] {
    const user = (globalThis as any).game?.user;
    const out: { kind: "menu" | "setting"; key: string }[] = [];
    const own = (id: string) => id.startsWith(`${namespace}.`);
    for (const [id, menu] of this.menus)
      if (own(id) && (!menu.restricted || user?.isGM)) out.push({ kind: "menu", key: id.slice(namespace.length + 1) });
    for (const [id, config] of this.settings)
      if (own(id) && config.config) out.push({ kind: "setting", key: id.slice(namespace.length + 1) });
    return out;
  }

  register(namespace: string, key: string, config: SettingConfig): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the setting");
    this.settings.set(`${namespace}.${key}`, { scope: "client", ...config });
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    if (this.deprecatedKeys.has(id)) deprecated(this.deprecatedKeys.get(id)!);
    return this.values.has(id) ? this.values.get(id) : config.default;
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    if (this.deprecatedKeys.has(id)) deprecated(this.deprecatedKeys.get(id)!);
    const user = (globalThis as any).game?.user;
    if (config.scope === "world" && !user?.isGM)
      throw new Error(`User ${user?.name} lacks permission to update world setting ${id}`);
    if (config.choices && !(String(value) in config.choices))
      throw new Error(`Invalid value ${String(value)} for setting ${id}`);
    this.values.set(id, value);
    config.onChange?.(value);
    return value;
  }
}

const game = (globalThis as any).game;
if (game && !game.settings) game.settings = new ClientSettingsStandIn();
/** Core's roll mode setting, as Foundry registers it (v14: deprecated, beside the message mode). */
if (game?.settings instanceof ClientSettingsStandIn && !game.settings.settings.has("core.rollMode"))
  game.settings.register("core", "rollMode", {
    scope: "client",
    default: "publicroll",
    choices: { publicroll: "", gmroll: "", blindroll: "", selfroll: "" },
  });
if (isV14 && game?.settings instanceof ClientSettingsStandIn && !game.settings.settings.has("core.messageMode")) {
  game.settings.register("core", "messageMode", {
    scope: "client",
    default: "public",
    choices: { public: "", ic: "", gm: "", blind: "", self: "" },
  });
  game.settings.deprecatedKeys.set(
    "core.rollMode",
    "The core.rollMode client setting is deprecated in favor of core.messageMode (deprecated since v14, removed in v16)",
  );
}

beforeEach(() => {
  if (game?.settings instanceof ClientSettingsStandIn) game.settings.values.clear();
});
