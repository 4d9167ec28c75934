// Ram (SRD "Significant Actions"; ruling R76): at Close range and a greater speed, an opposed Piloting check;
// winning it, both ships take the collision.
import { type RamCommand } from "../commands";
import { opposed } from "../crew-checks";
import { combatIn, type Ctx, type ShipSlot } from "../context";
import { spend } from "../economy";
import { PILOT } from "../crew-figures";
import { rangeBetween } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type Plan } from "../actions/station-action";
import { type CommandOf, type Executor, type StationAction } from "./station-action";
import { opponent, seatSpec } from "./resolve-kit";
import { enemyTarget } from "./common-gates";

export const ramAction: StationAction<"ram"> = {
  type: "ram",
  targets: "enemies",
  validate,
  resolve: ram,
};

function validate(ctx: Ctx, c: CommandOf<"ram">, slot: ShipSlot): Verdict {
  const t = enemyTarget(ctx, c.shipId, c.targetId);
  if (!t.ok) return t;
  if (rangeBetween(ctx.m, c.shipId, c.targetId) !== "close") return refuse("needsCloseRange");
  return slot.st.speed > combatIn(ctx, c.targetId).speed ? OK : refuse("speedMismatch");
}

function ram(ctx: Ctx, cmd: RamCommand, _plan: Plan, x: Executor): void {
  spend(ctx, cmd.shipId, cmd.seat, "ram", "significant");
  const o = opposed(
    ctx,
    "ram",
    seatSpec(cmd, "ram", "piloting", { against: cmd.targetId }),
    opponent(ctx, cmd.targetId, PILOT, "ram"),
  );
  if (!o.won) return;
  const diff = combatIn(ctx, cmd.shipId).speed - combatIn(ctx, cmd.targetId).speed;
  // ruling R76: both ships take the collision, each its own roll
  x.collide(ctx, cmd.targetId, diff, cmd.shipId);
  x.collide(ctx, cmd.shipId, diff, cmd.targetId);
  // (a rammer wrecked by its own collision has had its turn: the end is decided as it closes, see escape)
  if (combatIn(ctx, cmd.shipId).status === "active") x.checkEnd(ctx, "destroyed");
}
