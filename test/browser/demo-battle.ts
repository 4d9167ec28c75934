// The one demo fight every screenshot shows, so the sheets, the tracker, the cards and the odds tell one story:
// the Patrol Frigate ISS Vigilant (already damaged: Hull 4/6, a hit on turret 1, sensors and M-Drive) meets the
// corsair Red Kestrel at Medium range. Round 1: the Vigilant wins the initiative; her gunner PO Renata Skau fires
// turret 1's three beam lasers at the Kestrel (two hit), the unnamed gunner of turret 2 launches a smart-missile
// salvo; when the Vigilant's turn ends, the beam damage lands on the Kestrel and the Kestrel acts.
// Players: Alice plays the gunner and the navigator (their crew actors; she only observes the ship), Bob commands
// the ship (its owner). Scenes take the fight at one of its moments.
import { perform } from "../../src/play/perform";
import { SEATED_ON_FLAG, seatedOn } from "../../src/data/seat-trust";
import { SYSTEM_ID } from "../../src/base/system-id";
import { USERS } from "../harness";
import type { SceneContext } from "./scene-kit";
import type { SheetWorld } from "../fixtures/world";

/** The moments of the fight a scene can show. */
export type Moment =
  /** the combat made, before initiative: the GM's setup */
  | "setup"
  /** round 1 begun, the Vigilant to act, nothing done yet */
  | "ready"
  /** the gunner's beam lasers fired (damage pending) and turret 2's missiles launched: the Vigilant's turn goes on */
  | "fired"
  /** the Vigilant's turn ended: the beam damage landed on the Kestrel, the Kestrel acts */
  | "turnEnded";

export const GUNNER_SEAT = 3;
export const MISSILE_SEAT = 4;

/** The fight's documents and the chat messages each step posted. */
export interface DemoBattle extends SheetWorld {
  posted: { beams: string[]; missiles: string[]; endTurn: string[] };
}

async function must(what: string, p: ReturnType<typeof perform>): Promise<string[]> {
  const r = await p;
  if (!r.ok) throw new Error(`${what} refused: ${r.refusal?.reason}`);
  return r.messageIds;
}

/** Build the fight up to `moment`. */
export async function demoBattle(ctx: SceneContext, moment: Moment): Promise<DemoBattle> {
  const world = moment === "setup" ? await ctx.world() : await ctx.engaged({ range: "medium" });
  const w: DemoBattle = { ...world, posted: { beams: [], missiles: [], endTurn: [] } };
  // Bob commands the Vigilant: the tracker shows his side in full
  await w.frigate.update({ ownership: { [USERS.bob._id]: 3 } } as never);
  // the GM seated the Vigilant's crew, so their seats count on a ship a player commands (src/data/seat-trust.ts)
  for (const seat of (w.frigate.system as unknown as { seats: { crew: string | null }[] }).seats) {
    const crew = seat.crew ? (fromUuidSync(seat.crew) as Actor.Implementation | null) : null;
    if (crew && !seatedOn(crew).includes(w.frigate.uuid!))
      await crew.update({ flags: { [SYSTEM_ID]: { [SEATED_ON_FLAG]: [...seatedOn(crew), w.frigate.uuid] } } } as never);
  }
  if (moment === "setup" || moment === "ready") return w;
  // beam 1: 10 hits, damage 5; beam 2: 6 misses; beam 3: 9 hits, damage 6 (the missiles roll when they arrive)
  ctx.script([10, 2], [5, 1], [6, 2], [9, 2], [6, 1]);
  w.posted.beams = await must(
    "the beam attack",
    perform({ type: "attack", shipId: w.fid, seat: GUNNER_SEAT, targetId: w.cid }, { combat: w.combat }),
  );
  w.posted.missiles = await must(
    "the missile launch",
    perform({ type: "attack", shipId: w.fid, seat: MISSILE_SEAT, targetId: w.cid }, { combat: w.combat }),
  );
  if (moment === "fired") return w;
  // the damage lands: location rolls 8 (Hull) and 4 (M-Drive)
  ctx.script([8, 2], [4, 2]);
  w.posted.endTurn = await must(
    "the end of the turn",
    perform({ type: "endTurn", shipId: w.fid }, { combat: w.combat }),
  );
  return w;
}
