// The tracker's GM dialogs as a chunk of their own (dist/chunks/tracker-dialogs-<hash>.mjs): loaded by the first
// "set range" or "engagement setup" click (./tracker.ts), not at start-up. The dialogs are in ./dialogs.ts.
export { chooseRange, editSetup } from "./dialogs";
