// The figures a planned action's reason names (only worked out while planning, never in a fight the crew plays).
import { attackDifficulty } from "../../ranges";
import { DIFFICULTIES, type RangeBand, type WeaponKind } from "../../types";
import { rangeBetween } from "../state";
import { shipIn } from "../context";
import type { Crew, CrewOrder } from "./crew";
import type { ReasonCode } from "./reasons";
import { bandStep } from "./reach";

export function explain(f: Crew, c: CrewOrder, reason: ReasonCode): Record<string, string> {
  const m = f.ctx.m;
  switch (reason) {
    case "closeRange":
    case "openRange": {
      const now = rangeBetween(m, c.shipId!, c.targetId!);
      const band = bandStep(now, c.choice === "closer" ? -1 : 1);
      const out: Record<string, string> = { band, ship: c.targetId! };
      const w = bestWeaponAt(f, c.shipId!, band);
      if (w !== undefined) {
        out.weapon = w.kind;
        out.difficulty = w.difficulty;
      }
      return out;
    }
    case "plotEscape":
      return { flee: f.policy.flee };
    case "lockOn":
    case "fire":
      return { ship: c.targetId!, band: rangeBetween(m, c.shipId!, c.targetId!) };
    case "reload":
      return { weapon: weaponKind(f, c.shipId!, c.weaponId) ?? "" };
    default:
      return {};
  }
}

/** The ship's weapon that does best at `band`, and how hard its attack is there (undefined: none reaches). */
function bestWeaponAt(f: Crew, shipId: string, band: RangeBand): { kind: WeaponKind; difficulty: string } | undefined {
  let best: { kind: WeaponKind; difficulty: string; rank: number } | undefined;
  for (const mount of shipIn(f.ctx, shipId).mounts)
    for (const w of mount.weapons) {
      if (w.kind === "sandcaster") continue;
      const d = attackDifficulty(w.kind, band);
      if (d === null) continue;
      const rank = DIFFICULTIES.indexOf(d);
      if (best === undefined || rank < best.rank) best = { kind: w.kind, difficulty: d, rank };
    }
  return best && { kind: best.kind, difficulty: best.difficulty };
}

function weaponKind(f: Crew, shipId: string, weaponId: string | undefined): WeaponKind | undefined {
  for (const mount of shipIn(f.ctx, shipId).mounts) for (const w of mount.weapons) if (w.id === weaponId) return w.kind;
  return undefined;
}
