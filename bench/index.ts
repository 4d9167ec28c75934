// Every bench of the project. Adding one: write bench/<name>.ts exporting `benches: Bench[]` and add one line below.
import type { Bench, SelfTimedBench } from "./harness";
import { benches as engagement } from "./engagement";
import { benches as tracker } from "./tracker";
import { benches as shipSheet } from "./ship-sheet";
import { benches as usdf } from "./usdf";
import { benches as npcCrew } from "./npc-crew";
import { benches as encounter } from "./encounter";

export const benches: (Bench | SelfTimedBench)[] = [
  ...engagement,
  ...tracker,
  ...shipSheet,
  ...usdf,
  ...npcCrew,
  ...encounter,
];

export { measure, measureAny } from "./harness";
export type { Bench, Measurement, SelfTimedBench } from "./harness";
