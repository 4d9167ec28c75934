// "Preview turn" through the stand-in and the real bridge: the GM takes over (nothing rolled, nothing posted), or
// plays the plan with a seat's action changed (another action, or nothing), each action still through perform().
// DialogV2 is recorded (the stand-in has none): the test answers it as the GM's click would, reading the real form.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { previewTurn } from "../../../src/apps/sidebar/npc-control";
import { NOTHING } from "../../../src/apps/sidebar/npc-preview";
import { perform } from "../../../src/play/perform";
import { loadEngagement } from "../../../src/play/load";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { as, diceControl, notifications } from "../../harness";
import { ALICE, bootSystem, combatOf, ship } from "../../fixtures/world";
import { cards, sys } from "../../chat/posted";

beforeAll(bootSystem);

interface Shown {
  content: string;
  buttons: { action: string; callback?: (event: unknown, button: unknown) => unknown }[];
}

const api = foundry.applications.api as unknown as Record<string, unknown>;
const original = api.DialogV2;
afterEach(() => {
  api.DialogV2 = original;
});

/** The preview's selects as the rendered form holds them: name → [value, label][]. */
function selects(content: string): Map<string, [string, string][]> {
  const out = new Map<string, [string, string][]>();
  for (const [, name, body] of content.matchAll(/<select name="([^"]+)">([\s\S]*?)<\/select>/g))
    out.set(
      name,
      [...body.matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)].map(([, v, l]) => [v, l.trim()]),
    );
  return out;
}

/** Answer the preview: `pick` chooses each select's value (or null: the GM takes over). */
function answer(pick: (content: string) => Record<string, string> | null): Shown[] {
  const shown: Shown[] = [];
  api.DialogV2 = {
    wait: async (config: Shown) => {
      shown.push(config);
      const values = pick(config.content);
      if (!values) return "takeOver";
      const form = { elements: Object.entries(values).map(([name, value]) => ({ name, value })) };
      return config.buttons.find((b) => b.action === "play")!.callback!(new Event("click"), { form });
    },
  };
  return shown;
}

/** An NPC gunboat (pilot, beam laser gunner) against an NPC target at Short range, the gunboat to act. */
async function gunboatTurn() {
  const seats = [
    { position: "turretGunner", npcSkill: 2, mountId: "g1" },
    { position: "pilot", npcSkill: 1 },
  ];
  const system = {
    tons: 400,
    hull: { value: 8, max: 8 },
    structure: { value: 8, max: 8 },
    thrust: 3,
    mounts: [{ id: "g1", name: "Main", type: "turret", size: "single", damage: 0 }],
    seats,
  };
  const hunter = await ship({ name: "Hunter", owner: null, system, weapons: [{ kind: "beamLaser", mountId: "g1" }] });
  const prey = await ship({ name: "Prey", owner: null, system, weapons: [{ kind: "beamLaser", mountId: "g1" }] });
  const { combat, ids } = await combatOf([
    { actor: hunter, side: "a" },
    { actor: prey, side: "b" },
  ]);
  await perform({ type: "setRange", a: ids[0], b: ids[1], range: "short" }, { combat });
  diceControl.queue.push(6, 6, 1, 1);
  expect((await perform({ type: "rollInitiative" }, { combat })).ok).toBe(true);
  expect(currentShipId(loadEngagement(combat))).toBe(ids[0]);
  return { combat, ids };
}

describe("Preview turn", () => {
  it("lists the plan seat by seat in the crew's order; Take over closes it with nothing rolled or posted", async () => {
    const { combat, ids } = await gunboatTurn();
    const memory = JSON.stringify(loadEngagement(combat).memory);
    const before = cards().length;
    const shown = answer(() => null);
    await previewTurn(combat, ids[0]);
    expect(shown).toHaveLength(1);
    // the pilot (seat 1) lines up the shot before the gunner (seat 0) fires
    expect([...selects(shown[0].content).keys()]).toEqual(["seat-1", "seat-0"]);
    expect(shown[0].content).toContain("fires at Prey");
    // whose plan it is, in the content (the window's title is a key DialogV2 localises)
    expect(shown[0].content).toContain("Hunter: the crew");
    expect(JSON.stringify(loadEngagement(combat).memory)).toBe(memory);
    expect(cards().length).toBe(before);
  });

  it("plays the plan with the pilot's action changed and the gunner left idle, through perform", async () => {
    const { combat, ids } = await gunboatTurn();
    const before = cards().length;
    const evade = game.i18n!.localize("CEPHEUS.Action.evasiveManeuvers.label");
    answer((content) => {
      const s = selects(content);
      const pilot = s.get("seat-1")!.find(([, label]) => label === evade);
      expect(pilot).toBeDefined();
      return { "seat-1": pilot![0], "seat-0": NOTHING };
    });
    await previewTurn(combat, ids[0]);
    const posted = cards().slice(before);
    const types = posted.map((m) => (sys(m).command as { type?: string } | null)?.type);
    expect(types).toContain("evasiveManeuvers");
    expect(types).not.toContain("lineUpTheShot");
    expect(types).not.toContain("attack");
    // the referee's own choice is a click's card: no crew reason line
    const evaded = posted.find((m) => (sys(m).command as { type?: string }).type === "evasiveManeuvers")!;
    expect(evaded.content).not.toContain("npc-reason");
    // and the turn ended: the prey is to act
    expect(currentShipId(loadEngagement(combat))).toBe(ids[1]);
  });

  it("is the GM's alone, and never for a player's ship", async () => {
    const { combat, ids } = await gunboatTurn();
    const shown = answer(() => null);
    await as("alice", () => previewTurn(combat, ids[0]));
    expect(notifications.messages.at(-1)?.message).toBe(game.i18n!.localize("CEPHEUS.Reason.gmOnly"));
    await combat.combatants.get(ids[0])!.actor!.update({ ownership: { [ALICE]: 3 } } as never);
    await previewTurn(combat, ids[0]);
    expect(notifications.messages.at(-1)?.message).toBe(game.i18n!.localize("CEPHEUS.Reason.playerShip"));
    expect(shown).toHaveLength(0);
  });
});
