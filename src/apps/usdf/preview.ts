// "Import ship from text": what the dialog shows for a pasted text, before anything is created: the ship it
// makes (name, TL, tons, Hull/Structure, armor, Thrust/Jump, weapons by mount, ammunition, seats), what the reader
// could not use (`unread`), what the text did not give (`missing`) and what does not add up (`flags`), or the refusal. Pure: no Foundry; strings
// through the injected translator.
import { seats } from "../../data/usdf/actor";
import {
  parseShipDescription,
  type UsdfError,
  type UsdfFlag,
  type UsdfParseResult,
  type UsdfShip,
} from "../../rules/usdf";

/** Localisation, injected (game.i18n in Foundry, the stand-in's in tests). */
export interface Translator {
  localize(key: string): string;
  format(key: string, data: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** The skill levels the dialog offers for the unnamed crew (the data model allows 0–15). */
export const NPC_SKILL_CHOICES = [0, 1, 2, 3, 4] as const;
export const DEFAULT_NPC_SKILL = 1;
export const MAX_NPC_SKILL = 15;

/** A usable NPC skill level, or null for bad input (not a whole number from 0 to 15). */
export function npcSkillOf(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= MAX_NPC_SKILL ? n : null;
}

/** The field a refusal names, in words (CEPHEUS.USDF.Field.<field>; "crew (gunners)" keeps its role). */
function fieldText(field: string | undefined, t: Translator): string {
  if (!field) return "";
  const role = /^crew \((.+)\)$/.exec(field);
  if (role) return `${t.localize("CEPHEUS.USDF.Field.crew")} (${role[1]})`;
  const key = `CEPHEUS.USDF.Field.${field}`;
  return t.has(key) ? t.localize(key) : field;
}

/** The localised message of a refusal (CEPHEUS.USDF.Error.<code>). */
export function usdfErrorText(error: UsdfError, t: Translator): string {
  return t.format(`CEPHEUS.USDF.Error.${error.code}`, {
    field: fieldText(error.field, t),
    value: error.value ?? "",
    limit: error.limit ?? "",
  });
}

/** The localised sentence of something that does not add up (CEPHEUS.USDF.Flag.<code>). */
export function usdfFlagText(flag: UsdfFlag, t: Translator): string {
  return t.format(`CEPHEUS.USDF.Flag.${flag.code}`, flag.data);
}

export interface MountLine {
  label: string;
  weapons: string;
}

export interface ShipSummary {
  name: string;
  techLevel: number;
  tons: number;
  smallCraft: boolean;
  hull: number;
  structure: number;
  armor: number;
  thrust: number;
  jump: number;
  sensors: string;
  mounts: MountLine[];
  ammo: string[];
  screens: string[];
  seats: string[];
  crew: number;
}

/** Another system's export in the import window (built by ./foreign-preview.ts): the actors it makes. */
export interface CrewSummary {
  /** "STR 6, DEX 10, ..." */
  characteristics: string;
  /** "Piloting 2, Navigation 1, Broker 2" */
  skills: string;
}

export interface ForeignActorView {
  kind: "ship" | "crew";
  name: string;
  /** the format it was read from, in words */
  format: string;
  /** for a format no real file has been checked against: says so, and where to send one (else null) */
  unchecked: string | null;
  ship: ShipSummary | null;
  crew: CrewSummary | null;
  read: string[];
  guessed: string[];
  left: string[];
}

export interface ForeignPreview {
  actors: ForeignActorView[];
  /** "Name: why" for each actor that could not be read */
  refused: string[];
  /** "2 ships and 1 crew member" (and how many could not be read) */
  count: string;
}

export interface ImportPreview {
  /** nothing typed yet */
  blank: boolean;
  ok: boolean;
  error: string | null;
  ship: ShipSummary | null;
  unread: string[];
  missing: { part: string; label: string }[];
  /** what does not add up, in words (the ship is still made) */
  flags: string[];
  /** another system's export: the actors it makes (./foreign-preview.ts); null for a USDF paragraph */
  foreign: ForeignPreview | null;
}

/** "Beam Laser ×2, Sandcaster" */
function weaponList(kinds: readonly string[], t: Translator): string {
  const runs: { kind: string; n: number }[] = [];
  for (const k of kinds) {
    const last = runs[runs.length - 1];
    if (last && last.kind === k) last.n++;
    else runs.push({ kind: k, n: 1 });
  }
  return runs
    .map((r) =>
      r.n > 1
        ? t.format("CEPHEUS.USDF.Preview.Times", { what: t.localize(`CEPHEUS.WeaponKind.${r.kind}`), n: r.n })
        : t.localize(`CEPHEUS.WeaponKind.${r.kind}`),
    )
    .join(", ");
}

function mountLines(ship: UsdfShip, t: Translator): MountLine[] {
  const counters = { turret: 0, bay: 0 };
  const sizes = ["single", "single", "double", "triple"];
  // words per kind of mount and per weapon list, worked out once: a ship may have 10,000 turrets of a few kinds
  const kinds = new Map<string, string>();
  const lists = new Map<string, string>();
  return ship.mounts.map((m) => {
    const n = ++counters[m.type];
    const kindKey = `${m.type} ${m.size} ${m.fixed} ${m.popup}`;
    let kind = kinds.get(kindKey);
    if (kind === undefined) {
      kind =
        m.type === "bay"
          ? t.localize("CEPHEUS.MountType.bay")
          : [
              m.fixed && t.localize("CEPHEUS.WeaponMount.fixed"),
              m.popup && t.localize("CEPHEUS.WeaponMount.popup"),
              t.localize(`CEPHEUS.TurretSize.${sizes[m.size] ?? "single"}`),
            ]
              .filter(Boolean)
              .join(", ");
      kinds.set(kindKey, kind);
    }
    const listKey = m.weapons.join(" ");
    let weapons = lists.get(listKey);
    if (weapons === undefined) lists.set(listKey, (weapons = weaponList(m.weapons, t)));
    return {
      label: t.format("CEPHEUS.USDF.Preview.Mount", { type: t.localize(`CEPHEUS.MountType.${m.type}`), n, kind }),
      weapons,
    };
  });
}

/** What the preview shows of a ship (shared with the preview of other systems' exports, ./foreign-preview.ts). */
export function shipSummary(ship: UsdfShip, npcSkill: number, t: Translator): ShipSummary {
  // the seats the actor would get (the rest of the actor's data, one item per weapon, is not needed here)
  const seatCounts = new Map<string, number>();
  for (const s of seats(ship, () => npcSkill)) seatCounts.set(s.position, (seatCounts.get(s.position) ?? 0) + 1);
  const ammo: string[] = [];
  for (const type of ["standard", "smart", "nuclear"] as const)
    if (ship.ammo.missiles[type])
      ammo.push(
        t.format("CEPHEUS.USDF.Preview.Missiles", {
          n: ship.ammo.missiles[type],
          type: t.localize(`CEPHEUS.MissileType.${type}`),
        }),
      );
  if (ship.ammo.sand) ammo.push(t.format("CEPHEUS.USDF.Preview.Sand", { n: ship.ammo.sand }));
  const screens: string[] = [];
  if (ship.screens.mesonScreen)
    screens.push(t.format("CEPHEUS.USDF.Preview.MesonScreen", { n: ship.screens.mesonScreen }));
  if (ship.screens.nuclearDamper)
    screens.push(t.format("CEPHEUS.USDF.Preview.NuclearDamper", { n: ship.screens.nuclearDamper }));
  return {
    name: ship.name,
    techLevel: ship.techLevel,
    tons: ship.tons,
    smallCraft: ship.smallCraft,
    hull: ship.hull,
    structure: ship.structure,
    armor: ship.armor,
    thrust: ship.thrust,
    jump: ship.jump,
    sensors: t.localize(`CEPHEUS.SensorGrade.${ship.sensors?.grade ?? "basic"}`),
    mounts: mountLines(ship, t),
    ammo,
    screens,
    seats: [...seatCounts].map(([p, n]) =>
      n > 1
        ? t.format("CEPHEUS.USDF.Preview.Times", { what: t.localize(`CEPHEUS.Position.${p}`), n })
        : t.localize(`CEPHEUS.Position.${p}`),
    ),
    crew: ship.crew.total,
  };
}

/** The dialog's view of `text` (already parsed when `parsed` is given). */
export function importPreview(
  text: string,
  npcSkill: number,
  t: Translator,
  parsed: UsdfParseResult = parseShipDescription(text),
): ImportPreview {
  if (!text.trim())
    return { blank: true, ok: false, error: null, ship: null, unread: [], missing: [], flags: [], foreign: null };
  if (!parsed.ok)
    return {
      blank: false,
      ok: false,
      error: usdfErrorText(parsed.error, t),
      ship: null,
      unread: [],
      missing: [],
      flags: [],
      foreign: null,
    };
  return {
    blank: false,
    ok: true,
    error: null,
    ship: shipSummary(parsed.ship, npcSkill, t),
    unread: [...parsed.unread],
    missing: parsed.missing.map((part) => ({ part, label: t.localize(`CEPHEUS.USDF.Part.${part}`) })),
    flags: parsed.flags.map((f) => usdfFlagText(f, t)),
    foreign: null,
  };
}
