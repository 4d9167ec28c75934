// What a Foundry actor file says of where it came from, whatever system wrote it: the system (`_stats.systemId`,
// which core writes on every document since Foundry 10), the actor's own id (a compendium source keeps `_id`; core's
// "Export Data" drops it but names the actor in `_stats.exportSource.uuid`), and whether it predates Foundry 10 (its
// system data under `data`, not `system`). Pure: no Foundry, no DOM.
import { at, isObject, textOf, type JsonObject } from "./json";

/** The id Foundry gave the actor in the world or compendium it was exported from, or null when the file lost it. */
export function actorIdOf(actor: JsonObject): string | null {
  const own = textOf(actor._id, 64);
  if (/^[A-Za-z0-9]{16}$/.test(own)) return own;
  const uuid = textOf(at(actor, "_stats", "exportSource", "uuid"), 200);
  const m = /(?:^|\.)Actor\.([A-Za-z0-9]{16})$/.exec(uuid);
  return m ? m[1]! : null;
}

/** The system that wrote the file ("twodsix", "mgt2e", ...), or "" when it does not say. */
export function systemIdOf(actor: JsonObject): string {
  return textOf(at(actor, "_stats", "systemId"), 40) || textOf(at(actor, "_stats", "exportSource", "systemId"), 40);
}

/**
 * A file from before Foundry 10: its system's fields under `data`, and no `system`. Foundry migrates such a document
 * when it loads it into a world; a pasted file has no one to migrate it.
 */
export function isLegacyExport(actor: JsonObject): boolean {
  return isObject(actor.data) && actor.system === undefined;
}
