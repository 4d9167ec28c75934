// A ship's small craft on its sheet (rulings R112, R113): a small craft dropped on the ship is carried in its hangars,
// and taken out again. The hangars hold world ship actors of under 100 tons, which the user may carry: their own (a
// player) or any (a GM), as the ship's snapshot counts only such links (src/data/snapshots.ts).
import { ShipData } from "../../data/actor/ship";
import type { AnyActor } from "./link";

const i18n = () => game.i18n!;

const craftOf = (actor: AnyActor): string[] =>
  [...((actor.system as ShipData).craft ?? [])].filter(Boolean) as string[];

/** Carry `craft` aboard `actor`; says why not and changes nothing when it cannot be. */
export async function embarkCraft(actor: AnyActor, editable: boolean, craft: AnyActor): Promise<boolean> {
  const warn = (key: string, data?: Record<string, string>) => {
    ui.notifications?.warn(data ? i18n().format(key, data) : i18n().localize(key));
    return false;
  };
  if (!editable) return warn("CEPHEUS.Sheet.Reason.readOnly");
  const sys = craft.system;
  if (!(sys instanceof ShipData)) return warn("CEPHEUS.Sheet.Seat.Drop.unknown");
  if ((craft as { pack?: string | null }).pack) return warn("CEPHEUS.SmallCraft.Drop.compendium");
  if (craft.uuid === actor.uuid) return warn("CEPHEUS.SmallCraft.Drop.self");
  if (!sys.smallCraft) return warn("CEPHEUS.SmallCraft.Drop.tooLarge");
  const user = game.user as User.Implementation;
  if (!user.isGM && !craft.testUserPermission(user, "OWNER")) return warn("CEPHEUS.SmallCraft.Drop.notYours");
  const aboard = craftOf(actor);
  if (aboard.includes(craft.uuid)) return warn("CEPHEUS.SmallCraft.Drop.already", { name: craft.name ?? "" });
  const done = await actor.update({ system: { craft: [...aboard, craft.uuid] } } as never);
  if (done)
    ui.notifications?.info(
      i18n().format("CEPHEUS.SmallCraft.Embarked", { name: craft.name ?? "", ship: actor.name ?? "" }),
    );
  return !!done;
}

/** Take the craft `uuid` out of `actor`'s hangars (the craft actor itself stays as it is). */
export async function disembarkCraft(actor: AnyActor, uuid: string, name: string): Promise<boolean> {
  const aboard = craftOf(actor);
  if (!aboard.includes(uuid)) return false;
  const done = await actor.update({ system: { craft: aboard.filter((x) => x !== uuid) } } as never);
  if (done) ui.notifications?.info(i18n().format("CEPHEUS.SmallCraft.Removed", { name, ship: actor.name ?? "" }));
  return !!done;
}
