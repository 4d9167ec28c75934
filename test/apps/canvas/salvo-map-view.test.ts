// What a salvo token shows and where it stands: the same places on gridless, square and hex scenes; toward its target
// wherever the target goes, from where it was launched wherever the launcher goes; its tooltip the tracker row's
// words for the same viewer; the tracker's row and the token pointing at each other.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { onHoverToken } from "../../../src/apps/canvas/salvo-map/hover";
import { salvoRefOf } from "../../../src/apps/canvas/salvo-map/reconcile";
import { salvoTooltip } from "../../../src/apps/canvas/salvo-map/tooltip";
import { pointAtSalvo, wireTracker } from "../../../src/apps/canvas/salvo-map/tracker-link";
import { salvoViewOf } from "../../../src/apps/canvas/salvo-map/view";
import { as, bootSystem, notifications } from "../../harness";
import { launch, nextRound, salvoTokens, salvoWorld, settle } from "./salvo-helpers";

beforeAll(async () => {
  await bootSystem();
  await settle();
});

const at = (t: { x: number; y: number }) => [t.x, t.y];
const g = globalThis as unknown as { canvas?: unknown; ui: { combat?: unknown } };
const uiCombat = g.ui.combat;
afterEach(() => {
  delete g.canvas;
  g.ui.combat = uiCombat;
});

describe("where a salvo token stands", () => {
  for (const [name, type] of [
    ["gridless", 0],
    ["hex (rows)", 2],
    ["hex (columns)", 4],
  ] as const)
    it(`on a ${name} scene as on a square one`, async () => {
      const w = await salvoWorld("veryLong", type);
      await launch(w);
      expect(at(salvoTokens(w.scene)[0])).toEqual([100, 25]);
      await nextRound(w);
      expect(at(salvoTokens(w.scene)[0])).toEqual([475, 25]);
    });

  it("flies at its target wherever it goes, from where it was launched wherever the launcher goes", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    // the Beowulf moves 400 pixels down: the salvo turns toward it, still beside the Corsair at launch
    await w.bt.update({ y: 400 } as never);
    await settle();
    const [token] = salvoTokens(w.scene);
    expect(salvoRefOf(token)!.origin).toEqual({ x: 125, y: 50 });
    expect(at(token)).toEqual([100, 25]);
    // the Corsair moves away: its salvo keeps its launch point, and halfway it is halfway to where the Beowulf is
    await w.ct.update({ x: 0, y: 1500 } as never);
    await nextRound(w);
    const moved = salvoTokens(w.scene)[0];
    // from (125,50) toward the Beowulf's centre (950,450): 825 by 400 pixels, less 75 beside it, halfway
    const d = Math.hypot(825, 400);
    const half = (d - 75) / 2;
    expect(at(moved)).toEqual([Math.round(125 + (825 / d) * half - 25), Math.round(50 + (400 / d) * half - 25)]);
  });
});

describe("what it tells", () => {
  it("the tooltip says what the tracker's row says: launcher, target, missiles left, turns to impact, its roll", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    const ref = salvoRefOf(salvoTokens(w.scene)[0])!;
    const t = (key: string, data?: Record<string, string>) =>
      data ? game.i18n!.format(key, data) : game.i18n!.localize(key);
    expect(salvoTooltip(salvoViewOf(ref)!, t)).toEqual([
      "Launched by Corsair",
      "Target: Beowulf",
      "Missiles left: 1 (Standard)",
      "impact in 2 turns",
      "hits on 7+",
    ]);
    await nextRound(w);
    expect(salvoTooltip(salvoViewOf(ref)!, t)[3]).toBe("impact next turn");
    // Alice's ship is its target: she is told; Bob, whose ship is in no part of it, is told nothing
    expect(await as("alice", async () => salvoViewOf(ref)?.count)).toBe(1);
    expect(await as("bob", async () => salvoViewOf(ref))).toBeNull();
  });

  it("hovering the token marks its tracker row; the row pings its token and its button pans to it", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    const token = salvoTokens(w.scene)[0];
    const pinged: unknown[] = [];
    const panned: unknown[] = [];
    g.canvas = {
      scene: w.scene,
      ping: (p: unknown) => pinged.push(p),
      animatePan: (p: unknown) => panned.push(p),
    };
    // a tracker row as the template makes it, with listeners recorded
    const listeners: Record<string, () => void> = {};
    const classes = new Set<string>();
    const button = { addEventListener: (e: string, f: () => void) => (listeners[`button ${e}`] = f) };
    const row = {
      dataset: { salvoId: "s1" },
      classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
      scrollIntoView: () => undefined,
      addEventListener: (e: string, f: () => void) => (listeners[`row ${e}`] = f),
      querySelector: () => button,
    };
    const element = { querySelectorAll: () => [row] };
    g.ui.combat = { viewed: w.combat, element };
    wireTracker(element);
    listeners["row pointerenter"]();
    expect(pinged).toEqual([{ x: 125, y: 50 }]);
    expect(panned).toEqual([]);
    listeners["button click"]();
    expect(panned).toEqual([{ x: 125, y: 50, duration: 250 }]);
    // hovering the token: the row is marked, and unmarked as the pointer leaves
    onHoverToken({ document: token }, true);
    expect(classes.has("linked")).toBe(true);
    onHoverToken({ document: token }, false);
    expect(classes.has("linked")).toBe(false);
    // a hidden salvo token is the GM's: a player's row pings nothing
    await token.update({ hidden: true } as never);
    pinged.length = 0;
    expect(await as("alice", async () => pointAtSalvo("s1", false))).toBe(false);
    expect(pointAtSalvo("s1", false)).toBe(true);
    expect(pinged).toHaveLength(1);
    // a salvo with no token on the scene shown: the button says so
    g.canvas = { scene: null };
    expect(pointAtSalvo("s1", true)).toBe(false);
    expect(notifications.messages.at(-1)?.message).toBe("This salvo has no token on the scene you are viewing.");
  });
});
