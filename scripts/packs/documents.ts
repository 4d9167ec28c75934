// The JSON shapes written under packs/_source/<pack>/: Foundry document sources with `_id` and the `_key`
// the foundryvtt-cli LevelDB compiler needs ("!actors!<id>", "!actors.items!<actor>.<item>", ...).
export const SYSTEM_ID = "cepheus-space-combat";
/** The data models' current schema version. */
export { SCHEMA_VERSION } from "../../src/data/migration";

export interface ItemSource {
  _id: string;
  _key: string;
  name: string;
  type: "weapon";
  img: string;
  system: Record<string, unknown>;
  effects: never[];
  folder: null;
  sort: number;
  flags: Record<string, unknown>;
}

export interface ActorSource {
  _id: string;
  _key: string;
  name: string;
  type: "ship" | "crew";
  img: string;
  system: Record<string, unknown>;
  items: ItemSource[];
  effects: never[];
  folder: null;
  sort: number;
  flags: Record<string, unknown>;
  prototypeToken: Record<string, unknown>;
}

export interface JournalPageSource {
  _id: string;
  _key: string;
  name: string;
  type: "text";
  title: { show: boolean; level: number };
  text: { content: string; format: 1 };
  sort: number;
  flags: Record<string, unknown>;
}

export interface JournalSource {
  _id: string;
  _key: string;
  name: string;
  pages: JournalPageSource[];
  folder: null;
  sort: number;
  flags: Record<string, unknown>;
}

export type PackDocument = ItemSource | ActorSource | JournalSource;

/** Default images: the shared mapping's (src/data/usdf/weapons.ts). */
export { IMG } from "../../src/data/usdf/weapons";
