// A ship leaves the engagement for good (its combatant was deleted mid-combat). Pure: the engagement memory
// without every trace of the ship, so that nothing later trips over a ship that no longer exists. The rules
// engine has no command for this (a ship that escapes or is destroyed keeps its place): the tracker calls it when
// a combatant is deleted.
import type { EngagementMemory } from "./memory";

export interface ForgetResult {
  memory: EngagementMemory;
  /** what was dropped, for the GM's log */
  dropped: { salvos: string[]; pursuits: number; attacks: string[]; modifiers: string[]; boardings: string[] };
}

/**
 * `memory` without ship `id`. `order` is the acting order as stored before the deletion (it still names the
 * ship), so the turn pointer can stay on the ship whose turn it is.
 */
export function forgetShip(
  memory: EngagementMemory,
  id: string,
  order: readonly string[] = memory.order,
): ForgetResult {
  const involves = (...ids: (string | undefined)[]) => ids.includes(id);
  const dropped: ForgetResult["dropped"] = { salvos: [], pursuits: 0, attacks: [], modifiers: [], boardings: [] };
  const ships = { ...memory.ships };
  delete ships[id];
  const ranges: EngagementMemory["ranges"] = {};
  for (const [k, v] of Object.entries(memory.ranges)) if (!k.split("|").includes(id)) ranges[k] = v;

  const salvos = memory.salvos.filter((s) => {
    const gone = involves(s.attackerId, s.targetId);
    if (gone) dropped.salvos.push(s.id);
    return !gone;
  });
  const pursuits = memory.pursuits.filter((p) => !involves(p.pursuerId, p.targetId));
  dropped.pursuits = memory.pursuits.length - pursuits.length;
  const modifiers = memory.modifiers.filter((x) => {
    const gone = involves(x.shipId, x.targetId, x.lapsesAtTurnOf);
    if (gone) dropped.modifiers.push(x.id);
    return !gone;
  });

  const out: EngagementMemory = { ...memory, ships, ranges, salvos, pursuits, modifiers };
  if (memory.pendingAttacks)
    out.pendingAttacks = memory.pendingAttacks.filter((a) => {
      const gone = involves(a.attackerId, a.targetId);
      if (gone) dropped.attacks.push(a.id);
      return !gone;
    });
  if (memory.boardings)
    out.boardings = memory.boardings.filter((b) => {
      const gone = involves(b.attackerId, b.defenderId);
      if (gone) dropped.boardings.push(b.id);
      return !gone;
    });
  if (memory.docked) out.docked = memory.docked.filter((k) => !k.split("|").includes(id));
  // a side whose flagship went has no fleet any more (R104: no flagship, no fleet)
  if (memory.flagships) out.flagships = memory.flagships.filter((x) => x !== id);
  // the missile window closes when the last arriving salvo went with the ship
  if (out.missilePhase && !(out.pendingAttacks ?? []).some((a) => a.kind === "missile")) out.missilePhase = false;

  // keep the turn on the ship that is acting: ships before it in the order move it down by one
  const at = order.indexOf(id);
  out.order = order.filter((x) => x !== id && x in ships);
  if (at >= 0 && at < memory.turn) out.turn = Math.max(0, memory.turn - 1);
  else out.turn = Math.min(memory.turn, out.order.length);
  return { memory: out, dropped };
}

/** Pair keys of `keys` that do not name ship `id`. */
export function withoutShip(keys: readonly string[], id: string): string[] {
  return keys.filter((k) => !k.split("|").includes(id));
}
