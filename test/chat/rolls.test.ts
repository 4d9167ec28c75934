// 3D dice (Dice So Nice and the roll log read a message's Rolls): every die the system rolls reaches chat as a Foundry
// Roll on a message, exactly once, on the main card of the command that rolled it, with the faces rolled and the
// totals the rules used, and that card follows the roll mode the acting user chose. Reaction, damage and crew cards
// carry none, and an attack landing on its reaction card adds none there: their dice are already on the command's
// card (a Roll on two messages would be shown twice).
import { beforeAll, describe, expect, it } from "vitest";
import { CardData } from "../../src/data/chat/card";
import { perform, type PerformResult } from "../../src/play/perform";
import { as, diceControl, isV14, scriptTotals } from "../harness";
import { engaged } from "./helpers";
import { ALICE, bootSystem, standardWorld } from "../fixtures/world";
import { card } from "./posted";

beforeAll(bootSystem);

type Die = { faces: number; result: number };
const facesOf = (roll: Roll) =>
  (roll as unknown as { dice: { faces: number; results: { result: number }[] }[] }).dice.flatMap((d) =>
    d.results.map((r) => ({ faces: d.faces, result: r.result })),
  );

/** Every message of a command: the main card carries every die rolled for it, in order, each Roll's total its faces' sum. */
function expectRollsOn(result: PerformResult, dice: Die[], kinds: string[]): void {
  expect(result.ok).toBe(true);
  const messages = result.messageIds.map(card);
  expect(messages.map((m) => (m.system as CardData).kind)).toEqual(kinds);
  const [main, ...rest] = messages;
  for (const m of rest) expect(m.rolls, (m.system as CardData).kind).toEqual([]);
  expect(main.rolls.every((r) => r instanceof Roll)).toBe(true);
  expect(main.rolls.flatMap(facesOf)).toEqual(dice);
  for (const r of main.rolls) {
    expect(r.total).toBe(facesOf(r).reduce((s, d) => s + d.result, 0));
    expect(typeof (r.options as { purpose?: unknown }).purpose).toBe("string");
  }
}

/** The dice rolled since the mark. */
function since(mark: number): Die[] {
  return diceControl.rolled.slice(mark).map((d) => ({ ...d }));
}

describe("every card type carries the rolls of its command", () => {
  it("initiative, a beam attack and its damage, a reaction, the damage landing with a crew hit", async () => {
    const w = await standardWorld();
    let mark = diceControl.rolled.length;
    scriptTotals([12, 2], [2, 2]);
    const init = await perform({ type: "rollInitiative" }, { combat: w.combat });
    expectRollsOn(init, since(mark), ["action"]);
    expect(
      init.events
        .filter((e) => e.type === "initiativeRolled")
        .map((e) => (e as { dice: number }).dice)
        .sort(),
    ).toEqual([12, 2]);
    expect(
      card(init.messageIds[0])
        .rolls.map((r) => r.total)
        .sort(),
    ).toEqual([12, 2]);
    await perform({ type: "setRange", a: w.cid, b: w.bid, range: "long" }, { combat: w.combat });

    mark = diceControl.rolled.length;
    scriptTotals([8, 2], [15, 3]); // attack 2D6 8, damage 3D6 15
    const attack = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    expectRollsOn(attack, since(mark), ["action", "reaction"]);
    expect(card(attack.messageIds[0]).rolls.map((r) => [r.formula.toLowerCase(), r.total])).toEqual([
      ["2d6", 8],
      ["3d6", 15],
    ]);
    const offered = attack.events.find((e) => e.type === "reactionOffered");
    if (offered?.type !== "reactionOffered") throw new Error("no reaction offered");

    mark = diceControl.rolled.length;
    scriptTotals([3, 2]); // Jane's dodge fails: 2D6 3
    const dodge = await as("alice", () =>
      perform({ type: "dodge", shipId: w.bid, attackId: offered.attackId }, { combat: w.combat }),
    );
    expectRollsOn(dodge, since(mark), ["action"]);

    mark = diceControl.rolled.length;
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]); // location, radiation, who, rads
    const end = await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    // the damage lands on the Beowulf's reaction card, which gains no Roll
    expectRollsOn(end, since(mark), ["action"]);
    expect(end.landedOn).toEqual([attack.messageIds[1]]);
    expect((card(attack.messageIds[1]).system as CardData).kind).toBe("damage");
    expect(card(attack.messageIds[1]).rolls).toEqual([]);
    expect(since(mark).filter((d) => d.faces === 2)).toEqual([{ faces: 2, result: 1 }]);
    expect(diceControl.queue).toHaveLength(0);
  });

  it("a missile launch, its arrival and its impact", async () => {
    const w = await engaged("short", { corsairWeapon: "missile" });
    await w.corsair.update({ system: { ammo: { missiles: { standard: 2 } } } } as never);
    let mark = diceControl.rolled.length;
    scriptTotals([8, 2]);
    expectRollsOn(
      await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat }),
      since(mark),
      ["action"],
    );
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    mark = diceControl.rolled.length;
    scriptTotals([9, 2], [8, 2]);
    const arrive = await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat });
    expectRollsOn(arrive, since(mark), ["action", "reaction"]);
    mark = diceControl.rolled.length;
    scriptTotals([2, 2]);
    const resolve = await perform({ type: "resolveMissiles" }, { combat: w.combat });
    expectRollsOn(resolve, since(mark), ["action"]);
    expect(resolve.landedOn).toEqual([arrive.messageIds[1]]);
    expect((card(arrive.messageIds[1]).system as CardData).kind).toBe("damage");
    expect(card(arrive.messageIds[1]).rolls).toEqual([]);
  });

  it("a check outside combat", async () => {
    const w = await standardWorld();
    const mark = diceControl.rolled.length;
    scriptTotals([8, 2]);
    const r = await as("alice", () =>
      perform({ type: "evasiveManeuvers", shipId: w.beowulf.id!, seat: 0 }, { combat: null }),
    );
    expectRollsOn(r, since(mark), ["action"]);
    expect(r.outsideCombat).toBe(true);
  });
});

describe("in the roll mode chosen", () => {
  const modes = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" } as const;
  for (const mode of Object.keys(modes) as (keyof typeof modes)[]) {
    it(`${mode}: the card with the rolls is seen by those the mode names, and is blind only when blind`, async () => {
      const w = await standardWorld();
      const settings = game.settings as unknown as { set(ns: string, key: string, value: string): Promise<unknown> };
      await settings.set("core", isV14 ? "messageMode" : "rollMode", isV14 ? modes[mode] : mode);
      scriptTotals([8, 2]);
      const r = await as("alice", () =>
        perform({ type: "evasiveManeuvers", shipId: w.beowulf.id!, seat: 0 }, { combat: null }),
      );
      const msg = card(r.messageIds[0]) as unknown as { rolls: Roll[]; whisper: string[]; blind?: boolean };
      expect(msg.rolls.map((x) => x.total)).toEqual([8]);
      const gms = game.users!.filter((u) => u.isGM).map((u) => u.id!);
      const expected = { publicroll: [], gmroll: [...gms, ALICE], blindroll: [...gms, ALICE], selfroll: [ALICE] }[mode];
      expect([...msg.whisper].sort()).toEqual([...expected].sort());
      expect(!!msg.blind).toBe(mode === "blindroll");
    });
  }
});
