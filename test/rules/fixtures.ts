// Shared ship fixtures for the rules tests (plain data, built fresh for each test).
import type { ShipSnapshot } from "../../src/rules/types";

export function makeShip(overrides: Partial<ShipSnapshot> = {}): ShipSnapshot {
  return {
    id: "s1",
    name: "Test Ship",
    tons: 200,
    hull: { value: 4, max: 4 },
    structure: { value: 4, max: 4 },
    armor: { value: 2, max: 2 },
    thrust: 2,
    jump: 1,
    sensors: { grade: "common", dm: -2 },
    software: {
      fireControl: 1,
      autoRepair: 0,
      evade: 0,
      intellect: false,
      expertPilot: 0,
      expertEngineer: 0,
      repairDrones: false,
    },
    screens: { nuclearDamper: 0, mesonScreen: 0 },
    ammo: { missiles: { standard: 0, smart: 0, nuclear: 0 }, sand: 0 },
    fuel: { value: 40, max: 40 },
    cargo: { value: 80, max: 80 },
    systems: { sensors: 0, mDrive: 0, jDrive: 0, powerPlant: 0, bridge: 0, fuel: 0, hold: 0 },
    mounts: [
      { id: "t1", type: "turret", damage: 0, weapons: [{ id: "w1", kind: "beamLaser" }] },
      { id: "t2", type: "turret", damage: 0, weapons: [{ id: "w2", kind: "sandcaster" }] },
    ],
    seats: [],
    crew: [
      { id: "c1", name: "Pilot", skills: { piloting: 1 }, characteristics: {} },
      { id: "c2", name: "Gunner", skills: { turretWeapons: 1 }, characteristics: {} },
      { id: "c3", name: "Engineer", skills: { engineering: 1 }, characteristics: {} },
    ],
    ...overrides,
  };
}
