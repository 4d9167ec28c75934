// GM queries: a player's request is routed to the active GM, whose side re-checks the permission.
import { beforeAll, describe, expect, it } from "vitest";
import type { ShipStateData } from "../../src/data/combat/engagement";
import { QUERY_PREFIX, requestGM } from "../../src/net/queries";
import { as, bootSystem, errors, user, USERS } from "../harness";

beforeAll(bootSystem);

async function setup() {
  const ship = await Actor.create({
    name: "Alice's ship",
    type: "ship",
    ownership: { default: 0, [USERS.alice._id]: 3 },
  } as unknown as Actor.CreateData);
  const combat = await Combat.create({ type: "base" } as Combat.CreateData);
  const [combatant] = await combat!.createEmbeddedDocuments("Combatant", [{ type: "base", actorId: ship!.id }] as Combatant.CreateData[]);
  return { ship: ship!, combat: combat!, combatant: combatant! };
}

const state = (c: Combatant.Implementation) => c.system as ShipStateData;

describe("requestGM", () => {
  it("registers its handlers under the system's prefix", () => {
    expect(typeof CONFIG.queries[`${QUERY_PREFIX}updateShipState`]).toBe("function");
  });

  it("a player cannot write combatant system data directly (the stand-in enforces it as Foundry does)", async () => {
    const { combatant } = await setup();
    await expect(as("alice", async () => void (await combatant.update({ system: { hasty: true } } as Combatant.UpdateData)))).rejects.toThrow(/lacks permission/);
    expect(state(combatant).hasty).toBe(false);
  });

  it("routes an owner's request to the GM, who applies it", async () => {
    const { combat, combatant } = await setup();
    const seenAs: string[] = [];
    const original = CONFIG.queries[`${QUERY_PREFIX}updateShipState`];
    CONFIG.queries[`${QUERY_PREFIX}updateShipState`] = async (data, options) => {
      seenAs.push(game.user!.id!);
      return original(data, options);
    };
    try {
      const ok = await as("alice", () => requestGM("updateShipState", { combatId: combat.id!, combatantId: combatant.id!, changes: { hasty: true } }));
      expect(ok).toBe(true);
    } finally {
      CONFIG.queries[`${QUERY_PREFIX}updateShipState`] = original;
    }
    expect(seenAs).toEqual([USERS.gm._id]);
    expect(state(combatant).hasty).toBe(true);
  });

  it("the GM side refuses a user without permission on the ship, with a localised message", async () => {
    const { combat, combatant } = await setup();
    const request = as("bob", () => requestGM("updateShipState", { combatId: combat.id!, combatantId: combatant.id!, changes: { hasty: true } }));
    const expected = game.i18n!.format("CEPHEUS.Error.Permission", { user: "Bob", document: "Alice's ship" });
    await expect(request).rejects.toThrow(expected);
    expect(state(combatant).hasty).toBe(false);
    expect(errors()).toContain(expected);
  });

  it("the GM side refuses fields players may not set", async () => {
    const { combat, combatant } = await setup();
    const request = as("alice", () =>
      requestGM("updateShipState", { combatId: combat.id!, combatantId: combatant.id!, changes: { reactionsSpent: 0 } as never }),
    );
    await expect(request).rejects.toThrow(game.i18n!.format("CEPHEUS.Error.Field", { field: "reactionsSpent" }));
  });

  it("does not trust the userId a client claims beyond what the GM knows", async () => {
    const { combat, combatant } = await setup();
    const handler = CONFIG.queries[`${QUERY_PREFIX}updateShipState`];
    const gm = user("gm");
    await as("bob", () =>
      expect(gm.query(`${QUERY_PREFIX}updateShipState`, { userId: "nobody0000000000", combatId: combat.id!, combatantId: combatant.id!, changes: { hasty: true } })).rejects.toThrow(
        game.i18n!.format("CEPHEUS.Error.Permission", { user: "nobody0000000000", document: "?" }),
      ),
    );
    expect(handler).toBe(CONFIG.queries[`${QUERY_PREFIX}updateShipState`]);
  });

  it("runs locally when the asking user is the active GM", async () => {
    const { combat, combatant } = await setup();
    expect(await requestGM("updateShipState", { combatId: combat.id!, combatantId: combatant.id!, changes: { delayed: true } })).toBe(true);
    expect(state(combatant).delayed).toBe(true);
  });

  it("fails with a localised error when no GM is connected", async () => {
    const { combat, combatant } = await setup();
    (user("gm") as unknown as { active: boolean }).active = false;
    const request = as("alice", () => requestGM("updateShipState", { combatId: combat.id!, combatantId: combatant.id!, changes: { hasty: true } }));
    await expect(request).rejects.toThrow(game.i18n!.localize("CEPHEUS.Error.NoGM"));
    expect(errors()).toContain(game.i18n!.localize("CEPHEUS.Error.NoGM"));
  });
});
