// Intercept Enemy Communications (SRD "Significant Actions"; ruling R105): the enemy must have communications
// to intercept.
import { ACTION_FIGURES } from "../../tables/actions";
import { type InterceptCommunicationsCommand } from "../commands";
import { check, checkSpec, opposed } from "../crew-checks";
import { combatIn, type Ctx, shipIn, type ShipSlot } from "../context";
import { spend } from "../economy";
import { CAPTAIN, roleSeat, SENSORS_OPERATOR } from "../crew-figures";
import { enemiesOf } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { addModifier, opponent, seatSpec, sensorDM } from "./resolve-kit";
import { interceptTarget } from "./common-gates";

export const interceptCommunicationsAction: StationAction<"interceptCommunications"> = {
  type: "interceptCommunications",
  targets: "enemies",
  gate,
  validate,
  resolve: interceptCommunications,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  // some enemy still in the fight has communications to intercept (R105)
  for (const id of enemiesOf(ctx.m, slot.id)) if (interceptTarget(ctx, slot.id, id).ok) return OK;
  return refuse("noEnemyComms");
}

function validate(ctx: Ctx, c: CommandOf<"interceptCommunications">, slot: ShipSlot): Verdict {
  if (c.captainSeat !== undefined && !(Number.isInteger(c.captainSeat) && slot.ship.seats[c.captainSeat]))
    return refuse("unknownSeat");
  return interceptTarget(ctx, c.shipId, c.targetId);
}

function interceptCommunications(ctx: Ctx, cmd: InterceptCommunicationsCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "interceptCommunications", "significant");
  const r = check(
    ctx,
    seatSpec(cmd, "interceptCommunications", "comms", {
      difficulty: "difficult",
      modifiers: sensorDM(ctx, cmd.shipId),
    }),
  );
  let intercepted = r.success;
  let encryption: "broken" | "held" | undefined;
  if (intercepted && combatIn(ctx, cmd.targetId).encrypted === true) {
    // ruling R106: encryption is broken by an opposed Comms check against the operator who secured the channel
    const o = opposed(
      ctx,
      "breakEncryption",
      seatSpec(cmd, "breakEncryption", "comms", { characteristic: "int", pool: undefined }),
      opponent(ctx, cmd.targetId, SENSORS_OPERATOR, "breakEncryption", { characteristic: "int" }),
    );
    encryption = o.won ? "broken" : "held";
    intercepted = o.won;
  }
  let advantage = false;
  if (intercepted) {
    const ship = shipIn(ctx, cmd.shipId);
    const captain = cmd.captainSeat ?? roleSeat(ship, CAPTAIN);
    if (captain >= 0) {
      const t = check(
        ctx,
        checkSpec(cmd.shipId, captain, "interceptCommunications", "tactics", {
          characteristic: "int",
          difficulty: ACTION_FIGURES.interceptTacticsDifficulty,
          ownTurn: true,
        }),
      );
      advantage = t.success;
    }
  }
  ctx.ev?.push(
    encryption === undefined
      ? { type: "communicationsIntercepted", shipId: cmd.shipId, targetId: cmd.targetId, advantage }
      : { type: "communicationsIntercepted", shipId: cmd.shipId, targetId: cmd.targetId, advantage, encryption },
  );
  if (advantage)
    // ruling R68: the one-time DM+4 keeps until used or the end of the next round
    addModifier(ctx, {
      shipId: cmd.shipId,
      key: "intercept",
      value: ACTION_FIGURES.interceptDM,
      targetId: cmd.targetId,
      expiresRound: ctx.m.round + 1,
      uses: 1,
    });
}
