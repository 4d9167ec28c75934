// Built-in weapon-fire effects (a chunk, loaded on the first effect: docs/internals.md, "Code loaded on first use").
// Played with Sequencer and JB2A's effect files when both modules are active and the world setting is on
// (src/animations/register.ts), from the public hooks (src/hooks), which fire on every client: each client plays its
// own copy, `locally()`, so no effect is broadcast twice.
//
// Sequencer's public API as its documentation gives it (fantasycalendar/FoundryVTT-Sequencer docs/api/home.md:
// `new Sequence({ moduleName, softFail })`, `.effect()`, `.play()`; docs/api/effect.md: `.file()` with a database
// path, `.atLocation()`, `.stretchTo()`, `.missed()`, `.delay()`, `.scale()`, `.locally()`). The files are JB2A
// database paths present in both the free and the Patreon module (Jules-Bens-Aa/jb2a-databases, database-paths.json),
// without their `.05ft`…`.90ft` ends: Sequencer then picks the length that fits the distance (docs/api/effect.md, "File").
import type {
  AttackPayload,
  MissileImpactPayload,
  MissileLaunchedPayload,
  ReactionPayload,
  StatusPayload,
} from "../hooks/payloads";

/** The part of a Sequencer effect section the system uses. */
export interface EffectSection {
  file(path: string): EffectSection;
  atLocation(target: unknown, options?: Record<string, unknown>): EffectSection;
  stretchTo(target: unknown, options?: Record<string, unknown>): EffectSection;
  missed(missed?: boolean): EffectSection;
  delay(ms: number): EffectSection;
  scale(scale: number): EffectSection;
  locally(locally?: boolean): EffectSection;
  effect(): EffectSection;
  play(): Promise<unknown> | unknown;
}

export interface SequenceLike {
  effect(): EffectSection;
  play(): Promise<unknown> | unknown;
}

export interface EffectsEnv {
  Sequence: new (options?: { moduleName?: string; softFail?: boolean }) => SequenceLike;
  /** the token placeable of a token UUID on the scene this client shows, or null */
  token(uuid: string | null): unknown;
}

/** The JB2A database path of each effect (docs/modules.md lists them for Automated Animations users). */
export const EFFECT_FILES = {
  pulseLaser: "jb2a.lasershot.red",
  beamLaser: "jb2a.lasershot.blue",
  particleBeam: "jb2a.energy_beam.normal.bluepink.02",
  fusionGun: "jb2a.lasershot.orange",
  mesonGun: "jb2a.lasershot.green",
  missileLaunch: "jb2a.bullet.02.orange",
  missileImpact: "jb2a.explosion.01.orange",
  missileMiss: "jb2a.impact.005.orange",
  sand: "jb2a.ambient_fog.001.complete.small.white",
  pointDefense: "jb2a.bullet.03.blue",
  shipDestroyed: "jb2a.explosion.08.orange",
} as const;

const SHOT_SPACING_MS = 250;

function sequence(env: EffectsEnv): SequenceLike {
  return new env.Sequence({ moduleName: "cepheus-space-combat", softFail: true });
}

/** A beam attack: one bolt from the attacker to the target per shot, off to one side when it missed. */
export function attackEffect(p: AttackPayload, env: EffectsEnv): SequenceLike | null {
  if (p.kind !== "beam") return null;
  const from = env.token(p.attacker.tokenUuid);
  const to = env.token(p.target.tokenUuid);
  if (!from || !to) return null;
  const seq = sequence(env);
  let n = 0;
  for (const shot of p.shots) {
    const file = (EFFECT_FILES as Record<string, string>)[shot.weapon];
    if (!file || shot.weapon === "sandcaster" || shot.weapon === "missile") continue;
    seq
      .effect()
      .file(file)
      .atLocation(from)
      .stretchTo(to)
      .missed(!shot.hit)
      .delay(n++ * SHOT_SPACING_MS)
      .locally();
  }
  return n ? seq : null;
}

/** A salvo leaving its rack, towards the target. */
export function missileLaunchEffect(p: MissileLaunchedPayload, env: EffectsEnv): SequenceLike | null {
  const from = env.token(p.attacker.tokenUuid);
  const to = env.token(p.target.tokenUuid);
  if (!from || !to) return null;
  const seq = sequence(env);
  const shown = Math.min(p.count, 3);
  for (let i = 0; i < shown; i++)
    seq
      .effect()
      .file(EFFECT_FILES.missileLaunch)
      .atLocation(from)
      .stretchTo(to)
      .delay(i * SHOT_SPACING_MS)
      .locally();
  return seq;
}

/** A missile striking (an explosion on the target) or missing (a burst beside it). */
export function missileImpactEffect(p: MissileImpactPayload, env: EffectsEnv): SequenceLike | null {
  const at = env.token(p.target.tokenUuid);
  if (!at) return null;
  const seq = sequence(env);
  if (p.hit) seq.effect().file(EFFECT_FILES.missileImpact).atLocation(at).scale(0.5).locally();
  else seq.effect().file(EFFECT_FILES.missileMiss).atLocation(at).missed(true).scale(0.5).locally();
  return seq;
}

/** A deleted token, as the deleteToken hook hands it over. */
interface GoneToken {
  hidden?: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  parent?: { grid?: { size?: number } } | null;
  flags?: Record<string, Record<string, unknown> | undefined>;
}

/**
 * A salvo token taken off the map as its salvo reached its target (the GM's own deletion, reason "arrived":
 * src/apps/canvas/salvo-map): its last leg, from where the token stood to the target's token; the explosion or the
 * miss follows from the missiles' own hook.
 */
export function salvoArrivalEffect(token: unknown, options: unknown, env: EffectsEnv): SequenceLike | null {
  if ((options as Record<string, unknown> | null)?.cepheusSalvo !== "arrived") return null;
  const doc = token as GoneToken;
  // a hidden salvo's last leg is the GM's alone to see
  if (doc.hidden && !game.user?.isGM) return null;
  const ref = doc.flags?.["cepheus-space-combat"]?.salvo as { combatId?: string; targetId?: string } | undefined;
  const combat = ref?.combatId ? game.combats?.get(ref.combatId) : undefined;
  const target = ref?.targetId ? combat?.combatants.get(ref.targetId) : undefined;
  const to = env.token((target?.token as { uuid?: string } | null | undefined)?.uuid ?? null);
  if (!to) return null;
  const size = doc.parent?.grid?.size ?? 100;
  const from = { x: doc.x + (doc.width * size) / 2, y: doc.y + (doc.height * size) / 2 };
  const seq = sequence(env);
  seq.effect().file(EFFECT_FILES.missileLaunch).atLocation(from).stretchTo(to).locally();
  return seq;
}

/** Sand (a cloud around the ship) and point defense (fire back towards the attacker); dodges and screens show none. */
export function reactionEffect(p: ReactionPayload, env: EffectsEnv): SequenceLike | null {
  const at = env.token(p.ship.tokenUuid);
  if (!at) return null;
  if (p.reaction === "fireSand") {
    const seq = sequence(env);
    seq.effect().file(EFFECT_FILES.sand).atLocation(at).scale(0.6).locally();
    return seq;
  }
  if (p.reaction === "pointDefense") {
    const towards = env.token(p.attacker?.tokenUuid ?? null);
    if (!towards) return null;
    const seq = sequence(env);
    seq.effect().file(EFFECT_FILES.pointDefense).atLocation(at).stretchTo(towards).missed(!p.success).locally();
    return seq;
  }
  return null;
}

/** A ship destroyed: an explosion on its token. */
export function destroyedEffect(p: StatusPayload, env: EffectsEnv): SequenceLike | null {
  if (p.status !== "destroyed") return null;
  const at = env.token(p.ship.tokenUuid);
  if (!at) return null;
  const seq = sequence(env);
  seq.effect().file(EFFECT_FILES.shipDestroyed).atLocation(at).scale(1.2).locally();
  return seq;
}

/** Build and play; a Sequencer failure is logged, never thrown into the hook. */
export async function play(seq: SequenceLike | null): Promise<boolean> {
  if (!seq) return false;
  try {
    await seq.play();
    return true;
  } catch (err) {
    console.warn("cepheus-space-combat | a weapon effect did not play", err);
    return false;
  }
}
