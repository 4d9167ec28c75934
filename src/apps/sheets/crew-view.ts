// The crew and weapon sheets' view models. Pure: data in (the data models' prepared values), display data out.
import { signed } from "../../base/format";
import { attackDifficulty } from "../../rules/ranges";
import {
  CHARACTERISTICS,
  MISSILE_TYPES,
  RANGE_BANDS,
  SKILLS,
  WEAPON_KINDS,
  type Characteristic,
  type Position,
  type SkillKey,
  type WeaponKind,
} from "../../rules/types";
import type { Translator } from "./ship-view";

/** Extended hexadecimal for a UPP digit (0–9, A–H, J–N, P–Z: I and O are skipped). */
const EHEX = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export function uppDigit(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < EHEX.length ? EHEX[n] : "?";
}

/** The Universal Personality Profile: STR DEX END INT EDU SOC as six ehex digits. */
export function upp(scores: Partial<Record<Characteristic, number>>): string {
  return CHARACTERISTICS.map((c) => uppDigit(scores[c] ?? 0)).join("");
}

export interface CrewInput {
  name: string;
  img: string;
  characteristics: Record<Characteristic, number>;
  current: Record<Characteristic, number>;
  dm: Record<Characteristic, number>;
  skills: Record<SkillKey, number | null>;
  customSkills: readonly { name: string; level: number }[];
  damage: Record<"str" | "dex" | "end", number>;
  rads: number;
  incapacitated: boolean;
  /** where the crew member sits: one entry per ship seat holding them */
  stations: readonly { shipName: string; shipUuid: string; position: Position; mount: string }[];
  editable: boolean;
}

export function crewView(input: CrewInput, t: Translator) {
  const physical = new Set(["str", "dex", "end"]);
  return {
    name: input.name,
    img: input.img,
    editable: input.editable,
    upp: upp(input.characteristics),
    currentUpp: upp(input.current),
    hurt: CHARACTERISTICS.some((c) => input.current[c] !== input.characteristics[c]),
    incapacitated: input.incapacitated,
    characteristics: CHARACTERISTICS.map((c) => ({
      key: c,
      abbr: t.localize(`CEPHEUS.Characteristic.${c}`),
      label: t.localize(`CEPHEUS.Crew.FIELDS.characteristics.${c}.label`),
      value: input.characteristics[c],
      current: input.current[c],
      hurt: input.current[c] !== input.characteristics[c],
      dm: signed(input.dm[c]),
      physical: physical.has(c),
      damage: physical.has(c) ? input.damage[c as "str"] : null,
    })),
    skills: SKILLS.map((s) => ({
      key: s,
      label: t.localize(`CEPHEUS.Skill.${s}`),
      value: input.skills[s],
      display: input.skills[s] === null ? t.localize("CEPHEUS.Sheet.CrewSheet.Untrained") : String(input.skills[s]),
    })),
    customSkills: input.customSkills.map((s) => ({ name: s.name, level: s.level })),
    rads: input.rads,
    radsText: t.format("CEPHEUS.Sheet.CrewSheet.RadsValue", { rads: input.rads }),
    stations: input.stations.map((s) => ({
      shipUuid: s.shipUuid,
      text: t.format("CEPHEUS.Sheet.CrewSheet.Station", {
        // "Turret Gunner · Turret 1 (beam lasers)": the mount's own name may hold brackets, so none are added around it
        station: s.mount
          ? t.format("CEPHEUS.Sheet.CrewSheet.StationAt", {
              position: t.localize(`CEPHEUS.Position.${s.position}`),
              mount: s.mount,
            })
          : t.localize(`CEPHEUS.Position.${s.position}`),
        ship: s.shipName,
      }),
    })),
  };
}

export type CrewView = ReturnType<typeof crewView>;

export interface WeaponSheetInput {
  name: string;
  img: string;
  kind: WeaponKind;
  mount: string;
  mountId: string;
  damage: string;
  tl: number;
  missileType: string;
  description: string;
  /** the parent ship's mounts (empty for a world item) */
  shipMounts: readonly { id: string; name: string }[];
  /** the mount kinds allowed (data model choices) */
  mountKinds: readonly string[];
  editable: boolean;
}

export function weaponView(input: WeaponSheetInput, t: Translator) {
  const opt = (value: string, label: string, selected: string) => ({ value, label, selected: value === selected });
  return {
    ...input,
    kindLabel: t.localize(`CEPHEUS.WeaponKind.${input.kind}`),
    isMissile: input.kind === "missile",
    kinds: WEAPON_KINDS.map((k) => opt(k, t.localize(`CEPHEUS.WeaponKind.${k}`), input.kind)),
    mounts: input.mountKinds.map((m) => opt(m, t.localize(`CEPHEUS.WeaponMount.${m}`), input.mount)),
    missileTypes: MISSILE_TYPES.map((m) => opt(m, t.localize(`CEPHEUS.MissileType.${m}`), input.missileType)),
    shipMounts: [
      opt("", t.localize("CEPHEUS.Sheet.WeaponSheet.NotMounted"), input.mountId),
      ...input.shipMounts.map((m) => opt(m.id, m.name, input.mountId)),
    ],
    hasShip: input.shipMounts.length > 0,
    difficulties: RANGE_BANDS.map((band) => {
      const d = attackDifficulty(input.kind, band);
      return {
        band: t.localize(`CEPHEUS.RangeBand.${band}`),
        difficulty: d ? t.localize(`CEPHEUS.Difficulty.${d}`) : t.localize("CEPHEUS.Sheet.WeaponSheet.CannotFire"),
      };
    }),
  };
}

export type WeaponView = ReturnType<typeof weaponView>;
