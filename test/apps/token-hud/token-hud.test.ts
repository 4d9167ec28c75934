// Token Action HUD through a stand-in of Token Action HUD Core 2.x written from its public wiki and adapters
// (test/harness/token-action-hud.ts): the system answers Core's announcement, a ship token's HUD offers the station
// actions of the seats its user may act at with the sheet's own verdicts and reasons, targeted ships show their band
// and attack DMs, and a click takes the sheet's path to the GM.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  installTokenActionHud,
  startTokenActionHud,
  type TahCore,
  ActionHandler,
  RollHandler,
  SystemManager,
} from "../../harness/token-action-hud";
import { as, bootSystem, notifications, scriptTotals, USERS } from "../../harness";
import { sheetWorld } from "../../fixtures/world";
import { perform } from "../../../src/play/perform";
import { linkShip, shipViewInput } from "../../../src/apps/sheets/link";
import { shipView, type ButtonView } from "../../../src/apps/sheets/ship-view";
import { translator } from "../../../src/apps/sheets/i18n";
import { CardData } from "../../../src/data/chat/card";
import { parseHudValue } from "../../../src/apps/token-hud/hud-model";

// counts the adapter chunk's loads (a dynamic import of it runs this factory)
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/apps/token-hud/token-action-hud", async (original) => {
  loads.count++;
  return await original();
});

installTokenActionHud();
let core: TahCore | null = null;
beforeAll(async () => {
  await bootSystem();
  core = await startTokenActionHud();
});

const ALICE = USERS.alice._id;

/** An action's tooltip as Core gets it (one escaped element, lines joined by <br>) read back as the model's text. */
function tooltipText(html: unknown): string {
  const m = /^<span class="cepheus-hud-tooltip">([\s\S]*)<\/span>$/.exec(String(html));
  expect(m, String(html)).not.toBeNull();
  const decode = (x: string) =>
    x
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#(0?39|x27);/g, "'")
      .replace(/&amp;/g, "&");
  return m![1].split("<br>").map(decode).join("\n");
}

/** The frigate (Alice seats the navigator, seat 2, and the gunner, seat 3) against the corsair at Medium, frigate first. */
async function engaged() {
  const w = await sheetWorld({ playerId: ALICE, observers: [ALICE] });
  scriptTotals([10, 2], [8, 2], [5, 2]);
  expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).refusal).toBeUndefined();
  expect((await perform({ type: "setRange", a: w.fid, b: w.cid, range: "medium" }, { combat: w.combat })).ok).toBe(
    true,
  );
  return w;
}

/** The sheet's buttons of a seat that the current user may use, by action (own, reactions and anyone's actions). */
function sheetButtons(actor: Actor.Implementation, seat: number): Map<string, ButtonView> {
  const user = game.user as User.Implementation;
  const view = shipView(
    shipViewInput(actor, user, linkShip(actor), () => true),
    translator(),
  );
  const seatView = view.stations.flatMap((s) => s.slots.flatMap((sl) => sl.seats)).find((s) => s.index === seat)!;
  const notMine = game.i18n!.localize("CEPHEUS.Sheet.Reason.notYourSeat");
  return new Map(
    [...seatView.own, ...seatView.reactions, ...seatView.general]
      .filter((b) => b.reason !== notMine)
      .map((b) => [b.action, b]),
  );
}

const cards = () =>
  [...game.messages!.values()].filter((m) => (m as ChatMessage.Implementation).system instanceof CardData);
const warnings = () => notifications.messages.filter((m) => m.type === "warn").map((m) => m.message);

describe("registration with Token Action HUD Core", () => {
  it("answers Core's announcement with a SystemManager built on Core's classes, for Core 2, and its layout", () => {
    expect(core).not.toBeNull();
    expect(loads.count).toBe(1);
    expect(core!.manager).toBeInstanceOf(SystemManager);
    expect(core!.manager.getActionHandler()).toBeInstanceOf(ActionHandler);
    expect(core!.manager.getRollHandler("core")).toBeInstanceOf(RollHandler);
    expect(Object.keys(core!.rollHandlers)).toEqual(["core"]);
    expect(core!.defaults.layout.map((tab) => [tab.id, tab.groups.map((g) => g.nestId)])).toEqual([
      ["stations", ["stations_stationActions", "stations_stationReactions", "stations_otherActions"]],
      ["targets", ["targets_targetRanges"]],
    ]);
    expect(
      core!.defaults.groups.every((g) => typeof g.name === "string" && g.name && !g.name.startsWith("CEPHEUS.")),
    ).toBe(true);
  });
});

describe("a ship token's HUD", () => {
  it("offers the actions of the seats its user may act at, each with the sheet's verdict and reason", async () => {
    const w = await engaged();
    const hud = await as("alice", () => core!.show({ actor: w.frigate }));
    const actions = [
      ...hud.groups.get("stationActions")!,
      ...hud.groups.get("stationReactions")!,
      ...hud.groups.get("otherActions")!,
    ];
    const seats = [...new Set(actions.map((a) => a.system.seat))];
    expect(seats.sort()).toEqual([2, 3]);
    // the names say whose seat it is (Alice acts at two)
    expect(actions.find((a) => a.id === "seat3-attack")!.name).toBe("PO Renata Skau: Attack");
    for (const seat of [2, 3]) {
      const sheet = await as("alice", () => sheetButtons(w.frigate, seat));
      const mine = actions.filter((a) => a.system.seat === seat);
      expect(mine.length).toBe(sheet.size);
      for (const a of mine) {
        const b = sheet.get(a.system.action as string)!;
        expect(b, `${a.id} on the sheet`).toBeDefined();
        expect([a.id, a.cssClass === "", tooltipText(a.tooltip)]).toEqual([a.id, b.enabled, b.tooltip]);
      }
    }
    // the gunner may attack now; the ship's reactions are its owners' (Alice only observes the frigate): none offered
    expect(actions.find((a) => a.id === "seat3-attack")!.cssClass).toBe("");
    expect(hud.groups.get("stationReactions")).toEqual([]);
  });

  it("a user seated nowhere gets no station actions; the GM gets every seat", async () => {
    const w = await engaged();
    const bob = await as("bob", () => core!.show({ actor: w.frigate }));
    expect([...bob.groups.values()].flat()).toEqual([]);
    const gm = await core!.show({ actor: w.frigate });
    const all = [
      ...gm.groups.get("stationActions")!,
      ...gm.groups.get("stationReactions")!,
      ...gm.groups.get("otherActions")!,
    ];
    const seatCount = (w.frigate.system as unknown as { seats: unknown[] }).seats.length;
    expect(new Set(all.map((a) => a.system.seat)).size).toBe(seatCount);
    // every seat's actions, reactions included, are the sheet's buttons with the sheet's verdicts and reasons
    for (let seat = 0; seat < seatCount; seat++) {
      const sheet = sheetButtons(w.frigate, seat);
      const mine = all.filter((a) => a.system.seat === seat);
      expect(mine.map((a) => a.system.action).sort()).toEqual([...sheet.keys()].sort());
      for (const a of mine)
        expect([a.cssClass === "", tooltipText(a.tooltip)], a.id).toEqual([
          sheet.get(a.system.action as string)!.enabled,
          sheet.get(a.system.action as string)!.tooltip,
        ]);
    }
    // NPC and software seats, whose names repeat, also say their position and mount
    const L = (k: string) => game.i18n!.localize(k);
    expect(all.find((a) => a.id === "seat4-attack")!.name).toBe(
      `${L("CEPHEUS.Sheet.Seat.Npc")} (${L("CEPHEUS.Position.turretGunner")}, Turret 2 (missiles)): ${L("CEPHEUS.Action.attack.label")}`,
    );
    expect(all.find((a) => a.id === "seat5-attack")!.name).toBe(
      `${L("CEPHEUS.Sheet.Seat.Software")} (${L("CEPHEUS.Position.turretGunner")}, Turret 3 (missiles)): ${L("CEPHEUS.Action.attack.label")}`,
    );
    // nothing is attacking the frigate: its reactions are offered, disabled, saying so
    const reactions = gm.groups.get("stationReactions")!;
    expect(reactions.length).toBeGreaterThan(0);
    for (const r of reactions)
      expect([r.cssClass, tooltipText(r.tooltip)]).toEqual([
        "disabled",
        expect.stringContaining(game.i18n!.localize("CEPHEUS.Sheet.Reason.noIncomingAttack")),
      ]);
    // a token of no ship (a crew actor) gets nothing from the system
    const crewHud = await core!.show({ actor: Object.values(w.crew)[0] });
    expect([...crewHud.groups.values()].flat()).toEqual([]);
  });

  it("a targeted ship shows its band and the attack DM of each weapon at it", async () => {
    const w = await engaged();
    const alice = game.users!.get(ALICE)! as unknown as { targets: Set<unknown> };
    alice.targets = new Set([{ actor: w.corsair }]);
    try {
      const hud = await as("alice", () => core!.show({ actor: w.frigate }));
      const [row] = hud.groups.get("targetRanges")!;
      expect(row.name).toBe(`${w.corsair.name}: ${game.i18n!.localize("CEPHEUS.RangeBand.medium")}`);
      expect(row.cssClass).toBe("disabled");
      // every weapon of the frigate at Medium: three beam lasers and six missile racks, all Average (+0), DM +0
      const lines = tooltipText(row.tooltip).split("\n");
      expect(lines).toHaveLength(9);
      expect(lines[0]).toBe(`Beam Laser A: ${game.i18n!.localize("CEPHEUS.Difficulty.average")}, DM +0`);
      expect(lines.every((l) => l.endsWith("DM +0"))).toBe(true);
      // clicking the read-out does nothing and says nothing
      const before = notifications.messages.length;
      await as("alice", () => core!.click(row.id));
      expect(notifications.messages.length).toBe(before);
    } finally {
      alice.targets = new Set();
    }
  });
});

describe("clicking an action", () => {
  it("takes the sheet's path: a shift-click attacks at once through the request channel, and the card is posted", async () => {
    const w = await engaged();
    const before = cards().length;
    const memory = JSON.stringify(w.combat!.system);
    await as("alice", () => core!.show({ actor: w.frigate }));
    scriptTotals([9, 2], [4, 1], [9, 2], [4, 1], [9, 2], [4, 1]);
    await as("alice", () => core!.click("seat3-attack", { shiftKey: true }));
    expect(cards().length).toBeGreaterThan(before);
    expect(JSON.stringify(w.combat!.system)).not.toBe(memory);
  });

  it("an action that cannot be taken warns with the sheet's reason and changes nothing", async () => {
    const w = await engaged();
    const hud = await as("alice", () => core!.show({ actor: w.frigate }));
    const disabled = [...hud.groups.get("stationActions")!, ...hud.groups.get("otherActions")!].find(
      (a) => a.cssClass === "disabled",
    );
    expect(disabled).toBeDefined();
    const memory = JSON.stringify(w.combat!.system);
    await as("alice", () => core!.click(disabled!.id, { shiftKey: true }));
    expect(warnings().at(-1)).toContain(game.i18n!.localize(`CEPHEUS.Action.${disabled!.system.action}.label`));
    expect(JSON.stringify(w.combat!.system)).toBe(memory);
  });

  it("a forged value is refused with a message (parseHudValue), nothing runs", () => {
    expect(parseHudValue("station|3|attack", 5)).toEqual({ seat: 3, action: "attack" });
    for (const bad of [
      "station|9|attack",
      "station|-1|attack",
      "station|1|deleteEverything",
      "station|1",
      "range|x",
      "station|1.5|attack",
      42,
      undefined,
    ])
      expect(parseHudValue(bad, 5), String(bad)).toBeNull();
  });
});
