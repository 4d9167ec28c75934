// The NPC crew's planner: its plans are what validation allows, its stances differ as the referee's choices say,
// and a fight played plan by plan (seat by seat, reaction by reaction, as the referee's NPC ships are played) is the
// very fight the odds window's crew fights with the same dice.
import { describe, expect, test } from "vitest";
import { runSync, seededSource, type DiceSource } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { simulate } from "../../../src/rules/engagement/simulate";
import { canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import { cloneState, createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { planReaction, planTurn } from "../../../src/rules/engagement/npc-crew/plan";
import type { CrewPolicy } from "../../../src/rules/engagement/npc-crew/policy";
import { crewSeatOrder } from "../../../src/rules/engagement/npc-crew/seat-order";
import { RulesInputError } from "../../../src/rules/input";
import type { Seat } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok, rigged } from "./helpers";
import { rt, traderTurn } from "./actions-setup";
import { canonical } from "../canonical";

/**
 * Play a fight to its end (or `rounds` more rounds) as the referee's NPC ships are played: each seat's plan asked on
 * the turn as it stands and applied action by action, each attack's target asked for its next reaction until it has
 * none, then the turn ended.
 */
function playByPlans(
  start: EngagementState,
  dice: DiceSource,
  policies: Record<string, CrewPolicy> = {},
  rounds = 30,
): { state: EngagementState; commands: number } {
  let state = cloneState(start);
  let commands = 0;
  const apply = (c: Command) => {
    const r = runSync(applyCommand(state, c), dice);
    expect(r.events.find((e) => e.type === "refused")).toBeUndefined();
    state = r.state;
    commands++;
  };
  const reactAll = () => {
    for (const a of (state.memory.pendingAttacks ?? []).slice()) {
      for (let next = planReaction(state, a.id, policies[a.targetId]); next;) {
        apply(next.command);
        next = planReaction(state, a.id, policies[a.targetId]);
      }
    }
  };
  const last = state.memory.round + rounds;
  if (state.memory.round === 0) apply({ type: "rollInitiative" });
  while (!state.memory.ended && state.memory.round <= last) {
    if (state.memory.missilePhase) {
      reactAll();
      apply({ type: "resolveMissiles" });
      continue;
    }
    const id = currentShipId(state);
    if (id === undefined) {
      apply({ type: "endRound" });
      continue;
    }
    for (const seat of crewSeatOrder(state.ships[id].seats))
      for (const action of planTurn(state, id, policies[id], { seat })) {
        if (state.memory.ended || state.memory.ships[id].status !== "active") break;
        const before = state.memory.pendingAttacks?.length ?? 0;
        apply(action.command);
        const pending = state.memory.pendingAttacks ?? [];
        if (pending.length > before) {
          const a = pending[pending.length - 1];
          for (let next = planReaction(state, a.id, policies[a.targetId]); next;) {
            apply(next.command);
            next = planReaction(state, a.id, policies[a.targetId]);
          }
        }
      }
    if (!state.memory.ended && currentShipId(state) === id) apply({ type: "endTurn", shipId: id });
  }
  return { state, commands };
}

/** Initiative rolled with the first ship's 12 and every other roll as low as it goes: the first ship acts first. */
function firstActs(start: EngagementState): EngagementState {
  return runSync(
    applyCommand(start, { type: "rollInitiative" }),
    rigged((r, i) => (i === 0 ? r.dice * 6 : r.dice)),
  ).state;
}

describe("the NPC crew's plans", () => {
  test("a turn's plan: every action allowed now, each with its reason and what the reason names", () => {
    const s = ok(duel(raider(), frontierTrader(), { range: "long" }), { type: "rollInitiative" }, [7, 9, 8]).state;
    const plan = planTurn(s, "raider");
    expect(plan.length).toBeGreaterThan(0);
    for (const a of plan) expect(canPerform(s, a.command)).toEqual({ ok: true });
    const reasons = plan.map((a) => a.reason);
    expect(reasons).toContain("coordinate");
    expect(reasons).toContain("lineUp");
    // beam lasers are at their best at Short or Medium: from Long the navigator closes in
    const close = plan.find((a) => a.reason === "closeRange")!;
    expect(close.command).toMatchObject({ type: "rangeCheck", choice: "closer", targetId: "trader" });
    expect(close.params).toMatchObject({ band: "medium", weapon: "beamLaser", ship: "trader" });
    // six gunners fire at the trader
    const fire = plan.filter((a) => a.reason === "fire");
    expect(fire).toHaveLength(6);
    for (const a of fire) expect(a.command).toMatchObject({ type: "attack", targetId: "trader" });
    // not this ship's turn: nothing planned; a policy that is not one is refused
    expect(planTurn(s, "trader")).toEqual([]);
    expect(() => planTurn(s, "raider", { stance: "reckless" as never })).toThrow(RulesInputError);
  });

  test("seats act navigator, captain, sensors, pilot, gunners, engineer, damage control, whatever the ship's order", () => {
    const seats = [
      { position: "damageControl" },
      { position: "turretGunner", mountId: "t2" },
      { position: "driveEngineer" },
      { position: "marine" },
      { position: "turretGunner", mountId: "t1" },
      { position: "navigator" },
      { position: "bayGunner", mountId: "b1" },
      { position: "pilot" },
      { position: "sensorsOperator" },
      { position: "captain" },
    ] as Seat[];
    expect(crewSeatOrder(seats)).toEqual([5, 9, 8, 7, 1, 4, 6, 2, 0, 3]);
    // the Raider lists its engineer before its gunners: the plan puts the gunners first, in the ship's order
    const s = ok(duel(raider(), frontierTrader(), { range: "long" }), { type: "rollInitiative" }, [7, 9, 8]).state;
    const planned = planTurn(s, "raider").map((a) => (a.command as { seat: number }).seat);
    const order = crewSeatOrder(s.ships.raider.seats);
    expect(planned).toEqual([...planned].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(order).toEqual([2, 0, 1, 4, 5, 6, 7, 8, 9, 3, 10]);
  });

  test("stances: aggressive never opens the range nor dodges, cautious opens it and evades first", () => {
    const s = ok(duel(raider(), frontierTrader(), { range: "close" }), { type: "rollInitiative" }, [7, 9, 8]).state;
    const aggressive = planTurn(s, "raider", { stance: "aggressive" });
    expect(aggressive.some((a) => a.reason === "openRange" || a.reason === "closeRange")).toBe(false);
    expect(aggressive.map((a) => a.reason)).toContain("lineUp");
    const cautious = planTurn(s, "raider", { stance: "cautious" });
    const open = cautious.find((a) => a.reason === "openRange");
    expect(open?.command).toMatchObject({ type: "rangeCheck", choice: "farther" });
    expect(cautious.map((a) => a.reason)).toContain("evade");
    expect(cautious.map((a) => a.reason)).not.toContain("lineUp");
    // the raider fires at the trader: the trader's crew would fire sand (steady), but an aggressive crew never dodges
    const attacked = runSync(
      applyCommand(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader" }),
      seededSource(5),
    ).state;
    const a = attacked.memory.pendingAttacks![0];
    if (a.shots.some((x) => x.hit)) {
      expect(planReaction(attacked, a.id)?.reason).toBe("sand");
      const sanded = runSync(applyCommand(attacked, planReaction(attacked, a.id)!.command), seededSource(6)).state;
      const next = planReaction(sanded, a.id);
      if (next) expect(next.reason).toBe("dodge");
      expect(planReaction(sanded, a.id, { stance: "aggressive" })?.reason).not.toBe("dodge");
      expect(planReaction(attacked, a.id, { react: false })).toBeUndefined();
    }
  });

  test("target rules: named, weakest, nearest", () => {
    const start = createEngagement({
      ships: [raider(), frontierTrader(), frontierTrader("trader2")],
      sides: { raider: "A", trader: "B", trader2: "B" },
      range: "medium",
    });
    start.memory.ranges["raider|trader2"] = "long";
    const s = firstActs(start);
    expect(currentShipId(s)).toBe("raider");
    const targetOf = (p: CrewPolicy) => planTurn(s, "raider", p).find((a) => a.reason === "fire")?.command;
    expect(targetOf({ target: "named", targetId: "trader2" })).toMatchObject({ targetId: "trader2" });
    expect(targetOf({ target: "nearest" })).toMatchObject({ targetId: "trader" });
    s.ships.trader = { ...s.ships.trader, hull: { value: 6, max: 6 } };
    s.ships.trader2 = { ...s.ships.trader2, hull: { value: 1, max: 6 } };
    expect(targetOf({ target: "weakest" })).toMatchObject({ targetId: "trader2" });
  });

  test("the crew fires at an enemy its weapons can hurt before one whose armor stops them all", () => {
    // the frigate first in the order, its armor 8 past anything the raider's lasers roll; the trader's armor is 2
    const start = createEngagement({
      ships: [raider(), patrolFrigate(), frontierTrader()],
      sides: { raider: "A", frigate: "B", trader: "B" },
      range: "medium",
    });
    start.memory.ranges["frigate|raider"] = "short";
    const s = firstActs(start);
    expect(currentShipId(s)).toBe("raider");
    const targetOf = (p: CrewPolicy) => planTurn(s, "raider", p).find((a) => a.reason === "fire")?.command;
    for (const target of ["first", "nearest", "weakest", "mostDangerous"] as const)
      expect(targetOf({ target }), target).toMatchObject({ targetId: "trader" });
    s.ships.frigate = { ...s.ships.frigate, hull: { value: 1, max: 6 } };
    expect(targetOf({ target: "weakest" })).toMatchObject({ targetId: "trader" });
    // a ship the referee names is fired at all the same
    expect(targetOf({ target: "named", targetId: "frigate" })).toMatchObject({ targetId: "frigate" });
    // with no enemy it can hurt left, it fires at the one it cannot
    s.memory.ships.trader.status = "escaped";
    expect(targetOf({ target: "first" })).toMatchObject({ targetId: "frigate" });
  });

  test("the sand gunner keeps its sand for Fire Sand unless sand can hurt the target", () => {
    // the trader's third turret is three sandcasters: an attack with them does 1 damage, nothing past the raider's armor
    const s = traderTurn(rt("short"));
    const seats = (p: EngagementState) =>
      planTurn(p, "trader")
        .filter((a) => a.reason === "fire")
        .map((a) => (a.command as { seat: number }).seat);
    expect(seats(s)).toEqual([3, 4]);
    s.ships.raider = { ...s.ships.raider, armor: { value: 0, max: 8 } };
    expect(seats(s)).toEqual([3, 4, 5]);
  });

  test("the crew spends no reaction on a hit it cannot change: one stopped by the armor, or one a dodge cannot make miss", () => {
    // the raider's beam laser at Short: DM −1 on the roll, 8 or more hits; the trader's armor is 2
    const fired = (dice: number, damage: number, sand = true) => {
      const s = rt("short");
      if (!sand) s.ships.trader = { ...s.ships.trader, ammo: { ...s.ships.trader.ammo, sand: 0 } };
      const cmd: Command = { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] };
      return ok(s, cmd, [dice, damage]).state;
    };
    // 2 damage against armor 2: nothing gets through, so no sand and no dodge
    expect(planReaction(fired(12, 2), "a1")).toBeUndefined();
    // 6 damage gets through: sand
    expect(planReaction(fired(12, 6), "a1")?.reason).toBe("sand");
    // without sand: 12 − 1 − 2 still hits, so a dodge changes nothing; 9 − 1 − 2 misses, so the pilot dodges
    expect(planReaction(fired(12, 6, false), "a1")).toBeUndefined();
    expect(planReaction(fired(9, 6, false), "a1")?.reason).toBe("dodge");
  });

  test("flee rules: Structure below half plots the jump; never does not", () => {
    const s = ok(duel(raider(), frontierTrader()), { type: "rollInitiative" }, [7, 9, 8]).state;
    s.ships.raider = { ...s.ships.raider, hull: { value: 0, max: 6 }, structure: { value: 2, max: 6 } };
    expect(planTurn(s, "raider", { flee: "structureHalf" }).map((a) => a.reason)).toContain("plotEscape");
    expect(planTurn(s, "raider", { flee: "never" }).map((a) => a.reason)).not.toContain("plotEscape");
    s.ships.raider = { ...s.ships.raider, structure: { value: 5, max: 6 } };
    expect(planTurn(s, "raider", { flee: "structureHalf" }).map((a) => a.reason)).not.toContain("plotEscape");
    expect(planTurn(s, "raider", { flee: "hullGone" }).map((a) => a.reason)).toContain("plotEscape");
  });

  test("a flee rule the ship cannot carry out is not pursued: no plot without a drive that can jump, it fights on", () => {
    const s = ok(duel(raider(), frontierTrader()), { type: "rollInitiative" }, [7, 9, 8]).state;
    const gone = { ...s.ships.raider, hull: { value: 0, max: 6 } };
    s.ships.raider = { ...gone, systems: { ...gone.systems, jDrive: 3 } };
    const reasons = planTurn(s, "raider").map((a) => a.reason);
    expect(reasons).not.toContain("plotEscape");
    expect(reasons).toContain("fire");
    // a drive that works but no drive engineer aboard to jump it: the same
    s.ships.raider = { ...gone, seats: gone.seats.filter((x) => x.position !== "driveEngineer") };
    expect(planTurn(s, "raider").map((a) => a.reason)).not.toContain("plotEscape");
    s.ships.raider = gone;
    expect(planTurn(s, "raider").map((a) => a.reason)).toContain("plotEscape");
  });

  test("the captain, the sensors operator and the pilot serve the gunners only in a turn a gunner fires", () => {
    const s = firstActs(duel(patrolFrigate(), raider("pirate"), { range: "medium" }));
    expect(planTurn(s, "frigate").map((a) => a.reason)).toEqual(
      expect.arrayContaining(["coordinate", "lockOn", "lineUp"]),
    );
    // sensors out: no attack beyond Adjacent, so no pool, no lock and no lined-up shot; the pilot evades instead
    s.ships.frigate = { ...s.ships.frigate, systems: { ...s.ships.frigate.systems, sensors: 2 } };
    const blind = planTurn(s, "frigate").map((a) => a.reason);
    for (const r of ["coordinate", "lockOn", "lineUp", "fire"]) expect(blind).not.toContain(r);
    expect(blind).toContain("evade");
    // an aggressive crew never evades: its pilot does nothing
    expect(planTurn(s, "frigate", { stance: "aggressive" }).map((a) => a.reason)).not.toContain("evade");
  });

  test("the navigator acts first: the range it wins is the one the pilot lines up a shot at", () => {
    // the trader's pulse lasers cannot reach Distant; its navigator closes to Very Long, where they can
    const s = traderTurn(rt("distant"));
    expect(planTurn(s, "trader", undefined, { seat: 0 }).map((a) => a.reason)).toEqual(["evade"]);
    const [close] = planTurn(s, "trader", undefined, { seat: 1 });
    expect(close.reason).toBe("closeRange");
    const navigate = (own: number) =>
      runSync(
        applyCommand(s, close.command),
        rigged((r, i) => (i === 0 ? own : 14 - own)),
      ).state;
    expect(planTurn(navigate(12), "trader", undefined, { seat: 0 }).map((a) => a.reason)).toEqual(["lineUp"]);
    expect(planTurn(navigate(2), "trader", undefined, { seat: 0 }).map((a) => a.reason)).toEqual(["evade"]);
  });

  test("no reload in the turn the ship jumps out: the reloaded rack could never fire", () => {
    const s = firstActs(duel(patrolFrigate(), raider(), { range: "medium" }));
    s.memory.ships.frigate.spentWeapons = ["m1-1", "m1-2", "m1-3"];
    const seat4 = (p: EngagementState) => planTurn(p, "frigate", undefined, { seat: 4 }).map((a) => a.reason);
    expect(seat4(s)).toEqual(["reload"]);
    s.ships.frigate = { ...s.ships.frigate, hull: { value: 0, max: 6 } };
    // fleeing, the plot still to make: the rack is reloaded (the jump may not come this turn)
    expect(seat4(s)).toEqual(["reload"]);
    s.memory.ships.frigate.jumpPlotted = true;
    expect(seat4(s)).toEqual([]);
    expect(planTurn(s, "frigate").map((a) => a.reason)).toContain("jumpAway");
  });

  test("a crew that keeps its missiles fires only its other weapons", () => {
    const s = firstActs(duel(patrolFrigate(), raider()));
    expect(currentShipId(s)).toBe("frigate");
    const fire = planTurn(s, "frigate", { missiles: false }).filter((a) => a.reason === "fire");
    expect(fire).toHaveLength(1);
    // the beam laser turret's gunner (seat 6); the missile turrets' gunners hold their fire
    expect(fire[0].command).toMatchObject({ type: "attack", seat: 6, targetId: "raider" });
    expect(planTurn(s, "frigate").filter((a) => a.reason === "fire")).toHaveLength(3);
  });
});

describe("played plan by plan, the odds window's fight", () => {
  const fights: [string, () => EngagementState, Record<string, CrewPolicy>][] = [
    ["raider vs trader", () => duel(raider(), frontierTrader()), {}],
    ["frigate vs raider (missiles)", () => duel(patrolFrigate(), raider(), { range: "medium" }), {}],
    // (ruling R110: the salvos fly as craft, and the cautious trader's Range Checks against the frigate carry them)
    [
      "frigate vs trader, missiles as craft",
      () => duel(patrolFrigate(), frontierTrader(), { range: "long", options: { missilesAsCraft: true } }),
      { trader: { stance: "cautious" } },
    ],
    [
      "three ships, stances of their own",
      () =>
        createEngagement({
          ships: [raider(), frontierTrader(), patrolFrigate()],
          sides: { raider: "A", trader: "B", frigate: "B" },
          range: "short",
        }),
      { raider: { stance: "aggressive", target: "weakest" }, trader: { stance: "cautious", flee: "structureHalf" } },
    ],
  ];
  for (const [name, make, policies] of fights)
    test(`${name}: the same end state, seed by seed`, () => {
      for (const seed of [1, 2, 3]) {
        const start = make();
        const sim = simulate(start, seededSource(seed), { tactics: policies, maxRounds: 12, endStalemates: false });
        const played = playByPlans(start, seededSource(seed), policies, 12);
        expect(played.commands).toBeGreaterThan(10);
        expect(canonical(played.state)).toBe(canonical(sim.state));
      }
    });
});
