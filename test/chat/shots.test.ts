// An attack's shots on its card: each verdict alone in its cell, the shots' own DMs as chips when every shot has them
// alike (one weapon kind) or under the shot's DM when they differ (a turret mixing kinds); and what a reaction did to
// the shots, said shot by shot.
import { beforeAll, describe, expect, it } from "vitest";
import { attackView } from "../../src/chat/view/attack";
import { eventLine } from "../../src/chat/view/events";
import type { EngagementEvent } from "../../src/rules/engagement/events";
import type { PendingAttack, PendingShot } from "../../src/rules/engagement/memory";
import { createEngagement, type EngagementState } from "../../src/rules/engagement/state";
import { bootSystem } from "../fixtures/world";
import { makeShip } from "../rules/fixtures";

beforeAll(bootSystem);

const L = (key: string) => game.i18n!.localize(key);

function shot(weaponId: string, weapon: PendingShot["weapon"], dice: number, dm: number, hit: boolean): PendingShot {
  return {
    weaponId,
    weapon,
    dice,
    dm,
    hit,
    damage: undefined,
    reduction: undefined,
    destroyed: undefined,
    difficulty: "difficult",
  };
}

/** A turret ("Dorsal") of a beam laser and a pulse laser, and its attack at Long (Difficult, DM−2). */
function mixed(): { state: EngagementState; attack: PendingAttack } {
  const x = makeShip({
    id: "x",
    name: "Raider",
    mounts: [
      {
        id: "m1",
        type: "turret",
        name: "Dorsal",
        damage: 0,
        weapons: [
          { id: "w1", kind: "beamLaser", name: "Beam Laser" },
          { id: "w2", kind: "pulseLaser", name: "Pulse Laser" },
        ],
      },
    ],
    seats: [{ position: "turretGunner", npcSkill: 1, mountId: "m1" }],
  });
  const state = createEngagement({ ships: [x, makeShip({ id: "y", name: "Trader" })], range: "long" });
  // skill +1; the beam: Difficult −2; the pulse laser: Difficult −2 and its own −2
  const attack: PendingAttack = {
    id: "a1",
    kind: "beam",
    attackerId: "x",
    targetId: "y",
    mountId: "m1",
    seat: 0,
    range: "long",
    modifiers: [{ source: "skill", value: 1 }],
    shots: [shot("w1", "beamLaser", 10, -1, true), shot("w2", "pulseLaser", 10, -3, false)],
    reactions: [],
  } as unknown as PendingAttack;
  state.memory.pendingAttacks = [attack];
  return { state, attack };
}

describe("the attack's shots", () => {
  it("names the turret and each weapon as the sheet does; each shot's own DMs under its DM, its verdict alone", () => {
    const { state, attack } = mixed();
    const ctx = { before: state, after: state, outsideCombat: false };
    const e = {
      type: "attackRolled",
      attackId: "a1",
      attackerId: "x",
      targetId: "y",
      mountId: "m1",
      seat: 0,
      range: "long",
      modifiers: attack.modifiers,
      shots: attack.shots,
      rolled: true,
    } as Extract<EngagementEvent, { type: "attackRolled" }>;
    const view = attackView(ctx, e);
    expect(view.heading).toContain("Raider · Dorsal");
    expect(view.shots.map((s) => s.weapon)).toEqual(["Beam Laser", "Pulse Laser"]);
    expect(view.shots.map((s) => s.result)).toEqual([L("CEPHEUS.Chat.Hit"), L("CEPHEUS.Chat.Miss")]);
    // the kinds differ: each keeps its own DMs (the pulse laser's DM−2 is its alone), the chips only the shared skill
    expect(view.mods.map((m) => m.value)).toEqual(["+1"]);
    expect(view.shots[0].dms).toEqual([{ label: "Difficult", value: "−2" }]);
    expect(view.shots[1].dms).toEqual([
      { label: "Difficult", value: "−2" },
      { label: "Pulse laser", value: "−2" },
    ]);
    // nothing of a DM reads beside a verdict
    for (const s of view.shots) for (const n of s.notes) expect(n).not.toMatch(/[−+]\d/);
  });

  it("a reaction's change says what it did to each shot", () => {
    const { state } = mixed();
    const after = structuredClone(state);
    const a = after.memory.pendingAttacks![0];
    // a dodge's DM−2 on every shot: the beam (10 − 1 − 2 = 7) now misses; the pulse laser missed already
    a.shots = a.shots.map((s) => ({ ...s, dm: s.dm! - 2, hit: false }));
    const e = { type: "attackModified", attackId: "a1", shots: a.shots, reason: "dodge" } as EngagementEvent;
    const line = eventLine({ before: state, after, outsideCombat: false }, e)!;
    expect(line.text).toBe("Dodge changes the attack: DM −2 on every shot; Beam Laser now misses.");

    // sand: the beam's damage reduced by 4
    const sanded = structuredClone(state);
    sanded.memory.pendingAttacks![0].shots[0].reduction = 4;
    const sand = {
      type: "attackModified",
      attackId: "a1",
      shots: sanded.memory.pendingAttacks![0].shots,
      reason: "fireSand",
    } as EngagementEvent;
    expect(eventLine({ before: state, after: sanded, outsideCombat: false }, sand)!.text).toBe(
      "Fire Sand changes the attack: Beam Laser damage reduced by 4.",
    );
  });
});
