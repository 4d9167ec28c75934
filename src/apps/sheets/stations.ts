// Crew stations of a ship: how the seats of the data model (system.seats) are laid out by position, and the
// seating rules the sheet enforces (SRD Chapter 10 "Crew Positions": one pilot; one gunner per turret / bay; an
// engineer per drive; "Automated Positions"). Pure functions over plain data: no Foundry here, so the sheet, the
// GM-side query handler and the tests share them.
import { automatedPositions } from "../../rules/software";
import { CREW_POSITIONS } from "../../rules/tables/crew";
import { POSITIONS, type MountType, type Position, type ShipSnapshot } from "../../rules/types";

/** A seat as the ship data model stores it (system.seats[i]). */
export interface SeatSource {
  position: Position;
  /** crew actor UUID; null for an unnamed NPC or a software seat */
  crew: string | null;
  /** unnamed NPC skill level (when `crew` is null) */
  npcSkill: number | null;
  automated: boolean;
  /** gunners: mount id; drive engineers: "mDrive" | "jDrive"; others "" */
  mountId: string;
}

export interface MountRef {
  id: string;
  type: MountType;
  name: string;
}

/** The stations in the order the sheet shows them (every position of the Crew Positions table, plus the navigator). */
export const STATION_ORDER: readonly Position[] = Object.freeze([
  "captain",
  "pilot",
  "navigator",
  "sensorsOperator",
  "turretGunner",
  "bayGunner",
  "driveEngineer",
  "damageControl",
  "chiefSecurityOfficer",
  "marine",
  "passenger",
]);

export const DRIVE_SLOTS = ["mDrive", "jDrive"] as const;
export type DriveSlot = (typeof DRIVE_SLOTS)[number];

/** Where something can be seated: a position, and for gunners / engineers the mount or drive. */
export interface SlotRef {
  position: Position;
  mountId?: string;
}

/** One place at a station: a mount's gunner chair, a drive's engineer, the pilot's chair, or an open-ended list. */
export interface StationSlot {
  position: Position;
  /** mount id (gunners), drive key (engineers), "" otherwise */
  mountId: string;
  /** display name of the mount; the drive key for engineers */
  label: string;
  /** indices into the seats array of the people at this slot */
  seats: number[];
  /** the slot takes one person only (pilot, a mount, a drive) */
  single: boolean;
  /** the slot has room for one more */
  open: boolean;
}

export interface Station {
  position: Position;
  slots: StationSlot[];
}

const limitOf = (p: Position) => CREW_POSITIONS[p].limit;

/** The mount type a gunner position mans. */
export function mountTypeFor(position: Position): MountType | null {
  return position === "turretGunner" ? "turret" : position === "bayGunner" ? "bay" : null;
}

/**
 * Lay out the seats by station. Gunners get one slot per mount of their type (in mount order), drive engineers one
 * per drive (the J-Drive only when the ship has one or someone already sits there), the pilot one slot, every
 * other position one open-ended slot. Seats pointing at a mount or drive that no longer exists are gathered in an
 * extra slot with an empty label so they can still be seen and removed.
 */
export function layoutStations(
  seats: readonly SeatSource[],
  mounts: readonly MountRef[],
  ship: { jump: number },
): Station[] {
  const byPosition = new Map<Position, number[]>();
  seats.forEach((s, i) => {
    const list = byPosition.get(s.position);
    if (list) list.push(i);
    else byPosition.set(s.position, [i]);
  });
  return STATION_ORDER.map((position) => {
    const here = byPosition.get(position) ?? [];
    const limit = limitOf(position);
    const slots: StationSlot[] = [];
    if (limit === "perMount" || limit === "perDrive") {
      const places: { id: string; label: string }[] =
        limit === "perMount"
          ? mounts.filter((m) => m.type === mountTypeFor(position)).map((m) => ({ id: m.id, label: m.name }))
          : DRIVE_SLOTS.filter((d) => d === "mDrive" || ship.jump > 0 || here.some((i) => seats[i].mountId === d)).map(
              (d) => ({ id: d, label: d }),
            );
      const known = new Set(places.map((p) => p.id));
      for (const place of places) {
        const at = here.filter((i) => seats[i].mountId === place.id);
        slots.push({ position, mountId: place.id, label: place.label, seats: at, single: true, open: at.length === 0 });
      }
      const stray = here.filter((i) => !known.has(seats[i].mountId));
      if (stray.length) slots.push({ position, mountId: "", label: "", seats: stray, single: false, open: false });
    } else if (limit === "one") {
      slots.push({ position, mountId: "", label: "", seats: here, single: true, open: here.length === 0 });
    } else {
      slots.push({ position, mountId: "", label: "", seats: here, single: false, open: true });
    }
    return { position, slots };
  });
}

// ----- seating rules -------------------------------------------------------------------------------------------

/** Why a seating change was refused (lang CEPHEUS.Sheet.Seat.Refusal.<code>). */
export type SeatRefusal =
  | "unknownPosition"
  | "pilotTaken"
  | "mountManned"
  | "driveManned"
  | "unknownMount"
  | "unknownDrive"
  | "unknownSeat"
  | "alreadyThere"
  | "noSoftware"
  | "invalidSkill"
  | "notCrew";

export type SeatResult = { ok: true; seats: SeatSource[]; index: number } | { ok: false; reason: SeatRefusal };

export interface SeatingContext {
  mounts: readonly MountRef[];
  /** the ship's design Jump (a J-Drive engineer needs one) */
  jump: number;
  /** positions the ship's computer can hold (moving a software seat elsewhere needs one) */
  automatable: readonly Position[];
}

const refuse = (reason: SeatRefusal): SeatResult => ({ ok: false, reason });

/** Normalise a drop target: the mount/drive id it needs, or a refusal. Non-slot positions carry no mount id. */
function targetOf(
  target: SlotRef,
  ctx: SeatingContext,
): { ok: true; mountId: string } | { ok: false; reason: SeatRefusal } {
  if (!POSITIONS.includes(target.position)) return { ok: false, reason: "unknownPosition" };
  const limit = limitOf(target.position);
  if (limit === "perMount") {
    const m = ctx.mounts.find((x) => x.id === target.mountId);
    if (!m || m.type !== mountTypeFor(target.position)) return { ok: false, reason: "unknownMount" };
    return { ok: true, mountId: m.id };
  }
  if (limit === "perDrive") {
    const d = target.mountId as DriveSlot;
    if (!DRIVE_SLOTS.includes(d) || (d === "jDrive" && ctx.jump <= 0)) return { ok: false, reason: "unknownDrive" };
    return { ok: true, mountId: d };
  }
  return { ok: true, mountId: "" };
}

/** Whether someone other than seat `except` already holds the single place `target` names. */
function occupied(
  seats: readonly SeatSource[],
  position: Position,
  mountId: string,
  except: number,
): SeatRefusal | null {
  const limit = limitOf(position);
  for (let i = 0; i < seats.length; i++) {
    if (i === except) continue;
    const s = seats[i];
    if (s.position !== position) continue;
    if (limit === "one") return "pilotTaken";
    if (limit === "perMount" && s.mountId === mountId) return "mountManned";
    if (limit === "perDrive" && s.mountId === mountId) return "driveManned";
  }
  return null;
}

/**
 * Seat a crew actor at `target`. A crew member already seated on this ship moves (one position per person, SRD:
 * "now considered to be manning their new position rather than their previous one"); their old chair empties.
 */
export function seatCrew(
  seats: readonly SeatSource[],
  crewUuid: string,
  target: SlotRef,
  ctx: SeatingContext,
): SeatResult {
  if (!crewUuid) return refuse("notCrew");
  const t = targetOf(target, ctx);
  if (!t.ok) return refuse(t.reason);
  const current = seats.findIndex((s) => s.crew === crewUuid);
  if (current >= 0) return moveSeat(seats, current, target, ctx);
  const taken = occupied(seats, target.position, t.mountId, -1);
  if (taken) return refuse(taken);
  const next = seats.map((s) => ({ ...s }));
  next.push({ position: target.position, crew: crewUuid, npcSkill: null, automated: false, mountId: t.mountId });
  return { ok: true, seats: next, index: next.length - 1 };
}

/** The seat at a whole-number index of the list, or undefined (never a member of the array's prototype). */
function seatAt(seats: readonly SeatSource[], index: number): SeatSource | undefined {
  return Number.isInteger(index) && index >= 0 && index < seats.length ? seats[index] : undefined;
}

/** Move whoever sits at seat `from` (crew, NPC or software) to `target`. */
export function moveSeat(seats: readonly SeatSource[], from: number, target: SlotRef, ctx: SeatingContext): SeatResult {
  const seat = seatAt(seats, from);
  if (!seat) return refuse("unknownSeat");
  const t = targetOf(target, ctx);
  if (!t.ok) return refuse(t.reason);
  if (seat.position === target.position && seat.mountId === t.mountId) return refuse("alreadyThere");
  const taken = occupied(seats, target.position, t.mountId, from);
  if (taken) return refuse(taken);
  if (seat.automated && !ctx.automatable.includes(target.position)) return refuse("noSoftware");
  const next = seats.map((s) => ({ ...s }));
  next[from] = { ...seat, position: target.position, mountId: t.mountId };
  return { ok: true, seats: next, index: from };
}

/** Empty seat `index` (the array closes up: later seats move down by one). */
export function removeSeat(seats: readonly SeatSource[], index: number): SeatResult {
  if (!seatAt(seats, index)) return refuse("unknownSeat");
  const next = seats.filter((_, i) => i !== index).map((s) => ({ ...s }));
  return { ok: true, seats: next, index };
}

/** Highest skill level an unnamed NPC may be given (the data model's bound). */
export const NPC_SKILL_MAX = 15;

function validSkill(level: number): boolean {
  return Number.isInteger(level) && level >= 0 && level <= NPC_SKILL_MAX;
}

/** Seat an unnamed NPC with a skill level at `target` (the referee's quick crew: no actor needed). */
export function seatNpc(seats: readonly SeatSource[], target: SlotRef, skill: number, ctx: SeatingContext): SeatResult {
  if (!validSkill(skill)) return refuse("invalidSkill");
  const t = targetOf(target, ctx);
  if (!t.ok) return refuse(t.reason);
  const taken = occupied(seats, target.position, t.mountId, -1);
  if (taken) return refuse(taken);
  const next = seats.map((s) => ({ ...s }));
  next.push({ position: target.position, crew: null, npcSkill: skill, automated: false, mountId: t.mountId });
  return { ok: true, seats: next, index: next.length - 1 };
}

/** Change an unnamed NPC's skill level (crew actors carry their own skills). */
export function setNpcSkill(seats: readonly SeatSource[], index: number, skill: number): SeatResult {
  const seat = seatAt(seats, index);
  if (!seat || seat.crew || seat.automated) return refuse("unknownSeat");
  if (!validSkill(skill)) return refuse("invalidSkill");
  const next = seats.map((s) => ({ ...s }));
  next[index] = { ...seat, npcSkill: skill };
  return { ok: true, seats: next, index };
}

/** Let the ship's computer hold `target` (SRD Automated Positions: needs the right software and drones). */
export function seatSoftware(seats: readonly SeatSource[], target: SlotRef, ctx: SeatingContext): SeatResult {
  const t = targetOf(target, ctx);
  if (!t.ok) return refuse(t.reason);
  if (!ctx.automatable.includes(target.position)) return refuse("noSoftware");
  const taken = occupied(seats, target.position, t.mountId, -1);
  if (taken) return refuse(taken);
  const next = seats.map((s) => ({ ...s }));
  next.push({ position: target.position, crew: null, npcSkill: null, automated: true, mountId: t.mountId });
  return { ok: true, seats: next, index: next.length - 1 };
}

/** Positions the ship's software can hold (SRD Automated Positions), from the rules engine. */
export function automatablePositions(ship: ShipSnapshot): Position[] {
  return automatedPositions(ship);
}
