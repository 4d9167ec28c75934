// The one way from the main module to the GM's command path (./command-path.ts: running a command with the rules
// engine's executor, building and posting the cards, a card's writes). It is needed only when someone acts, and
// then only on the GM's client, which answers every request asynchronously anyway; so it is a chunk of its own
// (docs/internals.md, "Code loaded on first use") and Foundry loads less at start-up. Nothing else outside
// src/rules imports the executor, ./run-command.ts, ./card-writes.ts or src/chat/cards.ts statically
// (test/bundle/bundle.test.ts checks the built main module). A request that arrives while the chunk loads waits for
// it and runs once. A failed load shows the localised CEPHEUS.CommandPath.LoadFailed to the GM, fails the request
// (the asking user is told `failed`), changes nothing, and the next request tries again. Apps use lazy()
// (src/apps/lazy.ts) for the same; this layer may not import apps.
type CommandPath = typeof import("./command-path");

let pending: Promise<CommandPath> | null = null;

function start(): Promise<CommandPath> {
  return (pending ??= import("./command-path").catch((err: unknown) => {
    pending = null;
    throw err;
  }));
}

/** The GM's command path, loaded on the first call (rejects, with the GM told, when it cannot be loaded). */
export async function loadCommandPath(): Promise<CommandPath> {
  try {
    return await start();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error("cepheus-space-combat | CEPHEUS.CommandPath.LoadFailed:", err);
    ui.notifications?.error(game.i18n?.format("CEPHEUS.CommandPath.LoadFailed", { message }) ?? message);
    throw err;
  }
}

/** Start loading quietly (the GM's client after `ready`), so that the first command does not wait for it. */
export function preloadCommandPath(): void {
  void start().catch(() => undefined);
}
