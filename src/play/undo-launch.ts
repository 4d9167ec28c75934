// A launch card's Undo launch (GM): a launch is a step of its own (src/play/run-command.ts stores a checkpoint before
// it, marked with the salvos it launched), so its Undo is a step back to that checkpoint, and only while it is the
// newest: the salvo and its token gone, the missiles back in their rack, the gunner's action free again, the card
// marked as taken back. Once anything has moved the engagement on since, the GM is told to use Step back. Part of
// the GM's command path, in its card queue (./card-writes.ts).
import { popCheckpoint, readCheckpoints } from "./history";
import { cardData, type AnyUser, type CardActionResult, type Msg } from "./card-read";
import { combatByRequestUuid } from "./ships";
import { inCombatQueue } from "./queue";
import { restoreCheckpoint } from "./step-back-restore";

/** The salvos a card's command launched (their ids). */
function salvosOf(msg: Msg): string[] {
  const out: string[] = [];
  for (const e of cardData(msg)?.events ?? []) if (e.type === "missileLaunched") out.push(e.salvoId);
  return out;
}

/** Undo launch on a launch's own card: back to the step before it, when nothing has been done since. */
export async function undoLaunch(msg: Msg, user: AnyUser): Promise<CardActionResult> {
  const sys = cardData(msg);
  if (!sys || !user.isGM) return { ok: false, reason: "notPermitted" };
  if (sys.view.withdrawn) return { ok: false, reason: "withdrawn" };
  const salvos = salvosOf(msg);
  const combat = combatByRequestUuid(sys.combatUuid);
  if (!salvos.length || !combat) return { ok: false, reason: "notLastStep" };
  return inCombatQueue(combat.uuid!, async () => {
    const popped = popCheckpoint(readCheckpoints(combat));
    const launch = popped?.checkpoint.launch ?? [];
    if (!popped || launch.length !== salvos.length || !salvos.every((id) => launch.includes(id)))
      return { ok: false, reason: "notLastStep" };
    await restoreCheckpoint(combat, popped);
    return { ok: true };
  });
}
