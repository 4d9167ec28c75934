// Scenes of the sheets: the ship sheet (stations, weapons, systems, details; GM and player), the crew sheet, a
// weapon's sheet, the action dialog and the gunner's attack card, all from the demo fight (../demo-battle.ts).
import { CrewSheet, WeaponSheet } from "../../../src/apps/sheets/crew-sheet";
import { linkShip } from "../../../src/apps/sheets/link";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { demoBattle, GUNNER_SEAT, type Moment } from "../demo-battle";
import type { Scene, SceneContext } from "../scene-kit";
import type { SheetMode } from "../../../src/apps/sheets/ship-view/types";

/** The Vigilant's sheet in her turn (before or after her gunners fired), as the GM or Alice sees it. */
async function shipSheet(
  tab: string,
  ctx: SceneContext,
  who: "gm" | "alice" = "gm",
  height = 860,
  moment: Moment = "fired",
  mode: SheetMode = "play",
) {
  const w = await demoBattle(ctx, moment);
  ctx.setUser(who);
  const sheet = new ShipSheet({ document: w.frigate });
  sheet.tabGroups.primary = tab;
  await ctx.place(sheet, { width: 800, height });
  if (mode !== sheet.mode) await sheet.setMode(mode);
  return { w, sheet };
}

/** Keep in the chat log only the messages with these ids (a scene's card and the reactions it offered). */
export function onlyMessages(ctx: SceneContext, ids: readonly string[]): HTMLElement {
  for (const li of [...ctx.chatLog.querySelectorAll<HTMLElement>(".chat-message")])
    if (!ids.includes(li.dataset.messageId ?? "")) li.remove();
  return ctx.chatLog;
}

export const scenes: Scene[] = [
  {
    name: "ship-stations",
    title:
      "Ship sheet, Stations tab in Play mode (GM): the ISS Vigilant in round 1, her turn begun, the actions possible now",
    async setup(ctx) {
      // tall enough to show every station at once (a browser check keeps the list within it)
      await shipSheet("stations", ctx, "gm", 1450, "ready");
    },
  },
  {
    name: "ship-stations-edit",
    title:
      "Ship sheet, Stations tab in Edit mode (GM): seating, Unseat, skill boxes, empty places to fill, every station",
    themes: ["dark"],
    async setup(ctx) {
      await shipSheet("stations", ctx, "gm", 1450, "ready", "edit");
    },
  },
  {
    name: "ship-stations-player",
    title: "Ship sheet, Stations tab as Alice (Play): her gunner's and sensors seats first, the other stations folded",
    themes: ["dark"],
    async setup(ctx) {
      await shipSheet("stations", ctx, "alice", 1450, "ready");
    },
  },
  {
    name: "ship-weapons",
    title:
      "Ship sheet, Weapons tab in Edit mode: turrets with gunners, the shared magazine, mount damage, Remove/Delete",
    themes: ["dark"],
    async setup(ctx) {
      await shipSheet("weapons", ctx, "gm", 860, "fired", "edit");
    },
  },
  {
    name: "ship-systems",
    title: "Ship sheet, Systems tab: Hull and Structure bars, armor, damage tracks with the effect in force",
    async setup(ctx) {
      await shipSheet("systems", ctx);
    },
  },
  {
    name: "ship-details",
    title: "Ship sheet, Details tab",
    themes: ["light"],
    async setup(ctx) {
      await shipSheet("details", ctx);
    },
  },
  {
    name: "crew",
    title: "Crew sheet: PO Renata Skau, the Vigilant's gunner (UPP, skills, END damage, 40 rads, her station)",
    async setup(ctx) {
      const w = await demoBattle(ctx, "fired");
      const gunner = Object.values(w.crew).find((c) => c.name === "PO Renata Skau")!;
      await ctx.place(new CrewSheet({ document: gunner }), { width: 560, height: 820 });
    },
  },
  {
    name: "weapon-sheet",
    title: "Weapon sheet: Beam Laser A of the Vigilant's turret 1",
    themes: ["dark"],
    async setup(ctx) {
      const w = await demoBattle(ctx, "fired");
      const laser = [...w.frigate.items].find((i) => i.name === "Beam Laser A")!;
      await ctx.place(new WeaponSheet({ document: laser }), { width: 460 });
    },
  },
  {
    name: "action-dialog",
    title: "Action dialog: the gunner's Attack on the Red Kestrel, with weapons and every DM from the rules engine",
    async setup(ctx) {
      const w = await demoBattle(ctx, "ready");
      const link = linkShip(w.frigate);
      // loaded as the system loads it (its own chunk), so the page has no static copy of the dialog
      const { ActionDialog } = await import("../../../src/apps/dialogs/action-dialog");
      const dialog = new ActionDialog({
        state: link.state,
        shipId: link.shipId,
        seat: GUNNER_SEAT,
        action: "attack",
        inCombat: true,
        seatName: "PO Renata Skau",
        mountNames: { turret1: "Turret 1 (beam lasers)" },
        weaponNames: Object.fromEntries([...w.frigate.items].map((i) => [i.id!, i.name ?? ""])),
      });
      await ctx.place(dialog, { width: 440 });
    },
  },
  {
    name: "chat-attack",
    title: "Chat: the gunner's beam-laser attack card and the reactions it offers the Red Kestrel",
    async setup(ctx) {
      const w = await demoBattle(ctx, "fired");
      return onlyMessages(ctx, w.posted.beams);
    },
  },
];
