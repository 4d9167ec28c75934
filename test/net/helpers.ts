// What the tests of the channel's GM side share: a request's GM side that counts its runs (and may be held until the
// test lets it answer), Alice's requests written into her own flags with the queries that fire them, another GM
// client's handler to call directly (to read each client's own answer), and the keeper's record as every client
// reads it and as a GM writes it.
import { registerRequests, REQUEST_QUERY } from "../../src/net/requests";
import { loadCommandPath } from "../../src/play/load-command-path";
import { keeper } from "../../src/net/taken";
import type { Envelope } from "../../src/net/channel";
import { REQUEST_TABLE } from "../../src/registration/request-table";
import { SYSTEM_ID } from "../../src/base/system-id";
import { as, bootSystem } from "../harness";
import { ALICE, BOB } from "../fixtures/world";
import { anotherClient, entry, rid, secret, writeEntries } from "../security/attacker";

/** Boot the system, and wait for the chunks its `ready` starts loading (a short test file ends before they would). */
export async function boot(): Promise<void> {
  await bootSystem();
  await (game.system as unknown as { api: { load(): Promise<unknown> } }).api.load();
  await loadCommandPath();
}

export interface Query {
  userId: string;
  rid: string;
  secret: string;
  json: string;
}

/** A gate a held run waits at: `open()` lets every run waiting at it answer. */
export function gate(): { wait: () => Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { wait: () => opened, open: () => open() };
}

/** A request's GM side that records each run's data; each run waits at `hold` (when given) before it answers. */
export function countingSpec(runs: unknown[], hold?: () => Promise<void>) {
  return {
    read: (data: unknown) => ({ value: data }),
    recheck: () => null,
    run: async (value: unknown) => {
      runs.push(value);
      await (hold?.() ?? new Promise((r) => setTimeout(r, 1)));
      return { ok: true as const };
    },
  };
}

/** The request table with `card` run by a counting spec: register it with `registerRequests` (or another client). */
export function countingTable(runs: unknown[], hold?: () => Promise<void>) {
  return { ...REQUEST_TABLE, card: countingSpec(runs, hold) } as never;
}

/** Run `fn` with `card` counted on this GM client, then register the real requests again. */
export async function counting<T>(runs: unknown[], fn: () => Promise<T>, hold?: () => Promise<void>): Promise<T> {
  registerRequests(countingTable(runs, hold));
  try {
    return await fn();
  } finally {
    registerRequests(REQUEST_TABLE);
  }
}

/**
 * `n` genuine `card` requests of a player (Alice unless named), written into their own flags in one update (as a
 * client that skipped its own checks would), with the queries that fire them. `expires`: server time (ms).
 */
export async function requests(n: number, expires?: number, who: "alice" | "bob" = "alice"): Promise<Query[]> {
  const queries: Query[] = [];
  const entries: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const id = rid();
    const key = secret();
    const json = JSON.stringify({ n: i, who });
    entries[id] = entry(id, "card", key, json, expires);
    queries.push({ userId: who === "alice" ? ALICE : BOB, rid: id, secret: key, json });
  }
  await writeEntries(who, entries);
  return queries;
}

/** The key of a request in the shared record: user id + request id. */
export const keyOf = (q: Query) => `${q.userId}${q.rid}`;

/** The keeper's record of taken requests, as every GM client reads it. */
export function record(): Record<string, { until: number; by: Record<string, true>; done?: boolean; ran?: boolean }> {
  const flags = (keeper() as unknown as { flags: Record<string, { taken?: Record<string, unknown> }> }).flags;
  return (flags[SYSTEM_ID]?.taken ?? {}) as never;
}

/** Write entries into the keeper's record, as a GM client does. */
export async function writeRecord(entries: Record<string, unknown>): Promise<void> {
  await as("gm", () => keeper()!.update({ flags: { [SYSTEM_ID]: { taken: entries } } } as never));
}

/** The query handler of a GM client: `(query, options)` → that client's own answer. */
export type Handler = (query: unknown, options?: { timeout?: number }) => Promise<Envelope>;

/** Another client of the GM (a second tab), with `table` registered: its handler, to call as the GM. */
export async function secondTab(table: never): Promise<Handler> {
  return (await anotherClient(table))[REQUEST_QUERY] as Handler;
}

/** Deliver a query to a GM client's handler, as core does on that client (as the GM). */
export function deliver(handler: Handler, query: Query, options?: { timeout?: number }): Promise<Envelope> {
  return as("gm", () => handler(JSON.parse(JSON.stringify(query)), options));
}

/** Wait a moment of real time. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait (in real time, without moving a faked clock) until `done()` holds; fails after `ms`. */
export async function settled(done: () => boolean, ms = 2_000): Promise<void> {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > ms) throw new Error(`not settled within ${ms} ms`);
    await pause(5);
  }
}
