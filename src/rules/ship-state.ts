// What damage does to a ship's later rolls and actions, derived from a ShipSnapshot (SRD Chapter 10 hit
// effects; rulings R22 (M-Drive rounding), R27 (a disabled ship), R28 (Evade needs power)).
import { hitEffectsOf } from "./damage-lookups";
import { isSmallCraft } from "./hull";
import { snapshotStatus, type StatusOptions } from "./snapshot-status";
import { evadeDM } from "./software";
import { HIT_EFFECT_FIGURES, HIT_EFFECTS, type HitColumn, type HitEffectsRow, type TrackState } from "./tables/damage";
import type { DamageTrack, MountType, ShipSnapshot, ShipSystem } from "./types";

export { isSmallCraft };

/** A location's state for display and rules: "intact" or the state its last hit left it in. */
export type SystemState = "intact" | TrackState;

export function trackState(location: ShipSystem | MountType, track: DamageTrack): SystemState {
  return stateIn(hitEffectsOf(location), track);
}

/** trackState on the location's row of HIT_EFFECTS. */
function stateIn(row: HitEffectsRow, track: DamageTrack): SystemState {
  return track === 0 ? "intact" : row.states[track - 1];
}

export interface ThrustOptions {
  /** ruling R22 (setting "mDriveHalfRounding"): how the second hit's halving rounds. Default "up". */
  mDriveHalfRounding?: "up" | "down";
}

/** Thrust left after M-Drive hits: first hit −1, second hit halves what is left, third hit 0 (ruling R22). */
export function currentThrust(designThrust: number, track: DamageTrack, options: ThrustOptions = {}): number {
  const afterFirst = Math.max(0, designThrust - HIT_EFFECT_FIGURES.mDriveFirstHitThrustLoss);
  switch (track) {
    case 0:
      return Math.max(0, designThrust);
    case 1:
      return afterFirst;
    case 2: {
      const half = afterFirst * (1 - HIT_EFFECT_FIGURES.mDriveSecondHitFraction);
      return options.mDriveHalfRounding === "down" ? Math.floor(half) : Math.ceil(half);
    }
    case 3:
      return 0;
  }
}

export interface MountEffects {
  id: string;
  type: MountType;
  state: SystemState;
  /** DM on this mount's attacks: its own damage (−2) plus a disabled bridge (−2) */
  attackDM: number;
  /** can fire at all (not disabled or destroyed, ship not disabled or destroyed) */
  canFire: boolean;
}

export interface ShipEffects {
  smallCraft: boolean;
  /** Structure 0: the ship has broken up */
  destroyed: boolean;
  /** power plant destroyed (or the ship destroyed; or, with R101's "disabled", its Hull at 0): nothing works (R27) */
  disabled: boolean;
  /** Hull 0: later hits read the Internal column */
  hullBreached: boolean;
  /** the hit location column the next hit reads (R3; meson guns always read Internal) */
  hitColumn: HitColumn;
  /** Thrust available now (R22); 0 when the M-Drive is disabled or the ship is disabled */
  thrust: number;
  systems: Record<ShipSystem, SystemState>;
  sensors: {
    /** DM on Comms checks using sensors: the suite's DM plus −2 when damaged */
    dm: number;
    /** sensors work at all (not disabled or destroyed, bridge working, ship powered) */
    usable: boolean;
    /** attacks beyond Adjacent need working sensors */
    attacksBeyondAdjacent: boolean;
  };
  bridge: {
    /** Pilot positions may act (bridge not disabled) */
    pilotActions: boolean;
    /** Sensors Operator positions may act */
    sensorActions: boolean;
  };
  jump: {
    /** DM on Engineering checks to jump (J-Drive damaged) */
    engineeringDM: number;
    canJump: boolean;
  };
  fuel: { leaking: boolean; tankDestroyed: boolean };
  hold: { destroyed: boolean };
  /** screens can be triggered (the ship has power: ruling R27) */
  screensUsable: boolean;
  /** ship-wide DM on every attack (disabled bridge) */
  attackDM: number;
  mounts: MountEffects[];
  /** DM the Evade program imposes on incoming fire (0 when unpowered: ruling R28) */
  evadeDM: number;
}

export interface ShipEffectsOptions extends ThrustOptions, StatusOptions {}

/** Everything the damage tracks change for later rolls, as plain data. */
export function shipEffects(ship: ShipSnapshot, options: ShipEffectsOptions = {}): ShipEffects {
  const smallCraft = isSmallCraft(ship.tons);
  const status = snapshotStatus(ship, options);
  const destroyed = status === "destroyed";
  const hullBreached = ship.hull.value <= 0;
  const disabled = status !== "active";
  const t = ship.systems;
  // one literal in SHIP_SYSTEMS' order (built key by key, the record went through a map per key), each row of the table
  // read by name
  const systems: Record<ShipSystem, SystemState> = {
    sensors: stateIn(HIT_EFFECTS.sensors, t.sensors),
    mDrive: stateIn(HIT_EFFECTS.mDrive, t.mDrive),
    jDrive: stateIn(HIT_EFFECTS.jDrive, t.jDrive),
    powerPlant: stateIn(HIT_EFFECTS.powerPlant, t.powerPlant),
    bridge: stateIn(HIT_EFFECTS.bridge, t.bridge),
    fuel: stateIn(HIT_EFFECTS.fuel, t.fuel),
    hold: stateIn(HIT_EFFECTS.hold, t.hold),
  };

  const bridgeDown = ship.systems.bridge >= 2;
  const sensorTrack = ship.systems.sensors;
  const sensorsUsable = !disabled && !bridgeDown && sensorTrack < 2;
  const attackDM = bridgeDown ? HIT_EFFECT_FIGURES.bridgeDisabledAttackDM : 0;

  const mounts: MountEffects[] = new Array<MountEffects>(ship.mounts.length);
  for (let i = 0; i < mounts.length; i++) {
    const m = ship.mounts[i];
    mounts[i] = {
      id: m.id,
      type: m.type,
      state: stateIn(hitEffectsOf(m.type), m.damage),
      attackDM: (m.damage === 1 ? HIT_EFFECT_FIGURES.mountDamagedDM : 0) + attackDM,
      canFire: !disabled && m.damage < 2,
    };
  }

  return {
    smallCraft,
    destroyed,
    disabled,
    hullBreached,
    hitColumn: smallCraft ? "smallCraft" : hullBreached ? "internal" : "external",
    thrust: disabled ? 0 : currentThrust(ship.thrust, ship.systems.mDrive, options),
    systems,
    sensors: {
      dm: ship.sensors.dm + (sensorTrack === 1 ? HIT_EFFECT_FIGURES.sensorsDamagedDM : 0),
      usable: sensorsUsable,
      attacksBeyondAdjacent: !disabled && sensorTrack < 2,
    },
    bridge: { pilotActions: !disabled && !bridgeDown, sensorActions: !disabled && !bridgeDown },
    jump: {
      engineeringDM: ship.systems.jDrive === 1 ? HIT_EFFECT_FIGURES.jDriveDamagedDM : 0,
      canJump: !disabled && !bridgeDown && ship.systems.jDrive < 2 && ship.jump > 0,
    },
    fuel: { leaking: ship.systems.fuel >= 1 && ship.systems.fuel < 3, tankDestroyed: ship.systems.fuel >= 3 },
    hold: { destroyed: ship.systems.hold >= 3 },
    screensUsable: !disabled,
    attackDM,
    mounts,
    // ruling R28: Evade stops on a disabled ship, whatever disabled it (R101's Hull 0 too)
    evadeDM: disabled ? 0 : evadeDM(ship),
  };
}

/** The attack DMs of one mount (mount damage + bridge), or null when it cannot fire or does not exist. */
export function mountAttackDM(ship: ShipSnapshot, mountId: string, options: ShipEffectsOptions = {}): number | null {
  const m = shipEffects(ship, options).mounts.find((x) => x.id === mountId);
  return m && m.canFire ? m.attackDM : null;
}
