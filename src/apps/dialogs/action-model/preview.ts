// What the dialog says the action will roll: the rules engine's own preview of the command (previewCommand), in words:
// each modifier by name, the total, each shot's difficulty and DM, or why the engine refuses it.
import type { Modifier } from "../../../rules/checks";
import { actionDef } from "../../../rules/engagement/catalogue";
import type { Command } from "../../../rules/engagement/commands";
import { SKILL_CHARACTERISTIC } from "../../../rules/engagement/state";
import { signed } from "../../../base/format";
import { ACTIONS } from "../../../rules/tables/actions";
import type { Characteristic, ShipSnapshot, SkillKey } from "../../../rules/types";
import type { StationActionType } from "../../sheets/actions";
import type { Translator } from "../../sheets/ship-view";
import type { CommandPreview } from "../preview";
import type { DialogModel } from "./types";

/** The label of one modifier source ("difficulty.average" → "Difficulty: Average (+0)"; "skill" → "Skill: Piloting"). */
export function sourceLabel(
  t: Translator & { has?(key: string): boolean },
  source: string,
  names: { skill?: string; characteristic?: string } = {},
): string {
  if (source.startsWith("difficulty."))
    return `${t.localize("CEPHEUS.Dialog.Source.difficulty")}: ${t.localize(`CEPHEUS.Difficulty.${source.slice(11)}`)}`;
  if ((source === "skill" || source === "unskilled") && names.skill)
    return `${t.format("CEPHEUS.Dialog.SkillNamed", { skill: t.localize(`CEPHEUS.Skill.${names.skill}`) })}${source === "unskilled" ? ` (${t.localize("CEPHEUS.Dialog.Source.unskilled")})` : ""}`;
  if (source === "characteristic" && names.characteristic)
    return t.format("CEPHEUS.Dialog.CharacteristicNamed", {
      characteristic: t.localize(`CEPHEUS.Characteristic.${names.characteristic}`),
    });
  const key = `CEPHEUS.Dialog.Source.${source}`;
  if (!t.has || t.has(key)) return t.localize(key);
  return `${t.localize("CEPHEUS.Dialog.Source.other")} (${source})`;
}

/**
 * The skill and characteristic a command's check names (for the labels only: the figures come from the engine):
 * the Action Summary's skill (gunners: by the mount manned) and characteristic, else the skill's own (ruling R41).
 */
function checkNames(
  ship: ShipSnapshot,
  seat: number,
  action: StationActionType,
  command: Command | null,
): { skill?: string; characteristic?: string } {
  const def =
    actionDef(action) ??
    (ACTIONS as Record<string, { skill: unknown; characteristic: Characteristic | null } | undefined>)[action];
  let skill: SkillKey | undefined;
  const s = def?.skill as SkillKey | { turret: SkillKey; bay: SkillKey } | null | undefined;
  if (typeof s === "string") skill = s;
  else if (s) skill = ship.mounts.find((m) => m.id === ship.seats[seat]?.mountId)?.type === "bay" ? s.bay : s.turret;
  const chosen = (command as { skill?: SkillKey } | null)?.skill;
  if (chosen) skill = chosen;
  if (!skill) return {};
  return { skill, characteristic: def?.characteristic ?? SKILL_CHARACTERISTIC[skill] };
}

export interface PreviewInput {
  t: Translator & { has?(key: string): boolean };
  ship: ShipSnapshot;
  seat: number;
  action: StationActionType;
  command: Command | null;
  preview: CommandPreview | null;
  isReaction: boolean;
  weaponName: (id: string, kind?: string) => string;
}

export function previewView({
  t,
  ship,
  seat,
  action,
  command,
  preview,
  isReaction,
  weaponName,
}: PreviewInput): DialogModel["preview"] {
  const names = checkNames(ship, seat, action, command);
  const kinds = new Map(ship.mounts.flatMap((m) => m.weapons.map((w) => [w.id, w.kind] as const)));
  const refusal = !command
    ? t.localize(isReaction ? "CEPHEUS.Sheet.Reason.noIncomingAttack" : "CEPHEUS.Sheet.Reason.noTarget")
    : preview && !preview.ok
      ? t.localize(`CEPHEUS.Reason.${preview.refusal}`)
      : "";
  return {
    ok: !!preview?.ok,
    refusal,
    rows: (preview?.check?.modifiers ?? []).map((m: Modifier) => ({
      label: sourceLabel(t, m.source, names),
      value: signed(m.value),
    })),
    total: signed(preview?.check?.total ?? 0),
    shots: (preview?.shots ?? []).map((s) => ({
      label: weaponName(s.weaponId, kinds.get(s.weaponId) ?? s.weapon),
      difficulty: s.difficulty ? t.localize(`CEPHEUS.Difficulty.${s.difficulty}`) : "",
      dm: signed(s.dm),
    })),
    opposed: !!preview?.opposed,
    noCheck: !!preview?.noCheck,
  };
}
