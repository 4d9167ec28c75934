// The attacker's seats: a ship's owner naming a crew actor they do not own (a GM's NPC, another player's character)
// in a seat, through the request or by writing the ship's seats directly. The seat is refused, or does not count
// when the GM builds and applies cards: the actor's skills do not roll, its name does not show, and no card injures
// it (build/security.json).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEATED_ON_FLAG, seatTrusted } from "../../src/data/seat-trust";
import { shipSnapshot } from "../../src/data/snapshots";
import { changeSeats } from "../../src/apps/sheets/seating";
import { perform } from "../../src/play/perform";
import { SYSTEM_ID } from "../../src/base/system-id";
import { as, scriptTotals } from "../harness";
import { engaged } from "../chat/helpers";
import { cards, sys } from "../chat/posted";
import { ALICE, BOB, crew } from "../fixtures/world";
import { attempt, attempts, forgedRequest, report } from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("seats"));

type Seats = { seats: { position: string; crew: string | null }[] };
const seatsOf = (a: Actor.Implementation) => (a.system as unknown as Seats).seats;

describe("seating needs OWNER of the crew actor", () => {
  it("a ship's owner cannot seat a GM's NPC or another player's character, by request or by the sheet", async () => {
    const w = await engaged("long");
    const npc = await crew("Admiral (GM's NPC)", null, { skills: { gunnery: 4 } });
    const bobs = await crew("Bob's Marine", BOB);
    for (const [name, who] of [
      ["the GM's NPC", npc],
      ["another player's character", bobs],
    ] as const) {
      const a = await attempt("seat (crew owner)", `Alice seats ${name} by request`, () =>
        forgedRequest("alice", "seat", {
          shipUuid: w.beowulf.uuid,
          change: { op: "seatCrew", crewUuid: who.uuid, target: { position: "marine" } },
        }),
      );
      expect(a).toMatchObject({ outcome: "refused", detail: "crewNotYours" });
      const b = await attempt("seat (crew owner)", `Alice seats ${name} from her sheet`, () =>
        as("alice", () =>
          changeSeats(w.beowulf, { op: "seatCrew", crewUuid: who.uuid, target: { position: "marine" } }),
        ),
      );
      expect(b).toMatchObject({ outcome: "refused", detail: "crewNotYours" });
    }
    // a GM may seat anyone: the crew actor's record then names the ship, so the seat counts
    const seated = await changeSeats(w.beowulf, {
      op: "seatCrew",
      crewUuid: npc.uuid,
      target: { position: "marine" },
    });
    expect(seated.ok).toBe(true);
    expect((npc.flags as Record<string, Record<string, unknown>>)[SYSTEM_ID][SEATED_ON_FLAG]).toEqual([w.beowulf.uuid]);
    expect(seatTrusted(w.beowulf, npc)).toBe(true);
    const rows = attempts.filter((x) => x.request === "seat (crew owner)");
    expect(rows.filter((x) => x.outcome !== "refused")).toEqual([]);
  });

  it("a seat written straight into the ship does not count: no skills, no name, no injury written by the GM", async () => {
    const w = await engaged("long");
    const npc = await crew("Admiral (GM's NPC)", null, { skills: { gunnery: 4, piloting: 4 } });
    // the write is hers to make (she owns the ship); what matters is that the GM does not believe it
    await as("alice", () =>
      w.beowulf.update({ system: { seats: [...seatsOf(w.beowulf), { position: "marine", crew: npc.uuid }] } } as never),
    );
    const counted = await attempt("seat (crew owner)", "the GM counts a seat Alice wrote for the GM's NPC", async () =>
      shipSnapshot(w.beowulf).crew.some((c) => c.id === npc.uuid)
        ? { ok: true }
        : { ok: false, reason: "seatNotCounted" },
    );
    expect(counted).toMatchObject({ outcome: "refused", detail: "seatNotCounted" });
    expect(shipSnapshot(w.beowulf).crew.map((c) => c.id)).not.toContain(npc.uuid);
    // a damage card whose crew hit names the NPC (as one built while the seat counted would) writes nothing to it on Apply
    scriptTotals([8, 2], [15, 3]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const crewCard = cards("damage")[0];
    expect(crewCard).toBeDefined();
    {
      const events = JSON.parse(JSON.stringify(sys(crewCard).events)) as {
        type: string;
        events?: { type: string; injuries?: { crewId: string }[] }[];
      }[];
      for (const e of events)
        for (const c of e.events ?? []) for (const i of c.injuries ?? []) if (c.type === "crewHit") i.crewId = npc.uuid;
      await crewCard.update({ system: { events } } as never);
      const before = JSON.stringify(npc.toObject());
      // the card is of her own ship, so its Apply is hers to ask for: what she is after is the NPC's sheet
      const a = await attempt(
        "seat (crew owner)",
        "Alice applies a damage card whose crew hit names the GM's NPC",
        () => forgedRequest("alice", "card", { messageId: crewCard.id, action: "apply" }),
        () => JSON.stringify(npc.toObject()),
      );
      expect(JSON.stringify(npc.toObject())).toBe(before);
      expect(a.outcome).toBe("refusedNoEffect");
    }
  });

  it("the sheet shows no name or skills of a seated actor the viewer may not see", async () => {
    const { shipViewInput, linkShip } = await import("../../src/apps/sheets/link");
    const w = await engaged("long");
    const bobs = await crew("Bob's Secret Agent", BOB, { skills: { gunnery: 3 } });
    // Bob and Alice share a ship; Bob seats his agent; Alice may not see the agent
    const shared = w.beowulf;
    await shared.update({ ownership: { [ALICE]: 3, [BOB]: 3 } } as never);
    expect(
      (
        await as("bob", () =>
          changeSeats(shared, { op: "seatCrew", crewUuid: bobs.uuid, target: { position: "marine" } }),
        )
      ).ok,
    ).toBe(true);
    const forAlice = await as("alice", async () => shipViewInput(shared, game.user as never, linkShip(shared)));
    expect(JSON.stringify(forAlice.crew)).not.toContain("Secret Agent");
    const forBob = await as("bob", async () => shipViewInput(shared, game.user as never, linkShip(shared)));
    expect(JSON.stringify(forBob.crew)).toContain("Secret Agent");
  });
});
