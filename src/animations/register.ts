// Weapon-fire effects: a world setting (off by default, registered in src/registration/settings.ts) and the listeners on the
// system's own public hooks that play them (registered by registerHooks, src/registration/listeners.ts). They play only when Sequencer and a JB2A module are active (system.json `relationships.recommends`); without
// them nothing is loaded and nothing is said. The effects themselves are a chunk (weapon-effects.ts).
import { lazy } from "../base/lazy";
import type {
  AttackPayload,
  MissileImpactPayload,
  MissileLaunchedPayload,
  ReactionPayload,
  StatusPayload,
} from "../hooks/payloads";
import { SYSTEM_ID } from "../base/system-id";
import type { EffectsEnv, SequenceLike } from "./weapon-effects";

export const WEAPON_EFFECTS_SETTING = "weaponEffects";

/** Sequencer's module id and JB2A's (the free and the Patreon module). */
export const SEQUENCER_ID = "sequencer";
export const JB2A_IDS = ["JB2A_DnD5e", "jb2a_patreon"] as const;

const effects = lazy(() => import("./weapon-effects"), "CEPHEUS.WeaponEffects.loadFailed");

function moduleActive(id: string): boolean {
  return !!(game.modules as unknown as { get(id: string): { active?: boolean } | undefined } | undefined)?.get(id)
    ?.active;
}

/** Whether the world asks for effects and this client can play them (Sequencer and JB2A active, Sequencer's global there). */
export function effectsAvailable(): boolean {
  let on = false;
  try {
    on = game.settings?.get(SYSTEM_ID, WEAPON_EFFECTS_SETTING) === true;
  } catch {
    return false;
  }
  if (!on || !moduleActive(SEQUENCER_ID) || !JB2A_IDS.some(moduleActive)) return false;
  return typeof (globalThis as { Sequence?: unknown }).Sequence === "function";
}

/** A token UUID's placeable, when its token is on the scene this client shows. */
function tokenOnCanvas(uuid: string | null): unknown {
  if (!uuid) return null;
  let doc: unknown = null;
  try {
    doc = fromUuidSync(uuid);
  } catch {
    return null;
  }
  const token = doc as { parent?: { id?: string | null } | null; object?: unknown } | null;
  const viewed = (globalThis as { canvas?: { scene?: { id?: string | null } | null } }).canvas?.scene?.id;
  if (!token || !viewed || token.parent?.id !== viewed) return null;
  return token.object ?? null;
}

function env(): EffectsEnv {
  return { Sequence: (globalThis as unknown as { Sequence: EffectsEnv["Sequence"] }).Sequence, token: tokenOnCanvas };
}

type Builder<P> = (fx: typeof import("./weapon-effects"), payload: P, env: EffectsEnv) => SequenceLike | null;

/** A hook listener that plays an effect when effects are available (loading the chunk the first time). */
function player<P>(build: Builder<P>): (payload: P) => Promise<boolean> {
  return async (payload: P) => {
    if (!effectsAvailable()) return false;
    const fx = await effects();
    if (!fx) return false;
    return fx.play(build(fx, payload, env()));
  };
}

export const playAttack = player<AttackPayload>((fx, p, e) => fx.attackEffect(p, e));
export const playMissileLaunch = player<MissileLaunchedPayload>((fx, p, e) => fx.missileLaunchEffect(p, e));
export const playMissileImpact = player<MissileImpactPayload>((fx, p, e) => fx.missileImpactEffect(p, e));
export const playReaction = player<ReactionPayload>((fx, p, e) => fx.reactionEffect(p, e));
export const playDestroyed = player<StatusPayload>((fx, p, e) => fx.destroyedEffect(p, e));
/** deleteToken (token, options): a salvo token gone as its salvo reached its target. */
export const playSalvoArrival = player<unknown[]>((fx, [t, o], e) => fx.salvoArrivalEffect(t, o, e));
