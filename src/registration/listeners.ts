// Every hook listener the system keeps for the whole session, registered once from the init hook, in this order
// (listeners of one hook run in the order they were registered). Each listener's logic lives with what it serves;
// this file only names the hooks (literal names: test/foundry/compat-doc.test.ts reads them). Listeners that wait for
// one event inside a task (the request channel waiting for a User update, the self-test and demo waiting for a card)
// come and go with that task, in its own module.
import { npcReactions } from "../play/settings";
import { lazy } from "../base/lazy";
import {
  playAttack,
  playDestroyed,
  playMissileImpact,
  playMissileLaunch,
  playReaction,
  playSalvoArrival,
} from "../animations/register";
import { onHotbarDrop, onStationMacro, type MacroData } from "../apps/hotbar";
import { refreshSheetsOfCrew } from "../apps/sheets/register";
import { onActorUpdatedForTracker, onCardChangedForTracker, onSceneUpdatedForTracker } from "../apps/sidebar";
import {
  checkFightsAtReady,
  onCombatantCreated,
  onCombatantDeleted,
  onPreCreateCombatant,
  onTokenMoved,
} from "../apps/sidebar/control";
import { onPreUpdateCombat, onUpdateCombat } from "../play/checkpoints";
import { onCombatantMirrorWritten, onCombatMirrorWritten } from "../play/mirrors";
import { storeLegacyEngagements } from "../play/migrate";
import { loadCommandPath } from "../play/load-command-path";
import { refreshShipSheets } from "../apps/sheets/ship-sheet";
import { answerTokenActionHud } from "../apps/token-hud";
import { onTargetToken, refreshTargetTooltips } from "../apps/canvas/ship-token";
import { salvoMap } from "../apps/canvas/salvo-map/load";
import { addImportButton } from "../apps/usdf/directory";
import { addEncounterButton } from "../apps/encounter/load";
import { onRenderChatMessageHTML } from "../apps/chat/card-buttons";
import {
  forgetRanges,
  onCardCreated,
  onCardUpdated,
  onCombatUpdated,
  rememberRanges,
  rememberWorldRanges,
} from "../hooks/register";
import type {
  AttackPayload,
  MissileImpactPayload,
  MissileLaunchedPayload,
  ReactionPayload,
  StatusPayload,
} from "../hooks/payloads";
import { welcomeWhenReady } from "../welcome/register";
import { onCardChangedForReport, onCombatDeletedForReport, onCombatUpdatedForReport } from "../apps/report";

type Hook = (...args: any[]) => unknown;
const on = (name: string, fn: Hook) => (Hooks.on as unknown as (n: string, f: Hook) => number)(name, fn);

/** Register every listener (init). */
/** The NPC crews (src/apps/sidebar/npc-control.ts, with src/play/npc-play.ts), loaded the first time an NPC
 *  ship may react on its own. */
const loadNpcPlay = lazy(() => import("../apps/sidebar/npc-control"), "CEPHEUS.Tracker.Notify.DialogLoadFailed");

export function registerHooks(): void {
  // the combat tracker: the engagement kept in step with the canvas and the combatants (src/apps/sidebar/control.ts)
  // and the checkpoints Step back returns to (src/play/checkpoints.ts)
  on("preUpdateCombat", onPreUpdateCombat);
  on("updateCombat", (combat, changes, options, userId) => void onUpdateCombat(combat, changes, options, userId));
  on("updateToken", (token, changes) => void onTokenMoved(token, changes));
  on("preCreateCombatant", (combatant, data) => onPreCreateCombatant(combatant, data));
  on("createCombatant", (combatant, _options, userId) => void onCombatantCreated(combatant, userId));
  on("deleteCombatant", (combatant, _options, userId) => void onCombatantDeleted(combatant, userId));
  on("updateActor", (actor) => onActorUpdatedForTracker(actor));
  // core's mirrors of the engagement (round, turn, initiative, defeated) written by a player are put back
  // (src/play/mirrors.ts)
  on("updateCombat", (combat, changes, _options, userId) => void onCombatMirrorWritten(combat, changes, userId));
  on(
    "updateCombatant",
    (combatant, changes, _options, userId) => void onCombatantMirrorWritten(combatant, changes, userId),
  );
  on("updateScene", (_scene, changes) => onSceneUpdatedForTracker(changes));
  // a damage card waiting, applied or undone: the tracker's "damage waiting" flag
  for (const h of ["createChatMessage", "updateChatMessage", "deleteChatMessage"])
    on(h, (msg) => onCardChangedForTracker(msg as ChatMessage.Implementation));

  // a targeted ship's token tooltip: its band and best DM from the user's ship (src/apps/canvas/ship-token.ts)
  Hooks.on("targetToken", (user, token) => onTargetToken(user, token));
  Hooks.on("controlToken", () => refreshTargetTooltips());
  on("updateCombat", () => refreshTargetTooltips());

  // the salvo tokens on the map, a projection of the engagements' salvos the active GM keeps (from the world's load
  // on), their tooltips and the tracker's rows pointing at them (src/apps/canvas/salvo-map, loaded on the first of these)
  for (const h of [
    "ready",
    "updateCombat",
    "deleteCombat",
    "updateToken",
    "deleteToken",
    "hoverToken",
    "renderCombatTracker",
  ])
    on(h, (...args) => void salvoMap().then((m) => m?.onSalvoMapHook(h, args)));

  // Token Action HUD Core announces its API (src/apps/token-hud)
  Hooks.once("tokenActionHudCoreApiReady", (coreModule) => void answerTokenActionHud(coreModule));

  // the chat cards' buttons (src/apps/chat/card-buttons.ts)
  on("renderChatMessageHTML", (message, html) =>
    onRenderChatMessageHTML(message as ChatMessage.Implementation, html as HTMLElement),
  );

  // the public hooks for modules, fired from what the GM recorded (src/hooks/register.ts)
  on("createChatMessage", (msg, _options, userId) => onCardCreated(msg as ChatMessage.Implementation, userId));
  // a reaction card posted or answered, on a GM's client: the NPC crews declare their ships' reactions when the world
  // setting says so (as it is when the card is posted), and an NPC turn waiting on a player's answer ends once it is
  // given (src/play/npc-play.ts)
  for (const h of ["createChatMessage", "updateChatMessage"])
    on(h, (msg) => {
      if (game.user?.isGM && (h === "updateChatMessage" || npcReactions()))
        void loadNpcPlay().then((m) => m?.onReactionCard(msg as ChatMessage.Implementation, h));
    });
  on("updateChatMessage", (msg, changes, options, userId) =>
    onCardUpdated(msg as ChatMessage.Implementation, changes, options, userId as string | undefined),
  );
  on("updateCombat", (combat, changes) => onCombatUpdated(combat as Combat.Implementation, changes));
  on("ready", () => rememberWorldRanges());
  // engagements stored before their state moved onto the Combat are stored again there (src/play/migrate.ts)
  on("ready", () => void storeLegacyEngagements());
  // a fight whose combatants changed while no GM was connected (src/apps/sidebar/control/combatants.ts)
  on("ready", () => checkFightsAtReady());
  // the GM's client answers every command: it loads the command path once the world is ready (src/play)
  on("ready", () => {
    if (game.user?.isGM) loadCommandPath.preload();
  });
  // the battle report: written when a fight ends, marked out of date when a card it counted is taken back
  // (src/apps/report)
  on("updateCombat", (combat, changes) => onCombatUpdatedForReport(combat, changes));
  on("deleteCombat", (combat) => onCombatDeletedForReport(combat));
  on("updateChatMessage", (msg) => onCardChangedForReport(msg, false));
  on("deleteChatMessage", (msg) => onCardChangedForReport(msg, true));
  on("createCombat", (combat) => rememberRanges(combat as Combat.Implementation));
  on("deleteCombat", (combat) => forgetRanges(combat as Combat.Implementation));

  // the weapon-fire effects, on the system's own public hooks (src/animations/register.ts)
  Hooks.on("cepheus-space-combat.attack" as never, ((p: AttackPayload) => void playAttack(p)) as never);
  Hooks.on(
    "cepheus-space-combat.missileLaunched" as never,
    ((p: MissileLaunchedPayload) => void playMissileLaunch(p)) as never,
  );
  Hooks.on(
    "cepheus-space-combat.missileImpact" as never,
    ((p: MissileImpactPayload) => void playMissileImpact(p)) as never,
  );
  Hooks.on("cepheus-space-combat.reaction" as never, ((p: ReactionPayload) => void playReaction(p)) as never);
  Hooks.on("cepheus-space-combat.shipDestroyed" as never, ((p: StatusPayload) => void playDestroyed(p)) as never);
  // a salvo token the GM took off the map as its salvo arrived: its last leg to the target
  on("deleteToken", (...args) => void playSalvoArrival(args));

  // the station-action macros (src/apps/hotbar): the drop that makes one, and the hook a macro calls (MACRO_HOOK)
  on("hotbarDrop", onHotbarDrop);
  Hooks.on(
    "cepheus-space-combat.stationAction" as never,
    ((data: MacroData, options: { shiftKey?: boolean }) => onStationMacro(data, options)) as never,
  );

  // ship sheets show the engagement and their seated crew (src/apps/sheets)
  for (const hook of [
    "updateCombat",
    "deleteCombat",
    "createCombatant",
    "updateCombatant",
    "deleteCombatant",
    "combatStart",
  ])
    Hooks.on(hook as never, (() => refreshShipSheets()) as never);
  on("updateActor", (actor) => refreshSheetsOfCrew(actor as Actor.Implementation));

  // the Actors directory's "Import ship from text" button (src/apps/usdf/directory.ts)
  // and its "Build an encounter" button (GM: src/apps/encounter/load.ts)
  on("renderActorDirectory", (_app, html) => {
    addImportButton(html as HTMLElement);
    addEncounterButton(html as HTMLElement);
  });

  // a GM not yet welcomed in this world gets the welcome window (src/welcome/register.ts)
  Hooks.once("ready", () => welcomeWhenReady());
}
