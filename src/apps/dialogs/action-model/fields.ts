// The action dialog's fields, action by action: from the commands the engine would accept now and the user's choices,
// the options to show and the command they make. Each builder fills `fields` and returns the command.
import type { Command, RangeChoice } from "../../../rules/engagement/commands";
import { rangeBetween, type EngagementState } from "../../../rules/engagement/state";
import type { ShipCombatState } from "../../../rules/engagement/memory";
import { signed } from "../../../base/format";
import type { RepairTarget } from "../../../rules/repair";
import { COLLISION_AVOIDANCE } from "../../../rules/tables/planetary";
import { DIFFICULTIES, SKILLS, type Position, type ShipSnapshot } from "../../../rules/types";
import { weaponsAtBand } from "../../canvas/range-readout";
import type { StationActionType } from "../../sheets/actions";
import type { Translator } from "../../sheets/ship-view";
import type { DialogChoices, DialogContext, DialogModel, Option } from "./types";

export const opt = (value: string, label: string, selected: string | undefined): Option => ({
  value,
  label,
  selected: value === selected,
});

/** What a field builder reads, and the fields it fills. */
export interface FieldContext {
  state: EngagementState;
  shipId: string;
  seat: number;
  action: StationActionType;
  choices: DialogChoices;
  t: Translator & { has?(key: string): boolean };
  ship: ShipSnapshot;
  st: ShipCombatState | undefined;
  /** every command the engine would accept now (else the candidates, to say why not) */
  all: Command[];
  /** the targets those commands name, and the one chosen */
  targets: string[];
  targetId: string | undefined;
  fields: DialogModel["fields"];
  mountName: (id: string) => string;
  weaponName: (id: string, kind?: string) => string;
  dialog: DialogContext;
}

type Builder = (fc: FieldContext, command: Command | null) => Command | null;

/** The targets, each with its band (the first, or the chosen one, goes into the command). */
export function targetField(fc: FieldContext, command: Command | null): void {
  const { state, shipId, t, targets, targetId } = fc;
  if (!targets.length || !command || !("targetId" in command)) return;
  fc.fields.target = targets.map((id) =>
    opt(
      id,
      `${state.ships[id]?.name ?? id} (${t.localize(`CEPHEUS.RangeBand.${rangeBetween(state.memory, shipId, id)}`)})`,
      targetId,
    ),
  );
  (command as { targetId: string }).targetId = targetId!;
}

/** Attack: the mount's weapons with their difficulty at the target's band, and Computer Targeting with Fire Control. */
const attack: Builder = ({ state, shipId, seat, ship, choices, t, fields, targetId, weaponName }, command) => {
  if (!command || command.type !== "attack") return command;
  const seatMount = ship.seats[seat]?.mountId;
  const mount = ship.mounts.find((m) => m.id === seatMount);
  if (mount && targetId) {
    const range = rangeBetween(state.memory, shipId, targetId);
    // absent: the engine's default (every weapon that can fire); listed (even none): exactly those
    const chosen = choices.weaponIds ? new Set(choices.weaponIds) : null;
    // each weapon's difficulty at the target's band and the attack DM it makes (the ruler's read-out does the same)
    const atBand = weaponsAtBand({ mounts: [mount] }, range, {
      pulseLaserPenalty: state.memory.options?.pulseLaserPenalty,
    });
    fields.weapons = atBand.map(({ id, kind, difficulty: d, dm }) => ({
      id,
      label: weaponName(id, kind),
      difficulty: d
        ? `${t.localize(`CEPHEUS.Difficulty.${d}`)}, ${t.format("CEPHEUS.Ruler.DM", { dm: signed(dm!) })}`
        : t.localize("CEPHEUS.Sheet.WeaponSheet.CannotFire"),
      checked: chosen ? chosen.has(id) : d !== null,
      canFire: d !== null,
    }));
    if (chosen) command.weaponIds = mount.weapons.filter((w) => chosen.has(w.id)).map((w) => w.id);
  }
  if (ship.software.fireControl > 0) {
    fields.computerTargeting = !!choices.computerTargeting;
    if (choices.computerTargeting) command.computerTargeting = true;
  }
  return command;
};

const adjustSpeed: Builder = ({ shipId, seat, ship, st, choices, t, fields }) => {
  const speed = Number.isInteger(choices.speed) ? choices.speed! : (st?.speed ?? 0);
  fields.speed = {
    value: speed,
    min: 0,
    hint: t.format("CEPHEUS.Dialog.SpeedHint", { speed: st?.speed ?? 0, thrust: ship.thrust }),
  };
  return { type: "adjustSpeed", shipId, seat, speed };
};

const changePositions: Builder = ({ all, choices, t, fields, mountName }) => {
  const opts = all.filter((c): c is Extract<Command, { type: "changePositions" }> => c.type === "changePositions");
  const value = (c: { position: Position; mountId?: string }) => `${c.position}|${c.mountId ?? ""}`;
  const picked = opts.find((c) => value(c) === choices.position) ?? opts[0];
  fields.position = opts.map((c) => {
    const where = c.mountId
      ? c.mountId === "mDrive" || c.mountId === "jDrive"
        ? t.localize(`CEPHEUS.Drive.${c.mountId}`)
        : mountName(c.mountId)
      : "";
    return opt(
      value(c),
      where
        ? `${t.localize(`CEPHEUS.Position.${c.position}`)}: ${where}`
        : t.localize(`CEPHEUS.Position.${c.position}`),
      picked && value(picked),
    );
  });
  return picked ?? null;
};

function repairValue(target: RepairTarget): string {
  return typeof target === "object" ? `mount:${target.mountId}` : target;
}

function parseRepair(v: string | undefined): RepairTarget | undefined {
  if (!v) return undefined;
  return v.startsWith("mount:") ? { mountId: v.slice(6) } : (v as RepairTarget);
}

const repairDamagedSystem: Builder = ({ all, choices, t, fields, mountName }) => {
  const opts = all.filter(
    (c): c is Extract<Command, { type: "repairDamagedSystem" }> => c.type === "repairDamagedSystem",
  );
  const picked = opts.find((c) => repairValue(c.target) === choices.repair) ?? opts[0];
  fields.repair = opts.map((c) => {
    const tg = c.target;
    const label =
      typeof tg === "object"
        ? mountName(tg.mountId)
        : tg === "hull"
          ? t.localize("CEPHEUS.Sheet.Systems.Hull")
          : tg === "structure"
            ? t.localize("CEPHEUS.Sheet.Systems.Structure")
            : t.localize(`CEPHEUS.System.${tg}`);
    return opt(repairValue(tg), label, picked && repairValue(picked.target));
  });
  return picked ? { ...picked, target: parseRepair(repairValue(picked.target))! } : null;
};

const reload: Builder = ({ all, ship, choices, fields, weaponName }) => {
  const opts = all.filter((c): c is Extract<Command, { type: "reload" }> => c.type === "reload");
  const picked = opts.find((c) => c.weaponId === choices.weaponId) ?? opts[0];
  const kinds = new Map(ship.mounts.flatMap((m) => m.weapons.map((w) => [w.id, w.kind] as const)));
  fields.reload = opts.map((c) => opt(c.weaponId, weaponName(c.weaponId, kinds.get(c.weaponId)), picked?.weaponId));
  return picked ?? null;
};

const avoidCollision: Builder = ({ shipId, seat, choices, t, fields }) => {
  const hazard = choices.hazard && choices.hazard in COLLISION_AVOIDANCE ? choices.hazard : "traffic";
  fields.hazard = Object.keys(COLLISION_AVOIDANCE).map((h) =>
    opt(h, t.localize(`CEPHEUS.Dialog.HazardKind.${h}`), hazard),
  );
  fields.speedDifference = !!choices.speedDifference;
  return {
    type: "avoidCollision",
    shipId,
    seat,
    hazard: hazard as keyof typeof COLLISION_AVOIDANCE,
    ...(choices.speedDifference ? { speedDifference: true } : {}),
  };
};

const dock: Builder = ({ choices, fields }, command) => {
  fields.unwilling = !!choices.unwilling;
  if (command && command.type === "dock" && choices.unwilling) command.unwilling = true;
  return command;
};

const maintainCommunications: Builder = ({ shipId, seat, choices, fields }) => {
  fields.noise = !!choices.noise;
  return { type: "maintainCommunications", shipId, seat, ...(choices.noise ? { noise: true } : {}) };
};

const rangeCheck: Builder = ({ choices, t, fields }, command) => {
  const choice: RangeChoice = choices.choice ?? "same";
  fields.choice = (["closer", "farther", "same"] as const).map((c) =>
    opt(c, t.localize(`CEPHEUS.Dialog.Choice${c[0].toUpperCase()}${c.slice(1)}`), choice),
  );
  if (command && command.type === "rangeCheck") command.choice = choice;
  return command;
};

const electronicWarfare: Builder = ({ all, shipId, seat, choices, t, fields, targets, targetId }, command) => {
  const modes = [...new Set(all.map((c) => (c as { mode?: string }).mode))].filter(Boolean) as (
    "jam" | "smartMissiles"
  )[];
  const offered: ("jam" | "breakLocks" | "smartMissiles")[] = modes.includes("jam")
    ? ["jam", "breakLocks", ...modes.filter((m) => m !== "jam")]
    : modes;
  const mode = choices.mode && offered.includes(choices.mode) ? choices.mode : offered[0];
  if (!mode) return command;
  fields.mode = offered.map((m) => opt(m, t.localize(`CEPHEUS.Dialog.Mode${m[0].toUpperCase()}${m.slice(1)}`), mode));
  if (mode === "smartMissiles") delete fields.target;
  return mode === "smartMissiles"
    ? { type: "electronicWarfare", shipId, seat, mode }
    : { type: "electronicWarfare", shipId, seat, mode, targetId: targetId ?? targets[0] ?? "" };
};

const miscellaneous: Builder = ({ all, shipId, seat, choices, t, fields }) => {
  const cost =
    choices.cost ?? (all.find((c) => (c as { cost?: string }).cost === "significant") ? "significant" : "minor");
  fields.cost = (["significant", "minor"] as const).map((c) => opt(c, t.localize(`CEPHEUS.Sheet.Cost.${c}`), cost));
  fields.label = choices.label ?? "";
  fields.skill = [
    opt("", "—", choices.skill ?? ""),
    ...SKILLS.map((s) => opt(s, t.localize(`CEPHEUS.Skill.${s}`), choices.skill)),
  ];
  fields.difficulty = DIFFICULTIES.map((d) =>
    opt(d, t.localize(`CEPHEUS.Difficulty.${d}`), choices.difficulty ?? "average"),
  );
  const skill = SKILLS.find((s) => s === choices.skill);
  const difficulty = DIFFICULTIES.find((d) => d === (choices.difficulty ?? "average"));
  return {
    type: "miscellaneous",
    shipId,
    seat,
    cost,
    ...(choices.label ? { label: choices.label } : {}),
    ...(skill ? { skill, difficulty } : {}),
  };
};

const extendedAction: Builder = ({ shipId, seat, choices, t, fields }) => {
  const skill = SKILLS.find((s) => s === choices.skill) ?? "mechanics";
  const turns = Number.isInteger(choices.turns) && choices.turns! > 0 ? choices.turns! : 1;
  fields.label = choices.label ?? "";
  fields.skill = SKILLS.map((s) => opt(s, t.localize(`CEPHEUS.Skill.${s}`), skill));
  fields.turns = turns;
  return {
    type: "extendedAction",
    shipId,
    seat,
    label: choices.label || t.localize("CEPHEUS.Action.extendedAction.label"),
    skill,
    turns,
  };
};

/**
 * The world the fight is near (R108), shown with its digits: the maneuver reads them (and a decaying orbit's re-entry,
 * R100). Without a world, the engine refuses the maneuver and says why.
 */
const world: Builder = ({ state, shipId, seat, action, choices, fields }) => {
  const near = state.memory.world;
  const size = near?.size ?? (Number.isInteger(choices.worldSize) ? choices.worldSize! : 5);
  const atmosphere = near?.atmosphere ?? (Number.isInteger(choices.worldAtmosphere) ? choices.worldAtmosphere! : 6);
  fields.world = { size, atmosphere };
  return {
    type: action as "orbitalInsertion" | "atmosphericEntry",
    shipId,
    seat,
    worldSize: size,
    worldAtmosphere: atmosphere,
  };
};

/** The actions whose dialog has fields of its own (the others: the target, the reaction's attack, the pool). */
export const ACTION_FIELDS: Partial<Record<StationActionType, Builder>> = {
  attack,
  adjustSpeed,
  changePositions,
  repairDamagedSystem,
  reload,
  avoidCollision,
  dock,
  maintainCommunications,
  rangeCheck,
  electronicWarfare,
  miscellaneous,
  extendedAction,
  orbitalInsertion: world,
  atmosphericEntry: world,
};

/** A reaction: the pending attack (or boarding) it answers. */
export function reactionField({ state, all, choices, t, fields }: FieldContext): Command | null {
  const refs = all.map((c) =>
    "attackId" in c ? String(c.attackId) : `boarding:${String((c as { boardingId?: string }).boardingId)}`,
  );
  const picked = refs.includes(choices.attackId ?? "") ? choices.attackId! : refs[0];
  fields.attack = refs.map((r) => {
    const a = (state.memory.pendingAttacks ?? []).find((x) => x.id === r);
    const label = a
      ? `${state.ships[a.attackerId]?.name ?? a.attackerId}: ${a.shots.map((s) => t.localize(`CEPHEUS.WeaponKind.${s.weapon}`)).join(", ")}`
      : t.localize("CEPHEUS.Dialog.Boarding");
    return opt(r, label, picked);
  });
  return (all[refs.indexOf(picked)] as Command | undefined) ?? null;
}

/** Coordinate Crew points: any check may spend them. */
export function poolField({ st, choices, t, fields }: FieldContext, command: Command | null): void {
  const pool = st?.coordinationPool ?? 0;
  if (!command || pool <= 0 || !("seat" in command)) return;
  const value = Math.max(0, Math.min(pool, Number.isInteger(choices.pool) ? choices.pool! : 0));
  fields.pool = { value, max: pool, hint: t.format("CEPHEUS.Dialog.PoolHint", { left: pool }) };
  if (value) (command as { pool?: number }).pool = value;
}
