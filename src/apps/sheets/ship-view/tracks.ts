// Damage tracks as the sheet shows them: three pips, the state the track leaves the location in, and its effect now.
import { signed } from "../../../base/format";
import { formatCount } from "../../../base/plural";
import type { ShipEffects } from "../../../rules/ship-state";
import type { ShipSnapshot, ShipSystem } from "../../../rules/types";
import type { PipView, TrackView, Translator } from "./types";

/** The effect a system's damage has now, in words ("Thrust 6 → 5"). Figures come from the rules' shipEffects. */
export function systemEffect(
  t: Translator,
  system: ShipSystem,
  track: number,
  ship: ShipSnapshot,
  fx: ShipEffects,
): string {
  const k = `CEPHEUS.Sheet.Effect.${system}`;
  switch (system) {
    case "mDrive":
      return track === 0
        ? t.format(`${k}.intact`, { thrust: ship.thrust })
        : t.format(`${k}.damaged`, { from: ship.thrust, to: fx.thrust });
    case "jDrive":
      return track === 0
        ? t.format(`${k}.0`, { jump: ship.jump })
        : track === 1
          ? t.format(`${k}.1`, { dm: signed(fx.jump.engineeringDM) })
          : t.localize(`${k}.${track}`);
    case "sensors":
      return track <= 1 ? t.format(`${k}.${track}`, { dm: signed(fx.sensors.dm) }) : t.localize(`${k}.${track}`);
    case "fuel":
      return track === 0
        ? t.format(`${k}.0`, { value: ship.fuel.value, max: ship.fuel.max })
        : t.localize(`${k}.${track}`);
    case "hold":
      return track === 0
        ? t.format(`${k}.0`, { value: ship.cargo.value, max: ship.cargo.max })
        : t.localize(`${k}.${track}`);
    case "bridge":
      return track === 2 || track === 3
        ? t.format(`${k}.${track}`, { dm: signed(fx.attackDM) })
        : t.localize(`${k}.${track}`);
    default:
      return t.localize(`${k}.${track}`);
  }
}

/** The three pips of a track (each a button setting the track to that many hits). */
export function pips(t: Translator, label: string, value: number): PipView[] {
  return [1, 2, 3].map((n) => ({
    n,
    filled: value >= n,
    label: formatCount(t, "CEPHEUS.Sheet.Systems.SetTrack", n, { system: label, hits: String(n) }),
  }));
}

/** A system's track; the state each step leaves it in is the rules' (shipEffects). */
export function systemTrack(
  t: Translator,
  system: ShipSystem,
  value: number,
  ship: ShipSnapshot,
  fx: ShipEffects,
): TrackView {
  const label = t.localize(`CEPHEUS.System.${system}`);
  const state = fx.systems[system];
  return {
    key: system,
    path: `systems.${system}`,
    label,
    value,
    state: t.localize(`CEPHEUS.Sheet.State.${state}`),
    stateClass: state,
    effect: systemEffect(t, system, value, ship, fx),
    pips: pips(t, label, value),
  };
}
