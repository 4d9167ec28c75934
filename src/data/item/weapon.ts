// Item type "weapon": a ship weapon sitting in one of its ship's mounts (by mount id). The mount's damage
// track lives on the ship (system.mounts[].damage), since turret/bay hits are per mount.
import { MISSILE_TYPES, WEAPON_KINDS } from "../../rules/types";
import { WEAPON_MOUNTS } from "../constants";
import { ChoiceField, DiceFormulaField, IntegerField } from "../fields";
import { migrateWeaponSource, SCHEMA_VERSION } from "../migration";

const fields = foundry.data.fields;

const weaponSchema = () => ({
  schemaVersion: new IntegerField({ initial: SCHEMA_VERSION }),
  kind: new ChoiceField(WEAPON_KINDS, "pulseLaser"),
  mount: new ChoiceField(WEAPON_MOUNTS, "turretSingle"),
  /** id of the ship's mount (system.mounts[].id) holding the weapon; "" = not mounted */
  mountId: new fields.StringField({ required: true, blank: true, initial: "" }),
  /** damage dice, NdM[+K] */
  damage: new DiceFormulaField("2d6"),
  tl: new IntegerField({ initial: 9, min: 0, max: 33 }),
  /** missile racks and bays: the missile type loaded */
  missileType: new ChoiceField(MISSILE_TYPES, "standard"),
  description: new fields.HTMLField({ required: true, blank: true, initial: "" }),
});

export type WeaponSchema = ReturnType<typeof weaponSchema>;

export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, foundry.abstract.Document.Any> {
  static override LOCALIZATION_PREFIXES = ["CEPHEUS.Weapon"];

  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }

  /** missile racks and bays use ammunition of `missileType` */
  declare usesMissiles: boolean;
  declare isBay: boolean;

  static override migrateData(source: Record<string, unknown>) {
    migrateWeaponSource(source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    this.usesMissiles = this.kind === "missile";
    this.isBay = this.mount === "bay";
  }
}
