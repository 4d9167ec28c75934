// Universal Ship Description Format: read a ship from its USDF paragraph, and write one back.
export { parseShipDescription, MAX_TEXT_LENGTH } from "./parse";
export { exportShipDescription } from "./export";
export { weaponsOf, positionsOf } from "./derive";
export { USDF_ERROR_CODES, USDF_FIELDS, USDF_FLAG_CODES } from "./types";
export type * from "./types";
