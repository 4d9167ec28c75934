// Combat (type "base") system data: what the engagement remembers between turns, mirroring EngagementMemory /
// ShipCombatState (src/rules/engagement/memory.ts), all of it where only a GM may write: the round, every ship's
// state and initiative (`ships`, keyed by Combatant id), and the turn as `turnShipId`. Core's Combat#round,
// Combat#turn and Combatant#initiative are mirrors the engine writes for core (src/data/engagement-snapshot.ts) and never
// reads: core lets a player write them (and their own Combatant's `system`). Ship ids are Combatant ids.
//
// Optional members of the memory are nullable here: null = absent (the snapshot builders drop nulls).
// Shapes the rules engine still changes often (pending attacks, boardings, options) are ObjectFields.
import { MISSILE_TYPES, RANGE_BANDS } from "../../rules/types";
import { SHIP_STATUSES } from "../constants";
import { ChoiceField, IntegerField, ListField, NullableIntegerField, StrictSchemaField } from "../fields";
import {
  ENGAGEMENT_SCHEMA_VERSION,
  migrateEngagementSource,
  migrateShipStateSource,
  SCHEMA_VERSION,
} from "../migration";

const fields = foundry.data.fields;

const id = () =>
  new fields.StringField({ required: true, blank: false, nullable: false, initial: () => foundry.utils.randomID() });
const ref = () => new fields.StringField({ required: true, blank: false, nullable: false, initial: "unknown" });
/** optional string: null = absent */
const optString = () => new fields.StringField({ required: true, blank: false, nullable: true, initial: null });
/** optional integer: null = absent (a fraction is refused, never rounded) */
const optInt = () => new NullableIntegerField({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const optBool = () => new fields.BooleanField({ required: true, nullable: true, initial: null });
const strings = () => new ListField(new fields.StringField({ required: true, blank: false }));

const shipStateFields = () => ({
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
    new StrictSchemaField({ minor: new IntegerField({ initial: 0 }), significant: new IntegerField({ initial: 0 }) }),
    { validateKey: (key: string) => /^\d+$/.test(key) },
  ),
  status: new ChoiceField(SHIP_STATUSES, "active"),
  reactionsBudget: optInt(),
  acted: optBool(),
  /** its turn came this round while it was out of the fight: it acted at no count (Act Now reads the last count) */
  skipped: optBool(),
  /** a delaying ship stepped into this ship's turn (Act Now, ruling R64): the turn resumes when it comes back */
  interrupted: optBool(),
  initiativeBonusApplied: optInt(),
  coordinationPool: optInt(),
  /** weapon (Item) ids fired and not yet reloaded */
  spentWeapons: new ListField(new fields.StringField({ required: true, blank: false }), {
    required: true,
    nullable: true,
    initial: null,
  }),
  /** mount ids that fired this round */
  firedMounts: new ListField(new fields.StringField({ required: true, blank: false }), {
    required: true,
    nullable: true,
    initial: null,
  }),
  fireControlUsed: optInt(),
  autoRepairsUsed: optInt(),
  jumpPlotted: optBool(),
  commsEstablished: optBool(),
  planetary: new fields.StringField({
    required: true,
    blank: false,
    nullable: true,
    initial: null,
    choices: ["orbit", "decayingOrbit", "atmosphere"],
  }),
  /** a decaying orbit: the round at whose end the ship re-enters, out of control (ruling R100) */
  reentryRound: optInt(),
  /** the world named at the Orbital Insertion: Size (0–33) and Atmosphere (0–15) digits */
  orbitWorldSize: optInt(),
  orbitWorldAtmosphere: optInt(),
  /** extended actions under way, keyed by seat index */
  extended: new fields.TypedObjectField(
    new StrictSchemaField({
      label: new fields.StringField({ required: true, blank: true, initial: "" }),
      turnsNeeded: new IntegerField({ initial: 1, min: 0 }),
      turnsDone: new IntegerField({ initial: 0 }),
      spoiledRound: optInt(),
      skill: new fields.StringField({ required: true, blank: true, initial: "" }),
    }),
    { required: true, nullable: true, initial: null, validateKey: (key: string) => /^\d+$/.test(key) },
  ),
  boardingDM: optInt(),
  /** the fleet's Tactics Effect this ship's initiative counts while it acts in concert with its fleet */
  fleetTactics: optInt(),
  /** cut off from its fleet: the fleet's Tactics Effect is out of its initiative */
  fleetTacticsLost: optBool(),
  /** the ship's communications are encrypted (set in the tracker's setup) */
  encrypted: optBool(),
  /** a small craft launched from a carrier (rulings R112, R113): `{ carrierId, key, crewSkill, recovered? }` */
  craftOf: new fields.ObjectField({ required: true, nullable: true, initial: null }),
});

const shipStateSchema = () => ({ schemaVersion: new IntegerField({ initial: SCHEMA_VERSION }), ...shipStateFields() });

/** One ship's entry in `Combat.system.ships`: its state and its initiative (core's Combatant#initiative is a mirror). */
const shipEntrySchema = () => ({ ...shipStateFields(), initiative: optInt() });

/** pairKey(a, b) = "a|b" */
export const PAIR_KEY = /^[^|]+\|[^|]+$/;

const engagementSchema = () => ({
  schemaVersion: new IntegerField({ initial: ENGAGEMENT_SCHEMA_VERSION }),
  /** ship (Combatant) ids in acting order */
  order: strings(),
  /**
   * The engagement's turn: the ship (Combatant id) at the turn pointer, `order[turn]`; null past the end of the order
   * (every ship has acted or is delaying: awaiting delayed ships, or the round's end). "" only in an engagement stored
   * before this field, whose turn is still the index in the Combat's stored `turn` (see migrateEngagementSource).
   */
  turnShipId: new fields.StringField({ required: true, blank: true, nullable: true, initial: null }),
  /** pairwise range bands keyed by pairKey(a, b) */
  ranges: new fields.TypedObjectField(new ChoiceField(RANGE_BANDS, "long"), {
    validateKey: (key: string) => PAIR_KEY.test(key),
  }),
  pursuits: new ListField(
    new StrictSchemaField({ pursuerId: ref(), targetId: ref(), turns: new IntegerField({ initial: 1, min: 1 }) }),
  ),
  salvos: new ListField(
    new StrictSchemaField({
      id: id(),
      attackerId: ref(),
      targetId: ref(),
      mountId: optString(),
      missileType: new ChoiceField(MISSILE_TYPES, "standard"),
      count: new IntegerField({ initial: 1, min: 0 }),
      launchedRound: new IntegerField({ initial: 0 }),
      impactRound: new IntegerField({ initial: 0 }),
      toHit: new IntegerField({ initial: 8, min: -40, max: 40 }),
      fuelEndsRound: new IntegerField({ initial: 0 }),
      launchEffect: optInt(),
      /** missiles as craft (ruling R110): the salvo's range band to its target (a RangeBand); null: it flies by the table */
      band: optString(),
      /** missiles as craft (ruling R110): the salvo's speed after its last round's flight */
      speed: optInt(),
    }),
  ),
  modifiers: new ListField(
    new StrictSchemaField({
      id: id(),
      shipId: ref(),
      key: new fields.StringField({ required: true, blank: false, initial: "custom" }),
      value: new IntegerField({ initial: 0, min: -40, max: 40 }),
      targetId: optString(),
      expiresRound: new IntegerField({ initial: 0 }),
      uses: optInt(),
      lapsesAtTurnOf: optString(),
    }),
  ),
  /** attacks awaiting reactions and damage (shape owned by the rules engine) */
  pendingAttacks: new ListField(new fields.ObjectField()),
  /** abstract boarding actions (shape owned by the rules engine) */
  boardings: new ListField(new fields.ObjectField()),
  /** pairs of docked ships (pairKey) */
  docked: new ListField(
    new fields.StringField({ required: true, blank: false, validate: (k: string) => PAIR_KEY.test(k) }),
  ),
  missilePhase: optBool(),
  /** flagships (Combatant ids): their sides fight as fleets (fleet initiative, set in the tracker's setup) */
  flagships: new ListField(new fields.StringField({ required: true, blank: false }), {
    required: true,
    nullable: true,
    initial: null,
  }),
  /** the world the fight is near (ruling R108): `{ size, atmosphere, name? }` digits and name, set in the tracker's setup */
  world: new fields.ObjectField({ required: true, nullable: true, initial: null, validate: isNearWorld }),
  /** id counter of the rules engine */
  nextId: optInt(),
  /** table options in force (world settings when the engagement started) */
  options: new fields.ObjectField({ required: true, nullable: true, initial: null }),
  /** set when the engagement is over */
  ended: new fields.ObjectField({ required: true, nullable: true, initial: null }),
  /** the engagement's round (core's Combat#round is a mirror the engine writes for core; a player may write it) */
  round: new IntegerField({ initial: 0, min: 0 }),
  /**
   * Each ship's engagement state, keyed by Combatant id: here, where only a GM may write, never on the Combatant
   * (whose `system`, `initiative` and `defeated` its owner may write). null only in an engagement stored before this
   * field (schema 2), whose ships are still read from their Combatants until the engine next writes.
   */
  ships: new fields.TypedObjectField(new StrictSchemaField(shipEntrySchema()), {
    required: true,
    nullable: true,
    initial: () => ({}),
    validateKey: (key: string) => /^[A-Za-z0-9]+$/.test(key),
  }),
});

/** A stored world near the fight: Size 0–33 and Atmosphere 0–15 digits, an optional name (null: none). */
function isNearWorld(v: unknown): boolean {
  if (v === null) return true;
  if (typeof v !== "object") return false;
  const w = v as Record<string, unknown>;
  const digit = (x: unknown, max: number) => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;
  return digit(w.size, 33) && digit(w.atmosphere, 15) && (w.name === undefined || typeof w.name === "string");
}

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

export type ShipStateSchema = ReturnType<typeof shipStateSchema>;

/**
 * Combatant (type "base") system data: where a ship's engagement state was stored before engagement schema 3. Its
 * owner may write it, so the engine reads it only to carry an engagement stored then over to `Combat.system.ships`
 * (a new ship's side is the GM side's: src/data/combatant-side.ts); nothing but a combatant's creation writes it.
 */
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

/** Keyed-object members (updated with `-=key` deletions rather than replaced). */
export const ENGAGEMENT_KEYED = ["ranges"] as const;
export const SHIP_STATE_KEYED = ["actions", "extended"] as const;
