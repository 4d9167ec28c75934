// The space combat damage chain (SRD Chapter 10 "Damage", "Special Weapon Rules"; rulings R1–R6, R19, R29–R32):
// armor → hits (Space Combat Damage) → one location roll per hit group → each hit applied in turn.
import { rollDice, type DiceSource, type Rolling } from "./dice";
import { SCREENS } from "./tables/weapons";
import type { ShipSnapshot } from "./types";
import { hitsRow, locationAt, ignoresArmor, armorAgainst, beamRadiates, columnOf } from "./damage-lookups";
import { DamageAttack, DamageOptions, DamageEvent, DamageResult } from "./damage-types";
import { Chain, isDestroyed, crewHit, applyHit } from "./damage-chain";

/**
 * Resolve one attack's damage on a ship. Pure: the input snapshot is never changed; the result holds a new
 * snapshot and the events in the order they happened. Same dice, same result.
 *
 * Order: armor (meson and internal damage ignore it; Reflec vs lasers) → hits from the damage table →
 * hit groups largest first (ruling R30), one 2D6 location roll per group (R4) on the column that applies at
 * that moment (R3) → each hit applied in turn with its redirects → the weapon's bonus radiation crew hit
 * (R19; ruling R29: it lands even if armor stops all damage). Hits left when the ship breaks up are lost.
 * A ship already destroyed takes nothing more. The new snapshot shares every part no hit changed with the input
 * (copy on write), and is the input itself when nothing changed: treat snapshots as immutable, as the engine does.
 */
export function resolveDamage(
  ship: ShipSnapshot,
  attack: DamageAttack,
  options: DamageOptions = {},
): Rolling<DamageResult> {
  return (dice) => rollDamage(dice, ship, attack, options);
}

/** Inside a procedure: one attack's damage rolled from `dice` (see resolveDamage). */
export function rollDamage(
  dice: DiceSource,
  ship: ShipSnapshot,
  attack: DamageAttack,
  options: DamageOptions = {},
): DamageResult {
  const events: DamageEvent[] = [];
  return { ship: rollDamageInto(dice, ship, attack, options, events, undefined), events };
}

/** What a damage roll did besides the new snapshot, for callers that keep no events (rollDamageInto). */
export interface DamageTally {
  /** damage left after armor (0 when the ship was already destroyed) */
  net: number;
  /** a hit changed the snapshot (with a run, the one returned may be the input, written in place) */
  changed: boolean;
  /** a hit destroyed or disabled the ship */
  status: boolean;
}

/**
 * Damage rolled on one ship several times in a row (the hits of one attack) with one working copy of its snapshot:
 * `ship` is the copy the rolls so far made of `from` (or `from` itself when they changed nothing; a roll that neither
 * hits nor carries radiation leaves the run as it was). A roll given the run's `ship` writes to it in place instead of
 * copying it again. Whoever lets anything else see that snapshot in
 * between (its effects computed, a check made on its ship) calls `seal`: the next roll copies it anew.
 */
export class DamageRun {
  ship: ShipSnapshot | undefined = undefined;
  from: ShipSnapshot | undefined = undefined;

  /** The run's snapshot is seen: no roll may write to it any more. */
  seal(): void {
    this.from = this.ship;
  }
}

/**
 * rollDamage's chain, its events appended to `events` when given and not even built when not (the engine's simulations
 * read none); `tally`, when given, gets the net damage and whether the snapshot and the ship's status changed. Same
 * dice either way. With a `run` whose snapshot is `ship`, that snapshot is written in place (see DamageRun).
 */
export function rollDamageInto(
  dice: DiceSource,
  ship: ShipSnapshot,
  attack: DamageAttack,
  options: DamageOptions,
  events: DamageEvent[] | undefined,
  tally: DamageTally | undefined,
  run?: DamageRun,
): ShipSnapshot {
  if (tally) {
    tally.net = 0;
    tally.changed = false;
    tally.status = false;
  }
  if (isDestroyed(ship)) return ship;
  // the attack's members read once (attacks come in several layouts: each read of one is a slower one)
  const weapon = attack.weapon;
  const damage = attack.damage;
  const given = attack.hits;
  const label = attack.label;
  const armorBefore = Math.max(0, ship.armor.value);
  const armorIgnored = ignoresArmor(weapon, attack.internal);
  const armor = armorAgainst(ship, weapon, armorIgnored);
  const net = Math.floor(damage) - armor;
  const hits = given ?? hitsRow(net);
  if (tally) tally.net = net;
  events?.push({
    type: "hitsDetermined",
    damage,
    armor,
    armorIgnored,
    net,
    hits: given ? { ...given } : { single: hits.single, double: hits.double, triple: hits.triple },
  });

  // hit groups largest first (R30): the triples, then the doubles, then the singles
  const triples = Math.max(0, hits.triple);
  const doubles = Math.max(0, hits.double);
  const groups = triples + doubles + Math.max(0, hits.single);
  const radiation = weapon === "missile" ? attack.missileType === "nuclear" : beamRadiates(weapon);
  // no hit and no radiation: nothing rolled, nothing changed (a run keeps its copy as it was)
  if (groups === 0 && !radiation) return ship;
  const c: Chain = {
    ship,
    // the run's own copy: what it shares with the snapshot it was copied from is still copied on write
    from: run !== undefined && run.ship === ship ? run.from! : ship,
    changed: false,
    status: false,
    dice,
    label,
    options,
    row: 0,
    turret: undefined,
    bay: undefined,
  };
  for (let g = 0; g < groups && !isDestroyed(c.ship); g++) {
    const size = g < triples ? 3 : g < triples + doubles ? 2 : 1;
    const column = columnOf(c.ship, armorIgnored);
    const r = rollDice(dice, 2, "location", label);
    const location = locationAt(r, column);
    events?.push({ type: "hitLocated", group: g + 1, hits: size, column, roll: r, location });
    c.row = r;
    c.turret = undefined;
    c.bay = undefined;
    for (let i = 0; i < size && !isDestroyed(c.ship); i++) applyHit(c, location, events);
  }

  if (radiation) {
    const screens = attack.activeScreens ?? {};
    if (weapon === "missile" && (screens.nuclearDamper ?? 0) > 0) {
      events?.push({ type: "radiationHit", weapon, dm: 0, blocked: true });
    } else {
      const raw =
        weapon === "mesonGun"
          ? SCREENS.mesonScreen.radiationDMPerScreen * Math.max(0, screens.mesonScreen ?? 0)
          : -armorBefore;
      const dm = raw === 0 ? 0 : raw; // never −0
      events?.push({ type: "radiationHit", weapon, dm, blocked: false });
      crewHit(c, "radiation", "radiation", events, dm);
    }
  }
  if (tally) {
    tally.changed = c.changed;
    tally.status = c.status;
  }
  if (run) {
    run.ship = c.ship;
    run.from = c.from;
  }
  // nothing written: the input snapshot itself
  return c.ship;
}
