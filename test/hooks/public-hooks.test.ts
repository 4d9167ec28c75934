// The public hooks for modules (docs/modules.md, "Hooks for modules"): what each carries, that it fires once per event
// on a client that shows the card, only after the GM recorded it, and that preAction can cancel the acting user's
// own action before anything is sent.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { requestCardAction } from "../../src/play/apply";
import { CardData } from "../../src/data/chat/card";
import { engagementMemory } from "../../src/data/engagement-snapshot";
import { storeEngagement } from "../../src/play/load";
import { perform } from "../../src/play/perform";
import { PUBLIC_HOOKS } from "../../src/hooks/fire";
import { onCardCreated } from "../../src/hooks/register";
import { as, scriptTotals } from "../harness";
import { engaged } from "../chat/helpers";
import { ALICE, bootSystem, standardWorld } from "../fixtures/world";
import { card, cards } from "../chat/posted";

beforeAll(bootSystem);

type Heard = { hook: string; payload: Record<string, any> };
let heard: Heard[] = [];
const ids: [string, number][] = [];

function listen(check?: (h: Heard) => void): void {
  heard = [];
  for (const name of PUBLIC_HOOKS) {
    if (name === "cepheus-space-combat.preAction") continue;
    const hook = name.slice("cepheus-space-combat.".length);
    ids.push([
      name,
      Hooks.on(
        name as never,
        ((payload: Record<string, any>) => {
          const h = { hook, payload };
          check?.(h);
          heard.push(h);
        }) as never,
      ),
    ]);
  }
}

afterEach(() => {
  for (const [name, id] of ids.splice(0)) Hooks.off(name as never, id);
});

const of = (hook: string) => heard.filter((h) => h.hook === hook).map((h) => h.payload);

/** The standard pair with tokens on a scene, engaged at `range` with the Corsair first. */
async function withTokens(range: "long" | "medium" | "short", options: Parameters<typeof engaged>[1] = {}) {
  const w = await engaged(range, options);
  const scene = (await Scene.create({
    name: "Space",
    grid: { type: 1, size: 100, distance: 1000, units: "km" },
  } as never)) as Scene.Implementation;
  const [ct, bt] = (await scene.createEmbeddedDocuments("Token", [
    { actorId: w.corsair.id, actorLink: true, x: 0, y: 0 },
    { actorId: w.beowulf.id, actorLink: true, x: 900, y: 0 },
  ] as never)) as unknown as TokenDocument.Implementation[];
  await w.combat.updateEmbeddedDocuments("Combatant", [
    { _id: w.cid, tokenId: ct.id, sceneId: scene.id },
    { _id: w.bid, tokenId: bt.id, sceneId: scene.id },
  ] as never);
  return { ...w, scene, ct, bt };
}

describe("a beam attack", () => {
  it("action and attack name the ships, tokens and weapon items by UUID, with each shot's hit; plain data", async () => {
    const w = await withTokens("long");
    const combat = w.combat;
    // heard only once the GM has stored the attack and posted its card
    listen((h) => {
      if (h.hook === "attack") {
        expect(game.messages!.get(h.payload.messageId)).toBeTruthy();
        expect((engagementMemory(combat).pendingAttacks ?? []).some((a) => a.id === h.payload.attackId)).toBe(true);
      }
    });
    scriptTotals([8, 2], [15, 3]); // attack 2D6 8 (+2: hit), damage 3D6 15
    const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat });
    expect(r.ok).toBe(true);
    expect(heard.map((h) => h.hook)).toEqual(["action", "attack"]);
    const [action] = of("action");
    expect(action).toMatchObject({
      type: "attack",
      messageId: r.messageIds[0],
      combatUuid: combat.uuid,
      seat: 0,
      outsideCombat: false,
    });
    expect(action.ship).toEqual({
      id: w.cid,
      name: "Corsair",
      actorUuid: w.corsair.uuid,
      tokenUuid: w.ct.uuid,
      combatantUuid: combat.combatants.get(w.cid)!.uuid,
    });
    expect(action.target.tokenUuid).toBe(w.bt.uuid);
    expect(action.events).toContain("attackRolled");
    const [attack] = of("attack");
    const beam = w.corsair.items.contents[0];
    expect(attack).toMatchObject({ kind: "beam", range: "long", mountId: "ct1", hit: true });
    expect(attack.attacker.actorUuid).toBe(w.corsair.uuid);
    expect(attack.target.actorUuid).toBe(w.beowulf.uuid);
    expect(attack.weapons).toEqual([{ id: beam.id, uuid: beam.uuid, name: beam.name, kind: "particleBeam" }]);
    expect(attack.shots).toEqual([
      {
        weaponId: beam.id,
        weaponUuid: beam.uuid,
        weapon: "particleBeam",
        hit: true,
        dice: 8,
        dm: expect.any(Number),
        damage: 15,
        destroyed: false,
      },
    ]);
    // plain data: JSON carries it whole
    for (const h of heard) expect(JSON.parse(JSON.stringify(h.payload))).toEqual(h.payload);
  });

  it("a miss says so, and nothing fires again when the card is re-rendered or updated", async () => {
    const w = await withTokens("long");
    listen();
    scriptTotals([2, 2], [15, 3]); // attack 2D6 2 (+2 = 4: miss)
    const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    expect(r.ok).toBe(true);
    const [attack] = of("attack");
    expect(attack.hit).toBe(false);
    expect(attack.shots.map((s: { hit: boolean }) => s.hit)).toEqual([false]);
    const count = heard.length;
    const main = card(r.messageIds[0]);
    await main.update({ content: `${main.content} ` } as never);
    // a reaction card refreshed after a later command, and the card read again from its stored data (a reload)
    await perform({ type: "setRange", a: w.cid, b: w.bid, range: "long" }, { combat: w.combat });
    new ChatMessage((main as unknown as { toObject(): object }).toObject() as never);
    expect(heard.length - count).toBeLessThanOrEqual(1);
    expect(heard.slice(count).every((h) => h.hook === "action")).toBe(true);
    expect(of("attack")).toHaveLength(1);
  });

  it("a reaction names the ship that reacted and the attacker it answered", async () => {
    const w = await withTokens("long");
    scriptTotals([8, 2], [15, 3]);
    const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const offered = r.events.find((e) => e.type === "reactionOffered");
    if (offered?.type !== "reactionOffered") throw new Error("no reaction offered");
    listen();
    scriptTotals([9, 2]); // Jane dodges: 2D6 9 + 2
    const dodge = await as("alice", () =>
      perform({ type: "dodge", shipId: w.bid, attackId: offered.attackId }, { combat: w.combat }),
    );
    expect(dodge.ok).toBe(true);
    const [reaction] = of("reaction");
    expect(reaction).toMatchObject({ reaction: "dodge", attackId: offered.attackId, success: true });
    expect(reaction.ship.actorUuid).toBe(w.beowulf.uuid);
    expect(reaction.attacker.actorUuid).toBe(w.corsair.uuid);
  });
});

describe("turn flow, ranges, damage and status", () => {
  it("initiative: one hook per ship with its roll", async () => {
    const w = await standardWorld();
    listen();
    scriptTotals([12, 2], [2, 2]);
    expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).ok).toBe(true);
    const init = of("initiative");
    expect(init.map((p) => [p.ship.id, p.dice, p.reason])).toEqual(
      expect.arrayContaining([
        [w.cid, 12, "rolled"],
        [w.bid, 2, "rolled"],
      ]),
    );
    expect(init).toHaveLength(2);
    for (const p of init) expect(p.initiative).toBe(w.combat.combatants.get(p.ship.id)!.initiative);
  });

  it("rangeChanged: from the stored band, only after the Combat holds the new one, once", async () => {
    const w = await engaged("long");
    listen((h) => {
      if (h.hook === "rangeChanged") expect(Object.values(engagementMemory(w.combat).ranges)).toContain(h.payload.to);
    });
    expect((await perform({ type: "setRange", a: w.cid, b: w.bid, range: "short" }, { combat: w.combat })).ok).toBe(
      true,
    );
    const [range] = of("rangeChanged");
    expect(of("rangeChanged")).toHaveLength(1);
    expect(range).toMatchObject({ combatUuid: w.combat.uuid, from: "long", to: "short" });
    expect([range.a.actorUuid, range.b.actorUuid].sort()).toEqual([w.corsair.uuid, w.beowulf.uuid].sort());
    // the same band again changes nothing
    await perform({ type: "setRange", a: w.cid, b: w.bid, range: "short" }, { combat: w.combat });
    expect(of("rangeChanged")).toHaveLength(1);
  });

  it("damageApplied and damageUndone carry the amounts written and taken back; shipDestroyed follows the stored status", async () => {
    const w = await engaged("medium", {
      corsairWeapon: "beamLaser",
      beowulf: { hull: { value: 0, max: 8 }, armor: { value: 0, max: 4 }, structure: { value: 1, max: 8 } },
    });
    listen();
    scriptTotals([8, 2], [3, 1]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([8, 2]); // Internal 8: Structure
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const destroyed = of("shipDestroyed");
    expect(destroyed).toHaveLength(1);
    expect(destroyed[0]).toMatchObject({
      combatUuid: w.combat.uuid,
      status: "destroyed",
      ship: { id: w.bid, actorUuid: w.beowulf.uuid },
    });

    const damage = cards("damage").at(-1)!;
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    const [applied] = of("damageApplied");
    expect(applied).toMatchObject({
      messageId: damage.id,
      kind: "damage",
      by: "Gamemaster",
      ship: { actorUuid: w.beowulf.uuid },
    });
    expect(applied.changes).toEqual((damage.system as CardData).undo);
    expect(applied.changes.find((c: { uuid: string }) => c.uuid === w.beowulf.uuid).changes).toMatchObject({
      structure: -1,
    });
    expect((await requestCardAction({ messageId: damage.id!, action: "undo" })).ok).toBe(true);
    const [undone] = of("damageUndone");
    expect(undone.changes.find((c: { uuid: string }) => c.uuid === w.beowulf.uuid).changes).toMatchObject({
      structure: 1,
    });
    // applied again: destroyed again, a new event
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    expect(of("damageApplied")).toHaveLength(2);
    expect(of("shipDestroyed")).toHaveLength(2);
  });

  it("shipDisabled: a status stored as disabled", async () => {
    const w = await engaged("long");
    listen();
    const memory = engagementMemory(w.combat);
    memory.ships[w.bid].status = "disabled";
    await storeEngagement(w.combat, memory);
    expect(of("shipDisabled").map((p) => p.ship.id)).toEqual([w.bid]);
    expect(of("shipDestroyed")).toHaveLength(0);
  });
});

describe("missiles", () => {
  it("missileLaunched names the rack; missileImpact the salvo's hit, with the ship that launched it", async () => {
    const w = await engaged("short", { corsairWeapon: "missile" });
    await w.corsair.update({ system: { ammo: { missiles: { standard: 2 } } } } as never);
    const rack = w.corsair.items.contents[0];
    listen();
    scriptTotals([8, 2]); // launch check: to hit 7
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    const [launched] = of("missileLaunched");
    expect(launched).toMatchObject({
      count: 1,
      missileType: "standard",
      attacker: { actorUuid: w.corsair.uuid },
      target: { actorUuid: w.beowulf.uuid },
    });
    expect(launched.weapons).toEqual([{ id: rack.id, uuid: rack.uuid, name: rack.name, kind: "missile" }]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    scriptTotals([9, 2], [8, 2]); // round 2: to hit 9 ≥ 7, then its damage
    expect((await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat })).ok).toBe(true);
    const arrived = of("attack").at(-1)!;
    expect(arrived).toMatchObject({ kind: "missile", hit: true, weapons: [{ uuid: rack.uuid }] });
    scriptTotals([2, 2]); // location
    expect((await perform({ type: "resolveMissiles" }, { combat: w.combat })).ok).toBe(true);
    const [impact] = of("missileImpact");
    expect(impact).toMatchObject({
      salvoId: launched.salvoId,
      hit: true,
      damage: arrived.shots[0].damage,
      count: 1,
      attacker: { actorUuid: w.corsair.uuid },
      target: { actorUuid: w.beowulf.uuid },
    });
  });
});

describe("where and when", () => {
  it("a card whispered to others is not announced on a client that does not show it", async () => {
    const w = await standardWorld();
    scriptTotals([12, 2], [2, 2]);
    const r = await perform({ type: "rollInitiative" }, { combat: w.combat });
    const msg = card(r.messageIds[0]);
    await msg.update({ whisper: [ALICE] } as never);
    listen();
    // created by the GM (core names the creating user to each client's hook)
    const gm = game.user!.id!;
    await as("bob", () => onCardCreated(msg, gm));
    expect(heard).toHaveLength(0);
    await as("alice", () => onCardCreated(msg, gm));
    expect(of("action")).toHaveLength(1);
  });

  it("preAction runs on the acting client first; returning false cancels it, nothing is sent or changed", async () => {
    const w = await engaged("long");
    const seen: Record<string, any>[] = [];
    const id = Hooks.on(
      "cepheus-space-combat.preAction" as never,
      ((p: Record<string, any>) => {
        seen.push(p);
        expect(() => ((p as { type: string }).type = "x")).toThrow();
        return false;
      }) as never,
    );
    ids.push(["cepheus-space-combat.preAction", id]);
    listen();
    const before = game.messages!.size;
    const r = await as("alice", () =>
      perform({ type: "evasiveManeuvers", shipId: w.beowulf.id!, seat: 0 }, { combat: null }),
    );
    expect(r).toMatchObject({ ok: false, refusal: { reason: "cancelled" } });
    expect(game.messages!.size).toBe(before);
    expect(heard).toHaveLength(0);
    expect(seen[0]).toMatchObject({
      userId: ALICE,
      type: "evasiveManeuvers",
      combatUuid: null,
      ship: { ref: w.beowulf.id, actorUuid: w.beowulf.uuid },
    });
    // a listener that lets it go: the action runs
    Hooks.off("cepheus-space-combat.preAction" as never, id);
    scriptTotals([8, 2]);
    expect(
      (await as("alice", () => perform({ type: "evasiveManeuvers", shipId: w.beowulf.id!, seat: 0 }, { combat: null })))
        .ok,
    ).toBe(true);
    expect(of("action")).toHaveLength(1);
  });
});
