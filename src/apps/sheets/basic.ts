// Minimal sheets for every document type: a form over the main fields so each type opens and edits
// without errors. The full ship sheet (its own issue) registers over these.
import { choices, CEPHEUS } from "../../config";
import { CrewData } from "../../data/actor/crew";
import { ShipData } from "../../data/actor/ship";
import { WeaponData } from "../../data/item/weapon";
import { SKILLS } from "../../rules/types";
import { SYSTEM_ID, templatePath } from "../../base/system-id";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

export const BASIC_TEMPLATES = {
  ship: templatePath("sheets/basic/ship.hbs"),
  crew: templatePath("sheets/basic/crew.hbs"),
  weapon: templatePath("sheets/basic/weapon.hbs"),
} as const;

/** Context shared by the basic sheets: the document, its system data and its source (for form values). */
function baseContext(doc: { system: unknown; _source: { system: unknown } }, editable: boolean) {
  return { system: doc.system, source: doc._source.system, editable, config: CEPHEUS };
}

export class BasicShipSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["cepheus", "sheet", "basic-sheet", "ship"],
    position: { width: 620, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  static override PARTS = { form: { template: BASIC_TEMPLATES.ship, scrollable: [""] } };

  protected override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0],
  ) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof ShipData)) return context;
    return Object.assign(context, baseContext(this.actor, this.isEditable), {
      sensorGrades: choices(CEPHEUS.sensorGrades),
      systems: Object.entries(CEPHEUS.systems).map(([key, e]) => ({
        key,
        label: e.label,
        value: system.systems[key as keyof typeof system.systems],
      })),
      missiles: Object.entries(CEPHEUS.missileTypes).map(([key, e]) => ({
        key,
        label: e.label,
        value: system.ammo.missiles[key as keyof typeof system.ammo.missiles],
      })),
      weapons: [...this.actor.items]
        .filter((i: Item.Implementation) => i.system instanceof WeaponData)
        .map((i: Item.Implementation) => ({ id: i.id, name: i.name })),
    });
  }
}

export class BasicCrewSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["cepheus", "sheet", "basic-sheet", "crew"],
    position: { width: 520, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  static override PARTS = { form: { template: BASIC_TEMPLATES.crew, scrollable: [""] } };

  protected override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0],
  ) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof CrewData)) return context;
    return Object.assign(context, baseContext(this.actor, this.isEditable), {
      characteristics: Object.entries(CEPHEUS.characteristics).map(([key, e]) => {
        const k = key as keyof typeof system.characteristics;
        return { key, label: e.label, value: system.characteristics[k], current: system.current[k], dm: system.dm[k] };
      }),
      skills: SKILLS.map((key) => ({ key, label: CEPHEUS.skills[key].label, value: system.skills[key] })),
    });
  }
}

export class BasicWeaponSheet extends HandlebarsApplicationMixin(ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["cepheus", "sheet", "basic-sheet", "weapon"],
    position: { width: 480, height: 520 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  static override PARTS = { form: { template: BASIC_TEMPLATES.weapon, scrollable: [""] } };

  protected override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ItemSheetV2["_prepareContext"]>[0],
  ) {
    const context = await super._prepareContext(options);
    if (!(this.item.system instanceof WeaponData)) return context;
    const ship = this.item.parent?.system;
    return Object.assign(context, baseContext(this.item, this.isEditable), {
      kinds: choices(CEPHEUS.weaponKinds),
      mounts: choices(CEPHEUS.weaponMounts),
      missileTypes: choices(CEPHEUS.missileTypes),
      shipMounts: ship instanceof ShipData ? Object.fromEntries(ship.mounts.map((m) => [m.id, m.name || m.id])) : {},
    });
  }
}

/** Called from the init hook. */
export function registerBasicSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  const scope = SYSTEM_ID;
  // plain forms over every field, kept as alternatives to the full sheets (registerSheets in ./register.ts)
  DocumentSheetConfig.registerSheet(Actor, scope, BasicShipSheet as never, {
    types: ["ship"],
    makeDefault: false,
    label: "CEPHEUS.Sheet.Basic.Ship",
  });
  DocumentSheetConfig.registerSheet(Actor, scope, BasicCrewSheet as never, {
    types: ["crew"],
    makeDefault: false,
    label: "CEPHEUS.Sheet.Basic.Crew",
  });
  DocumentSheetConfig.registerSheet(Item, scope, BasicWeaponSheet as never, {
    types: ["weapon"],
    makeDefault: false,
    label: "CEPHEUS.Sheet.Basic.Weapon",
  });
}
