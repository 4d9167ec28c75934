// The public hooks' payloads (docs/modules.md, "Hooks for modules"), built from what the GM recorded: a card's events
// (src/chat/cards.ts) and the stored engagement. Pure: the documents are reached through the `HookWorld` given, so
// the same code serves every client and the tests. Payloads are plain JSON data with the documents' UUIDs.
import type { EngagementEvent, ReactionType } from "../rules/engagement/events";
import { RANGE_BANDS, type RangeBand } from "../rules/types";
import { cardKind } from "../chat/kinds";

/** A ship as a payload names it: the rules id (the Combatant id in combat, the actor id outside) and its documents. */
export interface ShipRef {
  id: string;
  name: string;
  actorUuid: string | null;
  tokenUuid: string | null;
  combatantUuid: string | null;
}

/** A weapon item of a ship. */
export interface WeaponRef {
  id: string;
  uuid: string | null;
  name: string;
  /** the weapon kind (pulseLaser, beamLaser, particleBeam, fusionGun, mesonGun, sandcaster, missile) */
  kind: string;
}

/** What every card hook carries. */
export interface CardHookBase {
  messageId: string;
  messageUuid: string | null;
  combatUuid: string | null;
  /** the engagement round the card was posted in (0 before initiative, 1 outside combat) */
  round: number;
  outsideCombat: boolean;
}

export interface ActionPayload extends CardHookBase {
  /** the command as the GM ran it (ship ids are rules ids) */
  command: Record<string, unknown>;
  type: string;
  ship: ShipRef | null;
  seat: number | null;
  target: ShipRef | null;
  /** the type of each engine event the command produced, in order */
  events: string[];
}

export interface ShotPayload {
  weaponId: string;
  weaponUuid: string | null;
  weapon: string;
  hit: boolean;
  dice: number | null;
  dm: number | null;
  damage: number | null;
  destroyed: boolean;
}

export interface AttackPayload extends CardHookBase {
  attackId: string;
  /** "beam" (turret and bay weapons) or "missile" (a salvo arriving) */
  kind: "beam" | "missile";
  attacker: ShipRef;
  target: ShipRef;
  mountId: string | null;
  seat: number | null;
  range: RangeBand;
  weapons: WeaponRef[];
  shots: ShotPayload[];
  /** at least one shot hit */
  hit: boolean;
}

export interface ReactionPayload extends CardHookBase {
  ship: ShipRef;
  reaction: ReactionType;
  seat: number | null;
  attackId: string | null;
  boardingId: string | null;
  /** the ship whose attack (or boarders) the reaction answered, when known */
  attacker: ShipRef | null;
  success: boolean;
  remaining: number;
}

export interface MissileLaunchedPayload extends CardHookBase {
  salvoId: string;
  attacker: ShipRef;
  target: ShipRef;
  mountId: string | null;
  weapons: WeaponRef[];
  missileType: string;
  count: number;
  impactRound: number;
}

export interface MissileImpactPayload extends CardHookBase {
  salvoId: string;
  attacker: ShipRef | null;
  target: ShipRef;
  hit: boolean;
  /** a hit's damage (after sand and screens, before armor); 0 for a miss */
  damage: number;
  /** missiles that missed (a miss); 1 for a hit (one hook per missile that struck) */
  count: number;
}

export interface InitiativePayload extends CardHookBase {
  ship: ShipRef;
  initiative: number;
  /** the previous initiative (a change); null when rolled */
  from: number | null;
  /** "rolled", or why it changed: increaseInitiative, bonusLapsed, delay */
  reason: string;
  /** the 2D6 rolled (null for an aware ship's automatic 12, or a change) */
  dice: number | null;
}

export interface DamagePayload {
  messageId: string;
  messageUuid: string | null;
  combatUuid: string | null;
  kind: "damage" | "crew";
  ship: ShipRef | null;
  /** what was written (Applied) or taken back (Undone), per document: { uuid, changes } as amounts */
  changes: { uuid: string; changes: Record<string, unknown> }[];
  /** who applied it (damageApplied) */
  by: string;
}

export interface RangePayload {
  combatUuid: string;
  a: ShipRef;
  b: ShipRef;
  /** the band before, when this client knew it (null after a reload, for the first change it sees) */
  from: RangeBand | null;
  to: RangeBand;
}

export interface StatusPayload {
  combatUuid: string;
  ship: ShipRef;
  status: "disabled" | "destroyed";
}

export type CardHookCall =
  | { hook: "action"; payload: ActionPayload }
  | { hook: "attack"; payload: AttackPayload }
  | { hook: "reaction"; payload: ReactionPayload }
  | { hook: "missileLaunched"; payload: MissileLaunchedPayload }
  | { hook: "missileImpact"; payload: MissileImpactPayload }
  | { hook: "initiative"; payload: InitiativePayload };

export type HookCall =
  | CardHookCall
  | { hook: "damageApplied" | "damageUndone"; payload: DamagePayload }
  | { hook: "rangeChanged"; payload: RangePayload }
  | { hook: "shipDisabled" | "shipDestroyed"; payload: StatusPayload };

/** The documents a payload names, as this client finds them. */
export interface HookWorld {
  ship(id: string): ShipRef;
  /** weapon items of a ship by id (unknown ids are left out) */
  weapons(shipId: string, weaponIds: readonly string[]): WeaponRef[];
  /** a mount's weapon items of one kind (a salvo's missile racks) */
  mountWeapons(shipId: string, mountId: string | undefined, kind: string): WeaponRef[];
  /** the ship that made a pending attack (reactions), when it is still recorded */
  attackerOf(attackId: string): string | null;
  /** the ship that launched a salvo, when it is still recorded */
  salvoAttacker(salvoId: string): string | null;
}

/** The main card's data the card hooks are built from (src/data/chat/card.ts). */
export interface CardRecord {
  kind: string;
  command: Record<string, unknown>;
  events: readonly EngagementEvent[];
  outsideCombat: boolean;
}

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

function str(v: unknown): string | null {
  return typeof v === "string" && v ? v : null;
}

function copy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/**
 * The card hooks of one card, in the order their events happened: `action` for the command, then `initiative`,
 * `attack` (a rolled attack: beams, and missiles arriving), `reaction`, `missileLaunched`, `missileImpact` for each
 * event. Only the command's own card (a kind that reports, src/chat/kinds.ts) has any: the others repeat what it says.
 */
export function cardHookCalls(card: CardRecord, base: CardHookBase, world: HookWorld): CardHookCall[] {
  if (!cardKind(card.kind)?.reports) return [];
  const out: CardHookCall[] = [];
  const command = copy(card.command);
  const shipId = str(command.shipId);
  const targetId = str(command.targetId);
  out.push({
    hook: "action",
    payload: {
      ...base,
      command,
      type: String(command.type ?? ""),
      ship: shipId ? world.ship(shipId) : null,
      seat: num(command.seat),
      target: targetId ? world.ship(targetId) : null,
      events: card.events.map((e) => e.type),
    },
  });
  const events = card.events;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    switch (e.type) {
      case "initiativeRolled":
        out.push({
          hook: "initiative",
          payload: {
            ...base,
            ship: world.ship(e.shipId),
            initiative: e.initiative,
            from: null,
            reason: "rolled",
            dice: e.dice,
          },
        });
        break;
      case "initiativeChanged":
        out.push({
          hook: "initiative",
          payload: {
            ...base,
            ship: world.ship(e.shipId),
            initiative: e.to,
            from: e.from,
            reason: e.reason,
            dice: null,
          },
        });
        break;
      case "attackRolled": {
        // an attack whose reactions come before its roll (ruling R20) is announced when it is rolled
        if (!e.rolled) break;
        const missile = e.shots.some((s) => s.weapon === "missile");
        const shots: ShotPayload[] = e.shots.map((s) => ({
          weaponId: s.weaponId,
          weaponUuid: missile ? null : (world.weapons(e.attackerId, [s.weaponId])[0]?.uuid ?? null),
          weapon: s.weapon,
          hit: !!s.hit && !s.destroyed,
          dice: num(s.dice),
          dm: num(s.dm),
          damage: s.hit ? num(s.damage) : null,
          destroyed: !!s.destroyed,
        }));
        const weapons = missile
          ? world.mountWeapons(e.attackerId, e.mountId, "missile")
          : world.weapons(e.attackerId, [...new Set(e.shots.map((s) => s.weaponId))]);
        out.push({
          hook: "attack",
          payload: {
            ...base,
            attackId: e.attackId,
            kind: missile ? "missile" : "beam",
            attacker: world.ship(e.attackerId),
            target: world.ship(e.targetId),
            mountId: e.mountId ?? null,
            seat: num(e.seat),
            range: e.range,
            weapons,
            shots,
            hit: shots.some((s) => s.hit),
          },
        });
        break;
      }
      case "reactionSpent": {
        const attackerId = e.attackId ? world.attackerOf(e.attackId) : null;
        out.push({
          hook: "reaction",
          payload: {
            ...base,
            ship: world.ship(e.shipId),
            reaction: e.reaction,
            seat: num(e.seat),
            attackId: e.attackId ?? null,
            boardingId: e.boardingId ?? null,
            attacker: attackerId ? world.ship(attackerId) : null,
            success: e.success,
            remaining: e.remaining,
          },
        });
        break;
      }
      case "missileLaunched":
        out.push({
          hook: "missileLaunched",
          payload: {
            ...base,
            salvoId: e.salvoId,
            attacker: world.ship(e.attackerId),
            target: world.ship(e.targetId),
            mountId: e.mountId ?? null,
            weapons: world.mountWeapons(e.attackerId, e.mountId, "missile"),
            missileType: e.missileType,
            count: e.count,
            impactRound: e.impactRound,
          },
        });
        break;
      case "missileHit": {
        // the damage of this missile follows at once, naming the ship that launched it
        const landed = events.slice(i + 1).find((x) => x.type === "damageResolved");
        const attackerId =
          (landed?.type === "damageResolved" ? landed.attackerId : undefined) ?? world.salvoAttacker(e.salvoId);
        out.push({
          hook: "missileImpact",
          payload: {
            ...base,
            salvoId: e.salvoId,
            attacker: attackerId ? world.ship(attackerId) : null,
            target: world.ship(e.targetId),
            hit: true,
            damage: e.damage,
            count: 1,
          },
        });
        break;
      }
      case "missileMissed": {
        const attackerId = world.salvoAttacker(e.salvoId);
        out.push({
          hook: "missileImpact",
          payload: {
            ...base,
            salvoId: e.salvoId,
            attacker: attackerId ? world.ship(attackerId) : null,
            target: world.ship(e.targetId),
            hit: false,
            damage: 0,
            count: e.count,
          },
        });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** Pair keys of the engagement's ranges ("a|b", src/rules/engagement/memory.ts pairKey) → the two ship ids. */
export function pairIds(key: string): [string, string] | null {
  const parts = key.split("|");
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}

const BANDS: ReadonlySet<string> = new Set(RANGE_BANDS);

/**
 * The bands a Combat update set (its `system.ranges` changes: new and changed pairs; deletions of a pair, when a
 * ship leaves, are no change of range) against the bands this client knew before. Only real changes count.
 */
export function rangeChanges(
  changed: unknown,
  before: Readonly<Record<string, string>> | undefined,
): { key: string; from: RangeBand | null; to: RangeBand }[] {
  const ranges = (changed as { system?: { ranges?: unknown } } | null)?.system?.ranges;
  if (!ranges || typeof ranges !== "object") return [];
  const out: { key: string; from: RangeBand | null; to: RangeBand }[] = [];
  for (const [key, value] of Object.entries(ranges as Record<string, unknown>)) {
    if (key.startsWith("-=") || typeof value !== "string" || !BANDS.has(value) || !pairIds(key)) continue;
    const from = before?.[key];
    if (from === value) continue;
    out.push({ key, from: from && BANDS.has(from) ? (from as RangeBand) : null, to: value as RangeBand });
  }
  return out;
}
