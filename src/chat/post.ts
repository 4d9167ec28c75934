// Creating the card messages (GM side). Every card is posted by the GM running the command (its author), so that
// only a GM can have made it or change it: the card's buttons are honoured only on such cards (src/play/apply.ts).
// The main card carries the command's Rolls (Dice So Nice, roll log) and follows the asking user's roll mode, as
// if they had posted it: a private or blind roll is whispered to the GMs and to them, a self roll to them alone.
// Reaction, damage and crew cards are public so that the people who act on them can see them (an NPC ship's
// reaction card is whispered to the GMs).
import { recordPosted } from "./posted";
import { cardKind, hasButtons } from "./kinds";
import { applyRollMode, rollModeOf } from "../foundry-compat";
import { CARD_TYPE } from "../data/chat/card";
import type { CardSpec } from "./cards";
import { renderCard } from "./render";

export interface PostOptions {
  /** the user who asked for the command (the cards are posted for them, by the GM) */
  user: User.Implementation;
  /** their roll mode ("publicroll", "gmroll", "blindroll", "selfroll"); default public */
  rollMode?: string;
  /** the Rolls the command made */
  rolls: Roll.Any[];
  /** the actor a card speaks for */
  shipActor(id: string): Actor.Implementation | null;
}

type ChatStatics = {
  getSpeaker?: (options: { actor?: Actor.Implementation | null; alias?: string }) => unknown;
};

function speakerFor(actor: Actor.Implementation | null): unknown {
  const statics = ChatMessage as unknown as ChatStatics;
  if (actor && statics.getSpeaker) return statics.getSpeaker({ actor });
  return actor ? { actor: actor.id, alias: actor.name } : {};
}

function gmIds(): string[] {
  return (game.users?.filter((u) => u.isGM).map((u) => u.id!) ?? []).filter(Boolean);
}

/** Players (not GMs) who own the actor. */
function playerOwners(actor: Actor.Implementation): string[] {
  return (game.users?.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")).map((u) => u.id!) ?? []).filter(
    Boolean,
  );
}

/** A whispered card (private, blind or self roll) also goes to the user who rolled, as their own message would. */
function whisperAlsoTo(data: Record<string, unknown>, user: User.Implementation, rollMode: string | undefined): void {
  const whisper = Array.isArray(data.whisper) ? (data.whisper as string[]) : [];
  if (!whisper.length || !user.id) return;
  // a self roll is for the roller alone (the GM who posts it sees their own message anyway)
  if (rollMode === "selfroll") data.whisper = [user.id];
  else if (!whisper.includes(user.id)) data.whisper = [...whisper, user.id];
}

/**
 * Post the cards in order; returns the created messages. All or none: when one cannot be posted (it throws, or core
 * refuses it), the ones already posted are deleted and the error is thrown.
 */
export async function postCards(
  specs: readonly CardSpec[],
  options: PostOptions,
): Promise<ChatMessage.Implementation[]> {
  const out: ChatMessage.Implementation[] = [];
  try {
    for (let i = 0; i < specs.length; i++) {
      const msg = await postCard(specs[i], i === 0 ? options : { ...options, rolls: [] });
      if (!msg) throw new Error(`cepheus-space-combat | card ${i + 1} of ${specs.length} was not posted`);
      out.push(msg);
    }
  } catch (err) {
    for (const posted of out.reverse()) await posted.delete().catch((e: unknown) => console.error(e));
    throw err;
  }
  return out;
}

/** Post one card (the first of a command carries its rolls, in the asking user's roll mode). */
async function postCard(spec: CardSpec, options: PostOptions): Promise<ChatMessage.Implementation | undefined> {
  const actor = spec.shipId ? options.shipActor(spec.shipId) : null;
  const content = await renderCard(spec.view, {
    kind: spec.kind,
    applied: false,
    appliedBy: "",
    applicable: spec.system.applicable,
  });
  const data: Record<string, unknown> = {
    type: CARD_TYPE,
    author: game.user!.id,
    speaker: speakerFor(actor),
    content,
    system: { ...spec.system, view: JSON.parse(JSON.stringify(spec.view)) },
  };
  // an NPC ship's reactions are the GM's decision: its reaction card goes to the GMs only
  if (cardKind(spec.kind)?.offersReactions && actor && !playerOwners(actor).length) data.whisper = gmIds();
  if (options.rolls.length) {
    data.rolls = options.rolls.map((r) => r.toJSON());
    const mode = rollModeOf(options.rollMode);
    if (mode) applyRollMode(data, mode);
    whisperAlsoTo(data, options.user, mode);
  }
  // a card with buttons is recorded as the GM's before it exists (src/chat/posted.ts)
  let operation: Record<string, unknown> = {};
  if (hasButtons(spec.kind) || spec.view.buttons.length) {
    data._id = foundry.utils.randomID();
    await recordPosted(data._id as string);
    operation = { keepId: true };
  }
  return (await ChatMessage.create(data as never, operation as never)) as ChatMessage.Implementation | undefined;
}
