// The ship sheet's Details tab: the ship's figures, its software, and the owner's design form.
import { SENSOR_GRADES } from "../../../rules/types";
import type { ShipViewContext } from "./context";
import { thrustText } from "./header";
import type { DesignField, ShipDetailsView } from "./types";
import { editing } from "./common";

function details(ctx: ShipViewContext): ShipDetailsView["details"] {
  const { input, t, ship } = ctx;
  const d = (key: string, value: string | number) => ({
    label: t.localize(`CEPHEUS.Sheet.Details.${key}`),
    value: String(value),
  });
  return [
    d("tons", ship.tons),
    d("thrust", thrustText(ctx)),
    d("jump", ship.jump),
    d("sensors", t.localize(`CEPHEUS.SensorGrade.${ship.sensors.grade}`)),
    d("computer", `${input.computer.model} (${input.computer.rating})`),
    d(
      "screens",
      t.format("CEPHEUS.Sheet.Details.screensValue", {
        damper: ship.screens.nuclearDamper,
        meson: ship.screens.mesonScreen,
      }),
    ),
    d("fuel", `${ship.fuel.value} / ${ship.fuel.max}`),
    d("cargo", `${ship.cargo.value} / ${ship.cargo.max}`),
  ];
}

function software({ t, ship }: ShipViewContext): ShipDetailsView["software"] {
  const sw = ship.software;
  const level = (key: "fireControl" | "autoRepair" | "evade" | "expertPilot" | "expertEngineer") => ({
    label: t.localize(`CEPHEUS.Sheet.Software.${key}`),
    value: sw[key] ? String(sw[key]) : "—",
  });
  const has = (key: "intellect" | "repairDrones") => ({
    label: t.localize(`CEPHEUS.Sheet.Software.${key}`),
    value: t.localize(sw[key] ? "CEPHEUS.Sheet.Yes" : "CEPHEUS.Sheet.No"),
  });
  return [
    level("fireControl"),
    level("autoRepair"),
    level("evade"),
    has("intellect"),
    level("expertPilot"),
    level("expertEngineer"),
    has("repairDrones"),
  ];
}

function field(
  name: string,
  label: string,
  value: string | number | boolean,
  kind: "number" | "text" | "checkbox" = "number",
  min = 0,
): DesignField {
  return {
    name: `system.${name}`,
    label,
    value: typeof value === "boolean" ? "" : value,
    isNumber: kind === "number",
    isText: kind === "text",
    isCheckbox: kind === "checkbox",
    checked: value === true,
    isSelect: false,
    options: [],
    min,
  };
}

/** The owner's design form, grouped (nothing for who may not edit the ship). */
function design({ input, t, ship }: ShipViewContext): ShipDetailsView["design"] {
  if (!editing(input)) return [];
  const F = (path: string) => t.localize(`CEPHEUS.Ship.FIELDS.${path}.label`);
  /** a field of a group: "Fuel: Tons" */
  const sub = (group: string, key: string) => `${F(group)}: ${F(`${group}.${key}`)}`;
  return [
    {
      legend: t.localize("CEPHEUS.Sheet.Details.design"),
      fields: [
        field("tons", F("tons"), ship.tons, "number", 1),
        field("thrust", F("thrust"), ship.thrust),
        field("jump", F("jump"), ship.jump),
        {
          ...field("sensors.grade", sub("sensors", "grade"), ship.sensors.grade, "text"),
          isText: false,
          isSelect: true,
          options: SENSOR_GRADES.map((g) => ({
            value: g,
            label: t.localize(`CEPHEUS.SensorGrade.${g}`),
            selected: g === ship.sensors.grade,
          })),
        },
        field("computer.model", sub("computer", "model"), input.computer.model, "text"),
        field("computer.rating", sub("computer", "rating"), input.computer.rating),
        field("hull.max", sub("hull", "max"), ship.hull.max),
        field("structure.max", sub("structure", "max"), ship.structure.max),
        field("armor.max", sub("armor", "max"), ship.armor.max),
        field("fuel.value", sub("fuel", "value"), ship.fuel.value),
        field("fuel.max", sub("fuel", "max"), ship.fuel.max),
        field("cargo.value", sub("cargo", "value"), ship.cargo.value),
        field("cargo.max", sub("cargo", "max"), ship.cargo.max),
      ],
    },
    {
      legend: F("software"),
      fields: [
        ...(["fireControl", "autoRepair", "evade"] as const).map((k) =>
          field(`software.${k}`, F(`software.${k}`), ship.software[k]),
        ),
        field("software.intellect", F("software.intellect"), ship.software.intellect, "checkbox"),
        ...(["expertPilot", "expertEngineer"] as const).map((k) =>
          field(`software.${k}`, F(`software.${k}`), ship.software[k]),
        ),
        field("software.repairDrones", F("software.repairDrones"), ship.software.repairDrones, "checkbox"),
        field("screens.nuclearDamper", F("screens.nuclearDamper"), ship.screens.nuclearDamper),
        field("screens.mesonScreen", F("screens.mesonScreen"), ship.screens.mesonScreen),
      ],
    },
    {
      legend: F("ammo"),
      fields: [
        ...(["standard", "smart", "nuclear"] as const).map((k) =>
          field(`ammo.missiles.${k}`, sub("ammo.missiles", k), ship.ammo.missiles[k]),
        ),
        field("ammo.sand", F("ammo.sand"), ship.ammo.sand),
      ],
    },
  ];
}

/** The small craft the ship carries, each marked when it is out in the fight (rulings R112, R113). */
function craft({ ship, state }: ShipViewContext): ShipDetailsView["craft"] {
  const out = Object.values(state?.memory.ships ?? {}).map((st) => st.craftOf);
  return (ship.craft ?? []).map(({ key, ship: c }) => ({
    key,
    ship: c,
    out: out.some((o) => o?.key === key && o.carrierId === ship.id && !o.recovered),
  }));
}

export function detailsView(ctx: ShipViewContext): ShipDetailsView {
  return { details: details(ctx), software: software(ctx), design: design(ctx), craft: craft(ctx) };
}
