// A player's own Combatant, created, deleted or created again, under core's rules: an actor's owner may create and
// delete its Combatant and write its `system` (test/harness/README.md, "Permissions of Combat and Combatant"). While
// the fight is under way none of it changes what the engine believes (each ship's side, reactions spent, the order,
// the acting ship) unless the active GM, asked in a dialog, admits the new ship on a side the GM picks; a deleted
// combatant is put back as it was. Before the fight a player's combatant joins on the side its token gives, never
// one it names (build/security.json, "combatants").
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEngagement } from "../../src/play/load";
import { perform } from "../../src/play/perform";
import { readRoster } from "../../src/play/roster";
import { checkFightsAtReady } from "../../src/apps/sidebar/control";
import { playerCreated, readSide, whileHeld } from "../../src/apps/sidebar/player-combatants";
import { SYSTEM_ID } from "../../src/base/system-id";
import { actingShipOf } from "../../src/data/engagement-snapshot";
import { as, notifications, scriptTotals, user } from "../harness";
import { engaged } from "../chat/helpers";
import { ALICE, settled, ship, standardWorld } from "../fixtures/world";
import { attempts, report, type Attempt } from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("combatants"));

type World = Awaited<ReturnType<typeof engaged>>;

/** The fight at Beowulf's turn (Alice's ship): the Corsair fired on it, it dodged, its own gunner fired back. */
async function aliceToAct(): Promise<World> {
  const w = await engaged("long");
  scriptTotals([8, 2], [15, 3]);
  expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
    true,
  );
  scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
  expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  scriptTotals([9, 2], [9, 2], [9, 2], [6, 2], [1, 1, 1]);
  await perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat });
  await settled(w.combat);
  return w;
}

/** The Corsair's turn: it fired on Beowulf, and Alice's pilot dodged (Beowulf's one reaction spent). */
async function beowulfDodged(): Promise<World & { attackId: string }> {
  const w = await engaged("long");
  scriptTotals([8, 2], [15, 3]);
  const attack = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
  const offered = attack.events.find((e) => e.type === "reactionOffered");
  if (offered?.type !== "reactionOffered") throw new Error("no reaction offered");
  scriptTotals([9, 2]);
  const dodge = await as("alice", () =>
    perform({ type: "dodge", shipId: w.bid, attackId: offered.attackId }, { combat: w.combat }),
  );
  expect(dodge.ok).toBe(true);
  await settled(w.combat);
  return { ...w, attackId: offered.attackId };
}

/** What the engine believes: the memory (every ship's side, reactions, initiative), its order and acting ship. */
function believed(w: World) {
  const { memory } = loadEngagement(w.combat as never);
  return {
    memory: JSON.stringify(memory),
    order: [...memory.order],
    acting: actingShipOf(memory),
    current: w.combat.combatant?.id ?? null,
  };
}

/** Alice's second ship, not in the fight yet. */
const valkyrie = () => ship({ name: "Valkyrie", owner: ALICE, system: { tons: 200 } });

/** Alice creates a combatant for `actor` naming its side and a fresh state, then writes them again on it (as a
 * client that skipped the system's own preCreateCombatant hook would leave them). */
async function aliceAdds(w: World, actor: Actor.Implementation, forged: Record<string, unknown>): Promise<string> {
  return as("alice", async () => {
    const [made] = (await w.combat.createEmbeddedDocuments("Combatant", [
      { type: "base", actorId: actor.id, name: actor.name, initiative: 30, system: forged },
    ] as never)) as Combatant.Implementation[];
    await made.update({ system: forged } as never);
    return made.id!;
  });
}

// ----- the GM's dialog: DialogV2.wait recorded (the stand-in has none), answered as each test says -----

interface Shown {
  content: string;
  title: string;
  buttons: { action: string; label: string; default?: boolean; callback?: (e: unknown, b: unknown) => unknown }[];
}
const api = foundry.applications.api as unknown as Record<string, unknown>;
const original = api.DialogV2;
afterEach(() => {
  api.DialogV2 = original;
});

/** Record every dialog; `answer` says what the GM clicks (a side typed then Join, Leave it out, or closing it). */
function gmAnswers(answer: { join: string } | "leaveOut" | "close"): Shown[] {
  const shown: Shown[] = [];
  api.DialogV2 = {
    wait: async (config: { content: string; window: { title: string }; buttons: Shown["buttons"] }) => {
      shown.push({ content: config.content, title: config.window.title, buttons: config.buttons });
      if (answer === "close") return null;
      if (answer === "leaveOut") return "leaveOut";
      const join = config.buttons.find((b) => b.action === "join")!;
      const form = { elements: { namedItem: (n: string) => (n === "side" ? { value: answer.join } : null) } };
      return join.callback!({}, { form });
    },
  };
  return shown;
}

const said = (key: string) => notifications.messages.some((m) => m.message === key);

function record(move: string, changed: boolean, detail: string): void {
  const outcome: Attempt["outcome"] = changed ? "gotThrough" : "refused";
  attempts.push({ request: "combatants", move, outcome, detail });
}

describe("a player's combatant while the fight is under way", () => {
  it("one created with a forged side takes no part until the GM decides; left out, it is removed and nothing changed", async () => {
    const w = await aliceToAct();
    const before = believed(w);
    let decide: (v: unknown) => void = () => undefined;
    const shown: Shown[] = [];
    api.DialogV2 = {
      wait: (config: Shown & { window: { title: string } }) => {
        shown.push({ content: config.content, title: config.window.title, buttons: config.buttons });
        return new Promise((r) => (decide = r));
      },
    };
    const v = await valkyrie();
    const id = await aliceAdds(w, v, { side: "pirates", reactionsSpent: 0 });
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    // while the GM decides: the engine does not read it, and the fight is as it was
    expect(loadEngagement(w.combat as never).memory.ships).not.toHaveProperty(id);
    expect(believed(w)).toEqual(before);
    const dialog = shown[0];
    expect(dialog.title).toBe("CEPHEUS.Tracker.Joined.Title");
    expect(dialog.content).toContain("Alice added Valkyrie to the combat in round 1");
    // the side offered is the GM side's (Alice owns it, no token: friendly), never the one she named
    expect(dialog.content).toContain('name="side" value="friendly"');
    expect(dialog.buttons.map((b) => [b.action, b.label, !!b.default])).toEqual([
      ["join", "CEPHEUS.Tracker.Joined.Join", false],
      ["leaveOut", "CEPHEUS.Tracker.Joined.LeaveOut", true],
    ]);
    decide("leaveOut");
    await vi.waitFor(() => expect(w.combat.combatants.get(id)).toBeUndefined());
    await settled(w.combat);
    expect(believed(w)).toEqual(before);
    expect(said(game.i18n!.format("CEPHEUS.Tracker.Joined.LeftOut", { ship: "Valkyrie" }))).toBe(true);
    record(
      "create a combatant with a forged side (the GM leaves it out)",
      believed(w).memory !== before.memory,
      "removed",
    );
  });

  it("closing the dialog leaves it out too", async () => {
    const w = await aliceToAct();
    const before = believed(w);
    const shown = gmAnswers("close");
    const id = await aliceAdds(w, await valkyrie(), { side: "pirates" });
    await vi.waitFor(() => expect(w.combat.combatants.get(id)).toBeUndefined());
    await settled(w.combat);
    expect(shown).toHaveLength(1);
    expect(believed(w)).toEqual(before);
  });

  it("the GM admits it on the side the GM picks: a fresh ship that acts from the next round; nothing else changes", async () => {
    const w = await aliceToAct();
    const before = loadEngagement(w.combat as never).memory;
    const acting = believed(w).acting;
    const shown = gmAnswers({ join: "  traders  " });
    const id = await aliceAdds(w, await valkyrie(), { side: "pirates", reactionsSpent: 0, reactionsBudget: 9 });
    await vi.waitFor(() => expect(loadEngagement(w.combat as never).memory.ships).toHaveProperty(id));
    await settled(w.combat);
    expect(shown).toHaveLength(1);
    const after = loadEngagement(w.combat as never).memory;
    expect(after.ships[id]).toMatchObject({ side: "traders", reactionsSpent: 0, initiative: null, status: "active" });
    expect(after.ships[id].reactionsBudget).toBeUndefined();
    // the ships already fighting, the order and the acting ship are as they were
    const { [id]: _joined, ...others } = after.ships;
    expect(others).toEqual(before.ships);
    expect(after.order).toEqual(before.order);
    expect(actingShipOf(after)).toBe(acting);
    expect(w.combat.combatant?.id).toBe(acting);
    // the initiative Alice wrote on it is core's mirror, put back to the engagement's (none yet)
    expect(w.combat.combatants.get(id)!.initiative).toBeNull();
    expect(said(game.i18n!.format("CEPHEUS.Tracker.Joined.Joined", { ship: "Valkyrie", side: "traders" }))).toBe(true);
  });

  it("deleting her ship's combatant and creating it again resets nothing: it is put back as it was", async () => {
    const w = await beowulfDodged();
    const before = believed(w);
    const spent = loadEngagement(w.combat as never).memory.ships[w.bid].reactionsSpent;
    expect(spent).toBe(1);
    expect(before.acting).toBe(w.cid);
    const shown = gmAnswers("leaveOut");
    const again = await as("alice", async () => {
      await w.combat.combatants.get(w.bid)!.delete();
      const [made] = (await w.combat.createEmbeddedDocuments("Combatant", [
        { type: "base", actorId: w.beowulf.id, name: "Beowulf", system: { side: "pirates", reactionsSpent: 0 } },
      ] as never)) as Combatant.Implementation[];
      return made.id!;
    });
    await vi.waitFor(() => expect(w.combat.combatants.get(w.bid)).toBeDefined());
    await vi.waitFor(() => expect(w.combat.combatants.get(again)).toBeUndefined());
    await settled(w.combat);
    expect(believed(w)).toEqual(before);
    expect(loadEngagement(w.combat as never).memory.ships[w.bid].reactionsSpent).toBe(spent);
    expect(w.combat.combatant?.id).toBe(w.cid);
    // her dodge is still spent: another is refused
    const dodge = await as("alice", () =>
      perform({ type: "dodge", shipId: w.bid, attackId: w.attackId }, { combat: w.combat }),
    );
    expect(dodge.refusal?.reason).toBe("noReactions");
    // the GM was told of both: the deletion undone, the new combatant asked about (the same ship, twice)
    expect(said(game.i18n!.format("CEPHEUS.Tracker.Joined.PutBack", { user: "Alice", ship: "Beowulf" }))).toBe(true);
    expect(shown).toHaveLength(1);
    expect(shown[0].content).toContain("Beowulf is in this fight already");
    record("delete her ship's combatant and create it again", believed(w).memory !== before.memory, "put back");
  });

  it("deleting it alone, in its own turn, neither ends the turn nor takes the ship out", async () => {
    const w = await aliceToAct();
    const before = believed(w);
    const shown = gmAnswers("leaveOut");
    await as("alice", () => w.combat.combatants.get(w.bid)!.delete());
    await vi.waitFor(() => expect(w.combat.combatants.get(w.bid)).toBeDefined());
    await settled(w.combat);
    expect(believed(w)).toEqual(before);
    expect(w.combat.turn).toBe(before.order.indexOf(w.bid));
    expect(shown).toHaveLength(0);
    // and the ship acts on
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    expect((await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat })).ok).toBe(true);
  });

  it("while a combatant is being put back, no store of the engagement runs: a command is refused, nothing changed", async () => {
    const w = await aliceToAct();
    const before = believed(w);
    const r = await whileHeld(w.combat.uuid!, () => perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat }));
    expect(r.refusal?.reason).toBe("failed");
    expect(believed(w)).toEqual(before);
  });

  it("the GM removing a ship takes it out of the fight, as before", async () => {
    const w = await aliceToAct();
    await w.combat.combatants.get(w.bid)!.delete();
    await settled(w.combat);
    const after = loadEngagement(w.combat as never).memory;
    expect(after.ships).not.toHaveProperty(w.bid);
    expect((w.combat.system as unknown as { ships: object }).ships).not.toHaveProperty(w.bid);
    // its roster entry stays, read by nothing: a ship the engagement no longer holds is never put back
    expect(readRoster(w.combat)).toHaveProperty(w.bid);
    checkFightsAtReady();
    await new Promise((r) => setTimeout(r, 0));
    await settled(w.combat);
    expect(w.combat.combatants.get(w.bid)).toBeUndefined();
  });
});

describe("changes made while no GM was connected", () => {
  it("on ready the active GM puts a deleted ship back from its roster and asks about a ship added", async () => {
    const w = await aliceToAct();
    const before = believed(w);
    const gm = user("gm") as unknown as { active: boolean };
    const shown = gmAnswers("leaveOut");
    gm.active = false;
    let added = "";
    try {
      await as("alice", () => w.combat.combatants.get(w.bid)!.delete());
      added = await aliceAdds(w, await valkyrie(), { side: "pirates" });
      await new Promise((r) => setTimeout(r, 0));
      expect(w.combat.combatants.get(w.bid)).toBeUndefined();
    } finally {
      gm.active = true;
    }
    checkFightsAtReady();
    await vi.waitFor(() => expect(w.combat.combatants.get(w.bid)).toBeDefined());
    await vi.waitFor(() => expect(w.combat.combatants.get(added)).toBeUndefined());
    await settled(w.combat);
    expect(believed(w)).toEqual(before);
    expect(said(game.i18n!.format("CEPHEUS.Tracker.Joined.PutBackOffline", { ship: "Beowulf" }))).toBe(true);
    expect(shown).toHaveLength(1);
    expect(shown[0].content).toContain("Valkyrie was added to the combat while no GM was connected");
  });
});

describe("the GM's dialog", () => {
  it("a ship whose name is markup or a language key is shown as text in the GM's dialog", async () => {
    const w = await aliceToAct();
    const shown = gmAnswers("leaveOut");
    const name = '<img src=x onerror="alert(1)">CEPHEUS.Tracker.Joined.Title';
    const odd = await ship({ name, owner: ALICE, system: { tons: 200 } });
    const id = await aliceAdds(w, odd, { side: "pirates" });
    await vi.waitFor(() => expect(w.combat.combatants.get(id)).toBeUndefined());
    expect(shown).toHaveLength(1);
    expect(shown[0].content).not.toContain("<img");
    expect(shown[0].content).toContain("Alice added &lt;img src");
    expect(shown[0].content).toContain("CEPHEUS.Tracker.Joined.Title to the combat");
  });

  it("only the active GM decides: the chunk's handler on a player's client does nothing", async () => {
    const w = await aliceToAct();
    const before = believed(w);
    const shown = gmAnswers({ join: "pirates" });
    const gm = user("gm") as unknown as { active: boolean };
    gm.active = false;
    let id = "";
    try {
      id = await aliceAdds(w, await valkyrie(), { side: "pirates" });
      await as("alice", () => playerCreated(w.combat, id, user("alice").id));
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      gm.active = true;
    }
    expect(shown).toHaveLength(0);
    expect(w.combat.combatants.get(id)).toBeDefined();
    expect(believed(w)).toEqual(before);
  });
});

describe("a ship the roster does not name", () => {
  it("cannot be put back when its combatant went while no GM was connected: it leaves the fight, and the GM is told", async () => {
    const w = await aliceToAct();
    // a fight stored before the roster: no entry for Beowulf
    await w.combat.update({ flags: { [SYSTEM_ID]: { roster: { [w.bid]: null } } } } as never);
    expect(readRoster(w.combat)[w.bid]).toBeFalsy();
    const gm = user("gm") as unknown as { active: boolean };
    gm.active = false;
    try {
      await as("alice", () => w.combat.combatants.get(w.bid)!.delete());
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      gm.active = true;
    }
    checkFightsAtReady();
    await vi.waitFor(() => expect((w.combat.system as unknown as { ships: object }).ships).not.toHaveProperty(w.bid));
    await settled(w.combat);
    const memory = loadEngagement(w.combat as never).memory;
    expect(memory.order).not.toContain(w.bid);
    expect(said(game.i18n!.format("CEPHEUS.Tracker.Joined.Lost", { count: "1" }))).toBe(true);
    // the ships still there are in the roster now
    expect(readRoster(w.combat)[w.cid]).toMatchObject({ actorId: w.corsair.id, name: "Corsair" });
  });
});

describe("a player's combatant before the fight", () => {
  it("joins at once on the side the GM side gives it (its token, else its owner), never the side it names", async () => {
    const w = await standardWorld();
    const shown = gmAnswers("leaveOut");
    const id = await aliceAdds(w, await valkyrie(), { side: "pirates", reactionsSpent: 3 });
    await vi.waitFor(() => expect((w.combat.system as unknown as { ships: object }).ships).toHaveProperty(id));
    await settled(w.combat);
    const memory = loadEngagement(w.combat as never).memory;
    expect(memory.ships[id]).toMatchObject({ side: "friendly", reactionsSpent: 0, initiative: null });
    expect(memory.ships[w.bid].side).toBe("traders");
    expect(shown).toHaveLength(0);
    // and it rolls initiative with the others, on that side
    scriptTotals([12, 2], [2, 2], [7, 2]);
    expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).ok).toBe(true);
    expect(loadEngagement(w.combat as never).memory.ships[id].side).toBe("friendly");
    record("create a combatant before the fight with a forged side", memory.ships[id].side !== "friendly", "");
  });

  it("a typed side is read with care: trimmed, never empty, never overlong", () => {
    expect(readSide("  traders ", "friendly")).toBe("traders");
    expect(readSide("", "friendly")).toBe("friendly");
    expect(readSide("   ", "hostile")).toBe("hostile");
    expect(readSide(7, "hostile")).toBe("hostile");
    expect(readSide("x".repeat(65), "neutral")).toBe("neutral");
  });
});
