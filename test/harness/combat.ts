// The stand-in's Combat: core's turn controls (start, next and previous turn and round, the world time between them,
// Reset Initiative, initiative rolls) over the turn bookkeeping of combat-turns.ts (test/harness/README.md, "Combat
// turns").
import { CombatTurns } from "./combat-turns";
import { Hooks } from "./hooks";
import { runtime } from "./runtime";
import type { AnyObject } from "./utils";

/**
 * Core's Combat: its turn bookkeeping (CombatTurns) and the turn controls that move it, which fire `combatStart` /
 * `combatRound` / `combatTurn` before their update, world time advancing by the update's `worldTime.delta`.
 */
export class Combat extends CombatTurns {
  // --- core's turn controls ---

  /**
   * Seconds of world time between two points of the combat: `CONFIG.time.roundTime` per round and `turnTime` per turn
   * passed (a turn of null counts as none; round 0 counts as round 1). Written for the stand-in from the behaviour the
   * v13 API page and foundryvtt/foundryvtt#12018 describe.
   */
  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number {
    const n = this.turns.length;
    const rounds = Math.max(toRound, 1) - Math.max(fromRound, 1);
    const whole = Math.max(rounds - 1, 0) * n;
    let turns: number;
    if (fromRound === toRound) turns = (toTurn ?? 0) - (fromTurn ?? 0);
    else if (fromRound < toRound)
      turns = whole + (toTurn ?? 0) + (fromRound > 0 && fromTurn !== null ? n - fromTurn : 0);
    else
      turns =
        whole - (fromTurn === null ? 0 : fromTurn + 1) - (fromRound > 0 && toTurn !== null ? n - (toTurn + 1) : 0);
    const time = runtime.config.time ?? { roundTime: 0, turnTime: 0 };
    return rounds * time.roundTime + turns * time.turnTime;
  }

  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    Hooks.callAll("combatStart", this, updateData);
    await this.update(updateData);
    return this;
  }

  async nextRound(): Promise<this> {
    let turn: number | null = this.turn === null || this.turns.length === 0 ? null : 0;
    if (this.settings.skipDefeated && turn !== null) {
      turn = this.turns.findIndex((t) => !t.isDefeated);
      if (turn === -1) turn = 0;
    }
    const round = this.round + 1;
    const updateData = { round, turn };
    const updateOptions = { direction: 1, worldTime: { delta: this.getTimeDelta(this.round, this.turn, round, turn) } };
    Hooks.callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  async previousRound(): Promise<this> {
    if (this.round === 0) return this;
    const turn = this.round === 1 || this.turn === null || this.turns.length === 0 ? null : this.turns.length - 1;
    const round = this.round - 1;
    const updateData = { round, turn };
    const updateOptions = {
      direction: -1,
      worldTime: { delta: this.getTimeDelta(this.round, this.turn, round, turn) },
    };
    Hooks.callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  async nextTurn(): Promise<this> {
    if (this.round === 0) return this.nextRound();
    const from = this.turn ?? -1;
    let next: number | null = null;
    if (this.settings.skipDefeated) {
      for (let i = from + 1; i < this.turns.length; i++)
        if (!this.turns[i].isDefeated) {
          next = i;
          break;
        }
    } else next = from + 1;
    if (next === null || next >= this.turns.length) return this.nextRound();
    const updateData = { round: this.round, turn: next };
    const updateOptions = {
      direction: 1,
      worldTime: { delta: this.getTimeDelta(this.round, this.turn, this.round, next) },
    };
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  async previousTurn(): Promise<this> {
    if (this.round === 0) return this;
    if (this.turn === 0 || this.turns.length === 0) return this.previousRound();
    const previous = (this.turn ?? this.turns.length) - 1;
    const updateData = { round: this.round, turn: previous };
    const updateOptions = {
      direction: -1,
      worldTime: { delta: this.getTimeDelta(this.round, this.turn, this.round, previous) },
    };
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /**
   * Core's "Reset Initiative": every initiative cleared in memory, the turns sorted again, then ONE Combat update
   * carrying the whole combatants array (no Combatant hooks, no Combatant operation) and, with `updateTurn` (default),
   * the turn that keeps the current combatant current; `turnEvents: false`.
   */
  async resetAll({ updateTurn = true }: { updateTurn?: boolean } = {}): Promise<this | undefined> {
    const currentId = this.combatant?.id;
    for (const c of this.combatants) c.updateSource({ initiative: null });
    this.setupTurns();
    const update: AnyObject = { combatants: this.combatants.map((c) => c.toObject()) };
    if (updateTurn && currentId) update.turn = this.turns.findIndex((t) => t.id === currentId);
    return this.update(update, { turnEvents: false, diff: false });
  }

  /** Core: roll each owned combatant's initiative, then ONE Combatant update with `turnEvents: false` (and `combatTurn` = the turn unless `updateTurn`). Chat messages are not modelled. */
  async rollInitiative(
    ids: string | string[],
    {
      formula = null,
      updateTurn = true,
    }: { formula?: string | null; updateTurn?: boolean; messageOptions?: AnyObject } = {},
  ): Promise<this> {
    const updates: AnyObject[] = [];
    for (const id of typeof ids === "string" ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = combatant.getInitiativeRoll(formula);
      await roll.evaluate();
      updates.push({ _id: id, initiative: roll.total });
    }
    if (!updates.length) return this;
    const options: AnyObject = { turnEvents: false };
    if (!updateTurn) options.combatTurn = this.turn;
    await this.updateEmbeddedDocuments("Combatant", updates, options);
    return this;
  }

  /** Core: roll for every owned combatant without initiative. */
  async rollAll(options?: AnyObject): Promise<this> {
    return this.rollInitiative(
      this.combatants.filter((c) => c.isOwner && c.initiative === null).map((c) => c.id!),
      options,
    );
  }

  /** Core: roll for every owned non-player combatant without initiative. */
  async rollNPC(options: AnyObject = {}): Promise<this> {
    return this.rollInitiative(
      this.combatants.filter((c) => c.isOwner && c.isNPC && c.initiative === null).map((c) => c.id!),
      options,
    );
  }

  /** Core: one combatant's initiative set by a plain Combatant update. */
  async setInitiative(id: string, value: number | null): Promise<void> {
    await this.combatants.get(id, { strict: true })!.update({ initiative: value });
  }
}
