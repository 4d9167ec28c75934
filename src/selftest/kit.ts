// What the self-test makes in a world, and how it takes it all away again. Everything it creates goes through
// `made`, so that cleanup deletes exactly that (newest first), whatever step failed; the world's own documents
// are only ever read (the compendium ships are copied into temporary actors, never used in place).
import { SYSTEM_ID } from "../base/system-id";

/** The name every temporary document carries, so a GM can tell them apart should a cleanup ever fail. */
export const TEMPORARY_PREFIX = "[Self-test]";

/** A check that did not hold: `key` names the check (CEPHEUS.SelfTest.Check.<key>), `data` fills it in. */
export class SelfTestFailure extends Error {
  constructor(
    readonly key: string,
    readonly data: Record<string, string> = {},
  ) {
    super(key);
    this.name = "SelfTestFailure";
  }
}

type Deletable = { delete(): Promise<unknown>; id?: string | null };

export class Made {
  readonly #docs: Deletable[] = [];

  add<T extends Deletable | null | undefined>(doc: T): NonNullable<T> {
    if (!doc) throw new SelfTestFailure("notCreated");
    this.#docs.push(doc);
    return doc as NonNullable<T>;
  }

  /** Delete everything made, newest first; returns the errors (a failed delete does not stop the others). */
  async cleanup(): Promise<string[]> {
    const errors: string[] = [];
    for (const doc of this.#docs.splice(0).reverse()) {
      try {
        await doc.delete();
      } catch (err) {
        errors.push(err instanceof Error ? err.message : String(err));
      }
    }
    return errors;
  }
}

/** A seeded replacement of the uniform random source every Foundry Roll uses (CONFIG.Dice.randomUniform). */
export function seededUniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Roll every die of `fn` from a seeded source (so that the run is the same each time), then put core's back. */
export async function withSeededDice<T>(seed: number, fn: () => Promise<T>): Promise<T> {
  const dice = CONFIG.Dice as unknown as { randomUniform: () => number };
  const previous = dice.randomUniform;
  dice.randomUniform = seededUniform(seed);
  try {
    return await fn();
  } finally {
    dice.randomUniform = previous;
  }
}

/** The system's compendium of SRD ships. */
export function shipsPack(): CompendiumCollection.Any | null {
  return (game.packs?.get(`${SYSTEM_ID}.ships`) as CompendiumCollection.Any | undefined) ?? null;
}

/** Copy a compendium ship into a temporary world actor. */
export async function temporaryShip(made: Made, name: string): Promise<Actor.Implementation> {
  const pack = shipsPack();
  if (!pack) throw new SelfTestFailure("missing", { what: `${SYSTEM_ID}.ships` });
  const index = await pack.getIndex();
  const entry = [...index].find((e) => (e as { name?: string }).name === name) as { _id: string } | undefined;
  if (!entry) throw new SelfTestFailure("missing", { what: name });
  const doc = (await pack.getDocument(entry._id)) as Actor.Implementation | null | undefined;
  if (!doc) throw new SelfTestFailure("missing", { what: name });
  const source = doc.toObject() as Record<string, unknown>;
  delete source._id;
  delete source.folder;
  source.name = `${TEMPORARY_PREFIX} ${doc.name}`;
  source.ownership = { default: 0 };
  return made.add((await Actor.implementation.create(source as never)) as Actor.Implementation | undefined);
}
