// Dock (SRD "Significant Actions"): at Adjacent range, with a willing ship or against an unwilling one.
import { ACTION_FIGURES } from "../../tables/actions";
import { type DockCommand } from "../commands";
import { check, opposed } from "../crew-checks";
import { type Ctx } from "../context";
import { spend } from "../economy";
import { PILOT } from "../crew-figures";
import { pairKey } from "../memory";
import { rangeBetween } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { AVERAGE, opponent, seatSpec } from "./resolve-kit";
import { anyTarget, isFlag } from "./common-gates";

export const dockAction: StationAction<"dock"> = {
  type: "dock",
  targets: "others",
  validate,
  resolve: dock,
};

function validate(ctx: Ctx, c: CommandOf<"dock">): Verdict {
  const m = ctx.m;
  if (!isFlag(c.unwilling)) return refuse("invalidValue", "unwilling");
  const t = anyTarget(ctx, c.shipId, c.targetId);
  if (!t.ok) return t;
  if ((m.docked ?? []).includes(pairKey(c.shipId, c.targetId))) return refuse("alreadyDocked");
  return rangeBetween(m, c.shipId, c.targetId) === "adjacent" ? OK : refuse("needsAdjacent");
}

function dock(ctx: Ctx, cmd: DockCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "dock", "significant");
  let success: boolean;
  if (cmd.unwilling) {
    const o = opposed(
      ctx,
      "dock",
      seatSpec(cmd, "dock", "piloting", {
        against: cmd.targetId,
        modifiers: [{ source: "unwilling", value: ACTION_FIGURES.unwillingDockDM }],
      }),
      opponent(ctx, cmd.targetId, PILOT, "dock"),
    );
    success = o.won;
  } else success = check(ctx, seatSpec(cmd, "dock", "piloting", AVERAGE)).success;
  if (!success) return;
  (ctx.m.docked ??= []).push(pairKey(cmd.shipId, cmd.targetId));
  ctx.ev?.push({ type: "docked", a: cmd.shipId, b: cmd.targetId });
}
