// The line a targeted ship's token tooltip adds: the band between the user's ship and the target, and the best attack
// DM any of the user's ship's weapons has at that band. Pure: the band and the weapons at it (weaponsAtBand) and the
// translator in, the words out.
import { signed } from "../../base/format";
import type { RangeBand } from "../../rules/types";
import type { Translator } from "../sheets/ship-view";
import type { WeaponAtBand } from "./range-readout";

/** "Medium: best DM +0", or "Distant: no weapon can fire" when none of the weapons can fire at the band. */
export function targetTooltipText(band: RangeBand, weapons: readonly WeaponAtBand[], t: Translator): string {
  const bandLabel = t.localize(`CEPHEUS.RangeBand.${band}`);
  let best: number | null = null;
  for (const w of weapons) if (w.dm !== null && (best === null || w.dm > best)) best = w.dm;
  return best === null
    ? t.format("CEPHEUS.TokenTooltip.CannotFire", { band: bandLabel })
    : t.format("CEPHEUS.TokenTooltip.BestDM", { band: bandLabel, dm: signed(best) });
}
