// Scenes of the chat: the damage the Vigilant's turn of fire leaves on the Red Kestrel (damage card with its summary,
// hit locations and the SRD table rows on hover, Apply), and the same card once applied. The attack card itself is
// the "chat-attack" scene (./sheets.ts).
import { demoBattle } from "../demo-battle";
import type { Scene, SceneContext } from "../scene-kit";

function lastCard(ctx: SceneContext, kind: string): HTMLElement {
  const cards = [...ctx.chatLog.querySelectorAll<HTMLElement>(".chat-message")].filter((li) =>
    li.querySelector(`[data-card-kind="${kind}"]`),
  );
  const el = cards.at(-1);
  if (!el) throw new Error(`no ${kind} card in the chat log`);
  return el;
}

export const scenes: Scene[] = [
  {
    name: "chat-damage",
    title:
      "Damage card (GM): the Vigilant's two beam-laser hits on the Red Kestrel — summary, damage − armor, location rolls, effects, Apply",
    async setup(ctx) {
      await demoBattle(ctx, "turnEnded");
      return lastCard(ctx, "damage");
    },
  },
  {
    name: "chat-damage-applied",
    title: "The same damage card after Apply: who applied it, and Undo for the GM",
    themes: ["dark"],
    async setup(ctx) {
      await demoBattle(ctx, "turnEnded");
      const el = lastCard(ctx, "damage");
      const id = el.dataset.messageId!;
      const { requestCardAction } = await import("../../../src/play/apply");
      const r = await requestCardAction({ messageId: id, action: "apply" });
      if (!r.ok) throw new Error(`apply refused: ${r.reason}`);
      // the stand-in page lists a message once; show the re-rendered card in its place
      const msg = game.messages!.get(id)!;
      el.querySelector(".message-content")!.innerHTML = String((msg as unknown as { content: string }).content);
      (Hooks as unknown as { callAll(h: string, ...a: unknown[]): boolean }).callAll(
        "renderChatMessageHTML",
        msg,
        el,
        {},
      );
      return el;
    },
  },
];
