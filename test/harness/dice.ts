// Stand-in for Foundry's Roll (public API: foundryvtt.com/api/v13/classes/foundry.dice.Roll.html), limited to
// what the SRD needs: sums of NdM dice terms, numbers and @data references, with + and −. Die results come
// from CONFIG.Dice.randomUniform, as in Foundry; tests script exact faces (`scriptFaces`) or seed it.
import { getProperty, type AnyObject } from "./utils";

export interface DieResult {
  result: number;
  active: boolean;
}

interface Term {
  sign: 1 | -1;
  number?: number;
  faces?: number;
  constant?: number;
  results?: DieResult[];
}

export const diceControl = {
  /** faces still scripted (consumed first) */
  queue: [] as number[],
  /** every face handed out, for assertions */
  rolled: [] as { faces: number; result: number }[],
  seed: 1,
};

/** mulberry32, so unscripted tests are reproducible */
export function seededUniform(): number {
  let t = (diceControl.seed = (diceControl.seed + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function nextFace(faces: number): number {
  let result: number;
  if (diceControl.queue.length) {
    result = diceControl.queue.shift()!;
    if (!Number.isInteger(result) || result < 1 || result > faces)
      throw new Error(`scripted face ${result} impossible on a d${faces}`);
  } else {
    const uniform = (globalThis as any).CONFIG?.Dice?.randomUniform ?? seededUniform;
    result = Math.max(1, Math.ceil(uniform() * faces));
  }
  diceControl.rolled.push({ faces, result });
  return result;
}

const TERM = /^(?:(\d*)[dD](\d+)|(\d+(?:\.\d+)?)|@([\w.]+))$/;

export class Roll {
  formula: string;
  data: AnyObject;
  options: AnyObject;
  terms: Term[] = [];
  _evaluated = false;
  _total?: number;

  constructor(formula: string, data: AnyObject = {}, options: AnyObject = {}) {
    this.data = data;
    this.options = options;
    this.formula = formula.replace(/\s+/g, "");
    this.terms = Roll.parse(this.formula, data);
  }

  static parse(formula: string, data: AnyObject = {}): Term[] {
    const compact = formula.replace(/\s+/g, "");
    if (!compact) throw new Error("Unable to parse an empty roll formula");
    const parts = compact.match(/[+-]?[^+-]+/g) ?? [];
    if (parts.join("") !== compact) throw new Error(`Unable to parse roll formula "${formula}"`);
    return parts.map((part) => {
      const sign: 1 | -1 = part.startsWith("-") ? -1 : 1;
      const body = part.replace(/^[+-]/, "");
      const m = TERM.exec(body);
      if (!m) throw new Error(`Unable to parse roll formula "${formula}": unknown term "${body}"`);
      if (m[2]) return { sign, number: m[1] ? Number(m[1]) : 1, faces: Number(m[2]) };
      if (m[3]) return { sign, constant: Number(m[3]) };
      const v = Number(getProperty(data, m[4]));
      if (!Number.isFinite(v)) throw new Error(`Unable to parse roll formula "${formula}": @${m[4]} is not a number`);
      return { sign, constant: v };
    });
  }

  static validate(formula: string): boolean {
    try {
      Roll.parse(formula);
      return true;
    } catch {
      return false;
    }
  }

  async evaluate(): Promise<this> {
    return this.evaluateSync();
  }

  evaluateSync(): this {
    if (this._evaluated) throw new Error("This Roll has already been evaluated");
    let total = 0;
    for (const t of this.terms) {
      if (t.faces) {
        t.results = Array.from({ length: t.number! }, () => ({ result: nextFace(t.faces!), active: true }));
        total += t.sign * t.results.reduce((s, r) => s + r.result, 0);
      } else total += t.sign * t.constant!;
    }
    this._total = total;
    this._evaluated = true;
    return this;
  }

  get total(): number | undefined {
    return this._total;
  }

  get dice(): { number: number; faces: number; results: DieResult[]; total: number }[] {
    return this.terms
      .filter((t) => t.faces)
      .map((t) => ({
        number: t.number!,
        faces: t.faces!,
        results: t.results ?? [],
        total: (t.results ?? []).reduce((s, r) => s + r.result, 0),
      }));
  }

  get isDeterministic(): boolean {
    return this.terms.every((t) => !t.faces);
  }

  toJSON(): AnyObject {
    return {
      class: "Roll",
      formula: this.formula,
      options: this.options,
      terms: this.terms,
      total: this._total,
      evaluated: this._evaluated,
    };
  }

  static fromData(data: AnyObject): Roll {
    const roll = new Roll(data.formula, {}, data.options ?? {});
    roll.terms = data.terms ?? roll.terms;
    roll._total = data.total;
    roll._evaluated = !!data.evaluated;
    return roll;
  }
}
