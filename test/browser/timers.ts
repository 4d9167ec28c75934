// The page has one game.user that `as` and queries switch for the length of their work (no per-call context in a
// browser), so a timer set during a player's work would fire as that player. As in the node stand-in
// (test/harness/user-context.ts), a timer fires for the world's own client, the GM the page boots as: a listener that
// decides after a setTimeout (the GM's side of a player's request or write) runs as the GM, as on the GM's client.
import { runtime } from "../harness/documents";

let world: unknown = null;

export function timersForTheWorldsClient(): void {
  world = runtime.game.user;
  const setTimer = globalThis.setTimeout;
  const timer = (callback: (...args: unknown[]) => unknown, ms?: number, ...args: unknown[]) =>
    setTimer(
      (...a: unknown[]) =>
        runtime.game.user === world ? callback(...a) : void runtime.runAs(world as never, () => callback(...a)),
      ms,
      ...args,
    );
  globalThis.setTimeout = Object.assign(timer, setTimer) as unknown as typeof setTimeout;
}

/**
 * Each scene starts on the world's own client: a timer's switch to the GM can end after the `as` it interrupted has
 * put its own user back, which would leave the page on the player.
 */
export function backToTheWorldsClient(): void {
  if (world) runtime.game.user = world;
}
