// The ship sheet's header: the combat banner (round, whose turn, reactions left, the fleet's communications) and the
// Hull, Structure and Armor pools at a glance.
import { actsInConcert, cutOff, flagshipOf } from "../../../rules/engagement/comms";
import { currentShipId } from "../../../rules/engagement/validation";
import type { EngagementState } from "../../../rules/engagement/state";
import { offersNpcTurn } from "../../sidebar/tracker-view/npc";
import type { ShipViewContext } from "./context";
import type { PoolView, ShipHeaderView, Translator } from "./types";

export function pool(p: { value: number; max: number }): PoolView {
  const pct = p.max > 0 ? Math.max(0, Math.min(100, Math.round((100 * p.value) / p.max))) : 0;
  return { value: p.value, max: p.max, pct, low: p.max > 0 && p.value * 4 <= p.max };
}

/** "4", or "3 of 4" when damage has cut the thrust (as the tracker writes it). */
export function thrustText({ ship, fx, t }: ShipViewContext): string {
  return fx.thrust === ship.thrust
    ? String(ship.thrust)
    : t.format("CEPHEUS.Thrust.cut", { current: fx.thrust, design: ship.thrust });
}

/**
 * The ship's fleet and its communications in words (rulings R102–R104): flagship, in concert with the flagship, or cut
 * off (its links are down: no fleet Tactics, and nobody can act in concert with it). Nothing for a ship alone on its
 * side with no fleet to speak of.
 */
function fleetBanner(
  t: Translator,
  state: EngagementState,
  shipId: string,
): { text: string; cutOff: boolean } | undefined {
  const m = state.memory;
  const flagship = flagshipOf(m, m.ships[shipId].side);
  if (cutOff(m, shipId))
    return {
      text: t.localize(flagship !== undefined ? "CEPHEUS.Sheet.Banner.CutOffFleet" : "CEPHEUS.Sheet.Banner.CommsDown"),
      cutOff: true,
    };
  if (flagship === shipId) return { text: t.localize("CEPHEUS.Sheet.Banner.Flagship"), cutOff: false };
  if (flagship !== undefined && actsInConcert(m, shipId))
    return { text: t.localize("CEPHEUS.Sheet.Banner.InFleet"), cutOff: false };
  if (flagship !== undefined) return { text: t.localize("CEPHEUS.Sheet.Banner.FlagshipOutOfTouch"), cutOff: true };
  return undefined;
}

function banner({ input, t, state, combatState, shipId }: ShipViewContext): ShipHeaderView["banner"] {
  if (!input.inCombat || !state || !combatState)
    return { inCombat: false, text: t.localize("CEPHEUS.Sheet.Banner.OutsideCombat"), yourTurn: false };
  const current = currentShipId(state);
  const left = Math.max(0, (combatState.reactionsBudget ?? 0) - combatState.reactionsSpent);
  const whose =
    current === shipId
      ? t.localize("CEPHEUS.Sheet.Banner.YourTurn")
      : current
        ? t.format("CEPHEUS.Sheet.Banner.Waiting", { ship: input.shipNames?.[current] ?? current })
        : t.localize("CEPHEUS.Sheet.Banner.NoTurn");
  const out: ShipHeaderView["banner"] = {
    inCombat: true,
    yourTurn: current === shipId,
    text: t.format("CEPHEUS.Sheet.Banner.InCombat", {
      round: state.memory.round,
      whose,
      left,
      total: combatState.reactionsBudget ?? 0,
    }),
  };
  const fleet = fleetBanner(t, state, shipId);
  if (fleet) out.fleet = fleet;
  return out;
}

export function headerView(ctx: ShipViewContext): ShipHeaderView {
  const { input, t, ship, fx } = ctx;
  return {
    banner: banner(ctx),
    hull: pool(ship.hull),
    hullGone:
      !fx.hullBreached || fx.destroyed
        ? null
        : t.localize(
            fx.disabled && input.engagement?.memory.options?.hullZero === "disabled"
              ? "CEPHEUS.Sheet.HullGoneDisabled"
              : "CEPHEUS.Sheet.HullGone",
          ),
    structure: pool(ship.structure),
    armor: pool(ship.armor),
    thrust: thrustText(ctx),
    npcTurn:
      input.inCombat &&
      !!ctx.state &&
      ctx.combatState !== undefined &&
      offersNpcTurn(ctx.state.memory, currentShipId(ctx.state), ctx.shipId, input.isGM, input.playerShip !== false),
  };
}
