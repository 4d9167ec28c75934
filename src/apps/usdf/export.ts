// USDF export: a ship actor writes its own paragraph from its CURRENT data (src/data/usdf/from-actor.ts merges the
// actor's fields into the parsed ship kept in its flag), for the sheet's "Copy ship description" action. The text is
// read back before it is handed out, so a ship whose figures no longer make a valid description (say, more Hull
// than its tonnage allows) is reported instead of silently exporting a text that would not import.
import { ShipData } from "../../data/actor/ship";
import { usdfShipOfActor, type ShipActorInput } from "../../data/usdf/from-actor";
import { exportShipDescription, parseShipDescription, type UsdfError, type UsdfShip } from "../../rules/usdf";
import { translator } from "./access";
import { usdfErrorText } from "./preview";

export type ShipDescription =
  { ok: true; text: string; ship: UsdfShip; problem: UsdfError | null } | { ok: false; message: string };

interface ActorLike {
  name: string | null;
  system: unknown;
  testUserPermission(user: User.Implementation, level: "OBSERVER"): boolean;
  toObject(): unknown;
}

/** The USDF paragraph of a ship actor the current user may observe. `problem`: the text would not import again. */
export function shipDescriptionOf(actor: ActorLike): ShipDescription {
  const t = translator();
  const name = actor.name ?? "";
  if (!(actor.system instanceof ShipData))
    return { ok: false, message: t.format("CEPHEUS.USDF.Error.notShip", { name }) };
  if (!game.user || !actor.testUserPermission(game.user, "OBSERVER"))
    return { ok: false, message: t.format("CEPHEUS.USDF.Error.noPermissionExport", { name }) };
  const source = actor.toObject() as ShipActorInput;
  const ship = usdfShipOfActor({ name, system: source.system, items: source.items, flags: source.flags });
  const text = exportShipDescription(ship);
  const check = parseShipDescription(text);
  return { ok: true, text, ship, problem: check.ok ? null : check.error };
}

/** The sheet's action: copy the ship's description to the clipboard and say so. Returns the text, or null. */
export async function copyShipDescription(actor: ActorLike): Promise<string | null> {
  const t = translator();
  const d = shipDescriptionOf(actor);
  if (!d.ok) {
    ui.notifications?.error(d.message);
    return null;
  }
  try {
    await game.clipboard!.copyPlainText(d.text);
  } catch (err) {
    ui.notifications?.error(t.format("CEPHEUS.USDF.Error.clipboard", { message: (err as Error).message }));
    return null;
  }
  if (d.problem)
    ui.notifications?.warn(
      t.format("CEPHEUS.USDF.ExportedUnreadable", { name: d.ship.name, error: usdfErrorText(d.problem, t) }),
    );
  else ui.notifications?.info(t.format("CEPHEUS.USDF.Exported", { name: d.ship.name }));
  return d.text;
}
