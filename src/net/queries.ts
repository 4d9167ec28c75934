// GM queries: the one place that registers CONFIG.queries["cepheus-space-combat.<name>"] handlers.
//
// Players cannot write Combat/Combatant system data or other users' documents. Such writes are asked of the
// active GM with `requestGM(name, data)`; the GM's client runs the handler, which RE-CHECKS who asked and what
// they may do before writing (payloads are asserted by the asking client). Core does not tell the handler who
// sent a query, so every request carries `userId`, checked against the GM's own view of users and ownership:
// this guards against bugs and stale UIs, not against a malicious client.
//
// Adding a query: declare it in `CepheusQueries` below, write a handler (re-check with `requireUser` /
// `requirePermission`), add it to QUERY_HANDLERS. Callers use `requestGM("name", data)`.
import { ShipStateData } from "../data/combat/engagement";

export const QUERY_PREFIX = "cepheus-space-combat.";

/** Every request names the asking user; the GM side trusts nothing else about it. */
export interface QueryRequest {
  userId: string;
}

/** Fields of a ship's engagement state the captain's owners may set themselves (the rest is the rules engine's). */
export const PLAYER_SHIP_STATE_FIELDS = ["hasty", "delayed", "aware", "side"] as const;
export type PlayerShipStateField = (typeof PLAYER_SHIP_STATE_FIELDS)[number];

export interface UpdateShipStateRequest extends QueryRequest {
  combatId: string;
  combatantId: string;
  changes: Partial<Record<PlayerShipStateField, boolean | string>>;
}

/** Query name (without prefix) → [request, result]. */
export interface CepheusQueries {
  updateShipState: [UpdateShipStateRequest, boolean];
}
export type QueryName = keyof CepheusQueries;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares CONFIG.Queries in a namespace
  namespace CONFIG {
    interface Queries {
      "cepheus-space-combat.updateShipState": (data: UpdateShipStateRequest, options: { timeout?: number }) => Promise<boolean>;
    }
  }
}

const i18n = () => game.i18n!;

/** An error with a localised message (shown to the asking user by requestGM). */
export class QueryError extends Error {}

function fail(key: string, data: Record<string, string> = {}): never {
  throw new QueryError(i18n().format(key, data));
}

/** GM side: the asking user, as the GM knows it. */
export function requireUser(request: QueryRequest): User.Implementation {
  const user = game.users?.get(request?.userId);
  if (!user) fail("CEPHEUS.Error.Permission", { user: String(request?.userId), document: "?" });
  return user;
}

/** GM side: refuse unless `user` has `level` on `doc`. */
export function requirePermission(
  doc: { testUserPermission(user: User.Implementation, level: "OWNER" | "OBSERVER" | "LIMITED"): boolean; name?: string | null; uuid?: string | null },
  user: User.Implementation,
  level: "OWNER" | "OBSERVER" | "LIMITED" = "OWNER",
): void {
  if (!doc.testUserPermission(user, level)) fail("CEPHEUS.Error.Permission", { user: user.name ?? user.id ?? "?", document: doc.name ?? doc.uuid ?? "?" });
}

/** GM side of updateShipState: an owner of the ship sets the captain's flags of its combatant. */
async function updateShipState(request: UpdateShipStateRequest): Promise<boolean> {
  const user = requireUser(request);
  const combat = game.combats?.get(request.combatId);
  const combatant = combat?.combatants.get(request.combatantId);
  if (!combat || !combatant || !(combatant.system instanceof ShipStateData)) fail("CEPHEUS.Error.NotInCombat");
  const actor = combatant.actor;
  if (!actor) fail("CEPHEUS.Error.NotInCombat");
  requirePermission(actor, user, "OWNER");
  const changes: Record<string, boolean | string> = {};
  for (const [key, value] of Object.entries(request.changes ?? {})) {
    if (!(PLAYER_SHIP_STATE_FIELDS as readonly string[]).includes(key)) fail("CEPHEUS.Error.Field", { field: key });
    changes[key] = value as boolean | string;
  }
  const updated = await combatant.update({ system: changes } as Combatant.UpdateData);
  return !!updated;
}

/** name → handler, run on the GM's client */
export const QUERY_HANDLERS: { [K in QueryName]: (data: CepheusQueries[K][0]) => Promise<CepheusQueries[K][1]> } = {
  updateShipState,
};

/** Called from the init hook. */
export function registerQueries(): void {
  CONFIG.queries[`${QUERY_PREFIX}updateShipState`] = (data) => QUERY_HANDLERS.updateShipState(data);
}

/**
 * Ask the active GM to run query `name` (`userId` is filled in). Runs locally when this user is the active GM.
 * Throws, after a localised error notification, when no GM is connected or the GM side refuses.
 */
export async function requestGM<K extends QueryName>(
  name: K,
  data: Omit<CepheusQueries[K][0], "userId">,
  { timeout = 10_000 }: { timeout?: number } = {},
): Promise<CepheusQueries[K][1]> {
  const request = { ...data, userId: game.user!.id } as CepheusQueries[K][0];
  const gm = game.users?.activeGM;
  if (!gm) {
    const message = i18n().localize("CEPHEUS.Error.NoGM");
    ui.notifications?.error(message);
    throw new QueryError(message);
  }
  try {
    if (gm.isSelf) return await QUERY_HANDLERS[name](request);
    return (await gm.query(`${QUERY_PREFIX}${name}` as "cepheus-space-combat.updateShipState", request, { timeout })) as CepheusQueries[K][1];
  } catch (err) {
    ui.notifications?.error((err as Error).message);
    throw err;
  }
}
