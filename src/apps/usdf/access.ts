// Who may import, and the translator the USDF views use. Small and free of the parser: the main module needs these
// for the Actors directory button and the sheet's header controls before the USDF chunk (./usdf.ts) is loaded.
import type { Translator } from "./preview";

export const translator = (): Translator => {
  const i18n = game.i18n!;
  return {
    localize: (k) => i18n.localize(k),
    format: (k, d) => i18n.format(k, d as Record<string, string>),
    has: (k) => i18n.has(k),
  };
};

/** May this user create actors (Foundry's ACTOR_CREATE permission)? */
export function canImport(user: User.Implementation | null | undefined = game.user): boolean {
  return !!user?.can("ACTOR_CREATE");
}
