// src/base/lazy.ts: code loaded on first use. One load however often it is asked for; a failed load is told once
// per call in the user's language, resolves null (the caller changes nothing) and is tried again next time; a
// preload that fails says nothing.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bootSystem, errors } from "../harness";
import { lazy } from "../../src/base/lazy";

beforeAll(bootSystem);

const KEY = "CEPHEUS.USDF.Error.loadFailed";
const said = (message: string) => game.i18n!.format(KEY, { message });

function loader(outcomes: (object | Error)[]) {
  const calls = { n: 0 };
  const load = async () => {
    const next = outcomes[Math.min(calls.n++, outcomes.length - 1)];
    if (next instanceof Error) throw next;
    return next;
  };
  return { load, calls };
}

describe("lazy()", () => {
  it("loads once: concurrent and later calls get the same module", async () => {
    const module = { name: "chunk" };
    const { load, calls } = loader([module]);
    const get = lazy(load, KEY);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(module);
    expect(b).toBe(module);
    expect(await get()).toBe(module);
    expect(calls.n).toBe(1);
    expect(get.failure).toBeNull();
    expect(errors()).toEqual([]);
  });

  it("a failed load: a localised error, null, and the next call tries again", async () => {
    const module = { name: "chunk" };
    const { load, calls } = loader([new Error("Failed to fetch dynamically imported module"), module]);
    const get = lazy(load, KEY);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await get()).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
    expect(errors()).toEqual([said("Failed to fetch dynamically imported module")]);
    expect(errors()[0]).not.toContain(KEY);
    expect(get.failure).toBe(said("Failed to fetch dynamically imported module"));
    expect(await get()).toBe(module);
    expect(calls.n).toBe(2);
    expect(get.failure).toBeNull();
    expect(errors()).toHaveLength(1);
  });

  it("preload starts the load without waiting, and a failed preload says nothing", async () => {
    const module = { name: "chunk" };
    const ok = loader([module]);
    const warm = lazy(ok.load, KEY);
    warm.preload();
    expect(ok.calls.n).toBe(1);
    expect(await warm()).toBe(module);
    expect(ok.calls.n).toBe(1);

    const bad = loader([new Error("offline"), module]);
    const cold = lazy(bad.load, KEY);
    cold.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors()).toEqual([]);
    expect(await cold()).toBe(module);
    expect(bad.calls.n).toBe(2);
  });
});
