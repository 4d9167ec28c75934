// A salvo on the map, beside the combat tracker: the ISS Vigilant's smart missiles, launched at Very Long range in
// round 1, halfway to the Red Kestrel in round 2. The salvo token is the one the system's own reconciler made on a
// Scene document (src/apps/canvas/salvo-map), drawn with its real art at its real place; the page has no Foundry
// canvas, so the map is drawn here: a starfield with the scene's grid, the two ship tokens as markers. Hovering the
// salvo token is played through the system's own hover handler: its tooltip beside the token and its tracker row
// marked.
import { renderTemplateSync } from "../../harness/templates";
import { TEMPLATES, trackerView } from "../../../src/apps/sidebar/tracker";
import { salvoMap } from "../../../src/apps/canvas/salvo-map/load";
import { perform } from "../../../src/play/perform";
import { MISSILE_SEAT } from "../demo-battle";
import type { Scene, SceneContext } from "../scene-kit";

/** Pixels of the picture per scene pixel. */
const SCALE = 0.62;
const GRID = 100;

type TokenDoc = {
  x: number;
  y: number;
  width: number;
  height: number;
  name?: string;
  texture?: { src?: string };
  actorId?: string | null;
};

async function must(what: string, p: ReturnType<typeof perform>): Promise<void> {
  const r = await p;
  if (!r.ok) throw new Error(`${what} refused: ${r.refusal?.reason}`);
}

/** A ship token as a marker with its name (the page has no canvas to draw the ship's own token art). */
function shipMarker(t: TokenDoc, name: string): HTMLElement {
  const el = document.createElement("div");
  const size = t.width * GRID * SCALE;
  el.style.cssText = `position:absolute;left:${t.x * SCALE}px;top:${t.y * SCALE}px;width:${size}px;height:${size}px;`;
  el.innerHTML =
    `<svg viewBox="0 0 100 100" width="${size}" height="${size}" aria-hidden="true">` +
    `<circle cx="50" cy="50" r="46" fill="#1d2a3f" stroke="#9fb7d6" stroke-width="4"/>` +
    `<path d="M50 14 L70 70 L50 60 L30 70 Z" fill="#c9d6e6" stroke="#0b1220" stroke-width="3" transform="rotate(90 50 50)"/>` +
    `</svg>`;
  const label = document.createElement("div");
  label.textContent = name;
  label.style.cssText =
    "position:absolute;top:100%;left:50%;transform:translateX(-50%);white-space:nowrap;margin-top:2px;" +
    "padding:0 4px;border-radius:3px;background:rgba(0,0,0,0.7);color:#f0f0f0;font-size:12px;";
  el.append(label);
  return el;
}

async function salvoOnTheMap(ctx: SceneContext): Promise<HTMLElement> {
  const w = await ctx.engaged({ range: "veryLong" });
  const combat = w.combat!;
  const scene = (await Scene.create({
    name: "Space",
    grid: { type: 1, size: GRID, distance: 1, units: "" },
  } as never)) as Scene.Implementation;
  const [ft, ct] = (await scene.createEmbeddedDocuments("Token", [
    { actorId: w.frigate.id, actorLink: true, x: 60, y: 240, disposition: 1 },
    { actorId: w.corsair.id, actorLink: true, x: 940, y: 60, disposition: -1 },
  ] as never)) as unknown as (TokenDoc & { id: string })[];
  await combat.updateEmbeddedDocuments("Combatant", [
    { _id: w.fid, tokenId: ft.id, sceneId: scene.id },
    { _id: w.cid, tokenId: ct.id, sceneId: scene.id },
  ] as never);
  // round 1: turret 2's three smart missiles away (launch check 8); both turns end: round 2, the salvo halfway
  ctx.script([8, 2]);
  await must("the launch", perform({ type: "attack", shipId: w.fid, seat: MISSILE_SEAT, targetId: w.cid }, { combat }));
  await must("the Vigilant's turn", perform({ type: "endTurn", shipId: w.fid }, { combat }));
  await must("the Kestrel's turn", perform({ type: "endTurn", shipId: w.cid }, { combat }));
  const map = (await salvoMap())!;
  await map.reconciled();

  const host = document.createElement("div");
  host.className = "cepheus-screenshot-salvo-map";
  host.style.cssText = "position:absolute;left:12px;top:12px;display:flex;gap:12px;align-items:flex-start;";
  const board = document.createElement("div");
  board.setAttribute("role", "img");
  board.setAttribute("aria-label", scene.name ?? "");
  board.style.cssText =
    `position:relative;width:${1100 * SCALE}px;height:${420 * SCALE}px;border-radius:4px;overflow:visible;` +
    `background-color:#070b16;background-image:radial-gradient(circle at 20% 30%, rgba(255,255,255,0.5) 0 1px, transparent 1.5px),` +
    `radial-gradient(circle at 70% 80%, rgba(255,255,255,0.4) 0 1px, transparent 1.5px),` +
    `linear-gradient(rgba(140,170,220,0.16) 1px, transparent 1px),linear-gradient(90deg, rgba(140,170,220,0.16) 1px, transparent 1px);` +
    `background-size:97px 89px,131px 113px,${GRID * SCALE}px ${GRID * SCALE}px,${GRID * SCALE}px ${GRID * SCALE}px;`;
  let salvo: TokenDoc | null = null;
  for (const t of scene.tokens as unknown as Iterable<TokenDoc>) {
    if (map.salvoRefOf(t)) {
      salvo = t;
      const img = document.createElement("img");
      img.src = t.texture!.src!;
      img.alt = t.name ?? "";
      const size = t.width * GRID * SCALE;
      img.style.cssText = `position:absolute;left:${t.x * SCALE}px;top:${t.y * SCALE}px;width:${size}px;height:${size}px;`;
      board.append(img);
    } else board.append(shipMarker(t, t.actorId === w.frigate.id ? w.frigate.name! : w.corsair.name!));
  }
  if (!salvo) throw new Error("no salvo token on the scene");

  const tracker = document.createElement("div");
  tracker.className = "cepheus-screenshot-sidebar";
  tracker.style.cssText = "width:340px;";
  const view = trackerView(combat, game.user as User.Implementation);
  tracker.innerHTML = `<section id="combat" class="tab sidebar-tab combat-sidebar">${renderTemplateSync(TEMPLATES.tracker, { view })}</section>`;
  host.append(board, tracker);
  ctx.stage.append(host);

  // the pointer on the salvo token: the system's own hover handler draws its tooltip and marks its tracker row
  const g = globalThis as unknown as { canvas?: unknown; ui: { combat?: unknown } };
  const before = { canvas: g.canvas, combat: g.ui.combat };
  g.canvas = { app: { view: board }, stage: { scale: { x: SCALE } }, scene };
  g.ui.combat = { viewed: combat, element: tracker };
  try {
    map.onHoverToken(
      { document: salvo, w: salvo.width * GRID, worldTransform: { tx: salvo.x * SCALE, ty: salvo.y * SCALE } },
      true,
    );
  } finally {
    g.canvas = before.canvas;
    g.ui.combat = before.combat;
  }
  return host;
}

export const scenes: Scene[] = [
  {
    name: "salvo-map",
    title:
      "A salvo on the map: the Vigilant's smart missiles halfway to the Red Kestrel in round 2, their tooltip, and their row in the tracker marked",
    async setup(ctx) {
      return salvoOnTheMap(ctx);
    },
  },
];
