// One row per ship the viewer may see: name and place in the order, speed, status and condition for anyone; thrust,
// reactions, crew actions and exact damage for the ships the viewer knows; ranges, pursuits, badges, and the buttons
// the viewer may use on its turn.
import { cutOff, flagshipOf } from "../../../rules/engagement/comms";
import { pursuitDM } from "../../../rules/engagement/actions/pursuit";
import type { ShipCombatState } from "../../../rules/engagement/memory";
import { reactionsForInitiative } from "../../../rules/reactions";
import { shipEffects, type ShipEffects } from "../../../rules/ship-state";
import type { Position, ShipSnapshot } from "../../../rules/types";
import { rangeBadge } from "./bands";
import { coarse, conditionOf, integrityOf } from "./condition";
import { K, type TrackerContext } from "./context";
import { npcRowView } from "./npc";
import type { PoolBarView, PursuitView, RangeBadge, SeatActionsView, ShipRow } from "./types";

const POSITION_KEY = (p: Position) => `CEPHEUS.Position.${p}`;

/** The crew's actions this turn, seat by seat. */
function actionsOf(ship: ShipSnapshot, st: ShipCombatState): NonNullable<ShipRow["actions"]> {
  const detail: SeatActionsView[] = [];
  let minor = 0;
  let significant = 0;
  for (const [k, a] of Object.entries(st.actions)) {
    if (!a.minor && !a.significant) continue;
    const seat = Number(k);
    const position = ship.seats[seat]?.position;
    const mountId = ship.seats[seat]?.mountId;
    const mount = mountId ? ship.mounts.find((m) => m.id === mountId) : undefined;
    detail.push({
      seat,
      position: position ? POSITION_KEY(position) : `${K}.Station`,
      // "Turret 2": numbered among mounts of its type, as the cards and the sheet number them
      mount: mount
        ? {
            key: `CEPHEUS.Chat.Mount.${mount.type}`,
            n: ship.mounts.filter((m) => m.type === mount.type).indexOf(mount) + 1,
          }
        : null,
      minor: a.minor,
      significant: a.significant,
    });
    minor += a.minor;
    significant += a.significant;
  }
  detail.sort((x, y) => x.seat - y.seat);
  return { seatsActed: detail.length, seats: ship.seats.length, minor, significant, detail };
}

const level = (pct: number): PoolBarView["level"] => (pct <= 25 ? "low" : pct < 67 ? "mid" : "high");

function poolBar(key: PoolBarView["key"], pool: { value: number; max: number }): PoolBarView {
  const value = Math.max(0, pool.value);
  const pct = pool.max > 0 ? Math.round((100 * Math.min(value, pool.max)) / pool.max) : 0;
  return { key, label: `${K}.${key === "hull" ? "Hull" : "Structure"}`, value, max: pool.max, pct, level: level(pct) };
}

/** Pursuits the ship is in, with ships the viewer may see and knows one side of. */
function pursuitsOf({ m, visible, knows, nameOf }: TrackerContext, id: string, known: boolean): PursuitView[] {
  const out: PursuitView[] = [];
  for (const p of m.pursuits) {
    if (p.pursuerId === id && visible(p.targetId) && (known || knows(p.targetId)))
      out.push({ label: `${K}.Pursuing`, otherName: nameOf(p.targetId), turns: p.turns, dm: pursuitDM(p.turns) });
    else if (p.targetId === id && visible(p.pursuerId) && (known || knows(p.pursuerId)))
      out.push({ label: `${K}.PursuedBy`, otherName: nameOf(p.pursuerId), turns: p.turns, dm: pursuitDM(p.turns) });
  }
  return out;
}

/** The ship's bands to the others (a player: only pairs with a ship of their side). */
function rangesOf(ctx: TrackerContext, id: string): RangeBadge[] {
  const { ids, visible, isGM, friendly } = ctx;
  const out: RangeBadge[] = [];
  for (const other of ids) {
    if (other === id || !visible(other)) continue;
    if (!isGM && !friendly(id) && !friendly(other)) continue;
    out.push(rangeBadge(ctx, id, other, isGM));
  }
  return out;
}

/**
 * Badges under the name: damage waiting to be applied, hasty, delaying, acted, unaware, fleet, missiles incoming,
 * Hull gone, decaying orbit.
 */
function flagsOf(
  { m, isGM, friendly, started, info }: TrackerContext,
  id: string,
  st: ShipCombatState,
  fx: ShipEffects,
  known: boolean,
  inbound: number,
): ShipRow["flags"] {
  const flags: ShipRow["flags"] = [];
  // its numbers do not show these hits until the GM presses Apply on their cards
  const waiting = known ? (info.get(id)?.damageWaiting ?? 0) : 0;
  if (waiting)
    flags.push({
      css: "damage-waiting",
      label: waiting === 1 ? `${K}.DamageWaitingOne` : `${K}.DamageWaiting`,
      count: waiting,
      card: info.get(id)?.damageCard,
    });
  if (known && st.hasty) flags.push({ css: "hasty", label: `${K}.Hasty`, count: 0 });
  if (st.delayed) flags.push({ css: "delayed", label: `${K}.Delayed`, count: 0 });
  if (st.acted) flags.push({ css: "acted", label: `${K}.Acted`, count: 0 });
  if (!st.aware && !started) flags.push({ css: "unaware", label: `${K}.Unaware`, count: 0 });
  // fleets (rulings R102–R104): the flagship, and a ship of a fleet whose communications are down
  if ((isGM || friendly(id)) && flagshipOf(m, st.side) === id)
    flags.push({ css: "flagship", label: `${K}.Flagship`, count: 0 });
  if (known && cutOff(m, id))
    flags.push({
      css: "comms-down",
      label: flagshipOf(m, st.side) !== undefined ? `${K}.CutOff` : `${K}.CommsDown`,
      count: 0,
    });
  if (inbound)
    flags.push({ css: "incoming", label: inbound === 1 ? `${K}.IncomingOne` : `${K}.Incoming`, count: inbound });
  // R101: a ship still fighting with its Hull gone takes every hit inside; R100: a decaying orbit ends in a re-entry
  if (fx.hullBreached && st.status === "active" && !fx.destroyed)
    flags.push({ css: "hull-gone", label: `${K}.HullGone`, count: 0 });
  if (st.planetary === "decayingOrbit")
    flags.push({ css: "orbit-decaying", label: `${K}.OrbitDecaying`, count: st.reentryRound ?? 0 });
  return flags;
}

/** The row's buttons: only in the ship's turn (Act now: whenever it may interrupt), when the viewer and the rules allow. */
function controlsOf({ m, started, current, allowed }: TrackerContext, id: string): ShipRow["controls"] {
  const live = started && !m.ended;
  const isCurrent = current === id;
  return {
    endTurn: live && isCurrent && allowed({ type: "endTurn", shipId: id }),
    delay: live && isCurrent && allowed({ type: "delay", shipId: id }),
    actNow: live && allowed({ type: "actNow", shipId: id }),
    declareHasty: live && isCurrent && allowed({ type: "declareHasty", shipId: id }),
  };
}

/** Missiles in flight at each ship. */
function incomingByShip({ m }: TrackerContext): Map<string, number> {
  const incoming = new Map<string, number>();
  for (const s of m.salvos) if (s.count > 0) incoming.set(s.targetId, (incoming.get(s.targetId) ?? 0) + s.count);
  return incoming;
}

function shipRow(ctx: TrackerContext, id: string, incoming: Map<string, number>): ShipRow {
  const { state, m, isGM, info, knows, friendly, current, started, nameOf } = ctx;
  const ship = state.ships[id];
  const st: ShipCombatState = m.ships[id];
  const meta = info.get(id);
  const known = knows(id);
  const fx = shipEffects(ship, m.options);
  const total = started ? (st.reactionsBudget ?? reactionsForInitiative(st.initiative ?? 0)) : null;
  const integrity = integrityOf(ship);
  const shownIntegrity = known ? integrity : coarse(integrity);
  const isCurrent = current === id;
  const css = [
    isCurrent ? "active" : "",
    st.acted ? "acted" : "",
    st.delayed ? "delayed" : "",
    st.status !== "active" ? `status-${st.status}` : "",
    meta?.hidden ? "hidden" : "",
    known ? "known" : "unknown",
    friendly(id) ? "friendly" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const controls = controlsOf(ctx, id);
  const inbound = known || isGM ? (incoming.get(id) ?? 0) : 0;
  return {
    id,
    name: nameOf(id),
    img: meta?.img ?? null,
    css,
    known,
    owned: isGM || !!meta?.owned,
    friendly: friendly(id),
    current: isCurrent,
    side: st.side,
    status: st.status,
    statusLabel: `CEPHEUS.ShipStatus.${st.status}`,
    problem: null,
    initiative: st.initiative,
    hasInitiative: st.initiative !== null,
    initiativeNext: known ? st.initiativeBonusNext : 0,
    speed: st.speed,
    thrust: known ? { current: fx.thrust, design: ship.thrust, damaged: fx.thrust !== ship.thrust } : null,
    bars: known ? [poolBar("hull", ship.hull), poolBar("structure", ship.structure)] : [],
    reactions: known && total !== null ? { left: Math.max(0, total - st.reactionsSpent), total } : null,
    actions: known ? actionsOf(ship, st) : null,
    hasty: known && st.hasty,
    delayed: st.delayed,
    acted: !!st.acted,
    aware: st.aware,
    pursuits: pursuitsOf(ctx, id, known),
    damage: known ? { hull: { ...ship.hull }, structure: { ...ship.structure } } : null,
    condition: `${K}.Condition.${conditionOf(ship, st.status)}`,
    integrity: shownIntegrity,
    integrityLevel: level(shownIntegrity),
    ranges: rangesOf(ctx, id),
    flags: flagsOf(ctx, id, st, fx, known, inbound),
    incoming: inbound,
    controls,
    anyControl: controls.endTurn || controls.delay || controls.actNow || controls.declareHasty,
    npc: npcRowView(ctx, id),
  };
}

/** The rows of the ships the viewer may see, in turn order. */
export function rowsView(ctx: TrackerContext): ShipRow[] {
  const incoming = incomingByShip(ctx);
  return ctx.ids.filter((id) => ctx.visible(id)).map((id) => shipRow(ctx, id, incoming));
}
