// The ship sheet: stations with their crew and the actions each allows, weapons, systems and details.
// The view model is pure (ship-view.ts); this class reads the documents, wires clicks, drags and drops, and hands
// station actions to runStationAction (→ the engagement bridge).
import { ShipData } from "../../data/actor/ship";
import { SHIP_SYSTEMS, type Position } from "../../rules/types";
import { POSITIONS } from "../../rules/types";
import type { StationActionType } from "./actions";
import { crewActor, linkShip, seatSources, shipViewInput, type AnyActor } from "./link";
import { SHIP_PARTS, SHIP_TABS } from "./paths";
import { changeSeats, type SeatRef } from "./seating";
import { translator } from "./i18n";
import { commonView, SHIP_PART_VIEWS, shipViewContext, type ShipView, type ShipViewContext } from "./ship-view";
import { preloadActionDialog, runStationAction, shouldSkipDialog } from "./station-action";
import type { SlotRef } from "./stations";
import type { SheetMode } from "./ship-view/types";
import { USDF_SHEET_ACTIONS, usdfHeaderControls } from "../usdf/sheet";
import { NPC_SHEET_ACTIONS } from "./npc-turn";
import { openStationsGuide } from "../../links/guide-links";
import { DRAG_ACTION, DRAG_SEAT, loadSheetEdits, slotOf, type ActionDragData, type SeatDragData } from "./ship-drop";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

const i18n = () => game.i18n!;

function targetSlot(target: HTMLElement): SlotRef | null {
  const position = target.dataset.position as Position | undefined;
  if (!position || !POSITIONS.includes(position)) return null;
  return target.dataset.mountId ? { position, mountId: target.dataset.mountId } : { position };
}

export class ShipSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["cepheus", "sheet", "ship-sheet"],
    position: { width: 800, height: 780 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      stationAction: ShipSheet.#onStationAction,
      removeSeat: ShipSheet.#onRemoveSeat,
      addNpc: ShipSheet.#onAddNpc,
      addSoftware: ShipSheet.#onAddSoftware,
      setTrack: ShipSheet.#onSetTrack,
      openCrew: ShipSheet.#onOpenCrew,
      openWeapon: ShipSheet.#onOpenWeapon,
      deleteWeapon: ShipSheet.#onDeleteWeapon,
      addMount: ShipSheet.#onAddMount,
      deleteMount: ShipSheet.#onDeleteMount,
      ...USDF_SHEET_ACTIONS,
      ...NPC_SHEET_ACTIONS,
      openGuide: openStationsGuide,
      setMode: ShipSheet.#onSetMode,
      removeCraft: ShipSheet.#onRemoveCraft,
    },
  };

  /** Core's header controls plus "Copy ship description" (and "Import ship from text" for who may create actors). */
  protected override _getHeaderControls() {
    return [...super._getHeaderControls(), ...usdfHeaderControls()];
  }

  static override PARTS = SHIP_PARTS;

  static override TABS = {
    primary: { tabs: SHIP_TABS.map((id) => ({ id })), initial: "stations", labelPrefix: "CEPHEUS.Sheet.Tab" },
  };

  /**
   * The view model on screen (tests read it): each render builds the shared fields and then only the parts it renders
   * (_preparePartContext), over what the parts not rendered last showed.
   */
  view: ShipView | null = null;

  /** What the part builders of this render read (the documents read once, in _prepareContext). */
  #viewContext: ShipViewContext | null = null;

  /** Seats whose "Other actions" are open (judged and rendered only then); the one to focus after a render. */
  #openGeneral = new Set<number>();
  #focusGeneral: number | null = null;

  /**
   * Play or Edit (as dnd5e's sheets have): chosen at the first render (Edit for who may edit a ship outside combat,
   * else Play), then by the header's Play / Edit switch.
   */
  #mode: SheetMode | null = null;

  get mode(): SheetMode {
    return this.#mode ?? "play";
  }

  /** Switch to Play or Edit and re-render the whole sheet. */
  async setMode(mode: SheetMode): Promise<void> {
    this.#mode = mode;
    await this.render();
  }

  /** The header's Play / Edit switch: the button pressed names the mode. */
  static async #onSetMode(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.setMode(target.dataset.mode === "edit" ? "edit" : "play");
  }

  /** Open or close a seat's "Other actions" (re-renders the stations part when opening). */
  async toggleGeneral(seat: number, open: boolean): Promise<void> {
    if (open === this.#openGeneral.has(seat)) return;
    if (!open) {
      this.#openGeneral.delete(seat);
      return;
    }
    this.#openGeneral.add(seat);
    this.#focusGeneral = seat;
    await this.render({ parts: ["stations"] });
  }

  protected override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0],
  ) {
    const context = await super._prepareContext(options);
    const actor = this.actor as AnyActor;
    const sys = actor.system;
    if (!(sys instanceof ShipData)) return context;
    const read = shipViewInput(actor, game.user as User.Implementation, undefined, (seat) =>
      this.#openGeneral.has(seat),
    );
    this.#mode ??= read.editable && !read.inCombat ? "edit" : "play";
    const input = { ...read, mode: read.editable ? this.#mode : "play" } as const;
    this.#viewContext = shipViewContext(input, translator());
    const view = Object.assign({ ...this.view }, commonView(this.#viewContext)) as ShipView;
    this.view = view;
    const TextEditor = foundry.applications.ux.TextEditor.implementation;
    const notesHTML = await TextEditor.enrichHTML(sys.notes ?? "", {
      relativeTo: actor as never,
      secrets: actor.isOwner,
    });
    return Object.assign(context, {
      actor,
      view,
      notes: sys.notes ?? "",
      notesHTML,
      tabs: this._prepareTabs("primary"),
    });
  }

  protected override async _preparePartContext(
    partId: string,
    context: Parameters<foundry.applications.api.HandlebarsApplicationMixin.AnyMixed["_preparePartContext"]>[1],
    options: Parameters<foundry.applications.api.HandlebarsApplicationMixin.AnyMixed["_preparePartContext"]>[2],
  ) {
    const ctx = await super._preparePartContext(partId, context, options);
    // the part's own view, built only when the part is rendered (a seat's "Other actions" re-renders the stations alone)
    const build = Object.hasOwn(SHIP_PART_VIEWS, partId)
      ? SHIP_PART_VIEWS[partId as keyof typeof SHIP_PART_VIEWS]
      : undefined;
    if (build && this.#viewContext && this.view)
      Object.assign(ctx, { view: Object.assign(this.view, build(this.#viewContext)) });
    const tabs = (ctx as { tabs?: Record<string, unknown> }).tabs;
    if (tabs && partId in tabs) Object.assign(ctx, { tab: tabs[partId] });
    return ctx;
  }

  protected override async _onRender(
    context: Parameters<foundry.applications.sheets.ActorSheetV2["_onRender"]>[0],
    options: Parameters<foundry.applications.sheets.ActorSheetV2["_onRender"]>[1],
  ) {
    await super._onRender(context, options);
    const root = this.element;
    // station buttons and links stay usable on a read-only sheet: whether they act is decided per seat
    for (const el of root.querySelectorAll<HTMLButtonElement>("[data-keep-enabled]")) el.disabled = false;
    if (root.querySelector("[data-station-action]")) preloadActionDialog();
    // station actions drag to the hotbar, seats to another station
    new foundry.applications.ux.DragDrop.implementation({
      dragSelector: "[data-drag-action], [data-drag-seat]",
      permissions: { dragstart: () => true },
      callbacks: { dragstart: (ev: DragEvent) => this.#onDragStart(ev) },
    }).bind(root);
    for (const el of root.querySelectorAll<HTMLInputElement>("[data-npc-skill]"))
      el.addEventListener("change", (ev) => void this.#onNpcSkill(ev, el));
    // "Seat crew…": the keyboard's way to seat a crew member, as a drop of that actor on the place
    for (const el of root.querySelectorAll<HTMLSelectElement>("select[data-seat-crew]"))
      el.addEventListener("change", (ev) => {
        ev.stopPropagation();
        if (el.value) void this.handleDrop({ type: "Actor", uuid: el.value }, targetSlot(el));
      });
    for (const el of root.querySelectorAll<HTMLDetailsElement>("details[data-general]")) {
      el.addEventListener("toggle", () => void this.toggleGeneral(Number(el.dataset.general), el.open));
    }
    if (this.#focusGeneral !== null) {
      root.querySelector<HTMLElement>(`details[data-general="${this.#focusGeneral}"] > summary`)?.focus();
      this.#focusGeneral = null;
    }
    for (const slot of root.querySelectorAll<HTMLElement>("[data-drop-slot]")) {
      slot.addEventListener("dragenter", () => slot.classList.add("drop-target"));
      slot.addEventListener("dragleave", (ev) => {
        if (!slot.contains(ev.relatedTarget as Node | null)) slot.classList.remove("drop-target");
      });
      slot.addEventListener("drop", () => slot.classList.remove("drop-target"));
    }
  }

  /** Core switches the tab's classes; the tab buttons' aria-selected follows. */
  override changeTab(
    tab: string,
    group: string,
    options?: Parameters<foundry.applications.sheets.ActorSheetV2["changeTab"]>[2],
  ): void {
    super.changeTab(tab, group, options);
    for (const b of this.element.querySelectorAll<HTMLElement>(`[role="tab"][data-group="${group}"]`))
      b.setAttribute("aria-selected", String(b.dataset.tab === tab));
  }

  /** A seat as the sheet shows it (to refuse changes made on an out-of-date sheet). */
  seatRef(index: number): SeatRef | null {
    const s = seatSources(this.actor as AnyActor)[index];
    return s ? { index, crew: s.crew, position: s.position } : null;
  }

  // ----- drag and drop ---------------------------------------------------------------------------------------

  #onDragStart(event: DragEvent): void {
    const el = event.currentTarget as HTMLElement | null;
    if (!el) return;
    if (el.dataset.dragAction !== undefined) this.#onDragAction(event, el);
    else this.#onDragSeat(event, el);
  }

  #onDragAction(event: DragEvent, el: HTMLElement): void {
    const seat = Number(el.dataset.seat);
    const action = el.dataset.stationAction as StationActionType;
    const data = this.actionDragData(seat, action);
    if (!data || !event.dataTransfer) return;
    event.stopPropagation();
    event.dataTransfer.setData("text/plain", JSON.stringify(data));
  }

  /** The drag data of a station action button (for the hotbar). */
  actionDragData(seat: number, action: StationActionType): ActionDragData | null {
    const s = seatSources(this.actor as AnyActor)[seat];
    if (!s) return null;
    return {
      type: DRAG_ACTION,
      shipUuid: this.actor.uuid,
      shipName: this.actor.name ?? "",
      seat,
      crew: s.crew,
      position: s.position,
      mountId: s.mountId,
      action,
    };
  }

  #onDragSeat(event: DragEvent, el: HTMLElement): void {
    const seat = this.seatRef(Number(el.closest<HTMLElement>("[data-seat]")?.dataset.seat));
    if (!seat || !event.dataTransfer) return;
    event.stopPropagation();
    const data: SeatDragData = { type: DRAG_SEAT, shipUuid: this.actor.uuid, seat };
    event.dataTransfer.setData("text/plain", JSON.stringify(data));
  }

  /** Anyone who can see the sheet may drop: a player seats their own crew through the GM; others are told why not. */
  protected override _canDragDrop(_selector: string): boolean {
    return true;
  }

  /** A drop: modules hear it first through core's `dropActorSheetData` hook, and may cancel it (return false). */
  protected override async _onDrop(event: DragEvent): Promise<void> {
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as Record<string, unknown>;
    if (Hooks.call("dropActorSheetData", this.actor, this as never, data as never) === false) return;
    const slot = slotOf(event.target as Element | null);
    await this.handleDrop(data, slot, event);
  }

  /** Handle dropped data on a slot (or on no slot). Public for the hotbar and tests. */
  async handleDrop(data: Record<string, unknown>, slot: SlotRef | null, event?: DragEvent): Promise<boolean> {
    const edits = await loadSheetEdits();
    return edits ? edits.dropOnShip(this.actor as AnyActor, this.isEditable, data, slot, event) : false;
  }

  // ----- actions -------------------------------------------------------------------------------------------

  static async #onStationAction(this: ShipSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const seat = Number(target.dataset.seat);
    const action = target.dataset.stationAction as StationActionType;
    if (!Number.isInteger(seat) || !action) return;
    await runStationAction(this.actor as AnyActor, seat, action, { skipDialog: shouldSkipDialog(!!event?.shiftKey) });
  }

  static async #onRemoveCraft(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const uuid = target.dataset.craft;
    if (!uuid || !this.isEditable) return;
    const name = target.closest("li")?.querySelector(".craft-name")?.textContent ?? "";
    await (await loadSheetEdits())?.disembarkCraft(this.actor as AnyActor, uuid, name);
  }

  static async #onRemoveSeat(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const seat = this.seatRef(Number(target.dataset.seat));
    if (!seat) return;
    const before = seatSources(this.actor as AnyActor)[seat.index];
    const r = await changeSeats(this.actor as AnyActor, { op: "remove", seat });
    if (r.ok && before?.crew) {
      const name = crewActor(before.crew)?.name ?? "";
      ui.notifications?.info(
        i18n().format("CEPHEUS.Sheet.Seat.Removed", {
          name,
          station: i18n().localize(`CEPHEUS.Position.${before.position}`),
        }),
      );
    }
  }

  static async #onAddNpc(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const slot = targetSlot(target);
    if (slot) await changeSeats(this.actor as AnyActor, { op: "npc", target: slot, skill: 1 });
  }

  static async #onAddSoftware(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const slot = targetSlot(target);
    if (slot) await changeSeats(this.actor as AnyActor, { op: "software", target: slot });
  }

  async #onNpcSkill(_event: Event, el: HTMLInputElement): Promise<void> {
    const seat = this.seatRef(Number(el.dataset.npcSkill));
    const skill = Number(el.value);
    if (!seat) return;
    const r = await changeSeats(this.actor as AnyActor, { op: "npcSkill", seat, skill });
    if (!r.ok) void this.render();
  }

  /** GM only: set a damage track ("systems.mDrive" or "mounts.<id>") by clicking its pips. */
  static async #onSetTrack(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!game.user?.isGM) {
      ui.notifications?.warn(i18n().localize("CEPHEUS.Sheet.Systems.GMEdits"));
      return;
    }
    const path = target.dataset.track ?? "";
    const n = Number(target.dataset.value);
    const sys = this.actor.system;
    if (!(sys instanceof ShipData) || !Number.isInteger(n) || n < 1 || n > 3) return;
    const [kind, key] = path.split(".");
    if (kind === "systems" && (SHIP_SYSTEMS as readonly string[]).includes(key)) {
      const current = sys.systems[key as keyof typeof sys.systems];
      await this.actor.update({ system: { systems: { [key]: current === n ? n - 1 : n } } } as never);
    } else if (kind === "mounts") {
      const mounts = sys.mounts.map((m) => ({ ...m }));
      const m = mounts.find((x) => x.id === key);
      if (!m) return;
      m.damage = m.damage === n ? n - 1 : n;
      await this.actor.update({ system: { mounts } } as never);
    }
  }

  static async #onOpenCrew(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const uuid = target.dataset.uuid;
    const actor = uuid ? ((await fromUuid(uuid)) as AnyActor | null) : null;
    if (!actor) {
      ui.notifications?.warn(i18n().localize("CEPHEUS.Sheet.Seat.Missing"));
      return;
    }
    await actor.sheet?.render({ force: true });
  }

  static async #onOpenWeapon(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    await item?.sheet?.render({ force: true });
  }

  static async #onDeleteWeapon(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.isEditable)
      await (await loadSheetEdits())?.deleteWeapon(this.actor as AnyActor, target.dataset.itemId ?? "");
  }

  static async #onAddMount(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.isEditable)
      await (
        await loadSheetEdits()
      )?.addMount(this.actor as AnyActor, target.dataset.mountType === "bay" ? "bay" : "turret");
  }

  static async #onDeleteMount(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset.mountId ?? "";
    const name = this.view?.mounts?.find((m) => m.id === id)?.name ?? "";
    if (this.isEditable) await (await loadSheetEdits())?.deleteMount(this.actor as AnyActor, id, name);
  }
}

/** Re-render the open ship sheets this change may concern. */
export function refreshShipSheets(filter: (sheet: ShipSheet) => boolean = () => true): void {
  const apps = (foundry.applications as unknown as { instances?: Map<string, unknown> }).instances;
  if (!apps) return;
  for (const app of apps.values()) if (app instanceof ShipSheet && app.rendered && filter(app)) void app.render();
}

export { linkShip };
