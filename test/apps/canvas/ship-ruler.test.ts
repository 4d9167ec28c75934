// The token ruler of a dragged ship, through the Foundry stand-in (core's TokenRuler stand-in, test/harness/canvas.ts)
// and the real tracker: the label at the drag's end names each other ship's band and the ship's weapons at it, and
// releasing the token (its update) stores exactly those bands, GM-pinned pairs left alone.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair, memoryOf } from "../../fixtures/world";
import "../../harness/canvas";
import { dragLabels, plannedPath, rootElementCount, TokenRuler } from "../../harness/canvas";
import { as } from "../../harness";
import { makeScene, type TokenStandIn } from "../../harness/tokens";
import { forgetRulerEngagement } from "../../../src/apps/canvas/ruler-ranges";
import { WAYPOINT_LABEL } from "../../../src/apps/canvas/ship-ruler";
import { setPairRange } from "../../../src/apps/sidebar/control";

beforeAll(bootSystem);
beforeEach(forgetRulerEngagement);

const SIZE = 100;
const centre = (col: number, row: number) => ({ x: col * SIZE + SIZE / 2, y: row * SIZE + SIZE / 2 });
const key = (a: string, b: string) => [a, b].sort().join("|");

/** Beowulf (pulse laser + sandcaster) between two Corsairs on a scene of 1,000 km a space. */
async function engagement(units = "km") {
  const scene = makeScene({ grid: { size: SIZE, distance: 1000, units } });
  const { combat, ids, tokens } = await combatOf(
    [
      { actor: await corsair(), side: "pirates", at: [0, 0] },
      { actor: await beowulf(), side: "traders", at: [40, 0] },
      { actor: await corsair("Second Corsair"), side: "pirates", at: [0, 30] },
    ],
    scene,
  );
  return { scene, combat, ids, tokens: tokens as TokenStandIn[] };
}

const placeable = (token: TokenStandIn) => ({ document: token });
const ranges = (context: unknown) =>
  (
    context as {
      cepheusRanges?: {
        name: string;
        band: string;
        pinned: string;
        weapons: { name: string; difficulty: string; dm: string }[];
      }[];
    }
  ).cepheusRanges;

describe("registration", () => {
  it("CONFIG.Token.rulerClass is core's ruler with our label template", () => {
    const Ruler = CONFIG.Token.rulerClass as unknown as typeof TokenRuler;
    expect(Ruler.prototype).toBeInstanceOf(TokenRuler);
    expect(Ruler).not.toBe(TokenRuler);
    expect(Ruler.WAYPOINT_LABEL_TEMPLATE).toBe(WAYPOINT_LABEL);
  });
});

describe("dragging a ship token", () => {
  it("the last waypoint's label names every other ship's band and the dragged ship's weapons there; earlier ones do not", async () => {
    const { tokens } = await engagement();
    // Beowulf dragged through (20,0) to (1,0): 1,000 km from the first Corsair, ~30,000 km from the second
    const labels = dragLabels(placeable(tokens[1]), plannedPath(centre(40, 0), [centre(20, 0), centre(1, 0)], SIZE));
    expect(labels.map((l) => !!ranges(l.context))).toEqual([false, false, true]);
    const shown = ranges(labels[2].context)!;
    expect(shown.map((r) => [r.name, r.band, r.pinned])).toEqual([
      ["Corsair", "Short", ""],
      ["Second Corsair", "Very Long", ""],
    ]);
    // the pulse laser at Short: Average, DM −2 (its own penalty, R8); the sandcaster at Short: Difficult −2
    expect(shown[0].weapons.map((w) => `${w.name}: ${w.difficulty}, ${w.dm}`)).toEqual([
      "pulseLaser 1: Average (+0), DM −2",
      "sandcaster 2: Difficult (−2), DM −2",
    ]);
    expect(shown[1].weapons.map((w) => [w.difficulty, w.dm])).toEqual([
      ["Very Difficult (−4)", "DM −6"],
      ["cannot fire at this band", ""],
    ]);
    // the label: one root element (core makes one element of it), core's own (the stand-in partial) first, then the
    // read-out
    const html = labels[2].html;
    expect(labels.map((l) => rootElementCount(l.html))).toEqual([1, 1, 1]);
    expect(html.indexOf("core-stand-in")).toBeGreaterThanOrEqual(0);
    expect(html.indexOf("core-stand-in")).toBeLessThan(html.indexOf("cepheus-ruler-ranges"));
    expect(html).toContain("Second Corsair");
    expect(html).toContain("Very Difficult (−4), DM −6");
    expect(labels[0].html).not.toContain("cepheus-ruler-ranges");
    expect(labels[0].html).toContain("core-stand-in");
  });

  it("releasing the token stores the bands the label showed; a GM-pinned pair shows and keeps the GM's band", async () => {
    const { combat, ids, tokens } = await engagement();
    const [c1, bid, c2] = ids;
    expect(await setPairRange(combat as never, c1, bid, "close")).toBe(true);
    const shown = ranges(
      dragLabels(placeable(tokens[1]), plannedPath(centre(40, 0), [centre(10, 20)], SIZE))[1].context,
    )!;
    // nearest first: the second Corsair ~14,000 km away; the first ~22,000 km, but pinned at Close
    expect(shown.map((r) => [r.name, r.band])).toEqual([
      ["Second Corsair", "Long"],
      ["Corsair", "Close"],
    ]);
    expect(shown[1].pinned).toContain("Long"); // what the tokens alone would give
    expect(shown[0].pinned).toBe("");
    await tokens[1].update({ x: 1000, y: 2000 });
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key(c1, bid)]).toBe("close");
    expect(memoryOf(combat).ranges[key(c2, bid)]).toBe("long");
  });

  it("a player sees no hidden ship; no scale, no engagement or a hidden waypoint: core's label alone", async () => {
    const { tokens, scene } = await engagement();
    (tokens[2] as unknown as { hidden: boolean }).hidden = true;
    const path = plannedPath(centre(40, 0), [centre(1, 0)], SIZE);
    const forAlice = await as("alice", () => ranges(dragLabels(placeable(tokens[1]), path)[1].context)!);
    expect(forAlice.map((r) => r.name)).toEqual(["Corsair"]);
    forgetRulerEngagement();
    expect(ranges(dragLabels(placeable(tokens[1]), path)[1].context)!.map((r) => r.name)).toEqual([
      "Corsair",
      "Second Corsair",
    ]);
    // a token of no combat
    const loose = { ...tokens[1], id: "looseToken000001" };
    expect(ranges(dragLabels(placeable(loose as TokenStandIn), path)[1].context)).toBeUndefined();
    // a hidden waypoint: the stand-in's core gives no context, and ours gives none either
    const hiddenEnd = plannedPath(centre(40, 0), [centre(1, 0)], SIZE);
    hiddenEnd[1].hidden = true;
    expect(dragLabels(placeable(tokens[1]), hiddenEnd)[1]).toEqual({ context: undefined, html: "" });
    // the scene loses its kilometre scale
    await scene.update({ grid: { units: "ft" } });
    forgetRulerEngagement();
    const labels = dragLabels(placeable(tokens[1]), path);
    expect(ranges(labels[1].context)).toBeUndefined();
    expect(labels[1].html).not.toContain("cepheus-ruler-ranges");
  });
});
