// The tracker's GM dialogs as a chunk of their own (dist/chunks/tracker-dialogs-<hash>.mjs): loaded by the first
// "set range" or "engagement setup" click (./tracker.ts), not at start-up. The dialogs are in ./dialogs.ts; the
// setup they ask for is applied by ./control/setup.ts, which nothing else needs.
export { chooseRange, editSetup } from "./dialogs";
export { applySetup } from "./control/setup";
