// Who may send which command (src/play/permissions.ts), rule by rule, with the reason of each refusal: the client
// hides buttons by it and the GM checks it again for the asking user, so a command a player crafts (a GM-only command
// that also names a seat, a reaction or a ship's decision naming a seat the player's character holds, a ship that is
// not in the fight) must be refused as surely as one a button sends.
import { beforeAll, describe, expect, it } from "vitest";
import { GM_ONLY_COMMANDS, REACTION_COMMANDS, SHIP_FLOW_COMMANDS } from "../../src/play/commands";
import { mayPerform, permissionFor } from "../../src/play/permissions";
import { user as standInUser } from "../harness";
import { BOB, bootSystem, crew, ship, standardWorld } from "../fixtures/world";

beforeAll(bootSystem);

const user = (key: "gm" | "alice" | "bob") => standInUser(key) as unknown as User.Implementation;
const verdict = (who: "gm" | "alice" | "bob" | null, combat: unknown, command: object) =>
  permissionFor(who ? user(who) : null, combat as never, command as never);
const refused = (reason: string) => ({ ok: false, reason });
const OK = { ok: true };
const OBSERVER = 2;

/**
 * The standard world (Alice's Beowulf: her pilot at seat 0, her gunner at 1, an NPC gunner at 2; the GM's Corsair),
 * with Bob's marine seated at 3, a ship actor wrongly seated as crew at 4 (Bob's own Rascal) and a crew member who was
 * deleted at 5; Bob observes Beowulf.
 */
async function world() {
  const w = await standardWorld();
  const marine = await crew("Bob's Marine", BOB);
  const rascal = await ship({ name: "Rascal", owner: BOB });
  const gone = await crew("Gone", BOB);
  const seats = (w.beowulf.system as unknown as { seats: object[] }).seats;
  await w.beowulf.update({
    ownership: { [BOB]: OBSERVER },
    system: {
      seats: [
        ...seats,
        { position: "marine", crew: marine.uuid },
        { position: "marine", crew: rascal.uuid },
        { position: "marine", crew: gone.uuid },
      ],
    },
  } as never);
  await gone.delete();
  const held = (w.beowulf.system as unknown as { seats: { crew: string | null }[] }).seats.map((s) => s.crew);
  expect(held.slice(3)).toEqual([marine.uuid, rascal.uuid, gone.uuid]);
  return { ...w, marine, rascal };
}

describe("who may send a command", () => {
  it("nobody (no user) may send anything; the GM may send everything, for any ship", async () => {
    const w = await world();
    const attack = { type: "attack", shipId: w.cid, seat: 0, targetId: w.bid };
    expect(verdict(null, w.combat, attack)).toEqual(refused("notPermitted"));
    expect(mayPerform(null, w.combat as never, attack as never)).toBe(false);
    expect(verdict("gm", w.combat, attack)).toEqual(OK);
    expect(verdict("gm", w.combat, { type: "endRound" })).toEqual(OK);
    expect(verdict("gm", w.combat, { type: "dodge", shipId: w.bid, attackId: "a1" })).toEqual(OK);
  });

  it("a GM-only command is refused for a player, even naming her own ship and a seat her character holds", async () => {
    const w = await world();
    for (const type of GM_ONLY_COMMANDS) {
      expect(verdict("alice", w.combat, { type }), type).toEqual(refused("gmOnly"));
      expect(verdict("alice", w.combat, { type, shipId: w.bid, seat: 0 }), type).toEqual(refused("gmOnly"));
      expect(mayPerform(user("alice"), w.combat, { type, shipId: w.bid, seat: 0 } as never), type).toBe(false);
    }
  });

  it("a player's command that names no ship is the GM's", async () => {
    const w = await world();
    expect(verdict("alice", w.combat, { type: "attack", seat: 0, targetId: w.cid })).toEqual(refused("gmOnly"));
    expect(verdict("alice", w.combat, { type: "attack", shipId: 5, seat: 0, targetId: w.cid })).toEqual(
      refused("gmOnly"),
    );
  });

  it("a command naming a ship not in the combat, nor any ship at all, is refused as shipMissing", async () => {
    const w = await world();
    const elsewhere = await standardWorld();
    // a combatant of another combat, an id nothing has, a crew actor
    for (const shipId of [elsewhere.bid, "nothing000000000", w.marine.id!]) {
      for (const command of [
        { type: "evasiveManeuvers", shipId, seat: 0 },
        { type: "declareHasty", shipId },
        { type: "dodge", shipId, attackId: "a1" },
      ]) {
        expect(verdict("alice", w.combat, command), `${command.type} ${shipId}`).toEqual(refused("shipMissing"));
        expect(mayPerform(user("alice"), w.combat, command as never)).toBe(false);
      }
    }
  });
});

describe("a ship's own decisions and its reactions: its owners", () => {
  it("each is the ship's owners', never an observer's, nor that of the owner of a character on a seat it names", async () => {
    const w = await world();
    const commands = [
      ...SHIP_FLOW_COMMANDS.map((type) => ({ type })),
      ...REACTION_COMMANDS.map((type) => ({ type, attackId: "a1" })),
    ];
    for (const c of commands) {
      expect(verdict("alice", w.combat, { ...c, shipId: w.bid }), c.type).toEqual(OK);
      // Bob observes Beowulf and owns the marine at seat 3: neither makes the ship's decisions his
      expect(verdict("bob", w.combat, { ...c, shipId: w.bid }), c.type).toEqual(refused("notPermitted"));
      expect(verdict("bob", w.combat, { ...c, shipId: w.bid, seat: 3 }), c.type).toEqual(refused("notPermitted"));
      // the NPC ship's are the GM's alone
      expect(verdict("alice", w.combat, { ...c, shipId: w.cid }), c.type).toEqual(refused("notPermitted"));
    }
  });
});

describe("a seat action: the owner of the character seated there, else the ship's owners", () => {
  it("needs a seat that is a whole number", async () => {
    const w = await world();
    for (const seat of [undefined, "0", 0.5, null]) {
      expect(verdict("alice", w.combat, { type: "evasiveManeuvers", shipId: w.bid, seat }), String(seat)).toEqual(
        refused("notSeated"),
      );
    }
  });

  it("a seated character's owner acts from its seat, on another player's ship too; the ship's owner does not", async () => {
    const w = await world();
    const fromMarine = { type: "evasiveManeuvers", shipId: w.bid, seat: 3 };
    expect(verdict("bob", w.combat, fromMarine)).toEqual(OK);
    expect(verdict("alice", w.combat, fromMarine)).toEqual(refused("notPermitted"));
    // Alice's own characters' seats are hers, not Bob's (who observes the ship)
    expect(verdict("alice", w.combat, { ...fromMarine, seat: 0 })).toEqual(OK);
    expect(verdict("bob", w.combat, { ...fromMarine, seat: 0 })).toEqual(refused("notPermitted"));
  });

  it("an NPC seat, a seat holding what is not a character, or one whose character is gone: the ship's owners", async () => {
    const w = await world();
    for (const seat of [2, 4, 5, 40]) {
      const command = { type: "evasiveManeuvers", shipId: w.bid, seat };
      expect(verdict("alice", w.combat, command), `seat ${seat}`).toEqual(OK);
      // Bob observes the ship, and owns the Rascal that sits wrongly at seat 4: neither is enough
      expect(verdict("bob", w.combat, command), `seat ${seat}`).toEqual(refused("notPermitted"));
    }
    expect(mayPerform(user("bob"), w.combat, { type: "evasiveManeuvers", shipId: w.bid, seat: 4 } as never)).toBe(
      false,
    );
  });
});
