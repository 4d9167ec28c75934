// The ship sheet's edits that wait for a click or a drop, loaded on first use (./ship-drop.ts, loadSheetEdits): what a
// drop does, the hangars' edits, and adding and removing mounts and weapons.
export { dropOnShip } from "./drop-handlers";
export { disembarkCraft } from "./craft-edits";
export { addMount, deleteMount, deleteWeapon } from "./mount-edits";
