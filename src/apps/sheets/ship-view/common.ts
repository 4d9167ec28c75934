// What every part of the ship sheet reads: the ship's name and id, who may edit, the rules links, the fixed labels.
import { rulesLink, type RulesTopic } from "../../../links/rules-links";
import { COST_LETTER } from "./buttons";
import type { ShipViewContext } from "./context";
import type { ShipCommonView } from "./types";

/** Editing controls are shown: the user may edit the ship and the sheet is not in Play. */
export function editing(input: ShipViewContext["input"]): boolean {
  return input.editable && input.mode !== "play";
}

export function commonView({ input, t, ship }: ShipViewContext): ShipCommonView {
  const ref = (topic: RulesTopic) => {
    const l = rulesLink(topic);
    return { uuid: l.uuid, text: t.format("CEPHEUS.Rules.link", { page: t.localize(l.label) }) };
  };
  return {
    rules: { stations: ref("stations"), damage: ref("damage") },
    name: ship.name,
    shipId: ship.id,
    editable: editing(input),
    mode: { play: !editing(input), canSwitch: input.editable },
    isGM: input.isGM,
    costLegend: (["significant", "minor", "reaction"] as const).map((cost) => ({
      cost,
      letter: t.localize(COST_LETTER[cost]),
      label: t.localize(`CEPHEUS.Sheet.Cost.${cost}`),
    })),
    labels: {
      drag: t.localize("CEPHEUS.Sheet.Seat.Drag"),
      npcSkillShort: t.localize("CEPHEUS.Sheet.Seat.NpcSkillShort"),
      npcSkill: t.localize("CEPHEUS.Sheet.Seat.NpcSkill"),
      actions: t.localize("CEPHEUS.Sheet.Actions"),
      reactions: t.localize("CEPHEUS.Sheet.Reactions"),
      otherActions: t.localize("CEPHEUS.Sheet.OtherActions"),
      empty: t.localize("CEPHEUS.Sheet.Seat.Empty"),
      vacant: t.localize("CEPHEUS.Sheet.Seat.Vacant"),
      unseat: t.localize("CEPHEUS.Sheet.Seat.Unseat"),
      addNpc: t.localize("CEPHEUS.Sheet.Seat.AddNpc"),
      addSoftware: t.localize("CEPHEUS.Sheet.Seat.AddSoftware"),
      spent: t.localize("CEPHEUS.Sheet.Weapons.Spent"),
    },
  };
}
