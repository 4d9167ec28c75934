// The SRD table row behind a card line, as hover text: the damage table, hit locations, crew damage.
import type { HitCounts } from "../../rules/damage-lookups";
import { CREW_DAMAGE, HIT_LOCATION_TABLE, SPACE_COMBAT_DAMAGE, type HitColumn } from "../../rules/tables/damage";
import { label, NS, t } from "../i18n";

export function hitsText(h: HitCounts): string {
  const parts: string[] = [];
  const count = (kind: "triple" | "double" | "single", n: number) =>
    t(`${NS.chat}.Hits.${kind}${n === 1 ? "One" : ""}`, { n });
  if (h.triple) parts.push(count("triple", h.triple));
  if (h.double) parts.push(count("double", h.double));
  if (h.single) parts.push(count("single", h.single));
  return parts.length ? parts.join(", ") : t(`${NS.chat}.Hits.none`);
}

export function damageRowTitle(net: number): string {
  const row = SPACE_COMBAT_DAMAGE.find((r) => net >= r.min && net <= r.max);
  const band = row ? `${row.min}\u2013${row.max}` : net <= 0 ? "0" : `45+`;
  return t(`${NS.chat}.Table.damage`, {
    band,
    hits: row ? hitsText(row.hits) : net <= 0 ? t(`${NS.chat}.Hits.none`) : t(`${NS.chat}.Table.overflow`),
  });
}

export function locationTitle(column: HitColumn, roll: number): string {
  const loc = HIT_LOCATION_TABLE[column][roll - 2];
  return t(`${NS.chat}.Table.location`, {
    column: t(`${NS.chat}.Column.${column}`),
    roll,
    location: label(`${NS.chat}.Location`, loc),
  });
}

export function crewRowTitle(total: number, column: string): string {
  const row = CREW_DAMAGE.find((r) => total >= r.min && total <= r.max) ?? CREW_DAMAGE[0];
  const band =
    row.min === -Infinity
      ? `\u2264${row.max}`
      : row.max === Infinity
        ? `${row.min}+`
        : row.min === row.max
          ? `${row.min}`
          : `${row.min}\u2013${row.max}`;
  return t(`${NS.chat}.Table.crew`, {
    column: t(`${NS.chat}.CrewColumn.${column}`),
    band,
    result: t(`${NS.chat}.CrewTarget.${row.target}`, {
      dice: row.dice,
      mult: row.multiplier[column as "normal" | "radiation"],
    }),
  });
}
