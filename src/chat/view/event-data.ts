// The data of an event's line (CEPHEUS.Event.<type>): the event's fields with ship ids replaced by names, and ranges,
// positions, statuses and codes localised, one small localiser per kind of event.
import type { EngagementEvent } from "../../rules/engagement/events";
import { signed } from "../../base/format";
import { label, NS, t } from "../i18n";
import { attackChange } from "./attack";
import { modifierName, rangeName, seatName, shipName, shipOf } from "./names";
import type { ViewContext } from "./types";

type EventType = EngagementEvent["type"];
type Of<T extends EventType> = Extract<EngagementEvent, { type: T }>;
type Localiser<T extends EventType> = (ctx: ViewContext, e: Of<T>) => Record<string, unknown>;

const ID_KEYS = [
  "shipId",
  "targetId",
  "attackerId",
  "pursuerId",
  "winnerId",
  "byId",
  "a",
  "b",
  "otherId",
  "defenderId",
  "opponentId",
];

const succeeded = (success: boolean) => t(`${NS.chat}.${success ? "Succeeded" : "Failed"}`);
const names = (ctx: ViewContext, ids: readonly string[]) => ids.map((id) => shipName(ctx, id)).join(", ");

const missileType = (_: ViewContext, e: Of<"missileLaunched" | "missileArrived">) => ({
  missileType: label(`${NS.chat}.MissileType`, "missileType" in e ? e.missileType : "standard"),
});
const modifierKey = (_: ViewContext, e: Of<"modifierUsed" | "modifierRemoved">) => ({ key: modifierName(e.key) });
const why = (_: ViewContext, e: Of<"turnSkipped" | "engagementEnded" | "salvoExpired" | "shipEscaped">) => ({
  reason: label(`${NS.chat}.Why`, "reason" in e ? e.reason : e.how),
});
const seatLabel = (
  ctx: ViewContext,
  e: Of<"extendedProgress" | "extendedSpoiled" | "extendedCompleted" | "extendedAbandoned" | "personalAction">,
) => ({
  label: ("label" in e && e.label) || "",
  seat: seatName(shipOf(ctx, e.shipId), e.seat),
});

const LOCALISERS: { [T in EventType]?: Localiser<T> } = {
  rangeChanged: (_, e) => ({ from: e.from ? rangeName(e.from) : t(`${NS.chat}.RangeUnset`), to: rangeName(e.to) }),
  statusChanged: (_, e) => ({ from: label(`${NS.chat}.Status`, e.from), to: label(`${NS.chat}.Status`, e.to) }),
  positionChanged: (ctx, e) => ({
    from: label(`${NS.chat}.Position`, e.from),
    to: label(`${NS.chat}.Position`, e.to),
    seat: seatName(shipOf(ctx, e.shipId), e.seat),
  }),
  actionSpent: (ctx, e) => ({
    action: label(`${NS.chat}.Action`, e.action),
    cost: t(`${NS.chat}.Cost.${e.cost}`),
    seat: seatName(shipOf(ctx, e.shipId), e.seat),
  }),
  reactionSpent: (_, e) => ({ reaction: label(`${NS.chat}.Action`, e.reaction), result: succeeded(e.success) }),
  attackModified: (ctx, e) => ({ reason: label(`${NS.chat}.Action`, e.reason), how: attackChange(ctx, e) }),
  missileLaunched: missileType,
  missileArrived: missileType,
  modifierAdded: (ctx, e) => ({
    key: modifierName(e.modifier.key),
    value: signed(e.modifier.value),
    shipId: shipName(ctx, e.modifier.shipId),
  }),
  modifierUsed: modifierKey,
  modifierRemoved: modifierKey,
  orderChanged: (ctx, e) => ({ order: e.order.map((id) => `${shipName(ctx, id)} (${e.initiatives[id]})`).join(", ") }),
  roundStarted: (ctx, e) => ({
    reactions: Object.entries(e.reactions)
      .map(([id, n]) => `${shipName(ctx, id)} ${n}`)
      .join(", "),
  }),
  turnStarted: (ctx, e) => ({ simultaneous: names(ctx, e.simultaneousWith) }),
  awaitingDelayed: (ctx, e) => ({ ships: names(ctx, e.shipIds) }),
  repaired: (_, e) => ({ target: label(`${NS.chat}.Location`, e.target) }),
  // each boarder struck and what they took (the crew card lays it on the named ones)
  boardersHit: (ctx, e) => ({
    injuries:
      (e.injuries ?? [])
        .map((i) =>
          t(`${NS.chat}.BoarderHit`, {
            seat: seatName(shipOf(ctx, e.partyShipId), i.seat) || String(i.seat),
            n: i.damage,
          }),
        )
        .join(", ") || t(`${NS.chat}.NoBoarders`),
  }),
  boardingRound: (_, e) => ({
    outcome: t(`${NS.chat}.Boarding.${e.outcome}`),
    degree: t(`${NS.chat}.Degree.${e.degree}`),
  }),
  pursuitBroken: (_, e) => ({ reason: label(`${NS.chat}.PursuitEnd`, e.reason) }),
  turnSkipped: why,
  engagementEnded: why,
  salvoExpired: why,
  salvoMoved: (_, e) => ({ from: rangeName(e.from), to: rangeName(e.to), reason: label(`${NS.chat}.Why`, e.reason) }),
  shipEscaped: why,
  planetaryManeuver: (_, e) => ({ maneuver: label(`${NS.chat}.Action`, e.maneuver), result: succeeded(e.success) }),
  miscellaneous: (_, e) => ({ label: e.label ?? label(`${NS.chat}.Action`, "miscellaneous") }),
  extendedProgress: seatLabel,
  extendedSpoiled: seatLabel,
  extendedCompleted: seatLabel,
  extendedAbandoned: seatLabel,
  personalAction: seatLabel,
  commsEstablished: (_, e) => ({ result: succeeded(e.success) }),
  reentry: (_, e) => ({ result: t(`${NS.chat}.${e.success ? "ReentryControlled" : "ReentryCrash"}`) }),
  communicationsIntercepted: (_, e) => ({
    result: t(`${NS.chat}.Intercept.${e.advantage ? "advantage" : e.encryption === "held" ? "held" : "nothing"}`),
  }),
};

/** The event's fields with ship ids replaced by names, ranges and codes localised: the data of CEPHEUS.Event.<type>. */
export function eventData(ctx: ViewContext, e: EngagementEvent): Record<string, unknown> {
  const data: Record<string, unknown> = { ...(e as unknown as Record<string, unknown>) };
  for (const k of ID_KEYS) if (typeof data[k] === "string") data[k] = shipName(ctx, data[k] as string);
  const localise = LOCALISERS[e.type] as Localiser<EventType> | undefined;
  return localise ? Object.assign(data, localise(ctx, e)) : data;
}
