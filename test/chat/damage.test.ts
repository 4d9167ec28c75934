// Damage cards from the whole bridge: scripted dice, real documents through the stand-in, cards applied.
import { beforeAll, describe, expect, it } from "vitest";
import { requestCardAction } from "../../src/play/apply";
import { ShipData } from "../../src/data/actor/ship";
import { perform } from "../../src/play/perform";
import { diceControl, scriptTotals } from "../harness";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { cards, sys } from "./posted";

beforeAll(bootSystem);

async function applyAll(kind: string) {
  for (const m of cards(kind)) expect((await requestCardAction({ messageId: m.id!, action: "apply" })).ok).toBe(true);
}

describe("damage cards", () => {
  it("a meson hit ignores armor and reads the Internal column", async () => {
    const w = await engaged("long", { corsairWeapon: "mesonGun", corsairMount: "bay" });
    scriptTotals([8, 2], [10, 5]); // attack 8 + skill 2: hit; meson bay 5D6 = 10
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    // 10, armor ignored → one Double Hit; location 2 (Internal: Structure) → Structure 8 → 6; radiation hit 2D6 4: lucky escape
    scriptTotals([2, 2], [4, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    expect(diceControl.queue.length).toBe(0);
    const [d] = cards("damage");
    expect(d.content).toContain("armor ignored");
    expect(d.content).toContain("Internal");
    expect(d.content).toContain("Structure 8 → 7");
    expect(d.content).toContain("Structure 7 → 6");
    expect(cards("crew")).toHaveLength(0);
    await applyAll("damage");
    const s = w.beowulf.system as ShipData;
    expect(s.structure.value).toBe(6);
    expect(s.armor.value).toBe(4);
    expect(s.hull.value).toBe(8);
  });

  it("names each hit's weapon as the attacker's sheet and the attack card do, not by its kind", async () => {
    const w = await engaged("long", { beowulf: { hull: { value: 1, max: 8 } } });
    scriptTotals([8, 2], [15, 3]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    const attack = cards("action").at(-1)!;
    expect(attack.content).toContain("particleBeam 1");
    scriptTotals([8, 2], [4, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const [d] = cards("damage");
    expect(d.content).toContain(`particleBeam 1 from ${w.corsair.name}`);
    expect(d.content).not.toContain(`Particle Beam from`);
  });

  it("a triple hit on a turret takes it through all three steps", async () => {
    const w = await engaged("long", { corsairMount: "bay", beowulf: { armor: { value: 0, max: 0 } } });
    scriptTotals([8, 2], [26, 6]); // bay particle beam 6D6 = 26 → one Triple Hit
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    // location 5 (External: Turret) → a random turret (1d2 → 1: the dorsal turret); radiation hit 2D6 4: lucky escape
    scriptTotals([5, 2], [1, 1, 2], [4, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    expect(diceControl.queue.length).toBe(0);
    const [d] = cards("damage");
    expect(d.content).toContain("1 Triple Hit");
    // the dorsal turret named as the Beowulf's sheet names it
    expect(d.content).toContain("Dorsal: destroyed");
    expect(d.content).toContain("Dorsal: Turret first hit");
    expect(d.content).toContain("Dorsal: Turret second hit");
    expect(d.content).toContain("Dorsal: Turret third hit: the turret and its weapons are destroyed");
    await applyAll("damage");
    const s = w.beowulf.system as ShipData;
    expect(s.mounts.map((m) => m.damage)).toEqual([3, 0]);
    expect(s.mounts[0].name).toBe("Dorsal");
    expect(s.hull.value).toBe(8);
  });

  it("a hit that wipes the last Hull sends the next hit Internal", async () => {
    const w = await engaged("long", { beowulf: { hull: { value: 1, max: 8 } } });
    scriptTotals([8, 2], [15, 3]); // particle beam 15 − armor 4 = 11 → one Double Hit
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    // location 8: Hull 1 → 0, then the second hit reads row 8 of the Internal column: Structure; radiation 2D6 4: none
    scriptTotals([8, 2], [4, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const [d] = cards("damage");
    expect(d.content).toContain("Hull 1 → 0");
    expect(d.content).toContain("Hull wiped out: the hit goes through to Structure");
    expect(d.content).toContain("Structure 8 → 7");
    expect(sys(d).applicable).toBe(true);
    await applyAll("damage");
    const s = w.beowulf.system as ShipData;
    expect(s.hull.value).toBe(0);
    expect(s.structure.value).toBe(7);
  });
});

describe("a destroyed ship", () => {
  it("Apply marks its combatant defeated; Undo clears it", async () => {
    const w = await engaged("long", { beowulf: { hull: { value: 0, max: 8 }, structure: { value: 1, max: 8 } } });
    scriptTotals([8, 2], [15, 3]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    scriptTotals([8, 2], [4, 2]); // Hull 0: row 8 of the Internal column (Structure) → 1 → 0, destroyed; radiation 4: none
    const end = await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    expect(end.events.some((e) => e.type === "shipDestroyed")).toBe(true);
    const [d] = cards("damage");
    expect(d.content).toContain("The ship is destroyed");
    const combatant = w.combat.combatants.get(w.bid)!;
    expect(combatant.defeated).toBe(false);
    expect((await requestCardAction({ messageId: d.id!, action: "apply" })).ok).toBe(true);
    expect((w.beowulf.system as ShipData).structure.value).toBe(0);
    expect(combatant.defeated).toBe(true);
    expect((await requestCardAction({ messageId: d.id!, action: "undo" })).ok).toBe(true);
    expect((w.beowulf.system as ShipData).structure.value).toBe(1);
    expect(combatant.defeated).toBe(false);
  });
});
