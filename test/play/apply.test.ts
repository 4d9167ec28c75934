// Apply exactly once, refused without rights, amounts laid onto the documents as they are, Undo taking back exactly
// what its own Apply changed (property-tested).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { cardActionAsGM, requestCardAction } from "../../src/play/apply";
import { applyCard, undoCard } from "../../src/play/card-writes";
import { ShipData } from "../../src/data/actor/ship";
import { CrewData } from "../../src/data/actor/crew";
import { perform } from "../../src/play/perform";
import { WEAPON_KINDS } from "../../src/rules/types";
import { as, scriptTotals } from "../harness";
import { engaged, postedDamageCards } from "../chat/helpers";
import { ALICE, bootSystem, crew, ship } from "../fixtures/world";
import { card, cards, sys } from "../chat/posted";
import { postCards } from "../../src/chat/post";

beforeAll(bootSystem);

/** The beam scenario up to its damage card: Beowulf takes a Double Hit on the Hull (8 → 6) and a radiation hit. */
async function damaged() {
  const w = await engaged("long");
  scriptTotals([8, 2], [15, 3]);
  expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
    true,
  );
  scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
  expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  return { ...w, damage: cards("damage")[0] };
}

const hull = (a: Actor.Implementation) => (a.system as ShipData).hull.value;

describe("apply exactly once", () => {
  it("a second click is refused and changes nothing", async () => {
    const w = await damaged();
    const req = { messageId: w.damage.id!, action: "apply" as const };
    expect(await requestCardAction(req)).toEqual({ ok: true });
    expect(hull(w.beowulf)).toBe(6);
    expect(await requestCardAction(req)).toEqual({ ok: false, reason: "alreadyApplied" });
    expect(hull(w.beowulf)).toBe(6);
  });

  it("many clicks at once from the GM and the owner apply once", async () => {
    const w = await damaged();
    const gm = game.user as never;
    const alice = game.users!.get(ALICE) as never;
    const results = await Promise.all([
      cardActionAsGM({ messageId: w.damage.id!, action: "apply" }, gm),
      as("alice", () => requestCardAction({ messageId: w.damage.id!, action: "apply" })),
      cardActionAsGM({ messageId: w.damage.id!, action: "apply" }, alice),
      cardActionAsGM({ messageId: w.damage.id!, action: "apply" }, gm),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => r.reason === "alreadyApplied")).toHaveLength(3);
    expect(hull(w.beowulf)).toBe(6);
  });

  it("a write the ship refuses leaves the ship and the card as they were", async () => {
    const w = await damaged();
    const refuse = Hooks.on("preUpdateActor", () => false);
    try {
      expect(await applyCard(w.damage, game.user as never)).toEqual({ ok: false, reason: "writeFailed" });
    } finally {
      Hooks.off("preUpdateActor", refuse);
    }
    expect(hull(w.beowulf)).toBe(8);
    expect(sys(w.damage).applied).toBe(false);
    expect((await applyCard(w.damage, game.user as never)).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(6);
  });

  it("a player without rights on the ship is refused on the GM side", async () => {
    const w = await damaged();
    const r = await as("bob", () => requestCardAction({ messageId: w.damage.id!, action: "apply" }));
    expect(r).toEqual({ ok: false, reason: "notPermitted" });
    expect(hull(w.beowulf)).toBe(8);
    expect(sys(card(w.damage.id!)).applied).toBe(false);
  });

  it("undo restores the ship and the crew exactly, and the card can be applied again", async () => {
    const w = await damaged();
    const ship0 = w.beowulf.toObject();
    const pilot0 = w.pilot.toObject();
    // one card holds the ship's damage and its crew's injuries: one Apply writes both
    expect((await requestCardAction({ messageId: w.damage.id!, action: "apply" })).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(6);
    expect((w.pilot.system as CrewData).rads).toBe(60);
    expect(card(w.damage.id!).content).toContain("Undo");
    // Undo is the GM's: the ship's owner may apply, not take damage back
    expect(await as("alice", () => requestCardAction({ messageId: w.damage.id!, action: "undo" }))).toEqual({
      ok: false,
      reason: "notPermitted",
    });
    expect((await requestCardAction({ messageId: w.damage.id!, action: "undo" })).ok).toBe(true);
    expect(w.beowulf.toObject()).toEqual(ship0);
    expect(w.pilot.toObject()).toEqual(pilot0);
    expect(sys(card(w.damage.id!)).applied).toBe(false);
    expect((await requestCardAction({ messageId: w.damage.id!, action: "undo" })).reason).toBe("notApplied");
    expect((await requestCardAction({ messageId: w.damage.id!, action: "apply" })).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(6);
  });

  it("a card applied after the ship changed adds its own hits to the ship as it is now; Undo takes back only those", async () => {
    const w = await damaged();
    await w.beowulf.update({ system: { hull: { value: 5 } } } as never); // hit again since the card was made
    expect((await requestCardAction({ messageId: w.damage.id!, action: "apply" })).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(3); // the card's two Hull hits on top of the 5 left
    expect((await requestCardAction({ messageId: w.damage.id!, action: "undo" })).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(5);
  });

  it("Undo after a repair takes back what the card changed, within the pool", async () => {
    const w = await damaged();
    expect((await requestCardAction({ messageId: w.damage.id!, action: "apply" })).ok).toBe(true);
    await w.beowulf.update({ system: { hull: { value: 7 } } } as never); // repaired since
    expect((await requestCardAction({ messageId: w.damage.id!, action: "undo" })).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(8);
  });

  it("two damage cards applied out of order both count, and undone in either order restore the ship", async () => {
    const w = await damaged();
    // a second attack in the next round lands before the first card is applied: both cards start from Hull 8
    await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat });
    scriptTotals([8, 2], [15, 3]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([6, 2], [4, 2]); // location 6: Hull again; radiation 4: none
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const [first, second] = cards("damage");
    const ship0 = w.beowulf.toObject();
    expect((await requestCardAction({ messageId: second.id!, action: "apply" })).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(6);
    expect((await requestCardAction({ messageId: first.id!, action: "apply" })).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(4);
    expect((await requestCardAction({ messageId: second.id!, action: "undo" })).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(6);
    expect((await requestCardAction({ messageId: first.id!, action: "undo" })).ok).toBe(true);
    expect(w.beowulf.toObject()).toEqual(ship0);
  });

  it("a card whose ship no longer exists fails politely", async () => {
    const w = await damaged();
    await w.beowulf.delete();
    const r = await requestCardAction({ messageId: w.damage.id!, action: "apply" });
    expect(r).toEqual({ ok: false, reason: "targetMissing" });
    expect(game.i18n!.localize("CEPHEUS.Reason.targetMissing")).toMatch(/no longer exists/);
  });

  it("a crew card posted beside a damage card for the same hits writes the injuries; the damage card the ship alone", async () => {
    const w = await damaged();
    const d = sys(w.damage);
    // the pair a world's older cards came in: the injuries on a crew card of their own, with the same hits
    const [crewCard] = await postCards(
      [
        {
          kind: "crew",
          shipId: w.bid,
          view: d.view,
          system: {
            kind: "crew",
            shipUuid: d.shipUuid,
            combatUuid: d.combatUuid,
            outsideCombat: false,
            command: d.command,
            events: JSON.parse(JSON.stringify(d.events)),
            applicable: true,
            reaction: {},
          },
        },
      ],
      { user: game.user as never, rolls: [], shipActor: () => w.beowulf },
    );
    for (const m of [w.damage, crewCard])
      expect((await requestCardAction({ messageId: m.id!, action: "apply" })).ok).toBe(true);
    expect(hull(w.beowulf)).toBe(6);
    expect((w.pilot.system as CrewData).rads).toBe(60);
    expect(sys(card(w.damage.id!)).undo.map((u) => u.uuid)).toEqual([w.beowulf.uuid]);
  });
});

describe("apply then undo restores the documents exactly (property)", () => {
  it("for any ship state, weapon and damage", async () => {
    const pilot = await crew("Prop Pilot", ALICE, { characteristics: { str: 7, dex: 8, end: 6 } });
    const gunner = await crew("Prop Gunner", ALICE);
    const track = fc.integer({ min: 0, max: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          hull: fc.integer({ min: 0, max: 8 }),
          structure: fc.integer({ min: 1, max: 8 }),
          armor: fc.integer({ min: 0, max: 6 }),
          systems: fc.tuple(track, track, track, track, track, track, track),
          mounts: fc.tuple(track, track),
          damage: fc.integer({ min: 0, max: 60 }),
          weapon: fc.constantFrom(...WEAPON_KINDS),
          seed: fc.integer(),
          rads: fc.integer({ min: 0, max: 300 }),
        }),
        async (p) => {
          await pilot.update({ system: { rads: p.rads } } as never);
          const keys = ["sensors", "mDrive", "jDrive", "powerPlant", "bridge", "fuel", "hold"];
          const target = await ship({
            name: "Target",
            owner: ALICE,
            system: {
              tons: 400,
              hull: { value: p.hull, max: 8 },
              structure: { value: p.structure, max: 8 },
              armor: { value: p.armor, max: 6 },
              fuel: { value: 40, max: 40 },
              cargo: { value: 20, max: 20 },
              systems: Object.fromEntries(keys.map((k, i) => [k, p.systems[i]])),
              mounts: [
                { id: "m1", type: "turret", damage: p.mounts[0] },
                { id: "m2", type: "bay", damage: p.mounts[1] },
              ],
              seats: [
                { position: "pilot", crew: pilot.uuid },
                { position: "turretGunner", crew: gunner.uuid, mountId: "m1" },
              ],
            },
          });
          const msgs = await postedDamageCards(target, p.damage, p.weapon, p.seed);
          const ship0 = target.toObject();
          const crew0 = [pilot.toObject(), gunner.toObject()];
          const gm = game.user as never;
          const applicable = msgs.filter((m) => sys(m).applicable);
          for (const m of applicable) expect((await applyCard(m, gm)).ok).toBe(true);
          for (const m of applicable) expect((await applyCard(m, gm)).reason).toBe("alreadyApplied");
          for (const m of [...applicable].reverse()) expect((await undoCard(m, gm)).ok).toBe(true);
          expect(target.toObject()).toEqual(ship0);
          expect([pilot.toObject(), gunner.toObject()]).toEqual(crew0);
          await target.delete();
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
