// A copy of twodsix's Light Military Transport changed in a test, read as the import window reads it: components
// added as twodsix's data model writes them (src/module/data/items/componentData.js), others taken away.
import { readImports, type ImportedShip } from "../../../src/rules/imports";
import { json } from "./fixtures";

export const SHIP = "twodsix/bddb68e/cepheus-deluxe-actors/ship_Light_Military_Transport_IYu6a2fdQtrzJmMr.json";

/** A twodsix component as its data model writes one, with these fields. */
export const component = (name: string, subtype: string, system: Record<string, unknown> = {}) => ({
  name,
  type: "component",
  system: {
    subtype,
    quantity: 1,
    weight: 0,
    rating: "",
    hits: 0,
    status: "operational",
    driveType: "other",
    ...system,
  },
});

/** The transport with some of its own components taken away and others added, read. */
export function read(change: (a: any) => void): ImportedShip {
  const a = json(SHIP);
  change(a);
  const r = readImports([JSON.stringify(a)]);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.entries[0] as ImportedShip;
}
export const without = (a: any, ...names: string[]) => (a.items = a.items.filter((i: any) => !names.includes(i.name)));
export const noted = (e: ImportedShip) => ({
  read: e.notes.read.map((n) => `${n.from} → ${n.to}: ${n.value}`),
  guessed: e.notes.guessed.map((n) => `${n.from} → ${n.to}: ${n.value} (${n.reason})`),
  left: e.notes.left.map((n) => `${n.from}: ${n.value}`),
});
