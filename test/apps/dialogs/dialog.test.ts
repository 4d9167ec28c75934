// The action dialog: what it previews comes from the rules engine itself; the choices it offers; the form parsing.
import "../../harness/install-rendering";
import "../../harness/settings";
import "../../harness/chat";
import { beforeAll, describe, expect, it } from "vitest";
import { choicesFromForm, dialogModel } from "../../../src/apps/dialogs/action-model";
import { ActionDialog } from "../../../src/apps/dialogs/action-dialog";
import { previewCommand } from "../../../src/apps/dialogs/preview";
import { translator } from "../../../src/apps/sheets/i18n";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { bootSystem } from "../../harness";
import { engage } from "../sheets/engagement";

beforeAll(bootSystem);

const ctx = {
  inCombat: true,
  weaponNames: { beam1: "Beam Laser A", beam2: "Beam Laser B", beam3: "Beam Laser C" },
  seatName: "PO Renata Skau",
};

describe("the preview is the engine's own", () => {
  it("shows an attack's DMs exactly as the engine then rolls them, and changes nothing", () => {
    const state = engage();
    const before = JSON.stringify(state);
    const command = { type: "attack" as const, shipId: "frigate", seat: 3, targetId: "corsair" };
    const p = previewCommand(state, command);
    expect(JSON.stringify(state)).toBe(before);
    expect(p.ok).toBe(true);
    // the real roll
    const { events } = runSync(applyCommand(state, command), scriptedSource([9, 4, 9, 4, 9, 4]));
    const rolled = events.find((e) => e.type === "attackRolled");
    if (!rolled || rolled.type !== "attackRolled") throw new Error("no attack");
    expect(p.check?.modifiers).toEqual(rolled.modifiers);
    expect(p.shots.map((s) => [s.difficulty, s.dm])).toEqual(rolled.shots.map((s) => [s.difficulty, s.dm]));
    expect(p.check?.total).toBe(1);
  });

  it("reports a refusal instead of figures", () => {
    const state = engage({ frigateFirst: false });
    expect(previewCommand(state, { type: "attack", shipId: "frigate", seat: 3, targetId: "corsair" })).toMatchObject({
      ok: false,
      refusal: "notYourTurn",
    });
  });

  it("marks opposed checks and actions without a check", () => {
    const close = engage({ range: "close" });
    expect(previewCommand(close, { type: "pursuit", shipId: "frigate", seat: 1, targetId: "corsair" })).toMatchObject({
      ok: true,
      opposed: true,
    });
    expect(previewCommand(close, { type: "maintainCourse", shipId: "frigate", seat: 1 })).toMatchObject({
      ok: true,
      noCheck: true,
    });
  });
});

describe("the dialog's model", () => {
  it("offers the target and the mount's weapons, and names the skill and characteristic of each DM", () => {
    const m = dialogModel(engage(), "frigate", 3, "attack", {}, translator(), ctx);
    expect(m.title).toBe(game.i18n!.format("CEPHEUS.Dialog.Title", { action: "Attack", name: "PO Renata Skau" }));
    expect(m.fields.target).toEqual([
      { value: "corsair", label: `Red Kestrel (${game.i18n!.localize("CEPHEUS.RangeBand.medium")})`, selected: true },
    ]);
    expect(m.fields.weapons?.map((w) => [w.label, w.checked, w.canFire])).toEqual([
      ["Beam Laser A", true, true],
      ["Beam Laser B", true, true],
      ["Beam Laser C", true, true],
    ]);
    // each weapon's difficulty at the target's band (beam lasers at Medium: Average) and the DM it gives the attack
    expect(m.fields.weapons?.map((w) => w.difficulty)).toEqual(
      Array(3).fill(`${game.i18n!.localize("CEPHEUS.Difficulty.average")}, DM +0`),
    );
    expect(m.preview.rows).toEqual([
      { label: game.i18n!.format("CEPHEUS.Dialog.SkillNamed", { skill: "Turret Weapons" }), value: "+2" },
      { label: game.i18n!.format("CEPHEUS.Dialog.CharacteristicNamed", { characteristic: "DEX" }), value: "+1" },
      { label: game.i18n!.localize("CEPHEUS.Dialog.Source.mountDamaged"), value: "−2" },
    ]);
    expect(m.command).toEqual({ type: "attack", shipId: "frigate", seat: 3, targetId: "corsair" });
  });

  it("fires only the weapons chosen, and refuses none at all", () => {
    const one = dialogModel(engage(), "frigate", 3, "attack", { weaponIds: ["beam2"] }, translator(), ctx);
    expect(one.command).toMatchObject({ weaponIds: ["beam2"] });
    expect(one.preview.shots).toHaveLength(1);
    const none = dialogModel(engage(), "frigate", 3, "attack", { weaponIds: [] }, translator(), ctx);
    expect(none.command).toBeNull();
    expect(none.preview.refusal).toBe(game.i18n!.localize("CEPHEUS.Reason.invalidValue"));
  });

  it("asks for the details other actions need", () => {
    const state = engage();
    const speed = dialogModel(state, "frigate", 1, "adjustSpeed", { speed: 3 }, translator(), ctx);
    expect(speed.fields.speed?.value).toBe(3);
    expect(speed.command).toEqual({ type: "adjustSpeed", shipId: "frigate", seat: 1, speed: 3 });
    // more than the current Thrust (3 after the M-Drive hit) is refused by the engine
    expect(dialogModel(state, "frigate", 1, "adjustSpeed", { speed: 4 }, translator(), ctx).command).toBeNull();
    const move = dialogModel(
      state,
      "frigate",
      7,
      "changePositions",
      { position: "driveEngineer|jDrive" },
      translator(),
      ctx,
    );
    expect(move.command).toEqual({
      type: "changePositions",
      shipId: "frigate",
      seat: 7,
      position: "driveEngineer",
      mountId: "jDrive",
    });
    // only what the engine accepts is offered: the pilot's chair is taken, the captain's is free
    expect(move.fields.position?.some((o) => o.value === "captain|")).toBe(true);
    expect(move.fields.position?.some((o) => o.value === "pilot|")).toBe(false);
    const repair = dialogModel(
      state,
      "frigate",
      0,
      "repairDamagedSystem",
      { repair: "mount:turret1" },
      translator(),
      ctx,
    );
    expect(repair.fields.repair?.find((o) => o.selected)?.value).toBe("mount:turret1");
    // Orbital Insertion shows the world near the fight (R108), whose Atmospheric Entry DMs a decaying orbit's
    // re-entry reads (R100); with none, the maneuver is not possible
    expect(dialogModel(state, "frigate", 1, "orbitalInsertion", {}, translator(), ctx).command).toBeNull();
    const nearWorld = { ...state, memory: { ...state.memory, world: { size: 10, atmosphere: 8 } } };
    const orbit = dialogModel(nearWorld, "frigate", 1, "orbitalInsertion", {}, translator(), ctx);
    expect(orbit.fields.world).toEqual({ size: 10, atmosphere: 8 });
    expect(orbit.command).toEqual({
      type: "orbitalInsertion",
      shipId: "frigate",
      seat: 1,
      worldSize: 10,
      worldAtmosphere: 8,
    });
  });

  it("lists the incoming attacks a reaction can answer", () => {
    const state = engage();
    const { state: after } = runSync(
      applyCommand(state, { type: "attack", shipId: "frigate", seat: 3, targetId: "corsair" }),
      scriptedSource([12, 3, 12, 3, 12, 3]),
    );
    const m = dialogModel(after, "corsair", 0, "dodge", {}, translator(), { inCombat: true });
    expect(m.fields.attack).toHaveLength(1);
    expect(m.command).toMatchObject({ type: "dodge", shipId: "corsair", seat: 0 });
    const none = dialogModel(state, "corsair", 0, "dodge", {}, translator(), { inCombat: true });
    expect(none.command).toBeNull();
    expect(none.preview.refusal).toBe(game.i18n!.localize("CEPHEUS.Sheet.Reason.noIncomingAttack"));
  });
});

describe("reading the form", () => {
  it("parses numbers, checkboxes and the weapon list", () => {
    const c = choicesFromForm([
      ["targetId", "corsair"],
      ["weaponsListed", "1"],
      ["weaponIds", "beam1"],
      ["weaponIds", "beam3"],
      ["speed", "4"],
      ["computerTargeting", "on"],
      ["choice", "closer"],
      ["mode", "sideways"],
    ]);
    expect(c).toEqual({
      targetId: "corsair",
      weaponIds: ["beam1", "beam3"],
      speed: 4,
      computerTargeting: true,
      choice: "closer",
    });
    // a listed but empty weapon list is "none", an unlisted one "the default"
    expect(choicesFromForm([["weaponsListed", "1"]])).toEqual({ weaponIds: [] });
    expect(choicesFromForm([["speed", "fast"]])).toEqual({ speed: undefined });
  });
});

describe("the dialog application", () => {
  it("renders what will be rolled and resolves null when closed", async () => {
    const state = engage();
    const pending = ActionDialog.prompt({ state, shipId: "frigate", seat: 3, action: "attack", ...ctx });
    await new Promise((r) => setTimeout(r, 0));
    const dialog = [
      ...(foundry.applications as unknown as { instances: Map<string, unknown> }).instances.values(),
    ].find((a) => a instanceof ActionDialog) as ActionDialog;
    expect(dialog).toBeDefined();
    const out = (dialog as unknown as { partsHTML: Record<string, string> }).partsHTML.form;
    expect(out).toContain(game.i18n!.localize("CEPHEUS.Dialog.Rolled"));
    expect(out).toContain('name="weaponIds" value="beam1" checked');
    await dialog.close();
    expect(await pending).toBeNull();
  });
});
