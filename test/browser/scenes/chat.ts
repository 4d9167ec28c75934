// Scenes of the chat engineer: the damage a turn of fire leaves (damage card with its summary, hit locations and the
// SRD table rows on hover, Apply), and a radiation crew hit's crew card. The attack card itself is the sheets
// engineer's "chat-attack" scene.
import { perform } from "../../../src/engagement/perform";
import type { Scene, SceneContext } from "../scene-kit";

/** The frigate's named gunner fires turret 1's three beam lasers at the corsair; the frigate's turn ends. */
async function turnOfFire(ctx: SceneContext) {
  const w = await ctx.engaged({ range: "medium" });
  // beam 1: 10 hit, damage 5; beam 2: 4 miss; beam 3: 9 hit, damage 6
  ctx.script([10, 2], [5, 1], [4, 2], [9, 2], [6, 1]);
  const attack = await perform({ type: "attack", shipId: w.fid, seat: 3, targetId: w.cid }, { combat: w.combat });
  if (!attack.ok) throw new Error(`attack refused: ${attack.refusal?.reason}`);
  // the damage lands: location rolls 8 (Hull) and 4 (M-Drive)
  ctx.script([8, 2], [4, 2]);
  const end = await perform({ type: "endTurn", shipId: w.fid }, { combat: w.combat });
  if (!end.ok) throw new Error(`end of turn refused: ${end.refusal?.reason}`);
  return { w, end };
}

function lastCard(ctx: SceneContext, kind: string): HTMLElement {
  const cards = [...ctx.chatLog.querySelectorAll<HTMLElement>(".chat-message")].filter((li) => li.querySelector(`[data-card-kind="${kind}"]`));
  const el = cards.at(-1);
  if (!el) throw new Error(`no ${kind} card in the chat log`);
  return el;
}

export const scenes: Scene[] = [
  {
    name: "chat-damage",
    title: "Damage card (GM): two beam-laser hits on the Red Kestrel — summary, damage − armor, location rolls, effects, Apply",
    async setup(ctx) {
      await turnOfFire(ctx);
      return lastCard(ctx, "damage");
    },
  },
  {
    name: "chat-damage-applied",
    title: "The same damage card after Apply: who applied it, and Undo for the GM",
    themes: ["dark"],
    async setup(ctx) {
      await turnOfFire(ctx);
      const el = lastCard(ctx, "damage");
      const id = el.dataset.messageId!;
      const { requestCardAction } = await import("../../../src/chat/apply");
      const r = await requestCardAction({ messageId: id, action: "apply" });
      if (!r.ok) throw new Error(`apply refused: ${r.reason}`);
      // the stand-in page lists a message once; show the re-rendered card in its place
      const msg = game.messages!.get(id)!;
      el.querySelector(".message-content")!.innerHTML = String((msg as unknown as { content: string }).content);
      (Hooks as unknown as { callAll(h: string, ...a: unknown[]): boolean }).callAll("renderChatMessageHTML", msg, el, {});
      return el;
    },
  },
];
