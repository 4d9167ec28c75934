// The referee's NPC crews through the bridge: a whole battle of two NPC ships played by "Play all NPC turns" alone,
// a fleet whose one player ship stops the run every round, reactions declared by NPC crews when the world setting
// says so, and the refusals (a player asking, a player's ship).
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/engagement/perform";
import { loadEngagement } from "../../src/engagement/load";
import { playAllNpcTurns, playNpcTurn, NPC_REASONS } from "../../src/engagement/npc-play";
import { crewPolicies, storeCrewPolicies } from "../../src/engagement/npc-policies";
import { currentShipId } from "../../src/rules/engagement/validation";
import { as, diceControl, notifications, scriptTotals } from "../harness";
import { ALICE, bootSystem, combatOf, corsair, ship } from "../fixtures/world";
import { cards, sys } from "../chat/posted";

beforeAll(bootSystem);

const set = (key: string, value: unknown) => game.settings!.set("cepheus-space-combat", key as never, value as never);

/** Two NPC ships on two sides at Short range, initiative rolled (the referee's Begin). */
async function npcDuel() {
  const a = await corsair("Red Corsair", { weapon: "beamLaser" });
  const b = await corsair("Black Corsair", { weapon: "pulseLaser" });
  const { combat, ids } = await combatOf([
    { actor: a, side: "red" },
    { actor: b, side: "black" },
  ]);
  expect((await perform({ type: "setRange", a: ids[0], b: ids[1], range: "short" }, { combat })).ok).toBe(true);
  expect((await perform({ type: "rollInitiative" }, { combat })).ok).toBe(true);
  return { combat, ids, actors: [a, b] };
}

describe("Play all NPC turns", () => {
  it("plays a battle of two NPC ships from Begin to its end: every card once, every damage applied once", async () => {
    diceControl.seed = 7;
    await set("autoApplyDamage", true);
    await set("npcReactions", true);
    try {
      const { combat, actors } = await npcDuel();
      const before = cards().length;
      const started = performance.now();
      let runs = 0;
      // one click plays until a player's ship or the end: with no player ship, one run is the whole battle
      const r = await playAllNpcTurns(combat);
      runs++;
      const ms = performance.now() - started;
      expect(r.ok).toBe(true);
      const state = loadEngagement(combat);
      expect(state.memory.ended).toBeDefined();
      expect(runs).toBe(1);
      expect(r.turns).toBeGreaterThan(1);
      // every card posted once: the played actions' messages are all distinct and all in the log
      const played = r.actions.flatMap((a) => a.messageIds);
      expect(new Set(played).size).toBe(played.length);
      const posted = cards().slice(before);
      for (const id of played) {
        expect(posted.some((m) => m.id === id)).toBe(true);
      }
      // every damage card applied exactly once (automatic damage), by the GM
      const damage = posted.filter((m) => sys(m).kind === "damage" && sys(m).applicable);
      expect(damage.length).toBeGreaterThan(0);
      for (const m of damage) expect([sys(m).applied, sys(m).appliedBy]).toEqual([true, game.user!.name]);
      // the documents hold what the engine holds: the loser's Hull and Structure as the engagement reads them
      for (const actor of actors) {
        const id = [...combat.combatants].find((c) => c.actorId === actor.id)!.id!;
        const shipState = state.ships[id];
        const data = actor.system as unknown as { hull: { value: number }; structure: { value: number } };
        expect(data.hull.value).toBe(shipState.hull.value);
        expect(data.structure.value).toBe(shipState.structure.value);
      }
      // every action the crew took was one validation allowed (none refused on the way)
      expect(r.actions.every((a) => a.ok)).toBe(true);
      // each played action's card says why, in one line, first
      for (const a of r.actions) {
        const m = game.messages!.get(a.messageIds[0])!;
        expect(m.content).toMatch(/^<p class="npc-reason">/);
        expect(
          (m.flags as Record<string, Record<string, { reason: string }>>)["cepheus-space-combat"].npcReason.reason,
        ).toBe(a.planned!.reason);
      }
      expect(posted.some((m) => m.content.includes("crew fires at"))).toBe(true);
      console.log(`NPC battle: ${posted.length} cards, ${r.turns} turns, ${Math.round(ms)} ms in the stand-in`);
    } finally {
      await set("autoApplyDamage", false);
      await set("npcReactions", false);
    }
  });

  it("a fleet of six ships on three sides stops at the player's ship every round", async () => {
    diceControl.seed = 11;
    const player = await corsair("Alice's Corsair");
    await player.update({ ownership: { [ALICE]: 3 } } as never);
    const npcs = await Promise.all([
      corsair("Pirate 1"),
      corsair("Pirate 2"),
      corsair("Pirate 3"),
      corsair("Navy 1", { weapon: "beamLaser" }),
      corsair("Navy 2", { weapon: "beamLaser" }),
    ]);
    const { combat, ids } = await combatOf([
      { actor: player, side: "traders" },
      { actor: npcs[0], side: "pirates" },
      { actor: npcs[1], side: "pirates" },
      { actor: npcs[2], side: "pirates" },
      { actor: npcs[3], side: "navy" },
      { actor: npcs[4], side: "navy" },
    ]);
    expect((await perform({ type: "rollInitiative" }, { combat })).ok).toBe(true);
    const playerId = ids[0];
    for (let round = 0; round < 3; round++) {
      const r = await playAllNpcTurns(combat);
      expect(r.ok).toBe(true);
      const state = loadEngagement(combat);
      if (state.memory.ended) break;
      // stopped at the player's ship: its turn, untouched by any crew
      expect(currentShipId(state)).toBe(playerId);
      expect(r.actions.every((a) => (a.command as { shipId?: string }).shipId !== playerId)).toBe(true);
      // the player's own turn is theirs: the crew will not play it
      const refused = await playNpcTurn(combat, playerId, { notify: false });
      expect(refused.refusal).toBe("playerShip");
      expect((await perform({ type: "endTurn", shipId: playerId }, { combat })).ok).toBe(true);
    }
  });
});

describe("NPC crews: who may, and the stance stored with the combat", () => {
  it("a player cannot have a ship's turn played; the GM gets a reason for a ship whose turn it is not", async () => {
    const { combat, ids } = await npcDuel();
    const current = currentShipId(loadEngagement(combat))!;
    const other = ids.find((id) => id !== current)!;
    const memory = JSON.stringify(loadEngagement(combat).memory);
    const r = await as("alice", () => playNpcTurn(combat, current));
    expect(r.refusal).toBe("gmOnly");
    expect(notifications.messages.at(-1)?.message).toBe(game.i18n!.localize("CEPHEUS.Reason.gmOnly"));
    expect((await as("alice", () => playAllNpcTurns(combat))).refusal).toBe("gmOnly");
    expect((await playNpcTurn(combat, other, { notify: false })).refusal).toBe("notYourTurn");
    expect(JSON.stringify(loadEngagement(combat).memory)).toBe(memory);
    for (const reason of NPC_REASONS) expect(game.i18n!.has(`CEPHEUS.Reason.${reason}`)).toBe(true);
  });

  it("a changed seat gives only its own command: one for another ship is not sent, and the seat is not replanned", async () => {
    const { combat, ids } = await npcDuel();
    const current = currentShipId(loadEngagement(combat))!;
    const other = ids.find((id) => id !== current)!;
    const before = cards().length;
    const forged = { type: "attack", shipId: other, seat: 0, targetId: current } as const;
    const r = await playNpcTurn(combat, current, { changes: new Map([[0, forged]]) });
    expect(r.ok).toBe(true);
    expect(r.actions).toEqual([{ command: forged, planned: undefined, ok: false, messageIds: [] }]);
    // nothing of the other ship's was done: no attack card, and the turn passed on
    expect(
      cards()
        .slice(before)
        .some((m) => (sys(m).command as { type?: string } | null)?.type === "attack"),
    ).toBe(false);
    expect(currentShipId(loadEngagement(combat))).toBe(other);
  });

  it("stances are stored with the combat; a bad one reads as none", async () => {
    const { combat, ids } = await npcDuel();
    await storeCrewPolicies(combat, {
      [ids[0]]: { stance: "cautious", flee: "structureHalf" },
      [ids[1]]: { stance: "reckless" as never },
      nobody: { stance: "steady" },
    });
    expect(crewPolicies(combat)).toEqual({ [ids[0]]: { stance: "cautious", flee: "structureHalf" } });
  });

  it("with the setting on, an NPC ship attacked by a player declares its reactions; off, it is left to the referee", async () => {
    diceControl.seed = 3;
    const alice = await ship({
      name: "Alice's Gunboat",
      owner: ALICE,
      system: {
        tons: 400,
        hull: { value: 8, max: 8 },
        structure: { value: 8, max: 8 },
        thrust: 2,
        mounts: [{ id: "g1", name: "Main", type: "turret", size: "single", damage: 0 }],
        seats: [{ position: "turretGunner", npcSkill: 3, mountId: "g1" }],
      },
      weapons: [{ kind: "beamLaser", mountId: "g1" }],
    });
    const npc = await ship({
      name: "Sandy",
      owner: null,
      system: {
        tons: 400,
        hull: { value: 8, max: 8 },
        structure: { value: 8, max: 8 },
        thrust: 2,
        ammo: { sand: 6 },
        mounts: [{ id: "s1", name: "Sand", type: "turret", size: "single", damage: 0 }],
        seats: [
          { position: "pilot", npcSkill: 1 },
          { position: "turretGunner", npcSkill: 1, mountId: "s1" },
        ],
      },
      weapons: [{ kind: "sandcaster", mountId: "s1" }],
    });
    const { combat, ids } = await combatOf([
      { actor: alice, side: "a" },
      { actor: npc, side: "b" },
    ]);
    await perform({ type: "setRange", a: ids[0], b: ids[1], range: "short" }, { combat });
    diceControl.queue.push(6, 6, 1, 1);
    expect((await perform({ type: "rollInitiative" }, { combat })).ok).toBe(true);
    expect(currentShipId(loadEngagement(combat))).toBe(ids[0]);
    await set("npcReactions", true);
    try {
      // Alice's gunner fires: the Sandy's crew answers the reaction card on its own (sand against a beam)
      scriptTotals([11, 2]); // the attack roll: a hit, so the Sandy may react
      const attack = await perform({ type: "attack", shipId: ids[0], seat: 0, targetId: ids[1] }, { combat });
      expect(attack.ok).toBe(true);
      const offered = attack.events.some((e) => e.type === "reactionOffered");
      for (let i = 0; i < 50 && loadEngagement(combat).memory.ships[ids[1]].reactionsSpent === 0; i++)
        await new Promise((r) => setTimeout(r, 0));
      expect(offered).toBe(true);
      expect(loadEngagement(combat).memory.ships[ids[1]].reactionsSpent).toBeGreaterThan(0);
      expect(cards().some((m) => (sys(m).command as { type?: string } | null)?.type === "fireSand")).toBe(true);
      // off: nothing is declared for it
      await set("npcReactions", false);
      const { reactFor } = await import("../../src/engagement/npc-play");
      expect(await reactFor(combat, attack.events)).toEqual([]);
    } finally {
      await set("npcReactions", false);
    }
  });
});
