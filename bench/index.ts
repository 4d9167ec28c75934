// Every bench of the project. Adding one: write bench/<name>.ts exporting `benches: Bench[]` and add one line below.
import type { Bench } from "./harness";
import { benches as engagement } from "./engagement";
import { benches as tracker } from "./tracker";
import { benches as shipSheet } from "./ship-sheet";

export const benches: Bench[] = [
  ...engagement,
  ...tracker,
  ...shipSheet,
];

export { measure } from "./harness";
export type { Bench, Measurement } from "./harness";
