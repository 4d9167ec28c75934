// A boarding action (SRD "Abstract Boarding Rules"): at Adjacent range or docked, a party crosses to the enemy.
import { rollDice } from "../../dice";
import { BOARDING_CHECK } from "../../tables/boarding";
import { boardingDamage, boardingOutcome } from "../../boarding";
import { type Modifier } from "../../checks";
import { type BoardingActionCommand } from "../commands";
import { checkSpec, opposed } from "../crew-checks";
import { type Ctx, shipIn } from "../context";
import { spend } from "../economy";
import { pairKey } from "../memory";
import { isDown, nextId, rangeBetween, seatSkill } from "../state";
import { type Position, type ShipSnapshot } from "../../types";
import { OK, refuse, type Verdict } from "../refusals";
import { type Plan } from "../actions/station-action";
import { type CommandOf, type Executor, type StationAction } from "./station-action";
import { enemyTarget } from "./common-gates";

export const boardingActionAction: StationAction<"boardingAction"> = {
  type: "boardingAction",
  targets: "enemies",
  validate,
  resolve: boardingAction,
};

function validate(ctx: Ctx, c: CommandOf<"boardingAction">): Verdict {
  const m = ctx.m;
  const t = enemyTarget(ctx, c.shipId, c.targetId);
  if (!t.ok) return t;
  const docked = (m.docked ?? []).includes(pairKey(c.shipId, c.targetId));
  return docked || rangeBetween(m, c.shipId, c.targetId) === "adjacent" ? OK : refuse("needsAdjacent");
}

function boardingAction(ctx: Ctx, cmd: BoardingActionCommand, _plan: Plan, x: Executor): void {
  spend(ctx, cmd.shipId, cmd.seat, "boardingAction", "significant");
  const m = ctx.m;
  const boardings = (m.boardings ??= []);
  let b = boardings.find(
    (x) => x.attackerId === cmd.shipId && x.defenderId === cmd.targetId && x.status === "fighting",
  );
  if (!b) {
    const docked = (m.docked ?? []).includes(pairKey(cmd.shipId, cmd.targetId));
    b = { id: nextId(m, "b"), attackerId: cmd.shipId, defenderId: cmd.targetId, rounds: 0, status: "fighting" };
    boardings.push(b);
    ctx.ev?.push({
      type: "boardingStarted",
      boardingId: b.id,
      attackerId: cmd.shipId,
      defenderId: cmd.targetId,
      crossing: !docked,
    });
    // ruling R73: merely adjacent boarders cross this turn (the defenders may fire sand or point defense at them);
    // docked boarders cross safely through the airlocks and fight at once
    if (!docked) return;
  }
  const attacker = shipIn(ctx, cmd.shipId);
  const defender = shipIn(ctx, cmd.targetId);
  const aSt = m.ships[cmd.shipId];
  const dSt = m.ships[cmd.targetId];
  const aMods: Modifier[] = aSt.boardingDM ? [{ source: "boarding", value: aSt.boardingDM }] : [];
  const dMods: Modifier[] = dSt.boardingDM ? [{ source: "boarding", value: dSt.boardingDM }] : [];
  delete aSt.boardingDM;
  delete dSt.boardingDM;
  const aSeat = boardingOfficer(attacker, cmd.seat);
  const dSeat = boardingOfficer(defender);
  const o = opposed(
    ctx,
    "boardingAction",
    checkSpec(cmd.shipId, aSeat, "boardingAction", BOARDING_CHECK.skill, {
      characteristic: BOARDING_CHECK.characteristic,
      modifiers: aMods,
      against: cmd.targetId,
      pool: cmd.pool,
      ownTurn: true,
    }),
    checkSpec(cmd.targetId, dSeat, "boardingAction", BOARDING_CHECK.skill, {
      characteristic: BOARDING_CHECK.characteristic,
      modifiers: dMods,
    }),
  );
  b.rounds++;
  // ruling R37: the winner reads the Success row unless its own Effect is 6+ (even when both checks failed)
  const side = o.won ? "attacker" : "defender";
  const out = boardingOutcome(side, o.winnerCheck.effect);
  const degree = out.attackerBoards || out.attackerRepelled ? "exceptionalSuccess" : "success";
  const outcome = out.attackerBoards
    ? "boarded"
    : out.attackerRepelled
      ? "repelled"
      : out.defenderLosesReactions
        ? "defenderLosesReactions"
        : "defenderHolds";
  ctx.ev?.push({
    type: "boardingRound",
    boardingId: b.id,
    attackerId: cmd.shipId,
    defenderId: cmd.targetId,
    winnerId: o.won ? cmd.shipId : cmd.targetId,
    degree,
    outcome,
  });
  if (out.defenderLosesReactions) dSt.reactionsSpent = Math.max(dSt.reactionsSpent, dSt.reactionsBudget ?? 0);
  if (out.nextTacticsDM.attacker) aSt.boardingDM = out.nextTacticsDM.attacker;
  if (out.nextTacticsDM.defender) dSt.boardingDM = out.nextTacticsDM.defender;
  const damage = out.internalDamageDice ? rollDice(ctx.dice, out.internalDamageDice, "damage", "boarding") : 0;
  const hit = boardingDamage(out, damage);
  if (hit) x.applyDamage(ctx, cmd.targetId, { ...hit, label: "boarding" });
  if (out.attackerBoards) b.status = "boarded";
  if (out.attackerRepelled) b.status = "repelled";
  x.checkEnd(ctx, "destroyed");
}

/**
 * The officer who commands a side in abstract boarding: "the attacking Chief Security Officer (or Captain, if the CSO
 * is down or not appointed)"; else the seat itself (R73). A CSO or captain who is down (isDown) is passed over, and
 * a side with neither standing answers unskilled.
 */
function boardingOfficer(ship: ShipSnapshot, fallback?: number): number | undefined {
  const cso = bestStanding(ship, "chiefSecurityOfficer");
  if (cso >= 0) return cso;
  const captain = bestStanding(ship, "captain");
  return captain >= 0 ? captain : fallback;
}

/** The best Tactics seat at `position` whose crew member is not down; -1 when none (a boarding is rare: no cache). */
function bestStanding(ship: ShipSnapshot, position: Position): number {
  let best = -1;
  let level = -Infinity;
  for (let i = 0; i < ship.seats.length; i++) {
    if (ship.seats[i].position !== position || isDown(ship, i)) continue;
    const l = seatSkill(ship, i, "tactics") ?? -3;
    if (l > level) {
      best = i;
      level = l;
    }
  }
  return best;
}
