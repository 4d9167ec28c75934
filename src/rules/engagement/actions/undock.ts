// Undock (ruling R85): casting off from a docked ship, no check.
import { type SeatCommand } from "../commands";
import { type Ctx, type ShipSlot } from "../context";
import { spend } from "../economy";
import { pairKey } from "../memory";
import { OK, refuse, type Verdict } from "../refusals";
import { isShip } from "../actions/common-gates";
import { type CommandOf, type StationAction } from "./station-action";

export const undockAction: StationAction<"undock"> = {
  type: "undock",
  targets: "docked",
  gate,
  validate,
  resolve: undock,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return (ctx.m.docked ?? []).some((k) => k.split("|").includes(slot.id)) ? OK : refuse("notDocked");
}

function validate(ctx: Ctx, c: CommandOf<"undock">): Verdict {
  if (!isShip(ctx, c.targetId)) return refuse("unknownTarget");
  return (ctx.m.docked ?? []).includes(pairKey(c.shipId, c.targetId)) ? OK : refuse("notDocked");
}

function undock(ctx: Ctx, cmd: SeatCommand & { targetId: string }): void {
  spend(ctx, cmd.shipId, cmd.seat, "undock", "significant");
  const docked = ctx.m.docked ?? [];
  docked.splice(docked.indexOf(pairKey(cmd.shipId, cmd.targetId)), 1);
  ctx.ev?.push({ type: "undocked", a: cmd.shipId, b: cmd.targetId });
}
