// The line a targeted ship's token tooltip adds: the band, and the best attack DM of the user's ship's weapons there
// (the highest DM among the weapons that can fire), or that none can fire.
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem } from "../../fixtures/world";
import { weaponsAtBand } from "../../../src/apps/canvas/range-readout";
import { targetTooltipText } from "../../../src/apps/canvas/tooltip-text";
import { translator } from "../../../src/apps/sheets/i18n";
import { RANGE_BANDS } from "../../../src/rules/types";

beforeAll(bootSystem);

const armed = {
  mounts: [
    {
      id: "t1",
      weapons: [
        { id: "w1", kind: "pulseLaser" as const },
        { id: "w2", kind: "sandcaster" as const },
      ],
    },
    { id: "t2", weapons: [{ id: "w3", kind: "missile" as const }] },
  ],
};

describe("targetTooltipText", () => {
  it("names the band and the highest DM of the weapons that can fire there, at every band", () => {
    const t = translator();
    for (const band of RANGE_BANDS) {
      const weapons = weaponsAtBand(armed, band);
      const dms = weapons.map((w) => w.dm).filter((d): d is number => d !== null);
      const text = targetTooltipText(band, weapons, t);
      expect(text.startsWith(`${t.localize(`CEPHEUS.RangeBand.${band}`)}:`)).toBe(true);
      if (dms.length) {
        const best = Math.max(...dms);
        expect(text).toBe(
          t.format("CEPHEUS.TokenTooltip.BestDM", {
            band: t.localize(`CEPHEUS.RangeBand.${band}`),
            dm: best > 0 ? `+${best}` : best === 0 ? "+0" : `−${-best}`,
          }),
        );
      } else expect(text).toBe(`${t.localize(`CEPHEUS.RangeBand.${band}`)}: no weapon can fire`);
    }
  });

  it("a weapon that cannot fire never counts, even beside one that can", () => {
    const t = translator();
    // at Short the pulse laser (Average, its own −2) and the sandcaster (Difficult −2) both give −2; the missile +0
    const short = weaponsAtBand(armed, "short");
    expect(targetTooltipText("short", short, t)).toBe("Short: best DM +0");
    expect(targetTooltipText("short", weaponsAtBand({ mounts: [armed.mounts[0]] }, "short"), t)).toBe(
      "Short: best DM −2",
    );
    // only weapons that cannot fire, or none at all
    const none = short.map((w) => ({ ...w, difficulty: null, dm: null }));
    expect(targetTooltipText("short", none, t)).toBe("Short: no weapon can fire");
    expect(targetTooltipText("distant", [], t)).toBe("Distant: no weapon can fire");
    // a positive DM is signed
    expect(targetTooltipText("close", [{ ...short[0], dm: 2 }], t)).toBe("Close: best DM +2");
  });
});
