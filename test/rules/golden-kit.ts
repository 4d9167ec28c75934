// What the golden digests share (golden.test.ts, golden-craft.test.ts): the digest, a recording dice source, and the
// readable summaries of golden-summaries.json, compared before a digest so that a failure says what changed. In
// record mode (GOLDEN_SUMMARIES=record) a test file writes its own scenarios' summaries into the file and keeps the
// others'.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect } from "vitest";
import { seededSource, type DiceRequest, type DiceSource } from "../../src/rules/dice";
import type { EngagementState } from "../../src/rules/engagement/state";
import { canonical } from "./canonical";

export function digest(parts: unknown[]): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(canonical(p)).update("\n");
  return h.digest("hex").slice(0, 16);
}

/** A seeded source that also records every request (purpose and label are behaviour: chat cards show them). */
export function recording(seed: number): DiceSource & { log: string[] } {
  const src = seededSource(seed);
  const log: string[] = [];
  return {
    log,
    roll(r: DiceRequest) {
      const v = src.roll(r);
      log.push(`${r.dice}/${r.sides ?? 6}/${r.purpose}/${r.label ?? ""}=${v}`);
      return v;
    },
  };
}

const SUMMARIES_FILE = path.join(import.meta.dirname, "golden-summaries.json");
const RECORD = process.env.GOLDEN_SUMMARIES === "record";

/** How many events of each type, by type name (sorted). */
export function eventCounts(events: readonly { type: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of events) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** One ship's end: "Hull/Structure status". */
function shipEnd(state: EngagementState, id: string): string {
  const ship = state.ships[id];
  return `${ship.hull.value}/${ship.structure.value} ${state.memory.ships[id]?.status ?? "?"}`;
}

/** A battle told in a line a reader can compare. */
export function battleSummary(
  r: { winner?: string | null; reason?: string; rounds?: number; state: EngagementState },
  events: readonly { type: string }[],
): unknown {
  const ships = Object.fromEntries(Object.keys(r.state.ships).map((id) => [id, shipEnd(r.state, id)]));
  return { winner: r.winner ?? null, reason: r.reason, rounds: r.rounds, events: eventCounts(events), ships };
}

/**
 * The test file's check of a scenario's summary against the recorded one (or, in record mode, its recording: the
 * file's summaries are written when it is done, the other files' kept as they are). Call once, at the file's top.
 */
export function summaries(): (key: string, summary: unknown) => void {
  const stored = JSON.parse(fs.readFileSync(SUMMARIES_FILE, "utf8")) as Record<string, unknown>;
  const recorded: Record<string, unknown> = {};
  afterAll(() => {
    if (RECORD) fs.writeFileSync(SUMMARIES_FILE, `${JSON.stringify({ ...stored, ...recorded }, null, 1)}\n`);
  });
  return (key, summary) => {
    const plain = JSON.parse(JSON.stringify(summary)) as unknown;
    if (RECORD) recorded[key] = plain;
    else expect(plain, `summary of "${key}" (test/rules/golden-summaries.json)`).toEqual(stored[key]);
  };
}
