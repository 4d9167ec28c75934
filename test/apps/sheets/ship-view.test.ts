import { describe, expect, it } from "vitest";
import { shipView } from "../../../src/apps/sheets/ship-view";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import { frigateSnapshot } from "../../fixtures/fixtures";
import { engage } from "./engagement";
import { frigateInput } from "./inputs";

const t = () => (globalThis as any).game.i18n;

describe("ship sheet view model", () => {
  it("seats the crew at their stations with the skills the position uses", () => {
    const view = shipView(frigateInput(engage()), t());
    const pilot = view.stations.find((s) => s.position === "pilot")!;
    expect(pilot.label).toBe("Pilot");
    const seat = pilot.slots[0].seats[0];
    expect(seat).toMatchObject({ kind: "crew", name: "Lt. Mara Okafor", uuid: "Actor.crewPilot0000001" });
    expect(seat.skills).toEqual([{ key: "piloting", label: "Piloting", value: "2", untrained: false }]);
    const gunners = view.stations.find((s) => s.position === "turretGunner")!;
    expect(gunners.slots.map((s) => s.label)).toEqual([
      "Turret 1 (beam lasers)",
      "Turret 2 (missiles)",
      "Turret 3 (missiles)",
    ]);
    expect(gunners.slots[1].seats[0]).toMatchObject({ kind: "npc", npcSkill: 1, npcSkillEditable: true });
    expect(gunners.slots[2].seats[0]).toMatchObject({ kind: "automated", name: "Ship's computer" });
    // Fire Control holds a gunner's chair at skill 0 (ruling R35)
    expect(gunners.slots[2].seats[0].skills[0]).toMatchObject({ key: "turretWeapons", value: "0" });
    // the gunner's relevant skills: Turret Weapons and Screens
    expect(gunners.slots[0].seats[0].skills.map((s) => `${s.key}:${s.value}`)).toEqual([
      "turretWeapons:2",
      "screens:0",
    ]);
  });

  it("shows each position's buttons with their Action Summary type, enabled when the engine allows", () => {
    const view = shipView(frigateInput(engage()), t());
    const gunner = view.stations.find((s) => s.position === "turretGunner")!.slots[0].seats[0];
    expect(gunner.own.map((b) => [b.action, b.cost, b.enabled])).toEqual([["attack", "significant", true]]);
    expect(gunner.own[0]).toMatchObject({ label: "Attack", costLabel: "Significant action", costLetter: "S" });
    expect(gunner.reactions.map((b) => b.cost)).toEqual(["reaction", "reaction", "reaction"]);
    const pilot = view.stations.find((s) => s.position === "pilot")!.slots[0].seats[0];
    expect(pilot.own.find((b) => b.action === "adjustSpeed")).toMatchObject({
      cost: "minor",
      costLetter: "M",
      enabled: true,
    });
  });

  it("disables a button with the rules' reason in its tooltip", () => {
    // not the frigate's turn
    const view = shipView(frigateInput(engage({ frigateFirst: false })), t());
    const attack = view.stations.find((s) => s.position === "turretGunner")!.slots[0].seats[0].own[0];
    expect(attack.enabled).toBe(false);
    expect(attack.reason).toBe(t().localize("CEPHEUS.Reason.notYourTurn"));
    expect(attack.tooltip).toContain(attack.reason);
    // no incoming attack: reactions are disabled with the sheet's own reason
    const dodge = view.stations.find((s) => s.position === "pilot")!.slots[0].seats[0].reactions[0];
    expect(dodge).toMatchObject({
      action: "dodge",
      enabled: false,
      reason: t().localize("CEPHEUS.Sheet.Reason.noIncomingAttack"),
    });
  });

  it("disables every button of a seat the user may not act at, saying so", () => {
    const view = shipView(frigateInput(engage(), { mayAct: (seat) => seat === 1, expandGeneral: () => true }), t());
    const gunner = view.stations.find((s) => s.position === "turretGunner")!.slots[0].seats[0];
    expect(gunner.canAct).toBe(false);
    const all = [...gunner.own, ...gunner.reactions, ...gunner.general];
    expect(gunner.general.length).toBeGreaterThan(0);
    expect(all.every((b) => !b.enabled && b.reason === t().localize("CEPHEUS.Sheet.Reason.notYourSeat"))).toBe(true);
    const pilot = view.stations.find((s) => s.position === "pilot")!.slots[0].seats[0];
    expect(pilot.own.some((b) => b.enabled)).toBe(true);
  });

  it("marks actions already taken this turn", () => {
    const state = engage();
    const { state: after } = runSync(
      applyCommand(state, { type: "maintainCourse", shipId: "frigate", seat: 1 }),
      scriptedSource([]),
    );
    const view = shipView(frigateInput(after), t());
    const pilot = view.stations.find((s) => s.position === "pilot")!.slots[0].seats[0];
    expect(pilot.spent).toBe(t().format("CEPHEUS.Sheet.Seat.Spent", { minor: 1, significant: 0 }));
  });

  it("shows damage tracks with the effect in force, from the rules' ship effects", () => {
    const view = shipView(frigateInput(engage()), t());
    const m = view.tracks.find((x) => x.key === "mDrive")!;
    expect(m).toMatchObject({ value: 1, effect: "Thrust 3 of 4", stateClass: "damaged", path: "systems.mDrive" });
    expect(m.pips.map((p) => p.filled)).toEqual([true, false, false]);
    // Advanced sensors (+1) with one hit (−2): Comms checks DM −1
    expect(view.tracks.find((x) => x.key === "sensors")!.effect).toBe("Sensor checks −1");
    expect(view.mounts[0].track).toMatchObject({ value: 1, effect: "Attacks −2", stateClass: "damaged" });
    expect(view.hull).toEqual({ value: 4, max: 6, pct: 67, low: false });
    expect(view.thrust).toBe("3 of 4");
  });

  it("reads the second M-Drive hit as the rules do (ruling R22: half of what is left, rounded up)", () => {
    const ship = frigateSnapshot();
    ship.systems.mDrive = 2;
    const view = shipView(frigateInput(null, { ship, engagement: null, inCombat: false }), t());
    expect(view.tracks.find((x) => x.key === "mDrive")!.effect).toBe("Thrust 2 of 4");
  });

  it("lists weapons by mount with gunner, ammunition and mount damage", () => {
    const view = shipView(frigateInput(engage()), t());
    expect(view.mounts.map((m) => [m.name, m.gunner, m.weapons.length])).toEqual([
      ["Turret 1 (beam lasers)", "PO Renata Skau", 3],
      ["Turret 2 (missiles)", "Unnamed crew", 3],
      ["Turret 3 (missiles)", "Ship's computer", 3],
    ]);
    // a rack names what it fires; the count is the ship's one magazine's, shown once
    expect(view.mounts[1].weapons[0].ammo).toBe("Smart missiles, from the magazine");
    expect(view.magazine.find((m) => m.label === "Smart")?.value).toBe(114);
    expect(view.magazine.find((m) => m.label === "Smart")!.value).toBe(114);
  });

  it("says when the ship is not in combat, and whose turn it is when it is", () => {
    expect(shipView(frigateInput(engage(), { inCombat: false }), t()).banner).toMatchObject({
      inCombat: false,
      text: t().localize("CEPHEUS.Sheet.Banner.OutsideCombat"),
    });
    const inCombat = shipView(frigateInput(engage({ frigateFirst: false })), t()).banner;
    expect(inCombat.inCombat).toBe(true);
    expect(inCombat.text).toContain("Red Kestrel");
  });

  it("shows the ship's place in its fleet and a ship without communications (rulings R102–R104)", () => {
    const fleet = (edit: (m: ReturnType<typeof engage>["memory"]) => void) => {
      const s = engage();
      edit(s.memory);
      return shipView(frigateInput(s), t()).banner.fleet;
    };
    const L = (key: string) => t().localize(`CEPHEUS.Sheet.Banner.${key}`);
    // alone on its side: no fleet, nothing to say, even with its links down
    expect(fleet((m) => (m.ships.frigate.commsEstablished = false))).toBeUndefined();
    const allied = (m: ReturnType<typeof engage>["memory"]) => (m.ships.corsair.side = m.ships.frigate.side);
    expect(fleet((m) => (allied(m), (m.flagships = ["frigate"])))).toEqual({ text: L("Flagship"), cutOff: false });
    expect(fleet((m) => (allied(m), (m.flagships = ["corsair"])))).toEqual({ text: L("InFleet"), cutOff: false });
    expect(fleet((m) => (allied(m), (m.flagships = ["corsair"]), (m.ships.frigate.commsEstablished = false)))).toEqual({
      text: L("CutOffFleet"),
      cutOff: true,
    });
    expect(fleet((m) => (allied(m), (m.flagships = ["corsair"]), (m.ships.corsair.commsEstablished = false)))).toEqual({
      text: L("FlagshipOutOfTouch"),
      cutOff: true,
    });
    expect(fleet((m) => (allied(m), (m.ships.frigate.commsEstablished = false)))).toEqual({
      text: L("CommsDown"),
      cutOff: true,
    });
  });
});

describe("a ship with its Hull gone (R101)", () => {
  it("says every hit now strikes inside, or that it is out of action when the world setting disables it", () => {
    const state = engage();
    expect(shipView(frigateInput(state), t()).hullGone).toBeNull();
    const ship = { ...state.ships.frigate, hull: { value: 0, max: state.ships.frigate.hull.max } };
    const fighting = shipView(frigateInput(state, { ship }), t());
    expect(fighting.hullGone).toBe("Hull gone: every hit now strikes inside (Internal column)");
    state.memory.options = { ...state.memory.options, hullZero: "disabled" };
    expect(shipView(frigateInput(state, { ship }), t()).hullGone).toBe(t().localize("CEPHEUS.Sheet.HullGoneDisabled"));
    // destroyed: nothing more to say about its Hull
    const wreck = { ...ship, structure: { value: 0, max: ship.structure.max } };
    expect(shipView(frigateInput(state, { ship: wreck }), t()).hullGone).toBeNull();
  });
});
