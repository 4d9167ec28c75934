// The weapons compendium: one item per entry of the shared weapon catalogue (src/data/usdf/weapons.ts, also
// used by the ship mapping), with stable ids.
import { WEAPON_ENTRIES, weaponSystem } from "../../src/data/usdf/weapons";
import type { ItemSource } from "./documents";
import { stableId } from "./ids";

export { BAY_ENTRIES, MISSILE_DAMAGE, TURRET_ENTRIES, WEAPON_ENTRIES, weaponSystem, type WeaponEntry, type WeaponMountKey } from "../../src/data/usdf/weapons";

export function weaponItems(): ItemSource[] {
  return WEAPON_ENTRIES.map((e, i) => {
    const _id = stableId("weapons", e.name);
    return { _id, _key: `!items!${_id}`, name: e.name, type: "weapon", img: e.img, system: weaponSystem(e), effects: [], folder: null, sort: (i + 1) * 100, flags: {} };
  });
}
