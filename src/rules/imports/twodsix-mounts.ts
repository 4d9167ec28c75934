// A twodsix ship's weapons onto turrets and bays. twodsix lists each weapon as an `armament` component with a
// quantity, and each hardpoint as a `mount` component, but never says which weapon sits on which hardpoint:
// - with `mount` components, they are the ship's hardpoints; its turret weapons are dealt onto them one at a time,
//   in turn, up to three a turret (three pulse lasers and three sandcasters on three mounts: a laser and a
//   sandcaster on each), guessed (`mountsShared`); a weapon with no room left is noted as left;
// - without, each weapon component fills turrets of up to three of its weapons (`mountsFromWeapons`).
// A weapon whose name says "bay" takes a bay of its own either way. A mount's hits are its turret's damage track;
// a weapon component's hits, the track of every turret holding it.
import type { WeaponKind } from "../types";
import type { UsdfShip } from "../usdf/types";
import { addMounts, type Notes } from "./common";
import type { ImportError, ShipState } from "./types";

export interface ShipWeapon {
  name: string;
  kind: WeaponKind;
  count: number;
  bay: boolean;
  popup: boolean;
  track: number;
}

/** One hardpoint a `mount` component gives. */
export interface Hardpoint {
  name: string;
  popup: boolean;
  track: number;
}

const maxTrack = (a: number | undefined, b: number) => Math.max(a ?? 0, b) as 0 | 1 | 2 | 3;

export function placeWeapons(
  ship: UsdfShip,
  state: ShipState,
  notes: Notes,
  weapons: readonly ShipWeapon[],
  hardpoints: readonly Hardpoint[],
): ImportError | null {
  const bays = weapons.filter((w) => w.bay);
  const turrets = weapons.filter((w) => !w.bay);
  const e = hardpoints.length
    ? shareOut(ship, state, notes, turrets, hardpoints)
    : fillTurrets(ship, state, notes, turrets);
  if (e) return e;
  for (const w of bays) {
    const first = ship.mounts.length;
    const err = addMounts(ship, w.count, { type: "bay", fixed: false, popup: false, weapons: [w.kind] });
    if (err) return err;
    for (let i = first; i < ship.mounts.length; i++)
      if (w.track) state.mounts[ship.mounts[i]!.id] = maxTrack(state.mounts[ship.mounts[i]!.id], w.track);
    if (w.count) notes.guess(`items[${w.name}]`, "mounts", `${w.count} × ${w.name} → ${w.count}`, "mountsFromWeapons");
  }
  ship.hardpoints = Math.max(ship.hardpoints, hardpoints.length, ship.mounts.length);
  return null;
}

/** Each weapon component into turrets of up to three of its own weapons. */
function fillTurrets(
  ship: UsdfShip,
  state: ShipState,
  notes: Notes,
  weapons: readonly ShipWeapon[],
): ImportError | null {
  for (const w of weapons) {
    const first = ship.mounts.length;
    for (let left = w.count; left > 0; left -= 3) {
      const e = addMounts(ship, 1, {
        type: "turret",
        fixed: false,
        popup: w.popup,
        weapons: Array(Math.min(3, left)).fill(w.kind),
      });
      if (e) return e;
    }
    for (let i = first; i < ship.mounts.length; i++)
      if (w.track) state.mounts[ship.mounts[i]!.id] = maxTrack(state.mounts[ship.mounts[i]!.id], w.track);
    if (ship.mounts.length > first)
      notes.guess(
        `items[${w.name}]`,
        "mounts",
        `${w.count} × ${w.name} → ${ship.mounts.length - first}`,
        "mountsFromWeapons",
      );
  }
  return null;
}

/** The weapons dealt in turn onto the hardpoints the `mount` components give. */
function shareOut(
  ship: UsdfShip,
  state: ShipState,
  notes: Notes,
  weapons: readonly ShipWeapon[],
  hardpoints: readonly Hardpoint[],
): ImportError | null {
  const held: { kinds: WeaponKind[]; from: Set<ShipWeapon> }[] = hardpoints.map(() => ({ kinds: [], from: new Set() }));
  let next = 0;
  for (const w of weapons) {
    let placed = 0;
    for (let k = 0; k < w.count; k++) {
      const at = findRoom(held, next);
      if (at < 0) break;
      held[at]!.kinds.push(w.kind);
      held[at]!.from.add(w);
      next = (at + 1) % held.length;
      placed++;
    }
    if (placed) notes.guess(`items[${w.name}]`, "mounts", `${placed} × ${w.name}`, "mountsShared");
    if (placed < w.count) notes.leave(`items[${w.name}].system.quantity`, `${w.count - placed} × ${w.name}`);
  }
  for (let i = 0; i < hardpoints.length; i++) {
    const h = hardpoints[i]!;
    const { kinds, from } = held[i]!;
    if (!kinds.length) continue;
    const e = addMounts(ship, 1, { type: "turret", fixed: false, popup: h.popup, weapons: kinds });
    if (e) return e;
    const id = ship.mounts[ship.mounts.length - 1]!.id;
    const track = Math.max(h.track, ...[...from].map((w) => w.track));
    if (track) state.mounts[id] = maxTrack(state.mounts[id], track);
  }
  return null;
}

/** The first hardpoint from `start` on (wrapping round) with room for another weapon, or -1. */
function findRoom(held: readonly { kinds: WeaponKind[] }[], start: number): number {
  for (let i = 0; i < held.length; i++) {
    const at = (start + i) % held.length;
    if (held[at]!.kinds.length < 3) return at;
  }
  return -1;
}
