// SRD vessels as ship actors: the USDF importer reads each description, and the shared mapping
// (src/data/usdf/actor.ts, also behind "Import ship from text") turns the parsed ship into the actor's data;
// this module adds the compendium's stable ids and `_key`s, the NPC skill of the ship's service, and its role.
import { shipActorData } from "../../src/data/usdf/actor";
import type { UsdfShip } from "../../src/rules/usdf";
import type { ActorSource, ItemSource } from "./documents";
import { stableId } from "./ids";
import { npcSkill, type Profile } from "./profiles";

export { loadedMissile, notes, seats } from "../../src/data/usdf/actor";

const FOOTER = "Read from the SRD Chapter 9 description by the USDF importer.";

/** The Actor source of one parsed ship. */
export function shipActor(ship: UsdfShip, profile: Profile, sort: number): ActorSource {
  const _id = stableId("ships", ship.name);
  const data = shipActorData(
    { ...ship, description: profile.role },
    {
      role: profile.role,
      footer: FOOTER,
      npcSkill: (position) => npcSkill(profile.service, position),
      weaponId: (i) => stableId("ships", ship.name, "weapon", String(i)),
    },
  );
  const items: ItemSource[] = data.items.map((item, i) => ({
    _id: item._id!,
    _key: `!actors.items!${_id}.${item._id}`,
    name: item.name,
    type: item.type,
    img: item.img,
    system: item.system,
    effects: [],
    folder: null,
    sort: (i + 1) * 100,
    flags: {},
  }));
  return {
    _id,
    _key: `!actors!${_id}`,
    name: data.name,
    type: data.type,
    img: data.img,
    system: data.system,
    items,
    effects: [],
    folder: null,
    sort,
    flags: data.flags,
    prototypeToken: { name: data.name, actorLink: false, disposition: 0 },
  };
}
