// What building a card makes and needs: the card's spec (its view and the data its message keeps) and the input every
// card kind is built from (the engagement before and after the command, its events, the documents behind its ships),
// with the pieces every kind's card starts from (the frame of its view, its round line, JSON copies).
import type { EngagementEvent } from "../rules/engagement/events";
import type { CardKind } from "../data/chat/card";
import { NS, t } from "./i18n";
import type { Json } from "./source";
import type { CardView, ViewContext } from "./view";

export interface CardSystem {
  kind: CardKind;
  shipUuid: string;
  combatUuid: string;
  outsideCombat: boolean;
  command: Json;
  events: Json[];
  applicable: boolean;
  reaction: Json;
}

export interface CardSpec {
  kind: CardKind;
  /** the ship the card speaks for (rules id) */
  shipId?: string;
  view: CardView;
  system: CardSystem;
}

type ActorDoc = Actor.Implementation;

/** The command a card reports (the engine's or a referee's): its type names the action, its shipId the acting ship. */
export interface CardCommand {
  readonly type: string;
  readonly shipId?: string;
}

export interface CardInput extends ViewContext {
  command: CardCommand;
  events: EngagementEvent[];
  combatUuid: string;
  /** the ship actor behind a rules ship id */
  shipActor(id: string): ActorDoc | null;
  /** a crew actor by UUID */
  crewActor(uuid: string): ActorDoc | null;
  /** the Combatant behind a rules ship id (in combat) */
  combatant?(id: string): Combatant.Implementation | null;
}

export function commandShip(command: CardCommand): string | undefined {
  return typeof command.shipId === "string" ? command.shipId : undefined;
}

export function baseView(kind: CardKind, title: string, subtitle: string, ctx: ViewContext): CardView {
  return {
    kind,
    css: ctx.outsideCombat ? "outside-combat" : "",
    title,
    subtitle,
    notice: ctx.outsideCombat ? t(`${NS.chat}.OutsideCombat`) : null,
    sections: [],
    buttons: [],
    status: null,
  };
}

export function json<T>(v: T): Json {
  return JSON.parse(JSON.stringify(v)) as Json;
}

/** The round line under a card title ("Round 2"), empty outside combat. */
export function roundText(ctx: ViewContext): string {
  return ctx.outsideCombat || ctx.after.memory.round < 1
    ? ""
    : t(`${NS.chat}.Round`, { round: ctx.after.memory.round });
}

/**
 * A card about one ship (its damage, its crew's injuries, the reactions it may take): the ship's actor, the combat,
 * the command and the events the card keeps, whether Apply has anything to write, and what a reaction answers.
 */
export function shipCard(
  kind: CardKind,
  input: CardInput,
  shipId: string,
  view: CardView,
  events: readonly EngagementEvent[],
  applicable: boolean,
  reaction: Json = {},
): CardSpec {
  return {
    kind,
    shipId,
    view,
    system: {
      kind,
      shipUuid: input.shipActor(shipId)?.uuid ?? "",
      combatUuid: input.combatUuid,
      outsideCombat: input.outsideCombat,
      command: json(input.command),
      events: events.map(json),
      applicable,
      reaction,
    },
  };
}
