// The tracker as the engagement tests use it: its view for a user, the warnings shown, a click on one of its buttons,
// and the fight most of them start from (the Corsair first against Beowulf at Long range).
import { TRACKER_ACTIONS, trackerView } from "../../../src/apps/sidebar/tracker";
import { setPairRange } from "../../../src/apps/sidebar/control";
import { notifications, scriptTotals, user } from "../../harness";
import { beowulf, combatOf, corsair } from "../../fixtures/world";
import { button } from "./button";

export const view = (combat: Combat.Implementation, who: "gm" | "alice" | "bob" = "gm") =>
  trackerView(combat as never, user(who) as never);
export const warnings = () => notifications.messages.filter((m) => m.type === "warn").map((m) => m.message);
export const call = (name: string, combat: Combat.Implementation, target: HTMLElement = button({})) =>
  TRACKER_ACTIONS[name].call({ viewed: combat }, {} as PointerEvent, target);

/** The Corsair against Beowulf at Long range, initiative rolled: the Corsair 10 (first, 3 reactions), Beowulf 5 (2). */
export async function corsairFirstAtLong() {
  const b = await beowulf();
  const c = await corsair();
  const { combat, ids } = await combatOf([
    { actor: c, side: "pirates" },
    { actor: b, side: "traders" },
  ]);
  const [cid, bid] = ids;
  await setPairRange(combat as never, cid, bid, "long");
  scriptTotals([9, 2], [5, 2]);
  await combat.rollInitiative();
  return { b, c, combat, cid, bid };
}
