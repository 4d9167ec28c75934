// The one way from the main module to the GM's command path (./command-path.ts: running a command with the rules
// engine's executor, building and posting the cards, a card's writes). It is needed only when someone acts, and
// then only on the GM's client, which answers every request asynchronously anyway; so it is a chunk of its own
// (docs/internals.md, "Code loaded on first use") and Foundry loads less at start-up. Nothing else outside
// src/rules imports the executor, ./run-command.ts, ./card-writes.ts or src/chat/cards.ts statically
// (test/bundle/seam.test.ts reads the import graph). A request that arrives while the chunk loads waits for it and
// runs once. A failed load shows the localised CEPHEUS.CommandPath.LoadFailed to the GM and resolves null: the
// caller refuses (the asking user is told `failed`) and changes nothing, and the next request tries again.
import { lazy } from "../base/lazy";

export const loadCommandPath = lazy(() => import("./command-path"), "CEPHEUS.CommandPath.LoadFailed");
