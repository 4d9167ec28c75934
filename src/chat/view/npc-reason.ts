// The NPC crew's reasons in words, in the user's language (pure: a translator is passed in), and the line what a played
// action wrote on its card opens with.
import type { PlannedAction } from "../../rules/engagement/npc-crew/reasons";
import type { LineView } from "../../data/chat/card-view";

export interface Translator {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

const K = "CEPHEUS.NpcCrew";

/** The reason of one planned action, in words ("closes to Short: its beam lasers hit at Average there"). */
export function reasonText(t: Translator, action: PlannedAction, nameOf: (id: string) => string): string {
  const p = action.params;
  const data: Record<string, string> = {};
  if (p.band) data.band = t.localize(`CEPHEUS.RangeBand.${p.band}`);
  if (p.weapon) data.weapon = t.localize(`CEPHEUS.WeaponKind.${p.weapon}`);
  if (p.difficulty) data.difficulty = t.localize(`CEPHEUS.Difficulty.${p.difficulty}`);
  if (p.ship) data.ship = nameOf(p.ship);
  if (p.flee) data.flee = t.localize(`${K}.FleeWhy.${p.flee}`);
  let code: string = action.reason;
  if ((code === "closeRange" || code === "openRange") && !p.weapon) code = `${code}NoWeapon`;
  return t.format(`${K}.Reason.${code}`, data);
}

/** The line a card opens what an NPC crew did with: who decided, and why. */
export function reasonLine(t: Translator, ship: string, why: string): LineView {
  return { text: t.format(`${K}.CardLine`, { ship, why }), css: "npc-reason", icon: "fa-robot" };
}
