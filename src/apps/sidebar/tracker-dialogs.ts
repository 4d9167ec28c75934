// What the tracker's controls open, as a chunk of their own (dist/chunks/tracker-dialogs-<hash>.mjs): loaded by the
// first "set range", "engagement setup" or "damage card waiting" click (./tracker.ts), not at start-up. The dialogs
// are in ./dialogs.ts; the setup they ask for is applied by ./control/setup.ts, which nothing else needs; the flag's
// way to its card in the chat log is ../chat/show-card.ts.
export { chooseRange, editSetup } from "./dialogs";
export { applySetup } from "./control/setup";
export { showCardInChat } from "../chat/show-card";
