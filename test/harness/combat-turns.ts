// The stand-in's Combat turn bookkeeping (CombatTurns, which combat.ts's Combat extends) and the Combatant, whose
// create, update and delete operations carry the `combatTurn` that bookkeeping takes; one file because each reads the
// other (test/harness/README.md, "Combat turns", "Permissions of Combat and Combatant").
import type { Actor, Scene, TokenDocument } from "./actors-and-scenes";
import { Document } from "./document";
import { Hooks } from "./hooks";
import { Collection, DOCUMENT_OWNERSHIP_LEVELS, runtime } from "./runtime";
import type { User } from "./users";
import { deepClone, mergeObject, type AnyObject } from "./utils";

/** One moment of a combat, as core records it to tell whether the turn changed (`Combat#current` / `#previous`). */
export interface CombatHistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

/**
 * Core's turn bookkeeping, v13 (test/harness/README.md, "Combat turns", lists each behaviour with its public source):
 * `turns` is a cached, sorted array, sorted again only by `setupTurns()`; `setupTurns()` turns a `turn` past the end
 * into turn 0 of the next round (in memory, on every client); a Combatant create/update/delete operation carries a
 * `combatTurn` that the Combat takes. The turn controls that move it are combat.ts's Combat, which extends this.
 */
export class CombatTurns extends Document {
  static override documentName = "Combat";
  declare combatants: Collection<Combatant>;
  declare round: number;
  declare turn: number | null;
  /** core: the Scene document the encounter belongs to, or null */
  declare scene: Scene | null;
  /** the combatants in turn order, as last sorted by setupTurns() (not re-sorted when initiatives or the sort change) */
  declare turns: Combatant[];
  declare current: CombatHistoryData;
  declare previous: CombatHistoryData | undefined;

  constructor(data: AnyObject = {}, options: AnyObject = {}) {
    super(data, options);
    this.turns ??= [];
    this.current ??= this._getCurrentState();
  }

  /** The combatant whose turn it is: `turns[turn]` (undefined when the turn points past the cached turns). */
  get combatant(): Combatant | null | undefined {
    return this.turn !== null ? this.turns[this.turn] : null;
  }
  get nextCombatant(): Combatant | undefined {
    if (this.turn === this.turns.length - 1) return this.turns[0];
    return this.turns[(this.turn ?? -1) + 1];
  }
  /** Core: a combat has started once its round is above 0. */
  get started(): boolean {
    return this.round > 0;
  }
  /** Core's combat tracker settings (`core.combatTrackerConfig`). */
  get settings(): { skipDefeated: boolean } {
    return combatTrackerConfig;
  }

  /**
   * Core's BaseCombat update rule (test/harness/README.md, "Permissions of Combat and Combatant"): a GM anything; a
   * player only `round`, `turn` and `combatants`, the round and turn whenever the base `_canChangeRound` /
   * `_canChangeTurn` allow (always: a system's client subclass is not what the server asks), each combatant change as
   * that Combatant's own update rule allows. Creating and deleting combats: GM only (stricter).
   */
  override canUserModify(user: any, action: "create" | "update" | "delete" = "update", data: AnyObject = {}): boolean {
    if (user?.isGM) return true;
    if (action !== "update") return false;
    const turnOnly = ["_id", "round", "turn", "combatants"];
    if (Object.keys(data).some((k) => !turnOnly.includes(k))) return false;
    if ("combatants" in data) {
      if (!Array.isArray(data.combatants)) return false;
      for (const { _id, ...change } of data.combatants as AnyObject[]) {
        const c = this.combatants.get(_id);
        if (!c || !c.canUserModify(user, "update", change)) return false;
      }
    }
    return true;
  }
  override getUserLevel(user: any = runtime.game.user): number {
    return user?.isGM ? DOCUMENT_OWNERSHIP_LEVELS.OWNER : DOCUMENT_OWNERSHIP_LEVELS.OBSERVER;
  }

  /** Core: the turns are set up once, when the combat is first prepared with combatants (world load included). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    if (this.combatants.size && !this.turns?.length) this.setupTurns();
  }

  /**
   * Sort the combatants into `turns` with `_sortCombatants` (passed to sort unbound, as core does) and bring the
   * turn into range: below 0 becomes 0; at or past the end becomes 0 of the NEXT round. Only the in-memory `turn`
   * and `round` change (the stored source keeps its values until the next write).
   */
  setupTurns(): Combatant[] {
    const sorted = this.combatants.contents.sort(this._sortCombatants);
    if (this.turn !== null) {
      if (this.turn < 0) this.turn = 0;
      else if (this.turn >= sorted.length) {
        this.turn = 0;
        this.round++;
      }
    }
    this.turns = sorted;
    this.current = this._getCurrentState(this.turn === null ? undefined : sorted[this.turn]);
    this.previous ??= this.current;
    return sorted;
  }

  /** Core's default order: initiative high to low (none last), ties by id. */
  _sortCombatants(a: Combatant, b: Combatant): number {
    const ia = typeof a.initiative === "number" ? a.initiative : -Infinity;
    const ib = typeof b.initiative === "number" ? b.initiative : -Infinity;
    return ib - ia || (a.id! > b.id! ? 1 : -1);
  }

  _getCurrentState(combatant?: Combatant | null): CombatHistoryData {
    const c = combatant ?? this.combatant;
    return {
      round: this.round,
      turn: this.turn ?? null,
      combatantId: c?.id ?? null,
      tokenId: (c as AnyObject | undefined)?.tokenId ?? null,
    };
  }

  /** Store the prior state as `previous`; whether the round, the turn or the current combatant changed. */
  protected _recordPreviousState(prior: CombatHistoryData): boolean {
    const { round, turn, combatantId } = this.current;
    const changed = combatantId !== prior.combatantId || round !== prior.round || turn !== prior.turn;
    this.previous = { ...prior };
    return changed;
  }

  /** Core's turn events: on every client the `combatTurnChange` hook (the active GM's _onStartTurn etc. are not modelled). */
  async _manageTurnEvents(): Promise<void> {
    if (!this.started) return;
    Hooks.callAll("combatTurnChange", this, this.previous, this.current);
  }

  override _onUpdate(changed: AnyObject, options: AnyObject, userId: string): void {
    super._onUpdate(changed, options, userId);
    const prior = deepClone(this.current);
    if ("combatants" in changed) this.setupTurns();
    else this.current = this._getCurrentState();
    if (this._recordPreviousState(prior) && options.turnEvents !== false) void this._manageTurnEvents();
  }

  /** A combatant operation: take its `combatTurn` (a number) as the turn, sort the turns again, then turn events. */
  protected _onModifyCombatants(options: AnyObject): void {
    const prior = deepClone(this.current);
    if (typeof options.combatTurn === "number") this.updateSource({ turn: options.combatTurn });
    this.setupTurns();
    if (this._recordPreviousState(prior) && options.turnEvents !== false) void this._manageTurnEvents();
  }
  override _onCreateDescendantDocuments(
    parent: Document,
    collection: string,
    documents: Document[],
    data: AnyObject[],
    options: AnyObject,
    userId: string,
  ): void {
    super._onCreateDescendantDocuments(parent, collection, documents, data, options, userId);
    if (collection === "combatants") this._onModifyCombatants(options);
  }
  override _onUpdateDescendantDocuments(
    parent: Document,
    collection: string,
    documents: Document[],
    changes: AnyObject[],
    options: AnyObject,
    userId: string,
  ): void {
    super._onUpdateDescendantDocuments(parent, collection, documents, changes, options, userId);
    if (collection === "combatants") this._onModifyCombatants(options);
  }
  override _onDeleteDescendantDocuments(
    parent: Document,
    collection: string,
    documents: Document[],
    ids: string[],
    options: AnyObject,
    userId: string,
  ): void {
    super._onDeleteDescendantDocuments(parent, collection, documents, ids, options, userId);
    if (collection === "combatants") this._onModifyCombatants(options);
  }
}

/** Core's combat tracker settings (`core.combatTrackerConfig`), as far as the turn bookkeeping reads them. */
export const combatTrackerConfig = { skipDefeated: false };

/**
 * The turn order a combat would have after an operation on its combatants: a copy of the combat whose combatants'
 * sources are changed by `change`, its turns set up. (Core works it out on a clone of the combat the same way.)
 */
function turnsAfter(combat: CombatTurns, change: (sources: AnyObject[]) => AnyObject[]): Combatant[] {
  const source = combat.toObject();
  source.combatants = change(source.combatants as AnyObject[]);
  const Cls = combat.constructor as new (data: AnyObject) => CombatTurns;
  return new Cls(source).setupTurns();
}

export class Combatant extends Document {
  static override documentName = "Combatant";
  declare actorId: string | null;
  declare initiative: number | null;
  declare defeated: boolean;
  get combat(): CombatTurns | null {
    return this.parent instanceof CombatTurns ? this.parent : null;
  }
  /** Core: the token this combatant stands for, on its scene (or the combat's). */
  get token(): TokenDocument | null {
    const tokenId = (this as AnyObject).tokenId as string | null;
    if (!tokenId) return null;
    const sceneId = (this as AnyObject).sceneId as string | null;
    const scene = (sceneId ? runtime.game.scenes?.get(sceneId) : this.combat?.scene) as Scene | null | undefined;
    return (scene?.tokens?.get(tokenId) as TokenDocument | undefined) ?? null;
  }
  /** Core: the token's actor (an unlinked token's synthetic actor), else the world actor. */
  get actor(): Actor | null {
    const token = this.token as { actor?: Actor | null } | null;
    if (token && "actor" in token) return token.actor ?? null;
    return (this.actorId && runtime.game.actors.get(this.actorId)) || null;
  }
  /** Core: defeated when marked so (the defeated status effect is not modelled). */
  get isDefeated(): boolean {
    return !!this.defeated;
  }
  /** Core: no actor, or no player owns it. */
  get isNPC(): boolean {
    const actor = this.actor;
    return !actor || !runtime.game.users.some((u: User) => !u.isGM && actor.testUserPermission(u, "OWNER"));
  }
  /** A combatant's owners are its actor's owners. */
  override getUserLevel(user: any = runtime.game.user): number {
    if (user?.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return this.actor?.getUserLevel(user) ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }
  /**
   * Core's BaseCombatant rule (test/harness/README.md, "Permissions of Combat and Combatant"): the owners of its actor
   * may create and delete it, and update `initiative`, `flags`, `defeated` and `system`; everything else is the GM's.
   */
  override canUserModify(user: any, action: "create" | "update" | "delete", data: AnyObject = {}): boolean {
    if (user?.isGM) return true;
    if (!this.testUserPermission(user, "OWNER")) return false;
    if (action !== "update") return true;
    const allowed = ["_id", "initiative", "flags", "defeated", "system"];
    return Object.keys(data).every((k) => allowed.includes(k));
  }

  /** Core: the initiative Roll (the formula given, else CONFIG.Combat.initiative.formula, else the system's). */
  getInitiativeRoll(formula?: string | null): any {
    const Roll = runtime.config.Dice.rolls[0];
    const f = formula || runtime.config.Combat?.initiative?.formula || runtime.game.system?.initiative || "1d20";
    return new Roll(String(f), this.actor?.getRollData() ?? {});
  }
  /** Core: roll, then a plain update of `initiative`. */
  async rollInitiative(formula?: string): Promise<this | undefined> {
    const roll = this.getInitiativeRoll(formula);
    await roll.evaluate();
    return this.update({ initiative: roll.total });
  }

  /**
   * Core, v13: creating combatants while one is current keeps it current. The operation's `combatTurn` becomes its
   * place in the new order, and `turnEvents` false (whatever the caller passed).
   */
  static override async _preCreateOperation(documents: Document[], operation: AnyObject): Promise<void> {
    const combat = operation.parent as CombatTurns | undefined;
    const current = combat?.combatant;
    if (!combat || !current) return;
    const turns = turnsAfter(combat, (sources) => [...sources, ...documents.map((d) => d.toObject())]);
    operation.combatTurn = Math.max(
      turns.findIndex((t) => t.id === current.id),
      0,
    );
    operation.turnEvents = false;
  }

  /**
   * Core, v13: an update while a combatant is current keeps it current unless the caller gave a `combatTurn`: the
   * order after the update is worked out and `combatTurn` set to the current combatant's place in it, with
   * `turnEvents` false — even when the caller passed `turnEvents: false` alone (foundryvtt/foundryvtt#12990).
   */
  static override async _preUpdateOperation(_documents: Document[], operation: AnyObject): Promise<void> {
    const combat = operation.parent as CombatTurns | undefined;
    const current = combat?.combatant;
    if (!combat || !current || operation.combatTurn !== undefined) return;
    const byId = new Map<string, AnyObject>((operation.updates as AnyObject[]).map((u) => [u._id, u]));
    const turns = turnsAfter(combat, (sources) =>
      sources.map((s) =>
        byId.has(s._id) ? mergeObject(s, byId.get(s._id)!, { inplace: false, performDeletions: true }) : s,
      ),
    );
    operation.combatTurn = Math.max(
      turns.findIndex((t) => t.id === current.id),
      0,
    );
    operation.turnEvents = false;
  }

  /**
   * Core, v13: deleting combatants while one is current. When the current one stays, it stays current
   * (`turnEvents` false). When it is deleted, the turn goes to the next surviving combatant in the old order, with
   * turn events (foundryvtt/foundryvtt#12009, #12709). With none after it, v13.351 sets no turn at all: the stored
   * turn then points past the end and `setupTurns` makes it turn 0 of the NEXT round, in memory, with turn events
   * (test/harness/README.md, "Combat turns"). Defeated combatants do not count as survivors when the tracker skips
   * them.
   */
  static override async _preDeleteOperation(_documents: Document[], operation: AnyObject): Promise<void> {
    const combat = operation.parent as CombatTurns | undefined;
    const current = combat?.combatant;
    if (!combat || !current) return;
    const ids = operation.ids as string[];
    const turns = turnsAfter(combat, (sources) => sources.filter((s) => !ids.includes(s._id)));
    if (!ids.includes(current.id!)) {
      operation.combatTurn = Math.max(
        turns.findIndex((t) => t.id === current.id),
        0,
      );
      operation.turnEvents = false;
      return;
    }
    const at = combat.turn ?? 0;
    const survives = (t: Combatant) => !ids.includes(t.id!) && !(combat.settings.skipDefeated && t.isDefeated);
    const after = combat.turns.find((t, i) => i >= at && survives(t));
    if (!after) return;
    operation.combatTurn = turns.findIndex((t) => t.id === after.id);
    operation.turnEvents = true;
  }
}
