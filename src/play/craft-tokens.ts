// A carrier's small craft on Foundry's side (rulings R112, R113): a launched craft's token beside its carrier and its
// Combatant (the id the engine gave the craft), and both removed when the craft is recovered or the launch is taken
// back. GM only: part of the GM's command path (run-command.ts, step-back-restore.ts).
import type { EngagementEvent } from "../rules/engagement/events";
import type { CraftOrigin, EngagementMemory } from "../rules/engagement/memory";
import { actorByRef, isShipActor, type AnyCombat, type AnyCombatant } from "./ships";

type Json = Record<string, unknown>;

interface TokenLike {
  id: string | null;
  x: number;
  y: number;
  width?: number;
  disposition?: number;
  hidden?: boolean;
  parent?: {
    id?: string | null;
    grid?: { size?: number };
    createEmbeddedDocuments?: (name: string, data: Json[], op?: Json) => Promise<unknown[]>;
  } | null;
  delete?: () => Promise<unknown>;
}

const tokenOf = (c: AnyCombatant | undefined): TokenLike | null =>
  ((c as unknown as { token?: TokenLike | null } | undefined)?.token as TokenLike | null) ?? null;

/**
 * Put craft `id` of `origin` into the fight on Foundry's side: its token beside its carrier's (a grid space to the
 * right, one row down for each of the carrier's craft already beside it; linked to the craft's actor, so its damage is
 * written there) when the carrier has a token, and its Combatant with that id, on the carrier's side. Returns the
 * combatant, or null when the craft's actor is gone.
 */
export async function placeCraft(
  combat: AnyCombat,
  id: string,
  origin: CraftOrigin,
  side: string,
  below = 0,
): Promise<AnyCombatant | null> {
  const actor = actorByRef(origin.key);
  if (!isShipActor(actor)) return null;
  const carrier = tokenOf(combat.combatants.get(origin.carrierId) as AnyCombatant | undefined);
  const scene = carrier?.parent;
  let token: TokenLike | null = null;
  if (carrier && scene?.createEmbeddedDocuments) {
    const grid = scene.grid?.size ?? 100;
    const proto = (actor as unknown as { prototypeToken?: { toObject?: () => Json } }).prototypeToken?.toObject?.();
    const data: Json = {
      ...(proto ?? {}),
      name: actor.name,
      actorId: actor.id,
      actorLink: true,
      x: carrier.x + (carrier.width ?? 1) * grid,
      y: carrier.y + below * grid,
      disposition: carrier.disposition ?? 0,
      hidden: !!carrier.hidden,
    };
    [token] = (await scene.createEmbeddedDocuments("Token", [data])) as TokenLike[];
  }
  const made = (await combat.createEmbeddedDocuments(
    "Combatant",
    [
      {
        _id: id,
        type: "base",
        actorId: actor.id,
        tokenId: token?.id ?? null,
        sceneId: token ? (scene?.id ?? null) : null,
        name: actor.name,
        hidden: !!carrier?.hidden,
        system: { side },
      },
    ] as never,
    { keepId: true } as never,
  )) as AnyCombatant[];
  if (!made[0]) {
    await token?.delete?.();
    return null;
  }
  return made[0];
}

/** Take craft `id`'s Combatant and token out of the scene and the tracker (its actor, and its damage, stay). */
export async function removeCraft(combat: AnyCombat, id: string): Promise<void> {
  const c = combat.combatants.get(id) as AnyCombatant | undefined;
  if (!c) return;
  const token = tokenOf(c);
  await c.delete();
  await token?.delete?.();
}

/** How many craft of `carrierId` the memory has out (for placing the next below them). */
function besideCount(memory: EngagementMemory, carrierId: string, except: string): number {
  let n = 0;
  for (const [id, st] of Object.entries(memory.ships))
    if (id !== except && st.craftOf?.carrierId === carrierId && !st.craftOf.recovered) n++;
  return n;
}

/**
 * The craft a command launched (its `craftLaunched` events), placed before the memory naming them is stored; returns
 * what takes them back.
 */
export async function launchCraft(
  combat: AnyCombat,
  events: readonly EngagementEvent[],
  after: EngagementMemory,
): Promise<() => Promise<void>> {
  const made: AnyCombatant[] = [];
  const undo = async () => {
    for (const c of made.reverse()) await removeCraft(combat, c.id!);
  };
  try {
    for (const e of events) {
      if (e.type !== "craftLaunched") continue;
      const st = after.ships[e.craftId];
      if (!st?.craftOf) continue;
      const c = await placeCraft(combat, e.craftId, st.craftOf, st.side, besideCount(after, e.shipId, e.craftId));
      if (!c) {
        ui.notifications?.error(game.i18n!.format("CEPHEUS.SmallCraft.PlaceFailed", { name: e.name }));
        throw new Error(`cepheus-space-combat | the craft ${e.name} (${e.key}) could not be placed`);
      }
      made.push(c);
    }
  } catch (err) {
    await undo();
    throw err;
  }
  return undo;
}

/** The craft a command recovered (its `craftRecovered` events): their Combatants and tokens removed. */
export async function recoverCraft(combat: AnyCombat, events: readonly EngagementEvent[]): Promise<void> {
  for (const e of events) if (e.type === "craftRecovered") await removeCraft(combat, e.craftId);
}
