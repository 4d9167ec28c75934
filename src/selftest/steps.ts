// The self-test's steps: a short battle fought through the same paths a table uses (the bridge, the card buttons,
// the tracker's step back), each followed by checks read back from the real documents. A failed check throws a
// SelfTestFailure whose message says what was expected and what was found.
import { combatScene, act } from "../apps/sidebar/control";
import { readCheckpoints, stepBack } from "../play/checkpoints";
import { nextCommand } from "../play/turn-flow";
import { changeSeats } from "../apps/sheets/seating";
import { requestCardAction } from "../play/apply";
import { CardData, cardOf } from "../data/chat/card";
import { ShipData } from "../data/actor/ship";
import { engagementMemory } from "../data/engagement-snapshot";
import { loadEngagement } from "../play/load";
import { isShipActor, type AnyActor, type AnyCombat } from "../play/ships";
import { currentShipId } from "../rules/engagement/validation";
import type { EngagementEvent } from "../rules/engagement/events";
import { pairKey } from "../rules/engagement/memory";
import { salvoMap } from "../apps/canvas/salvo-map/load";
import { Made, SelfTestFailure, TEMPORARY_PREFIX, temporaryShip } from "./kit";

export { SelfTestFailure };

/** The flags' scope of a salvo token (src/apps/canvas/salvo-map/reconcile.ts: `flags.<system id>.salvo`). */
const SALVO_FLAGS = "cepheus-space-combat";

function check(ok: unknown, key: string, data: Record<string, unknown> = {}): asserts ok {
  if (!ok)
    throw new SelfTestFailure(
      key,
      Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])),
    );
}

/** What the steps share. */
export interface Battle {
  made: Made;
  frigate?: AnyActor;
  trader?: AnyActor;
  scene?: Scene.Implementation;
  combat?: AnyCombat;
  /** the trader as the fight sees it: its unlinked token's actor */
  traderInFight?: AnyActor;
  /** the world trader's data when it was made (an unlinked token's changes never reach it) */
  traderSource?: string;
  /** combatant ids */
  fid?: string;
  tid?: string;
  /** every event of the run, in order */
  events: EngagementEvent[];
}

export interface Step {
  key: string;
  run(b: Battle): Promise<void>;
}

const need = <T>(v: T | undefined | null, what: string): T => {
  check(v !== undefined && v !== null, "missing", { what });
  return v as T;
};

/** Drive the engagement by what "next" means now, recording the events; false when the engine refused. */
async function next(b: Battle): Promise<boolean> {
  const combat = need(b.combat, "combat");
  const command = nextCommand(combat);
  if (!command) return false;
  const r = await act(combat, command, { notify: false });
  b.events.push(...r.events);
  return r.ok;
}

/** Run commands through the bridge as the GM; checks that the engine accepted it. */
async function command(b: Battle, c: Parameters<typeof act>[1]): Promise<EngagementEvent[]> {
  const r = await act(need(b.combat, "combat"), c, { notify: false });
  check(r.ok, "refused", { command: c.type, reason: r.refusal?.reason ?? "" });
  b.events.push(...r.events);
  return r.events;
}

function memory(b: Battle) {
  return loadEngagement(need(b.combat, "combat")).memory;
}

/** The gunner seats of a ship actor (turret and bay gunners), in seat order. */
function gunnerSeats(actor: AnyActor): number[] {
  const sys = actor.system;
  if (!(sys instanceof ShipData)) return [];
  return sys.seats
    .map((s, i) => (s.position === "turretGunner" || s.position === "bayGunner" ? i : -1))
    .filter((i) => i >= 0);
}

/** Fire with the first gunner of the acting ship whose attack the rules accept. */
async function fire(b: Battle): Promise<EngagementEvent[]> {
  const combat = need(b.combat, "combat");
  const state = loadEngagement(combat);
  const shipId = need(currentShipId(state), "acting ship");
  const targetId = shipId === b.fid ? need(b.tid, "trader") : need(b.fid, "frigate");
  const actor = need(combat.combatants.get(shipId)?.actor as AnyActor | undefined, "acting ship's actor");
  for (const seat of gunnerSeats(actor)) {
    const r = await act(combat, { type: "attack", shipId, seat, targetId }, { notify: false });
    if (r.ok) {
      b.events.push(...r.events);
      return r.events;
    }
  }
  throw new SelfTestFailure("noAttack", { ship: actor.name ?? "" });
}

function newCards(kind: string, combat: AnyCombat, after: number): ChatMessage.Implementation[] {
  return ([...(game.messages?.values() ?? [])] as ChatMessage.Implementation[]).filter((m) => {
    const sys = m.system;
    return (
      sys instanceof CardData &&
      sys.kind === kind &&
      sys.combatUuid === combat.uuid &&
      ((m as unknown as { timestamp?: number }).timestamp ?? 0) >= after
    );
  });
}

const systemOf = (actor: AnyActor) => JSON.stringify((actor.toObject() as { system: unknown }).system);

export const STEPS: readonly Step[] = [
  {
    key: "ships",
    async run(b) {
      b.frigate = await temporaryShip(b.made, "Patrol Frigate");
      b.trader = await temporaryShip(b.made, "Frontier Trader");
      check(isShipActor(b.frigate) && isShipActor(b.trader), "shipData");
      b.traderSource = systemOf(b.trader);
    },
  },
  {
    key: "scene",
    async run(b) {
      const frigate = need(b.frigate, "frigate");
      const trader = need(b.trader, "trader");
      const scene = b.made.add(
        (await Scene.implementation.create({
          name: `${TEMPORARY_PREFIX} ${game.i18n!.localize("CEPHEUS.SelfTest.SceneName")}`,
          width: 3000,
          height: 2000,
          grid: { type: 1, size: 100, distance: 1000, units: "km" },
        } as never)) as Scene.Implementation | undefined,
      );
      b.scene = scene;
      // the frigate as a linked token, the trader as an unlinked one (as a ship dragged from a compendium usually is)
      const tokens = (await scene.createEmbeddedDocuments("Token", [
        { name: frigate.name, actorId: frigate.id, actorLink: true, x: 500, y: 1000, disposition: 1 },
        { name: trader.name, actorId: trader.id, actorLink: false, x: 1500, y: 1000, disposition: -1 },
      ] as never)) as unknown as { id: string; actor: AnyActor | null }[];
      check(tokens.length === 2, "tokens");
      const synthetic = tokens[1].actor;
      check(isShipActor(synthetic) && synthetic !== trader, "unlinkedActor");
      b.traderInFight = synthetic;
    },
  },
  {
    key: "combat",
    async run(b) {
      const scene = need(b.scene, "scene");
      const combat = b.made.add(
        (await Combat.implementation.create({ type: "base", scene: scene.id } as never)) as AnyCombat | undefined,
      );
      b.combat = combat;
      const tokens = [...(scene.tokens as unknown as Iterable<{ id: string; actorId: string }>)];
      await combat.createEmbeddedDocuments(
        "Combatant",
        tokens.map((t) => ({ type: "base", tokenId: t.id, sceneId: scene.id, actorId: t.actorId })) as never,
      );
      const byActor = (id: string | null | undefined) =>
        [...combat.combatants].find((c) => c.actorId === id)?.id ?? undefined;
      b.fid = byActor(b.frigate?.id);
      b.tid = byActor(b.trader?.id);
      const state = loadEngagement(combat);
      check(Object.keys(state.ships).length === 2, "shipsInFight", { found: Object.keys(state.ships).length });
      // the trader fights as its token's actor, not as the world actor
      check(combat.combatants.get(need(b.tid, "trader"))?.actor === b.traderInFight, "unlinkedInFight");
      check(combatScene(combat) !== null, "combatScene");
    },
  },
  {
    key: "seat",
    async run(b) {
      const ship = need(b.traderInFight, "trader token");
      const before = (ship.system as ShipData).seats.length;
      const r = await changeSeats(ship, { op: "npc", target: { position: "marine" }, skill: 1 });
      check(r.ok, "seated");
      check((ship.system as ShipData).seats.length === before + 1, "seatWritten");
      // written to the token, not to the world actor
      check(systemOf(need(b.trader, "trader")) === b.traderSource, "worldActorUntouched");
    },
  },
  {
    key: "initiative",
    async run(b) {
      await command(b, { type: "rollInitiative" });
      const m = memory(b);
      check(m.round === 1, "round", { expected: 1, found: m.round });
      for (const id of [b.fid, b.tid]) check(m.ships[need(id, "ship")]?.initiative !== null, "initiativeSet");
      check(currentShipId(loadEngagement(need(b.combat, "combat"))) === m.order[0], "firstActs");
    },
  },
  {
    key: "range",
    async run(b) {
      const a = need(b.fid, "frigate");
      const c = need(b.tid, "trader");
      await command(b, { type: "setRange", a, b: c, range: "short" });
      check(memory(b).ranges[pairKey(a, c)] === "short", "rangeSet");
    },
  },
  {
    key: "fire",
    async run(b) {
      const events = await fire(b);
      check(
        events.some((e) => e.type === "attackRolled" || e.type === "missileLaunched"),
        "attackMade",
      );
      // a beam attack the target may react to: it dodges
      const offered = events.find((e) => e.type === "reactionOffered");
      if (offered && offered.type === "reactionOffered")
        await command(b, { type: "dodge", shipId: offered.shipId, attackId: offered.attackId });
    },
  },
  {
    key: "damage",
    async run(b) {
      const combat = need(b.combat, "combat");
      const start = Date.now();
      let card: ChatMessage.Implementation | undefined;
      // fight on until a shot lands (the seeded dice make it the same shot every run)
      for (let i = 0; i < 40 && !card; i++) {
        if (!(await next(b))) break;
        if (
          currentShipId(loadEngagement(combat)) &&
          !newCards("damage", combat, start).some((m) => cardOf(m)?.applicable)
        )
          await fire(b).catch(() => []);
        card = newCards("damage", combat, start).find((m) => cardOf(m)?.applicable);
      }
      const found = need(card, "damage card");
      const shipUuid = cardOf(found)?.shipUuid;
      const ship = need(shipUuid ? (fromUuidSync(shipUuid) as AnyActor | null) : null, "damaged ship");
      const before = systemOf(ship);
      const traderWorld = systemOf(need(b.trader, "trader"));
      const applied = await requestCardAction({ messageId: found.id!, action: "apply" });
      check(applied.ok, "applied", { reason: applied.reason ?? "" });
      check(systemOf(ship) !== before, "damageWritten");
      const undone = await requestCardAction({ messageId: found.id!, action: "undo" });
      check(undone.ok, "undone", { reason: undone.reason ?? "" });
      check(systemOf(ship) === before, "undoRestores");
      check(systemOf(need(b.trader, "trader")) === traderWorld, "worldActorUntouched");
    },
  },
  {
    key: "delay",
    async run(b) {
      const combat = need(b.combat, "combat");
      // to the start of the next round, where every ship may still act
      const round = memory(b).round;
      for (let i = 0; i < 40 && memory(b).round === round; i++) if (!(await next(b))) break;
      check(memory(b).round === round + 1, "round", { expected: round + 1, found: memory(b).round });
      // missiles arriving at the start of the round are resolved before the first ship acts
      for (let i = 0; i < 10 && !currentShipId(loadEngagement(combat)) && memory(b).round === round + 1; i++)
        if (!(await next(b))) break;
      const first = need(currentShipId(loadEngagement(combat)), "acting ship");
      await command(b, { type: "delay", shipId: first });
      const m = memory(b);
      check(m.ships[first].delayed === true, "delayed");
      check(currentShipId(loadEngagement(combat)) !== first, "otherActs");
    },
  },
  {
    key: "round",
    async run(b) {
      const round = memory(b).round;
      for (let i = 0; i < 40 && memory(b).round === round; i++) if (!(await next(b))) break;
      check(memory(b).round === round + 1, "round", { expected: round + 1, found: memory(b).round });
    },
  },
  {
    key: "missile",
    async run(b) {
      const combat = need(b.combat, "combat");
      // the frigate (missiles only) fires on its turn; the salvo flies until it lands or is spent
      for (let i = 0; i < 20 && currentShipId(loadEngagement(combat)) !== b.fid; i++) if (!(await next(b))) break;
      check(currentShipId(loadEngagement(combat)) === b.fid, "frigateActs");
      const launched = await fire(b);
      const salvo = launched.find((e) => e.type === "missileLaunched") as { salvoId?: string } | undefined;
      const salvoId = need(salvo?.salvoId, "salvo");
      // the salvo is on the map: the GM's projection of the engagement put its token on the test scene
      await (await salvoMap())?.reconciled();
      const onMap = [...(need(b.scene, "scene").tokens as unknown as Iterable<{ flags?: Record<string, unknown> }>)];
      check(
        onMap.some(
          (t) => (t.flags?.[SALVO_FLAGS] as { salvo?: { salvoId?: string } } | undefined)?.salvo?.salvoId === salvoId,
        ),
        "salvoOnMap",
      );
      const landed = () =>
        b.events.some(
          (e) =>
            (e.type === "missileHit" || e.type === "missileMissed") && (e as { salvoId?: string }).salvoId === salvoId,
        );
      for (let i = 0; i < 60 && !landed(); i++) if (!(await next(b))) break;
      check(landed(), "missileLanded");
    },
  },
  {
    key: "stepBack",
    async run(b) {
      const combat = need(b.combat, "combat");
      const checkpoint = need(readCheckpoints(combat).at(-1), "checkpoint");
      check(await stepBack(combat), "steppedBack");
      const m = memory(b);
      check(m.round === checkpoint.memory.round && m.turn === checkpoint.memory.turn, "checkpointRestored", {
        expected: `${checkpoint.memory.round}/${checkpoint.memory.turn}`,
        found: `${m.round}/${m.turn}`,
      });
    },
  },
  {
    key: "reload",
    async run(b) {
      const combat = need(b.combat, "combat");
      // the Combat as another client (or this one after a reload) builds it from the stored data
      const Cls = CONFIG.Combat.documentClass as unknown as new (data: unknown) => AnyCombat;
      const reloaded = new Cls(combat.toObject());
      const now = JSON.stringify(engagementMemory(combat));
      const again = JSON.stringify(engagementMemory(reloaded));
      check(now === again, "sameMemory");
    },
  },
];
