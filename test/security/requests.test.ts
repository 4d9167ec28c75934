// The attacker's moves against every GM request (perform, card, seat): foreign ships, missing and wrong-typed fields,
// prototype keys, huge values, forged and replayed cards (the channel itself: channel.test.ts, expiry.test.ts). Each
// move is recorded; none may get through, and none may be refused by an exception of ours (build/security.json).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { as, scriptTotals, user } from "../harness";
import { engaged } from "../chat/helpers";
import { ALICE, BOB, crew, ship } from "../fixtures/world";
import { cards } from "../chat/posted";
import { attempt, attempts, forgedRequest, report } from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("requests"));

/** The beam scenario with its damage and crew cards posted (not applied), plus Bob's own ship and crew member. */
async function world() {
  const w = await engaged("long");
  scriptTotals([8, 2], [15, 3]);
  expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
    true,
  );
  scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
  expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  const bobsCrew = await crew("Bob's Marine", BOB);
  const rascal = await ship({
    name: "Rascal",
    owner: BOB,
    system: { tons: 100, seats: [{ position: "pilot", crew: bobsCrew.uuid }] },
  });
  // Bob may look at Beowulf (OBSERVER), which is Alice's
  await w.beowulf.update({ ownership: { [BOB]: 2 } } as never);
  // the attack landed on Beowulf's reaction card, now its damage card: an open reaction card of Alice's is another
  // attack's, in a fight of its own
  const damage = cards("damage")[0];
  const open = await engaged("long");
  scriptTotals([8, 2], [15, 3]);
  expect(
    (await perform({ type: "attack", shipId: open.cid, seat: 0, targetId: open.bid }, { combat: open.combat })).ok,
  ).toBe(true);
  return { ...w, bobsCrew, rascal, damage, reaction: cards("reaction").at(-1)! };
}

const outcomes = (request: string) => attempts.filter((a) => a.request === request);

describe("perform: the engagement commands", () => {
  it("refuses every forged or malformed command, and changes nothing", async () => {
    const w = await world();
    const c = w.combat.uuid;
    const moves: [string, unknown][] = [
      [
        "attack as the GM's NPC ship",
        { combatUuid: c, command: { type: "attack", shipId: w.cid, seat: 0, targetId: w.bid } },
      ],
      [
        "attack as Alice's gunner",
        { combatUuid: c, command: { type: "attack", shipId: w.bid, seat: 1, targetId: w.cid } },
      ],
      ["Alice's ship declares hasty", { combatUuid: c, command: { type: "declareHasty", shipId: w.bid } }],
      ["set a range (GM only)", { combatUuid: c, command: { type: "setRange", a: w.cid, b: w.bid, range: "close" } }],
      ["withdraw a salvo (GM only)", { combatUuid: c, command: { type: "withdrawSalvo", salvoId: "s1" } }],
      ["end the turn (GM only)", { combatUuid: c, command: { type: "endTurn", shipId: w.cid } }],
      ["roll initiative (GM only)", { combatUuid: c, command: { type: "rollInitiative" } }],
      ["end the engagement (GM only)", { combatUuid: c, command: { type: "endEngagement" } }],
      ["no command", { combatUuid: c }],
      ["command null", { combatUuid: c, command: null }],
      ["command type a number", { combatUuid: c, command: { type: 5 } }],
      ["command type __proto__", { combatUuid: c, command: { type: "__proto__", shipId: w.bid, seat: 0 } }],
      ["command type constructor", { combatUuid: c, command: { type: "constructor", shipId: w.bid, seat: 0 } }],
      ["command type toString", { combatUuid: c, command: { type: "toString", shipId: w.bid, seat: 0 } }],
      [
        "ship id __proto__",
        { combatUuid: c, command: { type: "attack", shipId: "__proto__", seat: 0, targetId: w.cid } },
      ],
      [
        "seat __proto__",
        { combatUuid: c, command: { type: "attack", shipId: w.bid, seat: "__proto__", targetId: w.cid } },
      ],
      ["seat 1e308", { combatUuid: c, command: { type: "attack", shipId: w.bid, seat: 1e308, targetId: w.cid } }],
      ["seat −1", { combatUuid: c, command: { type: "attack", shipId: w.bid, seat: -1, targetId: w.cid } }],
      [
        "100,000 weapon ids",
        {
          combatUuid: c,
          command: {
            type: "attack",
            shipId: w.bid,
            seat: 1,
            targetId: w.cid,
            weaponIds: Array.from({ length: 5_000 }, (_, i) => `w${i}`),
          },
        },
      ],
      ["combat UUID a number", { combatUuid: 5, command: { type: "endTurn", shipId: w.cid } }],
      ["combat UUID of an actor", { combatUuid: w.beowulf.uuid, command: { type: "endTurn", shipId: w.cid } }],
      [
        "combat UUID of a combatant",
        { combatUuid: `${c}.Combatant.${w.cid}`, command: { type: "endTurn", shipId: w.cid } },
      ],
      [
        "combat UUID of a compendium",
        { combatUuid: "Compendium.world.x.Combat.abcdefghijklmnop", command: { type: "endTurn", shipId: w.cid } },
      ],
      ["combat UUID junk", { combatUuid: "..//..", command: { type: "endTurn", shipId: w.cid } }],
      [
        "outside combat, on Alice's ship",
        { combatUuid: null, command: { type: "evasiveManeuvers", shipId: w.beowulf.id, seat: 0 } },
      ],
      [
        "outside combat, on the GM's ship by UUID",
        { combatUuid: null, command: { type: "evasiveManeuvers", shipId: w.corsair.uuid, seat: 0 } },
      ],
    ];
    for (const [name, data] of moves) await attempt("perform", name, () => forgedRequest("bob", "perform", data));
    // the same through the client path that skips its own check: Bob's claim of being Alice is never read
    await attempt("perform", "Bob claims to be Alice in the data", () =>
      forgedRequest("bob", "perform", {
        combatUuid: c,
        command: { type: "attack", shipId: w.bid, seat: 1, targetId: w.cid },
        userId: ALICE,
      }),
    );
    const rows = outcomes("perform");
    expect(rows.length).toBeGreaterThanOrEqual(26);
    expect(rows.filter((a) => a.outcome === "gotThrough")).toEqual([]);
    expect(rows.filter((a) => a.outcome === "refusedWithException")).toEqual([]);
    expect(rows.every((a) => a.outcome === "refused" && a.detail.length > 0)).toBe(true);
  });
});

describe("card: Apply, Undo, Decline", () => {
  it("refuses other players, forged and replayed cards, and malformed requests", async () => {
    const w = await world();
    const moves: [string, unknown][] = [
      ["Bob applies the damage to Alice's ship and her crew", { messageId: w.damage.id, action: "apply" }],
      ["Bob undoes the damage card", { messageId: w.damage.id, action: "undo" }],
      ["Bob declines Alice's reaction", { messageId: w.reaction.id, action: "decline" }],
      ["message id a number", { messageId: 5, action: "apply" }],
      ["message id __proto__", { messageId: "__proto__", action: "apply" }],
      ["action unknown", { messageId: w.damage.id, action: "explode" }],
      ["action __proto__", { messageId: w.damage.id, action: "__proto__" }],
      ["action toString", { messageId: w.damage.id, action: "toString" }],
      ["no fields", {}],
      ["data an array", [w.damage.id, "apply"]],
      ["Bob claims to be Alice in the data", { messageId: w.damage.id, action: "apply", userId: ALICE, force: true }],
    ];
    for (const [name, data] of moves) await attempt("card", name, () => forgedRequest("bob", "card", data));
    // a card Bob posts himself: damage and ownership written into Alice's ship, applied "as the owner of his own ship"
    const forged = (await as("bob", () =>
      ChatMessage.create({
        type: "card",
        author: BOB,
        system: {
          kind: "damage",
          shipUuid: w.beowulf.uuid,
          combatUuid: w.combat.uuid,
          applicable: true,
          events: [
            { type: "damageResolved", targetId: w.bid, damage: 99, events: [{ type: "hullDamaged", from: 8, to: 0 }] },
          ],
          undo: [{ uuid: w.beowulf.uuid, changes: { hull: 8 } }],
        },
      } as never),
    )) as ChatMessage.Implementation;
    await attempt("card", "apply a card Bob posted (damage on Alice's ship)", () =>
      forgedRequest("bob", "card", { messageId: forged.id, action: "apply" }),
    );
    await attempt("card", "Alice applies a card Bob posted about her ship", () =>
      forgedRequest("alice", "card", { messageId: forged.id, action: "apply" }),
    );
    // a card posted as the GM by Bob: core refuses to create it
    await attempt("card", "post a card as the GM", () =>
      as("bob", () =>
        ChatMessage.create({
          type: "card",
          author: game.users!.activeGM!.id,
          system: { kind: "damage", shipUuid: w.beowulf.uuid },
        } as never),
      ),
    );
    // Alice applies her own card; then tries to reset it to apply it again: core refuses the change to the GM's card
    // Alice applies her ship's card (her right), then tries to reset it to apply it again: core refuses the change
    expect((await forgedRequest("alice", "card", { messageId: w.damage.id, action: "apply" })).answer).toEqual({
      ok: true,
      result: { ok: true },
    });
    await attempt("card", "Alice resets the applied flag of the GM's card", () =>
      as("alice", () => card(w.damage.id!).update({ system: { applied: false, undo: [] } } as never)),
    );
    await attempt("card", "Alice applies the same card again", () =>
      forgedRequest("alice", "card", { messageId: w.damage.id, action: "apply" }),
    );
    await attempt("card", "Alice undoes her ship's damage (the GM's call)", () =>
      forgedRequest("alice", "card", { messageId: w.damage.id, action: "undo" }),
    );
    const rows = outcomes("card");
    expect(rows.filter((a) => a.outcome === "gotThrough")).toEqual([]);
    expect(rows.filter((a) => a.outcome === "refusedWithException")).toEqual([]);
    // the forged card never wrote: Beowulf took exactly its one real card (Hull 8 → 6)
    expect((w.beowulf.system as { hull: { value: number } }).hull.value).toBe(6);
    expect(w.beowulf.testUserPermission(user("bob") as never, "OWNER")).toBe(false);
  });
});

function card(id: string): ChatMessage.Implementation {
  return game.messages!.get(id) as ChatMessage.Implementation;
}

describe("seat: crew at stations", () => {
  it("refuses seating on a ship one only observes, ship actors as crew, and malformed or foreign requests", async () => {
    const w = await world();
    const seat0 = { index: 0, crew: w.pilot.uuid, position: "pilot" };
    const moves: [string, unknown][] = [
      [
        "seat his crew on Alice's ship (observer)",
        {
          shipUuid: w.beowulf.uuid,
          change: { op: "seatCrew", crewUuid: w.bobsCrew.uuid, target: { position: "marine" } },
        },
      ],
      [
        "move Alice's pilot",
        { shipUuid: w.beowulf.uuid, change: { op: "move", from: seat0, target: { position: "marine" } } },
      ],
      ["remove Alice's pilot", { shipUuid: w.beowulf.uuid, change: { op: "remove", seat: seat0 } }],
      [
        "add unnamed crew to Alice's ship",
        { shipUuid: w.beowulf.uuid, change: { op: "npc", target: { position: "marine" }, skill: 3 } },
      ],
      [
        "seat a ship actor as crew on his own ship",
        {
          shipUuid: w.rascal.uuid,
          change: { op: "seatCrew", crewUuid: w.beowulf.uuid, target: { position: "marine" } },
        },
      ],
      [
        "seat index __proto__",
        {
          shipUuid: w.rascal.uuid,
          change: {
            op: "move",
            from: { index: "__proto__", crew: null, position: "pilot" },
            target: { position: "marine" },
          },
        },
      ],
      [
        "seat index −1",
        { shipUuid: w.rascal.uuid, change: { op: "remove", seat: { index: -1, crew: null, position: "pilot" } } },
      ],
      [
        "seat index 1e9",
        { shipUuid: w.rascal.uuid, change: { op: "remove", seat: { index: 1e9, crew: null, position: "pilot" } } },
      ],
      [
        "seat index 0.5",
        { shipUuid: w.rascal.uuid, change: { op: "remove", seat: { index: 0.5, crew: null, position: "pilot" } } },
      ],
      ["operation unknown", { shipUuid: w.rascal.uuid, change: { op: "takeOver" } }],
      ["operation __proto__", { shipUuid: w.rascal.uuid, change: { op: "__proto__" } }],
      [
        "position __proto__",
        { shipUuid: w.rascal.uuid, change: { op: "npc", target: { position: "__proto__" }, skill: 1 } },
      ],
      ["skill 1e308", { shipUuid: w.rascal.uuid, change: { op: "npc", target: { position: "marine" }, skill: 1e308 } }],
      [
        "ship UUID of a compendium",
        {
          shipUuid: "Compendium.world.ships.Actor.abcdefghijklmnop",
          change: { op: "npc", target: { position: "marine" }, skill: 1 },
        },
      ],
      [
        "ship UUID of a token actor",
        {
          shipUuid: "Scene.abcdefghijklmnop.Token.abcdefghijklmnop.Actor.abcdefghijklmnop",
          change: { op: "npc", target: { position: "marine" }, skill: 1 },
        },
      ],
      ["ship UUID empty", { shipUuid: "", change: { op: "npc", target: { position: "marine" }, skill: 1 } }],
      [
        "ship UUID of a crew actor",
        { shipUuid: w.bobsCrew.uuid, change: { op: "npc", target: { position: "marine" }, skill: 1 } },
      ],
      ["no change", { shipUuid: w.beowulf.uuid }],
      [
        "Bob claims to be Alice in the data",
        { shipUuid: w.beowulf.uuid, userId: ALICE, change: { op: "remove", seat: seat0 } },
      ],
    ];
    for (const [name, data] of moves) await attempt("seat", name, () => forgedRequest("bob", "seat", data));
    const rows = outcomes("seat");
    expect(rows.filter((a) => a.outcome === "gotThrough")).toEqual([]);
    expect(rows.filter((a) => a.outcome === "refusedWithException")).toEqual([]);
  });

  it("what the rules allow still works: a ship's owner seats their own crew member; a player takes their own off a seat", async () => {
    const w = await world();
    // the owner of a ship may not seat another player's character: seating needs OWNER of the crew actor too
    const gunnerSeat = await attempt("seat", "seats another player's character on one's own ship", () =>
      forgedRequest("bob", "seat", {
        shipUuid: w.rascal.uuid,
        change: { op: "seatCrew", crewUuid: w.gunner.uuid, target: { position: "marine" } },
      }),
    );
    expect(gunnerSeat).toMatchObject({ outcome: "refused", detail: "crewNotYours" });
    const ownSeat = await forgedRequest("bob", "seat", {
      shipUuid: w.rascal.uuid,
      change: { op: "seatCrew", crewUuid: (await crew("Bob's Pilot", BOB)).uuid, target: { position: "marine" } },
    });
    expect(ownSeat.answer).toMatchObject({ ok: true, result: { ok: true } });
    // the GM seats Bob's marine on Beowulf; Bob may take him off again
    await w.beowulf.update({
      system: {
        seats: [...(w.beowulf.system as { seats: unknown[] }).seats, { position: "marine", crew: w.bobsCrew.uuid }],
      },
    } as never);
    const seats = (w.beowulf.system as { seats: { crew: string | null; position: string }[] }).seats;
    const index = seats.findIndex((s) => s.crew === w.bobsCrew.uuid);
    const r = await forgedRequest("bob", "seat", {
      shipUuid: w.beowulf.uuid,
      change: { op: "remove", seat: { index, crew: w.bobsCrew.uuid, position: "marine" } },
    });
    expect(r.answer).toMatchObject({ ok: true, result: { ok: true } });
    expect(
      (w.beowulf.system as { seats: { crew: string | null }[] }).seats.some((s) => s.crew === w.bobsCrew.uuid),
    ).toBe(false);
    // a seat write the ship refuses is reported as failed, never as done
    const refuse = Hooks.on("preUpdateActor", () => false);
    try {
      const refused = await forgedRequest("bob", "seat", {
        shipUuid: w.rascal.uuid,
        change: { op: "npc", target: { position: "marine" }, skill: 2 },
      });
      expect(refused.answer).toEqual({ ok: true, result: { ok: false, reason: "failed" } });
    } finally {
      Hooks.off("preUpdateActor", refuse);
    }
    expect((w.rascal.system as { seats: unknown[] }).seats).toHaveLength(2);
  });
});
