// A boarding party, and sand or point defense striking it (rulings R73, R98).
import { type DiceSource } from "../dice";
import { rollPersonalScaleDamage } from "../scaling";
import type { ShipSnapshot } from "../types";
import { combatIn, type Ctx } from "./context";
import type { BoarderInjury } from "./events";

/** One member of a boarding party: a seat of the attacking ship, and the crew member in it when named. */
export interface Boarder {
  seat: number;
  crewId?: string;
}

/**
 * The boarding party (ruling R98): every marine and Chief Security Officer seated on the attacking ship, the
 * positions the Action Summary gives the Boarding Action.
 */
export function boardingParty(attacker: ShipSnapshot): Boarder[] {
  const out: Boarder[] = [];
  attacker.seats.forEach((s, seat) => {
    if (s.position !== "marine" && s.position !== "chiefSecurityOfficer") return;
    out.push(s.crewId === undefined ? { seat } : { seat, crewId: s.crewId });
  });
  return out;
}

export function boarderInjury(
  dice: DiceSource,
  boarder: Boarder,
  weapon: Parameters<typeof rollPersonalScaleDamage>[1],
): BoarderInjury {
  const hit = rollPersonalScaleDamage(dice, weapon, `boarder: seat ${boarder.seat}`);
  const out: BoarderInjury = { seat: boarder.seat, damage: hit.damage, rads: hit.rads ?? 0 };
  if (boarder.crewId !== undefined) out.crewId = boarder.crewId;
  return out;
}

/**
 * Sand or point defense striking a boarding party: each boarder struck takes the weapon's personal-scale damage
 * (Scaling Damage table), which the crew card lays on them; the defenders' next boarding roll gains DM+1 (R73).
 */
export function boardersHit(
  ctx: Ctx,
  boardingId: string,
  shipId: string,
  partyShipId: string,
  by: "fireSand" | "pointDefense",
  damage: string,
  injuries: BoarderInjury[],
): void {
  const st = combatIn(ctx, shipId);
  st.boardingDM = (st.boardingDM ?? 0) + 1;
  ctx.ev?.push({ type: "boardersHit", boardingId, shipId, by, damage, partyShipId, injuries });
}

/** `injuries` with one more hit: a boarder already struck takes it on top of the last (one entry per boarder). */
export function addInjury(injuries: BoarderInjury[], hit: BoarderInjury): BoarderInjury[] {
  for (const x of injuries)
    if (x.seat === hit.seat) {
      x.damage += hit.damage;
      x.rads += hit.rads;
      return injuries;
    }
  injuries.push(hit);
  return injuries;
}
