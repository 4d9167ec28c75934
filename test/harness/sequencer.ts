// A stand-in of the Sequencer module's public API, written only from its documentation
// (fantasycalendar/FoundryVTT-Sequencer, commit 39299b14, docs/api/home.md and docs/api/effect.md): a `Sequence`
// global (`new Sequence({ moduleName, softFail })`), whose `.effect()` starts an effect section; a section's methods
// return the section, `.effect()` on it starts the next one, and `.play()` plays the whole sequence. Only the methods
// the system uses exist here (calling any other is a TypeError, as a misspelt one would be in Sequencer). Stricter
// than Sequencer: `.file()` accepts only the JB2A database paths present in both JB2A modules' databases
// (Jules-Bens-Aa/jb2a-databases, commit 4ec55220, JB2A_DnD5e and jb2a_patreon json/database-paths.json), a path
// whose entries end in `.05ft`…`.90ft` given without that end (docs/api/effect.md, "File": Sequencer then picks the
// length for the distance); `.atLocation()` and `.stretchTo()` take a token placeable (an object with a `document`)
// or `{x, y}` (docs/api/effect.md, "At Location", "Stretch To"), nothing else.
//
// Also: `game.modules` with the given modules active (Foundry's `game.modules`, a Collection of packages with
// `active`), and `canvas.scene` (the viewed scene) with a placeable for each of its tokens (`TokenDocument#object`).

/** JB2A database paths the stand-in knows (each checked in both databases at the commit above). */
export const JB2A_PATHS = new Set([
  "jb2a.lasershot.red",
  "jb2a.lasershot.blue",
  "jb2a.lasershot.orange",
  "jb2a.lasershot.green",
  "jb2a.energy_beam.normal.bluepink.02",
  "jb2a.bullet.02.orange",
  "jb2a.bullet.03.blue",
  "jb2a.explosion.01.orange",
  "jb2a.explosion.08.orange",
  "jb2a.impact.005.orange",
  "jb2a.ambient_fog.001.complete.small.white",
]);

export interface EffectRecord {
  file?: string;
  atLocation?: unknown;
  stretchTo?: unknown;
  missed?: boolean;
  delay?: number;
  scale?: number;
  locally?: boolean;
}

export interface PlayedSequence {
  moduleName?: string;
  softFail?: boolean;
  effects: EffectRecord[];
}

/** Every sequence played, in order. */
export const played: PlayedSequence[] = [];
/** Sequences constructed (played or not). */
export const constructed: PlayedSequence[] = [];

function isLocation(v: unknown): boolean {
  if (!v || typeof v !== "object") return false;
  const o = v as { document?: unknown; x?: unknown; y?: unknown };
  return !!o.document || (typeof o.x === "number" && typeof o.y === "number");
}

class EffectSection {
  constructor(
    private readonly seq: SequenceStandIn,
    private readonly record: EffectRecord,
  ) {}
  file(path: string): this {
    if (typeof path !== "string" || !JB2A_PATHS.has(path))
      throw new Error(`Sequencer stand-in: no database entry "${path}"`);
    this.record.file = path;
    return this;
  }
  atLocation(target: unknown): this {
    if (!isLocation(target)) throw new TypeError("Sequencer stand-in: atLocation takes a placeable or {x, y}");
    this.record.atLocation = target;
    return this;
  }
  stretchTo(target: unknown): this {
    if (!isLocation(target)) throw new TypeError("Sequencer stand-in: stretchTo takes a placeable or {x, y}");
    this.record.stretchTo = target;
    return this;
  }
  missed(missed = true): this {
    this.record.missed = !!missed;
    return this;
  }
  delay(ms: number): this {
    this.record.delay = ms;
    return this;
  }
  scale(scale: number): this {
    this.record.scale = scale;
    return this;
  }
  locally(locally = true): this {
    this.record.locally = !!locally;
    return this;
  }
  effect(): EffectSection {
    return this.seq.effect();
  }
  play(): Promise<SequenceStandIn> {
    return this.seq.play();
  }
}

export class SequenceStandIn {
  readonly data: PlayedSequence;
  constructor(options: { moduleName?: string; softFail?: boolean } = {}) {
    this.data = { moduleName: options.moduleName, softFail: options.softFail, effects: [] };
    constructed.push(this.data);
  }
  effect(): EffectSection {
    const record: EffectRecord = {};
    this.data.effects.push(record);
    return new EffectSection(this, record);
  }
  async play(): Promise<this> {
    for (const e of this.data.effects)
      if (!e.file || !e.atLocation) throw new Error("Sequencer stand-in: an effect needs a file and a location");
    played.push(this.data);
    return this;
  }
}

const g = globalThis as unknown as { Sequence?: unknown; canvas?: unknown; game: { modules?: unknown } };

/** Install Sequencer's global, the active modules and a viewed scene whose tokens have placeables. */
export function installSequencer(options: {
  modules: string[];
  scene: { id: string | null; tokens: Iterable<object> } | null;
}): void {
  played.length = 0;
  constructed.length = 0;
  g.Sequence = SequenceStandIn;
  const active = new Set(options.modules);
  g.game.modules = { get: (id: string) => (active.has(id) ? { id, active: true } : undefined) };
  g.canvas = { scene: options.scene ? { id: options.scene.id } : null };
  if (options.scene)
    for (const token of options.scene.tokens)
      Object.defineProperty(token, "object", { value: { document: token }, configurable: true });
}

/** Take it all away again. */
export function uninstallSequencer(): void {
  delete g.Sequence;
  delete g.game.modules;
  delete g.canvas;
  played.length = 0;
  constructed.length = 0;
}
