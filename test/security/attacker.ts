// The attacker's tools: a player's client that writes what it likes into its own User document (the only one it
// can write) and sends the GM whatever query it likes, plus a record of every attempt: refused with a reason,
// refused with an exception, or got through (the GM answered ok, or any document changed).
import fs from "node:fs";
import { vi } from "vitest";
import path from "node:path";
import { REQUEST_QUERY, type RequestTable } from "../../src/net/requests";
import { REQUEST_TABLE } from "../../src/registration/request-table";
import { requestDigest } from "../../src/net/slots";
import { SYSTEM_ID } from "../../src/base/system-id";
import { as, user } from "../harness";

export type Who = "alice" | "bob";

/** The world as JSON: every actor, combat and message (what an attack could change). */
export function worldState(): string {
  const docs = (c: Iterable<unknown> | undefined) =>
    [...(c ?? [])].map((d) => (d as { toObject(): unknown }).toObject());
  return JSON.stringify({
    actors: docs(game.actors?.values()),
    combats: docs(game.combats?.values()),
    messages: docs(game.messages?.values()),
  });
}

let counter = 0;
/** A fresh request id, as core's randomID makes them (16 letters and digits). */
export function rid(): string {
  counter++;
  return `forged${String(counter).padStart(10, "0")}`;
}

/** Send a GM (the active one unless named) a raw query as `who` (whatever data): what the GM answers, or the
 * exception the query raised. */
export async function rawQuery(
  who: Who,
  data: unknown,
  to?: User.Implementation,
): Promise<{ answer?: unknown; error?: Error }> {
  return as(who, async () => {
    try {
      return { answer: await (to ?? game.users!.activeGM!).query(REQUEST_QUERY as never, data as never) };
    } catch (error) {
      return { error: error as Error };
    }
  });
}

/** A fresh secret, as the asking client makes one per request (32 letters and digits). */
export function secret(): string {
  return `${rid()}${rid()}`;
}

/** A request entry as the asking client writes it into its own User flags (`requests.<rid>`). */
export function entry(id: string, name: string, secretText: string, json: string, expires = Date.now() + 30_000) {
  return { name, digest: requestDigest(id, name, secretText, json), expires };
}

/** Write `entries` (request id → entry) into `who`'s own User flags, as a client that skipped our code would. */
export async function writeEntries(who: Who, entries: Record<string, unknown>): Promise<void> {
  await as(who, () => game.user!.update({ flags: { [SYSTEM_ID]: { requests: entries } } } as never));
}

/**
 * Write a request into `who`'s own flags, following the protocol (or not, as `options` say), and query for it:
 * `json` replaces the data's JSON in the query (the entry's digest is of `entryJson`, else of the same JSON);
 * `claim` names another user in the query; `secret` sends another secret than the entry's.
 */
export async function forgedRequest(
  who: Who,
  name: string,
  data: unknown,
  options: { json?: string; entryJson?: string; claim?: string; secret?: string; expires?: number } = {},
) {
  const id = rid();
  const key = secret();
  const json = options.json ?? JSON.stringify(data);
  await writeEntries(who, { [id]: entry(id, name, key, options.entryJson ?? json, options.expires) });
  return rawQuery(who, { userId: options.claim ?? user(who).id, rid: id, secret: options.secret ?? key, json });
}

/**
 * refused: with a reason and nothing changed; refusedByCore: core's own permission check stopped the write;
 * refusedNoEffect: answered as done, and nothing changed (the GM ran what was asked, and it could touch nothing the
 * attacker wanted); refusedWithException: our code threw (a defect, even though nothing changed); gotThrough:
 * something changed that the attacker should not have changed.
 */
export type Outcome = "refused" | "refusedByCore" | "refusedNoEffect" | "refusedWithException" | "gotThrough";

export interface Attempt {
  request: string;
  move: string;
  outcome: Outcome;
  detail: string;
}

export const attempts: Attempt[] = [];

/** Whether an answer is a refusal with a reason: the channel's, or the handler's ({ ok: false, reason | refusal }). */
function refusalOf(answer: unknown): string | null {
  if (!answer || typeof answer !== "object") return null;
  const a = answer as { ok?: unknown; reason?: unknown; result?: unknown };
  if (a.ok === false) return typeof a.reason === "string" ? a.reason : null;
  if (a.ok === true && a.result && typeof a.result === "object") {
    const r = a.result as { ok?: unknown; reason?: unknown; refusal?: { reason?: unknown } };
    if (r.ok === false)
      return typeof r.reason === "string" ? r.reason : typeof r.refusal?.reason === "string" ? r.refusal.reason : null;
  }
  return null;
}

/**
 * Run one attacker's move and record its outcome. `move` does the attack and returns the GM's answer (or throws);
 * a move that changed what it aimed at (`watched`: by default the whole world) got through, whatever it was answered.
 * A move whose request was allowed (Alice applies a card of her own ship) names what it was after, which must stay
 * as it was.
 */
export async function attempt(
  request: string,
  name: string,
  move: () => Promise<{ answer?: unknown; error?: Error } | unknown>,
  watched: () => string = worldState,
): Promise<Attempt> {
  const before = watched();
  let outcome: Outcome;
  let detail = "";
  try {
    const r = (await move()) as { answer?: unknown; error?: Error } | undefined;
    const answer = r && typeof r === "object" && ("answer" in r || "error" in r) ? r : { answer: r };
    if (answer.error) {
      outcome = /lacks permission/.test(answer.error.message) ? "refusedByCore" : "refusedWithException";
      detail = answer.error.message;
    } else {
      const reason = refusalOf(answer.answer);
      outcome = reason ? "refused" : "refusedNoEffect";
      detail = reason ?? JSON.stringify(answer.answer)?.slice(0, 200) ?? "";
    }
  } catch (err) {
    detail = (err as Error).message;
    outcome = /lacks permission/.test(detail) ? "refusedByCore" : "refusedWithException";
  }
  // every refusal, and an answer that did nothing, must also have changed nothing
  if (watched() !== before) outcome = "gotThrough";
  const a = { request, move: name, outcome, detail };
  attempts.push(a);
  return a;
}

/** Record a move that is no request (a hook, a button, the refresh, a bound): refused when `held`, else through. */
export function judged(request: string, move: string, held: boolean, detail: string): void {
  attempts.push({ request, move, outcome: held ? "refused" : "gotThrough", detail });
}

/** The table of attempts per request (tried, and how many ended in each outcome). */
export function table(list: Attempt[] = attempts): Record<string, Record<Outcome | "tried", number>> {
  const out: Record<string, Record<Outcome | "tried", number>> = {};
  for (const a of list) {
    const row = (out[a.request] ??= {
      tried: 0,
      refused: 0,
      refusedByCore: 0,
      refusedNoEffect: 0,
      refusedWithException: 0,
      gotThrough: 0,
    });
    row.tried++;
    row[a.outcome]++;
  }
  return out;
}

/**
 * Write this test file's attempts to build/security/v<generation>/<source>.json, then the table of every file's
 * attempts, per Foundry generation the stand-in played, to build/security.json, and print it (the closing note quotes
 * it). Each file writes its own part before it merges, so the last file to finish writes the whole table;
 * scripts/test.mjs reads it after both runs (at least 200 attempts in each generation, none through, none refused
 * by an exception of ours).
 */
export function report(source: string): void {
  const root = path.resolve(import.meta.dirname, "../..");
  const parts = path.join(root, "build", "security");
  const mine = path.join(parts, `v${game.release!.generation}`);
  fs.mkdirSync(mine, { recursive: true });
  fs.writeFileSync(path.join(mine, `${source}.json`), JSON.stringify(attempts, null, 2));
  const generations: Record<string, { attempts: number; table: ReturnType<typeof table> }> = {};
  const all: (Attempt & { generation: string })[] = [];
  for (const dir of fs
    .readdirSync(parts)
    .filter((d) => /^v\d+$/.test(d))
    .sort()) {
    const list = fs
      .readdirSync(path.join(parts, dir))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .flatMap((f) => JSON.parse(fs.readFileSync(path.join(parts, dir, f), "utf8")) as Attempt[]);
    generations[dir] = { attempts: list.length, table: table(list) };
    all.push(...list.map((a) => ({ ...a, generation: dir })));
  }
  fs.writeFileSync(path.join(root, "build", "security.json"), JSON.stringify({ generations, attempts: all }, null, 2));
  console.log(`attacker's moves (${source}):`, JSON.stringify(table()));
}

/**
 * Another client of a GM (a second tab or device, or another GM's client): a fresh copy of the channel's module,
 * registered with the same requests, with a memory of its own. Returns its query table, for `openClient`.
 */
export async function anotherClient(table: RequestTable = REQUEST_TABLE): Promise<Record<string, unknown>> {
  const ours = CONFIG.queries[REQUEST_QUERY as never];
  // a new module registry: the channel's modules (and what they import) load anew, as on another page
  vi.resetModules();
  const fresh = await import("../../src/net/requests");
  fresh.registerRequests(table);
  const theirs = CONFIG.queries[REQUEST_QUERY as never];
  (CONFIG.queries as unknown as Record<string, unknown>)[REQUEST_QUERY] = ours;
  return { [REQUEST_QUERY]: theirs };
}
