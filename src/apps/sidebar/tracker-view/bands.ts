// Range bands as the tracker writes them: lang keys of the band's name and abbreviation, a pair's badge, and the
// short names of ships heading the range matrix.
import { pairKey } from "../../../rules/engagement/memory";
import { RANGE_BANDS, type RangeBand } from "../../../rules/types";
import { K, type TrackerContext } from "./context";
import type { RangeBadge } from "./types";

export const bandLabel = (band: RangeBand) => `CEPHEUS.RangeBand.${band}`;
export const bandAbbr = (band: RangeBand) => `${K}.BandAbbr.${band}`;

/** Every band, for the legend and the range dialog. */
export function allBands(): { band: RangeBand; label: string; abbr: string }[] {
  return RANGE_BANDS.map((band) => ({ band, label: bandLabel(band), abbr: bandAbbr(band) }));
}

/** The band between two ships (Distant until set), whether the GM fixed it by hand, and whether it may be edited. */
export function rangeBadge(
  { m, nameOf, overrides }: TrackerContext,
  id: string,
  other: string,
  editable: boolean,
): RangeBadge {
  const key = pairKey(id, other);
  const band = m.ranges[key] ?? "distant";
  return {
    otherId: other,
    otherName: nameOf(other),
    band,
    label: bandLabel(band),
    abbr: bandAbbr(band),
    override: overrides.has(key),
    editable,
  };
}

/** "Far Trader Kestrel" → "FTK"; single words keep their first three letters. */
export function abbreviate(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "?";
  if (words.length === 1) return words[0].slice(0, 3);
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join("")
    .toUpperCase();
}
