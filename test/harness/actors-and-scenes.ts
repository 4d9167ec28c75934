// The stand-in's Actor (a world actor, or the synthetic actor of an unlinked token), Item, Folder, Scene and
// TokenDocument; one file because an actor refreshes its tokens' actors and a token builds its synthetic actor
// (test/harness/README.md, "Scenes and tokens", "Folders").
import { TypeDataModel } from "./abstract";
import { Document, permissionError, reportFailure, storedState } from "./document";
import { isV14 } from "./generation";
import { migrateDeletionKeys } from "./operators";
import { Collection, DOCUMENT_OWNERSHIP_LEVELS, runtime, USER_ROLES } from "./runtime";
import { validateModelData, type ModelClass } from "./schema-fields";
import { deepClone, expandObject, mergeObject, type AnyObject } from "./utils";
import { DataModelValidationError } from "./validation";

export class Actor extends Document {
  static override documentName = "Actor";
  declare items: Collection<Document>;
  override canUserModify(user: any, action: "create" | "update" | "delete"): boolean {
    if (user?.isGM) return true;
    if (action === "create") return user?.role >= USER_ROLES.TRUSTED;
    if (action === "delete") return false;
    return this.testUserPermission(user, "OWNER");
  }
  /** A world actor's change shows through in the actors of its unlinked tokens (core: the base actor's update). */
  override _onUpdate(changed: AnyObject, options: AnyObject, userId: string): void {
    super._onUpdate(changed, options, userId);
    if (this.parent) return;
    for (const scene of runtime.game.scenes?.values() ?? [])
      for (const token of (scene as Scene).tokens?.values() ?? [])
        if (token.actorId === this.id && !token.actorLink) token.refreshSynthetic();
  }
  /** Core: a synthetic actor, the actor of an unlinked token. */
  get isToken(): boolean {
    return this.parent instanceof TokenDocument;
  }
  /** Core: the token a synthetic actor belongs to (null for a world actor). */
  get token(): TokenDocument | null {
    return this.parent instanceof TokenDocument ? this.parent : null;
  }
  /** A synthetic actor's owners are its token's, that is its base actor's. */
  override getUserLevel(user: any = runtime.game.user): number {
    return this.parent instanceof TokenDocument ? this.parent.getUserLevel(user) : super.getUserLevel(user);
  }
  /**
   * A synthetic actor's update is written to its token's delta, never to the world actor (core: ActorDelta). The
   * stand-in keeps the whole name and system in the delta, and fires the token's update hooks only (stricter: whether
   * core also fires updateActor for a synthetic actor is not modelled). Its embedded items cannot be changed here.
   */
  override async update(changes: AnyObject = {}, operation: AnyObject = {}): Promise<this | undefined> {
    const token = this.parent;
    if (!(token instanceof TokenDocument)) return super.update(changes, operation);
    const user = runtime.game.user;
    if (!this.canUserModify(user, "update")) throw permissionError(user, "update", this);
    const cls = this.constructor as typeof Document;
    let clean = expandObject(deepClone(changes));
    if (isV14) migrateDeletionKeys(clean);
    if (clean.system && this.system instanceof TypeDataModel)
      (this.system.constructor as unknown as ModelClass).migrateDataSafe(clean.system);
    clean = cls.cleanData({ ...clean, type: this._source.type }, { partial: true }, storedState(this));
    delete clean.type;
    const next = mergeObject(deepClone(this._source), clean, { performDeletions: true });
    const failure = validateModelData(cls as unknown as ModelClass, next);
    if (failure) {
      reportFailure(new DataModelValidationError(failure, `${cls.name} [${this.id}]`), "Actor", "update");
      return undefined;
    }
    if (JSON.stringify(next) === JSON.stringify(this._source)) return undefined;
    const written = await token.update({ delta: { name: next.name, system: next.system } }, operation);
    return written ? this : undefined;
  }
}

/**
 * Core's Folder. BaseFolder's metadata names no permissions of its own, so core's Document defaults apply: creating,
 * changing or deleting a folder takes the ASSISTANT role (test/harness/README.md, "Folders").
 */
export class Folder extends Document {
  static override documentName = "Folder";
  override canUserModify(user: any): boolean {
    return (user?.role ?? 0) >= USER_ROLES.ASSISTANT;
  }
}

export class Item extends Document {
  static override documentName = "Item";
  get actor(): Actor | null {
    return this.parent instanceof Actor ? this.parent : null;
  }
}

export class Scene extends Document {
  static override documentName = "Scene";
  declare tokens: Collection<TokenDocument>;
  declare grid: { type: number; size: number; distance: number; units: string };
}

/**
 * Core's TokenDocument, as far as ships on a scene need it: position, size, disposition, `actorLink`, and `actor`:
 * the world actor when linked, else a synthetic actor built from the base actor and the token's delta (core's
 * ActorDelta; the API page of TokenDocument#actor). The synthetic actor is one object for the token's life: a delta
 * change updates it in place.
 */
export class TokenDocument extends Document {
  static override documentName = "Token";
  declare actorId: string | null;
  declare actorLink: boolean;
  declare x: number;
  declare y: number;
  declare width: number;
  declare height: number;
  declare disposition: number;
  #synthetic: Actor | null = null;

  get baseActor(): Actor | null {
    return (this.actorId && runtime.game.actors.get(this.actorId)) || null;
  }

  get actor(): Actor | null {
    const base = this.baseActor;
    if (!base) return null;
    if (this.actorLink) return base;
    if (!this.#synthetic) {
      const cls = runtime.config.Actor?.documentClass ?? Actor;
      this.#synthetic = new cls(this.#syntheticSource(base), { parent: this });
    }
    return this.#synthetic;
  }

  #syntheticSource(base: Actor): AnyObject {
    return mergeObject(base.toObject(), deepClone(this._source.delta ?? {}), { inplace: false });
  }

  /** Bring the synthetic actor in line with the base actor and the delta (core does it on either's update). */
  refreshSynthetic(): void {
    const base = this.baseActor;
    if (!this.#synthetic || !base || this.actorLink) return;
    const source = this.#syntheticSource(base);
    if (JSON.stringify(this.#synthetic._source) === JSON.stringify(source)) return;
    this.#synthetic._source = source;
    this.#synthetic._initialize();
    this.#synthetic.prepareData();
  }

  override _onUpdate(changed: AnyObject, options: AnyObject, userId: string): void {
    super._onUpdate(changed, options, userId);
    this.refreshSynthetic();
  }

  /** Core: a token's owners are its actor's. */
  override getUserLevel(user: any = runtime.game.user): number {
    if (user?.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return this.baseActor?.getUserLevel(user) ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }
}
