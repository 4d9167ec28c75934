// The page has one game.user that `as` and queries switch for the length of their work (no per-call context in a
// browser), so a timer set on one client (the GM's side of a player's request, while its query runs as the GM) could
// fire while the page has switched to the player. A timer here fires as the user who set it, as each client's timers
// are its own.
import { runtime } from "../harness/runtime";

let world: unknown = null;

export function timersOfTheirOwnClient(): void {
  world = runtime.game.user;
  const setTimer = globalThis.setTimeout;
  const timer = (callback: (...args: unknown[]) => unknown, ms?: number, ...args: unknown[]) => {
    const owner = runtime.game.user;
    return setTimer(
      (...a: unknown[]) =>
        runtime.game.user === owner ? callback(...a) : void runtime.runAs(owner as never, () => callback(...a)),
      ms,
      ...args,
    );
  };
  globalThis.setTimeout = Object.assign(timer, setTimer) as unknown as typeof setTimeout;
}

/**
 * Each scene starts on the world's own client (the GM the page boots as): a timer's switch of user can end after the
 * `as` it interrupted has put its own user back, which would leave the page on another user.
 */
export function backToTheWorldsClient(): void {
  if (world) runtime.game.user = world;
}
