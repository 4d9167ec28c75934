// The ship, crew and weapon sheets rendering through the Foundry stand-in for different users: buttons usable or
// read-only, each part's view built when it renders, re-rendering when the engagement starts, the GM's damage tracks.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import "../../harness/macros";
import { beforeAll, describe, expect, it } from "vitest";
import { ShipData } from "../../../src/data/actor/ship";
import { perform } from "../../../src/play/perform";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { CrewSheet, WeaponSheet } from "../../../src/apps/sheets/crew-sheet";
import { as, bootSystem, Hooks, scriptTotals } from "../../harness";
import { sheetWorld } from "../../fixtures/world";
import { ALICE, BOB, cards, engaged, html, L, warnings } from "./sheet-steps";

beforeAll(bootSystem);

describe("the sheet", () => {
  it("renders for the GM with every seat's buttons usable in the frigate's turn", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    expect(Object.keys(html(sheet))).toEqual(["header", "tabs", "stations", "weapons", "systems", "details"]);
    expect(html(sheet).stations).toContain("Lt. Mara Okafor");
    const attack = sheet.view!.stations.find((s) => s.position === "turretGunner")!.slots[0].seats[0].own[0];
    expect(attack).toMatchObject({ action: "attack", enabled: true });
    expect(html(sheet).systems).toContain('data-action="setTrack"');
  });

  it("builds each part's view only when that part renders: opening a seat's Other actions rebuilds the stations alone", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    const before = sheet.view!;
    const captain = before.stations.find((s) => s.position === "captain")!.slots[0].seats[0];
    expect(captain.groups.find((g) => g.kind === "general")).toMatchObject({ open: false, buttons: [] });
    await sheet.toggleGeneral(captain.index, true);
    const after = sheet.view!;
    // the stations were built again, with the captain's Other actions judged; the other parts' views were not
    expect(after.stations).not.toBe(before.stations);
    const general = after.stations
      .find((s) => s.position === "captain")!
      .slots[0].seats[0].groups.find((g) => g.kind === "general")!;
    expect(general.open).toBe(true);
    expect(general.buttons.length).toBeGreaterThan(0);
    expect(html(sheet).stations).toContain(general.buttons[0].label);
    for (const key of ["banner", "mounts", "tracks", "details", "design"] as const)
      expect(after[key], key).toBe(before[key]);
  });

  it("renders read-only for a player except at their own seats", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await as("alice", () => sheet.render({ force: true }));
    const seat = (position: string) => sheet.view!.stations.find((s) => s.position === position)!.slots[0].seats[0];
    expect(seat("turretGunner").own[0].enabled).toBe(true);
    expect(seat("pilot").own.every((b) => !b.enabled && b.reason === L("CEPHEUS.Sheet.Reason.notYourSeat"))).toBe(true);
    expect(sheet.view!.editable).toBe(false);
    expect(html(sheet).stations).not.toContain('data-action="removeSeat"');
    expect(html(sheet).systems).not.toContain('data-action="setTrack"');
  });

  it("runs a station action from a button click (the sheet's action handler)", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    const before = cards().length;
    scriptTotals([8, 2]);
    const target = { dataset: { seat: "1", stationAction: "evasiveManeuvers" } } as unknown as HTMLElement;
    await (sheet.options.actions.stationAction as (e: unknown, t: HTMLElement) => Promise<void>).call(
      sheet,
      { shiftKey: true },
      target,
    );
    expect(cards().length).toBeGreaterThan(before);
  });

  it("re-renders when the engagement starts: the engine's initiative fires core's combatStart, which the sheet hears", async () => {
    const w = await sheetWorld({ playerId: ALICE, observers: [ALICE, BOB] });
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    let renders = 0;
    const render = sheet.render.bind(sheet);
    sheet.render = ((...args: Parameters<typeof render>) => {
      renders++;
      return render(...args);
    }) as typeof sheet.render;
    // the sheet's own listener runs first (registered at init): by the time this one runs it has asked for a render
    let rendersAtStart: number | null = null;
    const id = Hooks.on("combatStart", () => void (rendersAtStart = renders));
    try {
      scriptTotals([10, 2], [8, 2], [5, 2]);
      expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).ok).toBe(true);
    } finally {
      Hooks.off("combatStart", id);
    }
    expect(rendersAtStart).toBe(1);
  });

  it("lets the GM set a damage track by its pips (click the current step to step back)", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    const setTrack = sheet.options.actions.setTrack as (e: unknown, t: HTMLElement) => Promise<void>;
    await setTrack.call(sheet, {}, { dataset: { track: "systems.mDrive", value: "2" } } as unknown as HTMLElement);
    expect((w.frigate.system as ShipData).systems.mDrive).toBe(2);
    await setTrack.call(sheet, {}, { dataset: { track: "systems.mDrive", value: "2" } } as unknown as HTMLElement);
    expect((w.frigate.system as ShipData).systems.mDrive).toBe(1);
    await setTrack.call(sheet, {}, { dataset: { track: "mounts.turret1", value: "3" } } as unknown as HTMLElement);
    expect((w.frigate.system as ShipData).mounts.find((m) => m.id === "turret1")!.damage).toBe(3);
    // a player cannot
    await as("alice", () =>
      setTrack.call(sheet, {}, { dataset: { track: "systems.mDrive", value: "3" } } as unknown as HTMLElement),
    );
    expect((w.frigate.system as ShipData).systems.mDrive).toBe(1);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Systems.GMEdits"));
  });
});

describe("the crew and weapon sheets", () => {
  it("shows a crew member's UPP, current scores after damage, skills, rads and the stations they hold", async () => {
    const w = await sheetWorld({ combat: false });
    const gunner = w.crew["Actor.crewGunner000001"];
    const sheet = new CrewSheet({ document: gunner });
    await sheet.render({ force: true });
    const out = html(sheet as unknown as ShipSheet).sheet;
    // STR 8 DEX 9 END 9 INT 7 EDU 7 SOC 5; 3 points of END damage
    expect(out).toContain("UPP 899775");
    expect(out).toContain(game.i18n!.format("CEPHEUS.Sheet.CrewSheet.Current", { value: "896775" }));
    expect(out).toContain('name="system.rads" value="40"');
    expect(out).toContain('name="system.skills.turretWeapons" value="2"');
    expect(out).toContain(
      game.i18n!.format("CEPHEUS.Sheet.CrewSheet.Station", {
        station: "Turret Gunner · Turret 1 (beam lasers)",
        ship: "ISS Vigilant",
      }),
    );
    // read-only for a player who does not own her: no inputs, the values as text
    const ro = new CrewSheet({ document: gunner });
    await as("bob", () => ro.render({ force: true }));
    expect(html(ro as unknown as ShipSheet).sheet).not.toContain("<input");
    expect(html(ro as unknown as ShipSheet).sheet).toContain(
      game.i18n!.format("CEPHEUS.Sheet.CrewSheet.RadsValue", { rads: "40" }),
    );
  });

  it("shows a weapon's mounting on its ship and its attack difficulty at every range band", async () => {
    const w = await sheetWorld({ combat: false });
    const laser = [...w.frigate.items][0];
    const sheet = new WeaponSheet({ document: laser });
    await sheet.render({ force: true });
    const out = html(sheet as unknown as ShipSheet).sheet;
    expect(out).toMatch(
      /<select name="system.mountId"[^>]*>.*<option value="turret1" selected>Turret 1 \(beam lasers\)<\/option>/s,
    );
    // Beam laser: Difficult at Adjacent and Close, Average at Medium (Attack Difficulties table)
    expect(out).toMatch(
      new RegExp(
        `${L("CEPHEUS.RangeBand.medium")}</th><td>${L("CEPHEUS.Difficulty.average").replace(/[()+]/g, "\\$&")}`,
      ),
    );
    expect(out).toMatch(
      new RegExp(
        `${L("CEPHEUS.RangeBand.close")}</th><td>${L("CEPHEUS.Difficulty.difficult").replace(/[()+−]/g, "\\$&")}`,
      ),
    );
  });
});
