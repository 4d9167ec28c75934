// The GM dialogs' form values are read and checked before anything changes; bad values change nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { bandDistance, readRangeChoice, readSetupForm } from "../../../src/apps/sidebar/dialogs";
import { readOverrides } from "../../../src/apps/sidebar/control";
import { applySetup, validateSetup } from "../../../src/apps/sidebar/control/setup";
import { notifications } from "../../harness";
import { makeScene } from "../../harness/tokens";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair, memoryOf, shipStateOf } from "../../fixtures/world";

beforeAll(bootSystem);

describe("range dialog", () => {
  it("accepts a band or 'auto', nothing else", () => {
    expect(readRangeChoice("veryLong")).toBe("veryLong");
    expect(readRangeChoice("auto")).toBe("auto");
    expect(readRangeChoice("extreme")).toBeNull();
    expect(readRangeChoice(undefined)).toBeNull();
    expect(readRangeChoice(3)).toBeNull();
  });

  it("shows each band's distance from the SRD table", () => {
    expect(bandDistance("adjacent")).toBe("under 1 km");
    expect(bandDistance("short")).toBe("10 to 1,250 km");
    expect(bandDistance("distant")).toBe("over 50,000 km");
  });
});

describe("setup dialog", () => {
  it("reads sides, awareness, the band and the scale of the listed ships only", () => {
    const input = readSetupForm(
      {
        range: "short",
        "side.a": " pirates ",
        "side.b": "traders",
        "aware.a": true,
        "aware.b": false,
        "side.zz": "x",
        kmPerUnit: "250",
      },
      ["a", "b"],
    );
    expect(input).toEqual({
      range: "short",
      sides: { a: "pirates", b: "traders" },
      aware: { a: true, b: false },
      flagships: { a: false, b: false },
      encrypted: { a: false, b: false },
      kmPerUnit: 250,
    });
    // fleet initiative and encryption (rulings R104, R106)
    expect(readSetupForm({ "side.a": "x", "flagship.a": true, "encrypted.a": "on" }, ["a"])).toMatchObject({
      flagships: { a: true },
      encrypted: { a: true },
    });
    expect(readSetupForm({ kmPerUnit: "" }, []).kmPerUnit).toBeNull();
    expect(readSetupForm({}, []).kmPerUnit).toBeUndefined();
    // the world near the fight (ruling R108): named when "near" is checked, none when not
    expect(
      readSetupForm({ worldNear: true, worldName: " Regina ", worldSize: "7", worldAtmosphere: "8" }, []).world,
    ).toEqual({ size: 7, atmosphere: 8, name: "Regina" });
    expect(readSetupForm({ worldNear: true, worldName: "", worldSize: "0", worldAtmosphere: "0" }, []).world).toEqual({
      size: 0,
      atmosphere: 0,
    });
    expect(readSetupForm({ worldNear: false, worldSize: "7", worldAtmosphere: "8" }, []).world).toBeNull();
  });

  it("stores the world near the fight at any round; bad digits change nothing (ruling R108)", async () => {
    const { combat } = await combatOf([
      { actor: await corsair(), side: "pirates" },
      { actor: await beowulf(), side: "traders" },
    ]);
    const before = JSON.stringify(combat.toObject());
    for (const world of [
      { size: 34, atmosphere: 6 },
      { size: 7, atmosphere: 16 },
      { size: 7.5, atmosphere: 6 },
      { size: Number.NaN, atmosphere: 6 },
    ]) {
      expect(validateSetup({ sides: {}, aware: {}, world })).toBe("CEPHEUS.Tracker.Notify.BadWorld");
      expect(await applySetup(combat as never, { sides: {}, aware: {}, world })).toBe(false);
    }
    expect(JSON.stringify(combat.toObject())).toBe(before);
    expect(
      await applySetup(combat as never, { sides: {}, aware: {}, world: { size: 7, atmosphere: 8, name: "Regina" } }),
    ).toBe(true);
    expect((memoryOf(combat) as { world?: unknown }).world).toEqual({ size: 7, atmosphere: 8, name: "Regina" });
    expect(await applySetup(combat as never, { sides: {}, aware: {}, world: null })).toBe(true);
    // (stored as null: no world)
    expect((memoryOf(combat) as { world?: unknown }).world ?? null).toBeNull();
  });

  it("names the first bad value", () => {
    expect(validateSetup({ sides: { a: "x" }, aware: {}, range: "close" })).toBeNull();
    expect(validateSetup({ sides: { a: "" }, aware: {} })).toBe("CEPHEUS.Tracker.Notify.BadSide");
    expect(validateSetup({ sides: {}, aware: {}, range: "ludicrous" as never })).toBe(
      "CEPHEUS.Tracker.Notify.BadRange",
    );
    expect(validateSetup({ sides: {}, aware: {}, kmPerUnit: -3 })).toBe("CEPHEUS.Tracker.Notify.BadScale");
    expect(validateSetup({ sides: {}, aware: {}, kmPerUnit: Number.NaN })).toBe("CEPHEUS.Tracker.Notify.BadScale");
    // one flagship a side
    expect(
      validateSetup({ sides: { a: "x", b: "x", c: "y" }, aware: {}, flagships: { a: true, b: false, c: true } }),
    ).toBeNull();
    expect(validateSetup({ sides: { a: "x", b: " x" }, aware: {}, flagships: { a: true, b: true } })).toBe(
      "CEPHEUS.Tracker.Notify.TwoFlagships",
    );
  });

  it("applies sides, awareness, one band for every pair and the scene scale; bad input changes nothing", async () => {
    const scene = makeScene({ grid: { size: 100, distance: 1, units: "" } });
    const { combat, ids } = await combatOf([
      { actor: await corsair(), side: "pirates" },
      { actor: await beowulf(), side: "traders" },
    ]);
    const [cid, bid] = ids;
    const before = JSON.stringify(combat.toObject());
    expect(await applySetup(combat as never, { sides: { [cid]: "" }, aware: {} }, scene as never)).toBe(false);
    expect(notifications.messages.at(-1)!.message).toBe("Every ship needs a side.");
    expect(JSON.stringify(combat.toObject())).toBe(before);
    expect(
      await applySetup(
        combat as never,
        {
          sides: { [cid]: "raiders", [bid]: "traders" },
          aware: { [cid]: false, [bid]: true },
          range: "short",
          kmPerUnit: 500,
        },
        scene as never,
      ),
    ).toBe(true);
    expect(shipStateOf(combat, cid)).toMatchObject({ side: "raiders", aware: false });
    expect(memoryOf(combat).ranges).toEqual({ [[cid, bid].sort().join("|")]: "short" });
    expect(scene.flags["cepheus-space-combat"].kmPerUnit).toBe(500);
    // a starting band is not a pin: tokens may still move it
    expect(readOverrides(combat as never)).toEqual([]);
  });

  it("stores the fleet choice on the combat and encryption on the ship, before initiative (rulings R104, R106)", async () => {
    const { combat, ids } = await combatOf([
      { actor: await corsair(), side: "pirates" },
      { actor: await corsair("Wingman"), side: "pirates" },
      { actor: await beowulf(), side: "traders" },
    ]);
    const [cid, wid, bid] = ids;
    const sides = { [cid]: "pirates", [wid]: "pirates", [bid]: "traders" };
    const before = JSON.stringify(combat.toObject());
    // two flagships on one side: refused, nothing changes
    expect(await applySetup(combat as never, { sides, aware: {}, flagships: { [cid]: true, [wid]: true } })).toBe(
      false,
    );
    expect(notifications.messages.at(-1)!.message).toBe("A side can have only one flagship.");
    expect(JSON.stringify(combat.toObject())).toBe(before);
    expect(
      await applySetup(combat as never, {
        sides,
        aware: {},
        flagships: { [cid]: true, [wid]: false, [bid]: false },
        encrypted: { [bid]: true },
      }),
    ).toBe(true);
    const flagships = () => (combat.system as unknown as { flagships: string[] | null }).flagships;
    expect(flagships()).toEqual([cid]);
    expect(shipStateOf(combat, bid)).toMatchObject({ encrypted: true });
    // unmarking the flagship ends the fleet
    expect(
      await applySetup(combat as never, { sides, aware: {}, flagships: { [cid]: false, [wid]: false, [bid]: false } }),
    ).toBe(true);
    expect(flagships() ?? []).toEqual([]);
  });
});

describe("a ship joining a combat", () => {
  it("gets its side from its token's disposition, else from whether a player owns it; a given side is kept", async () => {
    const { sideForDisposition } = await import("../../../src/apps/sidebar/control");
    expect([1, 0, -1, -2].map((d) => sideForDisposition(d, false))).toEqual([
      "friendly",
      "neutral",
      "hostile",
      "hostile",
    ]);
    expect(sideForDisposition(undefined, true)).toBe("friendly");
    expect(sideForDisposition(undefined, false)).toBe("hostile");
    const { combat, ids } = await combatOf([
      { actor: await corsair() },
      { actor: await beowulf() },
      { actor: await corsair("Third"), side: "smugglers" },
    ]);
    expect(ids.map((id) => shipStateOf(combat, id).side)).toEqual(["hostile", "friendly", "smugglers"]);
  });
});
