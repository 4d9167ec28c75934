// Extended actions (SRD "Extended Actions"): a task of several turns that takes the seat's whole turn, spoilt by
// damage; it may be abandoned at any time.
import { type ExtendedActionCommand, type SeatCommand, type Command } from "../commands";
import { combatIn, type Ctx } from "../context";
import { spend } from "../economy";
import { type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { MAX_EXTENDED_TURNS } from "../../input";
import { SKILLS } from "../../types";

export const extendedActionAction: StationAction<"extendedAction"> = {
  type: "extendedAction",
  validate,
  resolve: extendedAction,
  candidates,
};

function validate(ctx: Ctx, c: CommandOf<"extendedAction">): Verdict {
  if (!Number.isInteger(c.turns) || c.turns < 1 || c.turns > MAX_EXTENDED_TURNS) return refuse("invalidValue", "turns");
  if (typeof c.label !== "string") return refuse("invalidValue", "label");
  return SKILLS.includes(c.skill) ? OK : refuse("invalidValue", "skill");
}

function extendedAction(ctx: Ctx, cmd: ExtendedActionCommand): void {
  const st = combatIn(ctx, cmd.shipId);
  const key = String(cmd.seat);
  // the seat gives its whole turn to the task
  spend(ctx, cmd.shipId, cmd.seat, "extendedAction", "significant");
  const a = st.actions[key];
  a.minor = Math.max(a.minor, (st.hasty ? 4 : 3) - 2);
  (st.extended ??= {})[key] = {
    label: cmd.label,
    skill: cmd.skill,
    turnsNeeded: Math.max(1, Math.floor(cmd.turns)),
    turnsDone: 0,
  };
  ctx.ev?.push({
    type: "extendedProgress",
    shipId: cmd.shipId,
    seat: cmd.seat,
    label: cmd.label,
    turnsDone: 0,
    turnsNeeded: st.extended[key].turnsNeeded,
  });
}

function* candidates(_state: EngagementState, shipId: string, seat: number): Generator<Command> {
  yield { type: "extendedAction", shipId, seat, label: "", skill: "mechanics", turns: 1 };
}

/** Abandoning an extended action: free, at any time (Extended Actions). */
export const abandonExtendedAction: StationAction<"abandonExtended"> = {
  type: "abandonExtended",
  resolve: abandonExtended,
};

function abandonExtended(ctx: Ctx, cmd: SeatCommand): void {
  const st = combatIn(ctx, cmd.shipId);
  const key = String(cmd.seat);
  const x = st.extended![key];
  delete st.extended![key];
  if (!Object.keys(st.extended!).length) delete st.extended;
  ctx.ev?.push({ type: "extendedAbandoned", shipId: cmd.shipId, seat: cmd.seat, label: x.label });
}
