// Maintain Communications (SRD "Significant Actions"): the ships of a side keep in touch, through noise or not.
import { ACTION_FIGURES } from "../../tables/actions";
import { type Modifier } from "../../checks";
import { type MaintainCommunicationsCommand } from "../commands";
import { check, opposed } from "../crew-checks";
import { combatIn, type Ctx, slotOf } from "../context";
import { spend } from "../economy";
import { SENSORS_OPERATOR } from "../crew-figures";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { opponent, seatSpec, sensorDM } from "./resolve-kit";
import { isFlag } from "./common-gates";

export const maintainCommunicationsAction: StationAction<"maintainCommunications"> = {
  type: "maintainCommunications",
  validate,
  resolve: maintainCommunications,
};

function validate(ctx: Ctx, c: CommandOf<"maintainCommunications">): Verdict {
  return isFlag(c.noise) ? OK : refuse("invalidValue", "noise");
}

function maintainCommunications(ctx: Ctx, cmd: MaintainCommunicationsCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "maintainCommunications", "significant");
  const mods: Modifier[] = cmd.noise ? [{ source: "noise", value: ACTION_FIGURES.commsNoiseDM }] : [];
  const jam = ctx.m.modifiers.find((x) => x.shipId === cmd.shipId && x.key === "commsJammed");
  let success: boolean;
  if (jam && jam.targetId !== undefined && slotOf(ctx, jam.targetId)?.st.status === "active") {
    // deliberate jamming: an opposed Comms check with the jammer; keeping the link is counter-jamming, so each side
    // adds its electronics DM (Ship Electronics: "The Dice Modifier applies to jamming and counter-jamming attempts")
    const o = opposed(
      ctx,
      "maintainCommunications",
      seatSpec(cmd, "maintainCommunications", "comms", { modifiers: [...mods, ...sensorDM(ctx, cmd.shipId)] }),
      opponent(ctx, jam.targetId, SENSORS_OPERATOR, "maintainCommunications", {
        modifiers: sensorDM(ctx, jam.targetId),
      }),
    );
    success = o.won;
  } else
    success = check(
      ctx,
      seatSpec(cmd, "maintainCommunications", "comms", { difficulty: "routine", modifiers: mods }),
    ).success;
  // ruling R102: the link is up after a success and down after a failure, until the next check or jamming
  combatIn(ctx, cmd.shipId).commsEstablished = success;
  ctx.ev?.push({ type: "commsEstablished", shipId: cmd.shipId, success });
}
