// Registration of the space combat tracker: the sidebar class (init), and what its hooks do when ship actors and
// scenes change (registered by registerHooks, src/registration/listeners.ts, with control.ts's listeners).
import { defineTracker, TEMPLATES } from "./tracker";
import { isDamageCard } from "../../chat/waiting";

export { TEMPLATES };

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

/** updateActor: a ship of the viewed combat changed. */
export function onActorUpdatedForTracker(actor: { id?: string | null; uuid?: string | null }): void {
  if (inViewedCombat(actor)) refreshTracker();
}

/** updateScene: its grid or its flags (the engagement's scene data) changed. */
export function onSceneUpdatedForTracker(changes: unknown): void {
  if ((changes as { flags?: unknown; grid?: unknown }).flags || (changes as { grid?: unknown }).grid) refreshTracker();
}

/** createChatMessage / updateChatMessage / deleteChatMessage: a damage card came, was applied or undone, or went. */
export function onCardChangedForTracker(msg: ChatMessage.Implementation): void {
  if (isDamageCard(msg)) refreshTracker();
}

/** Set CONFIG.ui.combat (init; its hooks are registered by registerHooks, src/registration/listeners.ts). */
export function registerTracker(): void {
  const sidebar = (foundry.applications as unknown as { sidebar?: { tabs?: { CombatTracker?: unknown } } }).sidebar;
  if (sidebar?.tabs?.CombatTracker) CONFIG.ui.combat = defineTracker() as never;
}
