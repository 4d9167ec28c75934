// The battle report's view: the facts the rules worked out (src/rules/engagement/battle-report.ts) in the user's
// language, as plain strings a template lays out (templates/report/battle-report.hbs, which escapes every one of them:
// ship and crew names are the players' own text). The story's sentences are the cards' own event lines
// (CEPHEUS.Event.*, through the line the caller hands in) except for an attack and its damage, which the cards show
// as tables and the report tells in a sentence. Each line links the card it came from (@UUID), a damage line its
// damage card.
import type { BattleReport, ShipTally, StoryEntry, TrackPoint } from "../../rules/engagement/battle-report";
import type { EngagementEvent } from "../../rules/engagement/events";
import { label, NS, plural, t } from "../../chat/i18n";

const K = "CEPHEUS.BattleReport";

/** When and why the report was written. */
export type Occasion = "ended" | "deleted" | "demand";

/** What the view needs beside the facts: names, the cards' event lines, the card carrying a damage line. */
export interface ReportNames {
  ship(id: string): string;
  side(id: string): string;
  /** "Turret 2": a mount by its ship's numbering */
  mount(shipId: string, mountId: string): string;
  /** the line a card shows for an event (CEPHEUS.Event.*), or null */
  line(e: EngagementEvent): string | null;
  /** the damage or crew card carrying an event, if any */
  carrier(e: EngagementEvent): string | undefined;
}

export interface RowView {
  label: string;
  value: string;
}

export interface BarView {
  text: string;
  /** width of the bar, 0–100 */
  percent: number;
}

export interface ChartView {
  caption: string;
  points: { label: string; hull: BarView; structure: BarView }[];
}

export interface ShipView {
  name: string;
  rows: RowView[];
  chart: ChartView;
}

export interface StoryItemView {
  lines: string[];
  /** "@UUID[ChatMessage.<id>]{…}": Foundry makes it a link when the page is shown */
  link: string;
}

export interface RoundView {
  heading: string;
  items: StoryItemView[];
}

export interface ReportView {
  status: string;
  result: string;
  labels: Record<string, string>;
  ships: ShipView[];
  rounds: RoundView[];
}

const none = () => t(`${K}.None`);
const list = (parts: string[]) => (parts.length ? parts.join(", ") : none());

function resultText(report: BattleReport, names: ReportNames): string {
  const r = report.result;
  const rounds = r.rounds;
  if (!r.ended) return plural(`${K}.Result.undecided`, rounds, { rounds });
  const why = t(`${K}.Why.${r.reason ?? "referee"}`);
  if (!r.winners.length) return plural(`${K}.Result.noWinner`, rounds, { rounds, why });
  return plural(`${K}.Result.won`, rounds, { rounds, why, winners: r.winners.map((id) => names.ship(id)).join(", ") });
}

function times(name: string, n: number): string {
  return n > 1 ? t(`${K}.Times`, { name, n }) : name;
}

function hitsText(s: ShipTally): string {
  if (!s.hitsTaken) return none();
  const where = Object.entries(s.hitsByLocation).map(([loc, n]) => times(label(`${NS.chat}.Location`, loc), n ?? 0));
  return t(`${K}.HitsValue`, { n: s.hitsTaken, where: where.join(", ") });
}

function crewText(s: ShipTally): string {
  if (!s.crewHurt) return none();
  const parts = [];
  if (s.crewDamage) parts.push(t(`${K}.CrewDamage`, { n: s.crewDamage }));
  if (s.crewRads) parts.push(t(`${K}.CrewRads`, { n: s.crewRads }));
  return t(`${K}.CrewValue`, { hurt: plural(`${K}.CrewHurt`, s.crewHurt, { n: s.crewHurt }), what: parts.join(", ") });
}

function shipRows(s: ShipTally, names: ReportNames): RowView[] {
  const lost = s.systemsLost.map((x) =>
    t(`${K}.Lost`, {
      system: x.mountId ? names.mount(s.id, x.mountId) : label(`${NS.chat}.Location`, x.location),
      state: t(`${K}.State.${x.state}`),
    }),
  );
  const reactions = Object.entries(s.reactions).map(([r, n]) => times(label(`${NS.chat}.Action`, r), n ?? 0));
  const missiles =
    s.missilesLaunched || s.missilesLanded || s.missilesShotDown
      ? t(`${K}.MissilesValue`, { launched: s.missilesLaunched, landed: s.missilesLanded, down: s.missilesShotDown })
      : none();
  return [
    { label: t(`${K}.Row.side`), value: names.side(s.id) },
    { label: t(`${K}.Row.status`), value: label(`${NS.chat}.Status`, s.status) },
    { label: t(`${K}.Row.damageDealt`), value: String(s.damageDealt) },
    { label: t(`${K}.Row.damageTaken`), value: String(s.damageTaken) },
    { label: t(`${K}.Row.hits`), value: hitsText(s) },
    { label: t(`${K}.Row.systemsLost`), value: list(lost) },
    { label: t(`${K}.Row.crew`), value: crewText(s) },
    { label: t(`${K}.Row.missiles`), value: missiles },
    { label: t(`${K}.Row.reactions`), value: list(reactions) },
  ];
}

function bar(value: number, max: number): BarView {
  const whole = Math.max(1, max);
  return { text: t(`${K}.Chart.Value`, { value, max }), percent: Math.round((100 * Math.min(value, whole)) / whole) };
}

function chart(s: ShipTally, name: string, max: { hull: number; structure: number }): ChartView {
  return {
    caption: t(`${K}.Chart.Caption`, { name }),
    points: s.track.map((p: TrackPoint) => ({
      label: p.round === 0 ? t(`${K}.Chart.Start`) : t(`${K}.RoundHeading`, { round: p.round }),
      hull: bar(p.hull, max.hull),
      structure: bar(p.structure, max.structure),
    })),
  };
}

/** A story sentence: the card's own line, or for an attack and its damage the report's. */
export function storyLine(e: EngagementEvent, names: ReportNames): string | null {
  if (e.type === "attackRolled") {
    const data = {
      attacker: names.ship(e.attackerId),
      target: names.ship(e.targetId),
      range: label(`${NS.chat}.Range`, e.range),
    };
    if (!e.rolled) return t(`${K}.Story.AttackUnrolled`, data);
    // a salvo's missiles rolling to hit as they arrive, or a turret's or bay's shots
    const missiles = e.shots.length > 0 && e.shots.every((s) => s.weapon === "missile");
    const hits = { ...data, hits: e.shots.filter((s) => s.hit).length, shots: e.shots.length };
    return t(`${K}.Story.${missiles ? "MissileAttack" : "Attack"}`, hits);
  }
  if (e.type === "damageResolved") {
    const net = e.events.find((d) => d.type === "hitsDetermined")?.net;
    const where = e.events
      .filter((d) => d.type === "hitLocated")
      .map((d) => times(label(`${NS.chat}.Location`, String(d.location)), Number(d.hits) || 0));
    const result = where.length ? where.join(", ") : t(`${K}.Story.${Number(net) > 0 ? "NoHit" : "Stopped"}`);
    const data = { target: names.ship(e.targetId), damage: e.damage, result };
    return e.attackerId
      ? t(`${K}.Story.DamageFrom`, { ...data, attacker: names.ship(e.attackerId) })
      : t(`${K}.Story.Damage`, data);
  }
  return names.line(e);
}

const linkTo = (cardId: string) => `@UUID[ChatMessage.${cardId}]{${t(`${K}.Card`)}}`;

/** The round's sentences: one item per card in a row, a damage line on its own with its damage card. */
function storyItems(entries: readonly StoryEntry[], names: ReportNames): StoryItemView[] {
  const items: (StoryItemView & { record: string; own: boolean })[] = [];
  for (const { record, event } of entries) {
    const text = storyLine(event, names);
    if (!text) continue;
    const carrier = event.type === "damageResolved" ? names.carrier(event) : undefined;
    const last = items[items.length - 1];
    if (!carrier && last?.record === record && !last.own) last.lines.push(text);
    else items.push({ record, own: !!carrier, lines: [text], link: linkTo(carrier ?? record) });
  }
  return items.map(({ lines, link }) => ({ lines, link }));
}

/** The view of a report, written on `occasion` in round `round`. */
export function reportView(
  report: BattleReport,
  names: ReportNames,
  maxima: ReadonlyMap<string, { hull: number; structure: number }>,
  occasion: Occasion,
  round: number,
): ReportView {
  const labels: Record<string, string> = {};
  for (const k of ["Result", "Ships", "Story", "Round", "Hull", "Structure", "Figures"])
    labels[k] = t(`${K}.Heading.${k}`);
  return {
    status: t(`${K}.Status.${occasion}`, { round }),
    result: resultText(report, names),
    labels,
    ships: report.ships.map((s) => {
      const name = names.ship(s.id);
      return { name, rows: shipRows(s, names), chart: chart(s, name, maxima.get(s.id) ?? { hull: 0, structure: 0 }) };
    }),
    rounds: report.story.map((r) => ({
      heading: r.round === 0 ? t(`${K}.Heading.Setup`) : t(`${K}.RoundHeading`, { round: r.round }),
      items: storyItems(r.entries, names),
    })),
  };
}
