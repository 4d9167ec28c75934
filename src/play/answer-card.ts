// The card a command names (perform's `card`): the reaction card a reaction was taken from, or (a GM's command) the
// card of the acting ship's turn; which card it is, checked against the GM's own records, and whether the command's
// result may be written on that card instead of a card of its own. Part of the GM's command path (./run-command.ts),
// loaded on first use.
import { CardData } from "../data/chat/card";
import { postedByGM } from "../chat/posted";
import { cardKind } from "../chat/kinds";
import { rollModeOf } from "../foundry-compat";
import { REACTION_COMMANDS, type BridgeCommand } from "./commands";
import { readCheckpoints } from "./history";
import { loadEngagement } from "./load";
import { refusal, type PerformResult } from "./perform-result";
import type { AnyCombat } from "./ships";

type Msg = ChatMessage.Implementation;

/**
 * The reaction card a request names, when it is the GM's record of the open question the command answers: a reaction
 * card the GM posted, of this combat, for this attack (or boarding) and this ship, not withdrawn. Anything else is
 * refused and changes nothing: a client sends the card it pressed, so a card that does not fit is a forged request.
 * A card closed since (its attack landed, on it or not, or declined) is left to the engine, which refuses a reaction
 * to an attack that is no longer pending; the result is then not written on it (./run-command.ts posts it on its own
 * card).
 */
export function answeredCard(
  cardId: string | undefined,
  combat: AnyCombat | null,
  command: BridgeCommand,
  user: User.Implementation,
): { msg: Msg | null } | PerformResult {
  if (cardId === undefined) return { msg: null };
  const c = command as unknown as Record<string, unknown>;
  const forged = refusal("badCommand", { field: "card" });
  if (!combat) return forged;
  if (!REACTION_COMMANDS.includes(command.type)) return turnCard(cardId, combat, c.shipId, user);
  const msg = game.messages?.get(cardId) as Msg | undefined;
  const sys = msg?.system;
  if (!msg || !(sys instanceof CardData)) return refusal("cardMissing");
  // a reaction card its attack has landed on since is its damage card (src/chat/landing.ts): closed, as below
  const offers = !!cardKind(sys.kind)?.offersReactions || sys.landed.length > 0;
  // an NPC ship's reaction to the attack of the turn being played, declared by its crew: on the attacker's turn card
  if (user.isGM && !offers) return turnCard(cardId, combat, attackerOf(combat, c), user);
  const r = sys.reaction;
  if (
    !offers ||
    sys.combatUuid !== combat.uuid ||
    r.shipId !== c.shipId ||
    (r.attackId ?? undefined) !== (c.attackId ?? undefined) ||
    (r.boardingId ?? undefined) !== (c.boardingId ?? undefined)
  )
    return forged;
  // (a player's own message made to look like this card: src/chat/posted.ts)
  if (!postedByGM(msg)) return refusal("notPostedByGM");
  if (sys.view.withdrawn) return refusal("withdrawn");
  return sys.landed.length ? { msg: null } : { msg };
}

/** The ship whose pending attack a reaction command answers, as the GM's stored engagement holds it. */
function attackerOf(combat: AnyCombat, c: Record<string, unknown>): unknown {
  return (loadEngagement(combat).memory.pendingAttacks ?? []).find((a) => a.id === c.attackId)?.attackerId;
}

/**
 * The card of the acting ship's turn a GM's command names (the NPC crew's turn, src/play/npc-play.ts): an action card
 * a GM posted in this combat for a command of ship `shipId` (the command's own ship, or for a reaction the ship whose
 * pending attack it answers), not withdrawn. A player's command never names one (refused as forged). Whether the
 * command is written there is ./run-command.ts's (`mayAnswerOn`: the same audience, no turn changed since the card
 * was posted); when it is not, the command posts its own card.
 */
function turnCard(
  cardId: string,
  combat: AnyCombat,
  shipId: unknown,
  user: User.Implementation,
): { msg: Msg } | PerformResult {
  const forged = refusal("badCommand", { field: "card" });
  if (!user.isGM || typeof shipId !== "string") return forged;
  const msg = game.messages?.get(cardId) as Msg | undefined;
  const sys = msg?.system;
  if (!msg || !(sys instanceof CardData)) return refusal("cardMissing");
  if (
    !cardKind(sys.kind)?.reports ||
    sys.outsideCombat ||
    sys.combatUuid !== combat.uuid ||
    (sys.command as { shipId?: unknown }).shipId !== shipId
  )
    return forged;
  // (a command's own card is not in the GM's record of cards with buttons: its author must be a GM, as core named it)
  const author = (msg._source as { author?: unknown }).author;
  if (typeof author !== "string" || !game.users?.get(author)?.isGM) return refusal("notPostedByGM");
  if (sys.view.withdrawn) return refusal("withdrawn");
  return { msg };
}

function gmIds(): string[] {
  return (game.users?.filter((u) => u.isGM).map((u) => u.id!) ?? []).filter(Boolean);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

/**
 * Whether a command's result may be written on the card it names (a reaction's card, a turn's card), rather than on a
 * card of its own.
 * - The card's audience must be the roll's: the reaction's own card follows the asker's roll mode (src/chat/post.ts),
 *   the reaction card does not. A public card takes a public roll; an NPC ship's card, whispered to the GMs, takes a
 *   GM's private (GM) roll. A blind or self roll, a private roll on a public card or a public roll on the GMs' card
 *   would show the roll to people it is hidden from, or hide it from people who should see it: its own card.
 * A card takes commands after a step back's checkpoint too: a step back to it takes the commands written on the card
 * since off it again (src/play/withdraw.ts, `cardsCut`).
 */
export function mayAnswerOn(msg: Msg, combat: AnyCombat, rollMode: string | undefined, user: User.Implementation) {
  const whisper = ((msg._source as { whisper?: unknown }).whisper as string[] | undefined) ?? [];
  const mode = rollModeOf(rollMode);
  const audience = whisper.length
    ? mode === "gmroll" && user.isGM && sameSet(whisper, [...gmIds(), user.id!])
    : mode === undefined || mode === "publicroll";
  if (!audience) return false;
  // (a checkpoint stored before checkpoints had their time cannot say what to take off: its own card then)
  const newest = readCheckpoints(combat).at(-1);
  return !newest || newest.at !== undefined;
}
