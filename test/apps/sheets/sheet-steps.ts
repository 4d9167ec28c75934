// What the ship sheet's tests share: the two players, a combat in round 1 with the frigate acting, the chat cards and
// warnings posted so far, a localised string, and the HTML of each part a sheet last rendered.
import { expect } from "vitest";
import { CardData } from "../../../src/data/chat/card";
import { perform } from "../../../src/play/perform";
import type { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { notifications, scriptTotals, USERS } from "../../harness";
import { sheetWorld } from "../../fixtures/world";

export const ALICE = USERS.alice._id;
export const BOB = USERS.bob._id;

/** A combat in round 1 with the frigate acting first, at Medium range. */
export async function engaged(options: Parameters<typeof sheetWorld>[0] = {}) {
  const w = await sheetWorld({ playerId: ALICE, observers: [ALICE, BOB], ...options });
  // initiative: frigate 2D6 10, its captain's Tactics 8, corsair 5
  scriptTotals([10, 2], [8, 2], [5, 2]);
  const init = await perform({ type: "rollInitiative" }, { combat: w.combat });
  expect(init.refusal).toBeUndefined();
  expect((await perform({ type: "setRange", a: w.fid, b: w.cid, range: "medium" }, { combat: w.combat })).ok).toBe(
    true,
  );
  return w;
}

export const cards = () =>
  [...game.messages!.values()].filter(
    (m) => (m as ChatMessage.Implementation).system instanceof CardData,
  ) as ChatMessage.Implementation[];
export const warnings = () => notifications.messages.filter((m) => m.type === "warn").map((m) => m.message);
export const L = (key: string) => game.i18n!.localize(key);
/** The HTML of each part from the last render (the rendering stand-in keeps it under node). */
export const html = (sheet: ShipSheet) => (sheet as unknown as { partsHTML: Record<string, string> }).partsHTML;
