// Scenes of the referee's NPC crews in the demo fight (../demo-battle.ts), where the Red Kestrel is the ship no
// player owns: the setup's NPC crews region (stance, flee rule, target, missiles), the preview of the Kestrel's turn
// once the Vigilant's has ended (each seat's planned action and what it could do instead), the card of the Kestrel's
// turn played by its crew (each action opening with the crew's reason), and the chat log of one gunner's turn on each
// side, a player's and the crew's (a hit on the players' ship, which waits for its reaction card), whose cards a
// browser check counts, and the crew's turn alone (the guide's picture of a hit landing on a player's reaction card). The code the system loads on first use (the
// NPC crews' chunk) is imported with import(), as in Foundry.
import { demoBattle, GUNNER_SEAT } from "../demo-battle";
import { perform } from "../../../src/play/perform";
import { framedDialog } from "../dialog-frame";
import type { Scene, SceneContext } from "../scene-kit";

/**
 * The chat log holding only the messages `turns` names, each as the message now holds it (the stand-in page lists a
 * message once, as it was posted), marked with the turn it was posted in (`data-turn`).
 */
function turnsLog(ctx: SceneContext, turns: Record<string, readonly string[]>): HTMLElement {
  for (const li of [...ctx.chatLog.querySelectorAll<HTMLElement>(".chat-message")]) {
    const id = li.dataset.messageId ?? "";
    const turn = Object.keys(turns).find((k) => turns[k].includes(id));
    if (turn === undefined) li.remove();
    else {
      li.dataset.turn = turn;
      refreshed(ctx, id);
    }
  }
  return ctx.chatLog;
}

/** The ids of the messages posted while `run` runs. */
async function postedBy(run: () => Promise<unknown>): Promise<string[]> {
  const before = new Set(game.messages!.contents.map((m) => m.id));
  await run();
  return game.messages!.contents.map((m) => m.id!).filter((id) => !before.has(id));
}

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

/**
 * One gunner's turn on each side of the demo fight, the ids of the messages each posted: the Vigilant's (a player's:
 * her beams, then her turn's end and the damage), then the Red Kestrel's played by its crew (its pulse laser hits the
 * Vigilant; the turn waits for the Vigilant's reaction card, No reaction is chosen, the turn ends and the hits land
 * on that card).
 */
async function gunnerTurns(ctx: SceneContext): Promise<{ player: string[]; npc: string[] }> {
  const w = await demoBattle(ctx, "ready");
  // the Kestrel keeps its missiles: one gunner fires on each side
  const { storeCrewPolicies } = await import("../../../src/play/npc-policies");
  await storeCrewPolicies(w.combat!, { [w.cid]: { missiles: false } });
  const player = await postedBy(async () => {
    // the Vigilant's beams as in the demo (A and C hit), then her turn ends and the damage lands
    ctx.script([10, 2], [5, 1], [6, 2], [9, 2], [6, 1]);
    await perform({ type: "attack", shipId: w.fid, seat: GUNNER_SEAT, targetId: w.cid }, { combat: w.combat });
    ctx.script([8, 2], [4, 2]);
    await perform({ type: "endTurn", shipId: w.fid }, { combat: w.combat });
  });
  const { playNpcTurn } = await import("../../../src/play/npc-play");
  const { requestCardAction } = await import("../../../src/play/apply");
  const npc = await postedBy(async () => {
    // the pilot lines up the shot (2D6 9), the pulse laser hits (2D6 11, damage 2D6 12): the turn waits for the
    // Vigilant's reaction card
    ctx.script([9, 2], [11, 2], [12, 2]);
    const r = await playNpcTurn(w.combat!, w.cid);
    if (!r.ok || !r.waiting?.length) throw new Error(`the Kestrel's turn did not wait (${r.refusal ?? "no hit"})`);
    const reaction = game.messages!.contents.findLast((m) => (m.system as { kind?: string }).kind === "reaction");
    // No reaction on the Vigilant's card: the Kestrel's turn ends, its two hits land on that card (locations 2D6 8
    // and 5)
    ctx.script([8, 2], [5, 2]);
    const answered = await requestCardAction({ messageId: reaction!.id!, action: "decline" });
    if (!answered.ok) throw new Error(`No reaction was refused (${answered.reason})`);
    for (let i = 0; i < 200 && (reaction!.system as { kind?: string }).kind !== "damage"; i++)
      await new Promise((done) => setTimeout(done, 10));
  });
  return { player, npc };
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
    title:
      "The card of the Red Kestrel's turn played by its crew: each seat's action under the crew's reason in one line",
    themes: ["dark"],
    async setup(ctx) {
      const w = await demoBattle(ctx, "turnEnded");
      const { playNpcTurn } = await import("../../../src/play/npc-play");
      const r = await playNpcTurn(w.combat!, w.cid);
      const fired = r.actions.find((a) => a.ok && a.planned?.reason === "fire") ?? r.actions.find((a) => a.ok);
      if (!fired) throw new Error(`the Kestrel's crew played nothing (${r.refusal ?? "no action"})`);
      return refreshed(ctx, fired.writtenOn ?? fired.messageIds[0]);
    },
  },
  {
    name: "chat-gunner-turns",
    title:
      "The chat log of one gunner's turn on each side: the Vigilant's, a player's (her attack, the Kestrel's reactions, the turn's end, the damage), then the Red Kestrel's played by its crew (its card: its actions and its end; the Vigilant's reaction card, on which the hit landed: No reaction, then the damage)",
    themes: ["dark"],
    async setup(ctx) {
      return turnsLog(ctx, await gunnerTurns(ctx));
    },
  },
  {
    name: "npc-hit-player",
    title:
      "The Red Kestrel's turn played by its crew hits the Vigilant, a player's ship: its turn's card, then the Vigilant's reaction card, on which the hit landed once the players chose No reaction (the damage, Apply)",
    themes: ["dark"],
    async setup(ctx) {
      const { npc } = await gunnerTurns(ctx);
      return turnsLog(ctx, { npc });
    },
  },
];
