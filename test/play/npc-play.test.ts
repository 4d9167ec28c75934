// The referee's NPC crews through the bridge: a whole battle of two NPC ships played by "Play all NPC turns" alone,
// a fleet whose one player ship stops the run every round, reactions declared by NPC crews when the world setting
// says so, and the refusals (a player asking, a player's ship).
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { stepBack } from "../../src/play/checkpoints";
import { loadEngagement } from "../../src/play/load";
import { playAllNpcTurns, playNpcTurn, NPC_REASONS } from "../../src/play/npc-play";
import { crewPolicies, storeCrewPolicies } from "../../src/play/npc-policies";
import { currentShipId } from "../../src/rules/engagement/validation";
import { as, diceControl, Hooks, notifications, scriptTotals } from "../harness";
import { runSync, type DiceSource } from "../../src/rules/dice";
import { applyCommand } from "../../src/rules/engagement/engine";
import type { Command } from "../../src/rules/engagement/commands";
import { canonical } from "../rules/canonical";
import { ALICE, bootSystem, combatOf, corsair, turretShip } from "../fixtures/world";
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
  it("plays a battle of two NPC ships from Begin to its end: every card once, every apply once, documents = engine", async () => {
    diceControl.seed = 7;
    await set("autoApplyDamage", true);
    await set("npcReactions", true);
    const ran: Command[] = [];
    const applies = new Map<string, number>();
    const onAction = (p: { command: Command }) => void ran.push(structuredClone(p.command));
    let lastCardAt = 0;
    const onCard = () => void (lastCardAt = performance.now());
    const onApplied = (p: { messageId: string }) => void applies.set(p.messageId, (applies.get(p.messageId) ?? 0) + 1);
    const hooks = [
      ["cepheus-space-combat.action", Hooks.on("cepheus-space-combat.action", onAction)],
      ["cepheus-space-combat.damageApplied", Hooks.on("cepheus-space-combat.damageApplied", onApplied)],
      ["createChatMessage", Hooks.on("createChatMessage", onCard)],
    ] as const;
    try {
      const { combat, actors } = await npcDuel();
      const start = structuredClone(loadEngagement(combat));
      const before = cards().length;
      const firstDie = diceControl.rolled.length;
      ran.length = 0;
      const started = performance.now();
      // one click plays until a player's ship or the end: with no player ship, one run is the whole battle
      const r = await playAllNpcTurns(combat);
      const ms = performance.now() - started;
      const posted = cards().slice(before);
      expect(r.ok).toBe(true);
      const state = loadEngagement(combat);
      expect(state.memory.ended).toBeDefined();
      expect(r.turns).toBeGreaterThan(1);
      // every action the crew took was one validation allowed (none refused on the way)
      expect(r.actions.every((a) => a.ok)).toBe(true);

      // every card posted once: the played actions' messages are distinct and in the log, and no two cards tell
      // the same events (a card posted twice for one command would)
      const played = r.actions.flatMap((a) => a.messageIds);
      expect(new Set(played).size).toBe(played.length);
      for (const id of played) expect(posted.some((m) => m.id === id)).toBe(true);
      const told = posted.map((m) => canonical([sys(m).kind, sys(m).command, sys(m).events]));
      expect(new Set(told).size).toBe(told.length);
      // one main card per command the GM ran, or the command written on its turn's card (the crew's commands after a
      // turn's first), and each crew action is among the commands run, in order
      const mainCards = posted.filter((m) => sys(m).kind === "action");
      const written = mainCards.reduce((n, m) => n + sys(m).answers.length, 0);
      expect(mainCards.length + written).toBe(ran.length);
      const crewCommands = r.actions.map((a) => canonical(a.command));
      const ranCommands = ran.map((c) => canonical(c));
      let k = 0;
      for (const c of ranCommands) if (c === crewCommands[k]) k++;
      expect(k).toBe(crewCommands.length);

      // every damage card applied exactly once (automatic damage), by the GM; nothing else applied
      const damage = posted.filter((m) => sys(m).kind === "damage" && sys(m).applicable);
      expect(damage.length).toBeGreaterThan(0);
      for (const m of damage) {
        expect([sys(m).applied, sys(m).appliedBy]).toEqual([true, game.user!.name]);
        expect(applies.get(m.id!), `applies of card ${m.id}`).toBe(1);
      }
      expect([...applies.keys()].every((id) => damage.some((m) => m.id === id))).toBe(true);

      // the engine's own fight: the commands run, replayed on the engagement as it was at Begin with the very dice
      // Foundry rolled, lands where the documents are, field by field
      const dice = diceControl.rolled.slice(firstDie);
      let next = 0;
      const face = (sides: number) => {
        const d = dice[next++];
        expect(d?.faces, `die ${next} of the replay`).toBe(sides);
        return d.result;
      };
      const source: DiceSource = {
        roll: (q) =>
          q.sides ? face(q.sides) : Array.from({ length: q.dice }, () => face(6)).reduce((a, b) => a + b, 0),
      };
      let engine = start;
      for (const c of ran) {
        const step = runSync(applyCommand(engine, c), source);
        expect(step.events.find((e) => e.type === "refused")).toBeUndefined();
        engine = step.state;
      }
      expect(next).toBe(dice.length);
      expect(state.memory).toEqual(engine.memory);
      for (const actor of actors) {
        const id = [...combat.combatants].find((c) => c.actorId === actor.id)!.id!;
        const doc = actor.system as unknown as {
          hull: { value: number };
          structure: { value: number };
          systems: Record<string, number>;
          mounts: { id: string; damage: number }[];
        };
        const ship = engine.ships[id];
        expect(doc.hull.value, `${actor.name} Hull`).toBe(ship.hull.value);
        expect(doc.structure.value, `${actor.name} Structure`).toBe(ship.structure.value);
        for (const [system, hits] of Object.entries(ship.systems))
          expect(doc.systems[system] ?? 0, `${actor.name} ${system}`).toBe(hits);
        for (const m of ship.mounts)
          expect(doc.mounts.find((x) => x.id === m.id)?.damage, `${actor.name} mount ${m.id}`).toBe(m.damage);
        expect(canonical(state.ships[id])).toBe(canonical(ship));
      }

      // each played action says why, in one line, on the card it is on (its own, or its turn's card); a card keeps the
      // reason of its first action in a flag
      for (const a of r.actions) {
        const m = game.messages!.get(a.writtenOn ?? a.messageIds[0])!;
        expect(m.content).toContain('<p class="card-line npc-reason"');
        if (a.writtenOn) continue;
        expect(
          (m.flags as Record<string, Record<string, { reason: string }>>)["cepheus-space-combat"].npcReason.reason,
        ).toBe(a.planned!.reason);
      }
      expect(posted.some((m) => m.content.includes("crew fires at"))).toBe(true);
      console.log(
        `NPC battle: ${posted.length} cards (${mainCards.length} commands, ${damage.length} damage applied), ` +
          `${r.turns} turns; from Play all NPC turns to its last card ${Math.round(lastCardAt - started)} ms, ` +
          `to its end ${Math.round(ms)} ms in the stand-in`,
      );
    } finally {
      for (const [name, id] of hooks) Hooks.off(name, id);
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
    const stoppedIn: number[] = [];
    for (let round = 0; round < 3; round++) {
      const r = await playAllNpcTurns(combat);
      expect(r.ok).toBe(true);
      const state = loadEngagement(combat);
      if (state.memory.ended) break;
      stoppedIn.push(state.memory.round);
      // stopped at the player's ship: its turn, untouched by any crew
      expect(currentShipId(state)).toBe(playerId);
      expect(r.actions.every((a) => (a.command as { shipId?: string }).shipId !== playerId)).toBe(true);
      // the player's own turn is theirs: the crew will not play it
      const refused = await playNpcTurn(combat, playerId, { notify: false });
      expect(refused.refusal).toBe("playerShip");
      expect((await perform({ type: "endTurn", shipId: playerId }, { combat })).ok).toBe(true);
    }
    // it stopped once in each of three rounds, one after another (the fight went on past the player's turns)
    expect(stoppedIn).toEqual([stoppedIn[0], stoppedIn[0] + 1, stoppedIn[0] + 2]);
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

  it("Step back undoes an NPC turn like any other: back before its turn ended, its damage taken back", async () => {
    diceControl.seed = 5;
    await set("autoApplyDamage", true);
    try {
      const { combat, actors } = await npcDuel();
      const current = currentShipId(loadEngagement(combat))!;
      const ships = () => actors.map((a) => JSON.stringify(a.system));
      const before = ships();
      // the memory as the crew's last action left it, just before the turn ended (the turn change Step back undoes)
      let beforeEnd: unknown;
      const id = Hooks.on("cepheus-space-combat.action", (p: { type: string }) => {
        if (p.type !== "endTurn") beforeEnd = JSON.parse(JSON.stringify(loadEngagement(combat).memory));
      });
      let r;
      // every die a six: the gunner hits, and its damage lands when the turn ends
      diceControl.queue.push(...Array.from({ length: 60 }, () => 6));
      try {
        r = await playNpcTurn(combat, current, { notify: false });
      } finally {
        Hooks.off("cepheus-space-combat.action", id);
        diceControl.queue.length = 0;
      }
      expect(r.ok).toBe(true);
      expect(r.actions.length).toBeGreaterThan(0);
      expect(currentShipId(loadEngagement(combat))).not.toBe(current);
      expect(ships()).not.toEqual(before);
      expect(await stepBack(combat)).toBe(true);
      expect(currentShipId(loadEngagement(combat))).toBe(current);
      expect(JSON.parse(JSON.stringify(loadEngagement(combat).memory))).toEqual(beforeEnd);
      // whatever damage the turn's end landed is taken back: both ships as the turn began
      expect(ships()).toEqual(before);
    } finally {
      await set("autoApplyDamage", false);
    }
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
    const alice = await turretShip("Alice's Gunboat", ALICE, { weapon: "beamLaser" });
    const npc = await turretShip("Sandy", null, { weapon: "sandcaster", pilot: true });
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
      const { reactFor } = await import("../../src/play/npc-play");
      expect(await reactFor(combat, attack.events)).toEqual([]);
    } finally {
      await set("npcReactions", false);
    }
  });
});
