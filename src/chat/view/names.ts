// Names on the cards: ships, mounts, seats, weapons, ranges and modifier sources, localised (a code the rules engine
// grew without a lang key yet reads as itself); modifiers and checks as the cards list them.
import type { CheckResult, Modifier } from "../../rules/checks";
import type { ShipSnapshot } from "../../rules/types";
import { signed } from "../../base/format";
import { label, NS, t } from "../i18n";
import type { CheckView, ModView, ViewContext } from "./types";

export function shipName(ctx: ViewContext, id: string | undefined): string {
  if (!id) return "";
  return ctx.after.ships[id]?.name ?? ctx.before.ships[id]?.name ?? t(`${NS.chat}.UnknownShip`);
}

/** The ship as it is after the command, else as it was before. */
export function shipOf(ctx: ViewContext, id: string): ShipSnapshot | undefined {
  return ctx.after.ships[id] ?? ctx.before.ships[id];
}

/**
 * A mount as its ship's sheet names it: its own name ("Dorsal"), else its type and its number among mounts of that
 * type ("Turret 2", "Bay 1").
 */
export function mountName(s: ShipSnapshot | undefined, mountId: string | undefined): string {
  if (!s || !mountId) return "";
  const m = s.mounts.find((x) => x.id === mountId);
  if (!m) return "";
  if (m.name) return m.name;
  const n = s.mounts.filter((x) => x.type === m.type).indexOf(m) + 1;
  return t(`${NS.chat}.Mount.${m.type}`, { n });
}

/** "Pilot (Jane Doe)" for a seat; the position alone for an NPC or software seat. */
export function seatName(s: ShipSnapshot | undefined, seat: number | undefined): string {
  if (!s || seat === undefined) return "";
  const x = s.seats[seat];
  if (!x) return "";
  const pos = label(`${NS.chat}.Position`, x.position);
  const crew = x.crewId ? s.crew.find((c) => c.id === x.crewId)?.name : undefined;
  if (crew) return t(`${NS.chat}.SeatWithCrew`, { position: pos, name: crew });
  if (x.automated) return t(`${NS.chat}.SeatAutomated`, { position: pos });
  return pos;
}

export function weaponName(kind: string): string {
  return label(`${NS.chat}.Weapon`, kind);
}

/** A weapon as its ship's sheet names it ("Beam Laser B"), else its kind ("Beam Laser"): every card says the same. */
export function sheetWeaponName(ship: ShipSnapshot | undefined, weaponId: string | undefined, kind: string): string {
  if (weaponId)
    for (const m of ship?.mounts ?? []) {
      const w = m.weapons.find((x) => x.id === weaponId);
      if (w?.name) return w.name;
    }
  return weaponName(kind);
}

export function rangeName(band: string): string {
  return label(`${NS.chat}.Range`, band);
}

export function modifierName(source: string): string {
  return label(`${NS.chat}.Modifier`, source);
}

export function mods(list: readonly Modifier[]): ModView[] {
  return list.map((m) => ({
    label: m.label ? `${modifierName(m.source)} (${m.label})` : modifierName(m.source),
    value: signed(m.value),
  }));
}

function degreeText(c: CheckResult): string {
  return t(`${NS.chat}.Degree.${c.degree}`);
}

export function checkView(heading: string, c: CheckResult): CheckView {
  return {
    heading,
    dice: c.dice,
    mods: mods(c.modifiers),
    total: c.total,
    effect: signed(c.effect),
    result: degreeText(c),
    success: c.success,
    title: t(`${NS.chat}.CheckTitle`, { dice: c.dice, total: c.total, effect: signed(c.effect) }),
  };
}
