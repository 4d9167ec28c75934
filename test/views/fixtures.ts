// Realistic data for the sheet tests, the screenshots and the bench: a TL11 Patrol Frigate (SRD Common Vessels:
// 300 tons, Hull 6, Structure 6, Crystaliron armor 8, Thrust 4, Jump 2, Advanced sensors, Model 3/fib, two triple
// missile turrets and a triple beam-laser turret, 120 smart missiles, fuel 84, cargo 23), crewed and damaged.
// Plain data: no Foundry. test/views/world.ts turns it into stand-in documents.
import type { MountInput, WeaponInput } from "../../src/apps/sheets/ship-view";
import type { SeatSource } from "../../src/apps/sheets/stations";
import type { CrewSnapshot, ShipSnapshot } from "../../src/rules/types";

export interface CrewFixture {
  uuid: string;
  name: string;
  img: string;
  characteristics: Record<"str" | "dex" | "end" | "int" | "edu" | "soc", number>;
  skills: Partial<Record<"piloting" | "navigation" | "comms" | "turretWeapons" | "bayWeapons" | "screens" | "mechanics" | "engineering" | "leadership" | "tactics", number>>;
  damage?: Partial<Record<"str" | "dex" | "end", number>>;
  rads?: number;
}

export const FRIGATE_CREW: readonly CrewFixture[] = Object.freeze([
  { uuid: "Actor.crewCaptain00001", name: "Cmdr. Ilse Varga", img: "icons/svg/mystery-man.svg", characteristics: { str: 7, dex: 8, end: 7, int: 10, edu: 11, soc: 10 }, skills: { leadership: 2, tactics: 2, screens: 0 } },
  { uuid: "Actor.crewPilot0000001", name: "Lt. Mara Okafor", img: "icons/svg/mystery-man.svg", characteristics: { str: 6, dex: 10, end: 8, int: 9, edu: 8, soc: 7 }, skills: { piloting: 2 } },
  { uuid: "Actor.crewNavig0000001", name: "Ens. Dov Halpern", img: "icons/svg/mystery-man.svg", characteristics: { str: 6, dex: 7, end: 6, int: 9, edu: 10, soc: 6 }, skills: { navigation: 1, comms: 1 } },
  { uuid: "Actor.crewGunner000001", name: "PO Renata Skau", img: "icons/svg/mystery-man.svg", characteristics: { str: 8, dex: 9, end: 9, int: 7, edu: 7, soc: 5 }, skills: { turretWeapons: 2, screens: 0 }, damage: { end: 3 }, rads: 40 },
  { uuid: "Actor.crewEngine000001", name: "CPO Tamsin Reyes", img: "icons/svg/mystery-man.svg", characteristics: { str: 9, dex: 7, end: 8, int: 8, edu: 9, soc: 6 }, skills: { engineering: 2, mechanics: 1 } },
]);

/** The frigate's seats: captain, pilot, navigator at sensors, one named gunner, an NPC gunner, software on turret 3, an engineer. */
export function frigateSeats(): SeatSource[] {
  return [
    { position: "captain", crew: "Actor.crewCaptain00001", npcSkill: null, automated: false, mountId: "" },
    { position: "pilot", crew: "Actor.crewPilot0000001", npcSkill: null, automated: false, mountId: "" },
    { position: "sensorsOperator", crew: "Actor.crewNavig0000001", npcSkill: null, automated: false, mountId: "" },
    { position: "turretGunner", crew: "Actor.crewGunner000001", npcSkill: null, automated: false, mountId: "turret1" },
    { position: "turretGunner", crew: null, npcSkill: 1, automated: false, mountId: "turret2" },
    { position: "turretGunner", crew: null, npcSkill: null, automated: true, mountId: "turret3" },
    { position: "driveEngineer", crew: "Actor.crewEngine000001", npcSkill: null, automated: false, mountId: "mDrive" },
    { position: "marine", crew: null, npcSkill: 1, automated: false, mountId: "" },
  ];
}

export function frigateMounts(): MountInput[] {
  return [
    { id: "turret1", type: "turret", name: "Turret 1 (beam lasers)", size: "triple", damage: 1 },
    { id: "turret2", type: "turret", name: "Turret 2 (missiles)", size: "triple", damage: 0 },
    { id: "turret3", type: "turret", name: "Turret 3 (missiles)", size: "triple", damage: 0 },
  ];
}

export function frigateWeapons(): WeaponInput[] {
  const w = (id: string, name: string, kind: string, mountId: string, damage: string): WeaponInput => ({
    id,
    name,
    img: "icons/svg/target.svg",
    kind,
    mount: "turretTriple",
    mountId,
    damage,
    missileType: "smart",
    tl: 11,
  });
  return [
    w("beam1", "Beam Laser A", "beamLaser", "turret1", "1d6"),
    w("beam2", "Beam Laser B", "beamLaser", "turret1", "1d6"),
    w("beam3", "Beam Laser C", "beamLaser", "turret1", "1d6"),
    w("rack1", "Missile Rack A", "missile", "turret2", "1d6"),
    w("rack2", "Missile Rack B", "missile", "turret2", "1d6"),
    w("rack3", "Missile Rack C", "missile", "turret2", "1d6"),
    w("rack4", "Missile Rack D", "missile", "turret3", "1d6"),
    w("rack5", "Missile Rack E", "missile", "turret3", "1d6"),
    w("rack6", "Missile Rack F", "missile", "turret3", "1d6"),
  ];
}

/** Current characteristics after damage, as the data layer's crewSnapshot reports them. */
export function crewSnapshotOf(c: CrewFixture): CrewSnapshot {
  const current = { ...c.characteristics };
  for (const [k, v] of Object.entries(c.damage ?? {})) current[k as "str"] = Math.max(0, current[k as "str"] - (v ?? 0));
  return { id: c.uuid, name: c.name, skills: { ...c.skills }, characteristics: current };
}

/** The frigate as the rules see it, with damage: Hull 4/6, armor 7/8, M-Drive one hit, sensors one hit, turret 1 damaged. */
export function frigateSnapshot(id = "frigate"): ShipSnapshot {
  const seats = frigateSeats();
  const mounts = frigateMounts();
  const weapons = frigateWeapons();
  return {
    id,
    name: "ISS Vigilant",
    tons: 300,
    hull: { value: 4, max: 6 },
    structure: { value: 6, max: 6 },
    armor: { value: 7, max: 8 },
    thrust: 4,
    jump: 2,
    sensors: { grade: "advanced", dm: 1 },
    software: { fireControl: 3, autoRepair: 0, evade: 1, intellect: false, expertPilot: 0, expertEngineer: 0, repairDrones: false },
    screens: { nuclearDamper: 0, mesonScreen: 0 },
    ammo: { missiles: { standard: 0, smart: 114, nuclear: 0 }, sand: 0 },
    fuel: { value: 84, max: 84 },
    cargo: { value: 23, max: 23 },
    systems: { sensors: 1, mDrive: 1, jDrive: 0, powerPlant: 0, bridge: 0, fuel: 0, hold: 0 },
    armorOptions: { stealth: true },
    mounts: mounts.map((m) => ({
      id: m.id,
      type: m.type,
      damage: m.damage as 0 | 1 | 2 | 3,
      weapons: weapons.filter((w) => w.mountId === m.id).map((w) => (w.kind === "missile" ? { id: w.id, kind: "missile" as const, missileType: w.missileType } : { id: w.id, kind: w.kind as "beamLaser" })),
    })),
    seats: seats.map((s) => ({
      position: s.position,
      ...(s.crew ? { crewId: s.crew } : {}),
      ...(s.crew === null && s.npcSkill !== null ? { npcSkill: s.npcSkill } : {}),
      ...(s.automated ? { automated: true } : {}),
      ...(s.mountId ? { mountId: s.mountId } : {}),
    })),
    crew: FRIGATE_CREW.map(crewSnapshotOf),
  };
}

/** A pirate corsair to shoot at (400 tons, two turrets). */
export function corsairSnapshot(id = "corsair"): ShipSnapshot {
  return {
    id,
    name: "Red Kestrel",
    tons: 400,
    hull: { value: 8, max: 8 },
    structure: { value: 8, max: 8 },
    armor: { value: 2, max: 2 },
    thrust: 3,
    jump: 2,
    sensors: { grade: "common", dm: -2 },
    software: { fireControl: 1, autoRepair: 0, evade: 0, intellect: false, expertPilot: 0, expertEngineer: 0, repairDrones: false },
    screens: { nuclearDamper: 0, mesonScreen: 0 },
    ammo: { missiles: { standard: 12, smart: 0, nuclear: 0 }, sand: 10 },
    fuel: { value: 80, max: 80 },
    cargo: { value: 100, max: 100 },
    systems: { sensors: 0, mDrive: 0, jDrive: 0, powerPlant: 0, bridge: 0, fuel: 0, hold: 0 },
    mounts: [
      { id: "c1", type: "turret", damage: 0, weapons: [{ id: "cw1", kind: "pulseLaser" }, { id: "cw2", kind: "sandcaster" }] },
      { id: "c2", type: "turret", damage: 0, weapons: [{ id: "cw3", kind: "missile", missileType: "standard" }] },
    ],
    seats: [
      { position: "pilot", npcSkill: 1 },
      { position: "turretGunner", npcSkill: 1, mountId: "c1" },
      { position: "turretGunner", npcSkill: 1, mountId: "c2" },
    ],
    crew: [],
  };
}
