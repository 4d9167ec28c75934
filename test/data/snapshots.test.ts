import { beforeAll, describe, expect, it } from "vitest";
import { ShipData } from "../../src/data/actor/ship";
import { crewSnapshot, shipSnapshot, shipUpdate } from "../../src/data/snapshots";
import {
  engagementMemory,
  engagementUpdates,
  turnFromPointer,
  turnMirror,
  turnPointer,
} from "../../src/data/engagement-snapshot";
import type { CepheusCombat } from "../../src/documents/combat";
import type { EngagementMemory } from "../../src/rules/engagement/memory";
import { ENGINE_OPTION } from "../../src/play/load";
import { inCombatQueue } from "../../src/play/queue";
import { bootSystem, errors, isV14 } from "../harness";

/** Writes of round and turn are the engine's own (anything else is refused: test/apps/sidebar/behind-engine.test.ts). */
const ENGINE = { [ENGINE_OPTION]: true } as never;

beforeAll(bootSystem);

async function setupShip() {
  const gunner = await Actor.create({
    name: "Gunner",
    type: "crew",
    system: { skills: { turretWeapons: 2 }, characteristics: { dex: 9 } },
  } as Actor.CreateData);
  const ship = await Actor.create({
    name: "Corvette",
    type: "ship",
    system: {
      tons: 300,
      thrust: 6,
      sensors: { grade: "advanced" },
      software: { fireControl: 2 },
      ammo: { missiles: { smart: 120 } },
      mounts: [
        { id: "turret1", name: "Turret 1", type: "turret", size: "triple" },
        { id: "turret2", name: "Turret 2", type: "turret", size: "triple", damage: 1 },
      ],
      seats: [
        { position: "pilot", npcSkill: 1 },
        { position: "turretGunner", crew: gunner!.uuid, mountId: "turret1" },
        { position: "turretGunner", automated: true, mountId: "turret2" },
      ],
    },
  } as Actor.CreateData);
  if (!ship) throw new Error(errors().join());
  await ship.createEmbeddedDocuments("Item", [
    { name: "Missile rack", type: "weapon", system: { kind: "missile", missileType: "smart", mountId: "turret1" } },
    { name: "Beam laser", type: "weapon", system: { kind: "beamLaser", mountId: "turret2", damage: "1d6" } },
  ] as Item.CreateData[]);
  return { ship, gunner: gunner! };
}

describe("ship snapshot", () => {
  it("carries the ship's data, its mounted weapons and the crew in its seats", async () => {
    const { ship, gunner } = await setupShip();
    const snap = shipSnapshot(ship);
    expect(snap).toMatchObject({
      id: ship.id,
      name: "Corvette",
      tons: 300,
      hull: { value: 6, max: 6 },
      structure: { value: 6, max: 6 },
      thrust: 6,
      sensors: { grade: "advanced", dm: 1 },
      software: { fireControl: 2, autoRepair: 0, evade: 0, intellect: false },
      ammo: { missiles: { standard: 0, smart: 120, nuclear: 0 }, sand: 0 },
    });
    expect(snap.mounts).toEqual([
      {
        id: "turret1",
        type: "turret",
        // the sheet's name of the mount, for the cards
        name: "Turret 1",
        damage: 0,
        weapons: [{ id: expect.any(String), name: "Missile rack", kind: "missile", missileType: "smart" }],
      },
      {
        id: "turret2",
        type: "turret",
        name: "Turret 2",
        damage: 1,
        weapons: [{ id: expect.any(String), name: "Beam laser", kind: "beamLaser" }],
      },
    ]);
    expect(snap.seats).toEqual([
      { position: "pilot", npcSkill: 1 },
      { position: "turretGunner", crewId: gunner.uuid, mountId: "turret1" },
      { position: "turretGunner", automated: true, mountId: "turret2" },
    ]);
    expect(snap.crew).toEqual([
      {
        id: gunner.uuid,
        name: "Gunner",
        skills: { turretWeapons: 2 },
        characteristics: { str: 7, dex: 9, end: 7, int: 7, edu: 7, soc: 7 },
      },
    ]);
    // JSON-safe: the rules engine stores and replays it
    expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
  });

  it("uses the id it is given (Combatant ids in an engagement)", async () => {
    const { ship } = await setupShip();
    expect(shipSnapshot(ship, { id: "c1" }).id).toBe("c1");
  });

  it("round trip: a rules result written back with shipUpdate reads back as the same snapshot", async () => {
    const { ship } = await setupShip();
    const before = shipSnapshot(ship);
    const after = structuredClone(before);
    after.hull.value = 2;
    after.armor.value = 0;
    after.systems.mDrive = 2;
    after.systems.sensors = 1;
    after.ammo.missiles.smart = 114;
    after.mounts[0].damage = 3;
    const update = shipUpdate(ship, after);
    expect(update).toEqual({
      system: {
        hull: { value: 2 },
        systems: { mDrive: 2, sensors: 1 },
        ammo: { missiles: { smart: 114 } },
        mounts: [
          expect.objectContaining({ id: "turret1", damage: 3 }),
          expect.objectContaining({ id: "turret2", damage: 1 }),
        ],
      },
    });
    await ship.update(update as Actor.UpdateData);
    expect(shipSnapshot(ship)).toEqual(after);
    expect((ship.system as ShipData).thrustCurrent).toBe(3);
  });

  it("fuel and cargo left after a percentage loss are stored as whole tons (R32), and the update is valid", async () => {
    const { ship } = await setupShip();
    await ship.update({ system: { fuel: { value: 40, max: 40 }, cargo: { value: 20, max: 20 } } } as Actor.UpdateData);
    const after = structuredClone(shipSnapshot(ship));
    after.cargo.value = 4.8;
    after.fuel.value = 33.4;
    const update = shipUpdate(ship, after);
    expect(update).toEqual({ system: { fuel: { value: 33 }, cargo: { value: 5 } } });
    await ship.update(update as Actor.UpdateData);
    expect((ship.system as ShipData).cargo.value).toBe(5);
    expect((ship.system as ShipData).fuel.value).toBe(33);
  });

  it("shipUpdate of an unchanged snapshot is empty", async () => {
    const { ship } = await setupShip();
    expect(shipUpdate(ship, shipSnapshot(ship))).toEqual({});
  });
});

describe("crew snapshot and damage", () => {
  it("skills without a level are left out (unskilled); characteristics are current values", async () => {
    const c = await Actor.create({
      name: "Jo",
      type: "crew",
      system: { skills: { piloting: 1 }, damage: { end: 3 } },
    } as Actor.CreateData);
    expect(crewSnapshot(c!)).toEqual({
      id: c!.uuid,
      name: "Jo",
      skills: { piloting: 1 },
      characteristics: { str: 7, dex: 7, end: 4, int: 7, edu: 7, soc: 7 },
    });
  });
});

describe("engagement memory", () => {
  async function setupCombat() {
    const a = await Actor.create({ name: "A", type: "ship", system: { tons: 200 } } as Actor.CreateData);
    const b = await Actor.create({ name: "B", type: "ship", system: { tons: 400 } } as Actor.CreateData);
    const combat = (await Combat.create({ type: "base" } as Combat.CreateData)) as CepheusCombat;
    const [ca, cb] = await combat.createEmbeddedDocuments("Combatant", [
      { actorId: a!.id, type: "base", system: { side: "red" } },
      { actorId: b!.id, type: "base", system: { side: "blue" } },
    ] as Combatant.CreateData[]);
    // the active GM stores each new ship with the engagement (its side taken from the creation data)
    await inCombatQueue(combat.uuid, async () => {});
    return { combat, ca: ca!, cb: cb! };
  }

  it("reads defaults: no ranges, no salvos, every ship active", async () => {
    const { combat, ca, cb } = await setupCombat();
    const m = engagementMemory(combat);
    expect(m).toMatchObject({ round: 0, turn: 0, order: [], ranges: {}, pursuits: [], salvos: [], modifiers: [] });
    expect(m.ships[ca.id!]).toEqual({
      shipId: ca.id,
      side: "red",
      aware: true,
      initiative: null,
      initiativeBonusNext: 0,
      delayed: false,
      hasty: false,
      speed: 0,
      reactionsSpent: 0,
      actions: {},
      status: "active",
    });
    expect(Object.keys(m.ships)).toEqual([ca.id, cb.id]);
  });

  it("round trip: memory → updates → documents → the same memory", async () => {
    const { combat, ca, cb } = await setupCombat();
    const key = [ca.id!, cb.id!].sort().join("|");
    const after: EngagementMemory = structuredClone(engagementMemory(combat));
    after.round = 2;
    after.turn = 1;
    after.order = [cb.id!, ca.id!];
    after.ranges[key] = "short";
    after.pursuits.push({ pursuerId: ca.id!, targetId: cb.id!, turns: 2 });
    after.salvos.push({
      id: "s1",
      attackerId: ca.id!,
      targetId: cb.id!,
      missileType: "smart",
      count: 3,
      launchedRound: 1,
      impactRound: 3,
      toHit: 8,
      fuelEndsRound: 5,
    });
    after.modifiers.push({ id: "m1", shipId: cb.id!, key: "evasive", value: -2, expiresRound: 2, targetId: ca.id! });
    after.pendingAttacks = [];
    after.nextId = 7;
    after.ships[ca.id!] = {
      ...after.ships[ca.id!],
      initiative: 9,
      hasty: true,
      reactionsSpent: 1,
      actions: { "0": { minor: 1, significant: 0 } },
      acted: true,
      firedMounts: ["t1"],
    };
    after.ships[cb.id!] = { ...after.ships[cb.id!], initiative: 11, status: "disabled" };

    const { combat: cu, combatants } = engagementUpdates(combat, after);
    await combat.update(cu as Combat.UpdateData, ENGINE);
    await combat.updateEmbeddedDocuments("Combatant", combatants as Combatant.UpdateData[], ENGINE);
    expect(errors()).toEqual([]);
    expect(engagementMemory(combat)).toEqual(after);

    // and back: dropping a range and an action deletes their keys (v13: "-=key"; v14: a ForcedDeletion as the value)
    const later = structuredClone(after);
    delete later.ranges[key];
    later.ships[ca.id!].actions = {};
    delete later.ships[ca.id!].acted;
    const u2 = engagementUpdates(combat, later);
    if (isV14) {
      const { ForcedDeletion } = (foundry.data as unknown as { operators: { ForcedDeletion: new () => object } })
        .operators;
      expect(u2.combat).toEqual({
        system: {
          ranges: { [key]: expect.any(ForcedDeletion) },
          ships: { [ca.id!]: expect.objectContaining({ actions: { "0": expect.any(ForcedDeletion) }, acted: null }) },
        },
      });
    } else {
      expect(u2.combat).toEqual({
        system: {
          ranges: { [`-=${key}`]: null },
          ships: { [ca.id!]: expect.objectContaining({ actions: { "-=0": null }, acted: null, side: "red" }) },
        },
      });
    }
    // the ships' state is the Combat's: the Combatants get only core's initiative mirror, unchanged here
    expect(u2.combatants).toEqual([]);
    await combat.update(u2.combat as Combat.UpdateData, ENGINE);
    await combat.updateEmbeddedDocuments("Combatant", u2.combatants as Combatant.UpdateData[], ENGINE);
    expect(engagementMemory(combat)).toEqual(later);
  });

  it("round trip: the mark of a turn a delaying ship stepped into (R64) is stored, and its clearing too", async () => {
    const { combat, ca, cb } = await setupCombat();
    // the ca delayed and stepped into cb's turn: ca acts, cb's turn resumes after it
    const during: EngagementMemory = structuredClone(engagementMemory(combat));
    during.round = 1;
    during.turn = 0;
    during.order = [ca.id!, cb.id!];
    during.ships[cb.id!] = { ...during.ships[cb.id!], interrupted: true };
    await combat.update(engagementUpdates(combat, during).combat as Combat.UpdateData, ENGINE);
    expect(errors()).toEqual([]);
    expect(engagementMemory(combat)).toEqual(during);
    expect(engagementMemory(combat).ships[cb.id!].interrupted).toBe(true);
    // ca ended its turn: cb's turn resumes, and the mark is cleared
    const after: EngagementMemory = structuredClone(during);
    after.turn = 1;
    after.ships[ca.id!].acted = true;
    after.ships[cb.id!].interrupted = false;
    await combat.update(engagementUpdates(combat, after).combat as Combat.UpdateData, ENGINE);
    expect(engagementMemory(combat)).toEqual(after);
  });

  it("an unchanged memory gives no updates", async () => {
    const { combat } = await setupCombat();
    expect(engagementUpdates(combat, engagementMemory(combat))).toEqual({ combat: {}, combatants: [] });
  });

  it("a started engagement writes its turn onto a Combat whose turn is still null (core then sees who acts)", async () => {
    const { combat, ca, cb } = await setupCombat();
    expect(combat.turn).toBeNull();
    const started: EngagementMemory = { ...engagementMemory(combat), round: 1, turn: 0, order: [ca.id!, cb.id!] };
    const { combat: update } = engagementUpdates(combat, started);
    expect(update).toMatchObject({ round: 1, turn: 0 });
    await combat.update(update as Combat.UpdateData, ENGINE);
    expect(combat.turn).toBe(0);
    expect(engagementUpdates(combat, engagementMemory(combat)).combat).toEqual({});
  });

  it("the turn is stored as the ship at the pointer; core's turn is its place among the engagement's ships, or null", async () => {
    const { combat, ca, cb } = await setupCombat();
    // a combatant that is no ship sorts after the ships and never counts
    const [other] = await combat.createEmbeddedDocuments("Combatant", [
      { type: "base", name: "Beacon" },
    ] as Combatant.CreateData[]);
    expect(
      turnMirror(combat, { ...engagementMemory(combat), round: 1, turn: 2, order: [other!.id!, cb.id!, ca.id!] }),
    ).toBe(1);
    const m: EngagementMemory = { ...engagementMemory(combat), round: 1, turn: 1, order: [cb.id!, ca.id!] };
    expect(turnPointer(m)).toBe(ca.id);
    expect(turnMirror(combat, m)).toBe(1);
    const { combat: update } = engagementUpdates(combat, m);
    expect(update).toMatchObject({ round: 1, turn: 1, system: { turnShipId: ca.id } });
    await combat.update(update as Combat.UpdateData, ENGINE);
    expect(engagementMemory(combat)).toMatchObject({ round: 1, turn: 1 });
    expect(combat.combatant?.id).toBe(ca.id);
    // past the end of the order (awaiting delayed ships): no pointer, no turn for core
    const waiting = { ...engagementMemory(combat), turn: 2 };
    expect([turnPointer(waiting), turnMirror(combat, waiting)]).toEqual([null, null]);
    // a missile window: the pointer stays on its ship, but no ship acts
    expect(turnMirror(combat, { ...m, missilePhase: true })).toBeNull();
  });

  it('reads the turn from the pointer: a ship no longer in the order means past the end; "" the legacy index', () => {
    expect(turnFromPointer(["a", "b"], "b", 0)).toBe(1);
    expect(turnFromPointer(["a", "b"], "gone", 0)).toBe(2);
    expect(turnFromPointer(["a", "b"], null, 0)).toBe(2);
    expect(turnFromPointer(["a", "b"], "", 1)).toBe(1);
    expect(turnFromPointer(["a", "b"], "", 7)).toBe(2);
    expect(turnFromPointer(["a", "b"], "", null)).toBe(0);
  });

  it("rejects a range band that does not exist, leaving the combat unchanged", async () => {
    const { combat, ca, cb } = await setupCombat();
    await combat.update({ system: { ranges: { [`${ca.id}|${cb.id}`]: "ludicrous" } } } as unknown as Combat.UpdateData);
    expect(engagementMemory(combat).ranges).toEqual({});
    expect(errors().join()).toContain('"ludicrous"');
  });
});
