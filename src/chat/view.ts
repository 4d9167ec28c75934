// Engine events → card view models (plain data, every string already localised; the templates only lay it out
// and Handlebars escapes it). Pure apart from reading game.i18n.
import { DIFFICULTY_DM, type CheckResult, type Modifier } from "../rules/checks";
import type { HitCounts } from "../rules/damage";
import type { EngagementEvent } from "../rules/engagement/events";
import type { PendingAttack, PendingShot } from "../rules/engagement/memory";
import { rangeBetween, type EngagementState } from "../rules/engagement/state";
import { ABSTRACT_BOARDING } from "../rules/tables/boarding";
import { CREW_DAMAGE, HIT_EFFECTS, HIT_LOCATION_TABLE, SPACE_COMBAT_DAMAGE, type HitColumn } from "../rules/tables/damage";
import { MISSILE_LAUNCH_RANGE } from "../rules/tables/missiles";
import { COLLISION_DICE_PER_SPEED } from "../rules/tables/planetary";
import { DAMAGE_REPAIR_RESULTS } from "../rules/tables/repair";
import { reactionsForInitiative } from "../rules/reactions";
import { SHIP_SYSTEMS, type Difficulty, type ShipSnapshot } from "../rules/types";
import { signed } from "../format";
import { label, NS, t } from "./i18n";

export interface LineView {
  text: string;
  /** the SRD table row behind the line (shown on hover) */
  title?: string;
  css?: string;
}

export interface ModView {
  label: string;
  value: string;
}

export interface CheckView {
  heading: string;
  dice: number;
  mods: ModView[];
  total: number;
  effect: string;
  result: string;
  success: boolean;
  title?: string;
}

export interface ShotView {
  weapon: string;
  dice: string;
  dm: string;
  total: string;
  result: string;
  css: string;
  notes: string[];
}

export interface AttackView {
  heading: string;
  range: string;
  mods: ModView[];
  shots: ShotView[];
  /** what is still pending (damage at the end of the attacker's turn, rolls after reactions, ...) */
  pending: string | null;
  title?: string;
}

export interface SectionView {
  check?: CheckView;
  opposed?: { heading: string; a: CheckView; b: CheckView; winner: string };
  attack?: AttackView;
  line?: LineView;
  block?: { heading: string; lines: LineView[]; title?: string };
}

export interface ButtonView {
  action: string;
  label: string;
  data: { name: string; value: string }[];
  css: string;
  title?: string;
}

export interface CardView {
  kind: string;
  css: string;
  title: string;
  subtitle: string;
  notice: string | null;
  sections: SectionView[];
  buttons: ButtonView[];
  status: string | null;
  /** the GM stepped back past this card's attack: it no longer applies */
  withdrawn?: boolean;
}

export interface ViewContext {
  before: EngagementState;
  after: EngagementState;
  outsideCombat: boolean;
}

// ----- names ----------------------------------------------------------------------------------------------------

export function shipName(ctx: ViewContext, id: string | undefined): string {
  if (!id) return "";
  return ctx.after.ships[id]?.name ?? ctx.before.ships[id]?.name ?? t(`${NS.chat}.UnknownShip`);
}

function ship(ctx: ViewContext, id: string): ShipSnapshot | undefined {
  return ctx.after.ships[id] ?? ctx.before.ships[id];
}

/** "Turret 2" / "Bay 1": the mount's type and its number among mounts of that type. */
export function mountName(s: ShipSnapshot | undefined, mountId: string | undefined): string {
  if (!s || !mountId) return "";
  const m = s.mounts.find((x) => x.id === mountId);
  if (!m) return "";
  const n = s.mounts.filter((x) => x.type === m.type).indexOf(m) + 1;
  return t(`${NS.chat}.Mount.${m.type}`, { n });
}

/** "Pilot (Jane Doe)" for a seat; the position alone for an NPC or software seat. */
export function seatName(s: ShipSnapshot | undefined, seat: number | undefined): string {
  if (!s || seat === undefined) return "";
  const x = s.seats[seat];
  if (!x) return "";
  const pos = label(`${NS.chat}.Position`, x.position);
  const crew = x.crewId ? s.crew.find((c) => c.id === x.crewId)?.name : undefined;
  if (crew) return t(`${NS.chat}.SeatWithCrew`, { position: pos, name: crew });
  if (x.automated) return t(`${NS.chat}.SeatAutomated`, { position: pos });
  return pos;
}

export function weaponName(kind: string): string {
  return label(`${NS.chat}.Weapon`, kind);
}

export function rangeName(band: string): string {
  return label(`${NS.chat}.Range`, band);
}

export function modifierName(source: string): string {
  return label(`${NS.chat}.Modifier`, source);
}

export function mods(list: readonly Modifier[]): ModView[] {
  return list.map((m) => ({ label: m.label ? `${modifierName(m.source)} (${m.label})` : modifierName(m.source), value: signed(m.value) }));
}

function degreeText(c: CheckResult): string {
  return t(`${NS.chat}.Degree.${c.degree}`);
}

export function checkView(heading: string, c: CheckResult): CheckView {
  return {
    heading,
    dice: c.dice,
    mods: mods(c.modifiers),
    total: c.total,
    effect: signed(c.effect),
    result: degreeText(c),
    success: c.success,
    title: t(`${NS.chat}.CheckTitle`, { dice: c.dice, total: c.total, effect: signed(c.effect) }),
  };
}

// ----- SRD table rows (hover text) -----------------------------------------------------------------------------------

function hitsText(h: HitCounts): string {
  const parts: string[] = [];
  const count = (kind: "triple" | "double" | "single", n: number) => t(`${NS.chat}.Hits.${kind}${n === 1 ? "One" : ""}`, { n });
  if (h.triple) parts.push(count("triple", h.triple));
  if (h.double) parts.push(count("double", h.double));
  if (h.single) parts.push(count("single", h.single));
  return parts.length ? parts.join(", ") : t(`${NS.chat}.Hits.none`);
}

export function damageRowTitle(net: number): string {
  const row = SPACE_COMBAT_DAMAGE.find((r) => net >= r.min && net <= r.max);
  const band = row ? `${row.min}\u2013${row.max}` : net <= 0 ? "0" : `45+`;
  return t(`${NS.chat}.Table.damage`, { band, hits: row ? hitsText(row.hits) : net <= 0 ? t(`${NS.chat}.Hits.none`) : t(`${NS.chat}.Table.overflow`) });
}

export function locationTitle(column: HitColumn, roll: number): string {
  const loc = HIT_LOCATION_TABLE[column][roll - 2];
  return t(`${NS.chat}.Table.location`, { column: t(`${NS.chat}.Column.${column}`), roll, location: label(`${NS.chat}.Location`, loc) });
}

function crewRowTitle(total: number, column: string): string {
  const row = CREW_DAMAGE.find((r) => total >= r.min && total <= r.max) ?? CREW_DAMAGE[0];
  const band = row.min === -Infinity ? `\u2264${row.max}` : row.max === Infinity ? `${row.min}+` : row.min === row.max ? `${row.min}` : `${row.min}\u2013${row.max}`;
  return t(`${NS.chat}.Table.crew`, { column: t(`${NS.chat}.CrewColumn.${column}`), band, result: t(`${NS.chat}.CrewTarget.${row.target}`, { dice: row.dice, mult: row.multiplier[column as "normal" | "radiation"] }) });
}

// ----- attack sections -------------------------------------------------------------------------------------------

/** A shot's weapon as the attacker's sheet names it ("Beam Laser B"), else its kind. */
function shotWeaponName(attacker: ShipSnapshot | undefined, shot: PendingShot): string {
  for (const m of attacker?.mounts ?? []) {
    const w = m.weapons.find((x) => x.id === shot.weaponId);
    if (w?.name) return w.name;
  }
  return weaponName(shot.weapon);
}

function shotView(shot: PendingShot, missile: boolean, toHit: number | undefined, shared: number, attacker?: ShipSnapshot): ShotView {
  const notes: string[] = [];
  // the shot's own DMs beyond those every shot shares: its difficulty at this range, the pulse laser's DM−2 (R8)
  if (!missile && shot.dm !== undefined) {
    const own = shot.dm - shared;
    const diff = shot.difficulty ? DIFFICULTY_DM[shot.difficulty as Difficulty] ?? 0 : 0;
    if (shot.difficulty && diff) notes.push(`${label(`${NS.chat}.Modifier.difficulty`, shot.difficulty)} ${signed(diff)}`);
    if (own - diff) notes.push(`${modifierName(shot.weapon === "pulseLaser" ? "pulseLaser" : "other")} ${signed(own - diff)}`);
  }
  if (shot.reduction) notes.push(t(`${NS.chat}.Reduced`, { n: shot.reduction }));
  if (shot.destroyed) notes.push(t(`${NS.chat}.ShotDestroyed`));
  const rolled = shot.dice !== undefined;
  const dm = shot.dm ?? 0;
  const result = shot.destroyed
    ? t(`${NS.chat}.Destroyed`)
    : !rolled
      ? t(`${NS.chat}.NotRolled`)
      : shot.hit
        ? t(`${NS.chat}.Hit`)
        : t(`${NS.chat}.Miss`);
  if (rolled && shot.hit && shot.damage !== undefined) notes.push(t(`${NS.chat}.DamageRolled`, { n: shot.damage }));
  return {
    weapon: missile ? t(`${NS.chat}.MissileN`, { n: shot.weaponId.replace(/^missile-/, "") }) : shotWeaponName(attacker, shot),
    dice: rolled ? String(shot.dice) : "\u2014",
    dm: signed(dm),
    total: rolled ? (missile && toHit !== undefined ? `${shot.dice! + dm} / ${toHit}` : String(shot.dice! + dm)) : "\u2014",
    result,
    css: shot.destroyed ? "destroyed" : !rolled ? "pending" : shot.hit ? "hit" : "miss",
    notes,
  };
}

function attackView(ctx: ViewContext, e: Extract<EngagementEvent, { type: "attackRolled" }>): AttackView {
  const attack: PendingAttack | undefined =
    (ctx.after.memory.pendingAttacks ?? []).find((a) => a.id === e.attackId) ?? (ctx.before.memory.pendingAttacks ?? []).find((a) => a.id === e.attackId);
  const missile = attack?.kind === "missile" || e.shots.some((s) => s.weapon === "missile");
  const attackerShip = ship(ctx, e.attackerId);
  const by = missile
    ? t(`${NS.chat}.SalvoFrom`, { ship: shipName(ctx, e.attackerId) })
    : [shipName(ctx, e.attackerId), mountName(attackerShip, e.mountId), seatName(attackerShip, e.seat)].filter(Boolean).join(" \u00b7 ");
  const stillPending = (ctx.after.memory.pendingAttacks ?? []).some((a) => a.id === e.attackId);
  let pending: string | null = null;
  if (stillPending) {
    pending = missile
      ? t(`${NS.chat}.Pending.missile`)
      : e.rolled
        ? t(`${NS.chat}.Pending.beam`, { ship: shipName(ctx, e.attackerId) })
        : t(`${NS.chat}.Pending.beamUnrolled`, { ship: shipName(ctx, e.attackerId) });
  }
  const difficulty = e.shots.find((s) => s.difficulty)?.difficulty;
  const sharedDM = e.modifiers.reduce((n, m) => n + m.value, 0);
  return {
    heading: t(`${NS.chat}.AttackHeading`, { attacker: by, target: shipName(ctx, e.targetId) }),
    range: rangeName(e.range),
    mods: mods(e.modifiers),
    shots: e.shots.map((s) => shotView(s, missile, attack?.toHit, sharedDM, attackerShip)),
    pending,
    title: difficulty ? t(`${NS.chat}.Table.attack`, { range: rangeName(e.range), difficulty: label(`${NS.chat}.Difficulty`, difficulty) }) : undefined,
  };
}

// ----- one line per other event ------------------------------------------------------------------------------------

const ID_KEYS = ["shipId", "targetId", "attackerId", "pursuerId", "winnerId", "byId", "a", "b", "otherId", "defenderId", "opponentId"];

/** The event's fields with ship ids replaced by names, ranges and codes localised: the data of CEPHEUS.Event.<type>. */
function eventData(ctx: ViewContext, e: EngagementEvent): Record<string, unknown> {
  const data: Record<string, unknown> = { ...(e as unknown as Record<string, unknown>) };
  for (const k of ID_KEYS) if (typeof data[k] === "string") data[k] = shipName(ctx, data[k] as string);
  switch (e.type) {
    case "rangeChanged":
      data.from = e.from ? rangeName(e.from) : t(`${NS.chat}.RangeUnset`);
      data.to = rangeName(e.to);
      break;
    case "statusChanged":
      data.from = label(`${NS.chat}.Status`, e.from);
      data.to = label(`${NS.chat}.Status`, e.to);
      break;
    case "positionChanged":
      data.from = label(`${NS.chat}.Position`, e.from);
      data.to = label(`${NS.chat}.Position`, e.to);
      data.seat = seatName(ship(ctx, e.shipId), e.seat);
      break;
    case "actionSpent":
      data.action = label(`${NS.chat}.Action`, e.action);
      data.cost = t(`${NS.chat}.Cost.${e.cost}`);
      data.seat = seatName(ship(ctx, e.shipId), e.seat);
      break;
    case "reactionSpent":
      data.reaction = label(`${NS.chat}.Action`, e.reaction);
      data.result = t(`${NS.chat}.${e.success ? "Succeeded" : "Failed"}`);
      break;
    case "attackModified":
      data.reason = label(`${NS.chat}.Action`, e.reason);
      break;
    case "missileLaunched":
    case "missileArrived":
      data.missileType = label(`${NS.chat}.MissileType`, "missileType" in e ? e.missileType : "standard");
      break;
    case "modifierAdded":
      data.key = modifierName(e.modifier.key);
      data.value = signed(e.modifier.value);
      data.shipId = shipName(ctx, e.modifier.shipId);
      break;
    case "modifierUsed":
    case "modifierRemoved":
      data.key = modifierName(e.key);
      break;
    case "orderChanged":
      data.order = e.order.map((id) => `${shipName(ctx, id)} (${e.initiatives[id]})`).join(", ");
      break;
    case "roundStarted":
      data.reactions = Object.entries(e.reactions)
        .map(([id, n]) => `${shipName(ctx, id)} ${n}`)
        .join(", ");
      break;
    case "turnStarted":
      data.simultaneous = e.simultaneousWith.map((id) => shipName(ctx, id)).join(", ");
      break;
    case "awaitingDelayed":
      data.ships = e.shipIds.map((id) => shipName(ctx, id)).join(", ");
      break;
    case "repaired":
      data.target = label(`${NS.chat}.Location`, e.target);
      break;
    case "boardersHit":
      // each boarder struck and what they took (the crew card lays it on the named ones)
      data.injuries = (e.injuries ?? [])
        .map((i) => t(`${NS.chat}.BoarderHit`, { seat: seatName(ship(ctx, e.partyShipId), i.seat) || String(i.seat), n: i.damage }))
        .join(", ") || t(`${NS.chat}.NoBoarders`);
      break;
    case "boardingRound":
      data.outcome = t(`${NS.chat}.Boarding.${e.outcome}`);
      data.degree = t(`${NS.chat}.Degree.${e.degree}`);
      break;
    case "pursuitBroken":
      data.reason = label(`${NS.chat}.PursuitEnd`, e.reason);
      break;
    case "turnSkipped":
    case "engagementEnded":
    case "salvoExpired":
    case "shipEscaped":
      data.reason = label(`${NS.chat}.Why`, "reason" in e ? e.reason : e.how);
      break;
    case "planetaryManeuver":
      data.maneuver = label(`${NS.chat}.Action`, e.maneuver);
      data.result = t(`${NS.chat}.${e.success ? "Succeeded" : "Failed"}`);
      break;
    case "miscellaneous":
      data.label = e.label ?? label(`${NS.chat}.Action`, "miscellaneous");
      break;
    case "extendedProgress":
    case "extendedSpoiled":
    case "extendedCompleted":
    case "extendedAbandoned":
    case "personalAction":
      data.label = ("label" in e && e.label) || "";
      data.seat = seatName(ship(ctx, e.shipId), e.seat);
      break;
    case "commsEstablished":
      data.result = t(`${NS.chat}.${e.success ? "Succeeded" : "Failed"}`);
      break;
    case "reentry":
      data.result = t(`${NS.chat}.${e.success ? "ReentryControlled" : "ReentryCrash"}`);
      break;
    case "communicationsIntercepted":
      data.result = t(`${NS.chat}.Intercept.${e.advantage ? "advantage" : e.encryption === "held" ? "held" : "nothing"}`);
      break;
  }
  return data;
}

function eventTitle(ctx: ViewContext, e: EngagementEvent, lastEffect?: number): string | undefined {
  switch (e.type) {
    case "repaired": {
      if (lastEffect === undefined) return undefined;
      const row = DAMAGE_REPAIR_RESULTS.find((r) => lastEffect >= r.minEffect && lastEffect <= r.maxEffect);
      const band = row ? (row.maxEffect === Infinity ? `${row.minEffect}+` : row.minEffect === row.maxEffect ? `${row.minEffect}` : `${row.minEffect}\u2013${row.maxEffect}`) : signed(lastEffect);
      return t(`${NS.chat}.Table.repair`, { effect: signed(lastEffect), band, hits: row?.hits ?? 0 });
    }
    case "missileLaunched": {
      const band = rangeBetween(ctx.before.memory, e.attackerId, e.targetId);
      return t(`${NS.chat}.Table.missileLaunch`, { range: rangeName(band), turns: MISSILE_LAUNCH_RANGE[band] ?? "\u2014", toHit: e.toHit, effect: signed(e.launchEffect) });
    }
    case "boardingRound": {
      const side = e.winnerId === e.attackerId ? "attacker" : "defender";
      const row = ABSTRACT_BOARDING[side][e.degree];
      return t(`${NS.chat}.Table.boarding`, {
        side: t(`${NS.chat}.BoardingSide.${side}`),
        degree: t(`${NS.chat}.Degree.${e.degree}`),
        hits: row.internalSingleHits,
        dice: row.internalDamageDice,
      });
    }
    case "collision":
      return t(`${NS.chat}.Table.collision`, { speed: e.speed, dice: e.speed * COLLISION_DICE_PER_SPEED });
    default:
      return undefined;
  }
}

/** Events too small to show on their own (their effect shows elsewhere on the card). */
const QUIET = new Set(["refused", "damageResolved", "reactionOffered", "attackRolled", "checkRolled", "opposedRolled", "initiativeRolled", "poolSpent", "actionSpent"]);

export function eventLine(ctx: ViewContext, e: EngagementEvent, lastEffect?: number): LineView | null {
  if (QUIET.has(e.type)) return null;
  // a change of initiative as a fleet ship loses or regains its link reads as what it is (rulings R103, R104)
  const key =
    e.type === "initiativeChanged" && (e.reason === "commsLost" || e.reason === "commsRestored")
      ? `${NS.event}.initiativeChanged${e.reason === "commsLost" ? "CommsLost" : "CommsRestored"}`
      : `${NS.event}.${e.type}`;
  const data = eventData(ctx, e);
  const text = game.i18n!.has(key) ? t(key, data) : e.type;
  const title = eventTitle(ctx, e, lastEffect);
  return title ? { text, title, css: `event-${e.type}` } : { text, css: `event-${e.type}` };
}

function initiativeSection(ctx: ViewContext, e: Extract<EngagementEvent, { type: "initiativeRolled" }>): SectionView {
  const lines: LineView[] = [];
  lines.push({
    text: e.dice === null ? t(`${NS.chat}.InitiativeAware`) : t(`${NS.chat}.InitiativeDice`, { dice: e.dice }),
  });
  for (const m of mods(e.modifiers)) lines.push({ text: `${m.label} ${m.value}` });
  return {
    block: {
      heading: t(`${NS.chat}.InitiativeHeading`, { ship: shipName(ctx, e.shipId), n: e.initiative }),
      lines,
      title: t(`${NS.chat}.Table.reactions`, { n: e.initiative, reactions: reactionsForInitiative(e.initiative) }),
    },
  };
}

/** The sections of the main card of a command: checks, attacks, then a line per other event. */
export function actionSections(ctx: ViewContext, events: readonly EngagementEvent[]): SectionView[] {
  const out: SectionView[] = [];
  let lastEffect: number | undefined;
  for (const e of events) {
    if (e.type === "checkRolled") lastEffect = e.check.effect;
    switch (e.type) {
      case "checkRolled": {
        const s = ship(ctx, e.shipId);
        const who = [shipName(ctx, e.shipId), seatName(s, e.seat)].filter(Boolean).join(" \u00b7 ");
        out.push({ check: checkView(t(`${NS.chat}.CheckHeading`, { action: label(`${NS.chat}.Action`, e.action), who }), e.check) });
        break;
      }
      case "opposedRolled":
        out.push({
          opposed: {
            heading: t(`${NS.chat}.OpposedHeading`, { action: label(`${NS.chat}.Action`, e.action) }),
            a: checkView(shipName(ctx, e.shipId), e.check),
            b: checkView(shipName(ctx, e.opponentId), e.opponentCheck),
            winner: t(`${NS.chat}.Winner`, { ship: shipName(ctx, e.winnerId) }),
          },
        });
        break;
      case "attackRolled":
        out.push({ attack: attackView(ctx, e) });
        break;
      case "initiativeRolled":
        out.push(initiativeSection(ctx, e));
        break;
      case "damageResolved":
        break;
      default: {
        const line = eventLine(ctx, e, lastEffect);
        if (line) out.push({ line });
      }
    }
  }
  const damaged = [...new Set(events.filter((e) => e.type === "damageResolved").map((e) => (e as { targetId: string }).targetId))];
  for (const id of damaged) out.push({ line: { text: t(`${NS.chat}.SeeDamageCard`, { ship: shipName(ctx, id) }), css: "note" } });
  return out;
}

// ----- damage ------------------------------------------------------------------------------------------------------

type DamageChain = { type: string } & Record<string, unknown>;

function locationName(loc: unknown): string {
  return label(`${NS.chat}.Location`, String(loc));
}

/** One damage chain event in words, with the table row on hover where one decided it. */
export function damageLine(ctx: ViewContext, targetId: string, e: DamageChain): LineView | null {
  const s = ship(ctx, targetId);
  const E = `${NS.chat}.Damage`;
  switch (e.type) {
    case "hitsDetermined": {
      const h = e.hits as HitCounts;
      const net = e.net as number;
      const text = e.armorIgnored
        ? t(`${E}.hitsArmorIgnored`, { damage: e.damage as number, hits: hitsText(h) })
        : t(`${E}.hits`, { damage: e.damage as number, armor: e.armor as number, net: Math.max(0, net), hits: hitsText(h) });
      return { text, title: damageRowTitle(net), css: "hits" };
    }
    case "hitLocated": {
      const n = e.hits as number;
      return {
        text: t(`${E}.located`, {
          group: t(`${NS.chat}.Group.${n === 3 ? "triple" : n === 2 ? "double" : "single"}`),
          roll: e.roll as number,
          column: t(`${NS.chat}.Column.${e.column as string}`),
          location: locationName(e.location),
        }),
        title: locationTitle(e.column as HitColumn, e.roll as number),
        css: "located",
      };
    }
    case "hitRedirected":
      return { text: t(`${E}.redirect.${e.reason as string}`, { from: locationName(e.from), to: locationName(e.to) }), css: "redirect" };
    case "hullDamaged":
      return { text: t(`${E}.hull`, { from: e.from as number, to: e.to as number }) };
    case "hullBreached":
      // ruling R101: the world's reading of "will rapidly be incapacitated"
      return { text: t(ctx.after.memory.options?.hullZero === "disabled" ? `${E}.hullBreachedDisabled` : `${E}.hullBreached`), css: "severe" };
    case "structureDamaged":
      return { text: t(`${E}.structure`, { from: e.from as number, to: e.to as number }) };
    case "armorDamaged":
      return { text: t(`${E}.armor`, { from: e.from as number, to: e.to as number }) };
    case "systemDamaged":
      return { text: label(NS.effect, e.effect as string), css: (e.to as number) >= 3 ? "severe" : undefined };
    case "mountDamaged":
      return { text: t(`${E}.mount`, { mount: mountName(s, e.mountId as string), effect: label(NS.effect, e.effect as string) }), css: (e.to as number) >= 3 ? "severe" : undefined };
    case "fuelLeak":
      return { text: t(`${E}.fuelLeak`, { n: e.tonsPerHour as number }) };
    case "fuelLost":
    case "cargoLost":
      return { text: t(`${E}.${e.type}`, { percent: e.percent as number, tons: e.tons as number, to: e.to as number }) };
    case "crewHit": {
      const total = (e.roll as number) + (e.dm as number);
      return {
        text: t(`${E}.crewHit`, {
          cause: label(`${NS.chat}.CrewCause`, e.cause as string),
          roll: e.roll as number,
          dm: signed(e.dm as number),
          result: t(`${NS.chat}.CrewTargetShort.${e.target as string}`),
        }),
        title: crewRowTitle(total, e.column as string),
        css: "crew",
      };
    }
    case "radiationHit":
      return e.blocked
        ? { text: t(`${E}.radiationBlocked`), css: "reduced" }
        : { text: t(`${E}.radiation`, { weapon: weaponName(e.weapon as string), dm: signed(e.dm as number) }), css: "crew" };
    case "shipDisabled":
      return { text: t(`${E}.disabled`), css: "severe" };
    case "shipDestroyed":
      return { text: t(`${E}.destroyed`), css: "severe" };
    default:
      return null;
  }
}

/** The hitting shots of an attack in order, to pair each damageResolved event with its shot (sand, screens). */
function hittingShots(ctx: ViewContext, attackId: string | undefined): PendingShot[] {
  if (!attackId) return [];
  const a = (ctx.before.memory.pendingAttacks ?? []).find((x) => x.id === attackId);
  return a ? a.shots.filter((s) => s.hit && !s.destroyed) : [];
}

function trackText(location: "turret" | "bay" | (typeof SHIP_SYSTEMS)[number], step: number): string {
  if (step <= 0) return t(`${NS.chat}.TrackState.intact`);
  return t(`${NS.chat}.TrackState.${HIT_EFFECTS[location].states[Math.min(3, step) - 1]}`);
}

/** The damage in one line per thing changed, before the details: "Hull 8 → 6", "M-Drive: damaged". */
export function damageSummary(ctx: ViewContext, targetId: string): LineView[] {
  const a = ctx.before.ships[targetId];
  const b = ctx.after.ships[targetId];
  if (!a || !b) return [];
  const out: LineView[] = [];
  for (const key of ["hull", "structure", "armor", "fuel", "cargo"] as const)
    if (a[key].value !== b[key].value) out.push({ text: t(`${NS.chat}.Summary.pool`, { what: locationName(key), from: a[key].value, to: b[key].value }) });
  for (const sysKey of SHIP_SYSTEMS)
    if (a.systems[sysKey] !== b.systems[sysKey]) out.push({ text: t(`${NS.chat}.Summary.track`, { what: locationName(sysKey), state: trackText(sysKey, b.systems[sysKey]) }) });
  for (const m of b.mounts) {
    const before = a.mounts.find((x) => x.id === m.id);
    if (before && before.damage !== m.damage) out.push({ text: t(`${NS.chat}.Summary.track`, { what: mountName(b, m.id), state: trackText(m.type, m.damage) }) });
  }
  if (!out.length) out.push({ text: t(`${NS.chat}.Summary.none`) });
  return out;
}

export function damageSections(ctx: ViewContext, targetId: string, events: readonly EngagementEvent[]): SectionView[] {
  const out: SectionView[] = [{ block: { heading: t(`${NS.chat}.Summary.heading`), lines: damageSummary(ctx, targetId) } }];
  const used = new Map<string, number>();
  for (const e of events) {
    if (e.type !== "damageResolved" || e.targetId !== targetId) continue;
    const key = e.attackId ?? "";
    const i = used.get(key) ?? 0;
    used.set(key, i + 1);
    const shot = hittingShots(ctx, e.attackId)[i];
    const source = e.weapon ? weaponName(e.weapon) : t(`${NS.chat}.Damage.collisionSource`);
    const heading = e.attackerId
      ? t(`${NS.chat}.Damage.heading`, { source, attacker: shipName(ctx, e.attackerId) })
      : t(`${NS.chat}.Damage.headingNoAttacker`, { source });
    const lines: LineView[] = [];
    if (shot?.reduction) lines.push({ text: t(`${NS.chat}.Damage.reduced`, { rolled: shot.damage ?? e.damage + shot.reduction, reduction: shot.reduction, left: e.damage }), css: "reduced" });
    for (const c of e.events) {
      const line = damageLine(ctx, targetId, c);
      if (line) lines.push(line);
    }
    out.push({ block: { heading, lines } });
  }
  return out;
}
