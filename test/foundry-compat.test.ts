// Each v13 → v14 difference src/foundry-compat.ts decides (docs/foundry-compat.md, "Differences"), once with the
// stand-in's own shape (v13, or v14 under FOUNDRY_GENERATION=14: test/harness/README.md, "v14 mode") and once with a
// v14 shape installed here, locally, from the v14 API pages the doc cites. Every local shape is removed again after
// its test.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  applyRollMode,
  contextEntryLabel,
  currentRollMode,
  deletionEntry,
  hasMessageModes,
  hasUpdateOperators,
  isElementTag,
  openDocuments,
  rollModeOf,
} from "../src/foundry-compat";
import { runOdds, ODDS_BUTTON } from "../src/apps/sidebar/odds-control";
import { derivedRangeChanges, type TokenPlace } from "../src/apps/sidebar/token-ranges";
import { engagementUpdates } from "../src/data/engagement-snapshot";
import { loadEngagement } from "../src/play/load";
import { perform } from "../src/play/perform";
import { pairKey } from "../src/rules/engagement/memory";
import { setPairRange } from "../src/apps/sidebar/control";
import { isV14, scriptTotals } from "./harness";
import { makeScene } from "./harness/tokens";
import "./harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair, memoryOf } from "./fixtures/world";

beforeAll(bootSystem);

const g = globalThis as any;
const undo: (() => void)[] = [];
afterEach(() => {
  for (const fn of undo.splice(0).reverse()) fn();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Set `obj[key]` for this test only. */
function install(obj: any, key: string, value: unknown): void {
  const had = Object.hasOwn(obj, key);
  const before = obj[key];
  obj[key] = value;
  undo.push(() => {
    if (had) obj[key] = before;
    else delete obj[key];
  });
}

const gmIds = () => g.game.users.filter((u: any) => u.isGM).map((u: any) => u.id);

/**
 * v14's message modes (CONFIG.ChatMessage.modes, ChatMessage.applyMode, the core.messageMode setting). The
 * handlers do what each mode's label says; applyMode fails on a key the config does not list, as public reports
 * of v14 describe (reading `handler` of undefined). v13's applyRollMode is made to throw: a v14 path must not use it.
 */
function installMessageModes(current: string) {
  const whisper =
    (ids: () => string[], blind = false) =>
    (data: any) => {
      data.whisper = ids();
      if (blind) data.blind = true;
    };
  const modes = {
    public: { label: "CHAT.MODES.public", icon: "", handler: (data: any) => (data.whisper = []) },
    ic: { label: "CHAT.MODES.ic", icon: "", handler: (data: any) => (data.whisper = []) },
    gm: { label: "CHAT.MODES.gm", icon: "", handler: whisper(() => [...new Set([...gmIds(), g.game.user.id])]) },
    blind: { label: "CHAT.MODES.blind", icon: "", handler: whisper(gmIds, true) },
    self: { label: "CHAT.MODES.self", icon: "", handler: whisper(() => [g.game.user.id]) },
  } as Record<string, { handler(data: unknown): void }>;
  install(CONFIG.ChatMessage, "modes", modes);
  const applyMode = vi.fn((data: object, mode: string) => {
    modes[mode].handler(data);
    return data;
  });
  install(g.ChatMessage, "applyMode", applyMode);
  install(g.ChatMessage, "applyRollMode", () => {
    throw new Error("ChatMessage.applyRollMode is deprecated in favor of ChatMessage.applyMode");
  });
  const settings = g.game.settings;
  if (!settings.settings.has("core.messageMode"))
    settings.register("core", "messageMode", {
      scope: "client",
      config: false,
      type: String,
      default: "public",
      choices: Object.fromEntries(Object.keys(modes).map((k) => [k, k])),
    });
  return {
    applyMode,
    set: (mode: string) => settings.set("core", "messageMode", mode),
    ready: settings.set("core", "messageMode", current),
  };
}

describe("message visibility: v13 roll modes, v14 message modes", () => {
  it("either version's names read as the roll mode the system speaks; anything else is no mode", () => {
    expect(["publicroll", "gmroll", "blindroll", "selfroll"].map(rollModeOf)).toEqual([
      "publicroll",
      "gmroll",
      "blindroll",
      "selfroll",
    ]);
    expect(["public", "ic", "gm", "blind", "self"].map(rollModeOf)).toEqual([
      "publicroll",
      "publicroll",
      "gmroll",
      "blindroll",
      "selfroll",
    ]);
    expect([undefined, "roll", "toString", "__proto__", 3].map(rollModeOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.runIf(!isV14)("v13 (the stand-in): core.rollMode and ChatMessage.applyRollMode", async () => {
    expect(hasMessageModes()).toBe(false);
    await g.game.settings.set("core", "rollMode", "blindroll");
    expect(currentRollMode()).toBe("blindroll");
    const data: Record<string, unknown> = { author: g.game.user.id };
    applyRollMode(data, "blindroll");
    expect(data).toMatchObject({ whisper: gmIds(), blind: true });
  });

  it.runIf(isV14)("v14 (the stand-in): core.messageMode and ChatMessage.applyMode", async () => {
    expect(hasMessageModes()).toBe(true);
    await g.game.settings.set("core", "messageMode", "blind");
    expect(currentRollMode()).toBe("blindroll");
    const data: Record<string, unknown> = { author: g.game.user.id };
    applyRollMode(data, "blindroll");
    expect(data).toMatchObject({ whisper: gmIds(), blind: true });
  });

  it("v14 shape: core.messageMode is read and ChatMessage.applyMode applies the mode under its v14 name", async () => {
    const v14 = installMessageModes("gm");
    await v14.ready;
    expect(hasMessageModes()).toBe(true);
    expect(currentRollMode()).toBe("gmroll");
    await v14.set("ic");
    expect(currentRollMode()).toBe("publicroll");
    const data: Record<string, unknown> = {};
    applyRollMode(data, "selfroll");
    expect(v14.applyMode).toHaveBeenCalledWith(data, "self");
    expect(data.whisper).toEqual([g.game.user.id]);
  });

  it("v14 shape, end to end: the asking user's message mode decides who sees the main card", async () => {
    const v14 = installMessageModes("gm");
    await v14.ready;
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    scriptTotals([9, 2], [5, 2]);
    const r = await perform({ type: "rollInitiative" }, { combat });
    expect(r.ok).toBe(true);
    expect(v14.applyMode).toHaveBeenCalledWith(expect.anything(), "gm");
    const main = g.game.messages.get(r.messageIds[0]);
    expect(main.whisper).toEqual(expect.arrayContaining(gmIds()));
  });
});

describe("deleting a key in an update: v13 '-=key', v14 ForcedDeletion", () => {
  it.runIf(!isV14)("v13 (the stand-in): the -=key form", () => {
    expect(hasUpdateOperators()).toBe(false);
    expect(deletionEntry("a|b")).toEqual(["-=a|b", null]);
  });

  it.runIf(isV14)("v14 (the stand-in): core's ForcedDeletion as the key's value", () => {
    expect(hasUpdateOperators()).toBe(true);
    const [key, value] = deletionEntry("a|b");
    expect(key).toBe("a|b");
    expect(value).toBeInstanceOf(g.foundry.data.operators.ForcedDeletion);
  });

  it("v14 shape: foundry.data.operators.ForcedDeletion as the key's value, also in the engagement's stored ranges", async () => {
    class ForcedDeletion {}
    install(g.foundry.data, "operators", { ForcedDeletion });
    expect(hasUpdateOperators()).toBe(true);
    const [key, value] = deletionEntry("a|b");
    expect(key).toBe("a|b");
    expect(value).toBeInstanceOf(ForcedDeletion);

    const { combat, ids } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    expect(await setPairRange(combat as never, ids[0], ids[1], "long")).toBe(true);
    const memory = loadEngagement(combat as never).memory;
    const pair = pairKey(ids[0], ids[1]);
    expect(memory.ranges[pair]).toBe("long");
    delete (memory.ranges as Record<string, unknown>)[pair];
    const ranges = (engagementUpdates(combat as never, memory).combat.system as { ranges: Record<string, unknown> })
      .ranges;
    expect(Object.keys(ranges)).toEqual([pair]);
    expect(ranges[pair]).toBeInstanceOf(ForcedDeletion);
  });
});

describe("context menu entries: v13 {name}, v14 {label}", () => {
  const Tracker = () => CONFIG.ui.combat as unknown as new (o: unknown) => { _getEntryContextOptions(): object[] };

  it("either shape's label is read", () => {
    expect(contextEntryLabel({ name: "COMBAT.CombatantClear", icon: "" })).toBe("COMBAT.CombatantClear");
    expect(contextEntryLabel({ label: "COMBAT.CombatantClear", icon: "fa-solid fa-x" })).toBe("COMBAT.CombatantClear");
    expect(contextEntryLabel({})).toBe("");
  });

  it("the tracker hides core's initiative entries in both shapes", () => {
    const keep = ["COMBAT.CombatantUpdate", "COMBAT.CombatantRemove"];
    expect(new (Tracker())({})._getEntryContextOptions().map(contextEntryLabel)).toEqual(keep);
    const Base = g.foundry.applications.sidebar.tabs.CombatTracker;
    const v13 = Base.prototype._getEntryContextOptions;
    install(Base.prototype, "_getEntryContextOptions", function (this: unknown) {
      return v13.call(this).map(({ name, label }: { name?: string; label?: string }) => ({
        label: label ?? name,
        icon: "fa-solid fa-x",
        visible: true,
        onClick: () => undefined,
      }));
    });
    const entries = new (Tracker())({})._getEntryContextOptions();
    expect(entries.map(contextEntryLabel)).toEqual(keep);
    expect(entries.every((e) => "label" in e && !("name" in e))).toBe(true);
  });
});

/** A document with one odds button, as a detached browser window would hold (only what markBusy touches). */
function fakeDocument() {
  const attrs: Record<string, string> = {};
  const buttonEl = { setAttribute: (k: string, v: string) => (attrs[k] = v) };
  const doc = { querySelectorAll: (sel: string) => (sel === ODDS_BUTTON ? [buttonEl] : []) } as unknown as Document;
  return { doc, attrs };
}

describe("windows: v14 detached windows hold applications in other documents", () => {
  it("openDocuments finds each rendered application's document through core's registry", () => {
    const popped = fakeDocument();
    install(
      g.foundry.applications,
      "instances",
      new Map([
        ["combat-popout", { element: { ownerDocument: popped.doc } }],
        ["closed", { element: null }],
      ]),
    );
    expect(openDocuments()).toEqual([popped.doc]); // node has no main document
  });

  it("the odds button is marked busy in a detached tracker's window too, and freed after", async () => {
    const popped = fakeDocument();
    install(g.foundry.applications, "instances", new Map([["combat", { element: { ownerDocument: popped.doc } }]]));
    install(g.foundry.applications.api, "DialogV2", { prompt: async () => null });
    vi.stubGlobal("Worker", undefined); // the page fights the few battles itself (and says so on the console)
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    const running = runOdds(combat as never, { battles: 20, seed: 1 });
    expect(popped.attrs).toEqual({ "aria-busy": "true", "aria-disabled": "true" });
    await running;
    expect(popped.attrs).toEqual({ "aria-busy": "false", "aria-disabled": "false" });
  });

  it("an element of another realm is recognised by its tag, not by the main window's classes", () => {
    const foreignForm = { nodeType: 1, tagName: "FORM" };
    expect(isElementTag(foreignForm, "form")).toBe(true);
    expect(isElementTag({ nodeType: 1, tagName: "DIV" }, "form")).toBe(false);
    expect(isElementTag({ nodeType: 3, tagName: "FORM" }, "form")).toBe(false);
    expect(isElementTag(null, "form")).toBe(false);
  });
});

describe("Scene Levels: ships on different levels still have a range", () => {
  const grid = { size: 100, distance: 1000, units: "km" };
  /** A v14 token place: x, y, width, height as in v13, plus the level it stands on and its elevation and depth. */
  const at = (col: number, level: string, elevation: number): TokenPlace =>
    ({ x: col * 100, y: 0, width: 1, height: 1, level, elevation, depth: 1 }) as TokenPlace;

  it("the band comes from x and y alone: level and elevation change nothing", () => {
    const sameLevel = derivedRangeChanges({ a: at(0, "L1", 0), b: at(20, "L1", 0) }, grid, 1, {});
    const otherLevels = derivedRangeChanges({ a: at(0, "L1", 0), b: at(20, "L2", 5000) }, grid, 1, {});
    expect(otherLevels).toEqual(sameLevel);
    expect(otherLevels[0].to).toBe("long");
  });

  it("through the tracker: a token moving on another level updates the band; a change of level alone leaves it", async () => {
    const scene = makeScene({ grid });
    const { combat, ids, tokens } = await combatOf(
      [
        { actor: await corsair(), side: "pirates", at: [0, 0] },
        { actor: await beowulf(), side: "traders", at: [1, 0] },
      ],
      scene,
    );
    Object.assign(tokens[0]!, { level: "orbit", elevation: 0 });
    Object.assign(tokens[1]!, { level: "surface", elevation: -200 });
    await tokens[1]!.update({ x: 2100, level: "surface" });
    await new Promise((r) => setTimeout(r, 0));
    const key = pairKey(ids[0], ids[1]);
    expect(memoryOf(combat).ranges[key]).toBe("long");
    await tokens[1]!.update({ level: "orbit", elevation: 0 });
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key]).toBe("long");
  });
});
