// Reaction cards: one per attack the target may react to, and per boarding its defenders may fire at, with a button
// per reaction and seat able to take it. Their views are built again from the engagement as it stands after every
// command (src/chat/refresh.ts), through the engine's public query, with the reactions taken from the card's own
// buttons written under what it offers (the card's `answers`).
import { queryEngagement } from "../rules/engagement/query";
import { boardersCrossing } from "../rules/engagement/reaction-gates";
import type { ReactionType } from "../rules/engagement/events";
import type { EngagementState } from "../rules/engagement/state";
import { label, NS, plural, t } from "./i18n";
import { baseView, roundText, shipCard, type CardInput, type CardSpec } from "./card-spec";
import {
  mountName,
  seatName,
  shipName,
  type ButtonView,
  type CardView,
  type SectionView,
  type ViewContext,
} from "./view";

export interface ReactionChoice {
  reaction: ReactionType;
  seat?: number;
  label: string;
}

/** The reactions the target of an attack can take right now, one choice per reaction and seat able to take it. */
export function reactionChoices(state: EngagementState, attackId: string): ReactionChoice[] {
  const query = queryEngagement(state);
  const a = query.attack(attackId);
  if (!a) return [];
  const ship = state.ships[a.targetId];
  const out: ReactionChoice[] = [];
  for (const r of query.reactionsTo(a)) {
    const name = label(`${NS.chat}.Action`, r);
    const turret = r === "fireSand" || r === "pointDefense";
    for (const seat of query.seatsFor(a, r)) {
      const where = turret
        ? [mountName(ship, ship.seats[seat].mountId), seatName(ship, seat)].filter(Boolean).join(" \u00b7 ")
        : seatName(ship, seat);
      out.push({ reaction: r, seat, label: t(`${NS.chat}.ReactionWith`, { reaction: name, seat: where }) });
    }
  }
  return out;
}

/** The view of a reaction card for an attack, from the engagement as it stands. */
export function reactionView(
  state: EngagementState,
  ctx: ViewContext,
  attackId: string,
  resolved: string | null,
): CardView {
  const query = queryEngagement(state);
  const a = query.attack(attackId) ?? (ctx.before.memory.pendingAttacks ?? []).find((x) => x.id === attackId);
  const target = a ? shipName(ctx, a.targetId) : t(`${NS.chat}.UnknownShip`);
  const view = baseView("reaction", t(`${NS.chat}.ReactionTitle`, { ship: target }), roundText(ctx), ctx);
  if (!a) {
    view.status = resolved ?? t(`${NS.chat}.ReactionClosed`);
    return view;
  }
  const kind =
    a.kind === "missile"
      ? incoming(a.shots.filter((s) => !s.destroyed).length)
      : t(`${NS.chat}.IncomingBeam`, { ship: shipName(ctx, a.attackerId) });
  const stillOpen = (state.memory.pendingAttacks ?? []).some((x) => x.id === attackId);
  const left = stillOpen ? query.reactionsLeft(a.targetId) : 0;
  const lines: SectionView[] = [{ line: { text: kind } }];
  if (stillOpen) lines.push({ line: { text: t(`${NS.chat}.ReactionsLeft`, { n: left }) } });
  if (a.reactions.length)
    lines.push({
      line: {
        text: t(`${NS.chat}.ReactionsTaken`, {
          list: a.reactions.map((r) => label(`${NS.chat}.Action`, r)).join(", "),
        }),
      },
    });
  view.sections = lines;
  if (resolved || !stillOpen) {
    view.status = resolved ?? t(`${NS.chat}.ReactionClosed`);
    return view;
  }
  const choices = reactionChoices(state, attackId);
  view.buttons = choices.map((c) => choiceButton(c));
  view.buttons.push({ action: "decline", label: t(`${NS.chat}.NoReaction`), data: [], css: "decline" });
  if (!choices.length) view.status = t(`${NS.chat}.NoReactionsLeft`);
  return view;
}

/** Boarders on their way in: the defenders may fire sand or point defense at them (ruling R73). */
export function boardingChoices(state: EngagementState, boardingId: string): ReactionChoice[] {
  const query = queryEngagement(state);
  const b = query.boarding(boardingId);
  if (!b) return [];
  const ship = state.ships[b.defenderId];
  const out: ReactionChoice[] = [];
  for (const r of ["fireSand", "pointDefense"] as const) {
    // (none unless the boarders are crossing and a reaction is left: what canPerform accepts)
    for (const seat of query.boardingSeats(boardingId, r)) {
      const where = [mountName(ship, ship.seats[seat].mountId), seatName(ship, seat)].filter(Boolean).join(" \u00b7 ");
      out.push({
        reaction: r,
        seat,
        label: t(`${NS.chat}.ReactionWith`, { reaction: label(`${NS.chat}.Action`, r), seat: where }),
      });
    }
  }
  return out;
}

export function boardingReactionView(
  state: EngagementState,
  ctx: ViewContext,
  boardingId: string,
  resolved: string | null,
): CardView {
  const b =
    (state.memory.boardings ?? []).find((x) => x.id === boardingId) ??
    (ctx.before.memory.boardings ?? []).find((x) => x.id === boardingId);
  const view = baseView(
    "reaction",
    t(`${NS.chat}.ReactionTitle`, { ship: b ? shipName(ctx, b.defenderId) : t(`${NS.chat}.UnknownShip`) }),
    roundText(ctx),
    ctx,
  );
  const open = !!b && boardersCrossing(b) && (state.memory.boardings ?? []).some((x) => x.id === boardingId);
  if (!b || !open || resolved) {
    view.status = resolved ?? t(`${NS.chat}.ReactionClosed`);
    return view;
  }
  view.sections = [
    { line: { text: t(`${NS.chat}.Boarders`, { ship: shipName(ctx, b.attackerId) }) } },
    { line: { text: t(`${NS.chat}.ReactionsLeft`, { n: queryEngagement(state).reactionsLeft(b.defenderId) }) } },
  ];
  const choices = boardingChoices(state, boardingId);
  view.buttons = choices.map((c) => choiceButton(c));
  view.buttons.push({ action: "decline", label: t(`${NS.chat}.NoReaction`), data: [], css: "decline" });
  if (!choices.length) view.status = t(`${NS.chat}.NoReactionsLeft`);
  return view;
}

/**
 * A reaction card's view with the reactions taken from its buttons written under what it offers: each answer's
 * lines (its check and what it did), oldest first, above the card's status and buttons.
 */
export function withAnswers(view: CardView, answers: readonly { sections?: unknown }[]): CardView {
  const lines = answers.flatMap((a) => (Array.isArray(a.sections) ? (a.sections as SectionView[]) : []));
  return lines.length ? { ...view, sections: [...view.sections, ...lines] } : view;
}

function choiceButton(c: ReactionChoice): ButtonView {
  return {
    action: "react",
    label: c.label,
    data: [
      { name: "reaction", value: c.reaction },
      { name: "seat", value: String(c.seat ?? "") },
    ],
    css: `reaction ${c.reaction}`,
    ...(c.reaction === "pointDefense" ? { title: t(`${NS.chat}.PointDefenseHint`) } : {}),
  };
}

export function reactionCards(input: CardInput): CardSpec[] {
  const out: CardSpec[] = [];
  for (const e of input.events) {
    // (boarders of a docked ship cross safely through the airlocks: nothing to react to)
    if (e.type === "boardingStarted" && e.crossing) {
      const view = boardingReactionView(input.after, input, e.boardingId, null);
      out.push(
        shipCard("reaction", input, e.defenderId, view, [e], false, { boardingId: e.boardingId, shipId: e.defenderId }),
      );
    } else if (e.type === "reactionOffered") {
      const view = reactionView(input.after, input, e.attackId, null);
      out.push(shipCard("reaction", input, e.shipId, view, [e], false, { attackId: e.attackId, shipId: e.shipId }));
    }
  }
  return out;
}

function incoming(n: number): string {
  return plural(`${NS.chat}.IncomingMissiles`, n, { n });
}
