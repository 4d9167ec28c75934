// Stand-in for core's token ruler, as far as the system's ruler subclasses it: the class
// foundry.canvas.placeables.tokens.TokenRuler (v13 API classes/foundry.canvas.placeables.tokens.TokenRuler.html:
// static WAYPOINT_LABEL_TEMPLATE "templates/hud/waypoint-label.hbs", the protected `_getWaypointLabelContext(waypoint,
// state)`; v14 API modules/foundry.canvas.placeables.tokens.html lists the same class) configured as
// CONFIG.Token.rulerClass (v14 API variables/CONFIG.Token.html: `rulerClass: typeof TokenRuler`; Draw Steel and
// Crucible set it to their subclass). A ruler belongs to a Token placeable (`token`); its waypoints are
// TokenRulerWaypoints (v13 API interfaces/foundry.types.TokenRulerWaypointData.html, v14
// interfaces/foundry.types._TokenRulerWaypoint.html): `center` (the token's centre there, pixels), `next` (null at
// the last), `stage` ("passed" | "pending" | "planned"), `hidden`, `measurement`.
//
// Not modelled: drawing, the label's placement, pathfinding, movement costs. The base context is the stand-in's own
// (`{distance: {total}}`): nothing of ours may read core's context, only add to it; the stand-in gives no context for
// a hidden waypoint (core may give none: the method returns `object | void` on the v13 page), so our subclass must
// pass an absent context through. `dragLabels` plays core's part in a drag: one context per waypoint, in order, with
// one `state` object shared along the path, each rendered with the class's WAYPOINT_LABEL_TEMPLATE. Core's own label
// template is not public text; `CORE_LABEL_STAND_IN` stands for it when our template includes it as a partial. Core
// turns each rendered label into one element (`foundry.utils.parseHTML`, then style properties set on it): a label
// of no or several root elements throws a TypeError here, as it does in core.
// Import BEFORE bootSystem() (registration wraps the configured class) and after chat.ts (it sets the template source).
import { Hooks } from "./hooks";
import { getTemplate, setTemplateSource } from "./templates";
import { nodeTemplateSource } from "./templates-node";
import type { AnyObject } from "./utils";

const g = globalThis as any;

export interface WaypointStandIn {
  center: { x: number; y: number };
  next: WaypointStandIn | null;
  previous: WaypointStandIn | null;
  stage: "passed" | "pending" | "planned";
  hidden: boolean;
  index: number;
  measurement: { distance: number };
}

export class TokenRuler {
  static WAYPOINT_LABEL_TEMPLATE = "templates/hud/waypoint-label.hbs";
  readonly #token: unknown;

  constructor(token: unknown) {
    this.#token = token;
  }

  get token(): unknown {
    return this.#token;
  }

  _getWaypointLabelContext(waypoint: WaypointStandIn, _state: AnyObject): AnyObject | undefined {
    if (waypoint.hidden) return undefined;
    return { distance: { total: waypoint.measurement.distance } };
  }
}

// Core's Token placeable, as far as the system's tooltip subclasses it (v13 and v14 API
// classes/foundry.canvas.placeables.Token.html; CONFIG.Token.objectClass, v14 API variables/CONFIG.Token.html): built
// on its TokenDocument (`document`, `actor` is the document's), a `tooltip` text whose content is `_getTooltipText()`
// (set by `_refreshTooltip`, the `refreshTooltip` render flag's work), and `renderFlags.set(flags)` that only marks:
// nothing is redrawn until `applyRenderFlags()` (core applies them on the next frame). The base text is the stand-in's
// own (the document's elevation when it is not 0; core formats it with the scene's units): a subclass may only add.
export class Token {
  readonly document: any;
  readonly tooltip = { text: "" };
  readonly #pending = new Set<string>();
  readonly renderFlags = {
    set: (flags: Record<string, boolean>): void => {
      for (const [flag, on] of Object.entries(flags)) if (on) this.#pending.add(flag);
    },
  };

  constructor(document: unknown) {
    this.document = document;
  }

  get actor(): unknown {
    return this.document?.actor ?? null;
  }

  _getTooltipText(): string {
    const elevation = Number(this.document?.elevation ?? 0);
    return elevation ? String(elevation) : "";
  }

  _refreshTooltip(): void {
    this.tooltip.text = this._getTooltipText();
  }

  applyRenderFlags(): void {
    if (this.#pending.has("refreshTooltip")) this._refreshTooltip();
    this.#pending.clear();
  }
}

/** A placeable of the configured class (CONFIG.Token.objectClass) for `document`, its tooltip drawn once. */
export function drawToken(document: unknown): Token {
  const Cls = g.CONFIG.Token.objectClass as typeof Token;
  const token = new Cls(document);
  token._refreshTooltip();
  return token;
}

/** The user controls exactly `tokens` (canvas.tokens.controlled, the TokenLayer's controlled placeables). */
export function controlTokens(tokens: Token[]): void {
  g.canvas ??= {};
  g.canvas.tokens = { controlled: tokens };
  Hooks.callAll("controlToken", tokens[0] ?? null, tokens.length > 0);
}

/** Core's Token#setTarget for the current user: their `targets` set changes, then the targetToken hook fires. */
export function setTarget(token: Token, targeted: boolean): void {
  const user = g.game.user;
  if (!(user.targets instanceof Set)) user.targets = new Set();
  if (targeted) user.targets.add(token);
  else user.targets.delete(token);
  Hooks.callAll("targetToken", user, token, targeted);
}

/** The stand-in's text for core's waypoint label (registered as the partial our label template includes). */
export const CORE_LABEL_STAND_IN = '<div class="waypoint-label core-stand-in">{{distance.total}}</div>';

g.foundry.canvas ??= {};
g.foundry.canvas.placeables ??= {};
g.foundry.canvas.placeables.tokens ??= {};
g.foundry.canvas.placeables.tokens.TokenRuler ??= TokenRuler;
g.CONFIG.Token.rulerClass ??= TokenRuler;
g.foundry.canvas.placeables.Token ??= Token;
g.CONFIG.Token.objectClass ??= Token;
// core's label is served by the stand-in's template source too (loadTemplates of its path registers the stand-in text)
setTemplateSource((p) => (p === TokenRuler.WAYPOINT_LABEL_TEMPLATE ? CORE_LABEL_STAND_IN : nodeTemplateSource(p)));

/** Waypoints from the token's centre through `points` (scene pixels, centres), all planned (a drag preview). */
export function plannedPath(
  from: { x: number; y: number },
  points: { x: number; y: number }[],
  gridSize: number,
): WaypointStandIn[] {
  const all = [from, ...points];
  const out: WaypointStandIn[] = [];
  let distance = 0;
  all.forEach((p, i) => {
    if (i) distance += Math.hypot(p.x - all[i - 1].x, p.y - all[i - 1].y) / gridSize;
    out.push({
      center: p,
      next: null,
      previous: out[i - 1] ?? null,
      stage: "planned",
      hidden: false,
      index: i,
      measurement: { distance },
    });
  });
  out.forEach((w, i) => (w.next = out[i + 1] ?? null));
  return out;
}

const VOID_ELEMENTS = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

/** How many top-level elements an HTML string holds (tags counted by depth; comments skipped; void and self-closed
 * elements open nothing). Enough for label templates: no raw `<` inside attribute values. */
export function rootElementCount(html: string): number {
  let depth = 0;
  let roots = 0;
  for (const m of html.replace(/<!--[\s\S]*?-->/g, "").matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, tag, selfClosed] = m;
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (depth === 0) roots++;
    if (!selfClosed && !VOID_ELEMENTS.has(tag.toLowerCase())) depth++;
  }
  return roots;
}

/**
 * Core's label element: core parses the rendered label with `foundry.utils.parseHTML`, which gives one HTMLElement
 * only when the string holds one top-level element (an HTMLCollection for several, null for none), then sets style
 * properties on it; anything but one element throws a TypeError there.
 */
function labelElement(html: string): string {
  const roots = rootElementCount(html);
  if (roots !== 1)
    throw new TypeError(
      `Cannot read properties of ${roots ? "an HTMLCollection" : "null"} (setting style): a waypoint label has ${roots} root elements`,
    );
  return html;
}

/** Core's part in a drag: the label context of each waypoint (one state along the path) and its rendered label. */
export function dragLabels(
  token: unknown,
  path: WaypointStandIn[],
): { context: AnyObject | undefined; html: string }[] {
  const Ruler = g.CONFIG.Token.rulerClass as typeof TokenRuler;
  const ruler = new Ruler(token);
  const state: AnyObject = {};
  return path.map((w) => {
    const context = ruler._getWaypointLabelContext(w, state);
    return {
      context,
      html: context
        ? labelElement(getTemplate(Ruler.WAYPOINT_LABEL_TEMPLATE)(context, { allowProtoPropertiesByDefault: true }))
        : "",
    };
  });
}
