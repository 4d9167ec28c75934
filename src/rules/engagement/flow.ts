// Initiative, rounds and turns (SRD Chapter 10 checklist, "Initiative", "The Space Combat Turn", "Delay";
// rulings R11, R12, R60–R65; fleets R102–R104).
import { type Modifier } from "../checks";
import { rollDice } from "../dice";
import { reactionsForInitiative } from "../reactions";
import { ACTION_FIGURES } from "../tables/actions";
import { revertRangeChecks } from "./actions/resolve-kit";
import { orbitsDecay } from "./orbits";
import { expireSalvos, missilesArrive } from "./salvos";
import { salvosFly } from "./salvo-craft";
import { resolveBeamAttacks } from "./attack";
import { check, checkSpec } from "./crew-checks";
import { activeSides, checkEnd, setStatus } from "./damage-landing";
import { combatIn, type Ctx, shipIn } from "./context";
import { snapshotStatus } from "../snapshot-status";
import { CAPTAIN, PILOT, roleSeat } from "./crew-figures";
import { emptyActions } from "./memory";
import { actsInConcert, flagshipOf } from "./comms";
import { seatCharacteristicDM } from "./state";
import { fleetTactics, followFleet, outThrusts, sameSlot, sortOrder, TACTICS_CHECK } from "./turn-order";

/** Roll every ship's initiative (R11 aware ships, R12 thrust DM, the captain's Tactics Effect), then start round 1. */
export function rollInitiative(ctx: Ctx): void {
  const m = ctx.m;
  const slots = ctx.slots;
  // ships come to the fight as their snapshots are now (a ship added to a stored engagement, or damaged or repaired
  // before the fight): one already destroyed or disabled takes no part, and a fight with one side left is over
  // (a fight with one side from the start, a ship practising alone, goes on)
  let sides: string | undefined;
  let opponents = false;
  for (let i = 0; i < slots.length; i++) {
    const { id, ship, st } = slots[i];
    if (st.status === "escaped") continue;
    setStatus(ctx, id, snapshotStatus(ship, ctx.m.options));
    if (sides === undefined) sides = st.side;
    else if (st.side !== sides) opponents = true;
  }
  if (opponents) checkEnd(ctx, "destroyed");
  if (m.ended) return;
  let rolling = 0;
  let aware = 0;
  for (let i = 0; i < slots.length; i++) {
    const st = slots[i].st;
    if (st.status === "destroyed" || st.status === "escaped") continue;
    rolling++;
    if (st.aware) aware++;
  }
  const someAware = aware > 0 && aware < rolling;
  // (made for fleets only)
  let fleetEffects: Record<string, number | undefined> | undefined;
  for (let i = 0; i < slots.length; i++) {
    const { id, st, ship } = slots[i];
    if (st.status === "destroyed" || st.status === "escaped") continue;
    const mods: Modifier[] = [];
    let dice: number | null;
    if (someAware && st.aware) {
      dice = null;
      const pilot = roleSeat(ship, PILOT);
      const dex = pilot >= 0 ? seatCharacteristicDM(ship, pilot, "dex") : 0;
      if (dex) mods.push({ source: "pilotDex", value: dex });
    } else dice = rollDice(ctx.dice, 2, "initiative", ship.name);
    if (outThrusts(ctx, id)) mods.push({ source: "thrust", value: ACTION_FIGURES.thrustInitiativeDM });
    const flagship = flagshipOf(m, st.side);
    if (flagship !== undefined) {
      // ruling R104: the fleet's initiative DM is its flagship captain's Tactics Effect, rolled once for the side
      fleetEffects ??= {};
      if (!Object.hasOwn(fleetEffects, st.side)) fleetEffects[st.side] = fleetTactics(ctx, flagship);
      const effect = fleetEffects[st.side];
      if (effect !== undefined) {
        st.fleetTactics = effect;
        // R103: a ship cut off from its fleet cannot act in concert: the fleet's Tactics is not applied to it; a
        // failed check's negative Effect stays (being cut off never helps)
        const concert = actsInConcert(m, id);
        if (concert || effect < 0)
          mods.push({ source: "fleetTactics", value: effect, label: shipIn(ctx, flagship).name });
        if (!concert) st.fleetTacticsLost = true;
      }
    } else {
      const captain = roleSeat(ship, CAPTAIN);
      if (captain >= 0) {
        const r = check(ctx, checkSpec(id, captain, "initiative", "tactics", TACTICS_CHECK));
        mods.push({ source: "tactics", value: r.effect });
      }
    }
    let total = dice ?? ACTION_FIGURES.awareInitiative;
    for (const x of mods) total += x.value;
    st.initiative = total;
    ctx.ev?.push({ type: "initiativeRolled", shipId: id, dice, modifiers: mods, initiative: total });
  }
  startRound(ctx);
}

export function startRound(ctx: Ctx): void {
  const m = ctx.m;
  m.round++;
  const slots = ctx.slots;
  for (let i = 0; i < slots.length; i++) {
    const { id, st } = slots[i];
    if (st.initiative !== null) {
      const lapsed = st.initiativeBonusApplied ?? 0;
      const next = st.initiativeBonusNext;
      if (lapsed || next) {
        const from = st.initiative;
        st.initiative = from - lapsed + next;
        if (lapsed)
          ctx.ev?.push({ type: "initiativeChanged", shipId: id, from, to: from - lapsed, reason: "bonusLapsed" });
        if (next)
          ctx.ev?.push({
            type: "initiativeChanged",
            shipId: id,
            from: from - lapsed,
            to: st.initiative,
            reason: "increaseInitiative",
          });
      }
      if (next || st.initiativeBonusApplied !== undefined) st.initiativeBonusApplied = next;
      st.initiativeBonusNext = 0;
    }
    if (st.fleetTactics !== undefined) followFleet(ctx, id);
    st.reactionsSpent = 0;
    st.reactionsBudget = reactionsForInitiative(st.initiative ?? 0);
    st.actions = emptyActions();
    st.hasty = false;
    st.delayed = false;
    st.acted = false;
    if (st.skipped) st.skipped = false;
    // (a stepped-into turn's mark lasts the round at most: a turn given back other than by the flow, as when the
    // delayer's combatant was deleted, leaves it set)
    if (st.interrupted) st.interrupted = false;
    // per-round counters are reset in place (no `delete`: stored documents and hidden classes stay stable)
    if (st.firedMounts?.length) st.firedMounts = [];
    if (st.fireControlUsed) st.fireControlUsed = 0;
    if (st.autoRepairsUsed) st.autoRepairsUsed = 0;
    if (st.coordinationPool) st.coordinationPool = 0;
  }
  expireModifiers(ctx, undefined);
  sortOrder(ctx);
  if (ctx.ev) {
    const reactions: Record<string, number> = {};
    for (const id of m.order) reactions[id] = combatIn(ctx, id).reactionsBudget ?? 0;
    ctx.ev.push({ type: "roundStarted", round: m.round, reactions });
  }
  expireSalvos(ctx);
  if (missilesArrive(ctx)) {
    m.missilePhase = true;
    return;
  }
  beginTurn(ctx);
}

/**
 * Drop the modifiers that run out now: at the start of a round (`turnOf` undefined) those that expired before it, at
 * the start of a ship's turn those that lapse at it. The rest keep their order (one pass, no splicing); the events
 * name the dropped ones last first.
 */
function expireModifiers(ctx: Ctx, turnOf: string | undefined): void {
  const mods = ctx.m.modifiers;
  const round = ctx.m.round;
  if (ctx.ev)
    for (let i = mods.length - 1; i >= 0; i--) {
      const x = mods[i];
      if (turnOf === undefined ? x.expiresRound < round : x.lapsesAtTurnOf === turnOf)
        ctx.ev.push({ type: "modifierRemoved", modifierId: x.id, key: x.key, reason: "expired" });
    }
  let kept = 0;
  for (let i = 0; i < mods.length; i++) {
    const x = mods[i];
    if (!(turnOf === undefined ? x.expiresRound < round : x.lapsesAtTurnOf === turnOf)) mods[kept++] = x;
  }
  // (setting the length costs a call even when it does not change)
  if (kept < mods.length) mods.length = kept;
}

/** End the round: delaying ships that never acted go first next round (one above the current first), then start it. */
export function endRound(ctx: Ctx): void {
  const m = ctx.m;
  const delayers = waitingShips(ctx);
  if (delayers !== undefined) {
    let top = -Infinity;
    for (const id of m.order)
      if (!delayers.includes(id) && combatIn(ctx, id).status === "active")
        top = Math.max(top, combatIn(ctx, id).initiative ?? 0);
    if (top === -Infinity) top = Math.max(...delayers.map((id) => combatIn(ctx, id).initiative ?? 0)) - 1;
    for (const id of delayers) {
      // a pursuer that delayed all round took no Pursuit action in it: its turn passed without one
      dropUnkeptPursuits(ctx, id);
      const from = combatIn(ctx, id).initiative ?? 0;
      combatIn(ctx, id).initiative = top + 1;
      ctx.ev?.push({ type: "initiativeChanged", shipId: id, from, to: top + 1, reason: "delay" });
    }
  }
  resolveBeamAttacks(ctx);
  revertRangeChecks(ctx);
  orbitsDecay(ctx);
  // ruling R110: salvos flying as craft close on their targets
  if (m.salvos.length > 0) salvosFly(ctx);
  ctx.ev?.push({ type: "roundEnded", round: m.round });
  if (m.ended) return;
  startRound(ctx);
}

/** The next ship due to act: first in order that has not acted and is not delaying (disabled and gone ships skipped). */
export function nextActor(ctx: Ctx): string | undefined {
  const m = ctx.m;
  for (const id of m.order) {
    const st = combatIn(ctx, id);
    if (!st.acted && !st.delayed && st.status === "active") return id;
  }
  return undefined;
}

/** Start the next ship's turn; with none left, wait for delaying ships or end the round. */
export function beginTurn(ctx: Ctx): void {
  const m = ctx.m;
  if (m.ended) return;
  for (let i = 0; i < m.order.length; i++) {
    const id = m.order[i];
    const st = combatIn(ctx, id);
    if (st.acted || st.delayed) continue;
    if (st.status !== "active") {
      st.acted = true;
      st.skipped = true;
      // (a ship put out of the fight while a delaying ship had stepped into its turn never resumes it)
      if (st.interrupted) st.interrupted = false;
      ctx.ev?.push({
        type: "turnSkipped",
        shipId: id,
        round: m.round,
        reason: st.status === "disabled" ? "disabled" : st.status === "destroyed" ? "destroyed" : "escaped",
      });
      continue;
    }
    m.turn = i;
    turnComesTo(ctx, id);
    return;
  }
  if (!anyActive(ctx)) {
    // nobody left to act: the engagement is over (guards against rounds without end)
    checkEnd(ctx, "destroyed");
    return;
  }
  const waiting = waitingShips(ctx);
  if (waiting !== undefined) {
    m.turn = m.order.length;
    resolveBeamAttacks(ctx);
    ctx.ev?.push({ type: "awaitingDelayed", shipIds: waiting });
    return;
  }
  endRound(ctx);
}

/** Whether a ship in the acting order is still active. */
function anyActive(ctx: Ctx): boolean {
  const m = ctx.m;
  for (let i = 0; i < m.order.length; i++) if (combatIn(ctx, m.order[i]).status === "active") return true;
  return false;
}

/** The active ships in order that delayed and have not acted yet; undefined when none (the usual case: no list made). */
function waitingShips(ctx: Ctx): string[] | undefined {
  const m = ctx.m;
  let out: string[] | undefined;
  for (let i = 0; i < m.order.length; i++) {
    const st = combatIn(ctx, m.order[i]);
    if (st.delayed && !st.acted && st.status === "active") (out ??= []).push(m.order[i]);
  }
  return out;
}

/**
 * The turn comes to ship `id` (`m.turn` already on it): its turn starts, or, when a delaying ship stepped into it
 * (Act Now, ruling R64), resumes where it stopped. A resumed turn has started already: nothing lapses at it again,
 * boarders do not take the ship yet, and no second turnStarted is told.
 */
export function turnComesTo(ctx: Ctx, id: string): void {
  const st = combatIn(ctx, id);
  if (st.interrupted) st.interrupted = false;
  else startShipTurn(ctx, id);
}

/** A ship's turn starts: modifiers lapsing at it go, boarders who boarded in its last turn take their prize. */
function startShipTurn(ctx: Ctx, id: string): void {
  const m = ctx.m;
  expireModifiers(ctx, id);
  // attackers who boarded last turn now hold the ship (Abstract Boarding Resolution: one turn to gain control)
  const boardings = m.boardings;
  if (boardings)
    for (let i = 0; i < boardings.length; i++) {
      const b = boardings[i];
      if (b.attackerId !== id || b.status !== "boarded") continue;
      b.status = "controlled";
      ctx.ev?.push({ type: "shipCaptured", shipId: b.defenderId, byId: id });
      setStatus(ctx, b.defenderId, "disabled");
      checkEnd(ctx, "destroyed");
    }
  ctx.ev?.push({
    type: "turnStarted",
    shipId: id,
    round: m.round,
    simultaneousWith: m.order.filter((o) => o !== id && combatIn(ctx, o).status === "active" && sameSlot(ctx, o, id)),
  });
}

/** The acting ship's turn is over: pursuit upkeep, extended actions, damage at the end of its slot, the next ship. */
export function endTurn(ctx: Ctx, id: string): void {
  const m = ctx.m;
  const st = combatIn(ctx, id);
  dropUnkeptPursuits(ctx, id);
  if (st.extended) {
    for (const key of Object.keys(st.extended)) {
      const x = st.extended[key];
      const seat = Number(key);
      if (x.spoiledRound !== m.round) x.turnsDone++;
      if (x.turnsDone >= x.turnsNeeded) {
        delete st.extended[key];
        ctx.ev?.push({ type: "extendedCompleted", shipId: id, seat, label: x.label });
      } else
        ctx.ev?.push({
          type: "extendedProgress",
          shipId: id,
          seat,
          label: x.label,
          turnsDone: x.turnsDone,
          turnsNeeded: x.turnsNeeded,
        });
    }
    if (!Object.keys(st.extended).length) delete st.extended;
  }
  st.acted = true;
  ctx.ev?.push({ type: "turnEnded", shipId: id, round: m.round });
  advance(ctx, id);
}

/** Ruling R84: a pursuit must be maintained in each of the pursuer's turns; one it did not keep this round ends. */
function dropUnkeptPursuits(ctx: Ctx, id: string): void {
  const m = ctx.m;
  for (let i = m.pursuits.length - 1; i >= 0; i--) {
    const p = m.pursuits[i];
    if (p.pursuerId === id && (p.maintainedRound ?? 0) < m.round) {
      m.pursuits.splice(i, 1);
      ctx.ev?.push({ type: "pursuitBroken", pursuerId: p.pursuerId, targetId: p.targetId, reason: "notMaintained" });
    }
  }
}

/**
 * After `id` ended (or delayed): land the slot's damage unless the next ship shares the slot, then go on. A ship that
 * left the fight in its own turn (jumped out, escaped by range, wrecked itself) ends its turn here too: the fight's
 * end waited for its attacks to land, and is decided now.
 */
function advance(ctx: Ctx, id: string): void {
  const next = nextActor(ctx);
  const { status } = combatIn(ctx, id);
  const left = status !== "active";
  // (a ship whose leaving ends the fight closes its slot too: no ship acts in it after)
  if (next === undefined || !sameSlot(ctx, id, next) || (left && activeSides(ctx.m).size < 2)) resolveBeamAttacks(ctx);
  if (left) checkEnd(ctx, status === "escaped" ? "escaped" : "destroyed");
  beginTurn(ctx);
}

export function declareHasty(ctx: Ctx, id: string): void {
  combatIn(ctx, id).hasty = true;
  ctx.ev?.push({ type: "hastyDeclared", shipId: id });
}

export function delay(ctx: Ctx, id: string): void {
  combatIn(ctx, id).delayed = true;
  ctx.ev?.push({ type: "delayed", shipId: id });
  advance(ctx, id);
}

/** A delaying ship steps in now: it takes the current count and acts before the ship whose turn it is. */
export function actNow(ctx: Ctx, id: string): void {
  const m = ctx.m;
  const st = combatIn(ctx, id);
  const current = m.turn < m.order.length ? m.order[m.turn] : undefined;
  const from = st.initiative ?? 0;
  let count: number;
  if (current !== undefined) count = combatIn(ctx, current).initiative ?? 0;
  else {
    // the last count on which a ship acted: a ship whose turn was skipped (out of the fight) acted at none
    count = Infinity;
    for (const o of m.order) {
      const other = combatIn(ctx, o);
      if (other.acted && !other.skipped && other.initiative !== null) count = Math.min(count, other.initiative);
    }
    if (count === Infinity) count = from;
  }
  st.initiative = count;
  // ruling R93: the reactions stay those of the round's start, unless the table has them follow the new count
  if (ctx.m.options?.reactionsFollowInitiative) st.reactionsBudget = reactionsForInitiative(count);
  st.delayed = false;
  // the ship whose turn it is stays in the middle of it: it resumes, not starts again, when the turn comes back to it
  if (current !== undefined) combatIn(ctx, current).interrupted = true;
  m.order = m.order.filter((o) => o !== id);
  const at = current !== undefined ? m.order.indexOf(current) : m.order.length;
  m.order.splice(at, 0, id);
  m.turn = at;
  if (count !== from) ctx.ev?.push({ type: "initiativeChanged", shipId: id, from, to: count, reason: "delay" });
  ctx.ev?.push({ type: "actingNow", shipId: id, initiative: count });
  startShipTurn(ctx, id);
}
