// Babele (the module that translates compendia at run time, foundryvtt.com/packages/babele): when it is loaded, the
// system points it at its own translation files, lang/babele/<language>/<system id>.<pack>.json (lang/README.md,
// "Compendia"). Babele then shows the packs' names (and the weapons' descriptions) in the client's language where a
// file exists, and as they are otherwise. Without Babele nothing is loaded and nothing warns.

/** The folder, under the system's own, holding Babele's translation files: one folder per language. */
export const BABELE_DIR = "lang/babele";

/** The one call of Babele's API the system makes (Babele 2.x: `Babele.get().setSystemTranslationsDir(dir)`). */
interface BabeleApi {
  setSystemTranslationsDir(dir: string): void;
}

/**
 * init: when Babele's global is there, tell it where the system's translation files are. A Babele without this method
 * (another version, something else under the name) is left alone: the system's init must not fail for a module.
 */
export function registerBabele(): void {
  const babele = (globalThis as { Babele?: { get?: () => Partial<BabeleApi> | undefined } }).Babele;
  if (typeof babele?.get !== "function") return;
  const api = babele.get();
  if (typeof api?.setSystemTranslationsDir === "function") api.setSystemTranslationsDir(BABELE_DIR);
}
