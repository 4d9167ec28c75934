// The token placeable of the space combat system: core's Token (CONFIG.Token.objectClass, a Token subclass in v13 and
// v14) whose tooltip, on a ship the user targets, adds the band between the user's ship and it and the user's ship's
// best attack DM there (targetTooltipText). The user's ship is the ship of their first controlled token, else their
// assigned character when that is a ship. Thin: the finding is targetTooltip, the words tooltip-text.ts; the tooltip
// is redrawn through core's refreshTooltip render flag when the user targets or releases a token, controls another
// token, or the engagement changes (src/registration/listeners.ts).
import { isShipActor } from "../../play/ships";
import { rangeBetween } from "../../rules/engagement/state";
import { translator } from "../sheets/i18n";
import { linkShip, type AnyActor } from "../sheets/link";
import { weaponsAtBand } from "./range-readout";
import { targetTooltipText } from "./tooltip-text";

/** The parts of a Token placeable the tooltip reads and refreshes. */
export interface TooltipToken {
  document?: { id?: string | null } | null;
  actor?: unknown;
  renderFlags?: { set(flags: Record<string, boolean>): void };
}

interface TokenInstance {
  _getTooltipText(): string;
}

export type TokenClass = abstract new (...args: any[]) => TokenInstance;

type CanvasLike = { tokens?: { controlled?: readonly TooltipToken[] } } | undefined;

/** The ship the user acts for: their first controlled ship token's actor, else their assigned character if a ship. */
export function ownShip(): AnyActor | null {
  const controlled = (globalThis as { canvas?: CanvasLike }).canvas?.tokens?.controlled ?? [];
  for (const token of controlled) if (isShipActor(token.actor)) return token.actor;
  const character = (game.user as unknown as { character?: unknown } | null)?.character;
  return isShipActor(character) ? character : null;
}

function targetsOfUser(): Set<unknown> | null {
  const targets = (game.user as unknown as { targets?: Set<unknown> } | null)?.targets;
  return targets instanceof Set ? targets : null;
}

/**
 * The tooltip line for `token`: only when the user targets it and it is another ship of the engagement the user's
 * ship fights in; else "". The band is the engagement's stored band for the pair, as the action dialog uses it.
 */
export function targetTooltip(token: TooltipToken): string {
  const tokenId = token.document?.id;
  if (!tokenId || !targetsOfUser()?.has(token)) return "";
  const own = ownShip();
  if (!own) return "";
  const link = linkShip(own);
  if (!link.combat) return "";
  const target = [...link.combat.combatants].find(
    (c) => (c as unknown as { tokenId?: string | null }).tokenId === tokenId,
  );
  const targetId = target?.id;
  if (!targetId || targetId === link.shipId || !link.state.memory.ships[targetId]) return "";
  const band = rangeBetween(link.state.memory, link.shipId, targetId);
  const weapons = weaponsAtBand(link.ship, band, {
    pulseLaserPenalty: link.state.memory.options?.pulseLaserPenalty,
  });
  return targetTooltipText(band, weapons, translator());
}

/** Core's (or the configured) token placeable with the target line in its tooltip. */
export function defineShipToken<B extends TokenClass>(Base: B): B {
  abstract class CepheusToken extends Base {
    override _getTooltipText(): string {
      const core = super._getTooltipText();
      let ours = "";
      try {
        ours = targetTooltip(this as unknown as TooltipToken);
      } catch (err) {
        // a line that cannot be made must never break core's tooltip
        console.error("cepheus-space-combat | token tooltip:", err);
      }
      return [core, ours].filter(Boolean).join("\n");
    }
  }
  return CepheusToken;
}

/** Init: wrap the configured token placeable, when it has core's tooltip text method. */
export function registerShipToken(): void {
  const config = (CONFIG as unknown as { Token?: { objectClass?: TokenClass } }).Token;
  const Base = config?.objectClass;
  if (!config || typeof Base?.prototype?._getTooltipText !== "function") return;
  config.objectClass = defineShipToken(Base);
}

/** Redraw a token's tooltip on the next frame (core's refreshTooltip render flag). */
function refreshTooltipOf(token: unknown): void {
  (token as TooltipToken | null)?.renderFlags?.set({ refreshTooltip: true });
}

/** targetToken: the user targeted or released `token`; its tooltip gains or loses the line. */
export function onTargetToken(user: unknown, token: unknown): void {
  if (user === game.user) refreshTooltipOf(token);
}

/** The user's ship or the engagement's bands may have changed: redraw the tooltips of the user's targets. */
export function refreshTargetTooltips(): void {
  for (const token of targetsOfUser() ?? []) refreshTooltipOf(token);
}
