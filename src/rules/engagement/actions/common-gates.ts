// The checks several station actions make of their commands: a ship, a target of the other side, a flag, a text,
// a repairable location, a world near the fight.
import { type RepairTarget, repairableLocations } from "../../repair";
import { combatIn, type Ctx, slotOf } from "../context";
import { repairOptionsOf, type EngagementMemory, type ShipCombatState } from "../memory";
import { enemiesOf, type EngagementState } from "../state";
import { type ShipSnapshot, type WeaponSnapshot } from "../../types";
import { OK, refuse, type Verdict } from "../refusals";
import { hasCommunications } from "../comms";
import { type CommandOf, type TargetKind } from "./station-action";

/** An optional flag of a command: absent, true or false. */
export function isFlag(v: unknown): boolean {
  return v === undefined || v === true || v === false;
}

/** An optional free text of a command (labels). */
export function isText(v: unknown): boolean {
  return v === undefined || typeof v === "string";
}

/** A ship of the engagement, by an id from a command: its state names the same id (see makeCtx). */
export function isShip(ctx: Ctx, id: unknown): id is string {
  if (typeof id !== "string") return false;
  return slotOf(ctx, id) !== undefined;
}

export function statusRefusal(status: "disabled" | "destroyed" | "escaped" | "active"): Verdict {
  return refuse(status === "destroyed" ? "shipDestroyed" : status === "escaped" ? "shipEscaped" : "shipDisabled");
}

export function anyActionTaken(st: { actions: Record<string, { minor: number; significant: number }> }): boolean {
  for (const k in st.actions) if (st.actions[k].minor || st.actions[k].significant) return true;
  return false;
}

export function repairable(ship: ShipSnapshot, target: RepairTarget, m: EngagementMemory): boolean {
  const key = typeof target === "object" && target !== null ? target.mountId : target;
  return repairableLocations(ship, repairOptionsOf(m)).some((t) => (typeof t === "object" ? t.mountId : t) === key);
}

/** The target must exist, be another side's and still be in the fight. */
export function enemyTarget(
  ctx: Ctx,
  shipId: string,
  targetId: string | undefined,
  side = combatIn(ctx, shipId).side,
): Verdict {
  const target = typeof targetId === "string" ? slotOf(ctx, targetId)?.st : undefined;
  // (see isShip)
  if (!target) return refuse("unknownTarget");
  if (targetId === shipId || target.side === side) return refuse("sameSide");
  const s = target.status;
  return s === "destroyed" || s === "escaped" ? refuse("targetGone") : OK;
}

/** Intercept Enemy Communications: "the enemy must have communications for them to be intercepted" (R105). */
export function interceptTarget(ctx: Ctx, shipId: string, targetId: string): Verdict {
  const t = enemyTarget(ctx, shipId, targetId);
  if (!t.ok) return t;
  return hasCommunications(ctx.m, targetId) ? OK : refuse("noEnemyComms");
}

export function anyTarget(ctx: Ctx, shipId: string, targetId: string): Verdict {
  if (!isShip(ctx, targetId) || targetId === shipId) return refuse("unknownTarget");
  const s = combatIn(ctx, targetId).status;
  return s === "destroyed" || s === "escaped" ? refuse("targetGone") : OK;
}

export function weaponById(ship: ShipSnapshot, id: string): WeaponSnapshot | undefined {
  for (const mount of ship.mounts) for (const w of mount.weapons) if (w.id === id) return w;
  return undefined;
}

/** A Range Check's choice: one band closer, farther, or the same. */
export function isRangeChoice(x: unknown): boolean {
  return x === "closer" || x === "farther" || x === "same";
}

/**
 * Ruling R108: planetary maneuvers need a world near the fight (the GM names it); Orbital Insertion puts a ship not
 * yet in orbit into orbit, and Atmospheric Entry takes a ship "out of orbit and into the atmosphere", so it needs the
 * ship in orbit (a decaying one too) first.
 */
export function planetaryGate(
  m: EngagementMemory,
  st: ShipCombatState,
  action: "orbitalInsertion" | "atmosphericEntry",
): Verdict {
  if (!m.world) return refuse("noWorldNear");
  if (action === "orbitalInsertion") return st.planetary === "orbit" ? refuse("alreadyInOrbit") : OK;
  return st.planetary === "orbit" || st.planetary === "decayingOrbit" ? OK : refuse("notInOrbit");
}

/** An Orbital Insertion's or Atmospheric Entry's command: the gate, then the world's digits it names, if any (R108). */
export function planetaryCommand(
  m: EngagementMemory,
  st: ShipCombatState,
  c: CommandOf<"orbitalInsertion"> | CommandOf<"atmosphericEntry">,
): Verdict {
  const gate = planetaryGate(m, st, c.type);
  if (!gate.ok) return gate;
  if (c.worldSize === undefined && c.worldAtmosphere === undefined) return OK;
  return c.worldSize === m.world!.size && c.worldAtmosphere === m.world!.atmosphere
    ? OK
    : refuse("invalidValue", "world");
}

/** The ships a targeted action may be aimed at: enemies, any other ship still here (docking), or the docked ones. */
export function candidateTargets(state: EngagementState, shipId: string, kind: TargetKind): string[] {
  const m = state.memory;
  switch (kind) {
    case "others":
      return Object.keys(m.ships).filter(
        (id) => id !== shipId && m.ships[id].status !== "destroyed" && m.ships[id].status !== "escaped",
      );
    case "docked":
      return (m.docked ?? [])
        .filter((k) => k.split("|").includes(shipId))
        .map((k) => k.split("|").find((x) => x !== shipId)!);
    default:
      return enemiesOf(m, shipId);
  }
}
