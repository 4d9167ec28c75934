// Shared steps for the engagement tests: initiative with the Corsair first, then a range.
import { expect } from "vitest";
import { perform } from "../../src/engagement/perform";
import type { RangeBand } from "../../src/rules/types";
import { script, standardWorld } from "./world";

export async function engaged(range: RangeBand, options: Parameters<typeof standardWorld>[0] = {}) {
  const w = await standardWorld(options);
  script([12, 2], [2, 2]); // initiative: Corsair 2D6 12, Beowulf 2D6 2 — the Corsair acts first
  const init = await perform({ type: "rollInitiative" }, { combat: w.combat });
  expect(init.refusal).toBeUndefined();
  const set = await perform({ type: "setRange", a: w.cid, b: w.bid, range }, { combat: w.combat });
  expect(set.refusal).toBeUndefined();
  return w;
}
