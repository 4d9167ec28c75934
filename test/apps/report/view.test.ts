// The battle report's words: an attack and its damage told in a sentence (a salvo's missiles apart from a turret's
// shots, shots still to roll, armor that stops everything), every other event in the card's own line, the result as
// the fight ended (a winner, none, undecided), and a ship's figures.
import { beforeAll, describe, expect, it } from "vitest";
import { reportView, storyLine, type ReportNames } from "../../../src/apps/report/view";
import { battleReport } from "../../../src/rules/engagement/battle-report";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import { bootSystem } from "../../harness";

beforeAll(bootSystem);

const K = "CEPHEUS.BattleReport";
const t = (key: string, data?: Record<string, unknown>) =>
  data ? game.i18n!.format(key, data as Record<string, string>) : game.i18n!.localize(key);
const names: ReportNames = {
  ship: (id) => ({ a: "Vigilant", b: "Kestrel" })[id] ?? id,
  side: (id) => (id === "a" ? "navy" : "pirates"),
  mount: () => "Turret 1",
  line: (e) => `line of ${e.type}`,
  carrier: () => undefined,
};
const attack = (weapon: string, hits: boolean[], rolled = true): EngagementEvent => ({
  type: "attackRolled",
  attackId: "a1",
  attackerId: "a",
  targetId: "b",
  range: "short",
  modifiers: [],
  shots: hits.map((hit) => ({ weaponId: "w", weapon: weapon as never, hit })),
  rolled,
});
const damage = (events: Record<string, unknown>[], attackerId?: string): EngagementEvent => ({
  type: "damageResolved",
  attackId: "a1",
  ...(attackerId ? { attackerId } : {}),
  targetId: "b",
  damage: 7,
  events: events as never,
});

describe("the story's sentences", () => {
  it("an attack: its hits of its shots, a salvo's missiles told as missiles, shots rolled after the reactions", () => {
    const data = { attacker: "Vigilant", target: "Kestrel", range: t("CEPHEUS.Chat.Range.short") };
    expect(storyLine(attack("beamLaser", [true, false]), names)).toBe(
      t(`${K}.Story.Attack`, { ...data, hits: 1, shots: 2 }),
    );
    expect(storyLine(attack("missile", [true, true, false]), names)).toBe(
      t(`${K}.Story.MissileAttack`, { ...data, hits: 2, shots: 3 }),
    );
    expect(storyLine(attack("beamLaser", [false], false), names)).toBe(t(`${K}.Story.AttackUnrolled`, data));
  });

  it("damage: where each hit landed, or the armor stopping it, or too little for a hit; a collision has no attacker", () => {
    const hits = damage(
      [
        { type: "hitsDetermined", net: 9 },
        { type: "hitLocated", hits: 2, location: "hull" },
        { type: "hitLocated", hits: 1, location: "mDrive" },
      ],
      "a",
    );
    const where = `${t(`${K}.Times`, { name: t("CEPHEUS.Chat.Location.hull"), n: 2 })}, ${t("CEPHEUS.Chat.Location.mDrive")}`;
    expect(storyLine(hits, names)).toBe(
      t(`${K}.Story.DamageFrom`, { target: "Kestrel", damage: 7, attacker: "Vigilant", result: where }),
    );
    expect(storyLine(damage([{ type: "hitsDetermined", net: -1 }], "a"), names)).toContain(t(`${K}.Story.Stopped`));
    expect(storyLine(damage([{ type: "hitsDetermined", net: 2 }]), names)).toBe(
      t(`${K}.Story.Damage`, { target: "Kestrel", damage: 7, result: t(`${K}.Story.NoHit`) }),
    );
  });

  it("any other event is the card's own line", () => {
    expect(storyLine({ type: "shipDestroyed", shipId: "b" }, names)).toBe("line of shipDestroyed");
  });
});

describe("the result and the figures", () => {
  const pool = { value: 6, max: 6 };
  const ships = [
    { id: "a", side: "navy", hull: pool, structure: pool },
    { id: "b", side: "pirates", hull: pool, structure: pool },
  ];
  const view = (events: EngagementEvent[]) =>
    reportView(
      battleReport({ ships, records: [{ id: "c1", takenBack: false, events }] }),
      names,
      new Map(),
      "ended",
      2,
    );
  const ended = (winnerSide?: string): EngagementEvent => ({
    type: "engagementEnded",
    round: 2,
    reason: "destroyed",
    ...(winnerSide ? { winnerSide } : {}),
  });

  it("names the winners, or says no side won, or that the fight is undecided", () => {
    const why = t(`${K}.Why.destroyed`);
    expect(view([ended("navy")]).result).toBe(t(`${K}.Result.won.other`, { winners: "Vigilant", rounds: 2, why }));
    expect(view([ended()]).result).toBe(t(`${K}.Result.noWinner.other`, { rounds: 2, why }));
    expect(view([{ type: "roundStarted", round: 1, reactions: {} }]).result).toBe(
      t(`${K}.Result.undecided.one`, { rounds: 1 }),
    );
  });

  it("gives each ship its figures, a systems lost by name and state, reactions by name and count", () => {
    const v = view([
      damage([{ type: "mountDamaged", mountId: "t1", mountType: "turret", from: 2, to: 3 }], "a"),
      { type: "reactionSpent", shipId: "b", reaction: "dodge", success: true, remaining: 1 },
      { type: "reactionSpent", shipId: "b", reaction: "dodge", success: false, remaining: 0 },
    ]);
    const row = (ship: number, key: string) => v.ships[ship].rows.find((r) => r.label === t(`${K}.Row.${key}`))!.value;
    expect(row(1, "systemsLost")).toBe(t(`${K}.Lost`, { system: "Turret 1", state: t(`${K}.State.destroyed`) }));
    expect(row(1, "reactions")).toBe(t(`${K}.Times`, { name: t("CEPHEUS.Chat.Action.dodge"), n: 2 }));
    expect(row(0, "damageDealt")).toBe("7");
    expect(row(0, "reactions")).toBe(t(`${K}.None`));
    expect(v.ships[1].chart.points.map((p) => p.hull.percent)).toEqual([100]);
  });
});
