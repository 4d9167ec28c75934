// Scenes of the referee's NPC crews in the demo fight (../demo-battle.ts), where the Red Kestrel is the ship no
// player owns: the setup's NPC crews region (stance, flee rule, target, missiles), the preview of the Kestrel's turn
// once the Vigilant's has ended (each seat's planned action and what it could do instead), and a card of the
// Kestrel's turn played by its crew, opening with the crew's reason. The code the system loads on first use (the
// NPC crews' chunk) is imported with import(), as in Foundry.
import { demoBattle } from "../demo-battle";
import { framedDialog } from "../dialog-frame";
import type { Scene, SceneContext } from "../scene-kit";

/** The chat log's element of message `id`, its content re-rendered as the message now holds it. */
function refreshed(ctx: SceneContext, id: string): HTMLElement {
  const el = ctx.chatLog.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
  if (!el) throw new Error(`no message ${id} in the chat log`);
  const msg = game.messages!.get(id)!;
  // the stand-in page lists a message once: show the card as the crew's reason line left it
  el.querySelector(".message-content")!.innerHTML = String((msg as unknown as { content: string }).content);
  (Hooks as unknown as { callAll(h: string, ...a: unknown[]): boolean }).callAll("renderChatMessageHTML", msg, el, {});
  return el;
}

export const scenes: Scene[] = [
  {
    name: "npc-setup",
    title: "Engagement setup (GM), NPC crews: the Red Kestrel's stance, when it flees, whom it fires at, its missiles",
    themes: ["dark"],
    async setup(ctx) {
      const w = await demoBattle(ctx, "setup");
      const { storeCrewPolicies } = await import("../../../src/play/npc-policies");
      await storeCrewPolicies(w.combat!, { [w.cid]: { stance: "cautious", flee: "structureHalf", target: "weakest" } });
      const { editSetup } = await import("../../../src/apps/sidebar/tracker-dialogs");
      const dialog = await framedDialog(ctx, () => editSetup(w.combat!));
      if (!dialog.querySelector(".setup-npc-crews")) throw new Error("the setup has no NPC crews region");
      return dialog;
    },
  },
  {
    name: "npc-preview",
    title:
      "Preview turn (GM): the Red Kestrel's plan, seat by seat in the crew's order, each with why and what the seat could do instead",
    async setup(ctx) {
      const w = await demoBattle(ctx, "turnEnded");
      const { previewTurn } = await import("../../../src/apps/sidebar/npc-control");
      return framedDialog(ctx, () => previewTurn(w.combat!, w.cid));
    },
  },
  {
    name: "npc-card",
    title: "A card of the Red Kestrel's turn played by its crew, opening with the crew's reason in one line",
    themes: ["dark"],
    async setup(ctx) {
      const w = await demoBattle(ctx, "turnEnded");
      const { playNpcTurn } = await import("../../../src/play/npc-play");
      const r = await playNpcTurn(w.combat!, w.cid);
      const fired = r.actions.find((a) => a.ok && a.planned?.reason === "fire") ?? r.actions.find((a) => a.ok);
      if (!fired) throw new Error(`the Kestrel's crew played nothing (${r.refusal ?? "no action"})`);
      return refreshed(ctx, fired.messageIds[0]);
    },
  },
];
