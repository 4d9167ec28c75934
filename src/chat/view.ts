// Engine events → card view models (plain data, every string already localised; the templates only lay it out
// and Handlebars escapes it). Pure apart from reading game.i18n. One file per kind of thing on a card:
// view/names.ts (ships, seats, weapons, modifiers, checks), view/attack.ts, view/events.ts (the main card's sections,
// a line per event), view/damage.ts (the damage card), view/tables.ts (the SRD rows on hover), view/types.ts.
export * from "./view/types";
export { checkView, modifierName, mods, mountName, rangeName, seatName, shipName, weaponName } from "./view/names";
export { damageRowTitle, locationTitle } from "./view/tables";
export { actionSections, eventLine } from "./view/events";
export { damageLine, damageSections, damageSummary } from "./view/damage";
