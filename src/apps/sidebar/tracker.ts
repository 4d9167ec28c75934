// The space combat tracker: Foundry's combat tracker with its list and footer replaced by the
// engagement's. Defined by a function, not at import time, so that importing this module never needs the
// sidebar classes (they exist from Foundry's init on). Buttons only ask: every change goes through perform()
// or the GM tools of control.ts and src/play/checkpoints.ts, which check permission and the rules again.
import { loadEngagement, mayPerform } from "../../play/perform";
import type { BridgeCommand } from "../../play/commands";
import { isShipActor, type AnyCombat, type AnyCombatant } from "../../play/ships";
import {
  prepareTrackerView,
  TRACKER_PART_VIEWS,
  trackerViewContext,
  type TrackerShipInfo,
  type TrackerView,
} from "./view-model";
import { act, combatScene, engagedShip, readOverrides, sceneScale, setPairRange } from "./control";
import { readCheckpoints, stepBack } from "../../play/checkpoints";
import { lazy } from "../../base/lazy";
import { damageWaiting } from "../../chat/waiting";
import { oddsBusy, runOdds } from "./odds-control";
import { battleReportOf } from "../report";
import { loadNpc } from "./npc-load";
import { openEncounter } from "../encounter/load";

import { contextEntryLabel } from "../../foundry-compat";
import { refuseBehindEngine } from "../../documents/combat";
import { openRoundGuide } from "../../links/guide-links";
import { templatePath } from "../../base/system-id";
import { playerOwned } from "../../data/combatant-side";

/** The range and setup dialogs and the flag's way to its card (./tracker-dialogs.ts), loaded on first use; null when
 * they could not be loaded. */
const loadDialogs = lazy(() => import("./tracker-dialogs"), "CEPHEUS.Tracker.Notify.DialogLoadFailed");

export const TEMPLATES = {
  tracker: templatePath("sidebar/tracker.hbs"),
  footer: templatePath("sidebar/footer.hbs"),
  rangeDialog: templatePath("sidebar/range-dialog.hbs"),
  setup: templatePath("sidebar/setup.hbs"),
} as const;

const K = "CEPHEUS.Tracker";

/** The texture of a combatant's token, when it has one. */
function tokenImage(c: AnyCombatant): string | undefined {
  return (c.token as { texture?: { src?: string | null } } | null | undefined)?.texture?.src ?? undefined;
}

/** Everything the view model needs from a combat, read from the documents. */
export function trackerInput(combat: AnyCombat | null, user: User.Implementation | null) {
  const isGM = !!user?.isGM;
  const unknownName = game.i18n!.localize(`${K}.UnknownContact`);
  if (!combat) return { state: null, ships: [], viewer: { isGM }, unknownName, oddsBusy: oddsBusy() };
  const ships: TrackerShipInfo[] = [];
  const waiting = damageWaiting(combat.uuid ?? "");
  for (const c of combat.combatants) {
    if (!c.id) continue;
    const actor = c.actor;
    const hits = actor?.uuid ? waiting.get(actor.uuid) : undefined;
    ships.push({
      id: c.id,
      name: c.name || actor?.name || c.id,
      // as core's tracker: the combatant's own image (it "replaces the Token image in the tracker"), else its token's
      img: c.img || tokenImage(c) || actor?.img || null,
      hidden: !!c.hidden,
      // a player: ships they own (their side); the GM: ships a player owns (the party's side is marked)
      owned: !!user && !!actor && (isGM ? playerOwned(actor) : actor.testUserPermission(user, "OWNER")),
      problem: !actor ? "noActor" : !isShipActor(actor) ? "notShip" : undefined,
      damageWaiting: hits?.length ?? 0,
      damageCard: hits?.[0],
    });
  }
  let state = null;
  try {
    state = loadEngagement(combat);
  } catch (err) {
    // a combat whose data cannot be read (a world from before the system, a broken update): show the problem
    console.warn("cepheus-space-combat | tracker cannot read the engagement:", err);
  }
  return {
    state,
    ships,
    viewer: { isGM },
    overrides: readOverrides(combat),
    tokenRanges: sceneScale(combatScene(combat)) !== null,
    canStepBack: isGM && readCheckpoints(combat).length > 0,
    stepBackTo: isGM ? stepBackPoint(combat) : null,
    unknownName,
    may: (command: BridgeCommand) => mayPerform(user, combat, command),
    oddsBusy: oddsBusy(),
  };
}

/** The round and acting ship of the checkpoint Step back returns to (the newest), or null. */
function stepBackPoint(combat: AnyCombat): { round: number; shipId?: string } | null {
  const cp = readCheckpoints(combat).at(-1);
  if (!cp) return null;
  const m = cp.memory;
  return {
    round: m.round,
    shipId: m.round >= 1 && !m.missilePhase && m.turn < m.order.length ? m.order[m.turn] : undefined,
  };
}

/** The tracker's view of a combat for a user. */
export function trackerView(combat: AnyCombat | null, user: User.Implementation | null): TrackerView {
  return prepareTrackerView(trackerInput(combat, user));
}

type ActionHandler = (this: any, event: PointerEvent, target: HTMLElement) => Promise<void> | void;

function shipIdOf(target: HTMLElement): string | undefined {
  return target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
}

function warn(key: string): void {
  ui.notifications?.warn(game.i18n!.localize(key));
}

/** The handlers behind the tracker's buttons (`this` is the tracker; exported for tests). */
export const TRACKER_ACTIONS: Record<string, ActionHandler> = {
  async endShipTurn(this: { viewed: AnyCombat | null }, _e, target) {
    await shipCommand(this.viewed, target, (shipId) => ({ type: "endTurn", shipId }));
  },
  async delay(this: { viewed: AnyCombat | null }, _e, target) {
    await shipCommand(this.viewed, target, (shipId) => ({ type: "delay", shipId }));
  },
  async actNow(this: { viewed: AnyCombat | null }, _e, target) {
    await shipCommand(this.viewed, target, (shipId) => ({ type: "actNow", shipId }));
  },
  async declareHasty(this: { viewed: AnyCombat | null }, _e, target) {
    await shipCommand(this.viewed, target, (shipId) => ({ type: "declareHasty", shipId }));
  },
  async rollEngagementInitiative(this: { viewed: AnyCombat | null }) {
    if (this.viewed) await act(this.viewed, { type: "rollInitiative" });
    else warn(`${K}.Notify.NoCombat`);
  },
  async resolveMissiles(this: { viewed: AnyCombat | null }) {
    if (this.viewed) await act(this.viewed, { type: "resolveMissiles" });
    else warn(`${K}.Notify.NoCombat`);
  },
  async endEngagementRound(this: { viewed: AnyCombat | null }) {
    if (this.viewed) await act(this.viewed, { type: "endRound" });
    else warn(`${K}.Notify.NoCombat`);
  },
  async stepBack(this: { viewed: AnyCombat | null }) {
    if (this.viewed) await stepBack(this.viewed);
    else warn(`${K}.Notify.NoCombat`);
  },
  async editRange(this: { viewed: AnyCombat | null }, _e, target) {
    const combat = this.viewed;
    const { a, b } = target.dataset;
    if (!combat || !engagedShip(combat, a) || !engagedShip(combat, b)) return warn(`${K}.Notify.StaleShip`);
    const dialogs = await loadDialogs();
    const choice = dialogs && (await dialogs.chooseRange(combat, a!, b!));
    if (choice) await setPairRange(combat, a!, b!, choice);
  },
  async engagementSetup(this: { viewed: AnyCombat | null }) {
    const combat = this.viewed;
    if (!combat) return warn(`${K}.Notify.NoCombat`);
    const dialogs = await loadDialogs();
    const result = dialogs && (await dialogs.editSetup(combat));
    if (result) await dialogs.applySetup(combat, result.input, result.scene);
  },
  async playNpcTurn(this: { viewed: AnyCombat | null }, _e, target) {
    const id = shipIdOf(target);
    if (!this.viewed) return warn(`${K}.Notify.NoCombat`);
    if (!engagedShip(this.viewed, id)) return warn(`${K}.Notify.StaleShip`);
    await (await loadNpc())?.playTurnAndReport(this.viewed, id!);
  },
  async previewNpcTurn(this: { viewed: AnyCombat | null }, _e, target) {
    const id = shipIdOf(target);
    if (!this.viewed) return warn(`${K}.Notify.NoCombat`);
    if (!engagedShip(this.viewed, id)) return warn(`${K}.Notify.StaleShip`);
    await (await loadNpc())?.previewTurn(this.viewed, id!);
  },
  async playAllNpcTurns(this: { viewed: AnyCombat | null }) {
    if (this.viewed) await (await loadNpc())?.playAllFromTracker(this.viewed);
    else warn(`${K}.Notify.NoCombat`);
  },
  async oddsOfFight(this: { viewed: AnyCombat | null }) {
    await runOdds(this.viewed);
  },
  async battleReport(this: { viewed: AnyCombat | null }) {
    await battleReportOf(this.viewed);
  },
  async buildEncounter(this: { viewed: AnyCombat | null }) {
    await openEncounter(this.viewed);
  },
  async endEngagementCombat(this: { viewed: AnyCombat | null }) {
    await this.viewed?.endCombat();
  },
  async openGuide() {
    await openRoundGuide();
  },
  /** A ship's "damage card waiting" flag: the card in the chat log, shown and focused. */
  async showDamageCard(_e, target) {
    (await loadDialogs())?.showCardInChat(target.dataset.messageId ?? "");
  },
};

async function shipCommand(
  combat: AnyCombat | null,
  target: HTMLElement,
  make: (shipId: string) => BridgeCommand,
): Promise<void> {
  const id = shipIdOf(target);
  if (!combat) return warn(`${K}.Notify.NoCombat`);
  if (!engagedShip(combat, id)) return warn(`${K}.Notify.StaleShip`);
  await act(combat, make(id!));
}

/**
 * Core entries of the combatant context menu that would change initiative behind the engine's back (refused anyway:
 * src/documents/combatant.ts), and its movement-history entry (ships' ranges are the engagement's, not token paths);
 * matched by label (v13's `name`, v14's `label`).
 */
const HIDDEN_ENTRIES = ["COMBAT.CombatantClear", "COMBAT.CombatantReroll", "COMBAT.CombatantClearMovementHistory"];
/** Core entries of the encounter menu that would change initiative behind the engine's back (refused anyway: src/documents/combat.ts). */
const HIDDEN_COMBAT_ENTRIES = ["COMBAT.InitiativeReset"];

/** Build the tracker class (call during init, when foundry.applications.sidebar exists). */
export function defineTracker() {
  const Base = foundry.applications.sidebar.tabs.CombatTracker;

  class CepheusCombatTracker extends Base {
    static override DEFAULT_OPTIONS = {
      classes: ["cepheus-combat"],
      actions: TRACKER_ACTIONS as never,
    };

    static override PARTS = {
      header: { template: "templates/sidebar/tabs/combat/header.hbs" },
      cepheus: { template: TEMPLATES.tracker, scrollable: [""] },
      cepheusFooter: { template: TEMPLATES.footer },
    } as never;

    /** What the part builders read: the viewed combat's engagement and the viewer, read once per render. */
    #viewContext: ReturnType<typeof trackerViewContext> | null = null;

    protected override async _prepareContext(options: never) {
      const context = (await super._prepareContext(options)) as unknown as Record<string, unknown>;
      this.#viewContext = trackerViewContext(
        trackerInput((this.viewed as AnyCombat | null) ?? null, game.user as User.Implementation | null),
      );
      return context as never;
    }

    /** Each part's view (the list, the footer), built only when that part renders. */
    protected override async _preparePartContext(partId: string, context: never, options: never) {
      const ctx = (await super._preparePartContext(partId, context, options)) as unknown as Record<string, unknown>;
      if (Object.hasOwn(TRACKER_PART_VIEWS, partId) && this.#viewContext)
        ctx.view = TRACKER_PART_VIEWS[partId as keyof typeof TRACKER_PART_VIEWS](this.#viewContext);
      return ctx as never;
    }

    protected override _getEntryContextOptions() {
      return super._getEntryContextOptions().filter((e) => !HIDDEN_ENTRIES.includes(contextEntryLabel(e)));
    }

    protected override _getCombatContextOptions() {
      return super._getCombatContextOptions().filter((e) => !HIDDEN_COMBAT_ENTRIES.includes(contextEntryLabel(e)));
    }

    /**
     * Core listens for a change in any combatant row and writes it as that combatant's initiative. The engagement's
     * initiative is never typed in: refused with a message, nothing written.
     */
    protected override _onUpdateInitiative(event: Event) {
      const target = event.target as HTMLElement | null;
      if (target?.closest?.("[data-combatant-id]")) refuseBehindEngine("InitiativeIsEngine");
    }
  }
  return CepheusCombatTracker;
}

export type { AnyCombatant };
