// What a crew at work is (the engine's context, the plan it writes, the ships' policies) and the one layout of its
// commands: the types the crew's files share (orders.ts gives the commands, explain.ts says why).
import type { RepairTarget } from "../../repair";
import type { Command, RangeChoice } from "../commands";
import type { Ctx } from "../context";
import type { ResolvedPolicy } from "./policy";
import type { PlannedAction } from "./reasons";

/**
 * A command of the crew's, in one layout for all: every member any of them has is present (undefined when the command
 * has none, as good as absent to the engine and to JSON), so the engine's sites that read every command's type, ship
 * and seat see one layout.
 */
export interface CrewOrder {
  type: Command["type"];
  shipId: string | undefined;
  seat: number | undefined;
  targetId: string | undefined;
  pool: number | undefined;
  choice: RangeChoice | undefined;
  opponentChoice: RangeChoice | undefined;
  mode: "smartMissiles" | undefined;
  target: RepairTarget | undefined;
  weaponId: string | undefined;
  weaponIds: string[] | undefined;
  attackId: string | undefined;
}

/** A crew at work: the engine's context and the plan it writes (undefined: it plays). */
export interface Crew {
  /** the engine's context for the whole fight: the state, its memory, the events kept, the dice */
  ctx: Ctx;
  /** the actions planned (nothing is applied while it is set) */
  plan: PlannedAction[] | undefined;
  /** the policy of the ship whose turn is being taken */
  policy: ResolvedPolicy;
  /** every ship's policy where it is not `base`, by ship id (undefined: none) */
  policies: Readonly<Record<string, ResolvedPolicy>> | undefined;
  /** the policy of a ship not in `policies` */
  base: ResolvedPolicy;
}
