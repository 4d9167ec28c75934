// Template paths of the sheets and dialogs (pure constants: the sheet classes, the bench and the tests share them).
import { templatePath as t } from "../../base/system-id";

/** One part of an application (ApplicationV2 PARTS entry). */
export interface PartConfig {
  template: string;
  templates?: string[];
  scrollable?: string[];
}

/** The ship sheet's parts, in render order (tabs: the stations, weapons, systems and details tabs). */
export const SHIP_PARTS: Record<"header" | "tabs" | "stations" | "weapons" | "systems" | "details", PartConfig> = {
  header: { template: t("sheets/ship/header.hbs") },
  tabs: { template: t("sheets/ship/tabs.hbs") },
  stations: {
    template: t("sheets/ship/stations.hbs"),
    templates: [t("sheets/ship/station-action.hbs")],
    scrollable: [""],
  },
  weapons: {
    template: t("sheets/ship/weapons.hbs"),
    templates: [t("sheets/ship/weapon-row.hbs"), t("sheets/ship/track.hbs")],
    scrollable: [""],
  },
  systems: { template: t("sheets/ship/systems.hbs"), templates: [t("sheets/ship/track.hbs")], scrollable: [""] },
  details: { template: t("sheets/ship/details.hbs"), scrollable: [""] },
};

export const SHIP_TABS = ["stations", "weapons", "systems", "details"] as const;

export const CREW_PARTS: Record<"sheet", PartConfig> = {
  sheet: { template: t("sheets/crew.hbs"), scrollable: [""] },
};

export const WEAPON_PARTS: Record<"sheet", PartConfig> = {
  sheet: { template: t("sheets/weapon.hbs"), scrollable: [""] },
};

export const ACTION_DIALOG_PARTS: Record<"form", PartConfig> = {
  form: { template: t("dialogs/action.hbs") },
};

/** Every template a part uses (for loadTemplates). */
export function partTemplates(parts: Record<string, PartConfig>): string[] {
  return [...new Set(Object.values(parts).flatMap((p) => [p.template, ...(p.templates ?? [])]))];
}
