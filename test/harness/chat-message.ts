// The stand-in's ChatMessage: its rolls stored as JSON and rebuilt as Rolls (CONFIG.Dice.rolls), its author, and who
// may post or change it (its author, or a GM).
import { Document } from "./document";
import type { CleanOptions, CleanState } from "./fields";
import { DOCUMENT_OWNERSHIP_LEVELS, runtime } from "./runtime";
import type { AnyObject } from "./utils";

export class ChatMessage extends Document {
  static override documentName = "ChatMessage";
  declare author: string | null;
  /** Roll instances rebuilt from the stored JSON (as Foundry does with CONFIG.Dice.rolls). */
  declare rolls: any[];
  override _initialize(options: AnyObject = {}): void {
    super._initialize(options);
    const Roll = runtime.config.Dice?.rolls?.[0];
    const rolls = (this._source.rolls as string[]).map((r) => (Roll ? Roll.fromData(JSON.parse(r)) : JSON.parse(r)));
    Object.defineProperty(this, "rolls", { value: rolls, writable: true, enumerable: true, configurable: true });
  }
  get isAuthor(): boolean {
    return this._source.author === runtime.game.user?.id;
  }
  static override cleanData(source: AnyObject = {}, options: CleanOptions = {}, _state?: CleanState): AnyObject {
    if (Array.isArray(source.rolls))
      source.rolls = source.rolls.map((r: unknown) => (typeof r === "string" ? r : JSON.stringify(r)));
    return super.cleanData(source, options, _state);
  }
  override getUserLevel(user: any = runtime.game.user): number {
    if (user?.isGM || this._source.author === user?.id) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return DOCUMENT_OWNERSHIP_LEVELS.OBSERVER;
  }
  override canUserModify(user: any, action: "create" | "update" | "delete", data: AnyObject = {}): boolean {
    if (user?.isGM) return true;
    if (action === "create") return (data.author ?? this._source.author) === user?.id;
    return this._source.author === user?.id;
  }
}
