// A boarding party, and sand or point defense striking it (rulings R73, R98): the boarding half of the Fire Sand and
// Point Defense reactions, reached through the engine (Executor), like the damage chain.
import { type DiceSource, pickIndex } from "../dice";
import { personalScaleAttackDM, personalScaleFormula, rollPersonalScaleDamage, scalingWeaponOf } from "../scaling";
import type { MountSnapshot, ShipSnapshot, WeaponSnapshot } from "../types";
import type { PointDefenseCommand } from "./commands";
import { combatIn, type Ctx, shipIn } from "./context";
import type { BoarderInjury } from "./events";
import type { Boarding } from "./memory";
import { gunneryDMs, untilAMiss } from "./actions/reaction-kit";

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
  const out: BoarderInjury = { seat: boarder.seat, damage: hit.damage, rads: hit.rads };
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
      // (no rads from either hit stays none; a hit with rads adds to one without)
      if (hit.rads !== null) x.rads = (x.rads ?? 0) + hit.rads;
      return injuries;
    }
  injuries.push(hit);
  return injuries;
}

/** Fire Sand against a boarding: "each target in the boarding party takes 8D6 damage" (the Sandcaster row). */
export function sandBoarders(ctx: Ctx, shipId: string, boarding: Boarding): void {
  const party = boardingParty(shipIn(ctx, boarding.attackerId));
  const injuries = party.map((p) => boarderInjury(ctx.dice, p, "sandcaster"));
  boardersHit(
    ctx,
    boarding.id,
    shipId,
    boarding.attackerId,
    "fireSand",
    personalScaleFormula("sandcaster").damage,
    injuries,
  );
}

/**
 * Point Defense against a boarding: the laser's checks until a miss, at DM−4 for aiming at one boarder ("Ship weapons
 * suffer a DM -4 to hit a specific target on the personal combat scale"), each success striking one boarder picked
 * at random with the laser's personal-scale damage (R98). Whether any check succeeded.
 */
export function laserBoarders(
  ctx: Ctx,
  cmd: PointDefenseCommand,
  boarding: Boarding,
  mount: MountSnapshot,
  laser: WeaponSnapshot,
): boolean {
  const base = [...gunneryDMs(ctx, cmd.shipId, mount), { source: "personalScale", value: personalScaleAttackDM(true) }];
  const weapon = scalingWeaponOf(laser.kind, mount.type);
  // boarders struck, one entry per boarder (a boarder struck twice takes both hits)
  let struck: BoarderInjury[] | undefined;
  const any = untilAMiss(ctx, cmd, base, boarding.attackerId, ALWAYS, () => {
    const party = boardingParty(shipIn(ctx, boarding.attackerId));
    if (!party.length) return;
    const injury = boarderInjury(ctx.dice, party[pickIndex(ctx.dice, party.length, "boarder hit")], weapon);
    struck = addInjury(struck ?? [], injury);
  });
  if (any)
    boardersHit(
      ctx,
      boarding.id,
      cmd.shipId,
      boarding.attackerId,
      "pointDefense",
      personalScaleFormula(weapon).damage,
      struck ?? [],
    );
  return any;
}

const ALWAYS = () => true;
