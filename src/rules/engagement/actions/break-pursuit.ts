// Break Pursuit (SRD "Significant Actions"): the pursued pilot's opposed check.
import { type BreakPursuitCommand } from "../commands";
import { opposed } from "../crew-checks";
import { type Ctx, type ShipSlot } from "../context";
import { spend } from "../economy";
import { PILOT } from "../crew-figures";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { breakPursuits, opponent, seatSpec } from "./resolve-kit";

export const breakPursuitAction: StationAction<"breakPursuit"> = {
  type: "breakPursuit",
  gate,
  validate,
  resolve: breakPursuit,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return ctx.m.pursuits.some((p) => p.targetId === slot.id) ? OK : refuse("notInPursuit");
}

function validate(ctx: Ctx, c: CommandOf<"breakPursuit">): Verdict {
  return ctx.m.pursuits.some(
    (p) => p.targetId === c.shipId && (c.pursuerId === undefined || p.pursuerId === c.pursuerId),
  )
    ? OK
    : refuse("notInPursuit");
}

function breakPursuit(ctx: Ctx, cmd: BreakPursuitCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "breakPursuit", "significant");
  const p = ctx.m.pursuits.find(
    (x) => x.targetId === cmd.shipId && (cmd.pursuerId === undefined || x.pursuerId === cmd.pursuerId),
  )!;
  const o = opposed(
    ctx,
    "breakPursuit",
    seatSpec(cmd, "breakPursuit", "piloting", { against: p.pursuerId }),
    opponent(ctx, p.pursuerId, PILOT, "breakPursuit"),
  );
  if (o.won) breakPursuits(ctx, p.pursuerId, cmd.shipId, "breakPursuit", p.pursuerId);
}
