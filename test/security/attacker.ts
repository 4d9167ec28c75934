// The attacker's tools: a player's client that writes what it likes into its own User document (the only one it
// can write) and sends the GM whatever query it likes, plus a record of every attempt: refused with a reason,
// refused with an exception, or got through (the GM answered ok, or any document changed).
import fs from "node:fs";
import path from "node:path";
import { REQUEST_QUERY } from "../../src/net/requests";
import { SYSTEM_ID } from "../../src/system-id";
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

/** Send the GM a raw query as `who` (whatever data): what the GM answers, or the exception the query raised. */
export async function rawQuery(who: Who, data: unknown): Promise<{ answer?: unknown; error?: Error }> {
  return as(who, async () => {
    try {
      return { answer: await game.users!.activeGM!.query(REQUEST_QUERY as never, data as never) };
    } catch (error) {
      return { error: error as Error };
    }
  });
}

/** Write a request into `who`'s own flags (slot 7), as a client that skipped our code would, and query for it. */
export async function forgedRequest(
  who: Who,
  name: string,
  data: unknown,
  options: { json?: string; claim?: string } = {},
) {
  const id = rid();
  await as(who, () =>
    game.user!.update({
      flags: { [SYSTEM_ID]: { requests: { "7": { rid: id, name, json: options.json ?? JSON.stringify(data) } } } },
    } as never),
  );
  return rawQuery(who, { userId: options.claim ?? user(who).id, rid: id });
}

/** refused: with a reason and nothing changed; refusedByCore: core's own permission check stopped the write;
 * refusedWithException: our code threw (a defect, even though nothing changed); gotThrough: it worked. */
export type Outcome = "refused" | "refusedByCore" | "refusedWithException" | "gotThrough";

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
 * anything that changed the world, or an answer that is not a refusal with a reason, got through.
 */
export async function attempt(
  request: string,
  name: string,
  move: () => Promise<{ answer?: unknown; error?: Error } | unknown>,
): Promise<Attempt> {
  const before = worldState();
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
      outcome = reason ? "refused" : "gotThrough";
      detail = reason ?? JSON.stringify(answer.answer)?.slice(0, 200) ?? "";
    }
  } catch (err) {
    detail = (err as Error).message;
    outcome = /lacks permission/.test(detail) ? "refusedByCore" : "refusedWithException";
  }
  // a refusal must also have changed nothing
  if (outcome !== "gotThrough" && worldState() !== before) outcome = "gotThrough";
  const a = { request, move: name, outcome, detail };
  attempts.push(a);
  return a;
}

/** The table of attempts per request (tried / refused / refused with an exception / got through). */
export function table(): Record<string, Record<Outcome | "tried", number>> {
  return tableOf(attempts);
}

function tableOf(list: readonly Attempt[]): Record<string, Record<Outcome | "tried", number>> {
  const out: Record<string, Record<Outcome | "tried", number>> = {};
  for (const a of list) {
    const row = (out[a.request] ??= { tried: 0, refused: 0, refusedByCore: 0, refusedWithException: 0, gotThrough: 0 });
    row.tried++;
    row[a.outcome]++;
  }
  return out;
}

/**
 * Write this test file's attempts as its part (`build/security/<part>.json`), then `build/<file>` anew from every
 * part there (each test file runs in its own worker: the file is the sum of their parts), and print the table.
 */
export function report(file: string, part = path.basename(file, ".json")): void {
  const root = path.resolve(import.meta.dirname, "../..");
  const parts = path.join(root, "build", "security");
  fs.mkdirSync(parts, { recursive: true });
  fs.writeFileSync(path.join(parts, `${part}.json`), JSON.stringify(attempts, null, 2));
  const all: Attempt[] = [];
  for (const name of fs.readdirSync(parts).sort())
    if (name.endsWith(".json")) all.push(...(JSON.parse(fs.readFileSync(path.join(parts, name), "utf8")) as Attempt[]));
  const target = path.join(root, "build", file);
  const temporary = `${target}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify({ table: tableOf(all), attempts: all }, null, 2));
  fs.renameSync(temporary, target);
  console.log(`attacker's moves (${part}):`, JSON.stringify(table()));
}
