// What "a valid ship" means for the robustness tests, written independently of the parser's validator.
import { expect } from "vitest";
import { WEAPON_KINDS } from "../../../src/rules/types";
import { USDF_ERROR_CODES, type UsdfParseResult, type UsdfShip } from "../../../src/rules/usdf";

/** Every number finite (and not negative, but the sensor DM); Hull and Structure within the tonnage. */
export function expectValidShip(ship: UsdfShip): void {
  // collected, then asserted once: an assertion per number made a ship of 30,000 weapons take seconds
  const bad: string[] = [];
  const walk = (v: unknown, path: string): void => {
    if (typeof v === "number") {
      if (!Number.isFinite(v) || (v < 0 && path !== "sensors.dm")) bad.push(`${path} = ${v}`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(ship, "");
  expect(bad).toEqual([]);
  expect(typeof ship.name).toBe("string");
  expect(ship.name.trim().length).toBeGreaterThan(0);
  expect(ship.tons).toBeGreaterThan(0);
  const maxPoints = Math.ceil(ship.tons / 50);
  expect(Number.isInteger(ship.hull) && ship.hull <= maxPoints).toBe(true);
  expect(Number.isInteger(ship.structure) && ship.structure >= 1 && ship.structure <= maxPoints).toBe(true);
  for (const k of ["techLevel", "jump", "thrust", "armor"] as const) expect(Number.isInteger(ship[k]), k).toBe(true);
  expect(ship.cargo).toBeLessThanOrEqual(ship.tons);
  expect(ship.mounts.length).toBeLessThanOrEqual(Math.max(1, Math.floor(ship.tons / 100)));
  const ids = new Set(ship.mounts.map((m) => m.id));
  expect(ids.size).toBe(ship.mounts.length);
  expect(ship.weapons).toHaveLength(ship.mounts.reduce((n, m) => n + m.weapons.length, 0));
  const mounts: string[] = ["turret", "bay", "fixed", "popup"];
  expect(
    ship.weapons.filter((w) => !WEAPON_KINDS.includes(w.kind) || !mounts.includes(w.mount) || !ids.has(w.mountId)),
  ).toEqual([]);
  // plain JSON data
  expect(JSON.parse(JSON.stringify(ship))).toEqual(ship);
}

/** A result is either a valid ship or a refusal with a known code and a sentence saying what is wrong. */
export function expectWellFormed(result: UsdfParseResult): void {
  if (result.ok) {
    expectValidShip(result.ship);
    expect(Array.isArray(result.unread)).toBe(true);
    expect(result.unread.filter((u) => typeof u !== "string")).toEqual([]);
  } else {
    expect(USDF_ERROR_CODES).toContain(result.error.code);
    expect(result.error.message.length).toBeGreaterThan(10);
    if (result.error.field)
      expect(result.error.message.toLowerCase()).toContain(result.error.field.toLowerCase().split(" ")[0]);
  }
}
