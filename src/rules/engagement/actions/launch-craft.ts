// Launch Craft (ruling R112): the pilot launches one small craft of the ship's hangars, which joins the fight beside it.
import { type Command } from "../commands";
import { type Ctx, type ShipSlot } from "../context";
import { spend } from "../economy";
import { snapshotStatus } from "../../snapshot-status";
import { type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { carrierCrewSkill, craftAboard, craftId, crewedCraft, joinBeside } from "../craft";
import { type CommandOf, type StationAction } from "./station-action";

export const launchCraftAction: StationAction<"launchCraft"> = {
  type: "launchCraft",
  noCandidate: "noCraftAboard",
  gate,
  validate,
  resolve: launch,
  candidates,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return craftAboard(ctx.m, slot.ship).length ? OK : refuse("noCraftAboard");
}

function validate(ctx: Ctx, c: CommandOf<"launchCraft">, slot: ShipSlot): Verdict {
  const aboard = craftAboard(ctx.m, slot.ship);
  if (!aboard.length) return refuse("noCraftAboard");
  const craft = typeof c.craft === "string" ? aboard.find((x) => x.key === c.craft) : undefined;
  if (craft === undefined) return refuse("unknownCraft");
  // a craft without power or a hull whole enough to fly stays in its hangar
  return snapshotStatus(craft.ship, ctx.m.options) === "active" ? OK : refuse("craftDisabled");
}

function launch(ctx: Ctx, cmd: CommandOf<"launchCraft">, _plan: unknown): void {
  spend(ctx, cmd.shipId, cmd.seat, "launchCraft", "minor");
  const carrier = ctx.slots.find((s) => s.id === cmd.shipId)!;
  const craft = craftAboard(ctx.m, carrier.ship).find((x) => x.key === cmd.craft)!;
  const crewSkill = carrierCrewSkill(carrier.ship);
  const id = craftId(ctx.m);
  const ship = crewedCraft({ ...craft.ship, id }, crewSkill);
  joinBeside(ctx, carrier, ship, { carrierId: carrier.id, key: craft.key, crewSkill });
  ctx.ev?.push({ type: "craftLaunched", shipId: carrier.id, craftId: id, key: craft.key, name: ship.name });
}

function* candidates(state: EngagementState, shipId: string, seat: number): Generator<Command> {
  const carrier = state.ships[shipId];
  if (carrier === undefined) return;
  for (const c of craftAboard(state.memory, carrier)) yield { type: "launchCraft", shipId, seat, craft: c.key };
}
