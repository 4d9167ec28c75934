// Where "Build an encounter" finds its ships (GM's client): the players' ships (the combat's, and the world's ship
// actors) and the pools of opponents (the SRD ships of the compendium, the world's ship actors, a folder of them), read
// into rules snapshots with each ship's tech level (its description's, else its best weapon's; unknown: null).
import { SYSTEM_ID } from "../../base/system-id";
import { shipSnapshot } from "../../data/snapshots";
import { isPlayerShip } from "../../play/npc-policies";
import { isShipActor, type AnyActor, type AnyCombat } from "../../play/ships";
import type { EncounterShip } from "../../rules/encounter/fleet";
import type { ShipSnapshot } from "../../rules/types";

const K = "CEPHEUS.Encounter";

/** The SRD ships' compendium. */
export const SRD_PACK = `${SYSTEM_ID}.ships`;

/** A ship the GM may count among the players': "c-<combatant id>" (of the combat) or "a-<actor id>". */
export interface PlayerChoice {
  value: string;
  label: string;
  /** chosen at first: the combat's ships a player owns (or on the side theirs are), else the world's a player owns */
  chosen: boolean;
}

/** The players' ships to choose from: the combat's ship combatants first, then the world's ship actors. */
export function playerChoices(combat: AnyCombat | null): PlayerChoice[] {
  const i18n = game.i18n!;
  const out: PlayerChoice[] = [];
  const inCombat = new Set<string>();
  const combatants = combat ? [...combat.combatants].filter((c) => c.id && isShipActor(c.actor)) : [];
  const playerSides = new Set(
    combatants.filter((c) => isPlayerShip(c.actor)).map((c) => (c.system as { side?: string }).side),
  );
  for (const c of combatants) {
    inCombat.add(c.actor!.id ?? "");
    const side = (c.system as { side?: string }).side;
    out.push({
      value: `c-${c.id}`,
      label: i18n.format(`${K}.InCombat`, { name: c.name || c.actor!.name }),
      chosen: isPlayerShip(c.actor) || (!!side && playerSides.has(side)),
    });
  }
  // the world's ships not already in the combat
  for (const a of game.actors ?? []) {
    if (!isShipActor(a) || !a.id || inCombat.has(a.id)) continue;
    out.push({ value: `a-${a.id}`, label: a.name, chosen: !combatants.length && isPlayerShip(a) });
  }
  return out;
}

/** The pools offered: the SRD compendium, the world's ship actors, each Actor folder that holds ships. */
export function poolChoices(): { value: string; label: string }[] {
  const i18n = game.i18n!;
  const out = [
    { value: "srd", label: i18n.localize(`${K}.PoolSrd`) },
    { value: "world", label: i18n.localize(`${K}.PoolWorld`) },
  ];
  const withShips = new Set<string>();
  for (const a of game.actors ?? []) {
    const folder = (a as { folder?: { id?: string | null } | null }).folder;
    if (isShipActor(a) && folder?.id) withShips.add(folder.id);
  }
  for (const f of (game as { folders?: Iterable<{ id: string | null; name: string; type: string }> }).folders ?? [])
    if (f.id && f.type === "Actor" && withShips.has(f.id))
      out.push({ value: `folder-${f.id}`, label: i18n.format(`${K}.PoolFolder`, { name: f.name }) });
  return out;
}

/** The players' ships chosen, as snapshots (id: the combatant's or the actor's id); refs that name none are left out. */
export function playerShips(combat: AnyCombat | null, refs: readonly string[]): ShipSnapshot[] {
  const out: ShipSnapshot[] = [];
  for (const ref of new Set(refs)) {
    if (ref.startsWith("c-")) {
      const c = combat?.combatants.get(ref.slice(2));
      if (c?.id && isShipActor(c.actor)) out.push(shipSnapshot(c.actor, { id: c.id }));
    } else if (ref.startsWith("a-")) {
      const a: unknown = game.actors?.get(ref.slice(2));
      if (isShipActor(a) && a.id) out.push(shipSnapshot(a, { id: a.id }));
    }
  }
  return out;
}

/** A ship's tech level: its description's (USDF), else its best weapon's; null when neither is known. */
export function techLevelOf(actor: AnyActor): number | null {
  const usdf = (actor.flags as Record<string, { usdf?: { techLevel?: unknown } } | undefined>)?.[SYSTEM_ID]?.usdf;
  if (typeof usdf?.techLevel === "number" && Number.isFinite(usdf.techLevel)) return usdf.techLevel;
  let best: number | null = null;
  for (const item of actor.items ?? []) {
    const tl = (item.system as { tl?: unknown }).tl;
    if (typeof tl === "number" && Number.isFinite(tl)) best = Math.max(best ?? tl, tl);
  }
  return best;
}

function poolShip(actor: AnyActor): EncounterShip {
  return { key: actor.uuid!, name: actor.name, techLevel: techLevelOf(actor), snapshot: shipSnapshot(actor) };
}

/**
 * The pool's ships: the compendium's read from the pack; the world's and a folder's from the actors, leaving out the
 * players' ships (those chosen, the combat's among them by their actors, and any a player owns). An unknown pool is
 * empty (the rules refuse an empty pool).
 */
export async function poolShips(
  pool: string,
  players: readonly string[],
  combat: AnyCombat | null = null,
): Promise<EncounterShip[]> {
  if (pool === "srd") {
    const pack = game.packs?.get(SRD_PACK) as { getDocuments(): Promise<unknown[]> } | undefined;
    const docs = pack ? await pack.getDocuments() : [];
    return docs.filter(isShipActor).map(poolShip);
  }
  const own = new Set<string>();
  for (const p of players)
    if (p.startsWith("a-")) own.add(p.slice(2));
    else if (p.startsWith("c-")) own.add(combat?.combatants.get(p.slice(2))?.actor?.id ?? "");
  const folder = pool.startsWith("folder-") ? pool.slice("folder-".length) : null;
  if (pool !== "world" && !folder) return [];
  const out: EncounterShip[] = [];
  for (const a of game.actors ?? []) {
    if (!isShipActor(a) || !a.id || own.has(a.id) || isPlayerShip(a)) continue;
    if (folder && (a as { folder?: { id?: string | null } | null }).folder?.id !== folder) continue;
    out.push(poolShip(a));
  }
  return out;
}
