// Damage landing on ships and ships leaving the fight: the damage chain run on a ship's snapshot, status changes,
// and the end of the engagement when one side is left.
import { rollDice } from "../dice";
import { collisionDamageDice } from "../planetary";
import { rollDamageInto, type DamageRun, type DamageTally } from "../damage";
import { type DamageAttack, type DamageEvent, type DamageOptions } from "../damage-types";
import { type SkillKey } from "../types";
import { type EngagementMemory, type EngagementOptions, type ShipCombatState } from "./memory";
import { Ctx, slotOf, combatIn, currentShip, effectsIn, setShip } from "./context";
import { check, checkSpec } from "./crew-checks";

// ----- damage and leaving the fight -------------------------------------------------------------------------------

export interface DamageMeta {
  attackId?: string;
  attackerId?: string;
}

/**
 * Run the damage chain on a ship, store the new snapshot, report it, and update the ship's status. Several hits on
 * one ship in a row may share a `run` (see DamageRun): one working copy of the snapshot for all of them.
 */
export function applyDamage(
  ctx: Ctx,
  targetId: string,
  attack: DamageAttack,
  meta: DamageMeta = {},
  run?: DamageRun,
): void {
  const slot = slotOf(ctx, targetId)!;
  const before = slot.ship;
  // (read now: with a run, the snapshot may be written in place)
  const hullBefore = before.hull.value;
  const events: DamageEvent[] | undefined = ctx.ev ? [] : undefined;
  const tally: DamageTally = { net: 0, changed: false, status: false };
  const ship = rollDamageInto(ctx.dice, before, attack, damageOptionsOf(ctx.m.options), events, tally, run);
  // (a new snapshot is stored; one written in place by a run's later hits is already there)
  if (ship !== before) setShip(ctx, targetId, ship);
  // ruling R101, setting "disabled": the hit that wipes out the Hull disables the ship (its card carries it, so an
  // Apply or Undo of that card puts the ship out or back)
  const hullZeroDisables =
    ctx.m.options?.hullZero === "disabled" && hullBefore > 0 && ship.hull.value <= 0 && !tally.status;
  if (hullZeroDisables) events?.push({ type: "shipDisabled", cause: "hullZero" });
  ctx.ev?.push({
    type: "damageResolved",
    attackId: meta.attackId,
    attackerId: meta.attackerId,
    targetId,
    weapon: attack.weapon === "collision" || attack.weapon === "boarding" ? undefined : attack.weapon,
    damage: attack.damage,
    events: events as unknown as { type: string }[] as EngagementEventDamage[],
  });
  // damage through the armor may spoil an extended action (even when it only hurt the crew, whose injuries come on
  // their own card); only a changed snapshot can change a status
  const { net, status } = tally;
  const spoil = net > 0 && !!slot.st.extended;
  const refresh = status || hullZeroDisables;
  // (checks and effects look at the snapshot: from now on it is seen, and is never written to again)
  if (run && (spoil || refresh)) run.seal();
  if (spoil) spoilExtended(ctx, targetId, net);
  if (refresh) refreshStatus(ctx, targetId);
}

/** The damage chain's options under the engagement's settings (R26, R96): one frozen object per combination. */
function damageOptionsOf(options: EngagementOptions | undefined): DamageOptions {
  const each = options?.crewDamageEach === true;
  const unnamed = options?.crewHitsUnnamed === true;
  return DAMAGE_OPTIONS[(each ? 1 : 0) + (unnamed ? 2 : 0)];
}

const DAMAGE_OPTIONS: readonly DamageOptions[] = [
  Object.freeze({ crewDamageEach: false, crewHitsUnnamed: false }),
  Object.freeze({ crewDamageEach: true, crewHitsUnnamed: false }),
  Object.freeze({ crewDamageEach: false, crewHitsUnnamed: true }),
  Object.freeze({ crewDamageEach: true, crewHitsUnnamed: true }),
];

type EngagementEventDamage = { type: string } & Record<string, unknown>;

/** A hit while a crew member works on an extended action: 8+ with the skill, DM − damage (Extended Actions). */
function spoilExtended(ctx: Ctx, shipId: string, damage: number): void {
  const st = combatIn(ctx, shipId);
  if (!st.extended) return;
  for (const key of Object.keys(st.extended)) {
    const x = st.extended[key];
    const seat = Number(key);
    const r = check(
      ctx,
      checkSpec(shipId, seat, "extendedAction", x.skill as SkillKey, {
        modifiers: [{ source: "damage", value: -damage }],
      }),
    );
    if (r.success) continue;
    const ruined = r.degree === "exceptionalFailure";
    if (ruined) x.turnsDone = 0;
    x.spoiledRound = ctx.m.round;
    ctx.ev?.push({ type: "extendedSpoiled", shipId, seat, label: x.label, ruined });
  }
}

/** Destroyed / disabled from the snapshot; a ship leaving the fight drops its pursuits, salvos and boardings. */
export function refreshStatus(ctx: Ctx, shipId: string): void {
  const st = combatIn(ctx, shipId);
  if (st.status === "destroyed" || st.status === "escaped") return;
  const e = effectsIn(ctx, shipId);
  if (e.destroyed) {
    setStatus(ctx, shipId, "destroyed");
    ctx.ev?.push({ type: "shipDestroyed", shipId });
  } else if (e.disabled && st.status === "active") {
    setStatus(ctx, shipId, "disabled");
    ctx.ev?.push({ type: "shipDisabled", shipId });
  }
}

export function setStatus(ctx: Ctx, shipId: string, to: ShipCombatState["status"]): void {
  const st = combatIn(ctx, shipId);
  const from = st.status;
  if (from === to) return;
  st.status = to;
  ctx.ev?.push({ type: "statusChanged", shipId, from, to });
  if (to === "active") return;
  ctx.departures++;
  // pursuits by or of a ship out of the fight end
  const m = ctx.m;
  for (let i = m.pursuits.length - 1; i >= 0; i--) {
    const p = m.pursuits[i];
    if (p.pursuerId === shipId || p.targetId === shipId) {
      m.pursuits.splice(i, 1);
      ctx.ev?.push({ type: "pursuitBroken", pursuerId: p.pursuerId, targetId: p.targetId, reason: "shipGone" });
    }
  }
  // a boarding needs the attackers' turns (Boarding Action, taking control) and the defenders' ship to fight over
  const boardings = m.boardings;
  if (boardings)
    for (let i = 0; i < boardings.length; i++) {
      const b = boardings[i];
      if (b.status !== "fighting" && b.status !== "boarded") continue;
      if (b.attackerId !== shipId && (b.defenderId !== shipId || to === "disabled")) continue;
      b.status = "abandoned";
      ctx.ev?.push({
        type: "boardingAbandoned",
        boardingId: b.id,
        attackerId: b.attackerId,
        defenderId: b.defenderId,
        shipId,
      });
    }
  // a ship that escapes is out of reach at once: attacks still waiting to land on it are withdrawn (ruling R75), in
  // whatever turn it leaves and however many ships are left to fight
  const pending = m.pendingAttacks;
  if (to === "escaped" && pending?.length) {
    let kept = 0;
    for (let i = 0; i < pending.length; i++) {
      const a = pending[i];
      if (a.targetId !== shipId) pending[kept++] = a;
      else ctx.ev?.push({ type: "attackWithdrawn", attackId: a.id, attackerId: a.attackerId, targetId: shipId });
    }
    pending.length = kept;
  }
  if (to === "destroyed" || to === "escaped") {
    for (let i = m.salvos.length - 1; i >= 0; i--)
      if (m.salvos[i].targetId === shipId) {
        ctx.ev?.push({ type: "salvoExpired", salvoId: m.salvos[i].id, reason: "targetGone" });
        m.salvos.splice(i, 1);
      }
  }
}

/** The sides that still have an active ship. */
export function activeSides(m: EngagementMemory): Set<string> {
  const sides = new Set<string>();
  for (const id in m.ships) if (m.ships[id].status === "active") sides.add(m.ships[id].side);
  return sides;
}

/** The engagement ends when at most one side still has an active ship. */
export function checkEnd(ctx: Ctx, reason: "destroyed" | "escaped"): void {
  const m = ctx.m;
  if (m.ended) return;
  // the one side with an active ship, if only one has any (no set built: this runs after every command that may end it)
  let winnerSide: string | undefined;
  const slots = ctx.slots;
  for (let i = 0; i < slots.length; i++) {
    const st = slots[i].st;
    if (st.status !== "active") continue;
    if (winnerSide === undefined) winnerSide = st.side;
    else if (st.side !== winnerSide) return;
  }
  m.ended = winnerSide === undefined ? { round: m.round, reason } : { round: m.round, reason, winnerSide };
  ctx.ev?.push(
    winnerSide === undefined
      ? { type: "engagementEnded", round: m.round, reason }
      : { type: "engagementEnded", round: m.round, reason, winnerSide },
  );
}

/** A collision strikes ship `shipId` at `speed` (Avoid Collision, Ram, a failed re-entry). */
export function collide(ctx: Ctx, shipId: string, speed: number, otherId?: string): void {
  const dice = collisionDamageDice(speed);
  const damage = dice > 0 ? rollDice(ctx.dice, dice, "collision", "collision") : 0;
  ctx.ev?.push({ type: "collision", shipId, otherId, speed, damage });
  applyDamage(ctx, shipId, { damage, weapon: "collision", label: "collision" });
}

/** The ship leaves the fight (by jump, or by opening the range beyond Distant). */
export function escape(ctx: Ctx, shipId: string, how: "jump" | "range"): void {
  setStatus(ctx, shipId, "escaped");
  ctx.ev?.push({ type: "shipEscaped", shipId, how });
  // a ship leaving in its own turn has had it: the turn closes first, its attacks landing, and the fight's end is
  // decided then (flow.ts, advance)
  if (currentShip(ctx) !== shipId) checkEnd(ctx, "escaped");
}
