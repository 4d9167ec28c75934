// Change Positions (SRD "Minor Actions"; Crew Positions: one gunner per turret or bay, one engineer
// per drive).
import { copySeat, copyShip } from "../../layouts";
import { type ChangePositionCommand, type Command } from "../commands";
import { type Ctx, setShip, shipIn, type ShipSlot } from "../context";
import { spend } from "../economy";
import { type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { isText } from "./common-gates";
import { POSITIONS } from "../../types";

export const changePositionsAction: StationAction<"changePositions"> = {
  type: "changePositions",
  validate,
  resolve: changePositions,
  candidates,
};

function validate(ctx: Ctx, c: CommandOf<"changePositions">, slot: ShipSlot): Verdict {
  const ship = slot.ship;
  if (!POSITIONS.includes(c.position)) return refuse("invalidValue", "position");
  if (!isText(c.mountId)) return refuse("invalidValue", "mountId");
  if (c.position === "pilot" && ship.seats.some((s, i) => i !== c.seat && s.position === "pilot"))
    return refuse("pilotTaken");
  if (c.position === "turretGunner" || c.position === "bayGunner") {
    const mount = ship.mounts.find((x) => x.id === c.mountId);
    if (!mount || mount.type !== (c.position === "turretGunner" ? "turret" : "bay")) return refuse("unknownMount");
  }
  // Crew Positions: one gunner per turret or bay, one engineer per drive
  const single = c.position === "turretGunner" || c.position === "bayGunner" || c.position === "driveEngineer";
  if (
    single &&
    c.mountId !== undefined &&
    ship.seats.some((s, i) => i !== c.seat && s.position === c.position && s.mountId === c.mountId)
  )
    return refuse(c.position === "driveEngineer" ? "driveManned" : "mountManned");
  return OK;
}

function changePositions(ctx: Ctx, cmd: ChangePositionCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "changePositions", "minor");
  const ship = shipIn(ctx, cmd.shipId);
  const from = ship.seats[cmd.seat].position;
  const seats = ship.seats.slice();
  const seat = copySeat(seats[cmd.seat]);
  seat.position = cmd.position;
  seat.mountId = cmd.mountId;
  seats[cmd.seat] = seat;
  const copy = copyShip(ship);
  copy.seats = seats;
  setShip(ctx, cmd.shipId, copy);
  ctx.ev?.push({
    type: "positionChanged",
    shipId: cmd.shipId,
    seat: cmd.seat,
    from,
    to: cmd.position,
    mountId: cmd.mountId,
  });
}

function* candidates(state: EngagementState, shipId: string, seat: number): Generator<Command> {
  // any position other than the seat's own (the dialog picks); mounts for gunners, drives for engineers
  const ship = state.ships[shipId];
  const here = ship?.seats[seat];
  for (const p of POSITIONS) {
    if (p === "turretGunner" || p === "bayGunner") {
      for (const mt of ship?.mounts ?? [])
        if (mt.type === (p === "turretGunner" ? "turret" : "bay") && !(here?.position === p && here.mountId === mt.id))
          yield { type: "changePositions", shipId, seat, position: p, mountId: mt.id };
    } else if (p === "driveEngineer") {
      for (const d of ["mDrive", "jDrive"])
        if (!(here?.position === p && here.mountId === d))
          yield { type: "changePositions", shipId, seat, position: p, mountId: d };
    } else if (p !== here?.position) yield { type: "changePositions", shipId, seat, position: p };
  }
}
