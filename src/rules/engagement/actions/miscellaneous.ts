// Miscellaneous (SRD "Significant Actions"): anything else, significant or, when the referee allows it,
// minor; a check when it names a skill.
import { type MiscellaneousCommand, type Command } from "../commands";
import { check } from "../crew-checks";
import { type Ctx } from "../context";
import { spend } from "../economy";
import { type EngagementState } from "../state";
import { refuse, type Refusal } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { seatSpec } from "./resolve-kit";
import { isText } from "./common-gates";
import { CHARACTERISTICS, DIFFICULTIES, SKILLS } from "../../types";

export const miscellaneousAction: StationAction<"miscellaneous"> = {
  type: "miscellaneous",
  values,
  cost: (c) => c.cost,
  resolve: miscellaneous,
  candidates,
};

function values(c: CommandOf<"miscellaneous">): Refusal | undefined {
  if (c.cost !== "minor" && c.cost !== "significant") return refuse("invalidValue", "cost");
  if (c.difficulty !== undefined && !DIFFICULTIES.includes(c.difficulty)) return refuse("invalidValue", "difficulty");
  if (c.skill !== undefined && !SKILLS.includes(c.skill)) return refuse("invalidValue", "skill");
  if (c.characteristic !== undefined && !CHARACTERISTICS.includes(c.characteristic))
    return refuse("invalidValue", "characteristic");
  return isText(c.label) ? undefined : refuse("invalidValue", "label");
}

function miscellaneous(ctx: Ctx, cmd: MiscellaneousCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "miscellaneous", cmd.cost);
  let success: boolean | undefined;
  if (cmd.skill) {
    const r = check(
      ctx,
      seatSpec(cmd, "miscellaneous", cmd.skill, {
        characteristic: cmd.characteristic,
        difficulty: cmd.difficulty ?? "average",
      }),
    );
    success = r.success;
  }
  ctx.ev?.push({ type: "miscellaneous", shipId: cmd.shipId, seat: cmd.seat, label: cmd.label, success });
}

function* candidates(_state: EngagementState, shipId: string, seat: number): Generator<Command> {
  yield { type: "miscellaneous", shipId, seat, cost: "significant" };
  yield { type: "miscellaneous", shipId, seat, cost: "minor" };
}
