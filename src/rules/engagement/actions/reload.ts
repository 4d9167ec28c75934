// Reload (SRD "Minor Actions"; manual reloading): a spent missile rack or sandcaster loaded again.
import { type SeatCommand, type Command } from "../commands";
import { combatIn, type Ctx, type ShipSlot } from "../context";
import { spend } from "../economy";
import { type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { weaponById } from "./common-gates";
import { isLoaded, isSpent, missileTypeOf } from "../weapons";

export const reloadAction: StationAction<"reload"> = {
  type: "reload",
  noCandidate: "notSpent",
  gate,
  validate,
  resolve: reload,
  candidates,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return (slot.st.spentWeapons ?? []).length ? OK : refuse("notSpent");
}

function validate(ctx: Ctx, c: CommandOf<"reload">, slot: ShipSlot): Verdict {
  const ship = slot.ship;
  const w = weaponById(ship, c.weaponId);
  if (!w) return refuse("unknownWeapon");
  if (!isLoaded(w.kind) || !isSpent(ctx, c.shipId, w.id)) return refuse("notSpent");
  return (w.kind === "sandcaster" ? ship.ammo.sand : ship.ammo.missiles[missileTypeOf(w)]) > 0
    ? OK
    : refuse("noAmmunition");
}

function reload(ctx: Ctx, cmd: SeatCommand & { weaponId: string }): void {
  spend(ctx, cmd.shipId, cmd.seat, "reload", "significant");
  const st = combatIn(ctx, cmd.shipId);
  // the command's copy of the list is its own (markSpent adds to it in place too)
  const spent = st.spentWeapons;
  if (spent) {
    // (removed in place, keeping the others' order, without splice's list of what it removed)
    let kept = 0;
    for (let i = 0; i < spent.length; i++) if (spent[i] !== cmd.weaponId) spent[kept++] = spent[i];
    while (spent.length > kept) spent.pop();
  }
  // none left spent: no list (set to undefined, not deleted: a deleted member makes the object a slow dictionary)
  if (spent && !spent.length) st.spentWeapons = undefined;
  ctx.ev?.push({ type: "reloaded", shipId: cmd.shipId, weaponId: cmd.weaponId });
}

function* candidates(state: EngagementState, shipId: string, seat: number): Generator<Command> {
  for (const weaponId of state.memory.ships[shipId]?.spentWeapons ?? [])
    yield { type: "reload", shipId, seat, weaponId };
}
