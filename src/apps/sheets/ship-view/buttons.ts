// A station button as the sheet and Token Action HUD show it: label, cost badge, and why it cannot be used now.
import type { ActionCost, ActionVerdict, ButtonReason, StationActionType } from "../actions";
import type { ButtonView, Translator } from "./types";

/** The lang keys of the cost badges' letters. */
export const COST_LETTER: Record<ActionCost, string> = {
  minor: "CEPHEUS.Sheet.Cost.minorShort",
  significant: "CEPHEUS.Sheet.Cost.significantShort",
  reaction: "CEPHEUS.Sheet.Cost.reactionShort",
  free: "CEPHEUS.Sheet.Cost.freeShort",
};

function reasonText(t: Translator, r: ButtonReason | undefined): string {
  if (!r) return "";
  return t.localize(r.scope === "rules" ? `CEPHEUS.Reason.${r.code}` : `CEPHEUS.Sheet.Reason.${r.code}`);
}

/**
 * One station button: its label, cost, and whether it can be used now, with the reason when not (not the user's seat,
 * no engagement, or the rules' or sheet's refusal). The sheet's buttons and the Token Action HUD's actions are these.
 */
export function stationButton(
  t: Translator,
  seat: number,
  action: StationActionType,
  cost: ActionCost,
  verdict: ActionVerdict | null,
  canAct: boolean,
  /** the ship's id, to give the reason an element id that screen readers reach (aria-describedby) */
  shipId = "",
): ButtonView {
  const label = t.localize(`CEPHEUS.Action.${action}.label`);
  const hint = t.localize(`CEPHEUS.Action.${action}.hint`);
  const enabled = canAct && !!verdict?.ok;
  const reason = !canAct
    ? t.localize("CEPHEUS.Sheet.Reason.notYourSeat")
    : verdict?.ok
      ? ""
      : verdict
        ? reasonText(t, verdict.reason)
        : t.localize("CEPHEUS.Sheet.Reason.noEngagement");
  return {
    action,
    seat,
    cost,
    costLabel: t.localize(`CEPHEUS.Sheet.Cost.${cost}`),
    costLetter: t.localize(COST_LETTER[cost]),
    label,
    ariaLabel: `${label} (${t.localize(`CEPHEUS.Sheet.Cost.${cost}`)})`,
    tooltip: reason ? `${hint} — ${reason}` : hint,
    enabled,
    reason,
    reasonId: reason ? `cepheus-why-${shipId.replace(/[^\w-]/g, "")}-${seat}-${action}` : "",
    stateClass: enabled ? "" : " unavailable",
    ariaDisabled: enabled ? "false" : "true",
  };
}
