// Range Check (SRD "Significant Actions"; rulings R75, R90, R110): the navigators' opposed check moves the
// range one band; opening it beyond Distant from every enemy leaves the fight; the winner's move carries the missiles
// flying as craft that the other ship launched at it.
import { shiftRange } from "../../ranges";
import { type RangeCheckCommand, type RangeChoice, type Command } from "../commands";
import { opposed } from "../crew-checks";
import { type Ctx } from "../context";
import { spend } from "../economy";
import { NAVIGATOR } from "../crew-figures";
import { enemiesOf, rangeBetween, type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type Plan } from "../actions/station-action";
import { type CommandOf, type Executor, type StationAction } from "./station-action";
import { opponent, rememberRange, seatSpec, setRange } from "./resolve-kit";
import { enemyTarget, isRangeChoice } from "./common-gates";

export const rangeCheckAction: StationAction<"rangeCheck"> = {
  type: "rangeCheck",
  targets: "enemies",
  validate,
  resolve: rangeCheck,
  candidates,
};

function validate(ctx: Ctx, c: CommandOf<"rangeCheck">): Verdict {
  const t = enemyTarget(ctx, c.shipId, c.targetId);
  if (!t.ok) return t;
  return isRangeChoice(c.choice) && (c.opponentChoice === undefined || isRangeChoice(c.opponentChoice))
    ? OK
    : refuse("invalidValue", "choice");
}

function rangeCheck(ctx: Ctx, cmd: RangeCheckCommand, _plan: Plan, x: Executor): void {
  spend(ctx, cmd.shipId, cmd.seat, "rangeCheck", "significant");
  // (the spec's own member set, rather than an object of options made for each check)
  const own = seatSpec(cmd, "rangeCheck", "navigation");
  own.against = cmd.targetId;
  const o = opposed(ctx, "rangeCheck", own, opponent(ctx, cmd.targetId, NAVIGATOR, "rangeCheck"));
  const choice: RangeChoice = o.won ? cmd.choice : (cmd.opponentChoice ?? "same");
  const from = rangeBetween(ctx.m, cmd.shipId, cmd.targetId);
  const winner = o.won ? cmd.shipId : cmd.targetId;
  if (choice === "same") return;
  if (choice === "farther" && from === "distant") {
    // ruling R75: opening the range beyond Distant from every enemy leaves the engagement
    const others = enemiesOf(ctx.m, winner).filter((e) => e !== (o.won ? cmd.targetId : cmd.shipId));
    if (others.every((e) => rangeBetween(ctx.m, winner, e) === "distant")) x.escape(ctx, winner, "range");
    return;
  }
  // ruling R90: one band per Range Check; with rangeCheckReverts the range goes back when the round ends
  if (ctx.m.options?.rangeCheckReverts) rememberRange(ctx, cmd.shipId, cmd.targetId, from);
  setRange(ctx, cmd.shipId, cmd.targetId, shiftRange(from, choice === "closer" ? -1 : 1), "rangeCheck");
  // ruling R110: the winner moved; the salvos its opponent launched at it, flying as craft, move with it
  x.targetMoved(ctx, cmd, winner, from);
}

function* candidates(
  _state: EngagementState,
  shipId: string,
  seat: number,
  targets: readonly string[],
): Generator<Command> {
  for (const targetId of targets) yield { type: "rangeCheck", shipId, seat, targetId, choice: "same" };
}
