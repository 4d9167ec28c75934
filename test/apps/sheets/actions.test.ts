import { describe, expect, it } from "vitest";
import {
  actionCost,
  actionVerdict,
  candidateCommands,
  positionActions,
  seatVerdicts,
} from "../../../src/apps/sheets/actions";
import { REACTIONS, SEAT_ACTIONS } from "../../../src/rules/engagement/catalogue";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import { POSITIONS } from "../../../src/rules/types";
import { corsairSnapshot, frigateSnapshot } from "../../fixtures/fixtures";
import { engage } from "./engagement";

// frigate seats: 0 captain, 1 pilot, 2 sensors, 3 gunner turret1 (beams), 4 NPC gunner turret2 (missiles),
// 5 software turret3 (missiles), 6 engineer (M-Drive), 7 marine

describe("the buttons of each position", () => {
  it("offers every Action Summary action to the positions it names, and reactions to theirs", () => {
    const offered = new Set<string>();
    for (const p of POSITIONS) {
      const a = positionActions(p);
      for (const x of [...a.own, ...a.general, ...a.reactions]) offered.add(x);
    }
    for (const a of [...SEAT_ACTIONS, ...REACTIONS]) expect(offered.has(a), a).toBe(true);
    expect(positionActions("pilot").own).toEqual(
      expect.arrayContaining([
        "adjustSpeed",
        "maintainCourse",
        "evasiveManeuvers",
        "lineUpTheShot",
        "pursuit",
        "ram",
        "dock",
      ]),
    );
    expect(positionActions("pilot").reactions).toEqual(["dodge"]);
    expect(positionActions("turretGunner").own).toEqual(["attack"]);
    expect(positionActions("turretGunner").reactions).toEqual(["fireSand", "pointDefense", "triggerScreens"]);
    expect(positionActions("bayGunner").reactions).toEqual(["triggerScreens"]);
    expect(positionActions("passenger").own).toEqual([]);
    expect(positionActions("passenger").general).toEqual(expect.arrayContaining(["changePositions", "personalAction"]));
  });

  it("types costs as the Action Summary does", () => {
    expect(actionCost("adjustSpeed")).toBe("minor");
    expect(actionCost("attack")).toBe("significant");
    expect(actionCost("dodge")).toBe("reaction");
  });
});

describe("verdicts come from the rules engine", () => {
  it("lets the frigate's gunner attack the corsair at Medium range in the frigate's turn", () => {
    const state = engage();
    expect(currentShipId(state)).toBe("frigate");
    const v = actionVerdict(state, "frigate", 3, "attack", { all: true });
    expect(v.ok).toBe(true);
    expect(v.commands).toEqual([{ type: "attack", shipId: "frigate", seat: 3, targetId: "corsair" }]);
  });

  it("refuses every seat action when it is not the ship's turn", () => {
    const state = engage({ frigateFirst: false });
    const all = seatVerdicts(state, "frigate", 3, "turretGunner");
    expect(all.own[0].verdict).toMatchObject({ ok: false, reason: { scope: "rules", code: "notYourTurn" } });
    expect(all.general.every((b) => !b.verdict.ok)).toBe(true);
  });

  it("says why: missiles cannot be launched at Close range; sand reaches only Short", () => {
    const state = engage({ range: "close" });
    expect(actionVerdict(state, "frigate", 4, "attack")).toMatchObject({
      ok: false,
      reason: { scope: "rules", code: "cannotFireAtRange" },
    });
    const far = engage({ range: "long", frigateFirst: false });
    // the corsair's sandcaster turret still has its pulse laser at Long range; a sand-only turret would be out of range
    const corsair = corsairSnapshot();
    corsair.mounts[0].weapons = [{ id: "cw2", kind: "sandcaster" }];
    const sandOnly = engage({ range: "long", frigateFirst: false, corsair });
    expect(actionVerdict(far, "corsair", 1, "attack").ok).toBe(true);
    expect(actionVerdict(sandOnly, "corsair", 1, "attack")).toMatchObject({
      ok: false,
      reason: { code: "cannotFireAtRange" },
    });
  });

  it("refuses sensor actions with disabled sensors and attacks beyond Adjacent", () => {
    const frigate = frigateSnapshot();
    frigate.systems.sensors = 2;
    const state = engage({ frigate });
    expect(actionVerdict(state, "frigate", 2, "sensorTargeting")).toMatchObject({
      ok: false,
      reason: { code: "sensorsDisabled" },
    });
    expect(actionVerdict(state, "frigate", 3, "attack")).toMatchObject({
      ok: false,
      reason: { code: "sensorsDisabled" },
    });
  });

  it("refuses a second significant action of the same seat", () => {
    const state = engage();
    const { state: after } = runSync(
      applyCommand(state, { type: "attack", shipId: "frigate", seat: 3, targetId: "corsair" }),
      scriptedSource([12, 3, 12, 3, 12, 3]),
    );
    const v = seatVerdicts(after, "frigate", 3, "turretGunner");
    expect(v.own[0].verdict).toMatchObject({ ok: false, reason: { code: "noSignificantAction" } });
    // a minor action is still possible
    expect(v.general.find((b) => b.action === "personalAction")!.verdict.ok).toBe(true);
  });

  it("offers reactions only against an attack awaiting them", () => {
    const state = engage();
    expect(actionVerdict(state, "corsair", 0, "dodge")).toMatchObject({
      ok: false,
      reason: { scope: "sheet", code: "noIncomingAttack" },
    });
    // the frigate fires its beam lasers; the corsair's pilot may now dodge
    const { state: after } = runSync(
      applyCommand(state, { type: "attack", shipId: "frigate", seat: 3, targetId: "corsair" }),
      scriptedSource([12, 3, 12, 3, 12, 3]),
    );
    const attackId = after.memory.pendingAttacks![0].id;
    expect(actionVerdict(after, "corsair", 0, "dodge")).toMatchObject({
      ok: true,
      commands: [{ type: "dodge", shipId: "corsair", seat: 0, attackId }],
    });
    // the corsair's gunner at the sandcaster turret may fire sand against beams
    expect(actionVerdict(after, "corsair", 1, "fireSand").ok).toBe(true);
    // but not point defense (that answers missiles)
    expect(actionVerdict(after, "corsair", 1, "pointDefense")).toMatchObject({
      ok: false,
      reason: { code: "wrongAttackKind" },
    });
  });

  it("lists reload and repair choices only when there is something to reload or repair", () => {
    const state = engage();
    expect(actionVerdict(state, "frigate", 3, "reload")).toMatchObject({ ok: false, reason: { code: "notSpent" } });
    const repairs = candidateCommands(state, "frigate", 0, "repairDamagedSystem");
    // hull, sensors, M-Drive and turret 1 are damaged
    expect(repairs.map((c) => (c as { target: unknown }).target)).toEqual(
      expect.arrayContaining(["hull", "sensors", "mDrive", { mountId: "turret1" }]),
    );
  });

  it("puts the user's targeted ship first", () => {
    const state = engage();
    const c = candidateCommands(state, "frigate", 2, "sensorTargeting", "corsair");
    expect(c[0]).toMatchObject({ targetId: "corsair" });
    expect(candidateCommands(state, "frigate", 2, "sensorTargeting", "nobody")).toHaveLength(1);
  });
});

describe("a small craft's lone pilot (ruling R86)", () => {
  it("shows the pilot's actions and the turret gunner's, and Attack is allowed", async () => {
    const { createEngagement } = await import("../../../src/rules/engagement/state");
    const fighter = {
      ...corsairSnapshot(),
      id: "fighter",
      name: "Fighter",
      tons: 10,
      hull: { value: 0, max: 0 },
      structure: { value: 1, max: 1 },
      armor: { value: 0, max: 0 },
      thrust: 6,
      mounts: [
        { id: "m1", type: "turret" as const, damage: 0 as const, weapons: [{ id: "w1", kind: "pulseLaser" as const }] },
      ],
      seats: [{ position: "pilot" as const, npcSkill: 2 }],
      crew: [],
    };
    const start = createEngagement({ ships: [fighter, frigateSnapshot()], range: "short" });
    // initiative: fighter 2D6 = 11, frigate 2D6 = 4 and its captain's Tactics check 2D6 = 4
    const src = scriptedSource([11, 4, 4]);
    const state = runSync(applyCommand(start, { type: "rollInitiative" }), src).state;
    expect(currentShipId(state)).toBe("fighter");
    const v = seatVerdicts(state, "fighter", 0, "pilot");
    expect(v.own.map((b) => b.action)).toEqual(expect.arrayContaining(["evasiveManeuvers", "attack"]));
    expect(v.reactions.map((b) => b.action)).toEqual(expect.arrayContaining(["dodge", "pointDefense"]));
    expect(v.own.find((b) => b.action === "attack")!.verdict.ok).toBe(true);
  });
});
