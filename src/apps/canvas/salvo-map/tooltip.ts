// What hovering a salvo token tells: the launcher, the target, the missiles left, the turns to impact and the roll
// they hit on, as the tracker's salvo row tells it to the same viewer (the GM everything; a player only salvos
// launched by or aimed at their side, names as they may know them). Pure: the words come from `t`.
import type { SalvoView } from "../../sidebar/tracker-view/types";

type T = (key: string, data?: Record<string, string>) => string;

/** The lines of a salvo's tooltip. */
export function salvoTooltip(view: SalvoView, t: T): string[] {
  const turns = String(view.turnsToImpact);
  const lines = [
    t("CEPHEUS.Salvo.Tooltip.Launcher", { ship: view.attacker }),
    t("CEPHEUS.Salvo.Tooltip.Target", { ship: view.target }),
    t("CEPHEUS.Salvo.Tooltip.Missiles", { count: String(view.count), type: t(view.missileType) }),
    t(view.impact, { turns }),
    t("CEPHEUS.Tracker.ToHit", { toHit: String(view.toHit) }),
  ];
  if (view.smart) lines.push(t("CEPHEUS.Tracker.Fuel", { turns: String(view.fuel) }));
  return lines;
}
