// "Create" (GM only): the fleet the GM chose among the builder's results, on the scene and in the combat. Each ship
// is a new actor copied from its pool ship (the compendium's or the world's, which stay as they are), its unnamed crew
// at the skill the search fought it with, no player its owner, in the Actors folder "Encounters"; its token beside the
// players' ships, hostile; its combatant on the side against them, with its crew's stance in the combat's NPC crews.
// A combat is made on the scene (with the players' ships there) when none is at hand. What is written comes from the
// search's own results, never from the form; if any step fails, everything made so far is deleted again.
import { SYSTEM_ID } from "../../base/system-id";
import { crewPolicies, storeCrewPolicies } from "../../play/npc-policies";
import { isShipActor, type AnyActor, type AnyCombat } from "../../play/ships";
import type { EncounterPick } from "../../rules/encounter/search";
import type { CrewPolicy } from "../../rules/engagement/npc-crew/policy";
import { sceneScale } from "../sidebar/control/scene";
import { fleetSpots, type Spot } from "./place";

/** A step that did not work: `key` names the message (CEPHEUS.Encounter.<key>), `data` fills it in. */
export class EncounterFailure extends Error {
  constructor(
    readonly key: string,
    readonly data: Record<string, string> = {},
  ) {
    super(key);
    this.name = "EncounterFailure";
  }
}

export interface CreateRequest {
  /** the combat the builder was opened with (null: none) */
  combat: AnyCombat | null;
  /** the players' ships chosen ("c-<combatant id>", "a-<actor id>") */
  players: readonly string[];
  pick: EncounterPick;
}

export interface Created {
  combat: AnyCombat;
  actors: AnyActor[];
  /** the new combatants' ids, in fleet order */
  combatants: string[];
}

type Deletable = { delete(): Promise<unknown> };
type TokenLike = { id: string | null; actorId: string | null; x: number; y: number; parent?: unknown };
type SceneDoc = {
  id: string | null;
  width: number;
  height: number;
  grid: { size: number; distance: number; units?: string };
  tokens: Iterable<TokenLike>;
  createEmbeddedDocuments(type: "Token", data: object[]): Promise<TokenLike[]>;
};

/** The players' tokens: the combat's combatants' tokens, and each chosen actor's tokens on any scene. */
function playerTokens(req: CreateRequest): TokenLike[] {
  const out: TokenLike[] = [];
  for (const ref of req.players) {
    if (ref.startsWith("c-")) {
      const token = (req.combat?.combatants.get(ref.slice(2)) as { token?: TokenLike | null } | undefined)?.token;
      if (token) out.push(token);
    } else if (ref.startsWith("a-"))
      for (const scene of (game.scenes ?? []) as Iterable<SceneDoc>)
        for (const t of scene.tokens) if (t.actorId === ref.slice(2)) out.push(t);
  }
  return out;
}

/** The scene: the combat's, else the one the players' ships are on (the viewed one first), else the viewed one. */
function sceneFor(req: CreateRequest, tokens: readonly TokenLike[]): SceneDoc {
  const viewed = (globalThis as { canvas?: { scene?: { id?: string | null } | null } }).canvas?.scene?.id;
  const candidates = [
    (req.combat as { scene?: SceneDoc | null } | null)?.scene ?? null,
    ...tokens.filter((t) => (t.parent as SceneDoc | undefined)?.id === viewed).map((t) => t.parent as SceneDoc),
    ...tokens.map((t) => t.parent as SceneDoc),
    viewed ? ((game.scenes?.get(viewed) as unknown as SceneDoc | undefined) ?? null) : null,
  ];
  const scene = candidates.find((s) => s && typeof s.createEmbeddedDocuments === "function");
  if (!scene) throw new EncounterFailure("NoScene");
  return scene;
}

/** The Actors folder "Encounters" (made the first time). */
async function folderFor(made: Deletable[]): Promise<string | null> {
  const name = game.i18n!.localize("CEPHEUS.Encounter.FolderName");
  const folders = (game as { folders?: Iterable<{ id: string | null; name: string; type: string }> }).folders ?? [];
  for (const f of folders) if (f.type === "Actor" && f.name === name) return f.id;
  const folder = await Folder.implementation.create({ name, type: "Actor" } as Folder.CreateData);
  if (!folder) throw new EncounterFailure("NotCreated");
  made.push(folder as unknown as Deletable);
  return folder.id;
}

/** A pool ship by its key: a compendium entry ("Compendium.<pack>.Actor.<id>", read from its pack) or a world UUID. */
async function poolDocument(key: string): Promise<unknown> {
  const entry = /^Compendium\.([^.]+\.[^.]+)\.Actor\.([^.]+)$/.exec(key);
  if (!entry) return fromUuid(key).catch(() => null);
  const pack = game.packs?.get(entry[1]) as { getDocument(id: string): Promise<unknown> } | undefined;
  return pack ? pack.getDocument(entry[2]).catch(() => null) : null;
}

/** The new actor's source: a copy of the pool ship, its unnamed crew at `skill`, hostile, owned by no player. */
async function shipSource(key: string, name: string, skill: number, folder: string | null): Promise<object> {
  const doc = await poolDocument(key);
  if (!isShipActor(doc)) throw new EncounterFailure("Missing", { name });
  const source = (doc as { toObject(): Record<string, unknown> }).toObject();
  for (const k of ["_id", "folder", "_stats", "ownership", "sort"]) delete source[k];
  const system = source.system as { seats: { npcSkill: number | null; automated: boolean }[] };
  for (const seat of system.seats) if (seat.npcSkill !== null && !seat.automated) seat.npcSkill = skill;
  source.name = name;
  source.folder = folder;
  source.prototypeToken = { ...(source.prototypeToken as object), actorLink: true, disposition: -1 };
  return source;
}

/** The names of the new ships: the pool's, numbered when a ship comes more than once. */
function shipNames(pick: EncounterPick): string[] {
  const total = new Map<string, number>();
  for (const m of pick.members) total.set(m.name, (total.get(m.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return pick.members.map((m) => {
    const n = (seen.get(m.name) ?? 0) + 1;
    seen.set(m.name, n);
    return total.get(m.name)! > 1 ? `${m.name} ${n}` : m.name;
  });
}

/** The combat the fleet joins: the one at hand if it is on the scene, else one on the scene, else a new one. */
async function combatFor(req: CreateRequest, scene: SceneDoc, players: TokenLike[], made: Deletable[]) {
  const onScene = (c: AnyCombat | null | undefined) => {
    const s = (c as { scene?: { id?: string | null } | null } | null)?.scene;
    return !!c && (!s || s.id === scene.id);
  };
  if (onScene(req.combat)) return req.combat!;
  const other = [...((game.combats ?? []) as Iterable<AnyCombat>)].find(
    (c) => (c as { scene?: { id?: string | null } | null }).scene?.id === scene.id,
  );
  if (other) return other;
  const combat = (await Combat.implementation.create({ type: "base", scene: scene.id } as never)) as
    AnyCombat | undefined;
  if (!combat) throw new EncounterFailure("NotCreated");
  made.push(combat as unknown as Deletable);
  const mine = players.filter((t) => (t.parent as SceneDoc | undefined)?.id === scene.id);
  if (mine.length)
    await combat.createEmbeddedDocuments(
      "Combatant",
      mine.map((t) => ({ type: "base", tokenId: t.id, sceneId: scene.id, actorId: t.actorId })) as never,
    );
  return combat;
}

/** Create the chosen fleet (GM). Resolves with what it made; throws an EncounterFailure (or Foundry's) after undoing. */
export async function createFleet(req: CreateRequest): Promise<Created> {
  if (!game.user?.isGM) throw new EncounterFailure("OnlyGM");
  const made: Deletable[] = [];
  try {
    const players = playerTokens(req);
    const scene = sceneFor(req, players);
    const names = shipNames(req.pick);
    // read every pool ship first: a missing one fails before anything is made
    const plan = await Promise.all(req.pick.members.map((m, i) => shipSource(m.key, names[i], m.skill, null)));
    const folder = await folderFor(made);
    for (const source of plan) (source as { folder: string | null }).folder = folder;
    const actors = (await Actor.implementation.createDocuments(plan as never)) as AnyActor[];
    made.push(...(actors as unknown as Deletable[]));
    if (actors.length !== plan.length) throw new EncounterFailure("NotCreated");

    const centres: Spot[] = players
      .filter((t) => (t.parent as SceneDoc | undefined)?.id === scene.id)
      .map((t) => ({ x: t.x + scene.grid.size / 2, y: t.y + scene.grid.size / 2 }));
    const spots = fleetSpots(actors.length, centres, scene.grid, sceneScale(scene), scene);
    const tokens = await scene.createEmbeddedDocuments(
      "Token",
      actors.map((a, i) => ({
        name: a.name,
        actorId: a.id,
        actorLink: true,
        disposition: -1,
        x: spots[i].x,
        y: spots[i].y,
        width: 1,
        height: 1,
        texture: { src: a.img },
      })),
    );
    made.push(...(tokens as unknown as Deletable[]));
    if (tokens.length !== actors.length) throw new EncounterFailure("NotCreated");

    const combat = await combatFor(req, scene, players, made);
    // the side against the players': hostile, unless the players' ships are on that side themselves
    const playerSides = new Set(
      req.players
        .filter((r) => r.startsWith("c-"))
        .map((r) => (combat.combatants.get(r.slice(2))?.system as { side?: string } | undefined)?.side),
    );
    const side = playerSides.has("hostile") ? "encounter" : "hostile";
    const combatants = (await combat.createEmbeddedDocuments(
      "Combatant",
      tokens.map((t, i) => ({
        type: "base",
        tokenId: t.id,
        sceneId: scene.id,
        actorId: actors[i].id,
        system: { side },
      })) as never,
    )) as unknown as { id: string }[];
    made.push(...(combatants as unknown as Deletable[]));
    if (combatants.length !== tokens.length) throw new EncounterFailure("NotCreated");

    const policies: Record<string, CrewPolicy> = { ...crewPolicies(combat) };
    for (const c of combatants) policies[c.id] = { stance: req.pick.candidate.stance };
    await storeCrewPolicies(combat, policies);
    return { combat, actors, combatants: combatants.map((c) => c.id) };
  } catch (err) {
    for (const doc of made.reverse())
      await doc.delete().catch((e: unknown) => console.error(`${SYSTEM_ID} | encounter cleanup:`, e));
    throw err;
  }
}
