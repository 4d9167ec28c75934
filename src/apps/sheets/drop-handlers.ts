// What a ship sheet does with a drop (part of its edits loaded on first use, ./sheet-edits.ts): a seat moved, a crew
// member seated (a compendium one copied into the world first), a weapon added to a mount, a small craft carried.
import { CrewData } from "../../data/actor/crew";
import { ShipData } from "../../data/actor/ship";
import { WeaponData } from "../../data/item/weapon";
import type { AnyActor } from "./link";
import { changeSeats } from "./seating";
import type { SlotRef } from "./stations";
import { embarkCraft } from "./craft-edits";
import { DRAG_SEAT, type SeatDragData } from "./ship-drop";

const i18n = () => game.i18n!;

/**
 * Data dropped on a ship sheet, on a slot or on no slot: a seat moved, a crew member seated (a compendium one copied
 * into the world first), a weapon added to a mount. A drop that does not fit says why and changes nothing.
 */
export async function dropOnShip(
  actor: AnyActor,
  editable: boolean,
  data: Record<string, unknown>,
  slot: SlotRef | null,
  event?: DragEvent,
): Promise<boolean> {
  const warn = (key: string) => {
    ui.notifications?.warn(i18n().localize(key));
    return false;
  };
  if (data?.type === DRAG_SEAT) {
    const d = data as unknown as SeatDragData;
    if (d.shipUuid !== actor.uuid) return warn("CEPHEUS.Sheet.Seat.Drop.otherShip");
    if (!slot) return warn("CEPHEUS.Sheet.Seat.Drop.noSlot");
    return (await changeSeats(actor, { op: "move", from: d.seat, target: slot })).ok;
  }
  if (data?.type === "Actor") {
    const dropped = await resolveDropped(data);
    if (!dropped) return warn("CEPHEUS.Sheet.Seat.Drop.unknown");
    // a ship on a station cannot crew it; anywhere else, a small craft is carried in the hangars (R112)
    if (dropped.system instanceof ShipData)
      return slot ? warn("CEPHEUS.Sheet.Seat.Drop.ship") : embarkCraft(actor, editable, dropped);
    if (!(dropped.system instanceof CrewData)) return warn("CEPHEUS.Sheet.Seat.Drop.notCrew");
    if (!slot) return warn("CEPHEUS.Sheet.Seat.Drop.noSlot");
    let crew = dropped;
    if ((dropped as { pack?: string | null }).pack) {
      // a compendium crew member: seats point at world actors, so bring a copy into the world first (as Foundry
      // does with compendium items dropped on a sheet); only users who may create actors can
      if (!(game.user as User.Implementation).can("ACTOR_CREATE")) return warn("CEPHEUS.Sheet.Seat.Drop.compendium");
      const source = dropped.toObject() as Record<string, unknown>;
      delete source._id;
      const created = (await Actor.implementation.create(source as never)) as AnyActor | undefined;
      if (!created) return false;
      crew = created;
    }
    const r = await changeSeats(actor, { op: "seatCrew", crewUuid: crew.uuid, target: slot });
    if (r.ok)
      ui.notifications?.info(
        i18n().format("CEPHEUS.Sheet.Seat.Seated", {
          name: crew.name ?? "",
          station: i18n().localize(`CEPHEUS.Position.${slot.position}`),
        }),
      );
    return r.ok;
  }
  if (data?.type === "Item") {
    if (slot) return warn("CEPHEUS.Sheet.Seat.Drop.item");
    if (!editable) return warn("CEPHEUS.Sheet.Reason.readOnly");
    const item = (await Item.implementation.fromDropData(data as never)) as Item.Implementation | null;
    if (!item || !(item.system instanceof WeaponData)) return warn("CEPHEUS.Sheet.Seat.Drop.unknown");
    const mountId =
      (event?.target as Element | null)?.closest<HTMLElement>("[data-drop-mount]")?.dataset.dropMount ?? "";
    if (item.parent === actor) {
      if (mountId && item.system.mountId !== mountId) await item.update({ system: { mountId } } as never);
      return true;
    }
    const source = item.toObject() as { system: Record<string, unknown> };
    source.system.mountId = mountId;
    await actor.createEmbeddedDocuments("Item", [source as never]);
    return true;
  }
  return warn("CEPHEUS.Sheet.Seat.Drop.unknown");
}

async function resolveDropped(data: Record<string, unknown>): Promise<AnyActor | null> {
  try {
    const doc = (await Actor.implementation.fromDropData(data as never)) as unknown;
    return doc instanceof Actor ? (doc as AnyActor) : null;
  } catch {
    return null;
  }
}
