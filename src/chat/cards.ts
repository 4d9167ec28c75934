// The cards a performed command produces: the main card (checks, attacks, everything that happened), a reaction
// card per attack the target may react to, a damage card per ship damaged, a crew card per ship whose crew were
// hurt. Damage and crew cards carry the events their Apply button writes from (src/engagement/apply.ts) and whether it
// has anything to write.
import { damageChanges, injuryChanges, isEmpty } from "../data/changes";
import { CrewData } from "../data/actor/crew";
import {
  reactionOptions,
  reactionSeats,
  screensSeats,
  findAttack,
  reactionsLeft,
  screenFor,
} from "../rules/engagement/reaction-gates";
import { makeCtx } from "../rules/engagement/context";
import type { EngagementEvent, ReactionType } from "../rules/engagement/events";
import { bestSeat, type EngagementState } from "../rules/engagement/state";
import type { CardKind } from "../data/chat/card";
import { distributeDamage } from "../rules/crew-damage";
import { unnamedCrewSeat } from "../rules/unnamed-crew";
import { label, NS, t } from "./i18n";
import type { Json } from "./source";
import {
  actionSections,
  damageSections,
  mountName,
  seatName,
  shipName,
  type ButtonView,
  type CardView,
  type SectionView,
  type ViewContext,
} from "./view";

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

function commandShip(command: CardCommand): string | undefined {
  return typeof command.shipId === "string" ? command.shipId : undefined;
}

function baseView(kind: CardKind, title: string, subtitle: string, ctx: ViewContext): CardView {
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

function json<T>(v: T): Json {
  return JSON.parse(JSON.stringify(v)) as Json;
}

/** The round line under a card title ("Round 2"), empty outside combat. */
function roundText(ctx: ViewContext): string {
  return ctx.outsideCombat || ctx.after.memory.round < 1
    ? ""
    : t(`${NS.chat}.Round`, { round: ctx.after.memory.round });
}

// ----- main card ---------------------------------------------------------------------------------------------------

export function mainCard(input: CardInput): CardSpec {
  const shipId = commandShip(input.command);
  const action = label(`${NS.chat}.Action`, input.command.type);
  const title = shipId ? t(`${NS.chat}.TitleWithShip`, { action, ship: shipName(input, shipId) }) : action;
  const view = baseView("action", title, roundText(input), input);
  view.sections = actionSections(input, input.events);
  if (!view.sections.length) view.sections.push({ line: { text: t(`${NS.chat}.NothingHappened`), css: "note" } });
  return {
    kind: "action",
    shipId,
    view,
    system: {
      kind: "action",
      shipUuid: (shipId && input.shipActor(shipId)?.uuid) || "",
      combatUuid: input.combatUuid,
      outsideCombat: input.outsideCombat,
      command: json(input.command),
      events: input.events.map(json),
      applicable: false,
      reaction: {},
    },
  };
}

// ----- reactions ---------------------------------------------------------------------------------------------------

export interface ReactionChoice {
  reaction: ReactionType;
  seat?: number;
  label: string;
}

/** The reactions the target of an attack can take right now, one choice per reaction and seat able to take it. */
export function reactionChoices(state: EngagementState, attackId: string): ReactionChoice[] {
  const ctx = makeCtx(state);
  const a = findAttack(ctx, attackId);
  if (!a) return [];
  const ship = state.ships[a.targetId];
  const out: ReactionChoice[] = [];
  for (const r of reactionOptions(ctx, a)) {
    const name = label(`${NS.chat}.Action`, r);
    if (r === "dodge") {
      const seat = bestSeat(ship, ["pilot"], "piloting");
      out.push({
        reaction: r,
        seat,
        label: t(`${NS.chat}.ReactionWith`, { reaction: name, seat: seatName(ship, seat) }),
      });
    } else if (r === "fireSand" || r === "pointDefense") {
      for (const seat of reactionSeats(ctx, a.targetId, r)) {
        const where = [mountName(ship, ship.seats[seat].mountId), seatName(ship, seat)]
          .filter(Boolean)
          .join(" \u00b7 ");
        out.push({ reaction: r, seat, label: t(`${NS.chat}.ReactionWith`, { reaction: name, seat: where }) });
      }
    } else if (r === "triggerScreens" && screenFor(a)) {
      for (const seat of screensSeats(ship))
        out.push({
          reaction: r,
          seat,
          label: t(`${NS.chat}.ReactionWith`, { reaction: name, seat: seatName(ship, seat) }),
        });
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
  const a =
    findAttack(makeCtx(state), attackId) ?? (ctx.before.memory.pendingAttacks ?? []).find((x) => x.id === attackId);
  const target = a ? shipName(ctx, a.targetId) : t(`${NS.chat}.UnknownShip`);
  const view = baseView("reaction", t(`${NS.chat}.ReactionTitle`, { ship: target }), roundText(ctx), ctx);
  if (!a) {
    view.status = resolved ?? t(`${NS.chat}.ReactionClosed`);
    return view;
  }
  const kind =
    a.kind === "missile"
      ? t(`${NS.chat}.IncomingMissiles`, { n: a.shots.filter((s) => !s.destroyed).length })
      : t(`${NS.chat}.IncomingBeam`, { ship: shipName(ctx, a.attackerId) });
  const stillOpen = (state.memory.pendingAttacks ?? []).some((x) => x.id === attackId);
  const left = stillOpen && state.memory.ships[a.targetId] ? reactionsLeft(makeCtx(state), a.targetId) : 0;
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
  const ctx = makeCtx(state);
  const b = (state.memory.boardings ?? []).find((x) => x.id === boardingId);
  if (!b || b.status !== "fighting" || !state.memory.ships[b.defenderId] || reactionsLeft(ctx, b.defenderId) <= 0)
    return [];
  const ship = state.ships[b.defenderId];
  const out: ReactionChoice[] = [];
  for (const r of ["fireSand", "pointDefense"] as const) {
    for (const seat of reactionSeats(ctx, b.defenderId, r)) {
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
  const open = !!b && b.status === "fighting" && (state.memory.boardings ?? []).some((x) => x.id === boardingId);
  if (!b || !open || resolved) {
    view.status = resolved ?? t(`${NS.chat}.ReactionClosed`);
    return view;
  }
  view.sections = [
    { line: { text: t(`${NS.chat}.Boarders`, { ship: shipName(ctx, b.attackerId) }) } },
    { line: { text: t(`${NS.chat}.ReactionsLeft`, { n: reactionsLeft(makeCtx(state), b.defenderId) }) } },
  ];
  const choices = boardingChoices(state, boardingId);
  view.buttons = choices.map((c) => choiceButton(c));
  view.buttons.push({ action: "decline", label: t(`${NS.chat}.NoReaction`), data: [], css: "decline" });
  if (!choices.length) view.status = t(`${NS.chat}.NoReactionsLeft`);
  return view;
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
    if (e.type === "boardingStarted") {
      out.push({
        kind: "reaction",
        shipId: e.defenderId,
        view: boardingReactionView(input.after, input, e.boardingId, null),
        system: {
          kind: "reaction",
          shipUuid: input.shipActor(e.defenderId)?.uuid ?? "",
          combatUuid: input.combatUuid,
          outsideCombat: input.outsideCombat,
          command: json(input.command),
          events: [json(e)],
          applicable: false,
          reaction: { boardingId: e.boardingId, shipId: e.defenderId },
        },
      });
      continue;
    }
    if (e.type !== "reactionOffered") continue;
    const view = reactionView(input.after, input, e.attackId, null);
    out.push({
      kind: "reaction",
      shipId: e.shipId,
      view,
      system: {
        kind: "reaction",
        shipUuid: input.shipActor(e.shipId)?.uuid ?? "",
        combatUuid: input.combatUuid,
        outsideCombat: input.outsideCombat,
        command: json(input.command),
        events: [json(e)],
        applicable: false,
        reaction: { attackId: e.attackId, shipId: e.shipId },
      },
    });
  }
  return out;
}

// ----- damage and crew ---------------------------------------------------------------------------------------------

/** Ship ids damaged by the command's events, in order. */
export function damagedShips(events: readonly EngagementEvent[]): string[] {
  return [
    ...new Set(events.filter((e) => e.type === "damageResolved").map((e) => (e as { targetId: string }).targetId)),
  ];
}

export function damageCard(input: CardInput, shipId: string): CardSpec {
  const actor = input.shipActor(shipId);
  const view = baseView(
    "damage",
    t(`${NS.chat}.DamageTitle`, { ship: shipName(input, shipId) }),
    roundText(input),
    input,
  );
  view.sections = damageSections(input, shipId, input.events);
  const events = input.events.filter((e) => e.type === "damageResolved" && e.targetId === shipId);
  const applicable = !!actor && !input.outsideCombat && !isEmpty(damageChanges(events));
  if (!applicable) view.status = actor ? t(`${NS.chat}.NothingToApply`) : t(`${NS.chat}.ShipGone`);
  return {
    kind: "damage",
    shipId,
    view,
    system: {
      kind: "damage",
      shipUuid: actor?.uuid ?? "",
      combatUuid: input.combatUuid,
      outsideCombat: input.outsideCombat,
      command: json(input.command),
      events: events.map(json),
      applicable,
      reaction: {},
    },
  };
}

interface Injury {
  crewId: string;
  damage: number;
  rads: number;
}

/** Whether an event hurt the crew of `shipId`: damage the ship took, or a strike at its boarders (ruling R98). */
function hurtsCrewOf(e: EngagementEvent, shipId: string): boolean {
  return (
    (e.type === "damageResolved" && e.targetId === shipId) || (e.type === "boardersHit" && e.partyShipId === shipId)
  );
}

/** The ship whose crew a crew card's events hurt (the damaged ship, or the boarders' own ship). */
export function injuredShipOf(events: readonly EngagementEvent[]): string | undefined {
  for (const e of events) {
    if (e.type === "damageResolved") return e.targetId;
    if (e.type === "boardersHit" && e.partyShipId) return e.partyShipId;
  }
  return undefined;
}

/** Ship ids whose boarders these events struck, in order, beside the ships damaged. */
export function boardersStruck(events: readonly EngagementEvent[]): string[] {
  return [
    ...new Set(
      events
        .filter((e) => e.type === "boardersHit" && !!e.partyShipId)
        .map((e) => (e as { partyShipId: string }).partyShipId),
    ),
  ];
}

/** Every crew injury of the damage a ship took in these events, and of strikes at its boarders, summed per person. */
export function crewInjuries(events: readonly EngagementEvent[], shipId: string): Injury[] {
  const by = new Map<string, Injury>();
  for (const e of events) {
    if (e.type === "boardersHit" && e.partyShipId === shipId) {
      // unnamed boarders (NPC seats) are reported on the main card; nobody's sheet takes their damage
      for (const i of e.injuries ?? []) {
        if (i.crewId === undefined) continue;
        const x = by.get(i.crewId) ?? { crewId: i.crewId, damage: 0, rads: 0 };
        x.damage += i.damage;
        x.rads += i.rads;
        by.set(i.crewId, x);
      }
      continue;
    }
    if (e.type !== "damageResolved" || e.targetId !== shipId) continue;
    for (const c of e.events) {
      if (c.type !== "crewHit") continue;
      for (const i of (c.injuries as { crewId: string; damage?: number; rads?: number }[]) ?? []) {
        const x = by.get(i.crewId) ?? { crewId: i.crewId, damage: 0, rads: 0 };
        x.damage += i.damage ?? 0;
        x.rads += i.rads ?? 0;
        by.set(i.crewId, x);
      }
    }
  }
  return [...by.values()].filter((x) => x.damage || x.rads);
}

/** The name a card gives an unnamed crew member hit at a seat (ruling R96), or "unknown crew member". */
function unnamedName(input: CardInput, shipId: string, crewId: string): string {
  const seat = unnamedCrewSeat(crewId);
  const position = seat === null ? undefined : input.after.ships[shipId]?.seats[seat]?.position;
  return position
    ? t(`${NS.chat}.UnnamedCrew`, { position: label(`${NS.chat}.Position`, position) })
    : t(`${NS.chat}.UnknownCrew`);
}

export function crewCard(input: CardInput, shipId: string): CardSpec | null {
  const injuries = crewInjuries(input.events, shipId);
  if (!injuries.length) return null;
  const view = baseView("crew", t(`${NS.chat}.CrewTitle`, { ship: shipName(input, shipId) }), roundText(input), input);
  let applicable = false;
  const lines = [];
  for (const inj of injuries) {
    const actor = input.crewActor(inj.crewId);
    const name =
      actor?.name ??
      input.after.ships[shipId]?.crew.find((c) => c.id === inj.crewId)?.name ??
      unnamedName(input, shipId, inj.crewId);
    const sys = actor?.system;
    let split = { str: 0, dex: 0, end: 0 };
    if (sys instanceof CrewData && inj.damage) split = distributeDamage(sys.current, inj.damage);
    const parts: string[] = [];
    if (inj.damage)
      parts.push(t(`${NS.chat}.CrewDamage`, { n: inj.damage, end: split.end, str: split.str, dex: split.dex }));
    if (inj.rads) parts.push(t(`${NS.chat}.CrewRads`, { n: inj.rads }));
    lines.push({ text: `${name}: ${parts.join("; ")}` });
    if (sys instanceof CrewData && !input.outsideCombat && !isEmpty(injuryChanges(sys, inj))) applicable = true;
  }
  view.sections = [{ block: { heading: t(`${NS.chat}.CrewHeading`), lines } }];
  if (!applicable) view.status = t(`${NS.chat}.NothingToApply`);
  return {
    kind: "crew",
    shipId,
    view,
    system: {
      kind: "crew",
      shipUuid: input.shipActor(shipId)?.uuid ?? "",
      combatUuid: input.combatUuid,
      outsideCombat: input.outsideCombat,
      command: json(input.command),
      // the damage the injuries came from (which attack: a step back that takes it back closes this card too)
      events: input.events.filter((e) => hurtsCrewOf(e, shipId)).map(json),
      applicable,
      reaction: {},
    },
  };
}

/** Every card of a performed command, in posting order. */
export function buildCards(input: CardInput): CardSpec[] {
  const cards: CardSpec[] = [mainCard(input)];
  cards.push(...reactionCards(input));
  const damaged = damagedShips(input.events);
  for (const id of damaged) {
    cards.push(damageCard(input, id));
    const crew = crewCard(input, id);
    if (crew) cards.push(crew);
  }
  // boarders struck by sand or point defense: a crew card for their own ship
  for (const id of boardersStruck(input.events)) {
    if (damaged.includes(id)) continue;
    const crew = crewCard(input, id);
    if (crew) cards.push(crew);
  }
  return cards;
}
