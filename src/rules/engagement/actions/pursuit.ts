// Pursuit (SRD "Significant Actions"): an opposed Piloting check at Short or Close range and equal speed;
// kept up turn after turn, its DM grows.
import { ACTION_FIGURES } from "../../tables/actions";
import { type PursuitCommand } from "../commands";
import { opposed } from "../crew-checks";
import { combatIn, type Ctx, type ShipSlot } from "../context";
import { spend } from "../economy";
import { PILOT } from "../crew-figures";
import { rangeBetween } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { opponent, seatSpec } from "./resolve-kit";
import { enemyTarget } from "./common-gates";

/**
 * The DM a pursuit gives its pursuer's attacks on its target: +1 per turn it has been kept up after the first, at
 * most +4.
 */
export function pursuitDM(turns: number): number {
  return Math.min(ACTION_FIGURES.pursuitMaxDM, Math.max(0, turns - 1) * ACTION_FIGURES.pursuitDMPerTurn);
}

export const pursuitAction: StationAction<"pursuit"> = {
  type: "pursuit",
  targets: "enemies",
  validate,
  resolve: pursuit,
};

function validate(ctx: Ctx, c: CommandOf<"pursuit">, slot: ShipSlot): Verdict {
  const m = ctx.m;
  const t = enemyTarget(ctx, c.shipId, c.targetId);
  if (!t.ok) return t;
  if (m.pursuits.some((p) => p.pursuerId === c.shipId && p.targetId === c.targetId)) return OK;
  const r = rangeBetween(m, c.shipId, c.targetId);
  if (r !== "short" && r !== "close") return refuse("needsShortRange");
  return slot.st.speed === combatIn(ctx, c.targetId).speed ? OK : refuse("speedMismatch");
}

function pursuit(ctx: Ctx, cmd: PursuitCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "pursuit", "significant");
  const m = ctx.m;
  const existing = m.pursuits.find((p) => p.pursuerId === cmd.shipId && p.targetId === cmd.targetId);
  if (existing) {
    if ((existing.maintainedRound ?? 0) < m.round) existing.turns++;
    existing.maintainedRound = m.round;
    ctx.ev?.push({
      type: "pursuitMaintained",
      pursuerId: cmd.shipId,
      targetId: cmd.targetId,
      turns: existing.turns,
      dm: pursuitDM(existing.turns),
    });
    return;
  }
  const o = opposed(
    ctx,
    "pursuit",
    seatSpec(cmd, "pursuit", "piloting", { against: cmd.targetId }),
    opponent(ctx, cmd.targetId, PILOT, "pursuit"),
  );
  if (!o.won) return;
  m.pursuits.push({ pursuerId: cmd.shipId, targetId: cmd.targetId, turns: 1, maintainedRound: m.round });
  ctx.ev?.push({ type: "pursuitStarted", pursuerId: cmd.shipId, targetId: cmd.targetId });
}
