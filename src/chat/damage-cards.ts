// Damage and crew cards: one damage card per ship damaged, and a crew card per ship whose crew were hurt (by its
// damage, or by strikes at its boarders). They carry the events their Apply writes from (src/engagement/apply.ts)
// and whether it has anything to write; who was hurt is the rules' answer (src/rules/engagement/injuries.ts).
import { damageChanges, injuryChanges, isEmpty } from "../data/changes";
import { CrewData } from "../data/actor/crew";
import { crewInjuries, hurtsCrewOf } from "../rules/engagement/injuries";
import { distributeDamage } from "../rules/crew-damage";
import { unnamedCrewSeat } from "../rules/unnamed-crew";
import { label, NS, t } from "./i18n";
import { baseView, json, roundText, type CardInput, type CardSpec } from "./card-spec";
import { damageSections, shipName } from "./view";

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
