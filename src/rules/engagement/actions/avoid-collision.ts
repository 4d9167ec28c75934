// Avoid Collision (SRD "Significant Actions", Collision Avoidance table): the pilot's check against a
// hazard; failing it, the ship collides at its speed.
import { collisionCheck } from "../../planetary";
import { type Modifier } from "../../checks";
import { type AvoidCollisionCommand, type Command } from "../commands";
import { check } from "../crew-checks";
import { combatIn, type Ctx } from "../context";
import { spend } from "../economy";
import { type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type Plan } from "../actions/station-action";
import { type CommandOf, type Executor, type StationAction } from "./station-action";
import { seatSpec } from "./resolve-kit";
import { isFlag } from "./common-gates";
import { COLLISION_AVOIDANCE } from "../../tables/planetary";

export const avoidCollisionAction: StationAction<"avoidCollision"> = {
  type: "avoidCollision",
  validate,
  resolve: avoidCollision,
  candidates,
};

function validate(ctx: Ctx, c: CommandOf<"avoidCollision">): Verdict {
  if (!isFlag(c.speedDifference)) return refuse("invalidValue", "speedDifference");
  // an own member only: `in` would find "toString" in the table
  return typeof c.hazard === "string" && Object.hasOwn(COLLISION_AVOIDANCE, c.hazard)
    ? OK
    : refuse("invalidValue", "hazard");
}

function avoidCollision(ctx: Ctx, cmd: AvoidCollisionCommand, _plan: Plan, x: Executor): void {
  spend(ctx, cmd.shipId, cmd.seat, "avoidCollision", "significant");
  const c = collisionCheck(cmd.hazard, cmd.speedDifference);
  const mods: Modifier[] = c.dm ? [{ source: "speedDifference", value: c.dm }] : [];
  const r = check(ctx, seatSpec(cmd, "avoidCollision", "piloting", { difficulty: c.difficulty, modifiers: mods }));
  if (!r.success) x.collide(ctx, cmd.shipId, combatIn(ctx, cmd.shipId).speed);
}

function* candidates(_state: EngagementState, shipId: string, seat: number): Generator<Command> {
  yield { type: "avoidCollision", shipId, seat, hazard: "traffic" };
}
