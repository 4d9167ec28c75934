// The salvo tokens follow the engagement back as well as forward: Step back and the engagement's own restore (a
// command taken back whole when its card cannot be posted) take the token back with the salvo; a GM who deletes a
// salvo token is asked whether to withdraw the salvo, and the token comes back unless it is withdrawn.
import { beforeAll, describe, expect, it } from "vitest";
import { onSalvoTokenDeleted } from "../../../src/apps/canvas/salvo-map/withdraw";
import { stepBack } from "../../../src/play/checkpoints";
import { engagementMemory } from "../../../src/data/engagement-snapshot";
import { perform } from "../../../src/play/perform";
import { as, bootSystem, scriptTotals } from "../../harness";
import { cards } from "../../chat/posted";
import { launch, nextRound, salvoTokens, salvoWorld, settle, watchSalvoTokens } from "./salvo-helpers";
import { recordConfirms } from "../confirm-recorder";

beforeAll(async () => {
  await bootSystem();
  await settle();
});

const at = (t: { x: number; y: number }) => [t.x, t.y];

type Asked = { window: { title: string }; content: string; yes: { label: string }; no: { label: string } };
const { asked, answering } = recordConfirms<Asked>();

/** The question to the GM and what follows it (a command, the map's pass) settled. */
async function answered(): Promise<void> {
  for (let i = 0; i < 50 && !asked.length; i++) await new Promise((r) => setTimeout(r, 5));
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 5));
  await settle();
}

describe("back in time", () => {
  it("Step back takes the token back with the salvo: to where it stood, then away with the launch", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    await nextRound(w);
    expect(at(salvoTokens(w.scene)[0])).toEqual([475, 25]);
    // back to the Beowulf's turn of round 1: the salvo just launched, beside the Corsair again
    expect(await stepBack(w.combat)).toBe(true);
    await settle();
    expect(engagementMemory(w.combat).round).toBe(1);
    expect(at(salvoTokens(w.scene)[0])).toEqual([100, 25]);
    // back to the Corsair's turn, the launch still made; then to before initiative: no salvo, no token
    expect(await stepBack(w.combat)).toBe(true);
    await settle();
    expect(salvoTokens(w.scene)).toHaveLength(1);
    expect(await stepBack(w.combat)).toBe(true);
    await settle();
    expect(engagementMemory(w.combat).salvos).toEqual([]);
    expect(salvoTokens(w.scene)).toEqual([]);
  });

  it("a launch taken back whole (its card could not be posted) leaves no token", async () => {
    const w = await salvoWorld("veryLong");
    const watch = watchSalvoTokens();
    const id = Hooks.on("preCreateChatMessage", () => false);
    try {
      scriptTotals([8, 2]);
      const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
      expect(r.refusal?.reason).toBe("failed");
    } finally {
      Hooks.off("preCreateChatMessage", id);
    }
    await settle();
    watch.stop();
    expect(engagementMemory(w.combat).salvos).toEqual([]);
    expect(salvoTokens(w.scene)).toEqual([]);
    // a token made for the stored launch went with its restore (or none was made at all)
    expect(watch.log.filter((l) => l.startsWith("create")).length).toBe(
      watch.log.filter((l) => l.startsWith("delete")).length,
    );
  });
});

describe("the world's load", () => {
  it("gives a salvo in flight its token back when it went missing meanwhile", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    // gone as the map itself would remove it, so nothing puts it back until the world loads again
    await salvoTokens(w.scene)[0].delete({ cepheusSalvo: "gone" } as never);
    await settle();
    expect(salvoTokens(w.scene)).toEqual([]);
    Hooks.callAll("ready");
    await settle();
    expect(at(salvoTokens(w.scene)[0])).toEqual([100, 25]);
  });
});

describe("a launch card's Undo launch", () => {
  const missiles = (w: Awaited<ReturnType<typeof salvoWorld>>) =>
    (w.corsair.system as unknown as { ammo: { missiles: { standard: number } } }).ammo.missiles.standard;

  it("takes the launch back whole: salvo, token and missiles; the gunner may fire again; a player may not press it", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    expect(missiles(w)).toBe(3);
    const card = cards("action").at(-1)!;
    expect(card.content).toContain('data-card-action="undoLaunch"');
    expect(card.content).toContain("Undo: back to before this launch");
    const { requestCardAction } = await import("../../../src/play/apply");
    expect((await as("alice", () => requestCardAction({ messageId: card.id!, action: "undoLaunch" }))).reason).toBe(
      "notPermitted",
    );
    expect(engagementMemory(w.combat).salvos).toHaveLength(1);
    expect(await requestCardAction({ messageId: card.id!, action: "undoLaunch" })).toEqual({ ok: true });
    await settle();
    expect(engagementMemory(w.combat).salvos).toEqual([]);
    expect(salvoTokens(w.scene)).toEqual([]);
    expect(missiles(w)).toBe(4);
    const after = cards("action").find((m) => m.id === card.id)!;
    expect((after.system as unknown as { view: { withdrawn?: boolean } }).view.withdrawn).toBe(true);
    expect(after.content).not.toContain("data-card-action");
    // the gunner's action is free again: the launch can be made anew
    await launch(w);
    expect(engagementMemory(w.combat).salvos).toHaveLength(1);
  });

  it("once the engagement has moved on, is refused and changes nothing (Step back does it)", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    const card = cards("action").at(-1)!;
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    await settle();
    const memory = JSON.stringify(engagementMemory(w.combat));
    const { requestCardAction } = await import("../../../src/play/apply");
    expect(await requestCardAction({ messageId: card.id!, action: "undoLaunch" })).toEqual({
      ok: false,
      reason: "notLastStep",
    });
    expect(JSON.stringify(engagementMemory(w.combat))).toBe(memory);
    expect(salvoTokens(w.scene)).toHaveLength(1);
    expect(missiles(w)).toBe(3);
  });
});

describe("deleting a salvo token by hand", () => {
  it("asks the GM; kept in flight, the token comes back where it was and the salvo flies on", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    answering(false);
    await salvoTokens(w.scene)[0].delete();
    await answered();
    expect(asked).toHaveLength(1);
    expect(asked[0].window.title).toBe("Withdraw the salvo?");
    expect(asked[0].content).toBe(
      "<p>Standard missiles (1): Corsair at Beowulf. Withdraw them from the fight, or keep them in flight (their token " +
        "comes back)?</p>",
    );
    expect([asked[0].yes.label, asked[0].no.label]).toEqual(["Withdraw", "Keep in flight"]);
    expect(engagementMemory(w.combat).salvos).toHaveLength(1);
    expect(at(salvoTokens(w.scene)[0])).toEqual([100, 25]);
    // it flies on from its launch point
    await nextRound(w);
    expect(at(salvoTokens(w.scene)[0])).toEqual([475, 25]);
  });

  it("withdrawn, the salvo leaves the engagement with a card that says so, and its token stays gone", async () => {
    const w = await salvoWorld("veryLong");
    await launch(w);
    const before = cards("action").length;
    answering(true);
    await salvoTokens(w.scene)[0].delete();
    await answered();
    expect(asked).toHaveLength(1);
    expect(engagementMemory(w.combat).salvos).toEqual([]);
    expect(salvoTokens(w.scene)).toEqual([]);
    const card = cards("action").slice(before).at(-1)!;
    const sys = card.system as unknown as { command: { type: string }; events: Record<string, unknown>[] };
    expect(sys.command.type).toBe("withdrawSalvo");
    expect(sys.events).toContainEqual({ type: "salvoExpired", salvoId: "s1", reason: "withdrawn" });
  });

  it("the map's own deletions ask nothing", async () => {
    const w = await salvoWorld("short");
    await launch(w);
    answering(true);
    await nextRound(w, [2, 2]);
    expect((await perform({ type: "resolveMissiles" }, { combat: w.combat })).ok).toBe(true);
    await settle();
    expect(salvoTokens(w.scene)).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
  });

  it("nor one made on another GM's client, or one carrying the map's own reason", async () => {
    const w = await salvoWorld("short");
    await launch(w);
    const token = salvoTokens(w.scene)[0];
    let questions = 0;
    const ask = async () => (++questions, true);
    expect(await onSalvoTokenDeleted(token, {}, "anotherGM0000000", ask)).toBeNull();
    expect(await onSalvoTokenDeleted(token, { cepheusSalvo: "gone" }, game.user!.id!, ask)).toBeNull();
    expect(questions).toBe(0);
    // this GM's own deletion by hand is the one asked about
    expect(await onSalvoTokenDeleted(token, {}, game.user!.id!, async () => (++questions, false))).toBe("kept");
    expect(questions).toBe(1);
  });
});
