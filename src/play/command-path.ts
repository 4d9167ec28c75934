// The GM's command path, one chunk loaded on first use (docs/internals.md, "Code loaded on first use"): running a
// command (the rules engine, the stored memory, building and posting the cards), writing what a card's Apply, Undo
// or Decline changes, and withdrawing the cards a step back takes back; the cards' event lines, for the battle
// report; the NPC crew's reason put on the card of what it did, and its runs marked (their NPC targets react by
// their crews). Reached only through ./load-command-path.ts.
export { applyRefereeCommand } from "./referee";
export { crewTurn, runPerform } from "./run-command";
export { runCardAction } from "./card-writes";
export { cardsTakenBack, withdrawCards } from "./withdraw";
export { restoreCheckpoint } from "./step-back-restore";
// a card's line for an event, which the battle report (src/apps/report/) tells its story with
export { eventLine } from "../chat/view/events";
export { noteOnCard } from "../chat/fold";
