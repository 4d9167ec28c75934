// The demo battle of the welcome window: two SRD ships copied from the compendium, each with named crew from the
// Ready Crew compendium seated at their stations (the other stations keep their unnamed crew), as linked tokens on a
// new scene whose grid is measured in kilometres, far enough apart for a first exchange at Medium range, and a combat
// holding both, ready for its first initiative roll. Everything is created by the GM; if any step fails, everything
// made so far is deleted again (newest first), so a failed demo leaves nothing behind.
import { CardData } from "../data/chat/card";
import { SYSTEM_ID } from "../base/system-id";

/** What the demo puts where: the ships, their dispositions (sides), who is seated, and the map. */
export const DEMO = Object.freeze({
  ships: [
    {
      name: "Patrol Frigate",
      disposition: -1,
      square: [10, 12],
      crew: [
        { name: "Veteran Captain", position: "captain", mountId: "" },
        { name: "Rookie Gunner", position: "turretGunner", mountId: "m1" },
      ],
    },
    {
      name: "Frontier Trader",
      disposition: 1,
      square: [20, 12],
      crew: [
        { name: "Ace Pilot", position: "pilot", mountId: "" },
        { name: "Veteran Gunner", position: "turretGunner", mountId: "m1" },
      ],
    },
  ],
  /** kilometres a grid square stands for (Short range: 2.5 squares; Medium: up to 20) */
  kmPerSquare: 500,
  /** pixels a grid square takes */
  squarePx: 100,
  /** the scene's size in squares */
  squares: [30, 24],
} as const);

/** The distance between the demo ships' tokens, in km (centre to centre). */
export function demoDistanceKm(): number {
  const [a, b] = DEMO.ships.map((s) => s.square);
  return Math.hypot(a[0] - b[0], a[1] - b[1]) * DEMO.kmPerSquare;
}

/** A step of the demo that did not work: `key` names the message (CEPHEUS.Welcome.<key>), `data` fills it in. */
export class DemoFailure extends Error {
  constructor(
    readonly key: string,
    readonly data: Record<string, string> = {},
  ) {
    super(key);
    this.name = "DemoFailure";
  }
}

type Deletable = { delete(): Promise<unknown>; id?: string | null; uuid?: string | null };

export interface Demo {
  scene: Scene.Implementation;
  combat: Combat.Implementation;
  ships: Actor.Implementation[];
  crew: Actor.Implementation[];
}

function made<T>(doc: T | null | undefined, list: Deletable[]): T {
  if (!doc) throw new DemoFailure("DemoNotCreated");
  list.push(doc as unknown as Deletable);
  return doc;
}

async function fromPack(pack: string, name: string): Promise<Record<string, unknown>> {
  const collection = game.packs?.get(`${SYSTEM_ID}.${pack}`) as CompendiumCollection.Any | undefined;
  if (!collection) throw new DemoFailure("DemoMissing", { what: `${SYSTEM_ID}.${pack}` });
  const index = await collection.getIndex();
  const entry = [...index].find((e) => (e as { name?: string }).name === name) as { _id: string } | undefined;
  const doc = entry
    ? ((await collection.getDocument(entry._id)) as { toObject(): Record<string, unknown> } | null | undefined)
    : null;
  if (!doc) throw new DemoFailure("DemoMissing", { what: name });
  const source = doc.toObject();
  delete source._id;
  delete source.folder;
  delete source._stats;
  return source;
}

/** The ship's seats with `crewUuid` put at the first seat of that position and mount (its unnamed crew leaves). */
function seatNamed(ship: Record<string, unknown>, crewUuid: string, position: string, mountId: string): void {
  const system = ship.system as {
    seats: { position: string; mountId: string; crew: string | null; npcSkill: number | null; automated: boolean }[];
  };
  const seat = system.seats.find((s) => s.position === position && s.mountId === mountId && !s.crew);
  if (!seat)
    throw new DemoFailure("DemoNoSeat", {
      ship: String(ship.name),
      position: game.i18n!.localize(`CEPHEUS.Position.${position}`),
    });
  Object.assign(seat, { crew: crewUuid, npcSkill: null, automated: false });
}

/** Create the demo battle (GM). Resolves with what it made; throws a DemoFailure (or Foundry's error) after undoing. */
export async function createDemo(): Promise<Demo> {
  if (!game.user?.isGM) throw new DemoFailure("GMOnly");
  const list: Deletable[] = [];
  const messages: ChatMessage.Implementation[] = [];
  const hook = Hooks.on("createChatMessage", (m: ChatMessage.Implementation) => {
    messages.push(m);
  });
  try {
    // read everything first: a missing compendium entry fails before anything is made
    const plan = [];
    for (const s of DEMO.ships)
      plan.push({
        s,
        ship: await fromPack("ships", s.name),
        crew: await Promise.all(s.crew.map((c) => fromPack("crew", c.name))),
      });

    const crew: Actor.Implementation[] = [];
    const ships: Actor.Implementation[] = [];
    for (const { s, ship, crew: crewSources } of plan) {
      for (const [i, source] of crewSources.entries()) {
        const actor = made(
          (await Actor.implementation.create(source as never)) as Actor.Implementation | undefined,
          list,
        );
        crew.push(actor);
        seatNamed(ship, actor.uuid!, s.crew[i].position, s.crew[i].mountId);
      }
      ship.prototypeToken = { ...(ship.prototypeToken as object), actorLink: true, disposition: s.disposition };
      ships.push(made((await Actor.implementation.create(ship as never)) as Actor.Implementation | undefined, list));
    }

    const [a, b] = DEMO.ships.map((s) => s.name);
    const scene = made(
      (await Scene.implementation.create({
        name: game.i18n!.format("CEPHEUS.Welcome.SceneName", { a, b }),
        width: DEMO.squares[0] * DEMO.squarePx,
        height: DEMO.squares[1] * DEMO.squarePx,
        padding: 0,
        backgroundColor: "#0b0d17",
        grid: { type: 1, size: DEMO.squarePx, distance: DEMO.kmPerSquare, units: "km" },
      } as never)) as Scene.Implementation | undefined,
      list,
    );
    const tokens = (await scene.createEmbeddedDocuments(
      "Token",
      DEMO.ships.map((s, i) => ({
        name: ships[i].name,
        actorId: ships[i].id,
        actorLink: true,
        disposition: s.disposition,
        x: s.square[0] * DEMO.squarePx,
        y: s.square[1] * DEMO.squarePx,
        width: 1,
        height: 1,
        texture: { src: ships[i].img },
      })) as never,
    )) as unknown as { id: string; actorId: string }[];
    if (tokens.length !== DEMO.ships.length) throw new DemoFailure("DemoNotCreated");

    const combat = made(
      (await Combat.implementation.create({ type: "base", scene: scene.id } as never)) as
        Combat.Implementation | undefined,
      list,
    );
    const combatants = await combat.createEmbeddedDocuments(
      "Combatant",
      tokens.map((t) => ({ type: "base", tokenId: t.id, sceneId: scene.id, actorId: t.actorId })) as never,
    );
    if (combatants.length !== DEMO.ships.length) throw new DemoFailure("DemoNotCreated");
    return { scene, combat, ships, crew };
  } catch (err) {
    // the engagement's own cards about what was made (ranges set from the tokens), then the documents, newest first
    const uuids = new Set(list.map((d) => d.uuid).filter(Boolean));
    for (const m of messages) {
      const sys = m.system;
      if (sys instanceof CardData && (uuids.has(sys.combatUuid) || uuids.has(sys.shipUuid)))
        await m.delete().catch(() => undefined);
    }
    for (const doc of list.reverse())
      await doc.delete().catch((e: unknown) => console.error(`${SYSTEM_ID} | demo cleanup:`, e));
    throw err;
  } finally {
    Hooks.off("createChatMessage", hook);
  }
}
