// The action dialog's model: from a station button (ship, seat, action) and the user's choices so far, the fields
// to show, the complete command, and what it will roll (previewCommand: the rules engine's own figures). Pure: no
// Foundry; strings through the injected translator.
import type { Modifier } from "../../rules/checks";
import { actionDef, REACTIONS } from "../../rules/engagement/catalogue";
import type { Command, RangeChoice } from "../../rules/engagement/commands";
import { rangeBetween, SKILL_CHARACTERISTIC, type EngagementState } from "../../rules/engagement/state";
import type { RepairTarget } from "../../rules/repair";
import { signed } from "../../format";
import { weaponsAtBand } from "../canvas/range-readout";
import { ACTIONS } from "../../rules/tables/actions";
import { COLLISION_AVOIDANCE } from "../../rules/tables/planetary";
import { DIFFICULTIES, SKILLS, type Characteristic, type Position, type ShipSnapshot, type SkillKey } from "../../rules/types";
import { actionCost, actionVerdict, candidateCommands, type StationActionType } from "../sheets/actions";
import type { Translator } from "../sheets/ship-view";
import { previewCommand } from "./preview";

/** What the user has chosen in the dialog so far (form values, parsed). Absent = the default. */
export interface DialogChoices {
  targetId?: string;
  /** attack: the weapons fired; absent or empty = every weapon that can fire */
  weaponIds?: string[];
  /** reactions: a pending attack id, or "boarding:<id>" */
  attackId?: string;
  /** changePositions: "position|mountId" */
  position?: string;
  speed?: number;
  /** repair: a system, "hull", "structure", or "mount:<id>" */
  repair?: string;
  /** reload: the weapon */
  weaponId?: string;
  hazard?: string;
  speedDifference?: boolean;
  unwilling?: boolean;
  noise?: boolean;
  choice?: RangeChoice;
  mode?: "jam" | "breakLocks" | "smartMissiles";
  cost?: "minor" | "significant";
  label?: string;
  skill?: string;
  difficulty?: string;
  turns?: number;
  worldSize?: number;
  worldAtmosphere?: number;
  computerTargeting?: boolean;
  pool?: number;
}

export interface Option {
  value: string;
  label: string;
  selected: boolean;
}

export interface DialogContext {
  /** the ship's engagement is a real combat (false: a one-ship practice engagement) */
  inCombat: boolean;
  /** display names of mounts and weapons by id */
  mountNames?: Readonly<Record<string, string>>;
  weaponNames?: Readonly<Record<string, string>>;
  /** the person at the seat, for the title */
  seatName?: string;
}

export interface DialogModel {
  title: string;
  action: StationActionType;
  actionLabel: string;
  hint: string;
  costLabel: string;
  outside: boolean;
  showUnwilling: boolean;
  showNoise: boolean;
  showComputerTargeting: boolean;
  fields: {
    target?: Option[];
    weapons?: { id: string; label: string; difficulty: string; checked: boolean; canFire: boolean }[];
    attack?: Option[];
    position?: Option[];
    speed?: { value: number; min: number; hint: string };
    repair?: Option[];
    reload?: Option[];
    hazard?: Option[];
    speedDifference?: boolean;
    unwilling?: boolean;
    noise?: boolean;
    choice?: Option[];
    mode?: Option[];
    cost?: Option[];
    label?: string;
    skill?: Option[];
    difficulty?: Option[];
    turns?: number;
    world?: { size: number; atmosphere: number };
    computerTargeting?: boolean;
    pool?: { value: number; max: number; hint: string };
  };
  command: Command | null;
  preview: {
    ok: boolean;
    refusal: string;
    rows: { label: string; value: string }[];
    total: string;
    shots: { label: string; difficulty: string; dm: string }[];
    opposed: boolean;
    noCheck: boolean;
  };
}

const opt = (value: string, label: string, selected: string | undefined): Option => ({ value, label, selected: value === selected });

/** The label of one modifier source ("difficulty.average" → "Difficulty: Average (+0)"; "skill" → "Skill: Piloting"). */
export function sourceLabel(t: Translator & { has?(key: string): boolean }, source: string, names: { skill?: string; characteristic?: string } = {}): string {
  if (source.startsWith("difficulty.")) return `${t.localize("CEPHEUS.Dialog.Source.difficulty")}: ${t.localize(`CEPHEUS.Difficulty.${source.slice(11)}`)}`;
  if ((source === "skill" || source === "unskilled") && names.skill)
    return `${t.format("CEPHEUS.Dialog.SkillNamed", { skill: t.localize(`CEPHEUS.Skill.${names.skill}`) })}${source === "unskilled" ? ` (${t.localize("CEPHEUS.Dialog.Source.unskilled")})` : ""}`;
  if (source === "characteristic" && names.characteristic)
    return t.format("CEPHEUS.Dialog.CharacteristicNamed", { characteristic: t.localize(`CEPHEUS.Characteristic.${names.characteristic}`) });
  const key = `CEPHEUS.Dialog.Source.${source}`;
  if (!t.has || t.has(key)) return t.localize(key);
  return `${t.localize("CEPHEUS.Dialog.Source.other")} (${source})`;
}

function repairValue(target: RepairTarget): string {
  return typeof target === "object" ? `mount:${target.mountId}` : target;
}

function parseRepair(v: string | undefined): RepairTarget | undefined {
  if (!v) return undefined;
  return v.startsWith("mount:") ? { mountId: v.slice(6) } : (v as RepairTarget);
}

/**
 * The skill and characteristic a command's check names (for the labels only: the figures come from the engine):
 * the Action Summary's skill (gunners: by the mount manned) and characteristic, else the skill's own (ruling R41).
 */
function checkNames(ship: ShipSnapshot, seat: number, action: StationActionType, command: Command | null): { skill?: string; characteristic?: string } {
  const def = actionDef(action) ?? (ACTIONS as Record<string, { skill: unknown; characteristic: Characteristic | null } | undefined>)[action];
  let skill: SkillKey | undefined;
  const s = def?.skill as SkillKey | { turret: SkillKey; bay: SkillKey } | null | undefined;
  if (typeof s === "string") skill = s;
  else if (s) skill = ship.mounts.find((m) => m.id === ship.seats[seat]?.mountId)?.type === "bay" ? s.bay : s.turret;
  const chosen = (command as { skill?: SkillKey } | null)?.skill;
  if (chosen) skill = chosen;
  if (!skill) return {};
  return { skill, characteristic: def?.characteristic ?? SKILL_CHARACTERISTIC[skill] };
}

/** Build the dialog's model for `action` at `seat` of `shipId` with the user's `choices`. */
export function dialogModel(
  state: EngagementState,
  shipId: string,
  seat: number,
  action: StationActionType,
  choices: DialogChoices,
  t: Translator & { has?(key: string): boolean },
  ctx: DialogContext,
): DialogModel {
  const ship = state.ships[shipId];
  const st = state.memory.ships[shipId];
  const isReaction = (REACTIONS as readonly string[]).includes(action);
  // every command the engine would accept now: the choices the dialog offers
  const valid = actionVerdict(state, shipId, seat, action, { all: true, preferredTarget: choices.targetId }).commands;
  const all = valid.length ? valid : candidateCommands(state, shipId, seat, action, choices.targetId);
  const first = (all[0] ?? null) as (Command & Record<string, unknown>) | null;
  const fields: DialogModel["fields"] = {};
  let command: Command | null = first ? ({ ...first } as Command) : null;
  const mountName = (id: string) => ctx.mountNames?.[id] ?? id;
  const weaponName = (id: string, kind?: string) => ctx.weaponNames?.[id] ?? (kind ? t.localize(`CEPHEUS.WeaponKind.${kind}`) : id);

  const targets = [...new Set(all.map((c) => (c as { targetId?: string }).targetId).filter((x): x is string => !!x))];
  const targetId = choices.targetId && targets.includes(choices.targetId) ? choices.targetId : targets[0];
  if (targets.length && command && "targetId" in command) {
    fields.target = targets.map((id) => opt(id, `${state.ships[id]?.name ?? id} (${t.localize(`CEPHEUS.RangeBand.${rangeBetween(state.memory, shipId, id)}`)})`, targetId));
    (command as { targetId: string }).targetId = targetId!;
  }

  switch (action) {
    case "attack": {
      if (!command || command.type !== "attack") break;
      const seatMount = ship.seats[seat]?.mountId;
      const mount = ship.mounts.find((m) => m.id === seatMount);
      if (mount && targetId) {
        const range = rangeBetween(state.memory, shipId, targetId);
        // absent: the engine's default (every weapon that can fire); listed (even none): exactly those
        const chosen = choices.weaponIds ? new Set(choices.weaponIds) : null;
        // each weapon's difficulty at the target's band and the attack DM it makes (the ruler's read-out does the same)
        const atBand = weaponsAtBand({ mounts: [mount] }, range, { pulseLaserPenalty: state.memory.options?.pulseLaserPenalty });
        fields.weapons = atBand.map(({ id, kind, difficulty: d, dm }) => ({
          id,
          label: weaponName(id, kind),
          difficulty: d ? `${t.localize(`CEPHEUS.Difficulty.${d}`)}, ${t.format("CEPHEUS.Ruler.DM", { dm: signed(dm!) })}` : t.localize("CEPHEUS.Sheet.WeaponSheet.CannotFire"),
          checked: chosen ? chosen.has(id) : d !== null,
          canFire: d !== null,
        }));
        if (chosen) command.weaponIds = mount.weapons.filter((w) => chosen.has(w.id)).map((w) => w.id);
      }
      const fireControl = ship.software.fireControl > 0;
      if (fireControl) {
        fields.computerTargeting = !!choices.computerTargeting;
        if (choices.computerTargeting) command.computerTargeting = true;
      }
      break;
    }
    case "adjustSpeed": {
      const speed = Number.isInteger(choices.speed) ? choices.speed! : (st?.speed ?? 0);
      fields.speed = { value: speed, min: 0, hint: t.format("CEPHEUS.Dialog.SpeedHint", { speed: st?.speed ?? 0, thrust: ship.thrust }) };
      command = { type: "adjustSpeed", shipId, seat, speed };
      break;
    }
    case "changePositions": {
      const opts = all.filter((c): c is Extract<Command, { type: "changePositions" }> => c.type === "changePositions");
      const value = (c: { position: Position; mountId?: string }) => `${c.position}|${c.mountId ?? ""}`;
      const picked = opts.find((c) => value(c) === choices.position) ?? opts[0];
      fields.position = opts.map((c) => {
        const where = c.mountId ? (c.mountId === "mDrive" || c.mountId === "jDrive" ? t.localize(`CEPHEUS.Drive.${c.mountId}`) : mountName(c.mountId)) : "";
        return opt(value(c), where ? `${t.localize(`CEPHEUS.Position.${c.position}`)}: ${where}` : t.localize(`CEPHEUS.Position.${c.position}`), picked && value(picked));
      });
      command = picked ?? null;
      break;
    }
    case "repairDamagedSystem": {
      const opts = all.filter((c): c is Extract<Command, { type: "repairDamagedSystem" }> => c.type === "repairDamagedSystem");
      const picked = opts.find((c) => repairValue(c.target) === choices.repair) ?? opts[0];
      fields.repair = opts.map((c) => {
        const tg = c.target;
        const label =
          typeof tg === "object" ? mountName(tg.mountId) : tg === "hull" ? t.localize("CEPHEUS.Sheet.Systems.Hull") : tg === "structure" ? t.localize("CEPHEUS.Sheet.Systems.Structure") : t.localize(`CEPHEUS.System.${tg}`);
        return opt(repairValue(tg), label, picked && repairValue(picked.target));
      });
      command = picked ? { ...picked, target: parseRepair(repairValue(picked.target))! } : null;
      break;
    }
    case "reload": {
      const opts = all.filter((c): c is Extract<Command, { type: "reload" }> => c.type === "reload");
      const picked = opts.find((c) => c.weaponId === choices.weaponId) ?? opts[0];
      const kinds = new Map(ship.mounts.flatMap((m) => m.weapons.map((w) => [w.id, w.kind] as const)));
      fields.reload = opts.map((c) => opt(c.weaponId, weaponName(c.weaponId, kinds.get(c.weaponId)), picked?.weaponId));
      command = picked ?? null;
      break;
    }
    case "avoidCollision": {
      const hazard = choices.hazard && choices.hazard in COLLISION_AVOIDANCE ? choices.hazard : "traffic";
      fields.hazard = Object.keys(COLLISION_AVOIDANCE).map((h) => opt(h, t.localize(`CEPHEUS.Dialog.HazardKind.${h}`), hazard));
      fields.speedDifference = !!choices.speedDifference;
      command = { type: "avoidCollision", shipId, seat, hazard: hazard as keyof typeof COLLISION_AVOIDANCE, ...(choices.speedDifference ? { speedDifference: true } : {}) };
      break;
    }
    case "dock":
      fields.unwilling = !!choices.unwilling;
      if (command && command.type === "dock" && choices.unwilling) command.unwilling = true;
      break;
    case "maintainCommunications":
      fields.noise = !!choices.noise;
      command = { type: "maintainCommunications", shipId, seat, ...(choices.noise ? { noise: true } : {}) };
      break;
    case "rangeCheck": {
      const choice: RangeChoice = choices.choice ?? "same";
      fields.choice = (["closer", "farther", "same"] as const).map((c) => opt(c, t.localize(`CEPHEUS.Dialog.Choice${c[0].toUpperCase()}${c.slice(1)}`), choice));
      if (command && command.type === "rangeCheck") command.choice = choice;
      break;
    }
    case "electronicWarfare": {
      const modes = [...new Set(all.map((c) => (c as { mode?: string }).mode))].filter(Boolean) as ("jam" | "smartMissiles")[];
      const offered: ("jam" | "breakLocks" | "smartMissiles")[] = modes.includes("jam") ? ["jam", "breakLocks", ...modes.filter((m) => m !== "jam")] : modes;
      const mode = choices.mode && offered.includes(choices.mode) ? choices.mode : offered[0];
      if (mode) {
        fields.mode = offered.map((m) => opt(m, t.localize(`CEPHEUS.Dialog.Mode${m[0].toUpperCase()}${m.slice(1)}`), mode));
        command =
          mode === "smartMissiles"
            ? { type: "electronicWarfare", shipId, seat, mode }
            : { type: "electronicWarfare", shipId, seat, mode, targetId: targetId ?? targets[0] ?? "" };
        if (mode === "smartMissiles") delete fields.target;
      }
      break;
    }
    case "miscellaneous": {
      const cost = choices.cost ?? (all.find((c) => (c as { cost?: string }).cost === "significant") ? "significant" : "minor");
      fields.cost = (["significant", "minor"] as const).map((c) => opt(c, t.localize(`CEPHEUS.Sheet.Cost.${c}`), cost));
      fields.label = choices.label ?? "";
      fields.skill = [opt("", "—", choices.skill ?? ""), ...SKILLS.map((s) => opt(s, t.localize(`CEPHEUS.Skill.${s}`), choices.skill))];
      fields.difficulty = DIFFICULTIES.map((d) => opt(d, t.localize(`CEPHEUS.Difficulty.${d}`), choices.difficulty ?? "average"));
      const skill = SKILLS.find((s) => s === choices.skill);
      const difficulty = DIFFICULTIES.find((d) => d === (choices.difficulty ?? "average"));
      command = { type: "miscellaneous", shipId, seat, cost, ...(choices.label ? { label: choices.label } : {}), ...(skill ? { skill, difficulty } : {}) };
      break;
    }
    case "extendedAction": {
      const skill = SKILLS.find((s) => s === choices.skill) ?? "mechanics";
      const turns = Number.isInteger(choices.turns) && choices.turns! > 0 ? choices.turns! : 1;
      fields.label = choices.label ?? "";
      fields.skill = SKILLS.map((s) => opt(s, t.localize(`CEPHEUS.Skill.${s}`), skill));
      fields.turns = turns;
      command = { type: "extendedAction", shipId, seat, label: choices.label || t.localize("CEPHEUS.Action.extendedAction.label"), skill, turns };
      break;
    }
    case "orbitalInsertion":
    case "atmosphericEntry": {
      // Orbital Insertion names the world too: a decaying orbit's re-entry reads its Atmospheric Entry DMs (R100)
      const size = Number.isInteger(choices.worldSize) ? choices.worldSize! : 5;
      const atmosphere = Number.isInteger(choices.worldAtmosphere) ? choices.worldAtmosphere! : 6;
      fields.world = { size, atmosphere };
      command = { type: action, shipId, seat, worldSize: size, worldAtmosphere: atmosphere };
      break;
    }
    default:
      break;
  }

  if (isReaction) {
    const refs = all.map((c) => ("attackId" in c ? String(c.attackId) : `boarding:${String((c as { boardingId?: string }).boardingId)}`));
    const picked = refs.includes(choices.attackId ?? "") ? choices.attackId! : refs[0];
    fields.attack = refs.map((r) => {
      const a = (state.memory.pendingAttacks ?? []).find((x) => x.id === r);
      const label = a
        ? `${state.ships[a.attackerId]?.name ?? a.attackerId}: ${a.shots.map((s) => t.localize(`CEPHEUS.WeaponKind.${s.weapon}`)).join(", ")}`
        : t.localize("CEPHEUS.Dialog.Boarding");
      return opt(r, label, picked);
    });
    command = (all[refs.indexOf(picked)] as Command | undefined) ?? null;
  }

  // Coordinate Crew points: any check may spend them
  const pool = st?.coordinationPool ?? 0;
  if (command && pool > 0 && "seat" in command) {
    const value = Math.max(0, Math.min(pool, Number.isInteger(choices.pool) ? choices.pool! : 0));
    fields.pool = { value, max: pool, hint: t.format("CEPHEUS.Dialog.PoolHint", { left: pool }) };
    if (value) (command as { pool?: number }).pool = value;
  }

  // what will be rolled, by the rules engine itself
  const preview = command ? previewCommand(state, command) : null;
  const names = checkNames(ship, seat, action, command);
  const rows = (preview?.check?.modifiers ?? []).map((m: Modifier) => ({ label: sourceLabel(t, m.source, names), value: signed(m.value) }));
  const kinds = new Map(ship.mounts.flatMap((m) => m.weapons.map((w) => [w.id, w.kind] as const)));
  const refusal = !command
    ? t.localize(isReaction ? "CEPHEUS.Sheet.Reason.noIncomingAttack" : "CEPHEUS.Sheet.Reason.noTarget")
    : preview && !preview.ok
      ? t.localize(`CEPHEUS.Reason.${preview.refusal}`)
      : "";
  const actionLabel = t.localize(`CEPHEUS.Action.${action}.label`);
  return {
    title: t.format("CEPHEUS.Dialog.Title", { action: actionLabel, name: ctx.seatName ?? ship.name }),
    action,
    actionLabel,
    hint: t.localize(`CEPHEUS.Action.${action}.hint`),
    costLabel: t.localize(`CEPHEUS.Sheet.Cost.${actionCost(action)}`),
    outside: !ctx.inCombat,
    showUnwilling: action === "dock" && !!fields.target,
    showNoise: action === "maintainCommunications",
    showComputerTargeting: fields.computerTargeting !== undefined,
    fields,
    command: preview?.ok ? command : null,
    preview: {
      ok: !!preview?.ok,
      refusal,
      rows,
      total: signed(preview?.check?.total ?? 0),
      shots: (preview?.shots ?? []).map((s) => ({
        label: weaponName(s.weaponId, kinds.get(s.weaponId) ?? s.weapon),
        difficulty: s.difficulty ? t.localize(`CEPHEUS.Difficulty.${s.difficulty}`) : "",
        dm: signed(s.dm),
      })),
      opposed: !!preview?.opposed,
      noCheck: !!preview?.noCheck,
    },
  };
}

/** The dialog's choices from its form's entries (FormData): numbers parsed, checkboxes present = checked. */
export function choicesFromForm(entries: Iterable<[string, FormDataEntryValue]>): DialogChoices {
  const out: DialogChoices = {};
  const ids: string[] = [];
  let listed = false;
  const int = (v: string) => (/^-?\d+$/.test(v.trim()) ? Number(v) : undefined);
  for (const [name, raw] of entries) {
    const v = typeof raw === "string" ? raw : "";
    switch (name) {
      case "weaponIds":
        ids.push(v);
        break;
      case "weaponsListed":
        listed = true;
        break;
      case "speed":
      case "turns":
      case "worldSize":
      case "worldAtmosphere":
      case "pool":
        out[name] = int(v);
        break;
      case "speedDifference":
      case "unwilling":
      case "noise":
      case "computerTargeting":
        out[name] = true;
        break;
      case "choice":
        if (v === "closer" || v === "farther" || v === "same") out.choice = v;
        break;
      case "mode":
        if (v === "jam" || v === "breakLocks" || v === "smartMissiles") out.mode = v;
        break;
      case "cost":
        if (v === "minor" || v === "significant") out.cost = v;
        break;
      case "targetId":
      case "attackId":
      case "position":
      case "repair":
      case "weaponId":
      case "hazard":
      case "label":
      case "skill":
      case "difficulty":
        out[name] = v;
        break;
      default:
        break;
    }
  }
  if (listed) out.weaponIds = ids;
  return out;
}
