// Damage and crew cards. One damage card per ship damaged: what the ship took and, under it, what its crew took (one
// card, one Apply for everything the hits did to that ship). A crew card for a ship whose boarders were struck while
// the ship itself took no damage. Both carry the events their Apply writes from (src/play/apply.ts) and whether
// it has anything to write; who was hurt is the rules' answer (src/rules/engagement/injuries.ts).
import { damageChanges, injuryChanges, isEmpty } from "../data/changes";
import { CrewData } from "../data/actor/crew";
import { crewInjuries, hurtsCrewOf } from "../rules/engagement/injuries";
import { distributeDamage } from "../rules/crew-damage";
import { unnamedCrewSeat } from "../rules/unnamed-crew";
import { label, NS, t } from "./i18n";
import { baseView, roundText, shipCard, type CardInput, type CardSpec } from "./card-spec";
import { damageSections, shipName, type SectionView } from "./view";

/** The events a ship's card writes from: the damage it took, and the strikes at its boarders. */
function eventsHurting(input: CardInput, shipId: string) {
  return input.events.filter((e) => hurtsCrewOf(e, shipId));
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
  const events = eventsHurting(input, shipId);
  const crew = crewBlock(input, shipId);
  if (crew) view.sections.push(crew.section);
  view.undo = t(`${NS.chat}.UndoDamage`, { ship: shipName(input, shipId) });
  const applicable = !!actor && !input.outsideCombat && (!isEmpty(damageChanges(events)) || !!crew?.applicable);
  if (!applicable) view.status = actor ? t(`${NS.chat}.NothingToApply`) : t(`${NS.chat}.ShipGone`);
  return shipCard("damage", input, shipId, view, events, applicable);
}

/** The name a card gives an unnamed crew member hit at a seat (ruling R96), or "unknown crew member". */
function unnamedName(input: CardInput, shipId: string, crewId: string): string {
  const seat = unnamedCrewSeat(crewId);
  const position = seat === null ? undefined : input.after.ships[shipId]?.seats[seat]?.position;
  return position
    ? t(`${NS.chat}.UnnamedCrew`, { position: label(`${NS.chat}.Position`, position) })
    : t(`${NS.chat}.UnknownCrew`);
}

/** The crew block of a ship's card (a line per person hurt) and whether Apply has any injury to write; null: nobody hurt. */
function crewBlock(input: CardInput, shipId: string): { section: SectionView; applicable: boolean } | null {
  const injuries = crewInjuries(input.events, shipId);
  if (!injuries.length) return null;
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
  return { section: { block: { heading: t(`${NS.chat}.CrewHeading`), lines } }, applicable };
}

/** The crew card of a ship whose boarders were struck (its own damage has its damage card), or null: nobody hurt. */
export function crewCard(input: CardInput, shipId: string): CardSpec | null {
  const crew = crewBlock(input, shipId);
  if (!crew) return null;
  const view = baseView("crew", t(`${NS.chat}.CrewTitle`, { ship: shipName(input, shipId) }), roundText(input), input);
  view.sections = [crew.section];
  view.undo = t(`${NS.chat}.UndoCrew`, { ship: shipName(input, shipId) });
  if (!crew.applicable) view.status = t(`${NS.chat}.NothingToApply`);
  // the strikes the injuries came from (which boarding: a step back that takes it back closes this card too)
  return shipCard("crew", input, shipId, view, eventsHurting(input, shipId), crew.applicable);
}
