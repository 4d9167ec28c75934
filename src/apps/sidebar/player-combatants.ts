// Who joins and leaves the fight, on the active GM's client (a chunk loaded on first use, through
// ./control/combatants.ts, and on ready). Core lets an actor's owner create and delete its Combatant
// (docs/trust-boundary.md, "The combat state is the GM's"); while the fight is under way the engine believes neither:
// - a combatant a player creates takes no part (src/data/engagement-snapshot.ts reads no combatant the engagement
//   does not hold) until the GM, asked in a dialog, admits it on a side the GM picks, as the GM's own addition joins;
//   or leaves it out: the GM's client removes it, so that neither the tracker nor the token shows in the combat a ship
//   the fight ignores (closing the dialog leaves it out too; the player may add it again, and the GM is asked again);
// - a combatant a player deletes is put back as it was, with its id, so that the state the engagement holds for it
//   applies again; the GM is told, and takes a ship out of the fight by removing it themselves.
// Before the fight (and once it has ended) a player's combatant joins at once on the side its token gives, and a
// deletion takes the ship out.
import { gmSide } from "../../data/combatant-side";
import { newShipState, underWay } from "../../data/engagement-snapshot";
import { templatePath } from "../../base/system-id";
import { loadEngagement, storeEngagement } from "../../play/load";
import { held, inCombatQueue } from "../../play/queue";
import { QUIET_OPTION } from "../../play/checkpoints";
import { restoreMirrors } from "../../play/mirrors";
import { readRoster, rosterAdditions, sourceFromRoster } from "../../play/roster";
import { isShipActor, type AnyCombat, type AnyCombatant } from "../../play/ships";
import { forgetInQueue } from "./control/combatants";
import { isActiveGM } from "./control/gm";
import { onTokenMoved } from "./control/ranges";
import { tokenOf } from "./control/scene";

const K = "CEPHEUS.Tracker.Joined";
const TEMPLATE = templatePath("sidebar/player-combatant.hbs");

type StoredShip = { side?: string; initiative?: number | null; status?: string };

/** The combat's stored engagement: its ships (null: stored before schema 3) and whether the fight is under way. */
function storedFight(combat: AnyCombat): { ships: Record<string, StoredShip> | null; round: number; open: boolean } {
  const sys = combat.system as { ships?: Record<string, StoredShip> | null; round?: number; ended?: unknown };
  const round = sys.round ?? 0;
  return { ships: sys.ships ?? null, round, open: underWay({ round, ended: sys.ended }) };
}

/**
 * Admit a combatant's ship on side `side` (a step of the combat's queue, active GM): its state is stored at once, the
 * initial state (from then on its Combatant is never read), with its roster entry; it acts from the next round, as
 * any ship that joins. False when it is gone, no ship, or the engagement holds it already.
 */
export async function admitNow(combat: AnyCombat, combatant: AnyCombatant, side: string): Promise<boolean> {
  const id = combatant.id!;
  if (!game.combats?.get(combat.id!) || !combat.combatants.get(id) || !isShipActor(combatant.actor)) return false;
  const { ships } = storedFight(combat);
  if (ships && id in ships) return false;
  try {
    const memory = loadEngagement(combat).memory;
    // this ship alone: another one not stored yet joins by its own admission, on its own side
    if (ships) for (const other of Object.keys(memory.ships)) if (!(other in ships)) delete memory.ships[other];
    memory.order = memory.order.filter((o) => o in memory.ships);
    memory.ships[id] = newShipState(id, side);
    const extra = rosterAdditions([combatant]) ?? undefined;
    await storeEngagement(combat, memory, { options: { [QUIET_OPTION]: true }, announce: false, extra });
    return true;
  } catch (err) {
    console.warn(`cepheus-space-combat | ${combatant.name} was not admitted:`, err);
    return false;
  }
}

/** Admit a ship (in the combat's queue); on a scene with a kilometre scale its bands then follow from the tokens. */
async function admitShip(combat: AnyCombat, combatant: AnyCombatant, side: string): Promise<boolean> {
  const token = tokenOf(combatant);
  if (!(await inCombatQueue(combat.uuid!, () => admitNow(combat, combatant, side)))) return false;
  if (token) await onTokenMoved(token, { x: token.x });
  return true;
}

/** The longest side name the GM may type (the setup dialog's sides are free text too). */
const SIDE_MAX = 64;

/** The side the GM typed, or `fallback` when it is no usable name. */
export function readSide(value: unknown, fallback: string): string {
  const side = typeof value === "string" ? value.trim() : "";
  return side && side.length <= SIDE_MAX ? side : fallback;
}

const userName = (userId: string | null): string | null => (userId && game.users?.get(userId)?.name) || null;

/** The sentence that says who added the ship, in which round (no user: added while no GM was connected). */
function addedText(c: AnyCombatant, userId: string | null, round: number): string {
  const user = userName(userId);
  const data = { ship: c.name ?? "", round: String(round) };
  return user ? game.i18n!.format(`${K}.Added`, { ...data, user }) : game.i18n!.format(`${K}.AddedOffline`, data);
}

/** Ask the GM: the side it joins on, or null (leave it out). */
async function ask(combat: AnyCombat, c: AnyCombatant, userId: string | null): Promise<string | null> {
  const fight = storedFight(combat);
  const ships = fight.ships ?? {};
  const side = gmSide(c);
  const sides = [...new Set(["friendly", "hostile", "neutral", ...Object.values(ships).map((s) => s.side ?? "")])];
  const twice = [...combat.combatants].some((o) => o.id !== c.id && o.id! in ships && o.actor === c.actor);
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATE, {
    added: addedText(c, userId, fight.round),
    twice: twice ? game.i18n!.format(`${K}.Twice`, { ship: c.name ?? "" }) : null,
    side,
    sides: sides.filter(Boolean),
  } as never);
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    // (a key: DialogV2 localises the window's title and button labels)
    window: { title: `${K}.Title` },
    classes: ["cepheus"],
    content,
    rejectClose: false,
    buttons: [
      {
        action: "join",
        label: `${K}.Join`,
        icon: "fa-solid fa-right-to-bracket",
        callback: (_event: unknown, button: HTMLButtonElement) =>
          readSide((button.form?.elements.namedItem("side") as HTMLInputElement | null)?.value, side),
      },
      { action: "leaveOut", label: `${K}.LeaveOut`, icon: "fa-solid fa-xmark", default: true },
    ],
  } as never);
  return answer === "leaveOut" || typeof answer !== "string" ? null : answer;
}

/**
 * A ship combatant a player created (or one created while no GM was connected: `userId` null), on the active GM's
 * client. Before the fight it joins at once on its token's side; while the fight is under way the GM is asked.
 */
export async function playerCreated(combat: AnyCombat, id: string, userId: string | null): Promise<void> {
  const c = combat.combatants.get(id) as AnyCombatant | undefined;
  if (!c || !isShipActor(c.actor) || !isActiveGM()) return;
  const fight = storedFight(combat);
  if (fight.ships && id in fight.ships) return;
  if (!fight.open) {
    await admitShip(combat, c, gmSide(c));
    return;
  }
  const side = await ask(combat, c, userId);
  // decided: only the active GM acts, and only on a combatant still there that the engagement does not hold
  const now = combat.combatants.get(id) as AnyCombatant | undefined;
  if (!now || !isActiveGM() || !game.combats?.get(combat.id!) || id in (storedFight(combat).ships ?? {})) return;
  const ship = now.name ?? "";
  if (side !== null) {
    if (!(await admitShip(combat, now, side))) return;
    ui.notifications?.info(game.i18n!.format(`${K}.Joined`, { ship, side }));
  } else {
    await now.delete();
    ui.notifications?.info(game.i18n!.format(`${K}.LeftOut`, { ship }));
  }
}

/**
 * A player deleted a ship's combatant. While the fight is under way and the engagement holds the ship, it is put back
 * as it was (the deleted document's source, its id kept); otherwise the ship leaves the fight, as a GM's removal.
 */
export async function playerDeleted(combat: AnyCombat, source: object, userId: string | null): Promise<void> {
  const id = (source as { _id?: string })._id;
  if (!id || !isActiveGM() || !game.combats?.get(combat.id!)) return;
  const { ships, open } = storedFight(combat);
  if (open && ships && id in ships) await putBack(combat, [source], userId);
  else await forgetInQueue(combat, id);
}

/** Hold this client's stores of the combat (`held`, read by storeEngagement) while `work` puts combatants back. */
export async function whileHeld<T>(combatUuid: string, work: () => Promise<T>): Promise<T> {
  held.set(combatUuid, (held.get(combatUuid) ?? 0) + 1);
  try {
    return await work();
  } finally {
    const n = held.get(combatUuid)! - 1;
    if (n) held.set(combatUuid, n);
    else held.delete(combatUuid);
  }
}

/**
 * Put ships' combatants back with their ids, holding this client's stores meanwhile (`whileHeld`): `what` holds the
 * deleted documents' sources (a player deleted them: `userId`), or the ids of ships whose combatants went while no
 * GM was connected, put back from the roster. The GM is told. A ship the roster does not name cannot be put back:
 * it leaves the fight. Then core's mirrors (the turn, the initiatives) are put back.
 */
async function putBack(combat: AnyCombat, what: readonly (object | string)[], userId: string | null): Promise<void> {
  const { ships } = storedFight(combat);
  const roster = readRoster(combat);
  const lost: string[] = [];
  const sources: { _id: string; name?: string }[] = [];
  for (const w of what) {
    if (typeof w !== "string") sources.push(w as { _id: string });
    else if (roster[w]) sources.push(sourceFromRoster(w, roster[w], ships?.[w]) as { _id: string });
    else lost.push(w);
  }
  // (another client of this GM may have put it back first)
  const missing = sources.filter((s) => !combat.combatants.get(s._id) && !!ships && s._id in ships);
  await whileHeld(combat.uuid!, async () => {
    if (missing.length) await combat.createEmbeddedDocuments("Combatant", missing as never, { keepId: true } as never);
  });
  const user = userName(userId);
  for (const s of missing) {
    if (!combat.combatants.get(s._id)) continue;
    const ship = s.name ?? "";
    ui.notifications?.info(
      user ? game.i18n!.format(`${K}.PutBack`, { user, ship }) : game.i18n!.format(`${K}.PutBackOffline`, { ship }),
    );
  }
  if (lost.length) ui.notifications?.warn(game.i18n!.format(`${K}.Lost`, { count: String(lost.length) }));
  for (const id of lost) await forgetInQueue(combat, id);
  await restoreMirrors(combat);
}

/**
 * ready (active GM): every combat's combatants against what its engagement holds. While a fight is under way, a ship
 * whose combatant went while no GM was connected is put back from the roster, and a ship combatant added meanwhile
 * is the GM's to decide; before the fight, one added meanwhile joins. A ship held from before the roster gets its
 * entry.
 */
export async function checkFights(): Promise<void> {
  for (const combat of (game.combats ?? []) as Iterable<AnyCombat>) {
    const { ships, open } = storedFight(combat);
    if (!ships) continue;
    const gone = Object.keys(ships).filter((id) => !combat.combatants.get(id));
    if (open && gone.length) await putBack(combat, gone, null);
    const roster = readRoster(combat);
    const unlisted = [...combat.combatants].filter((c) => c.id! in ships && !roster[c.id!]);
    if (unlisted.length)
      await inCombatQueue(combat.uuid!, () =>
        storeEngagement(combat, loadEngagement(combat).memory, {
          options: { [QUIET_OPTION]: true },
          announce: false,
          extra: rosterAdditions(unlisted)!,
        }),
      ).catch((err: unknown) => console.warn("cepheus-space-combat | roster not written:", err));
    for (const c of combat.combatants)
      if (!(c.id! in ships) && isShipActor(c.actor)) void playerCreated(combat, c.id!, null);
  }
}
