// A personal action (SRD "Minor Actions"): a crew member's own minor action, named by a label.
import { type SeatCommand } from "../commands";
import { type Ctx } from "../context";
import { spend } from "../economy";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { isText } from "./common-gates";

export const personalActionAction: StationAction<"personalAction"> = {
  type: "personalAction",
  validate,
  resolve: personalAction,
};

function validate(ctx: Ctx, c: CommandOf<"personalAction">): Verdict {
  return isText(c.label) ? OK : refuse("invalidValue", "label");
}

function personalAction(ctx: Ctx, cmd: SeatCommand & { label?: string }): void {
  spend(ctx, cmd.shipId, cmd.seat, "personalAction", "minor");
  ctx.ev?.push({ type: "personalAction", shipId: cmd.shipId, seat: cmd.seat, label: cmd.label });
}
