// Rulings R90–R97: the questions Chapter 10 leaves open, each read against the SRD sentence it answers, with the
// table option that switches it where the ruling has one.
import { describe, expect, test } from "vitest";
import { rollDamage } from "../../../src/rules/damage";
import { runSync, scriptedSource, type DiceRequest } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand } from "../../../src/rules/engagement/engine";
import {
  availableActions,
  availableReactions,
  canPerform,
  currentShipId,
} from "../../../src/rules/engagement/validation";
import type { EngagementOptions } from "../../../src/rules/engagement/memory";
import { pairKey } from "../../../src/rules/engagement/memory";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { shipEffects } from "../../../src/rules/ship-state";
import type { RangeBand, ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok, one, ofType, refusal, rigged } from "./helpers";

/** Raider (initiative 10, 3 reactions) acting first against Frontier Trader (8, 2 reactions). */
function start(
  range: RangeBand = "short",
  options: EngagementOptions = {},
  a: ShipSnapshot = raider(),
  b: ShipSnapshot = frontierTrader(),
): EngagementState {
  return ok(duel(a, b, { range, options }), { type: "rollInitiative" }, [7, 9, 8]).state;
}

/** Both ships end their turns: the round ends and the next begins. */
function nextRound(s: EngagementState): EngagementState {
  s = ok(s, { type: "endTurn", shipId: "raider" }).state;
  return ok(s, { type: "endTurn", shipId: "trader" }).state;
}

describe("R90 Range Check: one band, and the range holds", () => {
  // SRD: "The vessel with the highest result may elect to increase, decrease, or maintain the range between the
  // vessels for the round."
  const key = pairKey("raider", "trader");
  // the raider's navigator (Navigation-1, EDU 7) rolls 12, the trader's (Navigation-2, EDU 9) rolls 2
  const check = { type: "rangeCheck", shipId: "raider", seat: 2, targetId: "trader", choice: "closer" } as const;

  test("the winner moves the range one band; it is still there next round", () => {
    const r = ok(start("long"), check, [12, 2]);
    expect(one(r.events, "rangeChanged")).toMatchObject({ from: "long", to: "medium", reason: "rangeCheck" });
    const after = nextRound(r.state);
    expect(after.memory.round).toBe(2);
    expect(after.memory.ranges[key]).toBe("medium");
  });

  test("a second Range Check the same round (another navigator's, the loser's ship's) moves it one band more", () => {
    let s = ok(start("long"), check, [12, 2]).state;
    s = ok(s, { type: "endTurn", shipId: "raider" }).state;
    // the trader's navigator wins its own check and closes further
    const r = ok(s, { type: "rangeCheck", shipId: "trader", seat: 1, targetId: "raider", choice: "closer" }, [12, 2]);
    expect(one(r.events, "rangeChanged")).toMatchObject({ from: "medium", to: "short" });
  });

  test("rangeCheckReverts: when the round ends the range goes back to what it was before the checks", () => {
    let s = ok(start("long", { rangeCheckReverts: true }), check, [12, 2]).state;
    expect(s.memory.ranges[key]).toBe("medium");
    s = ok(s, { type: "endTurn", shipId: "raider" }).state;
    s = ok(s, { type: "rangeCheck", shipId: "trader", seat: 1, targetId: "raider", choice: "closer" }, [12, 2]).state;
    expect(s.memory.ranges[key]).toBe("short");
    const r = ok(s, { type: "endTurn", shipId: "trader" });
    const back = ofType(r.events, "rangeChanged");
    expect(back).toEqual([
      { type: "rangeChanged", a: "raider", b: "trader", from: "short", to: "long", reason: "roundEnded" },
    ]);
    // it goes back as the round ends, before the next starts
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("rangeChanged")).toBeLessThan(types.indexOf("roundEnded"));
    expect(r.state.memory.ranges[key]).toBe("long");
    // the bookkeeping is gone; a range the Range Check did not change is left alone next round
    expect(r.state.memory.modifiers).toEqual([]);
    expect(ofType(ok(r.state, { type: "endTurn", shipId: "raider" }).events, "rangeChanged")).toEqual([]);
  });
});

describe("R91 a boarding defender's win damages the boarded ship", () => {
  // SRD, Abstract Boarding Resolution, Defender / Success: "Defender gains DM +2 on next opposed Tactics roll for
  // boarding actions; The ship suffers one Single Hit of internal damage."
  test("the Single Hit lands on the defender's ship, where the fighting is; the attacker's ship is untouched", () => {
    const s = ok(
      duel(raider(), frontierTrader(), { range: "adjacent", docked: [["raider", "trader"]] }),
      { type: "rollInitiative" },
      [7, 9, 8],
    ).state;
    // the raider's captain (Tactics-1, INT 8) rolls 2: 3; the trader has no officer (unskilled, −3) and rolls 12: 9,
    // Effect +1: the defender's Success row. Then the hit's location (Internal column) and whatever it rolls.
    const dice = rigged((r: DiceRequest, i) =>
      i === 0 ? 2 : i === 1 ? 12 : r.sides ? 1 : Math.min(r.dice * 6, Math.max(r.dice, 7)),
    );
    const r = runSync(
      applyCommand(s, { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" }),
      dice,
    );
    expect(ofType(r.events, "refused")).toEqual([]);
    expect(one(r.events, "boardingRound")).toMatchObject({
      winnerId: "trader",
      degree: "success",
      outcome: "defenderHolds",
    });
    const damage = one(r.events, "damageResolved");
    expect(damage.targetId).toBe("trader");
    expect(damage.events.find((e) => e.type === "hitsDetermined")).toMatchObject({
      hits: { single: 1, double: 0, triple: 0 },
    });
    expect(ofType(r.events, "damageResolved").map((d) => d.targetId)).toEqual(["trader"]);
    expect(r.state.ships.raider).toBe(s.ships.raider);
    expect(r.state.memory.ships.trader.boardingDM).toBe(2);
  });
});

describe("R92 Power Plant 'Damaged', and destroyed against disabled", () => {
  // SRD: Power Plant "First Hit: Damaged." — Sensors "Second Hit: Sensors are disabled …", "Third Hit: Sensors are
  // destroyed." — Bridge "Second Hit: The bridge is disabled. …", "Third Hit: The bridge is destroyed."
  const worn = (systems: Partial<ShipSnapshot["systems"]>): ShipSnapshot => {
    const f = patrolFrigate();
    return { ...f, systems: { ...f.systems, ...systems } };
  };
  // every seat's actions but repair, which differs by design (below)
  const everySeat = (s: EngagementState) =>
    s.ships.frigate.seats.map((_, i) =>
      availableActions(s, "frigate", i).filter((a) => a.action !== "repairDamagedSystem"),
    );
  const effectsBut = (ship: ShipSnapshot) => {
    const { systems: _systems, ...rest } = shipEffects(ship);
    return rest;
  };

  test("a damaged Power Plant changes nothing the ship can do; the hit only brings the next one closer", () => {
    expect(effectsBut(worn({ powerPlant: 1 }))).toEqual(effectsBut(worn({})));
    expect(everySeat(start("short", {}, worn({ powerPlant: 1 })))).toEqual(everySeat(start("short", {}, worn({}))));
    expect(shipEffects(worn({ powerPlant: 1 })).systems.powerPlant).toBe("damaged");
  });

  test("destroyed Sensors and Bridge work as disabled ones: same DMs, same actions refused", () => {
    for (const system of ["sensors", "bridge"] as const) {
      expect(effectsBut(worn({ [system]: 3 }))).toEqual(effectsBut(worn({ [system]: 2 })));
      expect(everySeat(start("short", {}, worn({ [system]: 3 })))).toEqual(
        everySeat(start("short", {}, worn({ [system]: 2 }))),
      );
    }
  });

  test("the difference is repair: damage control mends a disabled system in battle, not a destroyed one (R39)", () => {
    const seat = patrolFrigate().seats.findIndex((x) => x.position === "damageControl");
    for (const system of ["sensors", "bridge"] as const) {
      const repair = { type: "repairDamagedSystem", shipId: "frigate", seat, target: system } as const;
      const disabled = start("short", {}, worn({ [system]: 2 }));
      const destroyed = start("short", {}, worn({ [system]: 3 }));
      // the frigate acts first only when it wins initiative; canPerform of another ship's turn is refused for that
      const asActing = (s: EngagementState) => ({
        ...s,
        memory: { ...s.memory, order: ["frigate", "trader"], turn: 0 },
      });
      expect(canPerform(asActing(disabled), repair).ok).toBe(true);
      expect(refusal(asActing(destroyed), repair)).toBe("nothingToRepair");
      expect(
        canPerform(asActing(start("short", { repairDestroyedSystems: true }, worn({ [system]: 3 }))), repair).ok,
      ).toBe(true);
    }
  });
});

describe("R93 reactions follow the initiative of the round's start", () => {
  // SRD: "The ship's Initiative determines how many times it may react in a round." Delay: the delaying ship acts
  // later in the round, at a lower count. Increase Initiative: "This increase only applies for the following turn."
  test("a delaying ship that steps in at a lower count keeps the reactions it began the round with", () => {
    let s = ok(start(), { type: "delay", shipId: "raider" }).state;
    expect(s.memory.ships.raider.reactionsBudget).toBe(3);
    s = ok(s, { type: "actNow", shipId: "raider" }).state;
    expect(s.memory.ships.raider.initiative).toBe(8);
    expect(s.memory.ships.raider.reactionsBudget).toBe(3);
  });

  test("reactionsFollowInitiative: stepping in at 8 leaves the reactions of initiative 8 (two)", () => {
    let s = ok(start("short", { reactionsFollowInitiative: true }), { type: "delay", shipId: "raider" }).state;
    s = ok(s, { type: "actNow", shipId: "raider" }).state;
    expect(s.memory.ships.raider.reactionsBudget).toBe(2);
  });

  test("Increase Initiative raises next round's initiative, and so next round's reactions, either way", () => {
    for (const options of [{}, { reactionsFollowInitiative: true }]) {
      // captain Leadership-1, SOC 6: 11 + 1 − 8 = Effect 4 → initiative 14 next round: 4 reactions
      let s = ok(start("short", options), { type: "increaseInitiative", shipId: "raider", seat: 0 }, [11]).state;
      expect(s.memory.ships.raider.reactionsBudget).toBe(3);
      s = nextRound(s);
      expect(s.memory.ships.raider.initiative).toBe(14);
      expect(s.memory.ships.raider.reactionsBudget).toBe(4);
    }
  });
});

describe("R94 sand and point defense are reactions, not the turret's fire", () => {
  // SRD: "A gunner may fire any or all of the weapons in his turret or bay but each turret or bay may only fire once
  // per round." — Fire Sand: "Each reaction spent on firing sand allows the gunner to make a Turret Weapons roll."
  const hit = (options: EngagementOptions) =>
    ok(
      start("short", options),
      { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] },
      [12, 5],
    ).state;
  // the trader's third gunner mans the triple sandcaster turret s1
  const sandAttack: Command = { type: "attack", shipId: "trader", seat: 5, targetId: "raider", weaponIds: ["s1-2"] };

  test("a turret that fired sand may still fire in its own turn, and one that fired may still fire sand", () => {
    let s = ok(hit({}), { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" }, [3]).state;
    s = ok(s, { type: "endTurn", shipId: "raider" }, [8]).state;
    expect(currentShipId(s)).toBe("trader");
    expect(canPerform(s, sandAttack).ok).toBe(true);
    const fired = hit({});
    fired.memory.ships.trader.firedMounts = ["s1"];
    expect(availableReactions(fired, "a1")).toContain("fireSand");
    expect(canPerform(fired, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" }).ok).toBe(true);
  });

  test("reactionFireUsesTurret: the reaction is the turret's fire for the round, both ways", () => {
    let s = ok(
      hit({ reactionFireUsesTurret: true }),
      { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" },
      [3],
    ).state;
    expect(s.memory.ships.trader.firedMounts).toEqual(["s1"]);
    s = ok(s, { type: "endTurn", shipId: "raider" }, [8]).state;
    expect(refusal(s, sandAttack)).toBe("mountAlreadyFired");
    // and a turret that has fired cannot react: no Fire Sand offered, and the command refused with the same reason
    const fired = hit({ reactionFireUsesTurret: true });
    fired.memory.ships.trader.firedMounts = ["s1"];
    expect(availableReactions(fired, "a1")).not.toContain("fireSand");
    expect(refusal(fired, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" })).toBe("mountAlreadyFired");
    // the next round the turret may fire again
    expect(ok(s, { type: "endTurn", shipId: "trader" }).state.memory.ships.trader.firedMounts).toEqual([]);
  });
});

describe("R95 Avoid Collision: range to the hazard, a check each turn", () => {
  // SRD: "When a vessel is moving at Short or Close range through a debris field, traffic, an asteroid belt, a
  // planetary ring, or similar situation where there is a reasonable chance of collision with another object, the
  // pilot must make an Avoid Collision check each turn."
  const avoid = { type: "avoidCollision", shipId: "raider", seat: 1, hazard: "debris" } as const;

  test("it does not depend on the range to any ship: the pilot may make it at Distant from every enemy", () => {
    const s = start("distant");
    expect(availableActions(s, "raider", 1).find((a) => a.action === "avoidCollision")).toMatchObject({ ok: true });
    // Average Piloting (skill 1, DEX 8): 7 + 1 = 8 succeeds, no collision
    const r = ok(s, avoid, [7]);
    expect(ofType(r.events, "damageResolved")).toEqual([]);
  });

  test("one check a turn (the pilot's significant action), and again the next turn", () => {
    let s = ok(start("short"), avoid, [7]).state;
    expect(refusal(s, avoid)).toBe("noSignificantAction");
    s = nextRound(s);
    expect(canPerform(s, avoid).ok).toBe(true);
  });
});

describe("R96 unnamed crew seats and 'one random crew member'", () => {
  // SRD, Crew Damage: "One random crew member suffers 2D6x10 rads"
  // a Frontier Trader whose pilot is an unnamed NPC; a particle beam's radiation hit with no damage through: 2D6 7
  // on the Radiation column (armor 0) is one random crew member
  const trader = (): ShipSnapshot => {
    const t = frontierTrader();
    return {
      ...t,
      armor: { value: 0, max: 0 },
      seats: t.seats.map((x, i) => (i === 0 ? { position: "pilot" as const, npcSkill: 1 } : x)),
      crew: t.crew.filter((c) => c.id !== "pil"),
    };
  };
  const radiationHit = (options: { crewHitsUnnamed?: boolean }, pick: number) => {
    const log: DiceRequest[] = [];
    const src = scriptedSource([7, pick, 3]);
    const r = rollDamage(
      { roll: (q) => (log.push(q), src.roll(q)) },
      trader(),
      { damage: 0, weapon: "particleBeam" },
      options,
    );
    const hit = r.events.find((e) => e.type === "crewHit") as unknown as {
      injuries: { crewId: string; rads?: number }[];
    };
    return { hit, sides: log.find((q) => q.purpose === "random")?.sides };
  };

  test("by default only the named crew can be hit: the pick is among the five crew members", () => {
    const { hit, sides } = radiationHit({}, 5);
    expect(sides).toBe(5);
    expect(hit.injuries).toEqual([{ crewId: "g3", rads: 30 }]);
  });

  test("crewHitsUnnamed: the unnamed pilot is a sixth person the hit can strike", () => {
    const { hit, sides } = radiationHit({ crewHitsUnnamed: true }, 6);
    expect(sides).toBe(6);
    expect(hit.injuries).toEqual([{ crewId: "seat:0", rads: 30 }]);
  });

  test("a seat run by the computer is nobody", () => {
    const t = trader();
    const automated: ShipSnapshot = {
      ...t,
      seats: t.seats.map((x, i) => (i === 0 ? { position: "pilot" as const, automated: true } : x)),
    };
    const log: DiceRequest[] = [];
    const src = scriptedSource([7, 1, 3]);
    rollDamage(
      { roll: (q) => (log.push(q), src.roll(q)) },
      automated,
      { damage: 0, weapon: "particleBeam" },
      { crewHitsUnnamed: true },
    );
    expect(log.find((q) => q.purpose === "random")?.sides).toBe(5);
  });

  test("the engine passes the option to the damage chain", () => {
    const gunship: ShipSnapshot = {
      ...raider(),
      mounts: [{ id: "pb", type: "turret", damage: 0, weapons: [{ id: "pb-1", kind: "particleBeam" }] }],
    };
    gunship.seats = gunship.seats
      .filter((x) => x.position !== "turretGunner" || x.mountId === "b1")
      .map((x) => (x.mountId === "b1" ? { ...x, mountId: "pb" } : x));
    const gunner = gunship.seats.findIndex((x) => x.position === "turretGunner");
    const picks = (options: EngagementOptions) => {
      let s = start("short", options, gunship, trader());
      // every die at its lowest but the attack (12) and the radiation roll (7): one random crew member
      const dice = rigged((r, i) => (r.purpose === "crewDamage" ? 7 : r.sides ? 1 : i === 0 ? 12 : r.dice));
      s = runSync(applyCommand(s, { type: "attack", shipId: "raider", seat: gunner, targetId: "trader" }), dice).state;
      runSync(applyCommand(s, { type: "endTurn", shipId: "raider" }), dice);
      return dice.log.find((q) => q.purpose === "random" && q.label !== undefined && q.label.startsWith("crew"))?.sides;
    };
    expect(picks({})).toBe(5);
    expect(picks({ crewHitsUnnamed: true })).toBe(6);
  });
});

describe("R97 smart missiles jammed in flight are gone", () => {
  // SRD: "electronic warfare can be used to attack smart missiles that are targeting the ship … if successful, a single
  // attacking smart missile ceases attacking." Smart Missiles: "they make another attack every turn until they are
  // destroyed with point defense, jammed with ECM, run out of fuel or otherwise dissuaded."
  test("jammed two turns before it arrives, a missile never arrives and never attacks again", () => {
    let s = ok(
      duel(patrolFrigate("f1"), patrolFrigate("f2"), { range: "veryLong" }),
      { type: "rollInitiative" },
      [9, 5, 4, 5],
    ).state;
    s = ok(s, { type: "attack", shipId: "f1", seat: 4, targetId: "f2" }, [7]).state;
    expect(s.memory.salvos[0]).toMatchObject({ count: 3, impactRound: 3 });
    s = ok(s, { type: "endTurn", shipId: "f1" }).state;
    // in flight: jammed with one Difficult Comms check (9: success)
    const r = ok(s, { type: "electronicWarfare", shipId: "f2", seat: 7, mode: "smartMissiles", maxChecks: 1 }, [9]);
    expect(one(r.events, "missileDestroyed")).toMatchObject({ count: 1, by: "electronicWarfare" });
    s = ok(r.state, { type: "endTurn", shipId: "f2" }).state;
    s = ok(s, { type: "endTurn", shipId: "f1" }).state;
    // round 3: the salvo arrives with the two missiles left; each rolls its to-hit (8+: all miss at 2)
    const arrival = ok(s, { type: "endTurn", shipId: "f2" }, [2, 2]);
    expect(one(arrival.events, "missileArrived")).toMatchObject({ count: 2 });
    expect(arrival.state.memory.pendingAttacks?.[0].shots).toHaveLength(2);
  });
});
