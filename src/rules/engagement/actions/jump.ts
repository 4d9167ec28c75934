// Jump (ruling R74): the drive engineer's Easy Engineering check, after a jump plot, takes the ship out of the fight.
import { type Modifier } from "../../checks";
import { type SeatCommand } from "../commands";
import { check } from "../crew-checks";
import { type Ctx, type ShipSlot, effectsIn, slotEffects } from "../context";
import { spend } from "../economy";
import { OK, refuse, type Verdict } from "../refusals";
import { type Plan } from "../actions/station-action";
import { type CommandOf, type Executor, type StationAction } from "./station-action";
import { seatSpec } from "./resolve-kit";

export const jumpAction: StationAction<"jump"> = {
  type: "jump",
  gate,
  validate,
  resolve: jump,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  if (!slot.st.jumpPlotted) return refuse("noJumpPlot");
  return slotEffects(ctx, slot).jump.canJump ? OK : refuse("cannotJump");
}

function validate(ctx: Ctx, c: CommandOf<"jump">, slot: ShipSlot): Verdict {
  if (!slot.st.jumpPlotted) return refuse("noJumpPlot");
  return slotEffects(ctx, slot).jump.canJump ? OK : refuse("cannotJump");
}

/** Ruling R74: an Easy Education-based Engineering check (J-Drive damage DM) takes the ship out of the fight. */
function jump(ctx: Ctx, cmd: SeatCommand, _plan: Plan, x: Executor): void {
  spend(ctx, cmd.shipId, cmd.seat, "jump", "significant");
  const fx = effectsIn(ctx, cmd.shipId);
  const mods: Modifier[] = fx.jump.engineeringDM ? [{ source: "jDriveDamaged", value: fx.jump.engineeringDM }] : [];
  const r = check(
    ctx,
    seatSpec(cmd, "jump", "engineering", { characteristic: "edu", difficulty: "easy", modifiers: mods }),
  );
  if (r.success) x.escape(ctx, cmd.shipId, "jump");
}
