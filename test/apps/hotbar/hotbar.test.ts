// Hotbar macros for station actions: the hotbarDrop hook makes (or reuses) a macro; the macro finds its seat again.
// Making and running a macro is a chunk (src/apps/hotbar/station-macros.ts), loaded here first.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import "../../harness/macros";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMacros } from "../../../src/apps/hotbar";
import { findSeat } from "../../../src/apps/hotbar/station-macros";
import { seatSources } from "../../../src/apps/sheets/link";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { perform } from "../../../src/play/perform";
import { bootSystem, notifications, scriptFaces } from "../../harness";
import { sheetWorld } from "../../fixtures/world";
import { frigateSeats } from "../../fixtures/fixtures";

beforeAll(async () => {
  await bootSystem();
  // the macros' chunk, loaded as the first drop would: a drop or a macro then runs at once
  expect(await loadMacros()).not.toBeNull();
});

type Macroish = { id: string; name: string; command: string; execute(scope?: { event?: unknown }): Promise<unknown> };
const macros = () => [...(game as unknown as { macros: Map<string, Macroish> }).macros.values()];
/** Hooks.call with loose arguments (the hook's fvtt-types signature wants a real Hotbar). */
const callHook = (name: string, ...args: unknown[]) =>
  (Hooks as unknown as { call(n: string, ...a: unknown[]): boolean }).call(name, ...args);
const hotbar = () => (game.user as unknown as { hotbar?: Record<number, string> }).hotbar ?? {};

describe("finding a macro's seat", () => {
  it("follows the crew member, else keeps the chair", () => {
    const seats = frigateSeats();
    expect(
      findSeat(seats, { seat: 99, crew: "Actor.crewGunner000001", position: "turretGunner", mountId: "turret1" }),
    ).toBe(3);
    expect(findSeat(seats, { seat: 4, crew: null, position: "turretGunner", mountId: "turret2" })).toBe(4);
    // the unnamed gunner moved to index 0: found by chair
    const moved = [seats[4], ...seats.slice(0, 4), ...seats.slice(5)];
    expect(findSeat(moved, { seat: 4, crew: null, position: "turretGunner", mountId: "turret2" })).toBe(0);
    expect(findSeat(seats, { seat: 1, crew: "Actor.gone", position: "pilot", mountId: "" })).toBe(-1);
  });
});

describe("hotbar drops", () => {
  it("turn a station action into a macro in that slot, reused when dropped again", async () => {
    const w = await sheetWorld({ combat: false });
    const sheet = new ShipSheet({ document: w.frigate });
    const data = sheet.actionDragData(1, "evasiveManeuvers")!;
    expect(callHook("hotbarDrop", {}, data, 7)).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(macros()).toHaveLength(1);
    expect(macros()[0].name).toBe("ISS Vigilant: Evasive Maneuvers (Pilot)");
    expect(hotbar()[7]).toBe(macros()[0].id);
    callHook("hotbarDrop", {}, data, 8);
    await new Promise((r) => setTimeout(r, 0));
    expect(macros()).toHaveLength(1);
    expect(hotbar()[8]).toBe(macros()[0].id);
    // other drops are left to Foundry
    expect(callHook("hotbarDrop", {}, { type: "Item", uuid: "Item.x" }, 9)).toBe(true);
  });

  it("a macro performs the action for its seat, wherever the crew member now sits", async () => {
    const w = await sheetWorld();
    scriptFaces(5, 5, 4, 4, 3, 2);
    expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).ok).toBe(true);
    const sheet = new ShipSheet({ document: w.frigate });
    callHook("hotbarDrop", {}, sheet.actionDragData(2, "maintainCommunications")!, 3);
    await new Promise((r) => setTimeout(r, 0));
    // the navigator moves from Sensors to Navigator: seat 2 now holds someone else's chair
    const seats = seatSources(w.frigate);
    await w.frigate.update({ system: { seats: [seats[2], ...seats.slice(0, 2), ...seats.slice(3)] } } as never);
    expect(seatSources(w.frigate)[2].crew).not.toBe("Actor.crewNavig0000001");
    const before = game.messages!.size;
    scriptFaces(6, 6);
    await macros()[0].execute({ event: { shiftKey: true } });
    await new Promise((r) => setTimeout(r, 20));
    expect(game.messages!.size).toBeGreaterThan(before);
  });

  it("says so when the seat is empty now", async () => {
    const w = await sheetWorld({ combat: false });
    const sheet = new ShipSheet({ document: w.frigate });
    callHook("hotbarDrop", {}, sheet.actionDragData(0, "coordinateCrew")!, 1);
    await new Promise((r) => setTimeout(r, 0));
    await w.frigate.update({ system: { seats: seatSources(w.frigate).slice(1) } } as never);
    await macros()[0].execute({ event: { shiftKey: true } });
    await new Promise((r) => setTimeout(r, 20));
    expect(notifications.messages.at(-1)?.message).toBe(
      game.i18n!.format("CEPHEUS.Hotbar.SeatGone", { ship: "ISS Vigilant" }),
    );
  });
});
