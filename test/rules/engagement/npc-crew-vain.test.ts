// The NPC crew asks for nothing validation refuses and does nothing for nothing, measured over a thousand seeded
// fights of each scenario it plays to the end. The crew hands the engine each command through applyKnownIn (the turn
// flow), or through executeIn once it has validated the command itself (npc-crew/orders.ts): the engine module is
// replaced here by itself with those two watched, each command validated again with the engine's own validation as it
// is handed over, and the state it leaves read for what it did. Counted per scenario:
// - refused: commands the engine refused, by command type and refusal code;
// - lineUpForNothing: a Line Up the Shot after which the ship fires no attack in that round (its DM lasts the round);
// - lockOnForNothing: a Sensor Targeting lock on a ship that the ship then fires no attack at in that round;
// - coordinateForNothing: a Coordinate Crew whose pool no check of that round draws on (the pool lapses at its end);
// - reloadForNothing: a reload in the turn its ship then leaves the fight (the reloaded weapon can never fire);
// - endless: fights the round limit stopped though no ship still in them could ever hurt an enemy (canHarm: a weapon
//   whose best roll gets through the armor), a stalemate the simulation did not see, in the scenarios whose stalemates
//   end the fight (the missile duel nobody can win by arms is fought on to its limit on purpose). The fights the round
//   limit stopped at all are printed beside the counts (a long fight that could still end is no fault).
import { describe, expect, test, vi } from "vitest";
import { runSync, seededSource, type DiceSource } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import type { Ctx } from "../../../src/rules/engagement/context";
import { OK, type Verdict } from "../../../src/rules/engagement/refusals";
import type { Plan } from "../../../src/rules/engagement/actions/station-action";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { simulate, type SimulationOptions } from "../../../src/rules/engagement/simulate";
import { canHarm } from "../../../src/rules/engagement/npc-crew/target";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate, raider, sixShipFight } from "./fixtures";
import { rt } from "./actions-setup";

/** What the watched engine tells: each command the crew handed over, the context it was given in, the verdict. */
const watch = vi.hoisted(() => ({
  before: undefined as ((ctx: Ctx, c: Command) => void) | undefined,
  after: undefined as ((ctx: Ctx, c: Command, v: Verdict) => void) | undefined,
}));

vi.mock("../../../src/rules/engagement/engine", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/rules/engagement/engine")>();
  const { validateIn } = await import("../../../src/rules/engagement/validation");
  return {
    ...real,
    applyKnownIn(ctx: Ctx, c: Command): Verdict {
      watch.before?.(ctx, c);
      const v = real.applyKnownIn(ctx, c);
      watch.after?.(ctx, c, v);
      return v;
    },
    // (a command refused here would be carried out on a plan validation never gave: counted, and not carried out)
    executeIn(ctx: Ctx, c: Command, plan: Plan): void {
      const v = validateIn(ctx, c);
      watch.before?.(ctx, c);
      if (v.ok) real.executeIn(ctx, c, plan);
      watch.after?.(ctx, c, v.ok ? OK : v);
    },
  };
});

interface Counts {
  fights: number;
  refused: Record<string, number>;
  lineUpForNothing: number;
  lockOnForNothing: number;
  coordinateForNothing: number;
  reloadForNothing: number;
  endless: number;
}

/** One scenario: the fight's start for a seed (with the dice it goes on with), and the crews' policies. */
interface Scenario {
  name: string;
  start: (seed: number) => { state: EngagementState; dice: DiceSource };
  options?: SimulationOptions;
}

const seeded = (make: () => EngagementState) => (seed: number) => ({ state: make(), dice: seededSource(seed) });

/** A raider with a Chief Security Officer beside its marine: a boarding party of two. */
function boarder(): ShipSnapshot {
  const a = raider();
  a.seats = [...a.seats, { position: "chiefSecurityOfficer", crewId: "cso" }];
  a.crew = [...a.crew, { id: "cso", name: "cso", skills: { tactics: 2 }, characteristics: { int: 9 } }];
  return a;
}

/** The raider (first to act) docked with the trader, its boarding party already fighting aboard when the crews take over. */
let boardingStart: EngagementState | undefined;

const SCENARIOS: Scenario[] = [
  { name: "duel", start: seeded(() => duel(raider(), frontierTrader())) },
  {
    name: "three sides",
    start: seeded(() =>
      createEngagement({
        ships: [raider(), frontierTrader(), patrolFrigate()],
        sides: { raider: "A", trader: "B", frigate: "C" },
        range: "medium",
      }),
    ),
    options: {
      tactics: {
        raider: { stance: "aggressive", target: "weakest" },
        trader: { stance: "cautious", flee: "structureHalf" },
      },
    },
  },
  { name: "six ships", start: seeded(sixShipFight) },
  {
    name: "boarding",
    start: (seed) => {
      const dice = seededSource(seed);
      const board: Command = { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" };
      boardingStart ??= rt("adjacent", { docked: [["raider", "trader"]] }, boarder());
      const r = runSync(applyCommand(boardingStart, board), dice);
      expect(r.events.find((e) => e.type === "refused")).toBeUndefined();
      return { state: r.state, dice };
    },
  },
  {
    // smart missiles (1D6) cannot get through the raider's armor, nor its lasers through the frigate's: a stalemate at
    // once, so it is fought for twelve rounds all the same (launches, reloads, point defense, jamming)
    name: "missiles",
    start: seeded(() => duel(patrolFrigate(), raider(), { range: "medium" })),
    options: { endStalemates: false, maxRounds: 12 },
  },
  {
    name: "missiles at a trader",
    start: seeded(() => duel(patrolFrigate(), frontierTrader(), { range: "medium" })),
  },
];

/** Commands the crew gave and the engine carried out, by type, over every scenario (so that no count is 0 for want of
 *  the actions it counts). */
const given: Record<string, number> = {};

/** Play `fights` seeded fights of a scenario with the crew, counting what the crew asked for and what it did. */
function measure(s: Scenario, fights: number): Counts {
  const counts: Counts = {
    fights,
    refused: {},
    lineUpForNothing: 0,
    lockOnForNothing: 0,
    coordinateForNothing: 0,
    reloadForNothing: 0,
    endless: 0,
  };
  // per ship, the round of its last Line Up the Shot not yet followed by an attack, of its last lock not yet followed
  // by an attack on the ship locked on, of its last Coordinate Crew whose pool nothing has drawn on yet, and the
  // reloads of the turn under way (with their round)
  let lineUp: Record<string, number> = {};
  let lockOn: Record<string, { round: number; targetId: string }> = {};
  let coordinate: Record<string, number> = {};
  let reloads: Record<string, { round: number; n: number }> = {};
  let pool = 0;
  let status = "";
  let roundLimit = 0;
  /** Count the lined-up shots, locks and pools of rounds before `round` that nothing used. */
  const close = (round: number) => {
    for (const id in lineUp)
      if (lineUp[id] < round) {
        counts.lineUpForNothing++;
        delete lineUp[id];
      }
    for (const id in lockOn)
      if (lockOn[id].round < round) {
        counts.lockOnForNothing++;
        delete lockOn[id];
      }
    for (const id in coordinate)
      if (coordinate[id] < round) {
        counts.coordinateForNothing++;
        delete coordinate[id];
      }
  };

  watch.before = (ctx, c) => {
    const st = "shipId" in c && typeof c.shipId === "string" ? ctx.m.ships[c.shipId] : undefined;
    pool = st?.coordinationPool ?? 0;
    status = st?.status ?? "";
  };
  watch.after = (ctx, c, v) => {
    const round = ctx.m.round;
    close(round);
    if (!v.ok) {
      const key = `${c.type}: ${v.reason}`;
      counts.refused[key] = (counts.refused[key] ?? 0) + 1;
      return;
    }
    given[c.type] = (given[c.type] ?? 0) + 1;
    if (!("shipId" in c) || typeof c.shipId !== "string") return;
    const id = c.shipId;
    const st = ctx.m.ships[id];
    if (c.type === "lineUpTheShot") lineUp[id] = round;
    else if (c.type === "attack") delete lineUp[id];
    if (c.type === "sensorTargeting") lockOn[id] = { round, targetId: c.targetId };
    else if (c.type === "attack" && lockOn[id]?.targetId === c.targetId) delete lockOn[id];
    if (c.type === "coordinateCrew") coordinate[id] = round;
    else if ((st.coordinationPool ?? 0) < pool) delete coordinate[id];
    if (c.type === "reload") {
      const r = reloads[id]?.round === round ? reloads[id] : (reloads[id] = { round, n: 0 });
      r.n++;
    }
    if (status === "active" && st.status === "escaped" && reloads[id]?.round === round) {
      counts.reloadForNothing += reloads[id].n;
      delete reloads[id];
    }
  };
  try {
    for (let seed = 1; seed <= fights; seed++) {
      lineUp = {};
      lockOn = {};
      coordinate = {};
      reloads = {};
      const { state, dice } = s.start(seed);
      const r = simulate(state, dice, s.options);
      close(Infinity);
      if (r.reason !== "roundLimit") continue;
      roundLimit++;
      if (s.options?.endStalemates !== false && !anyCanHarm(r.state)) counts.endless++;
    }
  } finally {
    watch.before = undefined;
    watch.after = undefined;
  }
  console.log(`${s.name}: ${roundLimit} of ${fights} fights stopped by the round limit`);
  return counts;
}

/** Whether some ship still in the fight has a weapon that could get through the armor of an enemy still in it. */
function anyCanHarm(state: EngagementState): boolean {
  const m = state.memory;
  for (const a in m.ships)
    for (const b in m.ships)
      if (
        m.ships[a].side !== m.ships[b].side &&
        m.ships[a].status === "active" &&
        m.ships[b].status === "active" &&
        canHarm(state.ships[a], state.ships[b])
      )
        return true;
  return false;
}

const FIGHTS = Number(process.env.NPC_VAIN_FIGHTS ?? 1000);

describe("the NPC crew asks for nothing refused and does nothing for nothing", () => {
  for (const s of SCENARIOS)
    test(`${s.name}: ${FIGHTS} seeded fights`, () => {
      const counts = measure(s, FIGHTS);
      console.log(`${s.name}: ${JSON.stringify(counts)}`);
      expect(counts).toEqual({
        fights: FIGHTS,
        refused: {},
        lineUpForNothing: 0,
        lockOnForNothing: 0,
        coordinateForNothing: 0,
        reloadForNothing: 0,
        endless: 0,
      });
    });

  test("the counts are of actions the crew takes: it lines up shots, locks on, coordinates, reloads and fires", () => {
    for (const type of ["lineUpTheShot", "sensorTargeting", "coordinateCrew", "reload", "attack", "endTurn"])
      expect(given[type] ?? 0, type).toBeGreaterThan(FIGHTS);
  });
});
