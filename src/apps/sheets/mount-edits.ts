// The Weapons tab's edits: adding a turret or bay, removing one (its gunner unseated, its weapons kept aboard,
// unmounted) and deleting a weapon. Removing and deleting ask first (./confirm.ts).
import { ShipData } from "../../data/actor/ship";
import { WeaponData } from "../../data/item/weapon";
import { confirmDelete, escapeHTML } from "./confirm";
import { crewActor, seatSources, type AnyActor } from "./link";

const i18n = () => game.i18n!;
const gunnerAt = (position: string, mountId: string, id: string) =>
  (position === "turretGunner" || position === "bayGunner") && mountId === id;

/** Delete the ship's weapon `itemId` once the user confirms. */
export async function deleteWeapon(actor: AnyActor, itemId: string): Promise<void> {
  const item = actor.items.get(itemId);
  if (!item) return;
  const K = "CEPHEUS.Sheet.Weapons.ConfirmDelete";
  const yes = await confirmDelete({
    title: i18n().localize(`${K}.title`),
    question: i18n().format(`${K}.question`, { name: escapeHTML(item.name ?? "") }),
    yes: i18n().localize(`${K}.yes`),
  });
  if (yes) await item.delete();
}

/** Add an empty turret or bay. */
export async function addMount(actor: AnyActor, type: "turret" | "bay"): Promise<void> {
  const sys = actor.system;
  if (!(sys instanceof ShipData)) return;
  const mounts = [
    ...sys.mounts.map((m) => ({ ...m })),
    { id: foundry.utils.randomID(), name: "", type, size: "single", damage: 0 },
  ];
  await actor.update({ system: { mounts } } as never);
}

/** Remove the mount `id` (shown as `name`) once the user confirms: its gunner leaves, its weapons stay unmounted. */
export async function deleteMount(actor: AnyActor, id: string, name: string): Promise<void> {
  const sys = actor.system;
  if (!(sys instanceof ShipData)) return;
  const gunner = seatSources(actor).find((s) => gunnerAt(s.position, s.mountId, id) && s.crew);
  const gunnerName = gunner?.crew ? crewActor(gunner.crew)?.name : undefined;
  const K = "CEPHEUS.Sheet.Weapons.ConfirmRemoveMount";
  const question = [
    i18n().format(`${K}.question`, { name: escapeHTML(name) }),
    gunnerName ? i18n().format(`${K}.gunner`, { gunner: escapeHTML(gunnerName) }) : "",
  ].join(" ");
  const yes = await confirmDelete({ title: i18n().localize(`${K}.title`), question, yes: i18n().localize(`${K}.yes`) });
  if (!yes) return;
  const mounts = sys.mounts.filter((m) => m.id !== id).map((m) => ({ ...m }));
  const seats = seatSources(actor).filter((s) => !gunnerAt(s.position, s.mountId, id));
  await actor.update({ system: { mounts, seats } } as never);
  const items = [...actor.items]
    .filter((i) => i.system instanceof WeaponData && i.system.mountId === id)
    .map((i) => ({ _id: i.id!, system: { mountId: "" } }));
  if (items.length) await actor.updateEmbeddedDocuments("Item", items as never);
}
