// Launch Craft (ruling R112): the pilot launches one small craft of the ship's hangars, which joins the fight beside it
// (craft-resolve.ts).
import { type Ctx, type ShipSlot } from "../context";
import { snapshotStatus } from "../../snapshot-status";
import { OK, refuse, type Verdict } from "../refusals";
import { craftAboard } from "../craft";
import { type CommandOf, type StationAction } from "./station-action";

export const launchCraftAction: StationAction<"launchCraft"> = {
  type: "launchCraft",
  noCandidate: "noCraftAboard",
  gate: (ctx, slot) => (craftAboard(ctx.m, slot.ship).length ? OK : refuse("noCraftAboard")),
  validate,
  resolve: (ctx, c, _plan, x) => x.launchCraft(ctx, c),
  *candidates(state, shipId, seat) {
    const carrier = state.ships[shipId];
    if (carrier)
      for (const c of craftAboard(state.memory, carrier)) yield { type: "launchCraft", shipId, seat, craft: c.key };
  },
};

function validate(ctx: Ctx, c: CommandOf<"launchCraft">, slot: ShipSlot): Verdict {
  const aboard = craftAboard(ctx.m, slot.ship);
  if (!aboard.length) return refuse("noCraftAboard");
  const craft = aboard.find((x) => x.key === c.craft);
  if (craft === undefined) return refuse("unknownCraft");
  // a craft without power or a hull whole enough to fly stays in its hangar
  return snapshotStatus(craft.ship, ctx.m.options) === "active" ? OK : refuse("craftDisabled");
}
