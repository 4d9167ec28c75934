// Scenes of the chat: the damage the Vigilant's turn of fire leaves on the Red Kestrel (damage card with its summary,
// hit locations and the SRD table rows on hover, Apply), the same card once applied, and the Red Kestrel's reactions
// card once its pilot's dodge was pressed on it (the roll written on the card). The attack card itself is the
// "chat-attack" scene (./sheets.ts).
import { demoBattle } from "../demo-battle";
import { hasMessageModes } from "../../../src/foundry-compat";
import { perform } from "../../../src/play/perform";
import type { Scene, SceneContext } from "../scene-kit";

/** Show a card's message as it is now in its place in the chat log (the stand-in page lists a message once). */
function rerendered(ctx: SceneContext, id: string): HTMLElement {
  const el = ctx.chatLog.querySelector<HTMLElement>(`.chat-message[data-message-id="${id}"]`);
  if (!el) throw new Error(`no message ${id} in the chat log`);
  const msg = game.messages!.get(id)!;
  el.querySelector(".message-content")!.innerHTML = String((msg as unknown as { content: string }).content);
  (Hooks as unknown as { callAll(h: string, ...a: unknown[]): boolean }).callAll("renderChatMessageHTML", msg, el, {});
  return el;
}

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
      return rerendered(ctx, id);
    },
  },
  {
    name: "chat-reaction-answered",
    title:
      "The Red Kestrel's reactions card after its pilot's Dodge, pressed on the card (a GM roll: the card is the GMs'): the roll and its result written on it",
    async setup(ctx) {
      const w = await demoBattle(ctx, "fired");
      const id = w.posted.beams.find((m) => (game.messages!.get(m)?.system as { kind?: string }).kind === "reaction");
      if (!id) throw new Error("no reactions card for the beam attack");
      const card = game.messages!.get(id)!.system as unknown as { reaction: { attackId: string; shipId: string } };
      // the Kestrel is the GM's: its card is whispered to the GMs, and a GM roll is written on it
      const settings = game.settings as unknown as { set(ns: string, key: string, value: string): Promise<unknown> };
      const key = hasMessageModes() ? "messageMode" : "rollMode";
      await settings.set("core", key, hasMessageModes() ? "gm" : "gmroll");
      ctx.script([9, 2]); // the pilot's Piloting check: 2D6 9
      const r = await perform(
        { type: "dodge", shipId: card.reaction.shipId, attackId: card.reaction.attackId },
        { combat: w.combat, card: id },
      );
      await settings.set("core", key, hasMessageModes() ? "public" : "publicroll");
      if (r.answeredOn !== id)
        throw new Error(`the dodge was not written on its card: ${r.refusal?.reason ?? "own card"}`);
      return rerendered(ctx, id);
    },
  },
];
