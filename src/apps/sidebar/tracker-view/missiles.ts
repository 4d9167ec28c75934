// Missiles on the tracker: salvos in flight (launched by or aimed at the viewer's side, for a player) and, in the
// missile phase, the arriving attacks with the reactions their target may take.
import { availableReactions } from "../../../rules/engagement/validation";
import { salvoFlight } from "../../../rules/engagement/salvo-flight";
import type { MissileType } from "../../../rules/types";
import { K, type TrackerContext } from "./context";
import type { PendingMissileView, SalvoView } from "./types";

const MISSILE_KEY = (t: MissileType) => `CEPHEUS.MissileType.${t}`;

export function salvosView({ m, isGM, friendly, nameOf }: TrackerContext): SalvoView[] {
  const salvos: SalvoView[] = [];
  for (const s of m.salvos) {
    if (s.count <= 0) continue;
    if (!isGM && !friendly(s.attackerId) && !friendly(s.targetId)) continue;
    const turns = salvoFlight(s, m.round).turnsToImpact;
    salvos.push({
      id: s.id,
      attacker: nameOf(s.attackerId),
      target: nameOf(s.targetId),
      missileType: MISSILE_KEY(s.missileType),
      count: s.count,
      toHit: s.toHit,
      turnsToImpact: turns,
      arriving: turns === 0,
      impact: turns === 0 ? `${K}.Arriving` : turns === 1 ? `${K}.ImpactNext` : `${K}.TurnsToImpact`,
      smart: s.missileType === "smart",
      fuel: Math.max(0, s.fuelEndsRound - m.round),
    });
  }
  return salvos.sort((a, b) => a.turnsToImpact - b.turnsToImpact || a.id.localeCompare(b.id, "en", { numeric: true }));
}

export function pendingMissilesView({ state, m, isGM, friendly, nameOf }: TrackerContext): PendingMissileView[] {
  if (!m.missilePhase) return [];
  const out: PendingMissileView[] = [];
  for (const a of m.pendingAttacks ?? []) {
    if (a.kind !== "missile" || (!isGM && !friendly(a.targetId))) continue;
    out.push({
      attackId: a.id,
      target: nameOf(a.targetId),
      targetId: a.targetId,
      attacker: nameOf(a.attackerId),
      missiles: a.shots.filter((s) => !s.destroyed).length,
      toHit: a.toHit ?? null,
      reactions: availableReactions(state, a.id).map((type) => ({ type, label: `${K}.Reaction.${type}` })),
    });
  }
  return out;
}
