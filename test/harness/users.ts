// The stand-in's User (core's BaseUser permission rule, permissions, queries to each of a user's clients) and the
// Users collection (`activeGM`, `players`) (test/harness/README.md, "Users and queries").
import { Document } from "./document";
import { Collection, QUERY_PERMISSIONS, runtime, USER_ROLES } from "./runtime";
import type { AnyObject } from "./utils";

export class User extends Document {
  static override documentName = "User";
  declare role: number;
  /** test control: whether the user is connected */
  active = true;
  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }
  get isSelf(): boolean {
    return runtime.game.user?.id === this.id;
  }
  hasRole(role: number | keyof typeof USER_ROLES): boolean {
    return this.role >= (typeof role === "number" ? role : USER_ROLES[role]);
  }
  /**
   * Core's BaseUser rules (server side): a full GM may do anything; a banned user nothing; below Assistant a user
   * may update only themselves and never their name, role or permissions; Assistants may update others. Creating
   * and deleting users is left to full GMs here (stricter than core for Assistants creating users).
   */
  override canUserModify(user: any, action: "create" | "update" | "delete", data: AnyObject = {}): boolean {
    if (user?.role === USER_ROLES.GAMEMASTER) return true;
    if (!user || user.role === USER_ROLES.NONE || action !== "update") return false;
    const restricted = ["permissions", ...(user.role < USER_ROLES.ASSISTANT ? ["name", "role"] : [])];
    if (restricted.some((k) => k in data)) return false;
    return user.role >= USER_ROLES.ASSISTANT || user.id === this.id;
  }
  /**
   * The world's permission configuration (`game.permissions`: permission → roles), else core's default role; a GM
   * has every permission.
   */
  hasPermission(permission: string): boolean {
    if (this.isGM) return true;
    const roles = runtime.game.permissions?.[permission];
    if (Array.isArray(roles)) return roles.includes(this.role);
    const known = QUERY_PERMISSIONS[permission];
    if (!known) throw new Error(`stand-in: unknown permission ${permission}`);
    return this.role >= known.defaultRole;
  }
  /**
   * Ask this user's clients to run `CONFIG.queries[name]`. The asker needs the QUERY_USER permission; core sends the
   * query to every client (socket) of the target user, and the stand-in resolves with the first answer (a later one is
   * dropped). Each client runs its handler with `game.user` set to this user, data and result go through JSON (they
   * cross a socket), and queries to an inactive user, to oneself, or for an unregistered name are refused.
   */
  async query(queryName: string, queryData: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    const asker = runtime.game.user;
    if (asker && !asker.hasPermission("QUERY_USER")) throw new Error(`User ${asker.name} lacks permission QUERY_USER`);
    if (!this.active) throw new Error(`User ${this.name} is not connected`);
    if (this.isSelf) throw new Error("The stand-in refuses a query to oneself: call the handler directly (isSelf)");
    const clients = runtime.clients.get(this.id!) ?? { main: true, tables: [] };
    const tables = [...(clients.main ? [runtime.config.queries] : []), ...clients.tables];
    const handlers = tables.map((t) => t?.[queryName]).filter((h) => typeof h === "function");
    if (!handlers.length) throw new Error(`Query "${queryName}" is not registered`);
    const payload = queryData === undefined ? undefined : JSON.stringify(queryData);
    const answers = handlers.map((handler) =>
      runtime.runAs(this, async () => {
        const result = await handler(payload === undefined ? undefined : JSON.parse(payload), { timeout });
        return result === undefined ? undefined : JSON.parse(JSON.stringify(result));
      }),
    );
    return Promise.race(answers);
  }
}

export class Users extends Collection<User> {
  /**
   * One connected GM, a full Gamemaster if possible, else an Assistant GM (the highest role first, then the lowest
   * id), as the v13 API page of `Users#activeGM` describes it ("non-assistant if possible").
   */
  get activeGM(): User | null {
    const gms = this.filter((u) => u.active && u.isGM).sort((a, b) => b.role - a.role || (a.id! < b.id! ? -1 : 1));
    return gms[0] ?? null;
  }
  get players(): User[] {
    return this.filter((u) => !u.isGM);
  }
}
