// One thing at a time per key, on the GM's client: commands on one combat, actions on one card. Each waits for
// the previous one under the same key to finish (whether it succeeded or failed), so a command always loads the
// memory the previous one stored, and a card's `applied` flag is read after the previous click wrote it.

const queues = new Map<string, Promise<unknown>>();

export function serialised<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(fn, fn);
  const tail = next.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return next;
}

/**
 * One write at a time per combat: every write of an engagement (a command, the store after a card, a correction
 * after a combatant comes or goes, core's mirrors put back) waits its turn here, so each reads what the last stored.
 * A step of this queue must not wait for another step of it (it would wait for itself).
 */
export function inCombatQueue<T>(combatUuid: string, fn: () => Promise<T>): Promise<T> {
  return serialised(`perform:${combatUuid}`, fn);
}

/**
 * Combats (by UUID) whose ship combatants this client is putting back, and how many times over
 * (src/apps/sidebar/player-combatants.ts `whileHeld`): until they are back the memory would lack the ship, so
 * storeEngagement refuses to write it meanwhile (the command that tried is refused as `failed`).
 */
export const held = new Map<string, number>();
