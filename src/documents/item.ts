// Item subclass: thin glue over the weapon data model.
import { WeaponData } from "../data/item/weapon";

export class CepheusItem<SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  get weapon(): WeaponData | null {
    return this.system instanceof WeaponData ? this.system : null;
  }
}
