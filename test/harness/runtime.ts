// The state the stand-in's documents share: the runtime they read (CONFIG, game, the manifest's documentTypes, the
// clients of each user), core's ownership levels, user roles and permission defaults, and the Collection that holds
// world and embedded documents. setup.ts wires the runtime.
import type { AnyObject } from "./utils";

export const DOCUMENT_OWNERSHIP_LEVELS = Object.freeze({ INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 });
export const USER_ROLES = Object.freeze({ NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 });

/** Runtime state the documents read: CONFIG, game, the manifest's documentTypes. Wired by setup.ts. */
export const runtime = {
  config: {} as AnyObject,
  game: {} as AnyObject,
  documentTypes: {} as Record<string, string[]>,
  notify: (_type: "error" | "warn" | "info", _message: string) => {},
  /** Run `fn` on `user`'s client (game.user is that user meanwhile); user-context.ts gives each call its own. */
  runAs: async <T>(user: AnyObject, fn: () => Promise<T> | T): Promise<T> => {
    const previous = runtime.game.user;
    runtime.game.user = user;
    try {
      return await fn();
    } finally {
      runtime.game.user = previous;
    }
  },
  /** The clients (tabs, devices) of a user, by user id, each with its own queries, when not just the one every user
   * has (CONFIG.queries): `main` says whether that one is among them (test/harness `openClient`). */
  clients: new Map<string, { main: boolean; tables: AnyObject[] }>(),
};

/** Core's permission defaults that the stand-in knows (CONST.USER_PERMISSIONS `defaultRole`); permissions.ts adds more. */
export const QUERY_PERMISSIONS = Object.freeze({ QUERY_USER: { defaultRole: 1 } }) as Readonly<
  Record<string, { defaultRole: number }>
>;

/** Keyed collection (Foundry's Collection is a Map with helpers; iterating it yields the values, not entries). */
export class Collection<V> extends Map<string, V> {
  // typed `any`: Map declares entry iteration; Foundry's Collection yields values
  override [Symbol.iterator](): any {
    return this.values();
  }
  get contents(): V[] {
    return [...this.values()];
  }
  override get(key: string, { strict = false }: { strict?: boolean } = {}): V | undefined {
    const v = super.get(key);
    if (strict && v === undefined) throw new Error(`The key ${key} does not exist in the Collection`);
    return v;
  }
  getName(name: string): V | undefined {
    return this.contents.find((v) => (v as AnyObject).name === name);
  }
  find(fn: (v: V) => boolean): V | undefined {
    return this.contents.find(fn);
  }
  filter(fn: (v: V) => boolean): V[] {
    return this.contents.filter(fn);
  }
  map<T>(fn: (v: V) => T): T[] {
    return this.contents.map(fn);
  }
  some(fn: (v: V) => boolean): boolean {
    return this.contents.some(fn);
  }
}
