// The tables and damage-chain half of the rules engine, in one barrel. src/rules/index.ts builds on this.
export { difficultyDM, degreeOfSuccess, characteristicDM } from "./checks";
export * from "./tables";
export * from "./ranges";
export * from "./reactions";
export * from "./missiles";
export * from "./damage";
export * from "./crew-damage";
export * from "./repair";
export * from "./hull";
export * from "./ship-state";
export * from "./sensors";
export * from "./planetary";
export * from "./boarding";
export * from "./scaling";
export * from "./software";
