// Where a note came from, in a user's words (src/rules/imports/sources.ts): each path the readers write, by its kind.
import { describe, expect, it } from "vitest";
import { isRawPath, sourceWords } from "../../../src/rules/imports";

describe("sourceWords", () => {
  it.each([
    ["name", { key: "name" }],
    ["heading", { key: "heading" }],
    ["system.techLevel", { key: "techLevel" }],
    ["system.spacecraft.tl", { key: "techLevel" }],
    ["system.shipStats.mass.max", { key: "tonnage" }],
    ["system.spacecraft.dtons", { key: "tonnage" }],
    ["system.shipStats.hull.max", { key: "hullPoints" }],
    ["system.hits", { key: "hullPoints" }],
    ["system.hits.max", { key: "hullPoints" }],
    ["system.shipStats.armor.max", { key: "armor" }],
    ["system.spacecraft.armour", { key: "armor" }],
    ["system.shipStats.armor.name", { key: "armorName" }],
    ["system.shipStats.drives.jDrive.rating", { key: "jump" }],
    ["system.spacecraft.jdrive", { key: "jump" }],
    ["system.shipStats.drives.mDrive.rating", { key: "thrust" }],
    ["system.spacecraft.mdrive", { key: "thrust" }],
    ["system.shipStats.fuel", { key: "fuel" }],
    ["system.spacecraft.fuel", { key: "fuel" }],
    ["system.shipStats.power", { key: "power" }],
    ["system.spacecraft.power", { key: "power" }],
    ["system.shipStats.bandwidth", { key: "bandwidth" }],
    ["system.spacecraft.cargo", { key: "cargo" }],
    ["system.spacecraft.configuration", { key: "configuration" }],
    ["system.spacecraft.cost", { key: "cost" }],
    ["system.spacecraft.computer", { key: "computer" }],
    ["system.spacecraft.rdrive", { key: "reactionDrive" }],
    ["system.spacecraft.hullOptions", { key: "hullOptions" }],
    ["system.spacecraft.radShielding", { key: "radiationShielding" }],
    ["system.skills", { key: "skills" }],
  ])("a field: %s", (from, words) => {
    expect(sourceWords(from)).toEqual(words);
    expect(isRawPath(from)).toBe(false);
  });

  it.each([
    ["items[Pulse Laser]", { item: "Pulse Laser" }],
    ["items[Pulse Laser].system.hits", { item: "Pulse Laser", part: "hits" }],
    ["items[Staterooms].system.quantity", { item: "Staterooms", part: "quantity" }],
    ["items[Base Hull].system.weight", { item: "Base Hull", part: "weight" }],
    ["items[m-drive].system.status", { item: "m-drive", part: "status" }],
    ["items[j-drive].system.rating", { item: "j-drive", part: "rating" }],
    ["items[Untrained].system.value", { item: "Untrained", part: "level" }],
    ["items[Missiles].system.ammunition.value", { item: "Missiles", part: "ammunition" }],
    ["items[Barbette].system.hardware.mount", { item: "Barbette", part: "mount" }],
    ["items[Turret].system.hardware.weapons.abc", { item: "Turret", part: "linkedWeapon" }],
    ["items[a]b].system.hits", { item: "a]b", part: "hits" }],
    ["system.skills.gunner", { item: "gunner" }],
    ["system.skills.gunner.specialities", { item: "gunner", part: "specialities" }],
    ["system.skills.pilot.specialities.smallCraft", { item: "pilot", part: "specialities" }],
  ])("an item or a skill: %s", (from, words) => {
    expect(sourceWords(from)).toEqual(words);
    expect(isRawPath(from)).toBe(false);
  });

  it.each([
    ["system.characteristics.strength.value", { key: "characteristic", detail: "strength" }],
    ["system.characteristics.STR.value", { key: "characteristic", detail: "STR" }],
    ["system.characteristics.endurance.damage", { key: "injury", detail: "endurance" }],
    ["system.damage.END.value", { key: "injury", detail: "END" }],
    ["system.shipPositionActorIds.PNhWfUYKQwcLRTzE", { key: "seatedActor", detail: "PNhWfUYKQwcLRTzE" }],
    ["system.crew.pilot", { key: "crewTab", detail: "pilot" }],
    ["flags.mgt2e.crit_sensors", { key: "critical", detail: "sensors" }],
  ])("a field with the export's own word: %s", (from, words) => {
    expect(sourceWords(from)).toEqual(words);
    expect(isRawPath(from)).toBe(false);
  });

  it("a statblock's label is its own word; a path no reader writes is shown as it is, and known as raw", () => {
    expect(sourceWords("Tonnage")).toEqual({ label: "Tonnage" });
    expect(isRawPath("Tonnage")).toBe(false);
    for (const raw of ["system.unknown", "items[X].system.other", "flags.other.x", "items[X].y"]) {
      expect(sourceWords(raw)).toEqual({ label: raw.replace(/^items\[(.*)\]\./, "$1: ") });
      expect(isRawPath(raw), raw).toBe(true);
    }
    expect(sourceWords("system.characteristics.STR.max")).toEqual({ label: "system.characteristics.STR.max" });
    expect(sourceWords("system.damage.str.value")).toEqual({ label: "system.damage.str.value" });
    expect(sourceWords("system.crew.pilot2")).toEqual({ label: "system.crew.pilot2" });
  });
});
