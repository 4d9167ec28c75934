// Shared steps for the engagement tests: initiative with the Corsair first, then a range.
import { expect } from "vitest";
import { buildCards } from "../../src/chat/cards";
import { postCards } from "../../src/chat/post";
import { shipSnapshot } from "../../src/data/snapshots";
import { actorByRef } from "../../src/play/ships";
import { resolveDamage } from "../../src/rules/damage";
import { runSync, seededSource } from "../../src/rules/dice";
import type { EngagementEvent } from "../../src/rules/engagement/events";
import { createEngagement } from "../../src/rules/engagement/state";
import type { WeaponKind } from "../../src/rules/types";
import { perform } from "../../src/play/perform";
import type { RangeBand } from "../../src/rules/types";
import { standardWorld } from "../fixtures/world";
import { scriptTotals } from "../harness";

export async function engaged(range: RangeBand, options: Parameters<typeof standardWorld>[0] = {}) {
  const w = await standardWorld(options);
  scriptTotals([12, 2], [2, 2]); // initiative: Corsair 2D6 12, Beowulf 2D6 2 — the Corsair acts first
  const init = await perform({ type: "rollInitiative" }, { combat: w.combat });
  expect(init.refusal).toBeUndefined();
  const set = await perform({ type: "setRange", a: w.cid, b: w.bid, range }, { combat: w.combat });
  expect(set.refusal).toBeUndefined();
  return w;
}

/** Post, as the GM, the damage and crew cards of one damage roll on `target` (seeded), as perform does after a hit. */
export async function postedDamageCards(
  target: Actor.Implementation,
  damage: number,
  weapon: WeaponKind,
  seed: number,
): Promise<ChatMessage.Implementation[]> {
  const snap = shipSnapshot(target as never, { id: "t" });
  const result = runSync(resolveDamage(snap, { damage, weapon }), seededSource(seed));
  const before = createEngagement({ ships: [snap] });
  const events = [
    { type: "damageResolved", targetId: "t", damage, weapon, events: result.events },
  ] as unknown as EngagementEvent[];
  const specs = buildCards({
    before,
    after: { memory: before.memory, ships: { t: result.ship } },
    outsideCombat: false,
    command: { type: "endTurn", shipId: "x" },
    events,
    combatUuid: "",
    shipActor: () => target,
    crewActor: (uuid) => actorByRef(uuid),
  });
  return postCards(specs, { user: game.user as never, rolls: [], shipActor: () => target });
}
