// Each command type's schema: every type the engine or the referee knows has one; a command is kept field by field.
import { describe, expect, it } from "vitest";
import { checkCommand, SCHEMA_TYPES } from "../../src/play/command-schema";
import { COMMAND_TYPES } from "../../src/rules/engagement/catalogue";

describe("command schemas", () => {
  it("cover every command type of the engine, and the referee's setRange and withdrawSalvo", () => {
    expect([...SCHEMA_TYPES].sort()).toEqual([...COMMAND_TYPES, "setRange", "withdrawSalvo"].sort());
  });

  it("keep a well-formed command whole, as a new object", () => {
    const cmd = { type: "attack", shipId: "a", seat: 2, targetId: "b", weaponIds: ["w1"], pool: 1 };
    const r = checkCommand(cmd);
    expect(r).toEqual({ ok: true, command: cmd });
    expect(r.ok && r.command).not.toBe(cmd);
    expect(checkCommand({ type: "repairDamagedSystem", shipId: "a", seat: 0, target: { mountId: "m" } }).ok).toBe(true);
    expect(checkCommand({ type: "electronicWarfare", shipId: "a", seat: 0, mode: "smartMissiles" }).ok).toBe(true);
    expect(checkCommand({ type: "fireSand", shipId: "a", seat: 0, boardingId: "b" }).ok).toBe(true);
    expect(checkCommand({ type: "rollInitiative" }).ok).toBe(true);
  });

  it("refuse a missing, extra, mistyped or out-of-bounds field, naming it", () => {
    expect(checkCommand({ type: "jam" })).toEqual({ ok: false, field: "type" });
    expect(checkCommand({ type: "electronicWarfare", shipId: "a", seat: 0, mode: "jam" })).toEqual({
      ok: false,
      field: "targetId",
    });
    expect(checkCommand({ type: "endTurn", shipId: "a", seat: 0 })).toEqual({ ok: false, field: "seat" });
    expect(
      checkCommand({ type: "extendedAction", shipId: "a", seat: 0, label: "x", skill: "piloting", turns: 0 }),
    ).toEqual({
      ok: false,
      field: "turns",
    });
    expect(checkCommand({ type: "fireSand", shipId: "a", seat: 0 })).toEqual({ ok: false, field: "attackId" });
    expect(checkCommand([])).toEqual({ ok: false, field: "type" });
    expect(checkCommand(null)).toEqual({ ok: false, field: "type" });
  });
});
