// Babele: with its global loaded, booting the system points it at lang/babele (once, in init); without it, booting
// the system neither fails nor warns. Babele itself is a stand-in here: the one method the system calls, as Babele 2.x
// names it (`Babele.get().setSystemTranslationsDir(dir)`, lang/README.md "Compendia").
import { afterEach, describe, expect, it, vi } from "vitest";
import { BABELE_DIR, registerBabele } from "../../src/apps/babele";

const g = globalThis as { Babele?: unknown };

afterEach(() => {
  delete g.Babele;
});

describe("registerBabele", () => {
  it("hands an active Babele the folder of the system's translation files", () => {
    const setSystemTranslationsDir = vi.fn();
    g.Babele = { get: () => ({ setSystemTranslationsDir }) };
    registerBabele();
    expect(setSystemTranslationsDir).toHaveBeenCalledTimes(1);
    expect(setSystemTranslationsDir).toHaveBeenCalledWith("lang/babele");
    expect(BABELE_DIR).toBe("lang/babele");
  });

  it("does nothing, and throws nothing, without Babele or with something else under its name", () => {
    expect(() => registerBabele()).not.toThrow();
    g.Babele = {};
    expect(() => registerBabele()).not.toThrow();
    g.Babele = { get: () => ({}) };
    expect(() => registerBabele()).not.toThrow();
    g.Babele = { get: () => undefined };
    expect(() => registerBabele()).not.toThrow();
  });
});
