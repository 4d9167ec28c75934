// World settings of the engagement bridge and the chat cards.
import { setMDriveHalfRounding } from "../data/rulings";
import type { EngagementOptions } from "../rules/engagement/memory";

import { SYSTEM_ID as NS } from "../system-id";

export const SETTINGS = {
  /** write ship and crew damage as soon as it is rolled (the card still offers Undo) */
  autoApplyDamage: "autoApplyDamage",
  /** ruling R20: reactions are declared after ("afterRoll") or before ("beforeRoll") the attack roll is known */
  reactionDeclaration: "reactionDeclaration",
  /** ruling R8: pulse lasers take DM−2 on every attack */
  pulseLaserPenalty: "pulseLaserPenalty",
  /** ruling R62: racks and sandcasters need a Reload action ("manual") or are fed from the magazine */
  reloading: "reloading",
  /** ruling R22: the M-Drive's second hit halves the Thrust left, rounding "up" or "down" */
  mDriveHalfRounding: "mDriveHalfRounding",
  /** ruling R26: a hit on all crew rolls each person's damage */
  crewDamageEach: "crewDamageEach",
  /** ruling R39: damage control may mend destroyed locations */
  repairDestroyedSystems: "repairDestroyedSystems",
  /** ruling R40: damage control may restore Hull and Structure */
  repairHullStructure: "repairHullStructure",
  /** ruling R105: a ship alone on its side counts as having communications to intercept */
  interceptLoneShips: "interceptLoneShips",
} as const;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "cepheus-space-combat.autoApplyDamage": boolean;
    "cepheus-space-combat.reactionDeclaration": "afterRoll" | "beforeRoll";
    "cepheus-space-combat.pulseLaserPenalty": boolean;
    "cepheus-space-combat.reloading": "manual" | "magazine";
    "cepheus-space-combat.mDriveHalfRounding": "up" | "down";
    "cepheus-space-combat.crewDamageEach": boolean;
    "cepheus-space-combat.repairDestroyedSystems": boolean;
    "cepheus-space-combat.repairHullStructure": boolean;
    "cepheus-space-combat.interceptLoneShips": boolean;
  }
}

/** Called from registerChat() during init. */
export function registerEngagementSettings(): void {
  if (!game.settings) return; // always there in Foundry; a test stand-in may leave it out
  game.settings.register(NS, SETTINGS.autoApplyDamage, {
    name: "CEPHEUS.Chat.Settings.autoApplyDamage.name",
    hint: "CEPHEUS.Chat.Settings.autoApplyDamage.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.register(NS, SETTINGS.reactionDeclaration, {
    name: "CEPHEUS.Chat.Settings.reactionDeclaration.name",
    onChange: refreshViews,
    hint: "CEPHEUS.Chat.Settings.reactionDeclaration.hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      afterRoll: "CEPHEUS.Chat.Settings.reactionDeclaration.afterRoll",
      beforeRoll: "CEPHEUS.Chat.Settings.reactionDeclaration.beforeRoll",
    },
    default: "afterRoll",
  });
  game.settings.register(NS, SETTINGS.pulseLaserPenalty, {
    name: "CEPHEUS.Chat.Settings.pulseLaserPenalty.name",
    onChange: refreshViews,
    hint: "CEPHEUS.Chat.Settings.pulseLaserPenalty.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(NS, SETTINGS.reloading, {
    name: "CEPHEUS.Chat.Settings.reloading.name",
    onChange: refreshViews,
    hint: "CEPHEUS.Chat.Settings.reloading.hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      manual: "CEPHEUS.Chat.Settings.reloading.manual",
      magazine: "CEPHEUS.Chat.Settings.reloading.magazine",
    },
    default: "manual",
  });
  game.settings.register(NS, SETTINGS.mDriveHalfRounding, {
    name: "CEPHEUS.Chat.Settings.mDriveHalfRounding.name",
    // ships' derived Thrust (thrustCurrent) follows it too
    onChange: () => {
      setMDriveHalfRounding(mDriveHalfRounding());
      prepareShipsAgain();
      refreshViews();
    },
    hint: "CEPHEUS.Chat.Settings.mDriveHalfRounding.hint",
    scope: "world",
    config: true,
    type: String,
    choices: { up: "CEPHEUS.Chat.Settings.mDriveHalfRounding.up", down: "CEPHEUS.Chat.Settings.mDriveHalfRounding.down" },
    default: "up",
  });
  for (const [key, fallback] of [
    [SETTINGS.crewDamageEach, false],
    [SETTINGS.repairDestroyedSystems, false],
    [SETTINGS.repairHullStructure, true],
    [SETTINGS.interceptLoneShips, false],
  ] as const)
    game.settings.register(NS, key, {
      name: `CEPHEUS.Chat.Settings.${key}.name`,
      hint: `CEPHEUS.Chat.Settings.${key}.hint`,
      scope: "world",
      config: true,
      type: Boolean,
      default: fallback,
      onChange: refreshViews,
    });
  // the data layer's derived Thrust follows R22 from the start
  setMDriveHalfRounding(mDriveHalfRounding());
}

/** A rules setting changed: what open ship sheets and the combat tracker show (buttons, DMs, Thrust) may have too. */
function refreshViews(): void {
  const open = (foundry.applications as unknown as { instances?: Map<string, { document?: { type?: string }; render(): unknown }> }).instances;
  for (const app of open?.values() ?? []) if (app.document?.type === "ship") void app.render();
  void ui.combat?.render();
}

/** Prepare every ship actor's derived data again: the world's and the unlinked ones of each scene's tokens. */
function prepareShipsAgain(): void {
  const again = (actor: { type?: string; reset?: () => void } | null | undefined) => {
    if (actor?.type === "ship") actor.reset?.();
  };
  for (const actor of game.actors ?? []) again(actor as never);
  for (const scene of game.scenes ?? []) for (const token of scene.tokens) if (!token.actorLink) again(token.actor as never);
}

function read<T>(key: string, fallback: T): T {
  try {
    const settings = game.settings as unknown as { get(ns: string, key: string): unknown; settings?: Map<string, unknown> } | undefined;
    if (!settings || (settings.settings && !settings.settings.has(`${NS}.${key}`))) return fallback;
    const v = settings.get(NS, key);
    return v === undefined || v === null ? fallback : (v as T);
  } catch {
    return fallback;
  }
}

export function autoApplyDamage(): boolean {
  return read<boolean>(SETTINGS.autoApplyDamage, false) === true;
}

/** Ruling R22: how the M-Drive's second hit rounds the halved Thrust (before the settings exist: up). */
export function mDriveHalfRounding(): "up" | "down" {
  return read<string>(SETTINGS.mDriveHalfRounding, "up") === "down" ? "down" : "up";
}

/** The engine options the world settings decide. */
export function engagementOptions(): EngagementOptions {
  const r20 = read<string>(SETTINGS.reactionDeclaration, "afterRoll");
  return {
    reactionTiming: r20 === "beforeRoll" ? "before" : "after",
    pulseLaserPenalty: read<boolean>(SETTINGS.pulseLaserPenalty, true) !== false,
    reloading: read<string>(SETTINGS.reloading, "manual") === "magazine" ? "magazine" : "manual",
    mDriveHalfRounding: mDriveHalfRounding(),
    crewDamageEach: read<boolean>(SETTINGS.crewDamageEach, false) === true,
    repairDestroyedSystems: read<boolean>(SETTINGS.repairDestroyedSystems, false) === true,
    repairHullStructure: read<boolean>(SETTINGS.repairHullStructure, true) !== false,
    interceptLoneShips: read<boolean>(SETTINGS.interceptLoneShips, false) === true,
  };
}
