// Changing who sits where on a ship (Foundry side of stations.ts). The ship's owners write the seats directly; a
// player who does not own the ship may still seat, move or unseat a crew member THEY own: that goes to the GM as a
// query and is checked again there. Every refusal is a localised warning and changes nothing.
import { CrewData } from "../../data/actor/crew";
import { ShipData } from "../../data/actor/ship";
import { QueryError, requireUser } from "../../net/queries";
import { shipSnapshot } from "../../data/snapshots";
import {
  automatablePositions,
  moveSeat,
  removeSeat,
  seatCrew,
  seatNpc,
  seatSoftware,
  setNpcSkill,
  type SeatRefusal,
  type SeatResult,
  type SeatSource,
  type SlotRef,
} from "./stations";
import { crewActor, seatSources, type AnyActor } from "./link";

/** What a seat change refers to, so that a change made on an out-of-date sheet is refused, not misapplied. */
export interface SeatRef {
  index: number;
  /** the crew UUID (or null) the sheet showed at that index */
  crew: string | null;
  position: string;
}

export type SeatOp =
  | { op: "seatCrew"; crewUuid: string; target: SlotRef }
  | { op: "move"; from: SeatRef; target: SlotRef }
  | { op: "remove"; seat: SeatRef }
  | { op: "npc"; target: SlotRef; skill: number }
  | { op: "npcSkill"; seat: SeatRef; skill: number }
  | { op: "software"; target: SlotRef };

export type SeatChange = { ok: true; seats: SeatSource[] } | { ok: false; reason: SeatRefusal | "readOnly" | "notYours" | "noGM" | "failed" };

export const SEAT_QUERY = "cepheus-space-combat.seatCrew";

export interface SeatRequest {
  shipUuid: string;
  change: SeatOp;
  userId: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares CONFIG.Queries in a namespace
  namespace CONFIG {
    interface Queries {
      "cepheus-space-combat.seatCrew": (data: SeatRequest) => Promise<SeatChange>;
    }
  }
}

function matches(seats: readonly SeatSource[], ref: SeatRef): boolean {
  const s = seats[ref.index];
  return !!s && s.crew === ref.crew && s.position === ref.position;
}

/** Apply a seat change to the ship's seats (pure over the actor's data). */
export function computeSeatChange(ship: AnyActor, change: SeatOp): SeatResult {
  const sys = ship.system;
  if (!(sys instanceof ShipData)) return { ok: false, reason: "unknownSeat" };
  const seats = seatSources(ship);
  const ctx = {
    mounts: sys.mounts.map((m) => ({ id: m.id, type: m.type, name: m.name })),
    jump: sys.jump,
    automatable: automatablePositions(shipSnapshot(ship, { resolveCrew: () => null })),
  };
  switch (change.op) {
    case "seatCrew":
      return seatCrew(seats, change.crewUuid, change.target, ctx);
    case "move":
      return matches(seats, change.from) ? moveSeat(seats, change.from.index, change.target, ctx) : { ok: false, reason: "unknownSeat" };
    case "remove":
      return matches(seats, change.seat) ? removeSeat(seats, change.seat.index) : { ok: false, reason: "unknownSeat" };
    case "npc":
      return seatNpc(seats, change.target, change.skill, ctx);
    case "npcSkill":
      return matches(seats, change.seat) ? setNpcSkill(seats, change.seat.index, change.skill) : { ok: false, reason: "unknownSeat" };
    case "software":
      return seatSoftware(seats, change.target, ctx);
  }
}

/** The crew actor a non-owner's change is about (they may only move their own people), or null. */
function subjectCrew(ship: AnyActor, change: SeatOp): string | null {
  const seats = seatSources(ship);
  switch (change.op) {
    case "seatCrew":
      return change.crewUuid;
    case "move":
      return seats[change.from.index]?.crew ?? null;
    case "remove":
      return seats[change.seat.index]?.crew ?? null;
    default:
      return null;
  }
}

/** Whether `user` may make `change` on `ship`: the ship's owners any; others only for a crew actor they own. */
export function maySeat(user: User.Implementation, ship: AnyActor, change: SeatOp): boolean {
  if (user.isGM || ship.testUserPermission(user, "OWNER")) return true;
  if (!ship.testUserPermission(user, "OBSERVER")) return false;
  const uuid = subjectCrew(ship, change);
  const crew = uuid ? crewActor(uuid) : null;
  return !!crew && crew.system instanceof CrewData && crew.testUserPermission(user, "OWNER");
}

async function write(ship: AnyActor, seats: SeatSource[]): Promise<void> {
  await ship.update({ system: { seats } } as never);
}

/** GM side of the query: re-check the asking user, recompute from the GM's own data, write. */
export async function seatAsGM(request: SeatRequest): Promise<SeatChange> {
  const user = requireUser(request);
  const ship = fromUuidSync(request.shipUuid) as AnyActor | null;
  if (!ship || !(ship.system instanceof ShipData)) return { ok: false, reason: "unknownSeat" };
  if (!maySeat(user, ship, request.change)) return { ok: false, reason: "notYours" };
  const r = computeSeatChange(ship, request.change);
  if (!r.ok) return r;
  await write(ship, r.seats);
  return { ok: true, seats: r.seats };
}

export function registerSeatQuery(): void {
  CONFIG.queries[SEAT_QUERY] = async (data: SeatRequest) => {
    if (!game.user?.isGM) return { ok: false, reason: "failed" };
    try {
      return await seatAsGM(data);
    } catch (err) {
      if (err instanceof QueryError) return { ok: false, reason: "notYours" };
      throw err;
    }
  };
}

/** The message for a refused change. */
export function seatRefusalText(reason: string): string {
  const i18n = game.i18n!;
  switch (reason) {
    case "readOnly":
      return i18n.localize("CEPHEUS.Sheet.Reason.readOnly");
    case "notYours":
      return i18n.localize("CEPHEUS.Sheet.Seat.Drop.notYours");
    case "noGM":
      return i18n.localize("CEPHEUS.Error.NoGM");
    case "failed":
      return i18n.localize("CEPHEUS.Sheet.Seat.Failed");
    default:
      return i18n.localize(`CEPHEUS.Sheet.Seat.Refusal.${reason}`);
  }
}

/**
 * Make a seat change as the current user: directly for the ship's owners, through the GM for a player moving their
 * own crew member. A refusal shows a warning and changes nothing.
 */
export async function changeSeats(ship: AnyActor, change: SeatOp): Promise<SeatChange> {
  const user = game.user as User.Implementation;
  const done = (r: SeatChange) => {
    if (!r.ok) ui.notifications?.warn(seatRefusalText(r.reason));
    return r;
  };
  if (!maySeat(user, ship, change)) return done({ ok: false, reason: ship.isOwner ? "notYours" : "readOnly" });
  if (ship.isOwner) {
    const r = computeSeatChange(ship, change);
    if (!r.ok) return done(r);
    await write(ship, r.seats);
    return { ok: true, seats: r.seats };
  }
  const gm = game.users?.activeGM;
  if (!gm) return done({ ok: false, reason: "noGM" });
  // check locally first: a refusal needs no round trip
  const local = computeSeatChange(ship, change);
  if (!local.ok) return done(local);
  const request: SeatRequest = { shipUuid: ship.uuid, change, userId: user.id! };
  try {
    const r = gm.isSelf ? await seatAsGM(request) : ((await gm.query(SEAT_QUERY, request, { timeout: 10_000 })) as SeatChange);
    return done(r ?? { ok: false, reason: "failed" });
  } catch (err) {
    console.error(err);
    return done({ ok: false, reason: "failed" });
  }
}
