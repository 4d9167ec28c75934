// Stand-in for Macro documents and the hotbar (sheets engineer's addition; public API: foundryvtt.com/api/v13
// foundry.documents.Macro, User#assignHotbarMacro, the "hotbarDrop" hook). A Macro has name, type ("script" |
// "chat"), img, command, author, flags; `Macro.create` stores it in `game.macros`; `execute()` of a script macro runs
// its command as an async function with `event` in scope (as Foundry's script macros have `speaker`, `actor`,
// `token`, `character`, `scope` and `event`; only `event` is given here). `user.assignHotbarMacro(macro, slot)`
// records `user.hotbar[slot] = macro.id`. Import this file in a test; it installs what is missing.
import { beforeEach } from "vitest";
import { Collection } from "./runtime";
import { randomID, type AnyObject } from "./utils";

const g = globalThis as any;

export class Macro {
  static documentName = "Macro";
  _id: string;
  name: string;
  type: "script" | "chat";
  img: string;
  command: string;
  author: any;
  flags: AnyObject;

  constructor(data: AnyObject) {
    if (typeof data.name !== "string" || !data.name) throw new Error("Macro validation errors: name: may not be blank");
    if (data.type !== "script" && data.type !== "chat")
      throw new Error(`Macro validation errors: type: ${String(data.type)} is not a valid choice`);
    this._id = data._id ?? randomID();
    this.name = data.name;
    this.type = data.type;
    this.img = data.img ?? "icons/svg/dice-target.svg";
    this.command = data.command ?? "";
    this.author = g.game.users.get(data.author) ?? g.game.user;
    this.flags = data.flags ?? {};
  }

  get id(): string {
    return this._id;
  }

  static get implementation(): typeof Macro {
    return Macro;
  }

  static async create(data: AnyObject): Promise<Macro> {
    const m = new Macro(data);
    g.game.macros.set(m.id, m);
    return m;
  }

  /** Run a script macro: its command as an async function body with `event` in scope. */
  async execute(scope: { event?: unknown } = {}): Promise<unknown> {
    if (this.type !== "script") return undefined;
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor;
    return new AsyncFunction("event", this.command)(scope.event);
  }
}

g.Macro ??= Macro;
g.CONFIG.Macro ??= { documentClass: Macro };
g.game.macros ??= new Collection<Macro>();

const userProto = Object.getPrototypeOf(g.game.users.get(g.game.user?.id) ?? {});
if (userProto && typeof userProto.assignHotbarMacro !== "function") {
  Object.defineProperty(userProto, "assignHotbarMacro", {
    configurable: true,
    value: async function (this: AnyObject, macro: Macro | null, slot: number) {
      if (!Number.isInteger(slot) || slot < 1 || slot > 50) throw new Error(`Invalid Hotbar slot ${slot}`);
      this.hotbar ??= {};
      if (macro) this.hotbar[slot] = macro.id;
      else delete this.hotbar[slot];
      return this;
    },
  });
}

beforeEach(() => g.game.macros.clear());
