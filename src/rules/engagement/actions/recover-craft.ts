// Recover Craft (ruling R113): the pilot takes one of the ship's own launched craft back aboard, Adjacent or docked;
// the craft leaves the fight and the carrier keeps it as it came back (its damage with it: craft-resolve.ts).
import { type Ctx, type ShipSlot, slotOf } from "../context";
import { pairKey } from "../memory";
import { rangeBetween } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { craftOut } from "../craft";
import { type CommandOf, type StationAction } from "./station-action";

export const recoverCraftAction: StationAction<"recoverCraft"> = {
  type: "recoverCraft",
  noCandidate: "noCraftOut",
  gate: (ctx, slot) => (craftOut(ctx.m, slot.id, true).length ? OK : refuse("noCraftOut")),
  validate,
  resolve: (ctx, c, _plan, x) => x.recoverCraft(ctx, c),
  *candidates(state, shipId, seat) {
    for (const targetId of craftOut(state.memory, shipId, true)) yield { type: "recoverCraft", shipId, seat, targetId };
  },
};

function validate(ctx: Ctx, c: CommandOf<"recoverCraft">, slot: ShipSlot): Verdict {
  const flying = craftOut(ctx.m, slot.id, true);
  if (!flying.length) return refuse("noCraftOut");
  const craft = typeof c.targetId === "string" ? slotOf(ctx, c.targetId) : undefined;
  if (craft === undefined) return refuse("unknownTarget");
  const o = craft.st.craftOf;
  if (o?.carrierId !== slot.id || o.recovered) return refuse("notOwnCraft");
  if (!flying.includes(craft.id)) return refuse("targetGone");
  return (ctx.m.docked ?? []).includes(pairKey(slot.id, craft.id)) ||
    rangeBetween(ctx.m, slot.id, craft.id) === "adjacent"
    ? OK
    : refuse("needsAdjacent");
}
