// The facts of a battle report, worked out from the engine's events alone (pure: no Foundry, no text). The input is
// the engagement's record as its cards keep it: one record per command (the events it reported, oldest first),
// each marked when it was taken back (a step back withdrew its card, or its damage was undone). Records taken back
// count for nothing. The answer: who won, after how many rounds and why; a tally per ship (damage dealt and taken,
// hits by location, systems put out of action, crew injuries, missiles, reactions, its Hull and Structure at the end
// of every round); and the story, round by round, as the events worth a sentence. The words are the view's
// (src/apps/report/).
import type { EngagementEvent, ReactionType } from "./events";
import type { ShipStatus } from "./memory";
import { HIT_EFFECTS, type TrackedLocation } from "../tables/damage";
import type { HitLocation } from "../types";
import { crewInjuries } from "./injuries";

/** A ship of the fight as its documents have it when the report is written. */
export interface ReportShipInput {
  id: string;
  side: string;
  hull: { value: number; max: number };
  structure: { value: number; max: number };
}

/** One command's events, as the card it was reported on keeps them. */
export interface ReportRecord {
  /** the card's id (its chat message) */
  id: string;
  events: readonly EngagementEvent[];
  /** the command was taken back (its card withdrawn by a step back): nothing of it counts */
  takenBack: boolean;
}

export interface ReportInput {
  ships: readonly ReportShipInput[];
  /** oldest first */
  records: readonly ReportRecord[];
}

/** A location put out of action: a system, or one turret or bay (its mount id). */
export interface SystemLost {
  location: TrackedLocation;
  state: "disabled" | "destroyed";
  mountId?: string;
}

/** A ship's Hull and Structure at the start (round 0) and at the end of each round. */
export interface TrackPoint {
  round: number;
  hull: number;
  structure: number;
}

export interface ShipTally {
  id: string;
  /** the damage its attacks landed (rolled, after sand and screens, before the target's armor) */
  damageDealt: number;
  /** the damage that landed on it, likewise */
  damageTaken: number;
  /** hits it took (a Double Hit counts 2), by the location rolled */
  hitsTaken: number;
  hitsByLocation: Partial<Record<HitLocation, number>>;
  systemsLost: SystemLost[];
  /** its crew members hurt (each person once), and what they took in all */
  crewHurt: number;
  crewDamage: number;
  crewRads: number;
  missilesLaunched: number;
  /** its missiles that struck, and those shot down or jammed before they could */
  missilesLanded: number;
  missilesShotDown: number;
  /** reactions it took, by kind */
  reactions: Partial<Record<ReactionType, number>>;
  status: ShipStatus;
  track: TrackPoint[];
}

/** An event worth a sentence, and the record (card) it came from. */
export interface StoryEntry {
  record: string;
  event: EngagementEvent;
}

export interface StoryRound {
  /** 0: before initiative (the setup) */
  round: number;
  entries: StoryEntry[];
}

export interface ReportResult {
  /** the engine declared the fight over */
  ended: boolean;
  /** the round it ended in, or the last round fought */
  rounds: number;
  reason?: "destroyed" | "escaped" | "surrendered" | "referee";
  winnerSide?: string;
  /** the ships of the winning side, in input order */
  winners: string[];
}

export interface BattleReport {
  result: ReportResult;
  /** in input order */
  ships: ShipTally[];
  story: StoryRound[];
  /** the records that count, and those taken back (card ids), oldest first */
  counted: string[];
  left: string[];
}

/** The events the story tells; the rest (checks, spent actions, turn bookkeeping) show on the cards. */
export const STORY_EVENTS: ReadonlySet<EngagementEvent["type"]> = new Set<EngagementEvent["type"]>([
  "orderChanged",
  "attackRolled",
  "reactionSpent",
  "attackWithdrawn",
  "missileLaunched",
  "missileArrived",
  "missileDestroyed",
  "missileHit",
  "missileMissed",
  "damageResolved",
  "shipDestroyed",
  "shipDisabled",
  "shipEscaped",
  "rangeChanged",
  "pursuitStarted",
  "pursuitBroken",
  "boardingStarted",
  "boardingRound",
  "boardingAbandoned",
  "boardersHit",
  "shipCaptured",
  "collision",
  "reentry",
  "planetaryManeuver",
  "docked",
  "undocked",
  "jumpPlotted",
  "commsJammed",
  "locksBroken",
  "communicationsIntercepted",
  "repaired",
  "engagementEnded",
]);

function emptyTally(id: string): ShipTally {
  return {
    id,
    damageDealt: 0,
    damageTaken: 0,
    hitsTaken: 0,
    hitsByLocation: {},
    systemsLost: [],
    crewHurt: 0,
    crewDamage: 0,
    crewRads: 0,
    missilesLaunched: 0,
    missilesLanded: 0,
    missilesShotDown: 0,
    reactions: {},
    status: "active",
    track: [],
  };
}

type DamageOf = Extract<EngagementEvent, { type: "damageResolved" }>;

/** A change of a ship's Hull or Structure in a round (hits, repairs). */
interface PoolStep {
  round: number;
  ship: string;
  pool: "hull" | "structure";
  by: number;
}

/** What a damage resolution did to its target: hits, locations, systems put out of action, Hull and Structure lost. */
function tallyDamage(
  t: ShipTally,
  e: DamageOf,
  round: number,
  steps: PoolStep[],
  firstFrom: Map<string, number>,
): void {
  t.damageTaken += e.damage;
  for (const d of e.events) {
    switch (d.type) {
      case "hitLocated": {
        const n = Number(d.hits) || 0;
        const at = d.location as HitLocation;
        t.hitsTaken += n;
        t.hitsByLocation[at] = (t.hitsByLocation[at] ?? 0) + n;
        break;
      }
      case "hullDamaged":
      case "structureDamaged": {
        const pool = d.type === "hullDamaged" ? "hull" : "structure";
        const key = `${t.id}:${pool}`;
        if (!firstFrom.has(key)) firstFrom.set(key, Number(d.from));
        steps.push({ round, ship: t.id, pool, by: Number(d.to) - Number(d.from) });
        break;
      }
      case "systemDamaged":
      case "mountDamaged":
        lose(t, d);
        break;
      default:
        break;
    }
  }
}

/** A system or mount whose track reached a step that puts it out of action (SRD hit effects). */
function lose(t: ShipTally, d: { type: string } & Record<string, unknown>): void {
  const location = (d.type === "systemDamaged" ? d.system : d.mountType) as TrackedLocation;
  const row = HIT_EFFECTS[location];
  const to = Number(d.to);
  const state = row?.states[to - 1];
  if (state !== "disabled" && state !== "destroyed") return;
  const mountId = d.type === "mountDamaged" ? String(d.mountId) : undefined;
  const known = t.systemsLost.find((s) => s.location === location && s.mountId === mountId);
  if (known) known.state = known.state === "destroyed" ? "destroyed" : state;
  else t.systemsLost.push(mountId === undefined ? { location, state } : { location, state, mountId });
}

/** Each ship's Hull and Structure at the start and at the end of every round up to `rounds`. */
function tracks(
  input: ReportInput,
  tallies: Map<string, ShipTally>,
  steps: PoolStep[],
  firstFrom: Map<string, number>,
  rounds: number,
): void {
  for (const ship of input.ships) {
    const t = tallies.get(ship.id)!;
    const start = {
      hull: firstFrom.get(`${ship.id}:hull`) ?? ship.hull.value,
      structure: firstFrom.get(`${ship.id}:structure`) ?? ship.structure.value,
    };
    const mine = steps.filter((s) => s.ship === ship.id);
    for (let round = 0; round <= rounds; round++) {
      const point: TrackPoint = { round, hull: start.hull, structure: start.structure };
      for (const s of mine) if (s.round <= round) point[s.pool] += s.by;
      point.hull = Math.max(0, point.hull);
      point.structure = Math.max(0, point.structure);
      t.track.push(point);
    }
  }
}

/** The battle report of an engagement's record. */
export function battleReport(input: ReportInput): BattleReport {
  const tallies = new Map(input.ships.map((s) => [s.id, emptyTally(s.id)]));
  const story: StoryRound[] = [];
  const counted: string[] = [];
  const left: string[] = [];
  const salvoOwner = new Map<string, string>();
  const steps: PoolStep[] = [];
  const firstFrom = new Map<string, number>();
  const hurt = new Set<string>();
  let round = 0;
  let lastRound = 0;
  let end: Extract<EngagementEvent, { type: "engagementEnded" }> | undefined;
  const tally = (id: string | undefined) => (id === undefined ? undefined : tallies.get(id));

  for (const record of input.records) {
    if (record.takenBack) {
      if (!left.includes(record.id)) left.push(record.id);
      continue;
    }
    if (!counted.includes(record.id)) counted.push(record.id);
    for (const e of record.events) {
      if (e.type === "roundStarted") round = e.round;
      lastRound = Math.max(lastRound, round);
      switch (e.type) {
        case "damageResolved": {
          const target = tally(e.targetId);
          if (target) tallyDamage(target, e, round, steps, firstFrom);
          const attacker = tally(e.attackerId);
          if (attacker) attacker.damageDealt += e.damage;
          break;
        }
        case "missileLaunched": {
          salvoOwner.set(e.salvoId, e.attackerId);
          const t = tally(e.attackerId);
          if (t) t.missilesLaunched += e.count;
          break;
        }
        case "missileHit": {
          const t = tally(salvoOwner.get(e.salvoId));
          if (t) t.missilesLanded += 1;
          break;
        }
        case "missileDestroyed": {
          const t = tally(salvoOwner.get(e.salvoId));
          if (t) t.missilesShotDown += e.count;
          break;
        }
        case "reactionSpent": {
          const t = tally(e.shipId);
          if (t) t.reactions[e.reaction] = (t.reactions[e.reaction] ?? 0) + 1;
          break;
        }
        case "repaired":
          if (e.target === "hull" || e.target === "structure")
            steps.push({ round, ship: e.shipId, pool: e.target, by: e.hits });
          break;
        case "statusChanged": {
          const t = tally(e.shipId);
          if (t) t.status = e.to;
          break;
        }
        case "engagementEnded":
          end = e;
          break;
        default:
          break;
      }
      if (STORY_EVENTS.has(e.type)) {
        let at = story[story.length - 1];
        if (at?.round !== round) story.push((at = { round, entries: [] }));
        at.entries.push({ record: record.id, event: e });
      }
    }
    // what each person of a ship's crew took, summed (a person hurt again counts once among those hurt)
    for (const t of tallies.values()) {
      for (const injury of crewInjuries(record.events, t.id)) {
        hurt.add(`${t.id}\u0000${injury.crewId}`);
        t.crewDamage += injury.damage;
        t.crewRads += injury.rads;
      }
    }
  }

  for (const key of hurt) tallies.get(key.slice(0, key.indexOf("\u0000")))!.crewHurt += 1;
  const rounds = end ? Math.max(end.round, lastRound) : lastRound;
  tracks(input, tallies, steps, firstFrom, rounds);
  const result: ReportResult = end
    ? {
        ended: true,
        rounds,
        reason: end.reason,
        ...(end.winnerSide === undefined ? {} : { winnerSide: end.winnerSide }),
        winners: input.ships.filter((s) => s.side === end!.winnerSide).map((s) => s.id),
      }
    : { ended: false, rounds, winners: [] };
  return { result, ships: input.ships.map((s) => tallies.get(s.id)!), story, counted, left };
}
