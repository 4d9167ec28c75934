// The token ruler of the space combat system: core's ruler (CONFIG.Token.rulerClass, a TokenRuler subclass in v13 and
// v14) with, at the point a dragged ship token would stop, the band to each other ship of its engagement and the
// difficulty and DM of the ship's weapons at that band. Thin: the context of the destination's label gains
// `cepheusRanges` (src/apps/canvas/ruler-ranges.ts), and our label template shows core's own label (core's template,
// loaded as a partial) followed by the read-out, both in one root element (core makes one element of a label). Releasing the token changes the bands through the tracker's
// updateToken handler, as any token move does (GM-pinned pairs keep their band).
import { templatePath } from "../../base/system-id";
import { translator } from "../sheets/i18n";
import type { Point } from "./range-readout";
import { rulerRanges, type RulerToken } from "./ruler-ranges";

/** Core's waypoint label (v13 and v14 TokenRuler.WAYPOINT_LABEL_TEMPLATE), rendered first by ours as a partial. */
export const CORE_WAYPOINT_LABEL = "templates/hud/waypoint-label.hbs";
export const WAYPOINT_LABEL = templatePath("canvas/waypoint-label.hbs");

/** The parts of a TokenRulerWaypoint (v13 TokenRulerWaypointData, v14 _TokenRulerWaypoint) the read-out reads. */
export interface WaypointLike {
  center?: Point;
  next?: unknown;
  stage?: string;
}

interface RulerInstance {
  readonly token: unknown;
  _getWaypointLabelContext(waypoint: unknown, state: unknown): unknown;
}

export type RulerClass = abstract new (...args: any[]) => RulerInstance;

/**
 * The label context of `waypoint` with the range read-out added: only at the last waypoint of a planned move (the
 * drag preview), only for a ship of a running engagement on a scene with a kilometre scale. Anything else, and a
 * context core chose not to give (no label), is returned as it came.
 */
export function withRanges(context: unknown, waypoint: WaypointLike, token: unknown): unknown {
  if (!context || typeof context !== "object") return context;
  if (waypoint.next || !waypoint.center || (waypoint.stage !== undefined && waypoint.stage !== "planned"))
    return context;
  try {
    const ranges = rulerRanges(token as RulerToken, waypoint.center, translator());
    if (ranges) Object.assign(context, { cepheusRanges: ranges });
  } catch (err) {
    // a read-out that cannot be made must never break core's ruler
    console.error("cepheus-space-combat | ruler range read-out:", err);
  }
  return context;
}

/** Core's (or the configured) token ruler with the range read-out. */
export function defineShipRuler<B extends RulerClass>(Base: B): B {
  abstract class CepheusTokenRuler extends Base {
    static WAYPOINT_LABEL_TEMPLATE = WAYPOINT_LABEL;

    override _getWaypointLabelContext(waypoint: unknown, state: unknown): unknown {
      return withRanges(super._getWaypointLabelContext(waypoint, state), waypoint as WaypointLike, this.token);
    }
  }
  return CepheusTokenRuler;
}

/** Init: wrap the configured token ruler; preload core's label as a partial of ours. */
export function registerShipRuler(): void {
  const config = (CONFIG as unknown as { Token?: { rulerClass?: RulerClass } }).Token;
  const Base =
    config?.rulerClass ??
    (foundry as unknown as { canvas?: { placeables?: { tokens?: { TokenRuler?: RulerClass } } } }).canvas?.placeables
      ?.tokens?.TokenRuler;
  if (!config || !Base) return;
  config.rulerClass = defineShipRuler(Base);
  const handlebars = (
    foundry.applications as unknown as { handlebars?: { loadTemplates?(paths: string[]): Promise<unknown> } }
  ).handlebars;
  void handlebars
    ?.loadTemplates?.([CORE_WAYPOINT_LABEL, WAYPOINT_LABEL])
    ?.catch((err: unknown) => console.error("cepheus-space-combat | ruler label templates:", err));
}
