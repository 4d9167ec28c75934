// Actor type "crew": a person at a station. Physical damage is tracked per physical characteristic
// (Cepheus Engine personal damage reduces STR, DEX and END), so the current score is value − damage.
import { characteristicDM } from "../../rules/checks";
import { CHARACTERISTICS, SKILLS, type Characteristic } from "../../rules/types";
import { PHYSICAL, type Physical } from "../constants";
import { IntegerField, ListField, NullableIntegerField, StrictSchemaField } from "../fields";
import { migrateCrewSource, SCHEMA_VERSION } from "../migration";

const fields = foundry.data.fields;

/** Skill levels run 0–15 here (the SRD caps skills far lower in practice; 15 is a sanity bound). */
const skillLevel = () => new NullableIntegerField({ min: 0, max: 15 });

const crewSchema = () => ({
  schemaVersion: new IntegerField({ initial: SCHEMA_VERSION }),
  /** UPP scores (0–15 for most people; higher allowed) */
  characteristics: new StrictSchemaField(
    Object.fromEntries(CHARACTERISTICS.map((c) => [c, new IntegerField({ initial: 7, min: 0, max: 30 })])) as Record<
      Characteristic,
      IntegerField
    >,
  ),
  /** the space-combat skills; null = untrained (DM−3) */
  skills: new StrictSchemaField(
    Object.fromEntries(SKILLS.map((s) => [s, skillLevel()])) as Record<(typeof SKILLS)[number], NullableIntegerField>,
  ),
  /** any other skill a user adds */
  customSkills: new ListField(
    new StrictSchemaField({
      name: new fields.StringField({ required: true, blank: false, initial: "Skill" }),
      level: new IntegerField({ initial: 0, min: 0, max: 15 }),
    }),
  ),
  /** points of damage currently suffered by each physical characteristic */
  damage: new StrictSchemaField(
    Object.fromEntries(PHYSICAL.map((c) => [c, new IntegerField({ initial: 0 })])) as Record<Physical, IntegerField>,
  ),
  /** accumulated radiation (rads) */
  rads: new IntegerField({ initial: 0 }),
  notes: new fields.HTMLField({ required: true, blank: true, initial: "" }),
});

export type CrewSchema = ReturnType<typeof crewSchema>;

export class CrewData extends foundry.abstract.TypeDataModel<CrewSchema, foundry.abstract.Document.Any> {
  static override LOCALIZATION_PREFIXES = ["CEPHEUS.Crew"];

  static override defineSchema(): CrewSchema {
    return crewSchema();
  }

  /** current scores after physical damage (never below 0) */
  declare current: Record<Characteristic, number>;
  /** characteristic DMs of the current scores: floor(x/3) − 2, at least −2 */
  declare dm: Record<Characteristic, number>;
  /** all three physical characteristics at 0 (SRD personal combat: unconscious or worse) */
  declare incapacitated: boolean;

  static override migrateData(source: Record<string, unknown>) {
    migrateCrewSource(source);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    const current = {} as Record<Characteristic, number>;
    const dm = {} as Record<Characteristic, number>;
    for (const c of CHARACTERISTICS) {
      const lost = (PHYSICAL as readonly string[]).includes(c) ? this.damage[c as Physical] : 0;
      current[c] = Math.max(0, this.characteristics[c] - lost);
      dm[c] = characteristicDM(current[c]);
    }
    this.current = current;
    this.dm = dm;
    this.incapacitated = PHYSICAL.every((c) => current[c] === 0);
  }

  /** Skill level by key or custom name; null when untrained. */
  skill(name: string): number | null {
    if ((SKILLS as readonly string[]).includes(name)) return this.skills[name as (typeof SKILLS)[number]];
    return this.customSkills.find((s) => s.name === name)?.level ?? null;
  }
}
