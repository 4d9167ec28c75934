// v14's chat message visibility modes (test/harness/README.md, "v14 mode"), which replace v13's roll modes:
// CONFIG.ChatMessage.modes (v14 API variables/CONFIG.ChatMessage.html: "Supported chat message visibility modes",
// `{handler, icon, label}` per mode) keyed public, ic, gm, blind, self (the keys public v14 systems use: dnd5e
// module/dice/basic-roll.mjs, twodsix src/module/entities/items/item-base.js); ChatMessage.applyMode(data, mode)
// runs the mode's handler and fails on a mode the config lacks (public reports of v14 quote "Cannot read properties of
// undefined (reading 'handler')"); ChatMessage.applyRollMode is deprecated (JohanFalt/Foundry_WoD20#1396) and still
// works, its warning recorded (which fails the test). Installed by setup.ts in v14 mode only.
import { deprecated } from "./generation";

const g = globalThis as any;

type Data = Record<string, any>;

const gmIds = (): string[] => g.game.users.filter((u: any) => u.isGM).map((u: any) => u.id);
const authorOf = (data: Data): string => data.author ?? g.game.user?.id;

/**
 * The handlers do what each mode's name says, as v13's roll modes did (chat.ts): public and ic (public, spoken as the
 * character) whisper to no one; gm to the GMs and the author; blind to the GMs, blind; self to the author alone.
 * Labels and icons are not modelled (our code reads neither).
 */
export const MESSAGE_MODES: Record<string, { label: string; icon: string; handler(data: Data): void }> = {
  public: { label: "", icon: "", handler: (data) => void (data.whisper = []) },
  ic: { label: "", icon: "", handler: (data) => void (data.whisper = []) },
  gm: { label: "", icon: "", handler: (data) => void (data.whisper = [...new Set([...gmIds(), authorOf(data)])]) },
  blind: {
    label: "",
    icon: "",
    handler: (data) => {
      data.whisper = gmIds();
      data.blind = true;
    },
  },
  self: { label: "", icon: "", handler: (data) => void (data.whisper = [authorOf(data)]) },
};

/** Core's `ChatMessage.applyMode(data, mode)`: the mode's handler, or a TypeError for a mode the config lacks. */
export function applyMode(data: Data, mode: string): Data {
  const modes = g.CONFIG.ChatMessage.modes as Record<string, { handler?(data: Data): void }>;
  const config = Object.hasOwn(modes, mode) ? modes[mode] : undefined;
  if (!config) throw new TypeError("Cannot read properties of undefined (reading 'handler')");
  config.handler?.(data);
  return data;
}

/** v13's roll mode names → v14's message modes (the deprecated call still takes the old names). */
const ROLL_MODE_TO_MESSAGE_MODE: Readonly<Record<string, string>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/**
 * v14's ChatMessage.applyRollMode: still works, with a deprecation warning (JohanFalt/Foundry_WoD20#1396 quotes the
 * warning core logs, with its stack, from a call that went on): the old roll mode is applied as its message mode.
 * The recorded warning fails the test that reached it (setup.ts), so a v14 path must still not use it.
 */
export function applyRollModeDeprecated(data: Data, mode: string): Data {
  deprecated(
    "ChatMessage.applyRollMode is deprecated in favor of ChatMessage.applyMode (deprecated since v14, removed in v16)",
  );
  const messageMode = Object.hasOwn(ROLL_MODE_TO_MESSAGE_MODE, mode) ? ROLL_MODE_TO_MESSAGE_MODE[mode] : mode;
  return applyMode(data, messageMode);
}

/** Install the modes on CONFIG.ChatMessage and the statics on ChatMessage (setup.ts, v14 mode). */
export function installMessageModes(): void {
  g.CONFIG.ChatMessage.modes = MESSAGE_MODES;
  g.ChatMessage.applyMode = applyMode;
  g.ChatMessage.applyRollMode = applyRollModeDeprecated;
}
