// Recover Craft (ruling R113): the pilot takes one of the ship's own launched craft back aboard, Adjacent or docked;
// the craft leaves the fight and the carrier keeps it as it came back (its damage with it).
import { copyShip } from "../../layouts";
import { type Command } from "../commands";
import { type Ctx, type ShipSlot, setShip, slotOf } from "../context";
import { spend } from "../economy";
import { pairKey } from "../memory";
import { rangeBetween, type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { craftOut } from "../craft";
import { type CommandOf, type Executor, type StationAction } from "./station-action";

export const recoverCraftAction: StationAction<"recoverCraft"> = {
  type: "recoverCraft",
  noCandidate: "noCraftOut",
  gate,
  validate,
  resolve: recover,
  candidates,
};

/** The craft of the carrier that could come back aboard: out, and not destroyed. */
function recoverable(ctx: Ctx, carrierId: string): string[] {
  return craftOut(ctx.m, carrierId).filter((id) => {
    const s = ctx.m.ships[id].status;
    return s !== "destroyed" && s !== "escaped";
  });
}

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return recoverable(ctx, slot.id).length ? OK : refuse("noCraftOut");
}

function validate(ctx: Ctx, c: CommandOf<"recoverCraft">, slot: ShipSlot): Verdict {
  if (!recoverable(ctx, slot.id).length) return refuse("noCraftOut");
  const craft = typeof c.targetId === "string" ? slotOf(ctx, c.targetId) : undefined;
  if (craft === undefined) return refuse("unknownTarget");
  const o = craft.st.craftOf;
  if (o === undefined || o.carrierId !== slot.id || o.recovered) return refuse("notOwnCraft");
  if (craft.st.status === "destroyed" || craft.st.status === "escaped") return refuse("targetGone");
  const docked = (ctx.m.docked ?? []).includes(pairKey(slot.id, craft.id));
  return docked || rangeBetween(ctx.m, slot.id, craft.id) === "adjacent" ? OK : refuse("needsAdjacent");
}

function recover(ctx: Ctx, cmd: CommandOf<"recoverCraft">, _plan: unknown, x: Executor): void {
  spend(ctx, cmd.shipId, cmd.seat, "recoverCraft", "minor");
  const carrier = slotOf(ctx, cmd.shipId)!;
  const craft = slotOf(ctx, cmd.targetId)!;
  const origin = craft.st.craftOf!;
  craft.st.craftOf = { ...origin, recovered: true };
  // out of the fight as an escaped ship is: attacks still to land on it are withdrawn, its pursuits end (R75)
  x.setStatus(ctx, craft.id, "escaped");
  // the carrier keeps the craft as it came back, its damage with it, under the craft's own id
  const ship = copyShip(carrier.ship);
  ship.craft = (carrier.ship.craft ?? []).map((x) =>
    x.key === origin.key ? { key: x.key, ship: { ...craft.ship, id: x.ship.id } } : x,
  );
  setShip(ctx, carrier.id, ship);
  ctx.ev?.push({
    type: "craftRecovered",
    shipId: carrier.id,
    craftId: craft.id,
    key: origin.key,
    name: craft.ship.name,
  });
}

function* candidates(state: EngagementState, shipId: string, seat: number): Generator<Command> {
  const m = state.memory;
  for (const id of craftOut(m, shipId)) {
    const s = m.ships[id].status;
    if (s !== "destroyed" && s !== "escaped") yield { type: "recoverCraft", shipId, seat, targetId: id };
  }
}
