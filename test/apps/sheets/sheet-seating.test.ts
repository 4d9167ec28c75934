// Seating on the ship sheet through the Foundry stand-in: crew dropped on a station or a seat dragged to another,
// refusals with their messages, the GM side checking again, modules' drop hook, unnamed crew and software.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import "../../harness/macros";
import { beforeAll, describe, expect, it } from "vitest";
import { seatSources } from "../../../src/apps/sheets/link";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { DRAG_SEAT } from "../../../src/apps/sheets/ship-drop";
import { changeSeats, seatAsGM } from "../../../src/apps/sheets/seating";
import { REQUEST_QUERY } from "../../../src/net/requests";
import { as, bootSystem, Hooks, user } from "../../harness";
import { sheetWorld } from "../../fixtures/world";
import { ALICE, BOB, L, warnings } from "./sheet-steps";

beforeAll(bootSystem);

describe("seating by drag and drop", () => {
  it("seats a crew actor dropped on a free station", async () => {
    const w = await sheetWorld({ combat: false });
    const newcomer = (await Actor.create({ name: "Ens. New", type: "crew" } as never)) as Actor.Implementation;
    const sheet = new ShipSheet({ document: w.frigate });
    expect(await sheet.handleDrop({ type: "Actor", uuid: newcomer.uuid }, { position: "navigator" })).toBe(true);
    expect(seatSources(w.frigate).at(-1)).toEqual({
      position: "navigator",
      crew: newcomer.uuid,
      npcSkill: null,
      automated: false,
      mountId: "",
    });
  });

  it("refuses a second pilot, an item on a seat, and a ship, with clear messages and no change", async () => {
    const w = await sheetWorld({ combat: false });
    const newcomer = (await Actor.create({ name: "Ens. New", type: "crew" } as never)) as Actor.Implementation;
    const sheet = new ShipSheet({ document: w.frigate });
    const seats = JSON.stringify(seatSources(w.frigate));
    expect(await sheet.handleDrop({ type: "Actor", uuid: newcomer.uuid }, { position: "pilot" })).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.pilotTaken"));
    const item = [...w.frigate.items][0];
    expect(await sheet.handleDrop({ type: "Item", uuid: item.uuid }, { position: "pilot" })).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Drop.item"));
    expect(await sheet.handleDrop({ type: "Actor", uuid: w.corsair.uuid }, { position: "navigator" })).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Drop.ship"));
    expect(
      await sheet.handleDrop({ type: "Actor", uuid: newcomer.uuid }, { position: "turretGunner", mountId: "turret2" }),
    ).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.mountManned"));
    expect(await sheet.handleDrop({ type: "Actor", uuid: "Actor.doesNotExist00" }, { position: "navigator" })).toBe(
      false,
    );
    expect(JSON.stringify(seatSources(w.frigate))).toBe(seats);
  });

  it("moves a seat by dragging it to another station, and refuses a stale drag", async () => {
    const w = await sheetWorld({ combat: false });
    const sheet = new ShipSheet({ document: w.frigate });
    const marine = sheet.seatRef(7)!;
    expect(
      await sheet.handleDrop(
        { type: DRAG_SEAT, shipUuid: w.frigate.uuid, seat: marine },
        { position: "driveEngineer", mountId: "jDrive" },
      ),
    ).toBe(true);
    expect(seatSources(w.frigate)[7]).toMatchObject({ position: "driveEngineer", mountId: "jDrive", npcSkill: 1 });
    // the same drag again describes a seat that is no longer what it was
    expect(
      await sheet.handleDrop({ type: DRAG_SEAT, shipUuid: w.frigate.uuid, seat: marine }, { position: "marine" }),
    ).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.unknownSeat"));
  });

  it("a player who only observes a ship cannot seat their crew there, but may take their own crew member off it, through the GM", async () => {
    const w = await sheetWorld({ combat: false, observers: [ALICE] });
    const hers = (await Actor.create({
      name: "Alice's Engineer",
      type: "crew",
      ownership: { [ALICE]: 3 },
    } as never)) as Actor.Implementation;
    const sheet = new ShipSheet({ document: w.frigate });
    const seats = JSON.stringify(seatSources(w.frigate));
    // seating is for the ship's owners: OBSERVER is not enough, even for her own crew member
    expect(
      await as("alice", () =>
        sheet.handleDrop({ type: "Actor", uuid: hers.uuid }, { position: "driveEngineer", mountId: "jDrive" }),
      ),
    ).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Reason.readOnly"));
    expect(JSON.stringify(seatSources(w.frigate))).toBe(seats);
    // the GM seats her; she may leave the seat herself
    expect(
      await sheet.handleDrop({ type: "Actor", uuid: hers.uuid }, { position: "driveEngineer", mountId: "jDrive" }),
    ).toBe(true);
    const index = seatSources(w.frigate).findIndex((s) => s.crew === hers.uuid);
    expect(index).toBeGreaterThanOrEqual(0);
    const calls: unknown[] = [];
    const handler = CONFIG.queries[REQUEST_QUERY];
    CONFIG.queries[REQUEST_QUERY] = (async (data: Parameters<typeof handler>[0], options: { timeout?: number }) => {
      calls.push(data);
      return (handler as (...args: unknown[]) => Promise<unknown>)(data, options);
    }) as never;
    try {
      // the GM's captain is not hers to move or remove
      const before = JSON.stringify(seatSources(w.frigate));
      expect(
        await as("alice", () =>
          sheet.handleDrop(
            { type: DRAG_SEAT, shipUuid: w.frigate.uuid, seat: sheet.seatRef(0)! },
            { position: "marine" },
          ),
        ),
      ).toBe(false);
      expect((await as("alice", () => changeSeats(w.frigate, { op: "remove", seat: sheet.seatRef(0)! }))).ok).toBe(
        false,
      );
      expect(JSON.stringify(seatSources(w.frigate))).toBe(before);
      expect(calls).toHaveLength(0);
      const r = await as("alice", () => changeSeats(w.frigate, { op: "remove", seat: sheet.seatRef(index)! }));
      expect(r.ok).toBe(true);
      expect(calls).toHaveLength(1);
      expect(seatSources(w.frigate).some((s) => s.crew === hers.uuid)).toBe(false);
    } finally {
      CONFIG.queries[REQUEST_QUERY] = handler;
    }
  });

  it("checks again on the GM side: a seating request for someone else's crew changes nothing", async () => {
    const w = await sheetWorld({ combat: false, observers: [BOB] });
    const seats = JSON.stringify(seatSources(w.frigate));
    const r = await seatAsGM(
      {
        shipUuid: w.frigate.uuid,
        change: { op: "remove", seat: { index: 0, crew: "Actor.crewCaptain00001", position: "captain" } },
      },
      user("bob") as never,
    );
    expect(r).toEqual({ ok: false, reason: "notYours" });
    expect(JSON.stringify(seatSources(w.frigate))).toBe(seats);
  });

  it("a drop is announced to modules first (core's dropActorSheetData hook), which may cancel it", async () => {
    const w = await sheetWorld({ combat: false });
    const person = (await Actor.create({ name: "Drifter", type: "crew" } as never)) as Actor.Implementation;
    const sheet = new ShipSheet({ document: w.frigate });
    const drop = { type: "Actor", uuid: person.uuid };
    const event = { dataTransfer: { getData: () => JSON.stringify(drop) }, target: null } as unknown as DragEvent;
    const heard: unknown[][] = [];
    const hook = Hooks.on("dropActorSheetData", (...args: unknown[]) => {
      heard.push(args);
      return false;
    });
    const seats = JSON.stringify(seatSources(w.frigate));
    try {
      await (sheet as unknown as { _onDrop(e: DragEvent): Promise<void> })._onDrop(event);
    } finally {
      Hooks.off("dropActorSheetData", hook);
    }
    expect(heard).toHaveLength(1);
    expect(heard[0][0]).toBe(w.frigate);
    expect(heard[0][1]).toBe(sheet);
    expect(heard[0][2]).toEqual(drop);
    expect(JSON.stringify(seatSources(w.frigate))).toBe(seats);
    expect(warnings()).toHaveLength(0);
  });

  it("lets the owner add unnamed crew and software, within the Automated Positions rules", async () => {
    const w = await sheetWorld({ combat: false });
    const sheet = new ShipSheet({ document: w.frigate });
    const act = (name: string, dataset: Record<string, string>) =>
      (sheet.options.actions[name] as (e: unknown, t: HTMLElement) => Promise<void>).call(sheet, {}, {
        dataset,
      } as unknown as HTMLElement);
    await act("addNpc", { position: "navigator" });
    expect(seatSources(w.frigate).at(-1)).toMatchObject({ position: "navigator", crew: null, npcSkill: 1 });
    const n = seatSources(w.frigate).length;
    // no Intellect and Expert Pilot: the computer cannot fly; no Auto-Repair and drones: no damage control
    await act("addSoftware", { position: "pilot" });
    expect(seatSources(w.frigate)).toHaveLength(n);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.noSoftware"));
    await act("addSoftware", { position: "damageControl" });
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Refusal.noSoftware"));
    expect(seatSources(w.frigate)).toHaveLength(n);
    // Fire Control can man a turret: free turret 3 (the computer sits there), then put it back
    await act("removeSeat", { seat: "5" });
    expect(seatSources(w.frigate).some((s) => s.automated)).toBe(false);
    await act("addSoftware", { position: "turretGunner", mountId: "turret3" });
    expect(seatSources(w.frigate).at(-1)).toEqual({
      position: "turretGunner",
      crew: null,
      npcSkill: null,
      automated: true,
      mountId: "turret3",
    });
  });
});
