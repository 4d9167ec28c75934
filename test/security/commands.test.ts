// The attacker's commands: a perform request whose command carries fields its type does not have, nested or huge
// values, values of the wrong kind or out of bounds. Each is refused by the command's schema before the engine runs,
// with the field named, and nothing changes (build/security.json).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { scriptTotals } from "../harness";
import { engaged } from "../chat/helpers";
import { cards, sys } from "../chat/posted";
import { attempt, attempts, forgedRequest, report } from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("commands"));

/** A value nested `depth` levels deep (what once made card building throw after the state was stored). */
function nested(depth: number): unknown {
  let v: unknown = "x";
  for (let i = 0; i < depth; i++) v = { v };
  return v;
}

describe("a command carries only its own fields", () => {
  it("every malformed command is refused with the field named, before the engine runs; nothing changes", async () => {
    const w = await engaged("long");
    const combatUuid = w.combat.uuid;
    const attack = { type: "attack", shipId: w.bid, seat: 0, targetId: w.cid };
    const moves: [string, Record<string, unknown>, string][] = [
      ["an extra deeply nested field", { ...attack, extra: nested(500) }, "extra"],
      ["an extra field named __proto__", JSON.parse(`{"type":"attack","__proto__":{"isGM":true}}`), "__proto__"],
      [
        "a nested label where a word is meant",
        { type: "personalAction", shipId: w.bid, seat: 0, label: nested(3) },
        "label",
      ],
      [
        "a label of 1,000 characters",
        { type: "personalAction", shipId: w.bid, seat: 0, label: "x".repeat(1000) },
        "label",
      ],
      ["seat a string", { ...attack, seat: "0" }, "seat"],
      ["seat a fraction", { ...attack, seat: 0.5 }, "seat"],
      ["seat negative", { ...attack, seat: -1 }, "seat"],
      ["seat beyond any ship", { ...attack, seat: 1e9 }, "seat"],
      ["target an object", { ...attack, targetId: { id: w.cid } }, "targetId"],
      ["target missing", { type: "attack", shipId: w.bid, seat: 0 }, "targetId"],
      ["weapons a list of 10,000", { ...attack, weaponIds: Array(10000).fill("w") }, "weaponIds"],
      ["computerTargeting a word", { ...attack, computerTargeting: "yes" }, "computerTargeting"],
      ["speed 1e308", { type: "adjustSpeed", shipId: w.bid, seat: 0, speed: 1e308 }, "speed"],
      [
        "a position that is not one",
        { type: "changePositions", shipId: w.bid, seat: 0, position: "toString" },
        "position",
      ],
      ["an unknown type", { type: "becomeGM" }, "type"],
      ["type a prototype key", { type: "constructor" }, "type"],
      [
        "electronic warfare of an unknown mode",
        { type: "electronicWarfare", shipId: w.bid, seat: 0, mode: "x" },
        "mode",
      ],
      [
        "sand against an attack and boarders at once",
        { type: "fireSand", shipId: w.bid, seat: 0, attackId: "a", boardingId: "b" },
        "attackId",
      ],
      [
        "a repair target with extra keys",
        { type: "repairDamagedSystem", shipId: w.bid, seat: 0, target: { mountId: "m", x: 1 } },
        "target",
      ],
      ["setRange with a band that is not one", { type: "setRange", a: w.bid, b: w.cid, range: "__proto__" }, "range"],
    ];
    for (const [name, command, field] of moves) {
      const a = await attempt("perform (schema)", name, () =>
        forgedRequest("alice", "perform", { combatUuid, command }),
      );
      expect(a.outcome, name).toBe("refused");
      expect(a.detail, name).toBe("badCommand");
      // the refusal names the field, and is plain JSON (never an echo of the input)
      const answer = (await forgedRequest("alice", "perform", { combatUuid, command })).answer as {
        result: { refusal: { reason: string; detail: unknown } };
      };
      expect(answer.result.refusal, name).toEqual({ reason: "badCommand", detail: { field } });
    }
    const rows = attempts.filter((a) => a.request === "perform (schema)");
    expect(rows.filter((a) => a.outcome !== "refused")).toEqual([]);
  });

  it("a well-formed command runs, and its card stores the checked command", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    const command = { type: "attack", shipId: w.cid, seat: 0, targetId: w.bid, computerTargeting: false };
    expect((await perform(command as never, { combat: w.combat })).ok).toBe(true);
    const stored = sys(cards("action").at(-1)!).command as Record<string, unknown>;
    expect(stored).toEqual(command);
  });
});
