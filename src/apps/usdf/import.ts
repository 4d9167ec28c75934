// "Import ship from text": a USDF paragraph → a new ship Actor, through the one shared mapping
// (src/data/usdf/actor.ts, as the ships compendium). Refuses, with a localised message and creating nothing,
// a user who may not create actors, a bad NPC skill, and a text that is not a ship description. What the reader
// could not use, and what does not add up, are kept in the ship's notes and returned for the dialog to list.
import { shipActorData, type ShipActorData } from "../../data/usdf/actor";
import { parseShipDescription, type UsdfPart, type UsdfShip } from "../../rules/usdf";
import { canImport, translator } from "./access";
import { DEFAULT_NPC_SKILL, npcSkillOf, usdfErrorText, usdfFlagText, type Translator } from "./preview";

export interface ImportOptions {
  /** skill level of the unnamed NPC in every seat (0–15; default 1) */
  npcSkill?: number;
  /** folder id for the new actor */
  folder?: string | null;
  /** open the new ship's sheet */
  renderSheet?: boolean;
  /** report the outcome with notifications (default true) */
  notify?: boolean;
}

export type ImportResult =
  | { ok: true; actor: Actor.Implementation; ship: UsdfShip; unread: string[]; missing: UsdfPart[]; flags: string[] }
  | { ok: false; message: string };

export { canImport, translator } from "./access";

/**
 * The actor data for a parsed ship: notes open with the text's own description and keep what does not add up
 * (`flags`, in words) and what was not read.
 */
export function importedActorData(
  ship: UsdfShip,
  unread: readonly string[],
  npcSkill: number,
  t: Translator,
  flags: readonly string[] = [],
): ShipActorData {
  const role = ship.description ? ship.description.charAt(0).toUpperCase() + ship.description.slice(1) : "";
  return shipActorData(ship, {
    role,
    footer: t.localize("CEPHEUS.USDF.NotesFooter"),
    flags: { title: t.localize("CEPHEUS.USDF.FlagsTitle"), items: flags },
    unread: { title: t.localize("CEPHEUS.USDF.UnreadTitle"), items: unread },
    npcSkill: () => npcSkill,
    // embedded weapons carry their ids from the start (Foundry keeps embedded ids on create)
    weaponId: () => foundry.utils.randomID(),
  });
}

function refuse(message: string, notify: boolean): ImportResult {
  if (notify) ui.notifications?.error(message);
  return { ok: false, message };
}

/** Create a ship actor from a USDF paragraph (see the file comment). */
export async function importShipFromText(text: string, options: ImportOptions = {}): Promise<ImportResult> {
  const t = translator();
  const notify = options.notify ?? true;
  if (!canImport()) return refuse(t.localize("CEPHEUS.USDF.Error.noPermission"), notify);
  const npcSkill = npcSkillOf(options.npcSkill ?? DEFAULT_NPC_SKILL);
  if (npcSkill === null) return refuse(t.localize("CEPHEUS.USDF.Error.npcSkill"), notify);
  const parsed = parseShipDescription(text);
  if (!parsed.ok) return refuse(usdfErrorText(parsed.error, t), notify);
  const flags = parsed.flags.map((f) => usdfFlagText(f, t));
  const data = importedActorData(parsed.ship, parsed.unread, npcSkill, t, flags);
  let actor: Actor.Implementation | undefined;
  try {
    actor =
      (await Actor.implementation.create({ ...data, folder: options.folder ?? null } as Actor.CreateData, {
        renderSheet: options.renderSheet ?? false,
      })) ?? undefined;
  } catch (err) {
    return refuse(t.format("CEPHEUS.USDF.Error.createFailed", { message: (err as Error).message }), notify);
  }
  if (!actor)
    return refuse(
      t.format("CEPHEUS.USDF.Error.createFailed", { message: t.localize("CEPHEUS.USDF.Error.invalid") }),
      notify,
    );
  if (notify) {
    const unread = parsed.unread.length;
    if (unread)
      ui.notifications?.warn(
        t.format("CEPHEUS.USDF.ImportedUnread", { name: actor.name ?? parsed.ship.name, count: unread }),
      );
    else ui.notifications?.info(t.format("CEPHEUS.USDF.Imported", { name: actor.name ?? parsed.ship.name }));
  }
  return { ok: true, actor, ship: parsed.ship, unread: [...parsed.unread], missing: [...parsed.missing], flags };
}
