// The world settings of the rulings: each is registered, localised and grouped in the settings window, and each
// reaches what it rules (the engine's options on every load, or the data layer's derived figures).
import { beforeAll, describe, expect, it } from "vitest";
import type { ShipData } from "../../src/data/actor/ship";
import { loadEngagement } from "../../src/play/load";
import { engagementOptions, SETTING_GROUPS, WORLD_SETTINGS } from "../../src/play/settings";
import type { EngagementOptions } from "../../src/rules/engagement/memory";
import { perform } from "../../src/play/perform";
import { pairKey } from "../../src/rules/engagement/memory";
import { engaged } from "../chat/helpers";
import { bootSystem, ship } from "../fixtures/world";
import { scriptTotals } from "../harness";

beforeAll(bootSystem);

const NS = "cepheus-space-combat";
const set = (key: string, value: unknown) => game.settings!.set(NS, key as never, value as never);
const registry = () =>
  (
    game.settings as unknown as {
      settings: Map<
        string,
        {
          key: string;
          namespace?: string;
          name: string;
          hint: string;
          scope: string;
          config: boolean;
          choices?: Record<string, string>;
          default: unknown;
        }
      >;
    }
  ).settings;

describe("the rulings' world settings in the settings window", () => {
  it("every setting is a world setting shown in the window, with a localised name, hint and choices", () => {
    for (const s of WORLD_SETTINGS) {
      const config = registry().get(`${NS}.${s.key}`);
      expect(config, s.key).toBeDefined();
      expect(config).toMatchObject({ scope: "world", config: true, default: s.default });
      for (const text of [config!.name, config!.hint, ...Object.values(config!.choices ?? {})])
        expect(game.i18n!.has(text), text).toBe(true);
      expect(Object.keys(config!.choices ?? {})).toEqual(s.choices ?? []);
    }
  });

  it("the settings stand in groups: registered group after group, each name headed by its group's label", () => {
    const ours = [...registry().keys()].filter((k) => k.startsWith(`${NS}.`)).map((k) => k.slice(NS.length + 1));
    const order = WORLD_SETTINGS.map((s) => s.key);
    // registered in the table's order (other parts of the system may register theirs around them)
    expect(ours.filter((k) => (order as readonly string[]).includes(k))).toEqual(order);
    const groups = WORLD_SETTINGS.map((s) => s.group);
    // group after group, in SETTING_GROUPS' order
    expect(groups).toEqual([...groups].sort((a, b) => SETTING_GROUPS.indexOf(a) - SETTING_GROUPS.indexOf(b)));
    for (const s of WORLD_SETTINGS) {
      const label = game.i18n!.localize(`CEPHEUS.Chat.Settings.Group.${s.group}`);
      expect(game.i18n!.localize(registry().get(`${NS}.${s.key}`)!.name)).toMatch(new RegExp(`^${label} · `));
    }
    // and by name too: sorted by their localised names, each group's settings still stand together
    const byName = [...WORLD_SETTINGS].sort((a, b) =>
      game
        .i18n!.localize(`CEPHEUS.Chat.Settings.${a.key}.name`)
        .localeCompare(game.i18n!.localize(`CEPHEUS.Chat.Settings.${b.key}.name`)),
    );
    const runs = byName.map((s) => s.group).filter((g, i, all) => i === 0 || all[i - 1] !== g);
    expect(new Set(runs).size).toBe(runs.length);
  });
});

describe("each setting reaches what it rules", () => {
  /** setting key → [the engine option, its value when the setting is set to `value`] */
  const ENGINE: [string, unknown, keyof EngagementOptions, unknown][] = [
    ["reactionDeclaration", "beforeRoll", "reactionTiming", "before"],
    ["pulseLaserPenalty", false, "pulseLaserPenalty", false],
    ["reloading", "magazine", "reloading", "magazine"],
    ["mDriveHalfRounding", "down", "mDriveHalfRounding", "down"],
    ["crewDamageEach", true, "crewDamageEach", true],
    ["repairDestroyedSystems", true, "repairDestroyedSystems", true],
    ["repairHullStructure", false, "repairHullStructure", false],
    ["rangeCheckReverts", true, "rangeCheckReverts", true],
    ["reactionsFollowInitiative", true, "reactionsFollowInitiative", true],
    ["reactionFireUsesTurret", true, "reactionFireUsesTurret", true],
    ["crewHitsUnnamed", true, "crewHitsUnnamed", true],
    ["hullZero", "disabled", "hullZero", "disabled"],
    ["interceptLoneShips", true, "interceptLoneShips", true],
    ["missilesAsCraft", true, "missilesAsCraft", true],
  ];

  it("every engine setting but R21, automatic damage and NPC reactions is in the table above", () => {
    const named = new Set(ENGINE.map(([key]) => key));
    expect(WORLD_SETTINGS.map((s) => s.key).filter((k) => !named.has(k))).toEqual([
      "autoApplyDamage",
      "structureRounding",
      "npcReactions",
    ]);
  });

  it.each(ENGINE)("%s set to %s: the engagement's engine runs with %s = %s", async (key, value, option, expected) => {
    const w = await engaged("medium");
    const before = WORLD_SETTINGS.find((s) => s.key === key)!.default;
    expect(loadEngagement(w.combat).memory.options?.[option]).not.toEqual(expected);
    try {
      await set(key, value);
      expect(engagementOptions()[option]).toEqual(expected);
      // the engine sees the world's settings on every load of an engagement, also one begun before the change
      expect(loadEngagement(w.combat).memory.options?.[option]).toEqual(expected);
    } finally {
      await set(key, before);
    }
    expect(loadEngagement(w.combat).memory.options?.[option]).not.toEqual(expected);
  });

  it("R21 structureRounding: a new 90-ton ship has 1 Structure (down) or 2 (up); a ship made before keeps its own", async () => {
    // SRD Chapter 10: "one point of Structure damage per fifty tons, rounding down to a minimum of one"
    const structure = (a: Actor.Implementation) => (a.system as ShipData).structure;
    const older = await ship({ name: "Shuttle A", system: { tons: 90 } });
    expect(structure(older)).toMatchObject({ value: 1, max: 1 });
    try {
      await set("structureRounding", "up");
      const newer = await ship({ name: "Shuttle B", system: { tons: 90 } });
      expect(structure(newer)).toMatchObject({ value: 2, max: 2 });
      expect(structure(older)).toMatchObject({ value: 1, max: 1 });
    } finally {
      await set("structureRounding", "down");
    }
    const again = await ship({ name: "Shuttle C", system: { tons: 90 } });
    expect(structure(again)).toMatchObject({ value: 1, max: 1 });
  });

  it("R90 rangeCheckReverts through the stored engagement: a Range Check's band holds, or goes back as the round ends", async () => {
    const bands = async (reverts: boolean) => {
      const w = await engaged("long");
      const seats = (w.corsair.system as ShipData).toObject().seats;
      await w.corsair.update({ system: { seats: [...seats, { position: "navigator", npcSkill: 2 }] } } as never);
      await set("rangeCheckReverts", reverts);
      try {
        const navigator = seats.length;
        scriptTotals([12, 2], [2, 2]); // the Corsair's navigator wins; Beowulf has none (unskilled)
        expect(
          (
            await perform(
              { type: "rangeCheck", shipId: w.cid, seat: navigator, targetId: w.bid, choice: "closer" },
              { combat: w.combat },
            )
          ).ok,
        ).toBe(true);
        const range = () => loadEngagement(w.combat).memory.ranges[pairKey(w.cid, w.bid)];
        const during = range();
        expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
        expect((await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat })).ok).toBe(true);
        expect(loadEngagement(w.combat).memory.round).toBe(2);
        return [during, range()];
      } finally {
        await set("rangeCheckReverts", false);
      }
    };
    expect(await bands(false)).toEqual(["medium", "medium"]);
    expect(await bands(true)).toEqual(["medium", "long"]);
  });
});
