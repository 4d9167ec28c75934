// The crew's commands: a new command object for each, in one layout, either applied at once (a fight the
// crew plays, the odds window's) or checked and written down (a plan: what the crew would do now, nothing rolled).
import type { Command } from "../commands";
import { applyKnownIn, executeIn } from "../engine";
import { validateIn } from "../validation";
import type { Crew, CrewOrder } from "./crew";
import type { ResolvedPolicy } from "./policy";
import type { ReasonCode } from "./reasons";
import { explain } from "./explain";

/** The policy of ship `id`'s crew. */
export function policyFor(f: Crew, id: string): ResolvedPolicy {
  const p = f.policies;
  return p !== undefined && Object.hasOwn(p, id) ? p[id] : f.base;
}

/**
 * A new command of the crew's, of `type` by ship `shipId`'s seat `seat` (none: undefined), its other members undefined
 * for the caller to set (every member present: see CrewOrder).
 */
export function order(_f: Crew, type: Command["type"], shipId?: string, seat?: number): CrewOrder {
  return {
    type,
    shipId,
    seat,
    targetId: undefined,
    pool: undefined,
    choice: undefined,
    opponentChoice: undefined,
    mode: undefined,
    target: undefined,
    weaponId: undefined,
    weaponIds: undefined,
    attackId: undefined,
  };
}

/**
 * Give a command of the crew's if validation allows it now: whether it did. The crew asks validation first, as a crew
 * reads the card, and gives only what it allows: playing, the command is then carried out on the plan validation
 * returned (validated once); planning, it is written down with its reason, and nothing changes. A command validation
 * refuses is never given. (A function, not a closure made for each fight; the crew builds only commands of the
 * engine's types, so their types are not looked up.)
 */
export function run(f: Crew, c: CrewOrder, reason: ReasonCode): boolean {
  const plan = validateIn(f.ctx, c as Command);
  if (!plan.ok) return false;
  if (f.plan === undefined) executeIn(f.ctx, c as Command, plan);
  else f.plan.push({ command: plainCommand(c), reason, params: explain(f, c, reason) });
  return true;
}

/** Whether validation would allow the crew's command now (nothing is given: the crew weighs what it could do). */
export function allowed(f: Crew, c: CrewOrder): boolean {
  return validateIn(f.ctx, c as Command).ok;
}

/** Give a command that names only its ship and seat (or nothing): whether it was allowed. */
export function give(f: Crew, type: Command["type"], reason: ReasonCode, shipId?: string, seat?: number): boolean {
  return run(f, order(f, type, shipId, seat), reason);
}

/** Apply a command of the turn flow (initiative, the end of a turn or round, the missile window): never planned. */
export function flow(f: Crew, type: Command["type"], shipId?: string): boolean {
  return applyKnownIn(f.ctx, order(f, type, shipId) as Command).ok;
}

/** The command as a plain object of its members that are set (a plan outlives the crew's one command object). */
function plainCommand(c: CrewOrder): Command {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) if (v !== undefined) out[k] = Array.isArray(v) ? v.slice() : v;
  return out as unknown as Command;
}
