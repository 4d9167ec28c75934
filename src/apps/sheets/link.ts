// Foundry glue of the ship sheet: which combat a ship actor is in, the engagement its buttons are judged against,
// and the documents → view-input translation. The rules live in src/rules; the bridge (src/play) loads
// combats and decides who may send what.
import { CrewData } from "../../data/actor/crew";
import { ShipData } from "../../data/actor/ship";
import { WeaponData } from "../../data/item/weapon";
import { shipSnapshot } from "../../data/snapshots";
import { loadEngagement, soloEngagement } from "../../play/load";
import { mayPerform } from "../../play/permissions";
import { isPlayerShip } from "../../play/npc-policies";
import { engagementOptions } from "../../play/settings";
import type { Command } from "../../rules/engagement/commands";
import type { EngagementState } from "../../rules/engagement/state";
import type { ShipSnapshot } from "../../rules/types";
import type { SeatChoice, ShipViewInput, WeaponInput } from "./ship-view";
import type { SeatSource } from "./stations";

export type AnyActor = Actor.Implementation;
export type AnyCombat = Combat.Implementation;

export interface ShipLink {
  /** the combat the ship fights in, or null outside combat */
  combat: AnyCombat | null;
  /** the ship's id in the engagement: its Combatant id in combat, its actor UUID outside */
  shipId: string;
  state: EngagementState;
  ship: ShipSnapshot;
}

/** Whether `combat` has a combatant whose actor is `actor` (linked actors and token actors alike). */
function combatantOf(combat: AnyCombat, actor: AnyActor): Combatant.Implementation | null {
  for (const c of combat.combatants)
    if (c.actor === actor || (c.actor && c.actor.uuid === actor.uuid)) return c as Combatant.Implementation;
  return null;
}

/** The combat the actor fights in: the viewed combat first, then any other that holds it. */
export function combatFor(actor: AnyActor): { combat: AnyCombat; combatantId: string } | null {
  const candidates: AnyCombat[] = [];
  if (game.combat) candidates.push(game.combat as AnyCombat);
  for (const c of game.combats ?? []) if (c !== game.combat) candidates.push(c as AnyCombat);
  for (const combat of candidates) {
    const c = combatantOf(combat, actor);
    if (c?.id) return { combat, combatantId: c.id };
  }
  return null;
}

/** The engagement the ship's buttons are judged against: its combat's, or a one-ship practice engagement. */
export function linkShip(actor: AnyActor): ShipLink {
  const found = combatFor(actor);
  if (found) {
    try {
      const state = loadEngagement(found.combat);
      const ship = state.ships[found.combatantId];
      if (ship) return { combat: found.combat, shipId: found.combatantId, state, ship };
    } catch (err) {
      console.error("cepheus-space-combat | could not read the engagement", err);
    }
  }
  const ship = shipSnapshot(actor, { id: actor.uuid });
  return { combat: null, shipId: ship.id, state: soloEngagement(ship, engagementOptions()), ship };
}

/** The seats as the data model stores them. */
export function seatSources(actor: AnyActor): SeatSource[] {
  const sys = actor.system;
  if (!(sys instanceof ShipData)) return [];
  return sys.seats.map((s) => ({
    position: s.position,
    crew: s.crew ?? null,
    npcSkill: s.npcSkill ?? null,
    automated: !!s.automated,
    mountId: s.mountId ?? "",
  }));
}

export function weaponInputs(actor: AnyActor): WeaponInput[] {
  const out: WeaponInput[] = [];
  for (const item of actor.items) {
    const sys = item.system;
    if (!(sys instanceof WeaponData) || !item.id) continue;
    out.push({
      id: item.id,
      name: item.name ?? "",
      img: item.img ?? "",
      kind: sys.kind,
      mount: sys.mount,
      mountId: sys.mountId,
      damage: sys.damage,
      missileType: sys.missileType,
      tl: sys.tl,
    });
  }
  return out;
}

/** A crew actor by UUID, if it can be found synchronously (world actors, token actors, indexed compendia). */
export function crewActor(uuid: string): AnyActor | null {
  try {
    const doc = fromUuidSync(uuid) as unknown;
    return doc instanceof Actor && (doc as AnyActor).system instanceof CrewData ? (doc as AnyActor) : null;
  } catch {
    return null;
  }
}

/** A minimal command of each kind for the permission check of a seat's buttons. */
function probe(shipId: string, seat: number, reaction: boolean): Command {
  return reaction ? { type: "dodge", shipId, seat, attackId: "" } : { type: "personalAction", shipId, seat };
}

/** Whether `user` may act at `seat` of the linked ship (or, with `reaction`, take its reactions there): the sheet's check. */
export function mayActAt(user: User.Implementation, link: ShipLink, seat: number, reaction = false): boolean {
  return mayPerform(user, link.combat, probe(link.shipId, seat, reaction));
}

/** Everything the ship view needs, read from the documents. */
/**
 * The "Seat crew…" picker's choices: the world's crew actors the user owns, by name, those not aboard first, then
 * those seated on this ship with their station (chosen, they move there: one station per person).
 */
function seatChoices(user: User.Implementation, seats: readonly SeatSource[]): SeatChoice[] {
  const at = new Map(seats.map((s) => [s.crew, s.position]));
  const out: SeatChoice[] = [];
  for (const a of game.actors ?? []) {
    if (!(a.system instanceof CrewData) || !a.testUserPermission(user, "OWNER")) continue;
    const position = at.get(a.uuid);
    out.push({ uuid: a.uuid, name: a.name ?? "", at: position && `CEPHEUS.Position.${position}` });
  }
  return out.sort((x, y) => Number(!!x.at) - Number(!!y.at) || x.name.localeCompare(y.name));
}

export function shipViewInput(
  actor: AnyActor,
  user: User.Implementation,
  link: ShipLink = linkShip(actor),
  expandGeneral: (seat: number) => boolean = () => false,
): ShipViewInput {
  const sys = actor.system as ShipData;
  const seats = seatSources(actor);
  const crew: ShipViewInput["crew"] = {};
  for (const s of seats) {
    if (!s.crew) continue;
    const a = crewActor(s.crew);
    // a crew member the viewer may not see keeps their name, image and skills off the sheet
    if (!a) continue;
    (crew as Record<string, { name: string; img: string; hidden?: boolean }>)[s.crew] = a.testUserPermission(
      user,
      "LIMITED",
    )
      ? { name: a.name ?? "", img: a.img ?? "" }
      : { name: "", img: "", hidden: true };
  }
  const shipNames: Record<string, string> = {};
  for (const [id, s] of Object.entries(link.state.ships)) shipNames[id] = s.name;
  const verdicts = new Map<string, boolean>();
  const mayAct = (seat: number, reaction = false) => {
    const key = `${seat}:${reaction}`;
    let v = verdicts.get(key);
    if (v === undefined) {
      v = mayActAt(user, link, seat, reaction);
      verdicts.set(key, v);
    }
    return v;
  };
  return {
    ship: link.ship,
    seats,
    mounts: sys.mounts.map((m) => ({ id: m.id, type: m.type, name: m.name, size: m.size, damage: m.damage })),
    weapons: weaponInputs(actor),
    crew,
    engagement: link.state,
    inCombat: !!link.combat,
    shipNames,
    mayAct,
    editable: actor.isOwner,
    isGM: !!user.isGM,
    playerShip: isPlayerShip(actor),
    computer: { model: sys.computer.model, rating: sys.computer.rating },
    preferredTarget: targetedShip(link),
    expandGeneral,
    seatChoices: seatChoices(user, seats),
  };
}

/** The engagement ids of the ships the user has targeted (tokens of other ships in the same engagement), in target order. */
export function targetedShips(link: ShipLink): string[] {
  const targets = (game.user as unknown as { targets?: Iterable<{ actor?: AnyActor | null }> } | null)?.targets;
  const out: string[] = [];
  if (!targets || !link.combat) return out;
  for (const token of targets) {
    const a = token.actor;
    if (!a) continue;
    const c = combatantOf(link.combat, a);
    if (c?.id && c.id !== link.shipId && !out.includes(c.id)) out.push(c.id);
  }
  return out;
}

/** The engagement id of the ship the user has targeted (a token of a ship in the same engagement), if any. */
export function targetedShip(link: ShipLink): string | undefined {
  return targetedShips(link)[0];
}
