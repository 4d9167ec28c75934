// Ready-made crew actors at skill levels 0 to 3, for seats that need a name and a face.
import { SKILLS, type Characteristic, type SkillKey } from "../../src/rules/types";
import { IMG, SCHEMA_VERSION, type ActorSource } from "./documents";
import { stableId } from "./ids";

interface CrewEntry {
  name: string;
  characteristics: Record<Characteristic, number>;
  skills: Partial<Record<SkillKey, number>>;
  notes: string;
}

const UPP = (str: number, dex: number, end: number, int: number, edu: number, soc: number) => ({ str, dex, end, int, edu, soc });

export const CREW_ENTRIES: readonly CrewEntry[] = [
  {
    name: "Rookie Gunner",
    characteristics: UPP(7, 8, 7, 6, 6, 5),
    skills: { turretWeapons: 0, mechanics: 0 },
    notes: "Fresh out of training: knows which end of the turret points outward (skill 0).",
  },
  {
    name: "Line Pilot",
    characteristics: UPP(6, 9, 7, 8, 7, 6),
    skills: { piloting: 1, navigation: 0, comms: 0 },
    notes: "A steady commercial pilot (skill 1); good for a merchant's helm.",
  },
  {
    name: "Ship's Engineer",
    characteristics: UPP(7, 7, 8, 8, 9, 5),
    skills: { engineering: 1, mechanics: 1 },
    notes: "Keeps drives running and patches holes (skill 1): a drive engineer or damage control.",
  },
  {
    name: "Veteran Gunner",
    characteristics: UPP(8, 9, 8, 7, 7, 6),
    skills: { turretWeapons: 2, bayWeapons: 1, screens: 1, mechanics: 0 },
    notes: "Navy gunner with years at the guns (skill 2); can also run the screens.",
  },
  {
    name: "Sensors Operator",
    characteristics: UPP(6, 7, 6, 9, 9, 7),
    skills: { comms: 2, navigation: 1 },
    notes: "Sensors and electronic warfare specialist (skill 2).",
  },
  {
    name: "Ace Pilot",
    characteristics: UPP(7, 11, 8, 9, 8, 7),
    skills: { piloting: 3, navigation: 1, tactics: 1 },
    notes: "Fighter ace (skill 3): dodges, evasive manoeuvres and lining up the shot.",
  },
  {
    name: "Veteran Captain",
    characteristics: UPP(7, 8, 7, 10, 10, 9),
    skills: { leadership: 3, tactics: 3, piloting: 1, comms: 1 },
    notes: "A warship commander (skill 3): leadership for coordinating the crew, tactics for the initiative.",
  },
];

export function crewActors(): ActorSource[] {
  return CREW_ENTRIES.map((c, i) => {
    const _id = stableId("crew", c.name);
    return {
      _id,
      _key: `!actors!${_id}`,
      name: c.name,
      type: "crew",
      img: IMG.crew,
      system: {
        schemaVersion: SCHEMA_VERSION,
        characteristics: { ...c.characteristics },
        skills: Object.fromEntries(SKILLS.map((s) => [s, c.skills[s] ?? null])),
        customSkills: [],
        damage: { str: 0, dex: 0, end: 0 },
        rads: 0,
        notes: `<p>${c.notes}</p>`,
      },
      items: [],
      effects: [],
      folder: null,
      sort: (i + 1) * 100,
      flags: {},
      prototypeToken: { name: c.name, actorLink: true, disposition: 1 },
    };
  });
}
