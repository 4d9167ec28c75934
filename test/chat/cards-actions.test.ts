// The cards of particular actions: a ram and its collision damage, a repair, boarding with its reactions and the
// crew card, the attack card's itemised DMs, and an NPC ship's reactions.
import { beforeAll, describe, expect, it } from "vitest";
import { ShipData } from "../../src/data/actor/ship";
import { perform } from "../../src/play/perform";
import { as, scriptTotals } from "../harness";
import { engaged } from "./helpers";
import { bootSystem, crew } from "../fixtures/world";
import { card, cards, sys } from "./posted";
import { CrewData } from "../../src/data/actor/crew";
import { requestCardAction } from "../../src/play/apply";

beforeAll(bootSystem);

describe("other cards", () => {
  it("a ram: opposed Piloting, then both ships take collision damage, each on its own damage card with the table row", async () => {
    const w = await engaged("close");
    await w.corsair.update({
      system: { seats: [...(w.corsair.system as ShipData).toObject().seats, { position: "pilot", npcSkill: 2 }] },
    } as never);
    expect((await perform({ type: "adjustSpeed", shipId: w.cid, seat: 1, speed: 2 }, { combat: w.combat })).ok).toBe(
      true,
    );
    // opposed: Corsair 2D6 10 + 2, Beowulf 2D6 3 + 2; collisions at speed difference 2: 2D6 each
    scriptTotals([10, 2], [3, 2], [6, 2], [6, 2], [3, 2], [6, 2]);
    const r = await perform({ type: "ram", shipId: w.cid, seat: 1, targetId: w.bid }, { combat: w.combat });
    expect(r.refusal).toBeUndefined();
    const main = card(r.messageIds[0]).content;
    expect(main).toContain("Opposed: Ram");
    expect(main).toContain("Corsair wins");
    expect(main).toContain("Collision: speed 2 → 2D6 damage");
    const damage = cards("damage");
    expect(damage.map((m) => m.content.match(/Damage — (\w+)/)?.[1])).toEqual(["Beowulf", "Corsair"]);
    expect(damage[0].content).toContain("Damage 6 − armor 4 &#x3D; 2: 1 Single Hit");
    expect(damage[1].content).toContain("Damage 3 − armor 0 &#x3D; 3: 1 Single Hit");
  });

  it("a repair is written at once and shows the Damage Repair Results row", async () => {
    const w = await engaged("long", { beowulf: { systems: { mDrive: 1 } } });
    await w.beowulf.update({
      system: {
        seats: [...(w.beowulf.system as ShipData).toObject().seats, { position: "damageControl", npcSkill: 1 }],
      },
    } as never);
    // it is the Corsair's turn: end it, then Beowulf's damage control repairs the M-Drive (2D6 9 + 1 = 10: Effect 2)
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    scriptTotals([9, 2]);
    const r = await perform(
      { type: "repairDamagedSystem", shipId: w.bid, seat: 3, target: "mDrive" },
      { combat: w.combat },
    );
    expect(r.refusal).toBeUndefined();
    expect((w.beowulf.system as ShipData).systems.mDrive).toBe(0);
    const html = card(r.messageIds[0]).content;
    expect(html).toContain("Damage Repair Results: Effect +2 (1–5) → 2 hits repaired");
  });
});

describe("boarding", () => {
  it("boarders crossing: the defenders' owners may fire sand or point defense at them; the card follows", async () => {
    const w = await engaged("adjacent");
    await w.corsair.update({
      system: {
        seats: [...(w.corsair.system as ShipData).toObject().seats, { position: "chiefSecurityOfficer", npcSkill: 2 }],
      },
    } as never);
    const r = await perform({ type: "boardingAction", shipId: w.cid, seat: 1, targetId: w.bid }, { combat: w.combat });
    expect(r.refusal).toBeUndefined();
    expect(card(r.messageIds[0]).content).toContain("Corsair boards Beowulf");
    const reaction = cards("reaction").at(-1)!;
    expect(reaction.content).toContain("Boarders from Corsair are crossing");
    // the sandcaster's turret named as the Beowulf's sheet names it
    expect(reaction.content).toContain("Fire Sand: Ventral");
    expect(reaction.content).toContain("Point Defense: Dorsal");
    const boardingId = (sys(reaction).reaction as { boardingId: string }).boardingId;
    // Alice's NPC gunner at the sandcaster: 2D6 8 + 1 = 9, success: the boarders are hit
    scriptTotals([8, 2]);
    const sand = await as("alice", () =>
      perform({ type: "fireSand", shipId: w.bid, seat: 2, boardingId }, { combat: w.combat }),
    );
    expect(sand.refusal).toBeUndefined();
    expect(card(sand.messageIds[0]).content).toContain("defence strikes the boarders");
    // Beowulf had one reaction: the card now offers none
    expect(card(reaction.id!).content).toContain("Reactions left this round: 0");
    expect(card(reaction.id!).content).not.toContain('data-reaction="fireSand"');
  });

  it("sand at the boarders rolls 8D6 for each one, and the crew card lays it on the named ones (Apply, Undo)", async () => {
    const w = await engaged("adjacent");
    const marine = await crew("Rex Marine", null, { characteristics: { str: 8, dex: 7, end: 9 } });
    await w.corsair.update({
      system: {
        seats: [
          ...(w.corsair.system as ShipData).toObject().seats,
          { position: "marine", crew: marine.uuid },
          { position: "chiefSecurityOfficer", npcSkill: 2 },
        ],
      },
    } as never);
    await perform({ type: "boardingAction", shipId: w.cid, seat: 1, targetId: w.bid }, { combat: w.combat });
    const boardingId = (sys(cards("reaction").at(-1)!).reaction as { boardingId: string }).boardingId;
    // "If the sand attack is successful, each target in the boarding party takes 8D6 damage": 8 + 1 = 9 hits;
    // the marine takes 12, the unnamed Chief Security Officer 30
    scriptTotals([8, 2], [12, 8], [30, 8]);
    const sand = await as("alice", () =>
      perform({ type: "fireSand", shipId: w.bid, seat: 2, boardingId }, { combat: w.combat }),
    );
    expect(sand.refusal).toBeUndefined();
    const main = card(sand.messageIds[0]).content;
    expect(main).toContain("8D6 per boarder struck");
    expect(main).toContain("Rex Marine");
    expect(main).toContain("12 damage");
    expect(main).toContain("30 damage");
    const crewCard = cards("crew").at(-1)!;
    expect(sand.messageIds).toContain(crewCard.id);
    expect(sys(crewCard).shipUuid).toBe(w.corsair.uuid);
    expect(crewCard.content).toContain("Rex Marine: 12 damage (END 9, STR 3, DEX 0)");
    expect((await requestCardAction({ messageId: crewCard.id!, action: "apply" })).ok).toBe(true);
    expect((marine.system as CrewData).damage).toMatchObject({ end: 9, str: 3, dex: 0 });
    expect((await requestCardAction({ messageId: crewCard.id!, action: "undo" })).ok).toBe(true);
    expect((marine.system as CrewData).damage).toMatchObject({ end: 0, str: 0, dex: 0 });
  });
});

describe("the attack card itemises every DM", () => {
  it("a pulse laser at Long: the shared DMs, then the shot's difficulty and the pulse laser's DM−2", async () => {
    const w = await engaged("long");
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    scriptTotals([10, 2]); // 10 + Turret Weapons 1 − 2 (Difficult) − 2 (pulse laser) = 7: a miss
    const r = await as("alice", () =>
      perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat }),
    );
    expect(r.refusal).toBeUndefined();
    const html = card(r.messageIds[0]).content;
    expect(html).toContain("<dt>Skill</dt><dd>+1</dd>");
    // the one shot's own DMs are every shot's: chips beside the skill, never in the verdict's cell
    expect(html).toContain("<dt>Difficult</dt><dd>−2</dd>");
    expect(html).toContain("<dt>Pulse laser</dt><dd>−2</dd>");
    expect(html).toMatch(
      /<td>10<\/td><td class="shot-dm">−3<\/td><td>7<\/td><td class="shot-result"><span class="verdict">Miss<\/span><\/td>/,
    );
  });
});

describe("an NPC ship's reactions", () => {
  it("none are offered when the NPC can take none (no pilot, no sandcaster)", async () => {
    const w = await engaged("long");
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    await w.corsair.update({ system: { ammo: { sand: 2 } } } as never);
    scriptTotals([12, 2], [3, 2]); // Sam's pulse laser: 12 + 1 − 4 = 9: a hit, damage 2D6 3
    const r = await as("alice", () =>
      perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat }),
    );
    expect(r.refusal).toBeUndefined();
    // the Corsair's pilot-less bridge cannot dodge and it has no sandcaster: no reaction, no card
    expect(cards("reaction").filter((m) => (sys(m).reaction as { shipId?: string }).shipId === w.cid)).toHaveLength(0);
  });

  it("whispers the NPC's reaction card to the GMs", async () => {
    const w = await engaged("long");
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    // give the Corsair a pilot so it can dodge
    await w.corsair.update({
      system: { seats: [...(w.corsair.system as ShipData).toObject().seats, { position: "pilot", npcSkill: 1 }] },
    } as never);
    scriptTotals([12, 2], [3, 2]); // Sam's pulse laser: 12 + 1 − 4 = 9: a hit, damage 2D6 3
    const r = await as("alice", () =>
      perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat }),
    );
    expect(r.refusal).toBeUndefined();
    const reaction = cards("reaction").find((m) => (sys(m).reaction as { shipId?: string }).shipId === w.cid);
    expect(reaction).toBeDefined();
    const whisper = (reaction as unknown as { whisper: string[] }).whisper;
    expect(whisper).toEqual([game.users!.find((u) => u.isGM)!.id]);
  });
});
