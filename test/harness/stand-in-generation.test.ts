// The stand-in's two generations, pinned (test/harness/README.md, "v14 mode"): each test states what the mode it runs
// in models (FOUNDRY_GENERATION=14 for v14; `npm test` runs this file in both). v13 keeps the behaviour the rest of
// the README describes; v14 changes what the README's "v14 mode" table lists, each with its public source.
import "./install-rendering";
import "./settings";
import "./chat";
import "./sidebar";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDocuments } from "../../src/foundry-compat";
import { ApplicationV2 } from "./applications-render";
import { DataModel } from "./abstract";
import { NumberField, type CleanOptions } from "./fields";
import { SchemaField } from "./schema-fields";
import { as, bootSystem, errors, GENERATION, Hooks, isV14, takeDeprecations, USERS } from ".";
import { makeScene, makeToken } from "./tokens";

beforeAll(bootSystem);
afterEach(() => {
  expect(takeDeprecations()).toEqual([]);
});

const g = globalThis as any;
const gmIds = () => g.game.users.filter((u: any) => u.isGM).map((u: any) => u.id);
const operators = () =>
  g.foundry.data.operators as {
    DataFieldOperator: new (v?: unknown) => object;
    ForcedDeletion: new () => object;
    ForcedReplacement: { create(v: unknown): object };
  };

/** A ship actor with some flags to change. */
async function ship(flags: Record<string, unknown> = {}) {
  return (await Actor.create({ name: "Ship", type: "ship", system: { tons: 400 }, flags } as never)) as unknown as {
    _source: Record<string, any>;
    system: { hull: { value: number; max: number } };
    update(changes: object): Promise<unknown>;
    id: string;
  };
}

/** A combat with two ship combatants (the engagement's keyed objects: ranges, actions). */
async function combat() {
  const [a, b] = [await ship(), await ship()];
  const c = (await Combat.create({} as never)) as any;
  await c.createEmbeddedDocuments("Combatant", [{ actorId: a.id }, { actorId: b.id }]);
  return c;
}

describe("the generation", () => {
  it("game.release names the generation modelled (FOUNDRY_GENERATION, 13 by default)", () => {
    expect(GENERATION).toBe(isV14 ? 14 : 13);
    expect(g.game.release.generation).toBe(GENERATION);
    expect(g.game.release.version).toBe(g.game.version);
    expect(g.game.version.startsWith(`${GENERATION}.`)).toBe(true);
  });
});

describe("message visibility", () => {
  it.runIf(!isV14)("v13: roll modes (core.rollMode, ChatMessage.applyRollMode); no message modes", async () => {
    expect(CONFIG.ChatMessage).not.toHaveProperty("modes");
    expect(g.ChatMessage.applyMode).toBeUndefined();
    expect(() => g.game.settings.get("core", "messageMode")).toThrow(/not a registered game setting/);
    await g.game.settings.set("core", "rollMode", "gmroll");
    expect(g.game.settings.get("core", "rollMode")).toBe("gmroll");
  });

  it.runIf(isV14)("v14: CONFIG.ChatMessage.modes, one handler per mode, as each mode's name says", () => {
    const modes = (CONFIG.ChatMessage as unknown as { modes: Record<string, { handler(d: object): void }> }).modes;
    expect(Object.keys(modes)).toEqual(["public", "ic", "gm", "blind", "self"]);
    const author = USERS.alice._id;
    const apply = (mode: string) => g.ChatMessage.applyMode({ author, whisper: ["x"] }, mode);
    expect(apply("public")).toEqual({ author, whisper: [] });
    expect(apply("ic")).toEqual({ author, whisper: [] });
    expect(apply("gm")).toEqual({ author, whisper: [...gmIds(), author] });
    expect(apply("blind")).toEqual({ author, whisper: gmIds(), blind: true });
    expect(apply("self")).toEqual({ author, whisper: [author] });
  });

  it.runIf(isV14)("v14: applyMode fails on a mode the config lacks, v13's names included", () => {
    for (const mode of ["publicroll", "gmroll", "roll", "toString", ""])
      expect(() => g.ChatMessage.applyMode({}, mode)).toThrow(TypeError);
  });

  it.runIf(isV14)(
    "v14: core.messageMode (default public); core.rollMode and applyRollMode are deprecated, applyRollMode still applies the mode",
    async () => {
      expect(g.game.settings.get("core", "messageMode")).toBe("public");
      await g.game.settings.set("core", "messageMode", "blind");
      expect(g.game.settings.get("core", "messageMode")).toBe("blind");
      await expect(g.game.settings.set("core", "messageMode", "blindroll")).rejects.toThrow(/Invalid value/);
      g.game.settings.get("core", "rollMode");
      expect(takeDeprecations()).toEqual([
        expect.stringMatching(/core\.rollMode .*deprecated in favor of core\.messageMode/),
      ]);
      const gms = g.game.users.filter((u: any) => u.isGM).map((u: any) => u.id);
      expect(g.ChatMessage.applyRollMode({ author: "someone" }, "blindroll")).toEqual({
        author: "someone",
        whisper: gms,
        blind: true,
      });
      expect(takeDeprecations()).toEqual([
        expect.stringMatching(/applyRollMode is deprecated in favor of ChatMessage\.applyMode/),
      ]);
    },
  );
});

describe("deleting and replacing keys in an update", () => {
  it.runIf(!isV14)("v13: no foundry.data.operators; -=key deletes", async () => {
    expect(g.foundry.data.operators).toBeUndefined();
    const a = await ship({ x: { a: 1, b: 2 } });
    await a.update({ "flags.x.-=a": null });
    expect(a._source.flags.x).toEqual({ b: 2 });
  });

  it.runIf(isV14)("v14: a ForcedDeletion deletes its key, dotted or nested; the hooks see the operator", async () => {
    const { ForcedDeletion } = operators();
    const a = await ship({ x: { a: 1, b: 2, c: 3 } });
    const seen: unknown[] = [];
    const id = Hooks.on("updateActor", (_doc: unknown, diff: any) => seen.push(diff.flags.x));
    await a.update({ "flags.x.a": new ForcedDeletion() });
    await a.update({ flags: { x: { b: new ForcedDeletion() } } });
    Hooks.off("updateActor", id);
    expect(a._source.flags.x).toEqual({ c: 3 });
    expect(seen).toEqual([{ a: expect.any(ForcedDeletion) }, { b: expect.any(ForcedDeletion) }]);
  });

  it.runIf(isV14)("v14: deleting a key that is not there changes nothing (no update, no hook)", async () => {
    const { ForcedDeletion } = operators();
    const a = await ship({ x: { a: 1 } });
    let updates = 0;
    const id = Hooks.on("updateActor", () => void updates++);
    expect(await a.update({ "flags.x.zz": new ForcedDeletion() })).toBeUndefined();
    Hooks.off("updateActor", id);
    expect(updates).toBe(0);
    expect(a._source.flags.x).toEqual({ a: 1 });
  });

  it.runIf(isV14)(
    "v14: a ForcedReplacement replaces the key's value whole, where a plain object would merge",
    async () => {
      const { ForcedReplacement } = operators();
      const a = await ship({ x: { a: 1, b: 2 } });
      await a.update({ "flags.x": { c: 3 } });
      expect(a._source.flags.x).toEqual({ a: 1, b: 2, c: 3 });
      await a.update({ "flags.x": ForcedReplacement.create({ d: 4 }) });
      expect(a._source.flags.x).toEqual({ d: 4 });
    },
  );

  it.runIf(isV14)(
    "v14: core's keyed-object fields leave an operator to the update, in update and updateEmbeddedDocuments",
    async () => {
      const { ForcedDeletion } = operators();
      const c = await combat();
      const [x, y] = c.combatants.contents.map((cb: { id: string }) => cb.id).sort();
      const pair = `${x}|${y}`;
      await c.update({ [`system.ranges.${pair}`]: "short" });
      expect(c._source.system.ranges).toEqual({ [pair]: "short" });
      await c.update({ [`system.ranges.${pair}`]: new ForcedDeletion() });
      expect(c._source.system.ranges).toEqual({});
      await c.updateEmbeddedDocuments("Combatant", [{ _id: x, "system.actions.0": { minor: 1, significant: 0 } }]);
      await c.updateEmbeddedDocuments("Combatant", [{ _id: x, system: { actions: { "0": new ForcedDeletion() } } }]);
      expect(c.combatants.get(x)._source.system.actions).toEqual({});
      expect(errors()).toEqual([]);
    },
  );

  it.runIf(isV14)("v14: -=key still deletes, as a ForcedDeletion, with a deprecation warning", async () => {
    const { ForcedDeletion } = operators();
    const a = await ship({ x: { a: 1, b: 2 } });
    let diff: any;
    const id = Hooks.on("updateActor", (_d: unknown, changes: unknown) => (diff = changes));
    await a.update({ "flags.x.-=a": null });
    Hooks.off("updateActor", id);
    expect(a._source.flags.x).toEqual({ b: 2 });
    expect(diff.flags.x).toEqual({ a: expect.any(ForcedDeletion) });
    expect(takeDeprecations()).toEqual([expect.stringMatching(/forced deletion key "-=a" using legacy syntax/)]);
  });

  it("foundry.utils.mergeObject: v13 reads -=key with performDeletions and ignores applyOperators; v14 applies operators, performDeletions deprecated", () => {
    const merge = g.foundry.utils.mergeObject;
    if (!isV14) {
      expect(merge({ a: 1, b: 2 }, { "-=a": null }, { performDeletions: true })).toEqual({ b: 2 });
      expect(merge({ a: 1, b: 2 }, { "-=a": null }, { applyOperators: true })).toEqual({ a: 1, b: 2, "-=a": null });
      return;
    }
    const { ForcedDeletion, ForcedReplacement } = operators();
    expect(
      merge(
        { a: 1, b: { c: 1 } },
        { a: new ForcedDeletion(), b: ForcedReplacement.create({ d: 2 }) },
        { applyOperators: true },
      ),
    ).toEqual({ b: { d: 2 } });
    expect(merge({ a: 1, b: 2 }, { "-=a": null }, { performDeletions: true })).toEqual({ b: 2 });
    expect(takeDeprecations()).toEqual([
      expect.stringMatching(/performDeletions option is deprecated in favor of applyOperators/),
    ]);
  });
});

/** A model with one group of two numbers, and a field that, overriding `_cleanType`, hands its parent (value, options) only. */
class Dropping extends SchemaField {
  protected override _cleanType(value: any, options: CleanOptions = {}): any {
    return super._cleanType(value, options);
  }
}
class Model extends DataModel {
  static override defineSchema() {
    const pair = () => ({ a: new NumberField({ initial: 1 }), b: new NumberField({ initial: 2 }) });
    return { kept: new SchemaField(pair()), dropped: new Dropping(pair()) };
  }
}

describe("partial cleaning: v14's third argument (_state)", () => {
  it("a partial update keeps the fields it does not name, through core's fields", () => {
    const m = new Model({ kept: { a: 5, b: 6 }, dropped: { a: 5, b: 6 } });
    m.updateSource({ kept: { a: 7 } });
    expect(m._source.kept).toEqual({ a: 7, b: 6 });
  });

  it("a field that drops the third argument: v13 keeps the siblings; v14 resets them to their initial values", () => {
    const m = new Model({ kept: { a: 5, b: 6 }, dropped: { a: 5, b: 6 } });
    m.updateSource({ dropped: { a: 7 } });
    expect(m._source.dropped).toEqual(isV14 ? { a: 7, b: 2 } : { a: 7, b: 6 });
  });

  it("cleanData with partial: v14 leaves out what the changes do not name only when given the stored source", () => {
    const partial = Model.cleanData({ kept: { a: 7 } }, { partial: true });
    expect(partial.kept).toEqual(isV14 ? { a: 7, b: 2 } : { a: 7 });
    if (isV14)
      expect(Model.cleanData({ kept: { a: 7 } }, { partial: true }, { source: { kept: { a: 5, b: 6 } } }).kept).toEqual(
        { a: 7 },
      );
  });
});

describe("context menu entries of core's combat tracker", () => {
  const Tracker = () => g.foundry.applications.sidebar.tabs.CombatTracker;

  it("v13 {name, icon, callback}; v14 {label, icon, visible, onClick}, with the same lang keys", async () => {
    const tracker = new (Tracker())({});
    const entries = tracker._getEntryContextOptions() as Record<string, unknown>[];
    const keys = [
      "COMBAT.CombatantUpdate",
      "COMBAT.CombatantClear",
      "COMBAT.CombatantReroll",
      "COMBAT.CombatantClearMovementHistory",
      "COMBAT.CombatantRemove",
    ];
    if (isV14) {
      expect(entries.map((e) => e.label)).toEqual(keys);
      expect(
        entries.every((e) => !("name" in e) && !("condition" in e) && !("callback" in e) && e.visible === true),
      ).toBe(true);
    } else {
      expect(entries.map((e) => e.name)).toEqual(keys);
      expect(entries.every((e) => !("label" in e) && !("visible" in e) && !("onClick" in e))).toBe(true);
    }
    const reset = (tracker._getCombatContextOptions() as Record<string, any>[])[0];
    expect(isV14 ? reset.label : reset.name).toBe("COMBAT.InitiativeReset");
    expect(typeof (isV14 ? reset.onClick : reset.callback)).toBe("function");
  });
});

describe("Scene Levels", () => {
  it("tokens: v14 has level (the default level unless given), elevation and depth; v13 no level or depth", async () => {
    const scene = (await Scene.create({ name: "Space" } as never)) as any;
    const [t] = await scene.createEmbeddedDocuments("Token", [{ x: 100, y: 0 }]);
    expect(t._source.elevation).toBe(0);
    if (!isV14) {
      expect(t._source).not.toHaveProperty("level");
      expect(t._source).not.toHaveProperty("depth");
      expect(scene._source).not.toHaveProperty("levels");
      return;
    }
    expect(scene._source.levels).toEqual([{ _id: "defaultLevel0000", name: "" }]);
    expect(t._source).toMatchObject({ level: "defaultLevel0000", depth: 1 });
    let changes: any;
    const id = Hooks.on("updateToken", (_t: unknown, c: unknown) => (changes = c));
    await t.update({ level: "upperLevel000001", elevation: 30 });
    Hooks.off("updateToken", id);
    expect(changes).toEqual({ level: "upperLevel000001", elevation: 30 });
    expect(t._source).toMatchObject({ x: 100, y: 0, level: "upperLevel000001", elevation: 30 });
    expect(await t.update({ level: "no such level" })).toBeUndefined();
    expect(errors().at(-1)).toMatch(/level: must be a valid 16-character alphanumeric ID/);
  });

  it("the plain token stand-in (tokens.ts) carries level, elevation and depth in v14", () => {
    const token = makeToken(makeScene(), { x: 0, y: 0 });
    if (isV14) expect(token).toMatchObject({ level: "defaultLevel0000", elevation: 0, depth: 1 });
    else expect(token).not.toHaveProperty("level");
  });
});

describe("detached windows", () => {
  class Window extends ApplicationV2 {}

  it("v14: an application rendered detached lives in its window's document, listed in core's registry; v13 ignores the option", async () => {
    const main = new Window({ id: "main-app" });
    const popped = new Window({ id: "popped-app" });
    await main.render(true);
    await as("gm", () => popped.render({ force: true, window: { detached: true, windowId: "w1" } }));
    const registry = g.foundry.applications.instances as Map<string, ApplicationV2>;
    expect(registry.get("popped-app")).toBe(popped);
    const doc = (popped.element as unknown as { ownerDocument?: object }).ownerDocument;
    if (isV14) {
      expect(doc).toBeDefined();
      expect(doc).not.toBe((main.element as unknown as { ownerDocument?: object }).ownerDocument);
      expect(openDocuments()).toContain(doc);
    } else expect(doc).toBeUndefined();
    await popped.close();
    await main.close();
    expect((popped.element as unknown as { ownerDocument?: object }).ownerDocument).toBeUndefined();
  });
});
