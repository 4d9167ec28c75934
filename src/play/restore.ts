// After a damage card is applied or undone (GM side): the engagement the card belongs to puts the statuses of the
// ships the card hit back in line with their actors (src/rules/engagement/restore.ts), and is stored. When that puts
// the ship whose turn it is out of the fight, its turn closes as the engine closes any turn a ship leaves in (its
// attacks land, rolled here with Foundry dice): the cards of that closing are posted as a command's are, and applied
// as theirs are when damage is applied automatically.
import { rollProcedure } from "../dice";
import type { EngagementEvent } from "../rules/engagement/events";
import { syncStatuses, type StatusChange } from "../rules/engagement/restore";
import { cloneState } from "../rules/engagement/state";
import { loadEngagement, storeEngagement } from "./load";
import { inCombatQueue } from "./queue";
import { autoApply, storeAndPost } from "./run-command";
import { actorByRef, isShipActor, type AnyActor, type AnyCombat } from "./ships";

/** The ships whose status a damage card's events changed (destroyed or disabled by this damage). */
export function shipsPutOut(events: readonly unknown[]): string[] {
  const out = new Set<string>();
  for (const e of events as EngagementEvent[])
    if (e.type === "damageResolved" && e.events.some((x) => x.type === "shipDestroyed" || x.type === "shipDisabled"))
      out.add(e.targetId);
  return [...out];
}

/** Sync the card's combat for these ships, `user` applying or undoing the card; the changes, with the names. */
export async function syncAfterCard(
  combatUuid: string,
  shipIds: readonly string[],
  user: User.Implementation,
): Promise<(StatusChange & { name: string })[]> {
  if (!combatUuid || !shipIds.length) return [];
  // in the combat's queue, after the command under way (a card applied while a command runs, an Undo racing one)
  return inCombatQueue(combatUuid, async () => {
    const combat = (await fromUuid(combatUuid)) as AnyCombat | null;
    if (!combat || !game.combats?.get(combat.id!)) return [];
    const before = loadEngagement(combat);
    // (a procedure is run again from the start for each die it asks for: each run works on its own copy)
    const { result, rolls } = await rollProcedure((dice) => {
      const after = cloneState(before);
      const events: EngagementEvent[] = [];
      const changed = syncStatuses(after, shipIds, dice, events);
      return { after, events, changed };
    });
    const { after, events, changed } = result;
    if (!changed.length) return [];
    const closed = events.find((e) => e.type === "turnEnded");
    if (closed?.type !== "turnEnded") await storeEngagement(combat, after.memory);
    else await postTurnClosed(combat, before, { after, events, rolls, user, shipId: closed.shipId });
    return changed.map((c) => ({ ...c, name: combat.combatants.get(c.shipId)?.name ?? c.shipId }));
  });
}

/** The turn of the ship put out closed: stored, and its cards (its attacks landing, the next turn) posted. */
async function postTurnClosed(
  combat: AnyCombat,
  before: ReturnType<typeof loadEngagement>,
  closing: {
    after: typeof before;
    events: EngagementEvent[];
    rolls: Roll.Any[];
    user: User.Implementation;
    shipId: string;
  },
): Promise<void> {
  const actors = new Map<string, AnyActor>();
  for (const c of combat.combatants) if (c.id && isShipActor(c.actor)) actors.set(c.id, c.actor);
  const shipActor = (id: string) => actors.get(id) ?? null;
  const input = {
    before,
    after: closing.after,
    outsideCombat: false,
    // the card reads as the turn's end it is
    command: { type: "endTurn", shipId: closing.shipId } as const,
    events: closing.events,
    combatUuid: combat.uuid!,
    shipActor,
    crewActor: (uuid: string) => actorByRef(uuid),
    combatant: (id: string) => (combat.combatants.get(id) as Combatant.Implementation | undefined) ?? null,
  };
  const done = await storeAndPost(combat, input, actors, { user: closing.user, rolls: closing.rolls, shipActor }, null);
  // with automatic damage on, its damage is applied once this queue's turn is over (not awaited: an Apply that puts a
  // ship out of the fight would wait here for the turn it is in)
  void autoApply([...done.posted, ...done.landed].map((m) => m.id!)).catch((err: unknown) => console.error(err));
}
