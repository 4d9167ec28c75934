// Combat (type "base") system data: what the engagement remembers between turns, mirroring
// EngagementMemory (src/rules/engagement/memory.ts) minus `ships` (each ship's state lives on its Combatant)
// and minus round/turn (Foundry's own Combat#round / Combat#turn). Ship ids are Combatant ids.
import { MISSILE_TYPES, RANGE_BANDS } from "../../rules/types";
import { SHIP_STATUSES } from "../constants";
import { ChoiceField, IntegerField } from "../fields";
import { migrateEngagementSource, migrateShipStateSource, SCHEMA_VERSION } from "../migration";

const fields = foundry.data.fields;

const id = () => new fields.StringField({ required: true, blank: false, nullable: false, initial: () => foundry.utils.randomID() });
const ref = () => new fields.StringField({ required: true, blank: false, nullable: false, initial: "unknown" });

const engagementSchema = () => ({
  schemaVersion: new IntegerField({ initial: SCHEMA_VERSION }),
  /** ship (Combatant) ids in acting order */
  order: new fields.ArrayField(new fields.StringField({ required: true, blank: false })),
  /** pairwise range bands keyed by pairKey(a, b) = "a|b" with a < b */
  ranges: new fields.TypedObjectField(new ChoiceField(RANGE_BANDS, "long"), {
    validateKey: (key: string) => /^[^|]+\|[^|]+$/.test(key),
  }),
  pursuits: new fields.ArrayField(
    new fields.SchemaField({ pursuerId: ref(), targetId: ref(), turns: new IntegerField({ initial: 1, min: 1 }) }),
  ),
  salvos: new fields.ArrayField(
    new fields.SchemaField({
      id: id(),
      attackerId: ref(),
      targetId: ref(),
      mountId: new fields.StringField({ required: false, blank: true, initial: undefined }),
      missileType: new ChoiceField(MISSILE_TYPES, "standard"),
      count: new IntegerField({ initial: 1, min: 0 }),
      launchedRound: new IntegerField({ initial: 0 }),
      impactRound: new IntegerField({ initial: 0 }),
      toHit: new IntegerField({ initial: 8, min: -20, max: 40 }),
      fuelEndsRound: new IntegerField({ initial: 0 }),
    }),
  ),
  modifiers: new fields.ArrayField(
    new fields.SchemaField({
      id: id(),
      shipId: ref(),
      key: new fields.StringField({ required: true, blank: false, initial: "custom" }),
      value: new IntegerField({ initial: 0, min: -20, max: 20 }),
      targetId: new fields.StringField({ required: false, blank: true, initial: undefined }),
      expiresRound: new IntegerField({ initial: 0 }),
      uses: new fields.NumberField({ required: false, nullable: true, integer: true, min: 0, initial: undefined }),
    }),
  ),
  /** rules-engine records whose shape is still settling (e.g. attacks awaiting reactions) */
  pendingAttacks: new fields.ArrayField(new fields.ObjectField()),
});

export type EngagementSchema = ReturnType<typeof engagementSchema>;

export class EngagementData extends foundry.abstract.TypeDataModel<EngagementSchema, foundry.abstract.Document.Any> {
  static override LOCALIZATION_PREFIXES = ["CEPHEUS.Engagement"];

  static override defineSchema(): EngagementSchema {
    return engagementSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateEngagementSource(source);
    return super.migrateData(source);
  }
}

const shipStateSchema = () => ({
  schemaVersion: new IntegerField({ initial: SCHEMA_VERSION }),
  /** ships on the same side do not fight each other */
  side: new fields.StringField({ required: true, blank: false, initial: "neutral" }),
  aware: new fields.BooleanField({ required: true, initial: true }),
  /** added to initiative at the start of the next round, then cleared */
  initiativeBonusNext: new IntegerField({ initial: 0, min: 0, max: 20 }),
  delayed: new fields.BooleanField({ required: true, initial: false }),
  hasty: new fields.BooleanField({ required: true, initial: false }),
  speed: new IntegerField({ initial: 0 }),
  reactionsSpent: new IntegerField({ initial: 0 }),
  /** actions taken this turn, keyed by seat index ("0", "1", ...) */
  actions: new fields.TypedObjectField(
    new fields.SchemaField({ minor: new IntegerField({ initial: 0 }), significant: new IntegerField({ initial: 0 }) }),
    { validateKey: (key: string) => /^\d+$/.test(key) },
  ),
  status: new ChoiceField(SHIP_STATUSES, "active"),
});

export type ShipStateSchema = ReturnType<typeof shipStateSchema>;

/** Combatant (type "base") system data: one ship's engagement state (ShipCombatState minus initiative, which is Combatant#initiative). */
export class ShipStateData extends foundry.abstract.TypeDataModel<ShipStateSchema, foundry.abstract.Document.Any> {
  static override LOCALIZATION_PREFIXES = ["CEPHEUS.ShipState"];

  static override defineSchema(): ShipStateSchema {
    return shipStateSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateShipStateSource(source);
    return super.migrateData(source);
  }
}
