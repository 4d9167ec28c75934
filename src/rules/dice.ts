// The one way randomness enters the rules. A rules procedure is a generator that *asks* for dice
// (yields a DiceRequest) and is *answered* with the total. Tests drive it synchronously with a scripted
// or seeded source; Foundry drives it asynchronously with real Roll objects (see src/dice/).

/** Why the dice are rolled: chat cards group and label rolls by purpose. */
export type DicePurpose =
  | "check"
  | "initiative"
  | "damage"
  | "location"
  | "crewDamage"
  | "crewDice"
  | "missileToHit"
  | "missileDamage"
  | "sand"
  | "screens"
  | "repair"
  | "percent"
  | "random"
  | "collision";

export interface DiceRequest {
  /** number of six-sided dice (the SRD uses only D6) */
  dice: number;
  /** for "random" picks (a random turret, a random crew member): the number of choices, answered 1..sides */
  sides?: number;
  purpose: DicePurpose;
  /** free text for logs and chat flavour, e.g. "attack: turret 2 beam laser" */
  label?: string;
}

/** A rules procedure needing dice: yields requests, receives each total, returns T. */
export type Rolling<T> = Generator<DiceRequest, T, number>;

/** A synchronous answer to dice requests. */
export interface DiceSource {
  roll(request: DiceRequest): number;
}

/** `2D6`-style formula of a request; "1dN" for random picks. */
export function formulaOf(request: DiceRequest): string {
  return request.sides ? `1d${request.sides}` : `${request.dice}d6`;
}

/** Helper for procedures: `const total = yield* roll(2, "check")`. */
export function* roll(dice: number, purpose: DicePurpose, label?: string): Rolling<number> {
  return yield { dice, purpose, label };
}

/** Helper for procedures: a uniformly random index 0..n-1. */
export function* pick(n: number, label?: string): Rolling<number> {
  if (n <= 1) return 0;
  const r = yield { dice: 1, sides: n, purpose: "random", label };
  return Math.min(n, Math.max(1, r)) - 1;
}

/** Run a procedure to the end with a synchronous source. */
export function runSync<T>(proc: Rolling<T>, source: DiceSource): T {
  let step = proc.next();
  while (!step.done) step = proc.next(source.roll(step.value));
  return step.value;
}

/** Run a procedure to the end with an asynchronous answerer (Foundry Rolls, manual dice entry). */
export async function runAsync<T>(proc: Rolling<T>, answer: (request: DiceRequest) => Promise<number>): Promise<T> {
  let step = proc.next();
  while (!step.done) step = proc.next(await answer(step.value));
  return step.value;
}

/** Deterministic PRNG (mulberry32): same seed, same dice. */
export function seededSource(seed: number): DiceSource & { next(): number } {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    roll(request) {
      if (request.sides) return 1 + Math.floor(next() * request.sides);
      let total = 0;
      for (let i = 0; i < request.dice; i++) total += 1 + Math.floor(next() * 6);
      return total;
    },
  };
}

/** Answers with the given totals in order; throws when the script runs out or a total is impossible. */
export function scriptedSource(totals: readonly number[]): DiceSource & { remaining(): number; log: DiceRequest[] } {
  let i = 0;
  const log: DiceRequest[] = [];
  return {
    log,
    remaining: () => totals.length - i,
    roll(request) {
      if (i >= totals.length) throw new Error(`dice script exhausted at request ${i + 1} (${formulaOf(request)} ${request.purpose})`);
      const total = totals[i++];
      const [lo, hi] = request.sides ? [1, request.sides] : [request.dice, request.dice * 6];
      if (!Number.isInteger(total) || total < lo || total > hi)
        throw new Error(`scripted total ${total} impossible for ${formulaOf(request)} (${request.purpose})`);
      log.push(request);
      return total;
    },
  };
}
