// Several cards on one ship: applied at once they all count; applied and undone in any order, the ship and its crew
// end as if none had been applied (property test over generated damage).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { cardActionAsGM } from "../../src/play/apply";
import { ShipData } from "../../src/data/actor/ship";
import { WEAPON_KINDS, type WeaponKind } from "../../src/rules/types";
import { postedDamageCards } from "../chat/helpers";
import { ALICE, bootSystem, crew, ship } from "../fixtures/world";
import { sys } from "../chat/posted";

beforeAll(bootSystem);

type Actor_ = Actor.Implementation;

/** The cards of one damage roll on `target` that have something to write. */
async function damageCards(
  target: Actor_,
  damage: number,
  weapon: WeaponKind,
  seed: number,
): Promise<ChatMessage.Implementation[]> {
  return (await postedDamageCards(target, damage, weapon, seed)).filter((m) => sys(m).applicable);
}

async function target(name: string, pilot: Actor_, system: Record<string, unknown> = {}) {
  return ship({
    name,
    owner: ALICE,
    system: {
      tons: 400,
      hull: { value: 8, max: 8 },
      structure: { value: 8, max: 8 },
      armor: { value: 0, max: 0 },
      fuel: { value: 40, max: 40 },
      cargo: { value: 20, max: 20 },
      mounts: [
        { id: "m1", type: "turret", damage: 0 },
        { id: "m2", type: "bay", damage: 0 },
      ],
      seats: [{ position: "pilot", crew: pilot.uuid }],
      ...system,
    },
  });
}

interface Hit {
  damage: number;
  weapon: WeaponKind;
  seed: number;
}

/** Post the cards of `hits` (all made from the ship as it stands), apply them in an order, undo them in another. */
async function roundTrip(pilot: Actor_, hits: Hit[], hull0: number, order: number[], atOnce: boolean): Promise<void> {
  const ship = await target("Prop Target", pilot, { hull: { value: hull0, max: 8 } });
  const ship0 = ship.toObject();
  const pilot0 = pilot.toObject();
  const cards: ChatMessage.Implementation[] = [];
  // every card is made from the ship as it stands before any is applied (the cards of one busy round)
  for (const h of hits) cards.push(...(await damageCards(ship, h.damage, h.weapon, h.seed)));
  const shuffled = (list: ChatMessage.Implementation[], salt: number) =>
    list
      .map((c, i) => ({ c, k: (order[i % order.length] + salt * 7919 + i) % 997 }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.c);
  const applyOrder = shuffled(cards, 1);
  if (atOnce) expect(await Promise.all(applyOrder.map(apply))).toEqual(applyOrder.map(() => ({ ok: true })));
  else for (const c of applyOrder) expect(await apply(c)).toEqual({ ok: true });
  for (const c of shuffled(cards, 2)) expect(await undo(c)).toEqual({ ok: true });
  expect(ship.toObject()).toEqual(ship0);
  expect(pilot.toObject()).toEqual(pilot0);
  for (const c of cards) await c.delete();
  await ship.delete();
}

const gm = () => game.user as User.Implementation;
const apply = (m: ChatMessage.Implementation) => cardActionAsGM({ messageId: m.id!, action: "apply" }, gm());
const undo = (m: ChatMessage.Implementation) => cardActionAsGM({ messageId: m.id!, action: "undo" }, gm());
const hull = (a: Actor_) => (a.system as ShipData).hull.value;

describe("cards on one ship", () => {
  it("two different cards applied at the same moment both count", async () => {
    const pilot = await crew("Pilot", ALICE);
    const ship = await target("Anvil", pilot);
    // two beam hits of one Hull hit each (a seed whose single location roll is a Hull row), both made from Hull 8
    const cardsFor = async () => {
      for (let seed = 0; seed < 500; seed++) {
        const cards = await damageCards(ship, 1, "beamLaser", seed);
        const events = sys(cards[0] ?? ({} as never))?.events as unknown as
          { events: { type: string }[] }[] | undefined;
        if (cards.length === 1 && events?.[0].events.some((e) => e.type === "hullDamaged")) return cards[0];
        for (const c of cards) await c.delete();
      }
      throw new Error("no seed gives a Hull hit");
    };
    const first = await cardsFor();
    const second = await cardsFor();
    expect(hull(ship)).toBe(8);
    const results = await Promise.all([apply(first), apply(second)]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(hull(ship)).toBe(6);
    await Promise.all([undo(second), undo(first)]);
    expect(hull(ship)).toBe(8);
  });

  it("applied in any order and undone in any order, the documents end as if none had been applied (property)", async () => {
    const pilot = await crew("Prop Pilot", ALICE, { characteristics: { str: 7, dex: 8, end: 6 } });
    const hit = fc.record({
      damage: fc.integer({ min: 1, max: 40 }),
      weapon: fc.constantFrom(...WEAPON_KINDS),
      seed: fc.integer(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(hit, { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 0, max: 8 }),
        fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
        fc.boolean(),
        (hits, hull0, order, atOnce) => roundTrip(pilot, hits, hull0, order, atOnce),
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it("a crew card whose person an earlier card already put down is still applied (writing nothing) and undone", async () => {
    // found by the property above: a meson hit that takes the pilot to 0, then a missile hit whose crew card hurts him again
    const pilot = await crew("Prop Pilot", ALICE, { characteristics: { str: 7, dex: 8, end: 6 } });
    const hits: Hit[] = [
      { damage: 26, weapon: "mesonGun", seed: 1333163463 },
      { damage: 38, weapon: "missile", seed: 1260794144 },
    ];
    await roundTrip(
      pilot,
      hits,
      0,
      [761381200, 2147483632, 1305175045, 15, 9, 774729796, 795526910, 342734533, 1223391986, 1968210678],
      false,
    );
  });
});
