// The ship sheet's Play and Edit modes, in the pure view: Play shows the actions possible now and folds the rest with
// their reasons, puts the stations no one holds in one line and, for a player, their own stations first with the
// others folded; Edit shows the editing controls to who may edit, and every button in place.
import { describe, expect, it } from "vitest";
import { shipView } from "../../../src/apps/sheets/ship-view";
import { engage } from "./engagement";
import { frigateInput } from "./inputs";

const t = () => (globalThis as any).game.i18n;
const seatsOf = (view: ReturnType<typeof shipView>) =>
  view.stations.flatMap((st) => st.slots.flatMap((sl) => sl.seats));

describe("Play mode", () => {
  it("shows only the actions possible now; the others are folded with their reasons", () => {
    const view = shipView(frigateInput(engage(), { mode: "play" }), t());
    expect(view.editable).toBe(false);
    expect(view.mode).toMatchObject({ play: true, canSwitch: true });
    const pilot = view.stations.find((s) => s.position === "pilot")!.slots[0].seats[0];
    const reactions = pilot.groups.find((g) => g.kind === "reactions")!;
    // nothing to react to: every reaction is folded, none in sight
    expect(reactions.buttons).toEqual([]);
    expect(reactions.folded.map((b) => b.action)).toContain("dodge");
    expect(reactions.folded.every((b) => !b.enabled && b.reason.length > 0)).toBe(true);
    for (const g of pilot.groups) expect(g.buttons.every((b) => b.enabled)).toBe(true);
  });

  it("hides the editing controls from who may edit, until Edit", () => {
    const play = shipView(frigateInput(engage(), { mode: "play" }), t());
    expect(seatsOf(play).some((s) => s.npcSkillEditable || s.canEdit)).toBe(false);
    expect(play.design).toEqual([]);
    const edit = shipView(frigateInput(engage(), { mode: "edit" }), t());
    expect(edit.editable).toBe(true);
    expect(seatsOf(edit).some((s) => s.npcSkillEditable)).toBe(true);
    expect(edit.design.length).toBeGreaterThan(0);
    // in Edit every button stays in place
    expect(seatsOf(edit).every((s) => s.groups.every((g) => g.folded.length === 0))).toBe(true);
    expect(edit.emptyStations).toBe("");
  });

  it("puts the stations no one holds in one line instead of a section each", () => {
    const play = shipView(frigateInput(engage(), { mode: "play" }), t());
    const edit = shipView(frigateInput(engage(), { mode: "edit" }), t());
    const vacant = edit.stations.filter((s) => s.vacant).map((s) => s.label);
    expect(vacant.length).toBeGreaterThan(0);
    expect(play.stations.some((s) => s.vacant)).toBe(false);
    for (const label of vacant) expect(play.emptyStations).toContain(label);
  });

  it("a player sees their own stations first and the others folded under their names", () => {
    // the player may act only at seat 3 (the first turret's gunner)
    const view = shipView(
      frigateInput(engage(), { mode: "play", isGM: false, editable: false, mayAct: (seat) => seat === 3 }),
      t(),
    );
    expect(view.mode.canSwitch).toBe(false);
    const [first, ...rest] = view.stations;
    expect(first.folded).toBe(false);
    expect(first.slots.some((sl) => sl.seats.some((s) => s.index === 3))).toBe(true);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((s) => s.folded && s.who.length > 0)).toBe(true);
    // the GM folds nothing
    const gm = shipView(frigateInput(engage(), { mode: "play" }), t());
    expect(gm.stations.some((s) => s.folded)).toBe(false);
  });
});

describe("the Seat crew… picker", () => {
  it("offers the choices in Edit only, a crew member seated aboard with the station they would leave", () => {
    const seatChoices = [
      { uuid: "Actor.a", name: "Ens. Aboard", at: "CEPHEUS.Position.pilot" },
      { uuid: "Actor.b", name: "Ens. Ashore" },
    ];
    expect(shipView(frigateInput(engage(), { mode: "edit", seatChoices }), t()).seatChoices).toEqual(seatChoices);
    expect(shipView(frigateInput(engage(), { mode: "play", seatChoices }), t()).seatChoices).toEqual([]);
  });
});
