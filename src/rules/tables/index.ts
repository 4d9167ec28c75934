// Every SRD table the space-combat rules use, as typed constant data (one file per table family).
export * from "./actions";
export * from "./attack";
export * from "./boarding";
export * from "./crew";
export * from "./damage";
export * from "./hull";
export * from "./missiles";
export * from "./planetary";
export * from "./ranges";
export * from "./reactions";
export * from "./repair";
export * from "./scaling";
export * from "./ship";
export * from "./software";
export * from "./weapons";
