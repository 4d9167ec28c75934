// The checks a parsed ship must pass before it is offered as a ship: every figure finite and in range, every count a
// whole number, Hull and Structure within what the tonnage allows (one point per 50 tons, rounded up), turrets, bays
// and fittings within the hull (./tonnage.ts). `validateHull` runs as soon as the hull sentence is read, so that the
// rest of the text is read against a hull known to be sound; `validate` checks the finished ship. `flagsOf` lists what
// does not add up without making the ship impossible.
import { exceedsHardpoints, hangarTons, hardpointsOf, mountsTons, overHull } from "./tonnage";
import { MAX_TONS } from "./tonnage";
import type { UsdfError, UsdfFlag, UsdfShip } from "./types";

/** Largest count of anything (crew, missiles, berths, ...) a ship may have. */
export const MAX_COUNT = 1e9;

function range(
  field: NonNullable<UsdfError["field"]>,
  v: number,
  lo: number,
  hi: number,
  integer = true,
): UsdfError | null {
  return !Number.isFinite(v) || v < lo || v > hi || (integer && !Number.isInteger(v))
    ? {
        code: "outOfRange",
        field,
        value: v,
        message: `${field} is ${v}; it must be ${integer ? "a whole number " : ""}from ${lo} to ${hi}.`,
      }
    : null;
}

const first = (...errs: (UsdfError | null)[]) => errs.find((e) => e !== null) ?? null;

/** Tech level, tonnage, Hull and Structure: what the hull sentence and the heading give. */
export function validateHull(s: UsdfShip): UsdfError | null {
  const byTons = first(range("techLevel", s.techLevel, 0, 33), range("tons", s.tons, 1, MAX_TONS, false));
  if (byTons) return byTons;
  const maxPoints = Math.ceil(s.tons / 50);
  const limits = first(
    range("hull", s.hull, 0, Number.MAX_SAFE_INTEGER),
    range("structure", s.structure, 1, Number.MAX_SAFE_INTEGER),
  );
  if (limits) return limits;
  for (const field of ["hull", "structure"] as const)
    if (s[field] > maxPoints)
      return {
        code: "hullExceedsTons",
        field,
        value: s[field],
        limit: maxPoints,
        message: `${field === "hull" ? "Hull" : "Structure"} ${s[field]} is more than a ${s.tons}-ton hull allows (${maxPoints}: one point per 50 tons).`,
      };
  return null;
}

/** Every count the ship holds, by the field a refusal names. */
function counts(s: UsdfShip): [NonNullable<UsdfError["field"]>, number][] {
  const p = s.passengers;
  const out: [NonNullable<UsdfError["field"]>, number][] = [
    ["staterooms", s.staterooms],
    ["lowBerths", s.lowBerths],
    ["emergencyLowBerths", s.emergencyLowBerths],
    ["barracks", s.barracks],
    ["hardpoints", s.hardpoints],
    ["crew", s.crew.total],
    ["gunnersIfArmed", s.crew.gunnersIfArmed ?? 0],
    ["missiles", s.ammo.missiles.standard + s.ammo.missiles.smart + s.ammo.missiles.nuclear],
    ["sand", s.ammo.sand],
    ["computer", s.computer?.model ?? 0],
    ["screens", s.screens.mesonScreen],
    ["screens", s.screens.nuclearDamper],
    ["fuel", s.fuel?.weeks ?? 0],
    ["fuel", s.fuel?.jumps ?? 0],
    ["cabin", s.cabin?.crew ?? 0],
    ["cabin", s.cabin?.extraPassengers ?? 0],
    ["hangars", s.hangars?.count ?? 0],
    ["sections", s.sections?.count ?? 0],
    ["sections", s.sections?.hull ?? 0],
    ["sections", s.sections?.structure ?? 0],
    ["passengers", p.count],
    ["passengers", p.high ?? 0],
    ["passengers", p.nobles],
    ["passengers", p.low],
    ["passengers", p.emergencyLow],
    ["passengers", p.withGunners?.count ?? 0],
    ["passengers", p.withGunners?.high ?? 0],
  ];
  for (const c of s.hangars?.craft ?? []) out.push(["hangars", c.count]);
  for (const f of s.features) if (f.count !== null) out.push(["features", f.count]);
  for (const r of s.crew.roles) out.push([`crew (${r.role})`, r.count]);
  return out;
}

export function validate(s: UsdfShip): UsdfError | null {
  const hull = validateHull(s);
  if (hull) return hull;
  const limits = first(range("jump", s.jump, 0, 9), range("thrust", s.thrust, 0, 20), range("armor", s.armor, 0, 100));
  if (limits) return limits;
  for (const [field, v] of counts(s)) {
    const e = range(field, v, 0, MAX_COUNT);
    if (e) return e;
  }
  const maxHardpoints = hardpointsOf(s.tons);
  for (const [field, v] of [
    ["hardpoints", s.hardpoints],
    ["mounts", s.mounts.length],
  ] as const)
    if (v > maxHardpoints) return exceedsHardpoints(field, v, s.tons);
  return overHull(s, { mounts: mountsTons(s.mounts), hangars: hangarTons(s.hangars) });
}

/** What does not add up: sections whose Hull and Structure are not the ship's, shared out. */
export function flagsOf(s: UsdfShip): UsdfFlag[] {
  const out: UsdfFlag[] = [];
  const sec = s.sections;
  if (sec && (sec.count * sec.hull !== s.hull || sec.count * sec.structure !== s.structure))
    out.push({
      code: "sectionsDoNotAddUp",
      data: {
        count: sec.count,
        hull: sec.hull,
        structure: sec.structure,
        shipHull: s.hull,
        shipStructure: s.structure,
      },
      message: `${sec.count} sections of ${sec.hull} Hull, ${sec.structure} Structure each do not add up to the ship's ${s.hull} Hull, ${s.structure} Structure.`,
    });
  return out;
}
