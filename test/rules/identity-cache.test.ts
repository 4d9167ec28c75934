// IdentityCache: values found again by the identity of their two keys, the newest first, the oldest dropped.
import { describe, expect, test } from "vitest";
import { IdentityCache } from "../../src/rules/identity-cache";

describe("IdentityCache", () => {
  test("finds a value by the identity of both keys, not by equal contents", () => {
    const cache = new IdentityCache<object, string, number>(4);
    const a = { x: 1 };
    cache.set(a, "up", 1);
    expect(cache.get(a, "up")).toBe(1);
    expect(cache.get(a, "down")).toBeUndefined();
    expect(cache.get({ x: 1 }, "up")).toBeUndefined();
  });

  test("keeps the last `size` entries wherever the ring stands, and the newest wins for the same keys", () => {
    const cache = new IdentityCache<object, null, number>(3);
    const keys = Array.from({ length: 7 }, (_, i) => ({ i }));
    for (let n = 0; n < keys.length; n++) {
      cache.set(keys[n], null, n);
      // after each write: the last three written are found, every older one is gone
      for (let k = 0; k <= n; k++) expect(cache.get(keys[k], null)).toBe(k > n - 3 ? k : undefined);
    }
    cache.set(keys[6], null, 60);
    expect(cache.get(keys[6], null)).toBe(60);
  });

  test("the last hits are tried first, and a value set again is the one found after any lookups", () => {
    const cache = new IdentityCache<object, null, number>(4);
    const [a, b, c] = [{}, {}, {}];
    cache.set(a, null, 1);
    cache.set(b, null, 2);
    cache.set(c, null, 3);
    for (let n = 0; n < 3; n++) {
      expect(cache.get(a, null)).toBe(1);
      expect(cache.get(b, null)).toBe(2);
    }
    // a set while the older entry of the same keys is a remembered hit
    cache.set(a, null, 10);
    expect(cache.get(a, null)).toBe(10);
    expect(cache.get(c, null)).toBe(3);
    expect(cache.get(b, null)).toBe(2);
    expect(cache.get(a, null)).toBe(10);
    // pushed out of the ring: a remembered slot now holds another entry, which is not taken for the old keys
    for (const k of [{}, {}, {}]) cache.set(k, null, 0);
    expect(cache.get(a, null)).toBe(10);
    cache.set({}, null, 0);
    expect(cache.get(a, null)).toBeUndefined();
    expect(cache.get(b, null)).toBeUndefined();
  });

  test("find returns the value of an entry whose keys pass the test", () => {
    const cache = new IdentityCache<{ id: string }, null, string>(2);
    cache.set({ id: "a" }, null, "A");
    cache.set({ id: "b" }, null, "B");
    const idIs = (k: { id: string }, _: null, id: string, upper: boolean) => (upper ? k.id.toUpperCase() : k.id) === id;
    expect(cache.find(idIs, "b", false)).toBe("B");
    expect(cache.find(idIs, "B", true)).toBe("B");
    expect(cache.find(idIs, "c", false)).toBeUndefined();
  });
});
