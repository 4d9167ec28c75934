// exportShipDescription: a ship → its USDF paragraph, in the order and wording of SRD Chapter 8's
// "Universal Ship Description Format". Reading the paragraph back gives the same ship.
import { article, countWord, figure, plural, singular } from "./text";
import { armorNameOf, BAY_NAMES, SENSOR_SUITES, TURRET_WEAPON_NAMES } from "./vocabulary";
import { DESCRIPTION_VERBS } from "./read-hull";
import { softwareItem } from "./read-systems";
import type { ArmorOption, UsdfMount, UsdfShip } from "./types";

/** "a, b and c" */
function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
/** "one hardpoint", "two hardpoints" */
function count(n: number, noun: string, nouns = plural(noun)): string {
  return `${countWord(n)} ${n === 1 ? noun : nouns}`;
}

export function exportShipDescription(ship: UsdfShip): string {
  const s: string[] = [];
  const an = /^(?:8|11|18)(?:\D|$)|^(?:11|18),/.test(figure(ship.tons)) ? "an" : "a";
  const sections = ship.sections
    ? `, divided into ${countWord(ship.sections.count)} sections of ${figure(ship.sections.hull)} Hull, ${figure(ship.sections.structure)} Structure each`
    : "";
  const purpose = ship.description
    ? ` ${DESCRIPTION_VERBS.test(ship.description) ? "" : "is "}${ship.description}`
    : "";
  s.push(
    `Using ${an} ${figure(ship.tons)}-ton hull (${figure(ship.hull)} Hull, ${figure(ship.structure)} Structure${sections}), the ${ship.name}${purpose}.`,
  );
  s.push(...drives(ship));
  if (ship.fuel) {
    const f = ship.fuel;
    const weeks = f.weeks === null ? "" : ` for ${count(f.weeks, "week")}`;
    const jumps =
      f.jumps === null ? "" : ` and ${countWord(f.jumps)} Jump-${ship.jump} ${f.jumps === 1 ? "jump" : "jumps"}`;
    s.push(`Fuel tankage of ${figure(f.tons)} tons supports the power plant${weeks}${jumps}.`);
  }
  if (ship.computer) {
    const c = ship.computer;
    s.push(`Adjacent to the bridge is a computer Model ${c.model}${c.bis ? "/bis" : ""}${c.fib ? "/fib" : ""}.`);
  }
  if (ship.sensors) {
    const suite = SENSOR_SUITES.find((x) => x.grade === ship.sensors?.grade);
    const dm = ship.sensors.dm;
    s.push(`The ship is equipped with ${suite?.name ?? "Standard"} sensors (DM${dm >= 0 ? "+" : ""}${dm}).`);
  }
  s.push(...accommodation(ship));
  if (ship.hardpoints > 0 || ship.fireControlTons > 0) {
    const none = ship.mounts.length === 0 ? ", but has no weapons installed" : "";
    s.push(
      `The ship has ${count(ship.hardpoints, "hardpoint")} and ${count(ship.fireControlTons, "ton")} allocated to fire control${none}.`,
    );
  }
  if (ship.mounts.length) {
    const one = ship.mounts.length === 1;
    s.push(
      `Installed on the ${one ? "hardpoint is" : "hardpoints are"} ${list(groups(ship.mounts).map(mountPhrase))}.`,
    );
  }
  s.push(...ammunition(ship));
  const screens = ship.screens.mesonScreen + ship.screens.nuclearDamper;
  if (screens > 0) {
    const items: string[] = [];
    if (ship.screens.mesonScreen) items.push(count(ship.screens.mesonScreen, "meson screen"));
    if (ship.screens.nuclearDamper) items.push(count(ship.screens.nuclearDamper, "nuclear damper"));
    s.push(`This ship has ${count(screens, "screen")}: ${list(items)}.`);
  }
  if (ship.hangars) s.push(hangars(ship.hangars));
  s.push(ship.cargo > 0 ? `Cargo capacity is ${figure(ship.cargo)} tons.` : "The ship has no cargo capacity.");
  s.push(hullAndArmor(ship));
  s.push(features(ship));
  if (ship.crew.total > 0 || ship.crew.roles.length) {
    const roles = ship.crew.roles.map((r) => `${countWord(r.count)} ${r.role}`);
    s.push(`The ship requires a crew of ${countWord(ship.crew.total)}${roles.length ? `: ${list(roles)}` : ""}.`);
  }
  if (ship.crew.gunnersIfArmed !== null)
    s.push(`(If weapons are installed, this vessel will also require ${count(ship.crew.gunnersIfArmed, "gunner")}).`);
  s.push(passengers(ship));
  if (ship.cost !== null || ship.buildWeeks !== null) {
    const cost = ship.cost === null ? "" : ` costs MCr${figure(ship.cost)} (including discounts and fees)`;
    const weeks =
      ship.buildWeeks === null ? "" : `${cost ? " and" : ""} takes ${figure(ship.buildWeeks)} weeks to build`;
    s.push(`The ship${cost}${weeks}.`);
  }
  return `TL${ship.techLevel} ${ship.name}\n${s.join(" ")}`;
}

function drives(ship: UsdfShip): string[] {
  const d = ship.drives;
  const mounted = [
    d.jump && `jump drive ${d.jump}`,
    d.maneuver && `maneuver drive ${d.maneuver}`,
    d.powerPlant && `power plant ${d.powerPlant}`,
  ].filter((x): x is string => !!x);
  if (!mounted.length && ship.jump === 0 && ship.thrust === 0) return [];
  const perf = [...(ship.jump > 0 || d.jump ? [`Jump-${ship.jump}`] : []), `${ship.thrust}-G acceleration`];
  return [`It mounts ${list(mounted) || "no drives"}, giving a performance of ${perf.join(" and ")}.`];
}

function accommodation(ship: UsdfShip): string[] {
  const out: string[] = [];
  const items: string[] = [];
  if (ship.staterooms) items.push(count(ship.staterooms, "stateroom"));
  if (ship.barracks) items.push(`barracks for ${figure(ship.barracks)} troops`);
  if (ship.lowBerths) items.push(count(ship.lowBerths, "low berth"));
  if (ship.emergencyLowBerths) items.push(count(ship.emergencyLowBerths, "emergency low berth"));
  if (items.length) out.push(`There are ${list(items)}.`);
  if (ship.cabin) {
    const c = ship.cabin;
    const extra = c.extraPassengers ? ` and additional cabin space for ${count(c.extraPassengers, "passenger")}` : "";
    out.push(`There is a ${countWord(c.crew)}-man ${c.kind === "cockpit" ? "cockpit" : "control cabin"}${extra}.`);
  }
  return out;
}

/** Consecutive identical mounts, so that "two triple turrets armed with missiles" stays one phrase. */
function groups(mounts: UsdfMount[]): { n: number; m: UsdfMount }[] {
  const out: { n: number; m: UsdfMount }[] = [];
  const key = (m: UsdfMount) => JSON.stringify([m.type, m.size, m.fixed, m.popup, m.weapons]);
  for (const m of mounts) {
    const last = out[out.length - 1];
    if (last && key(last.m) === key(m)) last.n++;
    else out.push({ n: 1, m });
  }
  return out;
}

const SIZE_WORDS = ["", "single", "double", "triple"];

function mountPhrase({ n, m }: { n: number; m: UsdfMount }): string {
  if (m.type === "bay") return count(n, `${BAY_NAMES[m.weapons[0]] ?? "missile"} bay`);
  const kinds = [`${m.fixed ? "fixed mount " : ""}${m.popup ? "pop-up " : ""}${SIZE_WORDS[m.size] ?? "single"} turret`];
  const turret = count(n, kinds[0]);
  if (!m.weapons.length) return turret;
  const first = TURRET_WEAPON_NAMES[m.weapons[0]];
  if (m.weapons.length === m.size && m.weapons.every((w) => w === m.weapons[0]))
    return `${turret} armed with ${m.size === 1 ? `${article(first)} ${first}` : plural(first)}`;
  const runs: { kind: string; c: number }[] = [];
  for (const w of m.weapons) {
    const last = runs[runs.length - 1];
    if (last && last.kind === w) last.c++;
    else runs.push({ kind: w, c: 1 });
  }
  return `${turret} armed with ${list(runs.map((r) => count(r.c, TURRET_WEAPON_NAMES[r.kind as UsdfMount["weapons"][number]])))}`;
}

function ammunition(ship: UsdfShip): string[] {
  const items: string[] = [];
  for (const t of ["standard", "smart", "nuclear"] as const)
    if (ship.ammo.missiles[t]) items.push(`${figure(ship.ammo.missiles[t])} ${t} missiles`);
  if (ship.ammo.sand) items.push(`${figure(ship.ammo.sand)} sand canisters`);
  return items.length ? [`${list(items)} are carried as ammunition.`] : [];
}

function hangars(h: NonNullable<UsdfShip["hangars"]>): string {
  let craft = "";
  if (h.craft.length === 1 && h.craft[0].count === h.count && h.count > 1) {
    craft = `, each holding ${article(h.craft[0].name)} ${h.craft[0].name}`;
  } else if (h.craft.length) {
    const items = h.craft.map(({ count: c, name }) =>
      c === 1
        ? `one holding ${article(name)} ${name}`
        : singular(plural(name)) === name
          ? `${countWord(c)} holding ${plural(name)}`
          : `${countWord(c)} holding one ${name}`,
    );
    craft = `, ${list(items)}`;
  }
  const word = h.count === 1 ? "is" : "are";
  return `There ${word} ${count(h.count, "small craft hangar")}${craft}${h.includedInCost ? " (all included in the ship's cost)" : ""}.`;
}

const OPTION_PHRASES: Record<ArmorOption, string> = {
  reflec: "a Reflec coating",
  selfSealing: "a self-sealing hull",
  stealth: "a stealth coating",
};

function hullAndArmor(ship: UsdfShip): string {
  const conf = ship.configuration ? `is ${ship.configuration}` : "has no stated configuration";
  const armor = ship.armorType
    ? `and is armored with ${armorNameOf(ship.armorType)} (${figure(ship.armor)} points)`
    : ship.armor > 0
      ? `and is armored (${figure(ship.armor)} points)`
      : "and no additional armor has been installed";
  const options = ship.armorOptions.length
    ? `, and possesses ${list(ship.armorOptions.map((o) => OPTION_PHRASES[o]))}`
    : "";
  return `The hull ${conf}, ${armor}${options}.`;
}

function features(ship: UsdfShip): string {
  const items = [
    ...ship.software.map(
      (sw) =>
        `${sw.techLevel === null ? "" : `TL${sw.techLevel} `}${sw.name}${sw.rating === null ? "" : `/${sw.rating}`} software`,
    ),
    ...ship.features.map(featurePhrase),
  ];
  const fp = ship.fuelProcessors;
  if (fp)
    items.push(
      `${figure(fp.tons)} tons of fuel processors${fp.perDay === null ? "" : ` (processes ${figure(fp.perDay)} tons of unrefined fuel into refined fuel per day)`}`,
    );
  if (ship.fuelScoops) items.push("fuel scoops");
  return items.length ? `Special features include ${list(items)}.` : "There are no special features on this ship.";
}

/**
 * "23 escape pods", "an armory" (count 1); in digits when the words would make it software ("seventeen Fire
 * Control/2" reads as software named "seventeen Fire Control", "17 Fire Control/2" as seventeen of a feature).
 */
function featurePhrase(f: UsdfShip["features"][number]): string {
  if (f.count === null) return f.name;
  const words = `${countWord(f.count)} ${f.name}`;
  return softwareItem(words) ? `${figure(f.count)} ${f.name}` : words;
}

function passengers(ship: UsdfShip): string {
  const p = ship.passengers;
  const empty =
    p.count === 0 &&
    p.high === null &&
    p.nobles === 0 &&
    !p.doubleOccupancy &&
    p.withGunners === null &&
    p.low === 0 &&
    p.emergencyLow === 0 &&
    p.note === null;
  if (empty) return "The ship cannot carry any additional passengers.";
  const nobles = p.nobles ? `${count(p.nobles, "noble")} and ` : "";
  const high = p.high === null ? "" : `${countWord(p.high)} high passengers or `;
  const main = `${countWord(p.count)} ${p.high === null ? "additional" : "middle"} ${p.count === 1 ? "passenger" : "passengers"}`;
  const wg = p.withGunners
    ? ` (${p.withGunners.high === null ? "" : `${countWord(p.withGunners.high)} high or `}${countWord(p.withGunners.count)} with gunners)`
    : "";
  const lows: string[] = [];
  if (p.low) lows.push(`${countWord(p.low)} low passengers`);
  if (p.emergencyLow) lows.push(`${countWord(p.emergencyLow)} emergency low passengers`);
  return `The ship can carry ${nobles}${high}${main}${p.doubleOccupancy ? " at double occupancy" : ""}${p.note ? ` ${p.note}` : ""}${wg}${lows.length ? `, and ${list(lows)}` : ""}.`;
}
