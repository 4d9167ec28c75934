// Writing amounts (src/data/changes.ts) to a document on the GM's client, one write at a time per document: each
// write reads the document as the previous one left it, so two cards applied at once to one ship both count.
import { layActorChanges, layCombatantChanges, isEmpty, type Changes, type Laid } from "../data/changes";
import { serialised } from "./queue";
import { isCrewActor, isShipActor } from "./ships";

/** A document these writes may touch: a ship or crew actor, or a ship's combatant. */
export type ChangeTarget = Actor.Implementation | Combatant.Implementation;

/** The document a stored UUID names, when it is one these writes may touch (null for anything else). */
export function changeTarget(uuid: unknown): ChangeTarget | null {
  if (typeof uuid !== "string" || !uuid) return null;
  let doc: unknown = null;
  try {
    doc = fromUuidSync(uuid);
  } catch {
    return null;
  }
  if (isShipActor(doc) || isCrewActor(doc)) return doc;
  if ((doc as object | null) instanceof Combatant) return doc as Combatant.Implementation;
  return null;
}

function lay(doc: ChangeTarget, changes: Changes): Laid {
  if (doc instanceof Combatant) return layCombatantChanges(!!(doc as Combatant.Implementation).defeated, changes);
  return layActorChanges((doc as Actor.Implementation).system, changes);
}

/** Amounts to write, or how to work them out from the document as it is when its turn comes. */
export type ChangesFor = Changes | ((doc: ChangeTarget) => Changes);

/**
 * Lay `changes` onto `doc` as it is when its turn comes, and write them. Resolves with the amounts really changed
 * (`{}` when nothing needed writing), or null when the document refused the write (nothing changed then). Amounts that
 * depend on the document (a person's damage is split by their scores now) are given as a function of it, so that
 * they are worked out after the writes before them.
 */
export function writeChanges(doc: ChangeTarget, changes: ChangesFor): Promise<Changes | null> {
  return serialised(`doc:${doc.uuid}`, async () => {
    const { update, applied } = lay(doc, typeof changes === "function" ? changes(doc) : changes);
    if (isEmpty(applied)) return {};
    try {
      const written = await doc.update(update as never);
      return written ? applied : null;
    } catch (err) {
      console.error(err);
      return null;
    }
  });
}
