// The world-setting rulings that derived data follows. The data layer reads no settings itself (it may import only
// the rules): src/play/settings.ts registers the settings and tells this module their values, at init and on
// every change, then prepares the ships again.

let halfRounding: "up" | "down" = "up";

/** Ruling R22: how the M-Drive's second hit rounds the halved Thrust ("up" until the settings say otherwise). */
export function mDriveHalfRounding(): "up" | "down" {
  return halfRounding;
}

export function setMDriveHalfRounding(rounding: "up" | "down"): void {
  halfRounding = rounding === "down" ? "down" : "up";
}

let structureRoundingNow: "down" | "up" = "down";

/** Ruling R21: how a new ship's Structure rounds tons / 50 ("down", Chapter 10, until the settings say otherwise). */
export function structureRounding(): "down" | "up" {
  return structureRoundingNow;
}

export function setStructureRounding(rounding: "down" | "up"): void {
  structureRoundingNow = rounding === "up" ? "up" : "down";
}
