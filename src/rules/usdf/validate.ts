// The checks a parsed ship must pass before it is offered as a ship: every figure finite and in range,
// Hull and Structure within what the tonnage allows (one point per 50 tons, rounded up), fittings
// within the hull.
import type { UsdfError, UsdfShip } from "./types";

export const MAX_TONS = 1_000_000;

export function validate(s: UsdfShip): UsdfError | null {
  const range = (field: string, v: number, lo: number, hi: number, integer = true): UsdfError | null =>
    !Number.isFinite(v) || v < lo || v > hi || (integer && !Number.isInteger(v))
      ? { code: "outOfRange", field, value: v, message: `${field} is ${v}; it must be ${integer ? "a whole number " : ""}from ${lo} to ${hi}.` }
      : null;
  const first = (...errs: (UsdfError | null)[]) => errs.find((e) => e !== null) ?? null;

  const byTons = first(range("techLevel", s.techLevel, 0, 33), range("tons", s.tons, 1, MAX_TONS, false));
  if (byTons) return byTons;
  const maxPoints = Math.ceil(s.tons / 50);
  const limits = first(
    range("hull", s.hull, 0, Number.MAX_SAFE_INTEGER),
    range("structure", s.structure, 1, Number.MAX_SAFE_INTEGER),
    range("jump", s.jump, 0, 9),
    range("thrust", s.thrust, 0, 20),
    range("armor", s.armor, 0, 100),
  );
  if (limits) return limits;
  for (const field of ["hull", "structure"] as const)
    if (s[field] > maxPoints)
      return {
        code: "hullExceedsTons",
        field,
        value: s[field],
        message: `${field === "hull" ? "Hull" : "Structure"} ${s[field]} is more than a ${s.tons}-ton hull allows (${maxPoints}: one point per 50 tons).`,
      };
  const counts: [string, number][] = [
    ["staterooms", s.staterooms],
    ["lowBerths", s.lowBerths],
    ["emergencyLowBerths", s.emergencyLowBerths],
    ["barracks", s.barracks],
    ["hardpoints", s.hardpoints],
    ["crew", s.crew.total],
    ["missiles", s.ammo.missiles.standard + s.ammo.missiles.smart + s.ammo.missiles.nuclear],
    ["sand", s.ammo.sand],
    ["computer", s.computer?.model ?? 0],
    ...s.crew.roles.map((r): [string, number] => [`crew (${r.role})`, r.count]),
  ];
  for (const [field, v] of counts) {
    const e = range(field, v, 0, 1e9);
    if (e) return e;
  }
  const maxHardpoints = Math.max(1, Math.floor(s.tons / 100));
  const tonnage: [string, number, number][] = [
    ["cargo", s.cargo, s.tons],
    ["fuel", s.fuel?.tons ?? 0, s.tons],
    ["fireControlTons", s.fireControlTons, s.tons],
    ["hardpoints", s.hardpoints, maxHardpoints],
    ["mounts", s.mounts.length, maxHardpoints],
  ];
  for (const [field, v, max] of tonnage)
    if (v > max)
      return {
        code: "exceedsTons",
        field,
        value: v,
        message:
          field === "hardpoints" || field === "mounts"
            ? `${v} ${field === "mounts" ? "mounts (turrets and bays)" : "hardpoints"} are more than a ${s.tons}-ton hull has (${max}: one per 100 tons).`
            : `${field} of ${v} tons is more than the ${s.tons}-ton hull.`,
      };
  return null;
}
