// Stepping back, the part that writes (./checkpoints.ts, stepBack, decides whether there is a step to take and loads
// this with the GM's command path): the cards of what it takes back undone and closed, then the checkpoint's memory
// and every ship's restorable state written back.
import { shipSnapshot, shipUpdate } from "../data/snapshots";
import type { EngagementMemory } from "../rules/engagement/memory";
import { forgetShip } from "../rules/engagement/forget";
import { historyUpdate, QUIET_OPTION, type popCheckpoint, type ShipRestorePoint } from "./history";
import type { ShipSnapshot } from "../rules/types";
import { loadEngagement, storeEngagement } from "./load";
import { refreshReactionCards } from "../chat/refresh";
import { CardData } from "../data/chat/card";
import { isShipActor, type AnyCombat } from "./ships";
import { cardsCut, cardsTakenBack, landingsTakenBack, takeLandingsBack, withdrawCards } from "./withdraw";
import { takeBackSince } from "../chat/fold";
import { placeCraft, removeCraft } from "./craft-tokens";
import { engagementMemory } from "../data/engagement-snapshot";

/** Restore checkpoint `popped` (the newest, with the ones before it left) into `combat`: the memory restored. */
export async function restoreCheckpoint(
  combat: AnyCombat,
  popped: NonNullable<ReturnType<typeof popCheckpoint>>,
): Promise<EngagementMemory> {
  const { checkpoint, rest } = popped;
  // the damage and crew cards of attacks this takes back: undone if applied, then closed (before the restore below,
  // which has the last word on the memory and the ships)
  const messages = [...(game.messages?.values() ?? [])] as ChatMessage.Implementation[];
  await withdrawCards(cardsTakenBack(messages, combat.uuid, checkpoint), checkpoint.memory.round);
  // reaction cards attacks landed on since are the reaction cards again (their Apply undone first)
  await takeLandingsBack(landingsTakenBack(messages, combat.uuid, checkpoint));
  // the commands written on a turn's or a reaction card since are taken off that card (those before them stand)
  const cut = cardsCut(messages, combat.uuid, checkpoint);
  for (const msg of cut) await takeBackSince(msg.id!, checkpoint.at!);
  const present = new Set([...combat.combatants].map((c) => c.id).filter((id): id is string => !!id));
  // small craft launched since the checkpoint go back aboard (their combatants and tokens removed once it is stored);
  // craft recovered since are put back beside their carriers before it is stored (rulings R112, R113)
  const launchedSince = Object.entries(engagementMemory(combat).ships)
    .filter(([id, st]) => st.craftOf && !(id in checkpoint.memory.ships))
    .map(([id]) => id);
  for (const [id, st] of Object.entries(checkpoint.memory.ships))
    if (!present.has(id) && st.craftOf && !st.craftOf.recovered && (await placeCraft(combat, id, st.craftOf, st.side)))
      present.add(id);
  // ships deleted since the checkpoint stay deleted: forget them in the restored memory
  let memory = checkpoint.memory;
  for (const id of Object.keys(memory.ships)) if (!present.has(id)) memory = forgetShip(memory, id).memory;
  // the checkpoint's round and turn come back as the engagement's (its turn pointer, core's mirror); core hears a
  // step back as its own Previous does (direction -1, world time back)
  const { flags } = historyUpdate(rest);
  await storeEngagement(combat, memory, { options: { [QUIET_OPTION]: true }, extra: { flags }, direction: -1 });
  for (const id of launchedSince) await removeCraft(combat, id);
  for (const c of combat.combatants) {
    const point = c.id ? checkpoint.ships[c.id] : undefined;
    const actor = c.actor;
    if (!point || !isShipActor(actor)) continue;
    const now = shipSnapshot(actor, { id: c.id! });
    const changes = shipUpdate(actor, restoredShip(now, point));
    if (Object.keys(changes).length) await actor.update(changes as never);
  }
  // a reaction card taken back to before its answer, or closed by its attack's landing that the step back took back,
  // offers the reactions the restored engagement allows (a card its ship declined stays closed)
  const restored = loadEngagement(combat);
  const reopened = landedCardsBack(messages, combat.uuid!, restored);
  for (const msg of reopened) await msg.update({ system: { applied: false } } as never);
  if (cut.length || reopened.length)
    await refreshReactionCards(combat.uuid!, { before: restored, after: restored, outsideCombat: false });
  return memory;
}

/**
 * The reaction cards of `combatUuid` closed by their attack's landing (not declined, not taken back) whose attack is
 * pending again in the restored engagement.
 */
function landedCardsBack(
  messages: readonly ChatMessage.Implementation[],
  combatUuid: string,
  restored: ReturnType<typeof loadEngagement>,
): ChatMessage.Implementation[] {
  const pending = new Set((restored.memory.pendingAttacks ?? []).map((a) => a.id));
  return messages.filter((msg) => {
    const sys = msg.system;
    return (
      sys instanceof CardData &&
      sys.kind === "reaction" &&
      sys.combatUuid === combatUuid &&
      sys.applied &&
      !sys.appliedBy &&
      !sys.view.withdrawn &&
      pending.has(sys.reaction.attackId ?? "")
    );
  });
}

/** `ship` with the restorable values of `point` (mounts added since keep their damage); feed to shipUpdate. */
export function restoredShip(ship: ShipSnapshot, point: ShipRestorePoint): ShipSnapshot {
  const pool = (p: ShipSnapshot["hull"], value: number) => ({ value: Math.min(p.max, Math.max(0, value)), max: p.max });
  return {
    ...ship,
    hull: pool(ship.hull, point.hull),
    structure: pool(ship.structure, point.structure),
    armor: pool(ship.armor, point.armor),
    fuel: pool(ship.fuel, point.fuel),
    cargo: pool(ship.cargo, point.cargo),
    systems: { ...ship.systems, ...point.systems },
    ammo: { missiles: { ...ship.ammo.missiles, ...point.missiles }, sand: point.sand },
    mounts: ship.mounts.map((m) => (m.id in point.mounts ? { ...m, damage: point.mounts[m.id] } : m)),
  };
}
