// Stand-in for the system's compendium packs (public API: foundryvtt.com/api/v13/classes/
// foundry.documents.collections.CompendiumCollection.html), read from the pack sources in packs/_source (node only):
// `game.packs.get("<system>.<pack>")`, `collection`, `metadata` {id, name, label, type, packageName},
// `getIndex()` (a Collection of {_id, name, type, img, uuid}), `getDocument(id)` and `getDocuments()`. A document read
// from a pack is a new instance each time, with `pack` set and a Compendium UUID, and is not in the world. Import in
// a test file; it installs `game.packs` when it is missing and leaves it alone otherwise.
import fs from "node:fs";
import path from "node:path";
import { Collection, runtime } from "./runtime";
import { deepClone, type AnyObject } from "./utils";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "system.json"), "utf8")) as {
  id: string;
  packs: { name: string; label: string; type: string }[];
};

export class CompendiumStandIn {
  readonly collection: string;
  readonly metadata: { id: string; name: string; label: string; type: string; packageName: string };
  readonly #sources: AnyObject[];

  constructor(pack: { name: string; label: string; type: string }) {
    this.collection = `${manifest.id}.${pack.name}`;
    this.metadata = {
      id: this.collection,
      name: pack.name,
      label: pack.label,
      type: pack.type,
      packageName: manifest.id,
    };
    const dir = path.join(root, "packs", "_source", pack.name);
    this.#sources = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .sort()
          .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as AnyObject)
      : [];
  }

  get documentName(): string {
    return this.metadata.type;
  }

  async getIndex(): Promise<Collection<AnyObject>> {
    const index = new Collection<AnyObject>();
    for (const s of this.#sources)
      index.set(s._id, {
        _id: s._id,
        name: s.name,
        type: s.type,
        img: s.img,
        uuid: `Compendium.${this.collection}.${this.documentName}.${s._id}`,
      });
    return index;
  }

  async getDocument(id: string): Promise<AnyObject | undefined> {
    const source = this.#sources.find((s) => s._id === id);
    return source ? this.#instance(source) : undefined;
  }

  async getDocuments(): Promise<AnyObject[]> {
    return this.#sources.map((s) => this.#instance(s));
  }

  #instance(source: AnyObject): AnyObject {
    const cls = runtime.config[this.documentName]?.documentClass;
    if (!cls) throw new Error(`packs stand-in: no document class for ${this.documentName}`);
    const data = deepClone(source);
    delete data._key;
    for (const child of (data.items as AnyObject[] | undefined) ?? []) delete child._key;
    const doc = new cls(data);
    const uuid = `Compendium.${this.collection}.${this.documentName}.${source._id}`;
    Object.defineProperty(doc, "pack", { value: this.collection, configurable: true });
    Object.defineProperty(doc, "uuid", { get: () => uuid, configurable: true });
    return doc;
  }
}

const game = (globalThis as { game?: AnyObject }).game;
if (game && !game.packs) {
  const packs = new Collection<CompendiumStandIn>();
  for (const pack of manifest.packs) packs.set(`${manifest.id}.${pack.name}`, new CompendiumStandIn(pack));
  game.packs = packs;
}
