// The system's id (system.json `id`) and the paths derived from it: the namespace of its settings, flags, queries,
// hooks and compendiums, and where Foundry serves its files. Every other module takes them from here.
export const SYSTEM_ID = "cepheus-space-combat";

/** Where Foundry serves the system's files (system.json's folder). */
export const SYSTEM_PATH = `systems/${SYSTEM_ID}` as const;

/** The path Foundry loads a template by, from its path under templates/ ("chat/card.hbs"). */
export function templatePath<P extends string>(path: P): `${typeof SYSTEM_PATH}/templates/${P}` {
  return `${SYSTEM_PATH}/templates/${path}`;
}
