// A damage card: a summary of what changed, then each hit's chain (hits, locations, effects) in words.
import type { HitCounts } from "../../rules/damage-lookups";
import type { EngagementEvent } from "../../rules/engagement/events";
import type { PendingShot } from "../../rules/engagement/memory";
import { HIT_EFFECTS, type HitColumn } from "../../rules/tables/damage";
import { SHIP_SYSTEMS } from "../../rules/types";
import { signed } from "../../base/format";
import { label, NS, t } from "../i18n";
import { mountName, sheetWeaponName, shipName, shipOf, weaponName } from "./names";
import { crewRowTitle, damageRowTitle, hitsText, locationTitle } from "./tables";
import type { LineView, SectionView, ViewContext } from "./types";

type DamageChain = { type: string } & Record<string, unknown>;

function locationName(loc: unknown): string {
  return label(`${NS.chat}.Location`, String(loc));
}

/** One damage chain event in words, with the table row on hover where one decided it. */
export function damageLine(ctx: ViewContext, targetId: string, e: DamageChain): LineView | null {
  const s = shipOf(ctx, targetId);
  const E = `${NS.chat}.Damage`;
  switch (e.type) {
    case "hitsDetermined": {
      const h = e.hits as HitCounts;
      const net = e.net as number;
      const text = e.armorIgnored
        ? t(`${E}.hitsArmorIgnored`, { damage: e.damage as number, hits: hitsText(h) })
        : t(`${E}.hits`, {
            damage: e.damage as number,
            armor: e.armor as number,
            net: Math.max(0, net),
            hits: hitsText(h),
          });
      return { text, title: damageRowTitle(net), css: "hits" };
    }
    case "hitLocated": {
      const n = e.hits as number;
      return {
        text: t(`${E}.located`, {
          group: t(`${NS.chat}.Group.${n === 3 ? "triple" : n === 2 ? "double" : "single"}`),
          roll: e.roll as number,
          column: t(`${NS.chat}.Column.${e.column as string}`),
          location: locationName(e.location),
        }),
        title: locationTitle(e.column as HitColumn, e.roll as number),
        css: "located",
      };
    }
    case "hitRedirected":
      return {
        text: t(`${E}.redirect.${e.reason as string}`, { from: locationName(e.from), to: locationName(e.to) }),
        css: "redirect",
      };
    case "hullDamaged":
      return { text: t(`${E}.hull`, { from: e.from as number, to: e.to as number }) };
    case "hullBreached":
      // ruling R101: the world's reading of "will rapidly be incapacitated"
      return {
        text: t(ctx.after.memory.options?.hullZero === "disabled" ? `${E}.hullBreachedDisabled` : `${E}.hullBreached`),
        css: "severe",
      };
    case "structureDamaged":
      return { text: t(`${E}.structure`, { from: e.from as number, to: e.to as number }) };
    case "armorDamaged":
      return { text: t(`${E}.armor`, { from: e.from as number, to: e.to as number }) };
    case "systemDamaged":
      return { text: label(NS.effect, e.effect as string), css: (e.to as number) >= 3 ? "severe" : undefined };
    case "mountDamaged":
      return {
        text: t(`${E}.mount`, {
          mount: mountName(s, e.mountId as string),
          effect: label(NS.effect, e.effect as string),
        }),
        css: (e.to as number) >= 3 ? "severe" : undefined,
      };
    case "fuelLeak":
      return { text: t(`${E}.fuelLeak`, { n: e.tonsPerHour as number }) };
    case "fuelLost":
    case "cargoLost":
      return {
        text: t(`${E}.${e.type}`, { percent: e.percent as number, tons: e.tons as number, to: e.to as number }),
      };
    case "crewHit": {
      const total = (e.roll as number) + (e.dm as number);
      return {
        text: t(`${E}.crewHit`, {
          cause: label(`${NS.chat}.CrewCause`, e.cause as string),
          roll: e.roll as number,
          dm: signed(e.dm as number),
          result: t(`${NS.chat}.CrewTargetShort.${e.target as string}`),
        }),
        title: crewRowTitle(total, e.column as string),
        css: "crew",
      };
    }
    case "radiationHit":
      return e.blocked
        ? { text: t(`${E}.radiationBlocked`), css: "reduced" }
        : {
            text: t(`${E}.radiation`, { weapon: weaponName(e.weapon as string), dm: signed(e.dm as number) }),
            css: "crew",
          };
    case "shipDisabled":
      return { text: t(`${E}.disabled`), css: "severe" };
    case "shipDestroyed":
      return { text: t(`${E}.destroyed`), css: "severe" };
    default:
      return null;
  }
}

/** The hitting shots of an attack in order, to pair each damageResolved event with its shot (sand, screens). */
function hittingShots(ctx: ViewContext, attackId: string | undefined): PendingShot[] {
  if (!attackId) return [];
  const a = (ctx.before.memory.pendingAttacks ?? []).find((x) => x.id === attackId);
  return a ? a.shots.filter((s) => s.hit && !s.destroyed) : [];
}

function trackText(location: "turret" | "bay" | (typeof SHIP_SYSTEMS)[number], step: number): string {
  if (step <= 0) return t(`${NS.chat}.TrackState.intact`);
  return t(`${NS.chat}.TrackState.${HIT_EFFECTS[location].states[Math.min(3, step) - 1]}`);
}

/** The damage in one line per thing changed, before the details: "Hull 8 → 6", "M-Drive: damaged". */
export function damageSummary(ctx: ViewContext, targetId: string): LineView[] {
  const a = ctx.before.ships[targetId];
  const b = ctx.after.ships[targetId];
  if (!a || !b) return [];
  const out: LineView[] = [];
  for (const key of ["hull", "structure", "armor", "fuel", "cargo"] as const)
    if (a[key].value !== b[key].value)
      out.push({
        text: t(`${NS.chat}.Summary.pool`, { what: locationName(key), from: a[key].value, to: b[key].value }),
      });
  for (const sysKey of SHIP_SYSTEMS)
    if (a.systems[sysKey] !== b.systems[sysKey])
      out.push({
        text: t(`${NS.chat}.Summary.track`, {
          what: locationName(sysKey),
          state: trackText(sysKey, b.systems[sysKey]),
        }),
      });
  for (const m of b.mounts) {
    const before = a.mounts.find((x) => x.id === m.id);
    if (before && before.damage !== m.damage)
      out.push({
        text: t(`${NS.chat}.Summary.track`, { what: mountName(b, m.id), state: trackText(m.type, m.damage) }),
      });
  }
  if (!out.length) out.push({ text: t(`${NS.chat}.Summary.none`) });
  return out;
}

export function damageSections(ctx: ViewContext, targetId: string, events: readonly EngagementEvent[]): SectionView[] {
  const out: SectionView[] = [
    { block: { heading: t(`${NS.chat}.Summary.heading`), lines: damageSummary(ctx, targetId) } },
  ];
  const used = new Map<string, number>();
  for (const e of events) {
    if (e.type !== "damageResolved" || e.targetId !== targetId) continue;
    const key = e.attackId ?? "";
    const i = used.get(key) ?? 0;
    used.set(key, i + 1);
    const shot = hittingShots(ctx, e.attackId)[i];
    // the weapon as the attacker's sheet names it, as the attack card does, so each hit matches its attack's row
    const source = e.weapon
      ? sheetWeaponName(e.attackerId ? shipOf(ctx, e.attackerId) : undefined, shot?.weaponId, e.weapon)
      : t(`${NS.chat}.Damage.collisionSource`);
    const heading = e.attackerId
      ? t(`${NS.chat}.Damage.heading`, { source, attacker: shipName(ctx, e.attackerId) })
      : t(`${NS.chat}.Damage.headingNoAttacker`, { source });
    const lines: LineView[] = [];
    if (shot?.reduction)
      lines.push({
        text: t(`${NS.chat}.Damage.reduced`, {
          rolled: shot.damage ?? e.damage + shot.reduction,
          reduction: shot.reduction,
          left: e.damage,
        }),
        css: "reduced",
      });
    for (const c of e.events) {
      const line = damageLine(ctx, targetId, c);
      if (line) lines.push(line);
    }
    out.push({ block: { heading, lines } });
  }
  return out;
}
