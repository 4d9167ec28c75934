// Node only (vitest's second setup file): each client's work keeps its own `game.user`. The stand-in runs every
// client in one process, so a query's handler on the GM's client and the asking player's code go on at the same
// time; with one shared `game.user` whichever finished first would switch the other's user back. Here `runAs` runs
// its function in an AsyncLocalStorage context, and `game.user` reads that context first (a plain assignment still
// sets the user outside any `as`). The browser page (test/browser) does without: one click at a time.
import { AsyncLocalStorage } from "node:async_hooks";
import { runtime } from "./runtime";

const current = new AsyncLocalStorage<{ user: unknown }>();
let outside: unknown = runtime.game.user;

Object.defineProperty(runtime.game, "user", {
  configurable: true,
  enumerable: true,
  get: () => {
    const store = current.getStore();
    return store ? store.user : outside;
  },
  set: (user: unknown) => {
    const store = current.getStore();
    if (store) store.user = user;
    else outside = user;
  },
});

runtime.runAs = (user, fn) => current.run({ user }, async () => fn());

// A timer set during a client's work fires outside it, for the test world's own client (`outside`), as a timer set
// in one browser does not carry that browser's user into another; the stand-in has one process for every client, so
// the world's own client is where such work lands (the same as before contexts: `as` switched the user back when it
// returned, before any timer fired). Hooks a player's write fires on the GM's client are heard this way in tests.
const setTimer = globalThis.setTimeout;
const timer = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
  setTimer(
    (...a: unknown[]) => (current.getStore() ? current.exit(() => callback(...a)) : callback(...a)),
    ms,
    ...args,
  );
// keeps setTimeout's own properties (util.promisify's custom form)
globalThis.setTimeout = Object.assign(timer, setTimer) as unknown as typeof setTimeout;
