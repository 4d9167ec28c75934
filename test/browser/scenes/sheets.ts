// Scenes of the sheets engineer: the ship sheet (stations, weapons, systems; GM and player), the crew sheet, the
// action dialog and an attack card in the chat log.
import { CrewSheet } from "../../../src/apps/sheets/crew-sheet";
import { linkShip } from "../../../src/apps/sheets/link";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { runStationAction } from "../../../src/apps/sheets/station-action";
import type { Scene } from "../scene-kit";

async function shipSheet(tab: string, ctx: Parameters<Scene["setup"]>[0], who: "gm" | "alice" = "gm", height = 860) {
  const w = await ctx.engaged();
  ctx.setUser(who);
  const sheet = new ShipSheet({ document: w.frigate });
  sheet.tabGroups.primary = tab;
  await ctx.place(sheet, { width: 800, height });
  return { w, sheet };
}

export const scenes: Scene[] = [
  {
    name: "ship-stations",
    title: "Ship sheet, Stations tab (GM): the Patrol Frigate in combat, its turn, crew seated, damage taken",
    async setup(ctx) {
      // tall enough to show every station at once
      await shipSheet("stations", ctx, "gm", 1950);
    },
  },
  {
    name: "ship-stations-player",
    title: "Ship sheet, Stations tab as Alice: only her gunner and navigator can act; the ship is read-only",
    themes: ["dark"],
    async setup(ctx) {
      await shipSheet("stations", ctx, "alice", 1950);
    },
  },
  {
    name: "ship-weapons",
    title: "Ship sheet, Weapons tab: turrets with gunners, ammunition, mount damage",
    themes: ["dark"],
    async setup(ctx) {
      await shipSheet("weapons", ctx);
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
    title: "Crew sheet: PO Renata Skau (UPP, skills, END damage, 40 rads, her station)",
    async setup(ctx) {
      const w = await ctx.world({ combat: false });
      const gunner = Object.values(w.crew).find((c) => c.name === "PO Renata Skau")!;
      await ctx.place(new CrewSheet({ document: gunner }), { width: 560, height: 820 });
    },
  },
  {
    name: "action-dialog",
    title: "Action dialog: the gunner's Attack, with target, weapons and every DM from the rules engine",
    async setup(ctx) {
      const w = await ctx.engaged();
      const link = linkShip(w.frigate);
      // loaded as the system loads it (its own chunk), so the page has no static copy of the dialog
      const { ActionDialog } = await import("../../../src/apps/dialogs/action-dialog");
      const dialog = new ActionDialog({
        state: link.state,
        shipId: link.shipId,
        seat: 3,
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
    title: "Chat: the gunner's beam-laser attack card",
    async setup(ctx) {
      const w = await ctx.engaged();
      ctx.chatLog.replaceChildren();
      ctx.script([10, 2], [5, 1], [6, 2], [9, 2], [3, 1]);
      await runStationAction(w.frigate, 3, "attack", { skipDialog: true });
      return ctx.chatLog;
    },
  },
];
