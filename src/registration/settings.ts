// Every setting and settings menu of the system, registered here once, from the init hook. Core's settings window
// lists a package's menus first, then its settings, each in registration order: so the welcome menu (the way in for a
// newcomer) and the self-test menu head the system's section, then the engagement's world settings by group
// (src/play/settings.ts lists and reads them), the weapon-fire effects, whether players see the battle reports and
// the action dialog's client setting.
// The hidden `welcomeShown` and `postedCards` are not listed. Each feature keeps the reader of its own setting; none
// registers one.
import { WEAPON_EFFECTS_SETTING } from "../animations/register";
import { SKIP_DIALOG_SETTING } from "../apps/sheets/station-action";
import { POSTED_CARDS } from "../play/apply";
import { SETTINGS, WORLD_SETTINGS } from "../play/settings";
import { selfTestLauncherClass } from "../selftest/register";
import { SYSTEM_ID } from "../base/system-id";
import { WELCOME_SHOWN, welcomeLauncherClass } from "../welcome/register";
import { REPORTS_SHARED, onReportsSharedChanged } from "../apps/report";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "cepheus-space-combat.autoApplyDamage": boolean;
    "cepheus-space-combat.npcReactions": boolean;
    "cepheus-space-combat.reactionDeclaration": "afterRoll" | "beforeRoll";
    "cepheus-space-combat.pulseLaserPenalty": boolean;
    "cepheus-space-combat.reloading": "manual" | "magazine";
    "cepheus-space-combat.mDriveHalfRounding": "up" | "down";
    "cepheus-space-combat.crewDamageEach": boolean;
    "cepheus-space-combat.repairDestroyedSystems": boolean;
    "cepheus-space-combat.repairHullStructure": boolean;
    "cepheus-space-combat.structureRounding": "down" | "up";
    "cepheus-space-combat.rangeCheckReverts": boolean;
    "cepheus-space-combat.reactionsFollowInitiative": boolean;
    "cepheus-space-combat.reactionFireUsesTurret": boolean;
    "cepheus-space-combat.crewHitsUnnamed": boolean;
    "cepheus-space-combat.hullZero": "internal" | "disabled";
    "cepheus-space-combat.interceptLoneShips": boolean;
    "cepheus-space-combat.missilesAsCraft": boolean;
    "cepheus-space-combat.weaponEffects": boolean;
    "cepheus-space-combat.battleReportsShared": boolean;
    "cepheus-space-combat.skipActionDialog": boolean;
    "cepheus-space-combat.welcomeShown": boolean;
    "cepheus-space-combat.postedCards": Record<string, string>;
  }
}

/** Register every setting and menu (init). */
export function registerSettings(): void {
  if (!game.settings) return; // always there in Foundry; a test stand-in may leave it out
  registerEngagementSettings();
  game.settings.register(SYSTEM_ID, WEAPON_EFFECTS_SETTING, {
    name: "CEPHEUS.WeaponEffects.Setting.name",
    hint: "CEPHEUS.WeaponEffects.Setting.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.register(SYSTEM_ID, REPORTS_SHARED, {
    name: "CEPHEUS.BattleReport.Setting.name",
    hint: "CEPHEUS.BattleReport.Setting.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    onChange: onReportsSharedChanged,
  });
  game.settings.register(SYSTEM_ID, SKIP_DIALOG_SETTING, {
    name: "CEPHEUS.Sheet.Settings.SkipDialog.name",
    hint: "CEPHEUS.Sheet.Settings.SkipDialog.hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.registerMenu(SYSTEM_ID, "welcome", {
    name: "CEPHEUS.Welcome.Menu.name",
    label: "CEPHEUS.Welcome.Menu.label",
    hint: "CEPHEUS.Welcome.Menu.hint",
    icon: "fa-solid fa-rocket",
    type: welcomeLauncherClass() as never,
    restricted: true,
  });
  game.settings.registerMenu(SYSTEM_ID, "selfTest", {
    name: "CEPHEUS.SelfTest.Menu.name",
    label: "CEPHEUS.SelfTest.Menu.label",
    hint: "CEPHEUS.SelfTest.Menu.hint",
    icon: "fa-solid fa-vial-circle-check",
    type: selfTestLauncherClass() as never,
    restricted: true,
  });
  game.settings.register(SYSTEM_ID, WELCOME_SHOWN, { scope: "world", config: false, type: Boolean, default: false });
  // the GM's record of the cards it posted (src/chat/posted.ts): written by GMs only, as every world setting
  game.settings.register(SYSTEM_ID, POSTED_CARDS, { scope: "world", config: false, type: Object, default: {} });
}

/** The engagement's world settings (src/play/settings.ts), each with a label and hint per key, choices per value. */
function registerEngagementSettings(): void {
  for (const s of WORLD_SETTINGS) {
    const prefix = `CEPHEUS.Chat.Settings.${s.key}`;
    const { dataLayer } = s;
    // automatic damage changes no rules: nothing on a sheet or the tracker shows it
    const onChange =
      s.key === SETTINGS.autoApplyDamage
        ? undefined
        : dataLayer
          ? () => {
              dataLayer();
              prepareShipsAgain();
              refreshViews();
            }
          : refreshViews;
    (game.settings!.register as (ns: string, key: string, config: Record<string, unknown>) => void)(SYSTEM_ID, s.key, {
      name: `${prefix}.name`,
      hint: `${prefix}.hint`,
      scope: "world",
      config: true,
      type: s.choices ? String : Boolean,
      ...(s.choices ? { choices: Object.fromEntries(s.choices.map((c) => [c, `${prefix}.${c}`])) } : {}),
      default: s.default,
      ...(onChange ? { onChange } : {}),
    });
  }
  // the data layer's derived values follow the rulings from the start
  for (const s of WORLD_SETTINGS) s.dataLayer?.();
}

/** A rules setting changed: what open ship sheets and the combat tracker show (buttons, DMs, Thrust) may have too. */
function refreshViews(): void {
  const open = (
    foundry.applications as unknown as { instances?: Map<string, { document?: { type?: string }; render(): unknown }> }
  ).instances;
  for (const app of open?.values() ?? []) if (app.document?.type === "ship") void app.render();
  void ui.combat?.render();
}

/** Prepare every ship actor's derived data again: the world's and the unlinked ones of each scene's tokens. */
function prepareShipsAgain(): void {
  const again = (actor: { type?: string; reset?: () => void } | null | undefined) => {
    if (actor?.type === "ship") actor.reset?.();
  };
  for (const actor of game.actors ?? []) again(actor as never);
  for (const scene of game.scenes ?? [])
    for (const token of scene.tokens) if (!token.actorLink) again(token.actor as never);
}
