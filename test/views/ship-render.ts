// Render the ship sheet's parts from a view model with the real handlebars (tests and bench). The context has the
// shape the sheet class gives its parts: {actor, view, tabs, tab, notes, notesHTML}.
import { partTemplates, SHIP_PARTS, SHIP_TABS } from "../../src/apps/sheets/paths";
import type { ShipView } from "../../src/apps/sheets/ship-view";
import { loadTemplates, renderTemplateSync } from "../harness/templates";

export interface TabContext {
  id: string;
  group: string;
  active: boolean;
  cssClass: string;
  label: string;
}

export function shipTabs(active: string = "stations"): Record<string, TabContext> {
  return Object.fromEntries(
    SHIP_TABS.map((id) => [id, { id, group: "primary", active: id === active, cssClass: id === active ? "active" : "", label: `CEPHEUS.Sheet.Tab.${id}` }]),
  );
}

let loaded = false;
export async function loadShipTemplates(): Promise<void> {
  if (loaded) return;
  await loadTemplates(partTemplates(SHIP_PARTS));
  loaded = true;
}

/** Every part's HTML (call loadShipTemplates first). */
export function renderShipParts(view: ShipView, options: { active?: string; actor?: { id: string; name: string; img: string }; notes?: string } = {}): Record<string, string> {
  const tabs = shipTabs(options.active);
  const base = { actor: options.actor ?? { id: "ship", name: view.name, img: "icons/svg/ship.svg" }, view, tabs, notes: options.notes ?? "", notesHTML: options.notes ?? "" };
  const out: Record<string, string> = {};
  for (const [id, part] of Object.entries(SHIP_PARTS)) out[id] = renderTemplateSync(part.template, { ...base, tab: tabs[id] });
  return out;
}
