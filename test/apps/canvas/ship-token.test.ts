// The token tooltip of a targeted ship, through the Foundry stand-in (core's Token placeable and its refreshTooltip
// render flag, test/harness/canvas.ts) and the real tracker: the band between the user's ship and the target and the
// user's ship's best DM at it, redrawn when the user targets or releases the token, controls another, or the band
// changes.
import { beforeAll, describe, expect, it } from "vitest";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair } from "../../fixtures/world";
import "../../harness/canvas";
import { controlTokens, drawToken, setTarget, Token } from "../../harness/canvas";
import { makeScene, type TokenStandIn } from "../../harness/tokens";
import { defineShipToken, registerShipToken } from "../../../src/apps/canvas/ship-token";
import { setPairRange } from "../../../src/apps/sidebar/control";

beforeAll(bootSystem);

const SIZE = 100;

/** Beowulf (pulse laser + sandcaster) and two Corsairs on a scene of 1,000 km a space; each token drawn. */
async function engagement() {
  const scene = makeScene({ grid: { size: SIZE, distance: 1000, units: "km" } });
  const actors = [await corsair(), await beowulf(), await corsair("Second Corsair")];
  const { combat, ids, tokens } = await combatOf(
    [
      { actor: actors[0], side: "pirates", at: [0, 0] },
      { actor: actors[1], side: "traders", at: [40, 0] },
      { actor: actors[2], side: "pirates", at: [0, 30] },
    ],
    scene,
  );
  // TokenDocument#actor: the stand-in token documents carry the actor they show
  (tokens as TokenStandIn[]).forEach((t, i) => Object.assign(t, { actor: actors[i] }));
  const placeables = (tokens as TokenStandIn[]).map((t) => drawToken(t));
  return { combat, ids, actors, placeables };
}

const redraw = (token: Token) => {
  token.applyRenderFlags();
  return token.tooltip.text;
};

describe("registration", () => {
  it("CONFIG.Token.objectClass is core's Token with the tooltip line", () => {
    const Cls = CONFIG.Token.objectClass as unknown as typeof Token;
    expect(Cls.prototype).toBeInstanceOf(Token);
    expect(Cls).not.toBe(Token);
  });

  it("a configured class without _getTooltipText is left alone", () => {
    const config = CONFIG.Token as unknown as { objectClass: unknown };
    const before = config.objectClass;
    class Bare {}
    config.objectClass = Bare;
    try {
      registerShipToken();
      expect(config.objectClass).toBe(Bare);
    } finally {
      config.objectClass = before;
    }
  });
});

describe("a targeted ship's tooltip", () => {
  it("shows the stored band and the user's ship's best DM, and changes with targets and bands", async () => {
    const { combat, ids, placeables } = await engagement();
    const [c1, bid] = ids;
    const [corsairToken, beowulfToken, secondToken] = placeables;
    expect(await setPairRange(combat as never, c1, bid, "short")).toBe(true);
    controlTokens([beowulfToken]);
    try {
      // not targeted: core's tooltip alone (empty at elevation 0)
      expect(redraw(corsairToken)).toBe("");
      setTarget(corsairToken, true);
      // the pulse laser at Short: DM −2; the sandcaster Difficult: −2 (weaponsAtBand)
      expect(redraw(corsairToken)).toBe("Short: best DM −2");
      // the other Corsair is not targeted: nothing added
      expect(redraw(secondToken)).toBe("");
      // the GM changes the band: the engagement's update redraws the targets' tooltips
      expect(await setPairRange(combat as never, c1, bid, "veryLong")).toBe(true);
      expect(redraw(corsairToken)).toBe("Very Long: best DM −6");
      // released: the line goes
      setTarget(corsairToken, false);
      expect(redraw(corsairToken)).toBe("");
      // the user's own ship targeted: no band to itself
      setTarget(beowulfToken, true);
      expect(redraw(beowulfToken)).toBe("");
    } finally {
      controlTokens([]);
      (game.user as unknown as { targets: Set<unknown> }).targets = new Set();
    }
  });

  it("the user's ship: the controlled ship token, else the assigned character when a ship; else no line", async () => {
    const { combat, ids, actors, placeables } = await engagement();
    const [c1, bid, c2] = ids;
    const [corsairToken, , secondToken] = placeables;
    expect(await setPairRange(combat as never, c1, bid, "short")).toBe(true);
    expect(await setPairRange(combat as never, c1, c2, "close")).toBe(true);
    const user = game.user as unknown as { character: unknown; targets: Set<unknown> };
    try {
      setTarget(corsairToken, true);
      // no controlled token, no character
      expect(redraw(corsairToken)).toBe("");
      // the assigned character is Beowulf
      user.character = actors[1];
      corsairToken.renderFlags.set({ refreshTooltip: true });
      expect(redraw(corsairToken)).toBe("Short: best DM −2");
      // controlling the second Corsair: the tooltip speaks for it (Close to the first Corsair)
      controlTokens([secondToken]);
      const closeText = redraw(corsairToken);
      expect(closeText.startsWith("Close: ")).toBe(true);
      expect(closeText).not.toBe("Short: best DM −2");
      // controlling a token that is no ship's falls back to the character
      controlTokens([new Token({ id: "notAShip000001", actor: null })]);
      expect(redraw(corsairToken)).toBe("Short: best DM −2");
    } finally {
      controlTokens([]);
      user.character = null;
      user.targets = new Set();
    }
  });

  it("core's own tooltip text comes first and is kept", async () => {
    const { combat, ids, placeables } = await engagement();
    expect(await setPairRange(combat as never, ids[0], ids[1], "short")).toBe(true);
    const [corsairToken, beowulfToken] = placeables;
    corsairToken.document.elevation = 12;
    controlTokens([beowulfToken]);
    try {
      setTarget(corsairToken, true);
      expect(redraw(corsairToken)).toBe("12\nShort: best DM −2");
    } finally {
      controlTokens([]);
      (game.user as unknown as { targets: Set<unknown> }).targets = new Set();
    }
  });

  it("a line that cannot be made leaves core's text alone", () => {
    class Base {
      document = { id: "x" };
      _getTooltipText() {
        return "core";
      }
    }
    const Cls = defineShipToken(Base as never) as unknown as new () => Base;
    const user = game.user as unknown as { targets: unknown };
    const before = user.targets;
    // a targets set that throws when read
    user.targets = new (class extends Set {
      override has(): boolean {
        throw new Error("broken");
      }
    })();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(new Cls()._getTooltipText()).toBe("core");
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
      user.targets = before;
    }
  });
});
