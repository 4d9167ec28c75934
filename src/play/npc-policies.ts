// The referee's choices for the NPC crews of a combat (stance, flee rule, missiles, target rule per ship), kept in a
// Combat flag only the GM writes, and whether a ship is an NPC ship at all (no player owns it).
import { checkCrewPolicy, type CrewPolicy } from "../rules/engagement/npc-crew/policy";
import { SYSTEM_ID } from "../base/system-id";
import type { AnyActor, AnyCombat } from "./ships";

/** Combat flag: the crew policy of each NPC ship, by combatant id. */
export const NPC_CREWS_FLAG = "npcCrews";

/** Whether a non-GM user owns the ship: a player's ship is never played or reacted for. */
export function isPlayerShip(actor: AnyActor | null | undefined): boolean {
  if (!actor) return false;
  for (const u of game.users ?? []) if (!u.isGM && actor.testUserPermission(u, "OWNER")) return true;
  return false;
}

/** The crew policies stored on the combat (an entry that is not a policy reads as none). */
export function crewPolicies(combat: AnyCombat | null | undefined): Record<string, CrewPolicy> {
  const raw = (combat as { flags?: Record<string, Record<string, unknown> | undefined> } | null)?.flags?.[SYSTEM_ID]?.[
    NPC_CREWS_FLAG
  ];
  const out: Record<string, CrewPolicy> = {};
  if (!raw || typeof raw !== "object") return out;
  for (const [id, p] of Object.entries(raw as Record<string, unknown>)) {
    try {
      checkCrewPolicy("policy", p as CrewPolicy);
      out[id] = p as CrewPolicy;
    } catch {
      // a bad entry is no policy: the ship fights with the defaults
    }
  }
  return out;
}

/** The crew policy of one ship of the combat (none chosen: the defaults). */
export function crewPolicy(combat: AnyCombat | null | undefined, shipId: string): CrewPolicy | undefined {
  return crewPolicies(combat)[shipId];
}

/** Store the crew policies of the combat's ships (GM; bad entries are left out). */
export async function storeCrewPolicies(combat: AnyCombat, policies: Record<string, CrewPolicy>): Promise<void> {
  const clean: Record<string, CrewPolicy> = {};
  for (const [id, p] of Object.entries(policies)) {
    if (!combat.combatants.get(id)) continue;
    try {
      checkCrewPolicy("policy", p);
      clean[id] = p;
    } catch {
      // left out
    }
  }
  await combat.update({ flags: { [SYSTEM_ID]: { [NPC_CREWS_FLAG]: clean } } } as never);
}
