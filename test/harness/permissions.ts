// Stand-in additions for users' permissions and the clipboard (imported by usdf-runtime.ts for vitest and by the
// browser page, test/browser/entry.ts; it patches the stand-in on import and resets with the world). From the public
// API pages (foundryvtt.com/api/v13):
// - BaseUser#can(action) / #hasPermission(permission): a GM may do everything; a role name ("TRUSTED") is tested
//   with hasRole; a permission ("ACTOR_CREATE") is granted to the roles the world's permission configuration lists
//   (`game.permissions`), which defaults to every role from the permission's `defaultRole` up
//   (CONST.USER_PERMISSIONS; ACTOR_CREATE: ASSISTANT). Only the permissions listed below are known here.
// - game.clipboard (ClipboardHelper): copyPlainText(text) resolves once the text is on the clipboard; the stand-in
//   keeps what was copied in `clipboard.copied`, and `clipboard.fail` makes the next copy reject (browsers refuse
//   clipboard writes without focus or permission).
import { beforeEach } from "vitest";
import { QUERY_PERMISSIONS, USER_ROLES } from "./runtime";
import { User } from "./users";

export const USER_PERMISSIONS = Object.freeze({
  ACTOR_CREATE: { defaultRole: USER_ROLES.ASSISTANT },
  ...QUERY_PERMISSIONS,
}) as Readonly<Record<string, { defaultRole: number }>>;

type AnyRecord = Record<string, any>;
const g = globalThis as AnyRecord;

/** The world's permission configuration: permission → roles allowed (Foundry's game.permissions). */
export function defaultPermissions(): Record<string, number[]> {
  const roles = Object.values(USER_ROLES) as number[];
  return Object.fromEntries(
    Object.entries(USER_PERMISSIONS).map(([k, p]) => [k, roles.filter((r) => r >= p.defaultRole)]),
  );
}

Object.assign(g.CONST, { USER_PERMISSIONS });

const proto = User.prototype as AnyRecord;
proto.hasPermission = function hasPermission(this: User, permission: string): boolean {
  if (this.isGM) return true;
  if (!(permission in USER_PERMISSIONS)) throw new Error(`stand-in: unknown permission ${permission}`);
  return (g.game.permissions?.[permission] ?? []).includes(this.role);
};
proto.can = function can(this: User, action: string): boolean {
  if (this.isGM) return true;
  if (action in USER_ROLES) return this.hasRole(action as keyof typeof USER_ROLES);
  return (this as unknown as AnyRecord).hasPermission(action);
};

export const clipboard = {
  copied: [] as string[],
  fail: null as string | null,
  async copyPlainText(text: string): Promise<void> {
    if (clipboard.fail) {
      const message = clipboard.fail;
      clipboard.fail = null;
      throw new Error(message);
    }
    clipboard.copied.push(text);
  },
};

function reset(): void {
  g.game.permissions = defaultPermissions();
  g.game.clipboard = clipboard;
  clipboard.copied.length = 0;
  clipboard.fail = null;
}

reset();
beforeEach(() => reset());
