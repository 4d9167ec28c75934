// Play turn and Play all NPC turns stop at a reaction a player can take: an NPC gunner's hit on a player's ship that
// can still react leaves the NPC's turn open, its reaction card waiting for the player; the turn ends on its own once
// the player has answered (a reaction that spends the last one, or No reaction), and Play all goes on from there.
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { stepBack } from "../../src/play/checkpoints";
import { loadEngagement } from "../../src/play/load";
import { playAllNpcTurns, playNpcTurn } from "../../src/play/npc-play";
import { currentShipId } from "../../src/rules/engagement/validation";
import { as, diceControl, notifications, scriptTotals } from "../harness";
import { ALICE, bootSystem, combatOf, turretShip } from "../fixtures/world";
import { card, cards, sys } from "../chat/posted";

beforeAll(bootSystem);

/** An NPC gunboat (initiative first) and Alice's cutter (its pilot may Dodge), at Short range. */
async function gunboatFirst() {
  const gunboat = await turretShip("Raider", null, { weapon: "beamLaser" });
  const cutter = await turretShip("Alice's Cutter", ALICE, { pilot: true });
  const { combat, ids } = await combatOf([
    { actor: gunboat, side: "raiders" },
    { actor: cutter, side: "alice" },
  ]);
  expect((await perform({ type: "setRange", a: ids[0], b: ids[1], range: "short" }, { combat })).ok).toBe(true);
  diceControl.queue.push(6, 6, 1, 1); // initiative: the raider 12, the cutter 2
  expect((await perform({ type: "rollInitiative" }, { combat })).ok).toBe(true);
  expect(currentShipId(loadEngagement(combat))).toBe(ids[0]);
  return { combat, raider: ids[0], cutter: ids[1] };
}

/** The NPC turn the Combat says is waiting on players' reaction cards. */
const waitingFlag = (combat: Combat.Implementation) =>
  (combat.flags as Record<string, Record<string, unknown> | undefined>)["cepheus-space-combat"]?.npcWaiting ?? null;

/** Let the GM's listeners run (the card update's hook, the turn's end they start). */
async function settle(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 0));
}

describe("an NPC turn that hits a player's ship", () => {
  it("Play turn waits for the player's reaction card; No reaction ends the NPC's turn", async () => {
    const { combat, raider, cutter } = await gunboatFirst();
    const before = cards().length;
    scriptTotals([11, 2]); // the beam laser hits
    const r = await playNpcTurn(combat, raider, { notify: true });
    expect(r.ok).toBe(true);
    expect(r.waiting).toEqual(["Alice's Cutter"]);
    // the turn is still the raider's: its hit waits, and the cutter's reaction card is open
    expect(currentShipId(loadEngagement(combat))).toBe(raider);
    expect(loadEngagement(combat).memory.pendingAttacks).toHaveLength(1);
    const reaction = cards("reaction").find((m) => sys(m).reaction.shipId === cutter)!;
    expect(reaction).toBeDefined();
    expect(sys(reaction).applied).toBe(false);
    expect(notifications.messages.at(-1)?.message).toContain("Alice's Cutter");
    // the waiting turn is kept on the Combat, for a reload
    expect(waitingFlag(combat)).toMatchObject({ shipId: raider, all: false });
    expect(
      cards()
        .slice(before)
        .some((m) => sys(m).command?.type === "endTurn"),
    ).toBe(false);
    // Alice answers: No reaction. The raider's turn ends by itself, its attack lands
    const { requestCardAction } = await import("../../src/play/apply");
    expect((await as("alice", () => requestCardAction({ messageId: reaction.id!, action: "decline" }))).ok).toBe(true);
    await settle(() => sys(card(reaction.id!)).kind === "damage");
    expect(currentShipId(loadEngagement(combat))).toBe(cutter);
    expect(loadEngagement(combat).memory.pendingAttacks ?? []).toHaveLength(0);
    expect(waitingFlag(combat)).toBeNull();
    // the raider's turn card: the attack, then (once Alice answered) the turn's end
    const turnCard = cards().slice(before)[0];
    expect(sys(turnCard).answers.map((x) => x.command.type)).toEqual(["endTurn"]);
    // the hit landed on the cutter's reaction card, now its damage card: Alice's answer, then the damage, to apply
    const landed = sys(card(reaction.id!));
    expect(landed.kind).toBe("damage");
    expect(landed.applied).toBe(false);
    expect(landed.applicable).toBe(true);
    expect(landed.events.some((e) => e.type === "damageResolved" && e.targetId === cutter)).toBe(true);
    expect(card(reaction.id!).content).toContain("No reaction (chosen by Alice)");
    expect(card(reaction.id!).content).toContain('data-card-action="apply"');
    // the whole turn in the GM's log: its turn card and the cutter's card, nothing else
    expect(cards().slice(before)).toEqual([turnCard, reaction]);
  });

  it("the waiting turn is the Combat's: after a reload, the player's answer still ends it", async () => {
    const { combat, raider, cutter } = await gunboatFirst();
    // the raider's gunner fires by hand (no Play turn in this client's memory); the Combat says the turn waits, as
    // Play turn stored it before the GM's client was reloaded
    scriptTotals([11, 2], [1, 1]);
    expect((await perform({ type: "attack", shipId: raider, seat: 0, targetId: cutter }, { combat })).ok).toBe(true);
    await combat.update({ flags: { "cepheus-space-combat": { npcWaiting: { shipId: raider, all: false } } } } as never);
    const reaction = cards("reaction").find((m) => sys(m).reaction.shipId === cutter)!;
    const { requestCardAction } = await import("../../src/play/apply");
    expect((await as("alice", () => requestCardAction({ messageId: reaction.id!, action: "decline" }))).ok).toBe(true);
    await settle(() => sys(card(reaction.id!)).kind === "damage");
    expect(currentShipId(loadEngagement(combat))).toBe(cutter);
    expect(waitingFlag(combat)).toBeNull();
  });

  it("a step back over the turn's end makes the damage card the reaction card it was, its Apply undone", async () => {
    const { combat, raider, cutter } = await gunboatFirst();
    scriptTotals([11, 2]); // the beam laser hits
    expect((await playNpcTurn(combat, raider, { notify: false })).ok).toBe(true);
    const reaction = cards("reaction").find((m) => sys(m).reaction.shipId === cutter)!;
    const asked = { view: sys(reaction).view, events: sys(reaction).events };
    const hull = () => game.actors!.find((a) => a.name === "Alice's Cutter")!.system as { hull: { value: number } };
    const { requestCardAction } = await import("../../src/play/apply");
    expect((await as("alice", () => requestCardAction({ messageId: reaction.id!, action: "decline" }))).ok).toBe(true);
    // (the turn's end is stored before its damage lands on the card)
    await settle(() => sys(card(reaction.id!)).kind === "damage");
    const whole = hull().hull.value;
    const applied = await as("alice", () => requestCardAction({ messageId: reaction.id!, action: "apply" }));
    expect(applied).toEqual({ ok: true });
    expect(hull().hull.value).toBeLessThan(whole);
    expect(await stepBack(combat)).toBe(true);
    // the raider's turn again, its hit pending; the card is Alice's declined reaction card, the damage undone
    expect(currentShipId(loadEngagement(combat))).toBe(raider);
    expect(loadEngagement(combat).memory.pendingAttacks).toHaveLength(1);
    expect(hull().hull.value).toBe(whole);
    const back = sys(card(reaction.id!));
    expect(back.kind).toBe("reaction");
    expect(back.events).toEqual(asked.events);
    expect(back.landed).toEqual([]);
    expect(back.applied).toBe(true);
    expect(back.appliedBy).toBe("Alice");
    expect(card(reaction.id!).content).toContain("No reaction (chosen by Alice)");
    expect(card(reaction.id!).content).not.toContain('data-card-action="apply"');
  });

  it("Play all stops at the player's reaction, and goes on after a Dodge that spends the last reaction", async () => {
    const { combat, raider, cutter } = await gunboatFirst();
    scriptTotals([11, 2]); // the beam laser hits
    const r = await playAllNpcTurns(combat);
    expect(r.ok).toBe(true);
    expect(r.waiting).toEqual(["Alice's Cutter"]);
    expect(currentShipId(loadEngagement(combat))).toBe(raider);
    const reaction = cards("reaction").find((m) => sys(m).reaction.shipId === cutter)!;
    const attackId = sys(reaction).reaction.attackId!;
    // a player naming the raider's turn card for her reaction is refused: only a GM's crew writes reactions there
    const turnCard = cards().find((m) => sys(m).kind === "action" && sys(m).command?.shipId === raider)!;
    const forged = await as("alice", () =>
      perform({ type: "dodge", shipId: cutter, seat: 0, attackId }, { combat, notify: false, card: turnCard.id! }),
    );
    expect(forged.refusal?.reason).toBe("badCommand");
    expect(loadEngagement(combat).memory.ships[cutter].reactionsSpent).toBe(0);
    // Alice's pilot dodges from the card: the cutter's one reaction this round is spent, nothing is left to answer
    scriptTotals([9, 2]);
    const dodge = await as("alice", () =>
      perform({ type: "dodge", shipId: cutter, seat: 0, attackId }, { combat, notify: false, card: reaction.id! }),
    );
    expect(dodge.ok).toBe(true);
    await settle(() => currentShipId(loadEngagement(combat)) !== raider);
    // the raider's turn ended; Play all went on to the cutter, a player's ship, and stopped there
    expect(currentShipId(loadEngagement(combat))).toBe(cutter);
    expect(loadEngagement(combat).memory.pendingAttacks ?? []).toHaveLength(0);
  });

  it("a miss, or a target that cannot react, ends the turn at once", async () => {
    const { combat, raider, cutter } = await gunboatFirst();
    scriptTotals([3, 2]); // the beam laser misses
    const r = await playNpcTurn(combat, raider, { notify: false });
    expect(r.ok).toBe(true);
    expect(r.waiting).toBeUndefined();
    expect(currentShipId(loadEngagement(combat))).toBe(cutter);
  });
});
