// Maintain Course (SRD "Minor Actions"): the ship keeps its speed.
import { type SeatCommand } from "../commands";
import { combatIn, type Ctx } from "../context";
import { spend } from "../economy";
import { type StationAction } from "./station-action";

export const maintainCourseAction: StationAction<"maintainCourse"> = {
  type: "maintainCourse",
  resolve: maintainCourse,
};

function maintainCourse(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "maintainCourse", "minor");
  ctx.ev?.push({ type: "courseMaintained", shipId: cmd.shipId, speed: combatIn(ctx, cmd.shipId).speed });
}
