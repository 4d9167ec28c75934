// Initiative, acting order, rounds, delay, hasty crews, reactions per round.
import { describe, expect, test } from "vitest";
import { createEngagement } from "../../../src/rules/engagement/state";
import { availableActions, currentShipId } from "../../../src/rules/engagement/validation";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { apply, ok, one, ofType, refusal } from "./helpers";
import type { ShipSnapshot } from "../../../src/rules/types";

describe("initiative", () => {
  test("2D6 + thrust DM (R12) + the captain's Tactics Effect; order high to low; reactions from the table", () => {
    const s = duel(raider(), frontierTrader());
    // raider: 2D6 = 7, +1 thrust (4 beats 2), captain Tactics-1 rolls 9 → Effect +2; trader: 2D6 = 8, no captain
    const r = ok(s, { type: "rollInitiative" }, [7, 9, 8]);
    const rolls = ofType(r.events, "initiativeRolled");
    expect(rolls.map((x) => [x.shipId, x.dice, x.initiative])).toEqual([
      ["raider", 7, 10],
      ["trader", 8, 8],
    ]);
    expect(rolls[0].modifiers).toEqual([
      { source: "thrust", value: 1 },
      { source: "tactics", value: 2 },
    ]);
    expect(r.state.memory.order).toEqual(["raider", "trader"]);
    expect(one(r.events, "roundStarted")).toEqual({
      type: "roundStarted",
      round: 1,
      reactions: { raider: 3, trader: 2 },
    });
    expect(one(r.events, "turnStarted")).toMatchObject({ shipId: "raider", round: 1 });
    expect(currentShipId(r.state)).toBe("raider");
  });

  test("a failed Tactics check lowers initiative (the Effect is added as it is)", () => {
    const r = ok(duel(raider(), frontierTrader()), { type: "rollInitiative" }, [7, 2, 8]);
    expect(r.state.memory.ships.raider.initiative).toBe(7 + 1 + (2 + 1 - 8));
    expect(r.state.memory.order).toEqual(["trader", "raider"]);
  });

  test("ties go to the higher Thrust", () => {
    // raider 5 + 1 + 0 = 6, trader 6
    const r = ok(duel(raider(), frontierTrader()), { type: "rollInitiative" }, [5, 7, 6]);
    expect(r.state.memory.ships.raider.initiative).toBe(6);
    expect(r.state.memory.ships.trader.initiative).toBe(6);
    expect(r.state.memory.order).toEqual(["raider", "trader"]);
    expect(one(r.events, "turnStarted").simultaneousWith).toEqual([]);
  });

  test("equal initiative and Thrust: simultaneous, damage lands after both have acted", () => {
    const s = duel(frontierTrader("t1"), frontierTrader("t2"));
    let r = ok(s, { type: "rollInitiative" }, [6, 6]);
    expect(one(r.events, "turnStarted")).toMatchObject({ shipId: "t1", simultaneousWith: ["t2"] });
    // t1 fires a pulse laser turret at t2 (Average at Short, −2 pulse laser R8, skill 1): 11 + 1 − 2 = 10 hits, damage 2D6 = 5
    r = ok(r.state, { type: "attack", shipId: "t1", seat: 3, targetId: "t2", weaponIds: ["p1-1"] }, [11, 5]);
    r = ok(r.state, { type: "endTurn", shipId: "t1" });
    expect(ofType(r.events, "damageResolved")).toEqual([]);
    expect(one(r.events, "turnStarted").shipId).toBe("t2");
    // t2, already hit but not yet damaged, still acts; its slot ends and both attacks land
    r = ok(r.state, { type: "attack", shipId: "t2", seat: 3, targetId: "t1", weaponIds: ["p1-1"] }, [3]);
    r = ok(r.state, { type: "endTurn", shipId: "t2" }, [8]);
    const dmg = one(r.events, "damageResolved");
    expect(dmg).toMatchObject({ attackerId: "t1", targetId: "t2", damage: 5 });
    expect(r.state.ships.t2.hull.value).toBe(5);
    expect(r.state.memory.round).toBe(2);
  });

  test("aware ships take an automatic 12 + pilot DEX DM when only some are aware (R11)", () => {
    const s = duel(patrolFrigate(), frontierTrader(), { aware: ["frigate"] });
    // frigate: 12 + DEX 9 (+1) + thrust +1 + Tactics-2, INT 9 (+1) rolling 5 → Effect 0; trader rolls 2D6 = 9
    const r = ok(s, { type: "rollInitiative" }, [5, 9]);
    const [f, t] = ofType(r.events, "initiativeRolled");
    expect(f).toMatchObject({ shipId: "frigate", dice: null, initiative: 14 });
    expect(f.modifiers).toEqual([
      { source: "pilotDex", value: 1 },
      { source: "thrust", value: 1 },
      { source: "tactics", value: 0 },
    ]);
    expect(t).toMatchObject({ shipId: "trader", dice: 9, initiative: 9 });
    expect(r.state.memory.ships.frigate.reactionsBudget).toBe(4);
  });

  test("when every ship is aware, all roll", () => {
    const r = ok(
      duel(patrolFrigate(), frontierTrader(), { aware: ["frigate", "trader"] }),
      { type: "rollInitiative" },
      [3, 5, 9],
    );
    expect(ofType(r.events, "initiativeRolled")[0].dice).toBe(3);
  });

  test("an engagement with nobody able to act ends at once", () => {
    const r = ok(createEngagement({ ships: [] }), { type: "rollInitiative" });
    expect(r.state.memory.ended).toEqual({ round: 1, reason: "destroyed" });
    // both ships come without power ("The Power Plant is destroyed and the ship is disabled"): nobody rolls
    const unpowered = (ship: ShipSnapshot) => ({ ...ship, systems: { ...ship.systems, powerPlant: 3 as const } });
    const s = duel(unpowered(raider()), unpowered(frontierTrader()));
    const r2 = ok(s, { type: "rollInitiative" });
    expect(one(r2.events, "engagementEnded")).toEqual({ type: "engagementEnded", round: 0, reason: "destroyed" });
  });

  test("initiative once; nothing else before it", () => {
    const s = duel(raider(), frontierTrader());
    expect(refusal(s, { type: "endTurn", shipId: "raider" })).toBe("initiativeNotRolled");
    const r = ok(s, { type: "rollInitiative" }, [7, 9, 8]);
    expect(refusal(r.state, { type: "rollInitiative" })).toBe("initiativeAlreadyRolled");
  });
});

describe("turns and rounds", () => {
  const start = () => ok(duel(raider(), frontierTrader()), { type: "rollInitiative" }, [7, 9, 8]).state;

  test("only the acting ship acts; turns pass in order; a new round resets actions and reactions", () => {
    let s = start();
    expect(refusal(s, { type: "endTurn", shipId: "trader" })).toBe("notYourTurn");
    expect(refusal(s, { type: "maintainCourse", shipId: "trader", seat: 0 })).toBe("notYourTurn");
    s = ok(s, { type: "maintainCourse", shipId: "raider", seat: 1 }).state;
    expect(s.memory.ships.raider.actions["1"]).toEqual({ minor: 1, significant: 0 });
    let r = ok(s, { type: "endTurn", shipId: "raider" });
    expect(r.events.map((e) => e.type)).toEqual(["turnEnded", "turnStarted"]);
    s = r.state;
    s.memory.ships.raider.reactionsSpent = 2;
    r = ok(s, { type: "endTurn", shipId: "trader" });
    expect(r.events.map((e) => e.type)).toEqual([
      "turnEnded",
      "roundEnded",
      "orderChanged",
      "roundStarted",
      "turnStarted",
    ]);
    expect(r.state.memory.round).toBe(2);
    expect(r.state.memory.ships.raider.reactionsSpent).toBe(0);
    expect(r.state.memory.ships.raider.actions).toEqual({});
    expect(r.state.memory.ships.raider.reactionsBudget).toBe(3);
  });

  test("a destroyed or disabled ship is skipped and acts no more", () => {
    const s = start();
    s.memory.ships.trader.status = "disabled";
    const r = ok(s, { type: "endTurn", shipId: "raider" });
    expect(ofType(r.events, "turnSkipped")).toEqual([
      { type: "turnSkipped", shipId: "trader", round: 1, reason: "disabled" },
    ]);
    expect(currentShipId(r.state)).toBe("raider");
    expect(refusal(r.state, { type: "endTurn", shipId: "trader" })).toBe("shipDisabled");
    const d = start();
    d.memory.ships.trader.status = "destroyed";
    expect(refusal(d, { type: "dodge", shipId: "trader", attackId: "a1" })).toBe("shipDestroyed");
    d.memory.ships.trader.status = "escaped";
    expect(refusal(d, { type: "actNow", shipId: "trader" })).toBe("shipEscaped");
  });

  test("unknown ships and seats are refused", () => {
    const s = start();
    expect(refusal(s, { type: "endTurn", shipId: "ghost" })).toBe("unknownShip");
    expect(refusal(s, { type: "actNow", shipId: "ghost" })).toBe("unknownShip");
    expect(refusal(s, { type: "maintainCourse", shipId: "raider", seat: 99 })).toBe("unknownSeat");
  });

  test("the referee can end the engagement; nothing is accepted afterwards", () => {
    const r = ok(start(), { type: "endEngagement", reason: "surrendered", winnerSide: "A" });
    expect(one(r.events, "engagementEnded")).toEqual({
      type: "engagementEnded",
      round: 1,
      reason: "surrendered",
      winnerSide: "A",
    });
    expect(refusal(r.state, { type: "endTurn", shipId: "raider" })).toBe("engagementOver");
    const r2 = ok(start(), { type: "endEngagement" });
    expect(r2.state.memory.ended).toEqual({ round: 1, reason: "referee" });
  });
});

describe("dynamic initiative", () => {
  const start = () => ok(duel(raider(), frontierTrader()), { type: "rollInitiative" }, [7, 9, 8]).state;

  test("Increase Initiative adds the Leadership Effect for the next round only", () => {
    let s = start();
    // captain Leadership-1, SOC 6 (DM+0): 10 + 1 − 8 = Effect 3
    let r = ok(s, { type: "increaseInitiative", shipId: "raider", seat: 0 }, [10]);
    expect(r.state.memory.ships.raider.initiativeBonusNext).toBe(3);
    s = ok(r.state, { type: "endTurn", shipId: "raider" }).state;
    r = ok(s, { type: "endTurn", shipId: "trader" });
    expect(ofType(r.events, "initiativeChanged")).toEqual([
      { type: "initiativeChanged", shipId: "raider", from: 10, to: 13, reason: "increaseInitiative" },
    ]);
    expect(r.state.memory.ships.raider.reactionsBudget).toBe(4);
    s = ok(r.state, { type: "endTurn", shipId: "raider" }).state;
    r = ok(s, { type: "endTurn", shipId: "trader" });
    expect(ofType(r.events, "initiativeChanged")).toEqual([
      { type: "initiativeChanged", shipId: "raider", from: 13, to: 10, reason: "bonusLapsed" },
    ]);
  });

  test("a failed Increase Initiative changes nothing", () => {
    const r = ok(start(), { type: "increaseInitiative", shipId: "raider", seat: 0 }, [3]);
    expect(r.state.memory.ships.raider.initiativeBonusNext).toBe(0);
  });

  test("Delay: a delaying ship can step in later at the current count, then the interrupted ship resumes", () => {
    let r = ok(start(), { type: "delay", shipId: "raider" });
    expect(r.events.map((e) => e.type)).toEqual(["delayed", "turnStarted"]);
    expect(currentShipId(r.state)).toBe("trader");
    expect(refusal(r.state, { type: "actNow", shipId: "trader" })).toBe("notDelaying");
    r = ok(r.state, { type: "maintainCourse", shipId: "trader", seat: 0 });
    r = ok(r.state, { type: "actNow", shipId: "raider" });
    expect(one(r.events, "actingNow")).toEqual({ type: "actingNow", shipId: "raider", initiative: 8 });
    expect(r.state.memory.order).toEqual(["raider", "trader"]);
    expect(currentShipId(r.state)).toBe("raider");
    r = ok(r.state, { type: "endTurn", shipId: "raider" });
    expect(currentShipId(r.state)).toBe("trader");
    expect(r.state.memory.ships.trader.actions["0"]).toEqual({ minor: 1, significant: 0 });
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(r.state.memory.round).toBe(2);
  });

  test("Delay is only possible before acting", () => {
    const s = ok(start(), { type: "maintainCourse", shipId: "raider", seat: 1 }).state;
    expect(refusal(s, { type: "delay", shipId: "raider" })).toBe("tooLate");
  });

  test("delayers who never acted go first next round, all at one above the first, ordered by Thrust", () => {
    const s = createEngagement({
      ships: [raider(), patrolFrigate(), frontierTrader()],
      sides: { raider: "A", frigate: "B", trader: "B" },
      range: "short",
    });
    // raider 4 + 0 (tactics 7+1−8) = 4; frigate 8 + (5+2+1−8) = 8; trader 6
    let r = ok(s, { type: "rollInitiative" }, [4, 7, 8, 5, 6]);
    expect(r.state.memory.order).toEqual(["frigate", "trader", "raider"]);
    r = ok(r.state, { type: "delay", shipId: "frigate" });
    r = ok(r.state, { type: "delay", shipId: "trader" });
    expect(currentShipId(r.state)).toBe("raider");
    expect(refusal(r.state, { type: "endRound" })).toBe("notYourTurn");
    r = ok(r.state, { type: "endTurn", shipId: "raider" });
    expect(one(r.events, "awaitingDelayed").shipIds).toEqual(["frigate", "trader"]);
    expect(currentShipId(r.state)).toBeUndefined();
    expect(refusal(r.state, { type: "maintainCourse", shipId: "raider", seat: 1 })).toBe("awaitingDelayed");
    r = ok(r.state, { type: "endRound" });
    expect(ofType(r.events, "initiativeChanged").map((e) => [e.shipId, e.to])).toEqual([
      ["frigate", 5],
      ["trader", 5],
    ]);
    expect(r.state.memory.order).toEqual(["frigate", "trader", "raider"]);
    expect(one(r.events, "turnStarted").shipId).toBe("frigate");
  });

  test("a delayer may also step in after everyone else has acted", () => {
    let r = ok(start(), { type: "delay", shipId: "raider" });
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(ofType(r.events, "awaitingDelayed")).toHaveLength(1);
    r = ok(r.state, { type: "actNow", shipId: "raider" });
    expect(one(r.events, "actingNow").initiative).toBe(8);
    expect(r.state.memory.order).toEqual(["trader", "raider"]);
    r = ok(r.state, { type: "endTurn", shipId: "raider" });
    expect(r.state.memory.round).toBe(2);
  });
});

describe("hasty crews (ruling R60)", () => {
  const start = () => ok(duel(raider(), frontierTrader()), { type: "rollInitiative" }, [7, 9, 8]).state;

  test("declared at the start of the turn: DM−1 on the crew's checks, one more minor action per seat", () => {
    let r = ok(start(), { type: "declareHasty", shipId: "raider" });
    expect(one(r.events, "hastyDeclared").shipId).toBe("raider");
    expect(refusal(r.state, { type: "declareHasty", shipId: "raider" })).toBe("alreadyHasty");
    // pilot: a significant action and two minor ones
    r = ok(r.state, { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [9]);
    expect(one(r.events, "checkRolled").check.modifiers).toEqual([
      { source: "skill", value: 1 },
      { source: "hasty", value: -1 },
    ]);
    r = ok(r.state, { type: "maintainCourse", shipId: "raider", seat: 1 });
    r = ok(r.state, { type: "maintainCourse", shipId: "raider", seat: 1 });
    expect(refusal(r.state, { type: "maintainCourse", shipId: "raider", seat: 1 })).toBe("noMinorAction");
  });

  test("too late once an action is taken", () => {
    const s = ok(start(), { type: "maintainCourse", shipId: "raider", seat: 1 }).state;
    expect(refusal(s, { type: "declareHasty", shipId: "raider" })).toBe("tooLate");
  });
});

describe("action economy (ruling R13)", () => {
  const start = () => ok(duel(raider(), frontierTrader()), { type: "rollInitiative" }, [7, 9, 8]).state;

  test("a new round's record of actions is empty for JSON, for...in and Object.keys, and fills by seat", () => {
    const s = start();
    const actions = s.memory.ships.trader.actions;
    expect(JSON.stringify(actions)).toBe("{}");
    expect(Object.keys(actions)).toEqual([]);
    for (const k in actions) throw new Error(`unexpected key ${k}`);
    const after = ok(s, { type: "maintainCourse", shipId: "raider", seat: 1 }).state;
    expect(JSON.stringify(after.memory.ships.raider.actions)).toBe('{"1":{"minor":1,"significant":0}}');
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  });

  test("one minor and one significant", () => {
    let s = ok(start(), { type: "maintainCourse", shipId: "raider", seat: 1 }).state;
    s = ok(s, { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [4]).state;
    expect(refusal(s, { type: "maintainCourse", shipId: "raider", seat: 1 })).toBe("noMinorAction");
    expect(refusal(s, { type: "lineUpTheShot", shipId: "raider", seat: 1 })).toBe("noSignificantAction");
  });

  test("or three minors and no significant", () => {
    let s = start();
    for (let i = 0; i < 3; i++) s = ok(s, { type: "personalAction", shipId: "raider", seat: 1, label: "coffee" }).state;
    expect(refusal(s, { type: "personalAction", shipId: "raider", seat: 1 })).toBe("noMinorAction");
    expect(refusal(s, { type: "evasiveManeuvers", shipId: "raider", seat: 1 })).toBe("noSignificantAction");
  });

  test("two minors leave no room for a significant action", () => {
    let s = ok(start(), { type: "maintainCourse", shipId: "raider", seat: 1 }).state;
    s = ok(s, { type: "maintainCourse", shipId: "raider", seat: 1 }).state;
    expect(refusal(s, { type: "evasiveManeuvers", shipId: "raider", seat: 1 })).toBe("noSignificantAction");
  });

  test("each seat has its own actions; positions limit what a seat may do", () => {
    let s = ok(start(), { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [4]).state;
    s = ok(s, { type: "coordinateCrew", shipId: "raider", seat: 0 }, [8]).state;
    expect(refusal(s, { type: "evasiveManeuvers", shipId: "raider", seat: 0 })).toBe("wrongPosition");
    expect(refusal(s, { type: "coordinateCrew", shipId: "raider", seat: 1 })).toBe("wrongPosition");
    expect(refusal(s, { type: "attack", shipId: "raider", seat: 1, targetId: "trader" })).toBe("wrongPosition");
  });

  test("a disabled bridge stops pilot and sensor actions and the jump, not the navigator's jump plot (R89)", () => {
    // "Second Hit: The bridge is disabled. Until the bridge is repaired, the ship cannot take any Pilot or Sensor
    // actions, it cannot jump, and any attacks suffer a –2 DM." (SRD Chapter 10, Bridge)
    const s = start();
    s.ships.raider = { ...s.ships.raider, systems: { ...s.ships.raider.systems, bridge: 2 } };
    expect(refusal(s, { type: "evasiveManeuvers", shipId: "raider", seat: 1 })).toBe("bridgeDisabled");
    expect(refusal(s, { type: "maintainCourse", shipId: "raider", seat: 1 })).toBe("bridgeDisabled");
    // Calculate Jump Plot is a Navigator action, neither a Pilot nor a Sensor one: the plot is made (Easy EDU
    // Navigation, DM−1: 2D6 = 6 + 1 + 0 + 4 − 1 = 10) and kept, and the jump waits for the bridge's repair
    const nav = availableActions(s, "raider", 2).find((a) => a.action === "calculateJumpPlot");
    expect(nav).toEqual({ action: "calculateJumpPlot", cost: "significant", ok: true });
    const plotted = ok(s, { type: "calculateJumpPlot", shipId: "raider", seat: 2 }, [6]).state;
    expect(plotted.memory.ships.raider.jumpPlotted).toBe(true);
    expect(availableActions(plotted, "raider", 3).find((a) => a.action === "jump")).toMatchObject({
      ok: false,
      reason: "cannotJump",
    });
    expect(refusal(plotted, { type: "jump", shipId: "raider", seat: 3 })).toBe("cannotJump");
  });

  test("apply never changes its input", () => {
    const s = start();
    const before = JSON.stringify(s);
    const r = apply(s, { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [12]);
    expect(JSON.stringify(s)).toBe(before);
    expect(r.state).not.toBe(s);
    expect(r.state.memory.modifiers).toHaveLength(1);
  });
});
