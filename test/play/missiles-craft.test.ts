// Missiles as craft (ruling R110) through the stored engagement and the cards: with the world setting on, a salvo
// keeps its band to its target in the Combat, closes on it each round, and a target that opens the range against the
// launcher is struck a round later; with it off, the same fight is struck when the Missile Launch Range table says.
import { beforeAll, describe, expect, it } from "vitest";
import type { ShipData } from "../../src/data/actor/ship";
import { loadEngagement } from "../../src/play/load";
import { perform } from "../../src/play/perform";
import { queryEngagement } from "../../src/rules/engagement/query";
import { engaged } from "../chat/helpers";
import { card } from "../chat/posted";
import { bootSystem } from "../fixtures/world";
import { scriptTotals } from "../harness";

beforeAll(bootSystem);

const NS = "cepheus-space-combat";
const set = (key: string, value: unknown) => game.settings!.set(NS, key as never, value as never);

/**
 * The Corsair launches a standard missile at Beowulf at Long; in its turn Beowulf's navigator wins a Range Check
 * against the Corsair and opens the range; then both ships end their turns until the missile arrives. Answers the
 * round it arrived in, the salvo as stored after the Range Check, and the text of the cards told on the way.
 */
async function launchAndRun(craft: boolean) {
  await set("missilesAsCraft", craft);
  try {
    const w = await engaged("long", { corsairWeapon: "missile" });
    const seats = (w.beowulf.system as ShipData).toObject().seats;
    await w.beowulf.update({ system: { seats: [...seats, { position: "navigator", npcSkill: 2 }] } } as never);
    await w.corsair.update({ system: { ammo: { missiles: { standard: 2 } } } } as never);
    scriptTotals([8, 2]); // launch check 10: Effect 2, to hit 7
    const launch = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    expect(launch.refusal).toBeUndefined();
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    scriptTotals([12, 2], [2, 2]); // Beowulf's navigator wins; the Corsair has none (unskilled)
    const check = await perform(
      { type: "rangeCheck", shipId: w.bid, seat: seats.length, targetId: w.cid, choice: "farther" },
      { combat: w.combat },
    );
    expect(check.ok).toBe(true);
    let texts = check.messageIds.map((id) => card(id).content).join("\n");
    const stored = loadEngagement(w.combat).memory.salvos[0];
    const progress = queryEngagement(loadEngagement(w.combat)).salvoFlight(stored.id)!;
    let arrived: number | undefined;
    for (let i = 0; i < 8 && arrived === undefined; i++) {
      const m = loadEngagement(w.combat).memory;
      const id = m.order.find((x) => !m.ships[x].acted && !m.ships[x].delayed);
      // the missile's to-hit roll when it arrives: 2D6 2, a miss
      scriptTotals([1, 1]);
      const r = await perform({ type: "endTurn", shipId: id! }, { combat: w.combat });
      expect(r.ok).toBe(true);
      texts += r.messageIds.map((x) => card(x).content).join("\n");
      if (r.events.some((e) => e.type === "missileArrived")) arrived = loadEngagement(w.combat).memory.round;
      else scriptTotals();
    }
    return { arrived, stored, progress, texts };
  } finally {
    await set("missilesAsCraft", false);
  }
}

describe("missiles as craft (R110), through the stored engagement", () => {
  it("a target that opens the range against the launcher is struck a round later; by the table it is not", async () => {
    const craft = await launchAndRun(true);
    expect(craft.stored).toMatchObject({ band: "veryLong", impactRound: 3 });
    expect(craft.progress).toMatchObject({ band: "veryLong", bandsLeft: 4, turnsFlown: 0, turnsToImpact: 2 });
    expect(craft.texts).toContain(
      "Missiles on their way to Beowulf: Long → Very Long (the target moved), impact in round 3.",
    );
    // the round's end: Thrust 10 carries it three bands
    expect(craft.texts).toContain(
      "Missiles on their way to Beowulf: Very Long → Short (Thrust 10), impact in round 3.",
    );
    expect(craft.arrived).toBe(3);
    const table = await launchAndRun(false);
    expect(table.stored.band).toBeUndefined();
    expect(table.stored.impactRound).toBe(2);
    expect(table.progress).toMatchObject({ turnsFlown: 0, turnsToImpact: 1 });
    expect(table.progress.band).toBeUndefined();
    expect(table.texts).not.toContain("on their way");
    expect(table.arrived).toBe(2);
  });
});
