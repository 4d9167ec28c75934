// Changing who sits where on a ship (Foundry side of stations.ts). Seating crew on a ship, moving them and
// changing its unnamed crew is for the ship's owners (and the GM), who write the seats directly. A player who does
// not own the ship may only take their own crew member off it: that goes to the GM through the request channel
// (src/net/requests.ts), which tells the GM who asked, and is checked again there. Only crew actors take a seat.
// Every refusal is a localised warning and changes nothing.
import { CrewData } from "../../data/actor/crew";
import { SEATED_ON_FLAG, seatedOn, seatTrusted } from "../../data/seat-trust";
import { SYSTEM_ID } from "../../base/system-id";
import { ShipData } from "../../data/actor/ship";
import { shipSnapshot } from "../../data/snapshots";
import { actorByRequestUuid } from "../../play/ships";
import {
  answerRequest,
  askGM,
  CHANNEL_REFUSALS,
  RequestRefused,
  type ChannelRefusal,
  type RequestSpec,
} from "../../net/requests";
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

export type SeatChange =
  | { ok: true; seats: SeatSource[] }
  | { ok: false; reason: SeatRefusal | "readOnly" | "notYours" | "crewNotYours" | ChannelRefusal };

export interface SeatRequest {
  shipUuid: string;
  change: SeatOp;
}

declare module "../../net/requests" {
  interface Requests {
    seat: [SeatRequest, SeatChange];
  }
}

/** Seats a ship may have at most (a seat index beyond it is refused before anything is read). */
export const MAX_SEATS = 1_000;

const plain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const shortString = (v: unknown): v is string => typeof v === "string" && v.length <= 200;

function seatRef(v: unknown): SeatRef | null {
  if (!plain(v)) return null;
  const { index, crew, position } = v;
  if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index >= MAX_SEATS) return null;
  if (crew !== null && !shortString(crew)) return null;
  if (!shortString(position)) return null;
  return { index, crew, position };
}

function slotRef(v: unknown): SlotRef | null {
  if (!plain(v) || !shortString(v.position)) return null;
  if (v.mountId !== undefined && !shortString(v.mountId)) return null;
  return v.mountId === undefined
    ? { position: v.position as SlotRef["position"] }
    : { position: v.position as SlotRef["position"], mountId: v.mountId };
}

/** A seat change as the GM reads it from a request: every field checked, nothing else kept; null when malformed. */
export function parseSeatOp(v: unknown): SeatOp | null {
  if (!plain(v)) return null;
  switch (v.op) {
    case "seatCrew": {
      const target = slotRef(v.target);
      return target && shortString(v.crewUuid) ? { op: "seatCrew", crewUuid: v.crewUuid, target } : null;
    }
    case "move": {
      const from = seatRef(v.from);
      const target = slotRef(v.target);
      return from && target ? { op: "move", from, target } : null;
    }
    case "remove": {
      const seat = seatRef(v.seat);
      return seat ? { op: "remove", seat } : null;
    }
    case "npc": {
      const target = slotRef(v.target);
      return target && typeof v.skill === "number" ? { op: "npc", target, skill: v.skill } : null;
    }
    case "npcSkill": {
      const seat = seatRef(v.seat);
      return seat && typeof v.skill === "number" ? { op: "npcSkill", seat, skill: v.skill } : null;
    }
    case "software": {
      const target = slotRef(v.target);
      return target ? { op: "software", target } : null;
    }
    default:
      return null;
  }
}

function matches(seats: readonly SeatSource[], ref: SeatRef): boolean {
  const s = Number.isInteger(ref.index) && ref.index >= 0 ? seats[ref.index] : undefined;
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
      return crewActor(change.crewUuid)
        ? seatCrew(seats, change.crewUuid, change.target, ctx)
        : { ok: false, reason: "notCrew" };
    case "move":
      return matches(seats, change.from)
        ? moveSeat(seats, change.from.index, change.target, ctx)
        : { ok: false, reason: "unknownSeat" };
    case "remove":
      return matches(seats, change.seat) ? removeSeat(seats, change.seat.index) : { ok: false, reason: "unknownSeat" };
    case "npc":
      return seatNpc(seats, change.target, change.skill, ctx);
    case "npcSkill":
      return matches(seats, change.seat)
        ? setNpcSkill(seats, change.seat.index, change.skill)
        : { ok: false, reason: "unknownSeat" };
    case "software":
      return seatSoftware(seats, change.target, ctx);
  }
}

/**
 * Whether `user` may make `change` on `ship`: its owners (and the GM) any change, but seating a crew actor needs
 * OWNER of that actor too (a GM may seat anyone); anyone else only taking a crew member they own off a seat.
 */
export function maySeat(user: User.Implementation, ship: AnyActor, change: SeatOp): boolean {
  return seatRefusal(user, ship, change) === null;
}

/** Why `user` may not make `change` on `ship` (`readOnly`, `crewNotYours`), or null when they may. */
export function seatRefusal(
  user: User.Implementation,
  ship: AnyActor,
  change: SeatOp,
): "readOnly" | "crewNotYours" | null {
  if (user.isGM) return null;
  if (ship.testUserPermission(user, "OWNER")) {
    if (change.op !== "seatCrew") return null;
    const crew = crewActor(change.crewUuid);
    return crew && !crew.testUserPermission(user, "OWNER") ? "crewNotYours" : null;
  }
  return mayUnseatOwnCrew(user, ship, change) ? null : "readOnly";
}

function mayUnseatOwnCrew(user: User.Implementation, ship: AnyActor, change: SeatOp): boolean {
  if (change.op !== "remove") return false;
  const uuid = seatSources(ship)[change.seat.index]?.crew;
  const crew = uuid ? crewActor(uuid) : null;
  return !!crew && crew.system instanceof CrewData && crew.testUserPermission(user, "OWNER");
}

/** Write the seats; refused when the ship does not hold them afterwards (a write the model refused). */
async function write(ship: AnyActor, seats: SeatSource[]): Promise<SeatChange> {
  try {
    const written = await ship.update({ system: { seats } } as never);
    if (written) return { ok: true, seats };
  } catch (err) {
    console.error(err);
  }
  return { ok: false, reason: "failed" };
}

/** The ship a request names: a world ship actor's or a ship token's actor UUID, or null. */
function requestedShip(uuid: unknown): AnyActor | null {
  const actor = actorByRequestUuid(uuid);
  return actor && actor.system instanceof ShipData ? actor : null;
}

/**
 * The GM side of the seat request, a request of the request table (src/registration/request-table.ts): check its fields and who
 * asked (`user`, from the channel), recompute from the GM's own data, write.
 */
export const SEAT_REQUEST: RequestSpec<{ ship: AnyActor; change: SeatOp }, SeatChange> = {
  read(data) {
    const r = plain(data) ? data : {};
    const ship = requestedShip(r.shipUuid);
    if (!ship) return { refused: { ok: false, reason: "unknownSeat" } };
    const change = parseSeatOp(r.change);
    if (!change) return { refused: { ok: false, reason: "badRequest" } };
    return { value: { ship, change } };
  },
  recheck: (user, { ship, change }) => {
    const refused = seatRefusal(user, ship, change);
    return refused === null ? null : { ok: false, reason: refused === "crewNotYours" ? refused : "notYours" };
  },
  async run({ ship, change }) {
    const result = computeSeatChange(ship, change);
    if (!result.ok) return result;
    return write(ship, result.seats);
  },
};

/** SEAT_REQUEST answered on this client. */
export function seatAsGM(data: unknown, user: User.Implementation): Promise<SeatChange> {
  return answerRequest(SEAT_REQUEST, data, user);
}

/** The message for a refused change. */
export function seatRefusalText(reason: string): string {
  const i18n = game.i18n!;
  switch (reason) {
    case "readOnly":
      return i18n.localize("CEPHEUS.Sheet.Reason.readOnly");
    case "notYours":
      return i18n.localize("CEPHEUS.Sheet.Seat.Drop.notYours");
    case "crewNotYours":
      return i18n.localize("CEPHEUS.Sheet.Seat.Drop.crewNotYours");
    case "noGM":
      return i18n.localize("CEPHEUS.Error.NoGM");
    case "failed":
      return i18n.localize("CEPHEUS.Sheet.Seat.Failed");
    default:
      return (CHANNEL_REFUSALS as readonly string[]).includes(reason)
        ? i18n.localize(`CEPHEUS.Reason.${reason}`)
        : i18n.localize(`CEPHEUS.Sheet.Seat.Refusal.${reason}`);
  }
}

/**
 * Make a seat change as the current user: directly for the ship's owners, through the GM for a player taking
 * their own crew member off a ship they do not own. A refusal shows a warning and changes nothing.
 */
export async function changeSeats(ship: AnyActor, change: SeatOp): Promise<SeatChange> {
  const user = game.user as User.Implementation;
  const done = (r: SeatChange) => {
    if (!r.ok) ui.notifications?.warn(seatRefusalText(r.reason));
    return r;
  };
  const refused = seatRefusal(user, ship, change);
  if (refused) return done({ ok: false, reason: refused });
  // check locally first: a refusal needs no write and no round trip
  const local = computeSeatChange(ship, change);
  if (!local.ok) return done(local);
  if (ship.isOwner) {
    const written = await write(ship, local.seats);
    if (written.ok && user.isGM && change.op === "seatCrew") await recordGMSeat(ship, change.crewUuid);
    return done(written);
  }
  try {
    return done(
      (await askGM("seat", { shipUuid: ship.uuid, change }, { timeout: 10_000 })) ?? { ok: false, reason: "failed" },
    );
  } catch (err) {
    if (err instanceof RequestRefused) return done({ ok: false, reason: err.reason });
    console.error(err);
    return done({ ok: false, reason: "failed" });
  }
}

/**
 * A GM seated a crew actor: its record names the ship, so that the seat counts (src/data/seat-trust.ts) even when no
 * player owns both. Only the crew actor's owners or a GM can write that record.
 */
async function recordGMSeat(ship: AnyActor, crewUuid: string): Promise<void> {
  const crew = crewActor(crewUuid);
  if (!crew || !ship.uuid || seatTrusted(ship, crew)) return;
  await crew.update({ flags: { [SYSTEM_ID]: { [SEATED_ON_FLAG]: [...seatedOn(crew), ship.uuid] } } } as never);
}
