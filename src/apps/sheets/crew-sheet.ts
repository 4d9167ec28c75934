// The crew sheet (UPP, skills, damage, rads, the stations the crew member holds) and the weapon sheet.
import { CrewData } from "../../data/actor/crew";
import { ShipData } from "../../data/actor/ship";
import { WeaponData } from "../../data/item/weapon";
import { WEAPON_MOUNTS } from "../../data/constants";
import { lazy } from "../../base/lazy";
import { translator } from "./i18n";
import type { AnyActor } from "./link";
import { CREW_PARTS, WEAPON_PARTS } from "./paths";

/** The crew and weapon sheets' views (./crew-view.ts), loaded on the first sheet opened. */
const loadViews = lazy(() => import("./crew-view"), "CEPHEUS.Sheet.ViewLoadFailed");

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

/** Every ship seat holding this crew member: world ships and the ships of the combats' tokens. */
export function stationsHeld(crew: AnyActor): {
  shipName: string;
  shipUuid: string;
  position: (typeof ShipData.prototype.seats)[number]["position"];
  mount: string;
}[] {
  const ships = new Set<AnyActor>();
  for (const a of game.actors ?? []) if (a.system instanceof ShipData) ships.add(a as AnyActor);
  for (const combat of game.combats ?? [])
    for (const c of combat.combatants)
      if (c.actor && c.actor.system instanceof ShipData) ships.add(c.actor as AnyActor);
  const out: ReturnType<typeof stationsHeld> = [];
  const seen = new Set<string>();
  for (const ship of ships) {
    const sys = ship.system as ShipData;
    if (seen.has(ship.uuid)) continue;
    seen.add(ship.uuid);
    for (const seat of sys.seats) {
      if (seat.crew !== crew.uuid) continue;
      const mount = seat.mountId
        ? seat.mountId === "mDrive" || seat.mountId === "jDrive"
          ? game.i18n!.localize(`CEPHEUS.Drive.${seat.mountId}`)
          : (sys.mounts.find((m) => m.id === seat.mountId)?.name ?? "")
        : "";
      out.push({ shipName: ship.name ?? "", shipUuid: ship.uuid, position: seat.position, mount });
    }
  }
  return out;
}

export class CrewSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["cepheus", "sheet", "crew-sheet"],
    position: { width: 560, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: { openShip: CrewSheet.#onOpenShip },
  };

  static override PARTS = CREW_PARTS;

  protected override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0],
  ) {
    const context = await super._prepareContext(options);
    const actor = this.actor as AnyActor;
    const sys = actor.system;
    const views = sys instanceof CrewData ? await loadViews() : null;
    if (!(sys instanceof CrewData) || !views) return context;
    const view = views.crewView(
      {
        name: actor.name ?? "",
        img: actor.img ?? "",
        characteristics: { ...sys.characteristics },
        current: { ...sys.current },
        dm: { ...sys.dm },
        skills: { ...sys.skills },
        customSkills: sys.customSkills.map((s) => ({ name: s.name, level: s.level })),
        damage: { ...sys.damage },
        rads: sys.rads,
        incapacitated: sys.incapacitated,
        stations: stationsHeld(actor),
        editable: this.isEditable,
      },
      translator(),
    );
    const TextEditor = foundry.applications.ux.TextEditor.implementation;
    const notesHTML = await TextEditor.enrichHTML(sys.notes ?? "", {
      relativeTo: actor as never,
      secrets: actor.isOwner,
    });
    return Object.assign(context, { view, notes: sys.notes ?? "", notesHTML, uuid: actor.uuid });
  }

  static async #onOpenShip(this: CrewSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const ship = target.dataset.uuid ? ((await fromUuid(target.dataset.uuid)) as AnyActor | null) : null;
    await ship?.sheet?.render({ force: true });
  }
}

export class WeaponSheet extends HandlebarsApplicationMixin(ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["cepheus", "sheet", "weapon-sheet"],
    position: { width: 460, height: 620 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  static override PARTS = WEAPON_PARTS;

  protected override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ItemSheetV2["_prepareContext"]>[0],
  ) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const sys = item.system;
    const views = sys instanceof WeaponData ? await loadViews() : null;
    if (!(sys instanceof WeaponData) || !views) return context;
    const ship = item.parent?.system;
    const view = views.weaponView(
      {
        name: item.name ?? "",
        img: item.img ?? "",
        kind: sys.kind,
        mount: sys.mount,
        mountId: sys.mountId,
        damage: sys.damage,
        tl: sys.tl,
        missileType: sys.missileType,
        description: sys.description ?? "",
        shipMounts: ship instanceof ShipData ? ship.mounts.map((m) => ({ id: m.id, name: m.name || m.id })) : [],
        mountKinds: WEAPON_MOUNTS,
        editable: this.isEditable,
      },
      translator(),
    );
    const TextEditor = foundry.applications.ux.TextEditor.implementation;
    const descriptionHTML = await TextEditor.enrichHTML(sys.description ?? "", { relativeTo: item as never });
    return Object.assign(context, { view, descriptionHTML, uuid: item.uuid });
  }
}
