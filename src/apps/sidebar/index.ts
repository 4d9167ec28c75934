// Registration of the space combat tracker: the sidebar class, and the hooks that keep the
// engagement in step with the canvas and the combatants. Called from src/index.ts during init.
import { defineTracker, TEMPLATES } from "./tracker";
import { onCombatantCreated, onCombatantDeleted, onPreCreateCombatant, onTokenMoved } from "./control";
import { onPreUpdateCombat, onUpdateCombat } from "../../engagement/checkpoints";

export { TEMPLATES };

type Hook = (...args: any[]) => unknown;
const on = (name: string, fn: Hook) => (Hooks.on as unknown as (n: string, f: Hook) => number)(name, fn);

let rerender: ReturnType<typeof setTimeout> | null = null;
/** Re-render the tracker soon (ship actors and scenes changing do not re-render it by themselves). */
function refreshTracker(): void {
  if (rerender) return;
  rerender = setTimeout(() => {
    rerender = null;
    (ui as unknown as { combat?: { render(): unknown } }).combat?.render();
  }, 50);
}

function inViewedCombat(actor: { id?: string | null; uuid?: string | null }): boolean {
  const viewed = (ui as unknown as { combat?: { viewed?: Combat.Implementation | null } }).combat?.viewed;
  if (!viewed) return false;
  return [...viewed.combatants].some((c) => c.actor === actor || (!!actor.id && c.actorId === actor.id));
}

/** Set CONFIG.ui.combat and the tracker's hooks. */
export function registerTracker(): void {
  const sidebar = (foundry.applications as unknown as { sidebar?: { tabs?: { CombatTracker?: unknown } } }).sidebar;
  if (sidebar?.tabs?.CombatTracker) CONFIG.ui.combat = defineTracker() as never;
  on("preUpdateCombat", onPreUpdateCombat);
  on("updateCombat", (combat, changes, options, userId) => void onUpdateCombat(combat, changes, options, userId));
  on("updateToken", (token, changes) => void onTokenMoved(token, changes));
  on("preCreateCombatant", (combatant, data) => onPreCreateCombatant(combatant, data));
  on("createCombatant", (combatant) => void onCombatantCreated(combatant));
  on("deleteCombatant", (combatant) => void onCombatantDeleted(combatant));
  on("updateActor", (actor) => {
    if (inViewedCombat(actor)) refreshTracker();
  });
  on("updateScene", (_scene, changes) => {
    if ((changes as { flags?: unknown; grid?: unknown }).flags || (changes as { grid?: unknown }).grid) refreshTracker();
  });
}
