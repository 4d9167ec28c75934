// Actor type "ship": everything Chapter 10 needs to know about a vessel. Weapons are embedded Items that
// point at one of `mounts` by id; the mount keeps the damage track (turret/bay hits are per mount).
import { MISSILE_TYPES, MOUNT_TYPES, POSITIONS, SENSOR_GRADES, SHIP_SYSTEMS } from "../../rules/types";
import { mDriveHalfRounding } from "../rulings";
import { currentThrust, defaultHull, defaultStructure, SENSOR_DM, SMALL_CRAFT_TONS, TURRET_SIZES } from "../constants";
import { ChoiceField, IntegerField, ListField, NullableIntegerField, PoolField, StrictSchemaField } from "../fields";
import { migrateShipSource, SCHEMA_VERSION } from "../migration";
import { formatFitProblem, shipFitProblem, type ShipFitSource } from "../fit";

const fields = foundry.data.fields;

const pool = (initial: number | ((source: unknown) => number)) => new PoolField(initial);

/** The tonnage of the ship source being cleaned (100, the default, when it has none yet). */
const tonsOf = (source: unknown): number => {
  // the ship's system data, or the whole actor's (whichever the host hands an initial value)
  const s = source as { tons?: unknown; system?: { tons?: unknown } } | null;
  const tons = s?.tons ?? s?.system?.tons;
  return typeof tons === "number" && Number.isFinite(tons) && tons >= 0 ? tons : 100;
};

/** A 0–3 damage track (0 intact … 3 destroyed). */
export const track = () => new IntegerField({ initial: 0, min: 0, max: 3 });

const mountSchema = () => ({
  id: new fields.StringField({
    required: true,
    blank: false,
    nullable: false,
    initial: () => foundry.utils.randomID(),
  }),
  name: new fields.StringField({ required: true, blank: true, initial: "" }),
  type: new ChoiceField(MOUNT_TYPES, "turret"),
  size: new ChoiceField(TURRET_SIZES, "single"),
  damage: track(),
});

const seatSchema = () => ({
  position: new ChoiceField(POSITIONS, "pilot"),
  /** a crew actor; null for an unnamed NPC or a software seat */
  crew: new fields.DocumentUUIDField({ type: "Actor", nullable: true, initial: null }),
  /** skill level of an unnamed NPC in the seat (used when `crew` is null) */
  npcSkill: new NullableIntegerField({ min: 0, max: 15 }),
  /** the seat is run by the ship's computer */
  automated: new fields.BooleanField({ required: true, initial: false }),
  /** gunners: the mount id manned; drive engineers: "mDrive" | "jDrive"; others: "" */
  mountId: new fields.StringField({ required: true, blank: true, initial: "" }),
});

const shipSchema = () => ({
  schemaVersion: new IntegerField({ initial: SCHEMA_VERSION }),
  /** displacement tons */
  tons: new IntegerField({ initial: 100, min: 1 }),
  /** a member left out of a new ship's pool takes the tonnage's default (a bare-number Hull is its value alone) */
  hull: pool((source) => defaultHull(tonsOf(source))),
  structure: pool((source) => defaultStructure(tonsOf(source))),
  /** value = current rating, max = design rating */
  armor: pool(0),
  /** Ship Armor Options (SRD Chapter 8) */
  armorOptions: new StrictSchemaField({
    reflec: new fields.BooleanField({ required: true, initial: false }),
    stealth: new fields.BooleanField({ required: true, initial: false }),
    selfSealing: new fields.BooleanField({ required: true, initial: false }),
  }),
  /** design Thrust; the current value (`thrustCurrent`) is derived from the M-Drive track */
  thrust: new IntegerField({ initial: 1, min: 0, max: 20 }),
  jump: new IntegerField({ initial: 0, min: 0, max: 9 }),
  sensors: new StrictSchemaField({ grade: new ChoiceField(SENSOR_GRADES, "basic") }),
  computer: new StrictSchemaField({
    model: new fields.StringField({ required: true, blank: true, initial: "Model/1" }),
    rating: new IntegerField({ initial: 1, min: 0, max: 9 }),
  }),
  software: new StrictSchemaField({
    fireControl: new IntegerField({ initial: 0, min: 0, max: 5 }),
    autoRepair: new IntegerField({ initial: 0, min: 0, max: 2 }),
    evade: new IntegerField({ initial: 0, min: 0, max: 3 }),
    intellect: new fields.BooleanField({ required: true, initial: false }),
    expertPilot: new IntegerField({ initial: 0, min: 0, max: 3 }),
    expertEngineer: new IntegerField({ initial: 0, min: 0, max: 3 }),
    repairDrones: new fields.BooleanField({ required: true, initial: false }),
  }),
  screens: new StrictSchemaField({
    nuclearDamper: new IntegerField({ initial: 0 }),
    mesonScreen: new IntegerField({ initial: 0 }),
  }),
  fuel: pool(0),
  cargo: pool(0),
  ammo: new StrictSchemaField({
    missiles: new StrictSchemaField(
      Object.fromEntries(MISSILE_TYPES.map((t) => [t, new IntegerField({ initial: 0 })])) as Record<
        (typeof MISSILE_TYPES)[number],
        IntegerField
      >,
    ),
    /** sand canisters */
    sand: new IntegerField({ initial: 0 }),
  }),
  /** damage track of every system the Hit Location table names (turrets/bays: per mount) */
  systems: new StrictSchemaField(
    Object.fromEntries(SHIP_SYSTEMS.map((s) => [s, track()])) as Record<(typeof SHIP_SYSTEMS)[number], IntegerField>,
  ),
  mounts: new ListField(new StrictSchemaField(mountSchema())),
  seats: new ListField(new StrictSchemaField(seatSchema())),
  /** the small craft in its hangars (rulings R112, R113): ship actors of under 100 tons, launched in a fight */
  craft: new ListField(new fields.DocumentUUIDField({ type: "Actor" })),
  notes: new fields.HTMLField({ required: true, blank: true, initial: "" }),
});

export type ShipSchema = ReturnType<typeof shipSchema>;

export class ShipData extends foundry.abstract.TypeDataModel<ShipSchema, foundry.abstract.Document.Any> {
  static override LOCALIZATION_PREFIXES = ["CEPHEUS.Ship"];

  static override defineSchema(): ShipSchema {
    return shipSchema();
  }

  /** Thrust left after M-Drive damage. */
  declare thrustCurrent: number;
  /** under 100 tons */
  declare smallCraft: boolean;
  /** the sensors' DM from the Ship Electronics table */
  declare sensorsDM: number;
  /** Structure 0: destroyed (SRD Damage: Structure) */
  declare destroyed: boolean;

  static override migrateData(source: Record<string, unknown>) {
    migrateShipSource(source);
    return super.migrateData(source);
  }

  /**
   * Cross-field rules: a pool's value never exceeds its max, and what the ship holds fits its hull (shipFitProblem).
   */
  static override validateJoint(data: Record<string, unknown>): void {
    for (const key of ["hull", "structure", "armor", "fuel", "cargo"] as const) {
      const p = data[key] as { value?: number; max?: number } | undefined;
      if (p && typeof p.value === "number" && typeof p.max === "number" && p.value > p.max)
        throw new Error(
          game.i18n!.format("CEPHEUS.Validation.PoolAboveMax", {
            pool: game.i18n!.localize(`CEPHEUS.Ship.FIELDS.${key}.label`),
            value: String(p.value),
            max: String(p.max),
          }),
        );
    }
    const problem = shipFitProblem(data as unknown as ShipFitSource);
    if (problem) throw new Error(formatFitProblem(problem));
  }

  override prepareDerivedData(): void {
    this.smallCraft = this.tons < SMALL_CRAFT_TONS;
    this.thrustCurrent = currentThrust(this.thrust, this.systems.mDrive, mDriveHalfRounding());
    this.sensorsDM = SENSOR_DM[this.sensors.grade];
    this.destroyed = this.structure.value <= 0;
  }

  /** New ships get Hull and Structure from their tonnage unless the creation data sets them. */
  protected override async _preCreate(
    data: foundry.abstract.TypeDataModel.ParentAssignmentType<ShipSchema, foundry.abstract.Document.Any>,
    options: Parameters<foundry.abstract.TypeDataModel<ShipSchema, foundry.abstract.Document.Any>["_preCreate"]>[1],
    user: User.Implementation,
  ) {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const given = ((data as { system?: Record<string, unknown> }).system ?? {}) as Record<string, unknown>;
    const changes: Record<string, unknown> = {};
    if (given.hull === undefined) changes.hull = { value: defaultHull(this.tons), max: defaultHull(this.tons) };
    if (given.structure === undefined)
      changes.structure = { value: defaultStructure(this.tons), max: defaultStructure(this.tons) };
    if (Object.keys(changes).length) this.parent.updateSource({ system: changes });
  }
}
