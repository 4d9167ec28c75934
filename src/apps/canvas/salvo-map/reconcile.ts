// The salvo tokens on the map are a projection of the engagement, the GM's memory stored on each Combat: after every
// change the GM stores, a ship token moving or going, a combat deleted, the active GM's client makes the map match the
// plan (./plan.ts): it creates the token of a salvo launched, moves each token as its salvo flies, and deletes the
// token of a salvo that landed, was shot down or jammed, lost its target or was taken back (a step back, a restore).
// Nothing else writes salvo tokens, and what the GM writes comes from its own records: the stored engagement, never
// what a token says (docs/trust-boundary.md). Passes run one at a time; a change during one asks for one more.
//
// The tokens are unlinked tokens of one world actor of type "salvo" (made by the GM on first need, seen by no
// player: players see a salvo token when it is not hidden, and never own it). A token names its salvo in its flags
// (`flags.cepheus-space-combat.salvo`: combat id, salvo id, its target's ship id, launch point, progress).
import { SYSTEM_ID } from "../../../base/system-id";
import { loadEngagement } from "../../../play/load";
import { isShipActor, type AnyCombat } from "../../../play/ships";
import type { Salvo } from "../../../rules/engagement/memory";
import { queryEngagement } from "../../../rules/engagement/query";
import { isActiveGM } from "../../sidebar/control/gm";
import { asScene, gridOf, placeOf, type SceneLike } from "../../sidebar/control/scene";
import { salvoArt } from "./art";
import type { Point } from "./placement";
import { planSalvoTokens, type PlanInput, type SalvoTokenPlan, type ShipToken } from "./plan";

export const SALVO_FLAG = "salvo";
/** The deletion option of the GM's own writes: why the token went (nobody is asked about it). */
export const OWN_DELETION = "cepheusSalvo";
/** Why a salvo token went: it reached its target, its missiles were all shot down, or anything else. */
export type Departure = "arrived" | "shotDown" | "gone";

/** What a salvo token's flags name. */
export interface SalvoRef {
  combatId: string;
  salvoId: string;
  origin: Point | null;
  progress: number;
}

type TokenDoc = {
  id: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  name?: string | null;
  actorId?: string | null;
  texture?: { src?: string | null } | null;
  flags?: Record<string, Record<string, unknown> | undefined>;
  parent?: unknown;
};
type Scene = SceneLike & {
  id: string;
  tokens: Iterable<TokenDoc>;
  createEmbeddedDocuments(name: "Token", data: object[], options?: object): Promise<unknown>;
  updateEmbeddedDocuments(name: "Token", data: object[], options?: object): Promise<unknown>;
  deleteEmbeddedDocuments(name: "Token", ids: string[], options?: object): Promise<unknown>;
};

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** The salvo a token stands for, from its flags (null: not a salvo token). */
export function salvoRefOf(token: unknown): SalvoRef | null {
  const f = (token as TokenDoc | null)?.flags?.[SYSTEM_ID]?.[SALVO_FLAG] as Record<string, unknown> | undefined;
  if (!f || typeof f.combatId !== "string" || typeof f.salvoId !== "string") return null;
  const o = f.origin as Point | undefined;
  return {
    combatId: f.combatId,
    salvoId: f.salvoId,
    origin: o && finite(o.x) && finite(o.y) ? { x: o.x, y: o.y } : null,
    progress: finite(f.progress) ? f.progress : 0,
  };
}

/** The world actor whose tokens are salvo tokens, when there is one. */
export function salvoActor(): Actor.Implementation | null {
  return (game.actors?.find((a) => a.type === "salvo") as Actor.Implementation | undefined) ?? null;
}

/** A salvo token: it names a salvo and is a token of the salvo actor (or of none left). */
function isSalvoToken(t: TokenDoc, actorId: string | null): boolean {
  if (!salvoRefOf(t)) return false;
  const own = t.actorId ?? null;
  return own === actorId || !own || !game.actors?.get(own);
}

/** Whether a player owns the ship (a combatant's actor). */
function playerShip(combat: AnyCombat, id: string): boolean {
  const actor = combat.combatants.get(id)?.actor;
  if (!isShipActor(actor)) return false;
  return !!game.users?.some((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));
}

function tokenName(salvo: Salvo): string {
  const i18n = game.i18n!;
  return i18n.format("CEPHEUS.Salvo.TokenName", {
    count: String(salvo.count),
    type: i18n.localize(`CEPHEUS.MissileType.${salvo.missileType}`),
  });
}

/** The plan of one combat's salvo tokens, with the launch points its tokens keep. */
function planOf(combat: AnyCombat, origins: PlanInput["origins"]): SalvoTokenPlan[] {
  // a combat without salvos has no tokens: its ships' snapshots are not worth building
  if (!(combat.system as { salvos?: unknown[] } | undefined)?.salvos?.length) return [];
  let state;
  try {
    state = loadEngagement(combat);
  } catch {
    return [];
  }
  const ships: Record<string, ShipToken> = {};
  const scenes = new Map<string, SceneLike>();
  for (const c of combat.combatants) {
    const t = (c as unknown as { token?: TokenDoc | null }).token;
    const scene = asScene(t?.parent) as (SceneLike & { id?: string | null }) | null;
    if (!c.id || !t || !finite(t.x) || !finite(t.y) || !scene?.id || !(c.id in state.memory.ships)) continue;
    scenes.set(scene.id, scene);
    ships[c.id] = {
      sceneId: scene.id,
      place: placeOf(t),
      disposition: (t as { disposition?: number }).disposition ?? -1,
    };
  }
  const query = queryEngagement(state);
  return planSalvoTokens({
    combatId: combat.id!,
    memory: state.memory,
    flight: (id) => query.salvoFlight(id),
    ships,
    grid: (id) => {
      const scene = scenes.get(id);
      return scene ? gridOf(scene) : null;
    },
    origins,
    seenByPlayers: (s) => playerShip(combat, s.attackerId) || playerShip(combat, s.targetId),
    name: tokenName,
  });
}

const keyOf = (combatId: string, salvoId: string) => `${combatId}.${salvoId}`;

/** Why a salvo's token is no longer planned, from the stored engagement and where the token last stood. */
function departure(ref: SalvoRef): Departure {
  const combat = game.combats?.get(ref.combatId) as AnyCombat | undefined;
  if (!combat) return "gone";
  const salvos = (combat.system as { salvos?: { id?: string; count?: number }[] } | undefined)?.salvos ?? [];
  const salvo = salvos.find((s) => s.id === ref.salvoId);
  if (salvo) return salvo.count === 0 ? "shotDown" : "gone";
  return ref.progress >= 1 ? "arrived" : "gone";
}

/** The token data of a planned salvo token. */
function tokenData(plan: SalvoTokenPlan, actorId: string): Record<string, unknown> {
  return {
    name: plan.name,
    actorId,
    actorLink: false,
    x: plan.x,
    y: plan.y,
    width: plan.width,
    height: plan.height,
    texture: { src: plan.texture },
    hidden: plan.hidden,
    disposition: plan.disposition,
    lockRotation: true,
    flags: {
      [SYSTEM_ID]: {
        [SALVO_FLAG]: {
          combatId: plan.combatId,
          salvoId: plan.salvoId,
          targetId: plan.targetId,
          origin: plan.origin,
          progress: plan.progress,
        },
      },
    },
  };
}

/** The changes that bring `token` to `plan` (empty: it is there). */
function changesOf(token: TokenDoc, plan: SalvoTokenPlan, ref: SalvoRef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (token.x !== plan.x) out.x = plan.x;
  if (token.y !== plan.y) out.y = plan.y;
  if (token.width !== plan.width) out.width = plan.width;
  if (token.height !== plan.height) out.height = plan.height;
  if ((token.texture?.src ?? null) !== plan.texture) out.texture = { src: plan.texture };
  if ((token.name ?? "") !== plan.name) out.name = plan.name;
  if (ref.progress !== plan.progress) out.flags = { [SYSTEM_ID]: { [SALVO_FLAG]: { progress: plan.progress } } };
  return out;
}

/** One pass: the map made to match every combat's plan (active GM only). */
async function reconcileOnce(): Promise<void> {
  if (!isActiveGM()) return;
  const scenes = [...((game.scenes ?? []) as Iterable<Scene>)];
  let actor = salvoActor();
  const existing = new Map<string, { token: TokenDoc; scene: Scene; ref: SalvoRef }[]>();
  for (const scene of scenes)
    for (const token of scene.tokens) {
      if (!isSalvoToken(token, actor?.id ?? null)) continue;
      const ref = salvoRefOf(token)!;
      const key = keyOf(ref.combatId, ref.salvoId);
      existing.set(key, [...(existing.get(key) ?? []), { token, scene, ref }]);
    }
  const plans: SalvoTokenPlan[] = [];
  for (const combat of (game.combats ?? []) as Iterable<AnyCombat>) {
    if (!combat.id) continue;
    // the launch point a token keeps counts on the scene it stands on
    const kept: Record<string, { sceneId: string; point: Point } | undefined> = {};
    for (const list of existing.values())
      for (const { ref, scene } of list)
        if (ref.combatId === combat.id && ref.origin) kept[ref.salvoId] ??= { sceneId: scene.id, point: ref.origin };
    plans.push(...planOf(combat, kept));
  }

  const creates = new Map<Scene, Record<string, unknown>[]>();
  const updates = new Map<Scene, Record<string, unknown>[]>();
  const deletes = new Map<Scene, { ids: string[]; why: Departure }[]>();
  const add = <T>(m: Map<Scene, T[]>, scene: Scene, v: T) => m.set(scene, [...(m.get(scene) ?? []), v]);
  const planned = new Set<string>();
  for (const plan of plans) {
    const key = keyOf(plan.combatId, plan.salvoId);
    planned.add(key);
    const scene = scenes.find((s) => s.id === plan.sceneId);
    if (!scene) continue;
    const [first, ...extra] = (existing.get(key) ?? []).filter((e) => e.scene === scene);
    for (const e of extra) add(deletes, e.scene, { ids: [e.token.id!], why: "gone" as Departure });
    if (!first) {
      actor ??= await makeSalvoActor();
      if (actor?.id) add(creates, scene, tokenData(plan, actor.id));
      continue;
    }
    const changes = changesOf(first.token, plan, first.ref);
    if (Object.keys(changes).length) add(updates, scene, { _id: first.token.id, ...changes });
  }
  for (const [key, list] of existing)
    for (const e of list)
      if (!planned.has(key) || e.scene.id !== plans.find((p) => keyOf(p.combatId, p.salvoId) === key)?.sceneId)
        add(deletes, e.scene, { ids: [e.token.id!], why: departure(e.ref) });

  for (const [scene, list] of deletes)
    for (const why of ["arrived", "shotDown", "gone"] as Departure[]) {
      const ids = list.filter((d) => d.why === why).flatMap((d) => d.ids);
      if (ids.length) await scene.deleteEmbeddedDocuments("Token", ids, { [OWN_DELETION]: why });
    }
  for (const [scene, list] of updates) await scene.updateEmbeddedDocuments("Token", list);
  for (const [scene, list] of creates) await scene.createEmbeddedDocuments("Token", list);
}

/** The salvo actor, made by the GM the first time a salvo needs a token. */
async function makeSalvoActor(): Promise<Actor.Implementation | null> {
  const made = (await Actor.implementation.create({
    name: game.i18n!.localize("CEPHEUS.Salvo.ActorName"),
    type: "salvo",
    img: salvoArt("standard", 1),
    ownership: { default: 0 },
  } as never)) as Actor.Implementation | undefined;
  return made ?? null;
}

let running: Promise<void> | null = null;
let again = false;

/** Ask for a pass (the active GM's client runs it; asked while one runs, one more follows it). */
export function requestReconcile(): void {
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await reconcileOnce();
      } catch (err) {
        console.error("cepheus-space-combat | salvo tokens:", err);
      }
    } while (again);
    running = null;
  })();
}

/** Resolves once no pass is running or asked for. */
export async function reconciled(): Promise<void> {
  while (running) await running;
}
