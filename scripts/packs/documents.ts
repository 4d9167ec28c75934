// The JSON shapes written under packs/_source/<pack>/: Foundry document sources with `_id` and the `_key`
// the foundryvtt-cli LevelDB compiler needs ("!actors!<id>", "!actors.items!<actor>.<item>", ...).
export const SYSTEM_ID = "cepheus-space-combat";
/** The data models' current schema version (src/data/migration.ts SCHEMA_VERSION). */
export const SCHEMA_VERSION = 1;

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

export const IMG = {
  weapon: "icons/svg/explosion.svg",
  missile: "icons/svg/target.svg",
  sand: "icons/svg/shield.svg",
  ship: "icons/svg/wing.svg",
  crew: "icons/svg/mystery-man.svg",
} as const;
