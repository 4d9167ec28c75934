// Adjust Speed (SRD "Minor Actions"): a new speed within the ship's thrust.
import { ACTION_FIGURES } from "../../tables/actions";
import { type AdjustSpeedCommand, type Command } from "../commands";
import { combatIn, type Ctx, type ShipSlot, slotEffects } from "../context";
import { spend } from "../economy";
import { type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { breakPursuits } from "./resolve-kit";
import { MAX_SPEED } from "../../input";

export const adjustSpeedAction: StationAction<"adjustSpeed"> = {
  type: "adjustSpeed",
  validate,
  resolve: adjustSpeed,
  candidates,
};

function validate(ctx: Ctx, c: CommandOf<"adjustSpeed">, slot: ShipSlot): Verdict {
  if (!Number.isInteger(c.speed) || c.speed < 0 || c.speed > MAX_SPEED) return refuse("invalidValue", "speed");
  return Math.abs(c.speed - slot.st.speed) <= slotEffects(ctx, slot).thrust ? OK : refuse("thrustExceeded");
}

function adjustSpeed(ctx: Ctx, cmd: AdjustSpeedCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "adjustSpeed", "minor");
  const st = combatIn(ctx, cmd.shipId);
  const from = st.speed;
  st.speed = cmd.speed;
  ctx.ev?.push({ type: "speedChanged", shipId: cmd.shipId, from, to: cmd.speed });
  // a target that outpaces its pursuer by 7+ breaks the pursuit; so does a pursuer falling that far behind
  for (const p of ctx.m.pursuits.slice())
    if (
      (p.targetId === cmd.shipId || p.pursuerId === cmd.shipId) &&
      combatIn(ctx, p.targetId).speed - combatIn(ctx, p.pursuerId).speed >= ACTION_FIGURES.pursuitOutpaceSpeed
    )
      breakPursuits(ctx, p.pursuerId, p.targetId, "outpaced", p.pursuerId);
}

function* candidates(state: EngagementState, shipId: string, seat: number): Generator<Command> {
  yield { type: "adjustSpeed", shipId, seat, speed: state.memory.ships[shipId]?.speed ?? 0 };
}
