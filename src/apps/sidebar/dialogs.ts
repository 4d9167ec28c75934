// The tracker's two GM dialogs: the band between two ships, and the engagement setup. The form values are
// read and checked by pure functions (readRangeChoice, readSetupForm) so that a bad value changes nothing.
import { loadEngagement } from "../../play/load";
import type { AnyCombat } from "../../play/ships";
import { pairKey } from "../../rules/engagement/memory";
import { RANGE_BAND_TABLE } from "../../rules/tables/ranges";
import { RANGE_BANDS, type RangeBand } from "../../rules/types";
import { combatScene, readOverrides, sceneScale, tokenBandBetween, type RangeChoice, type SetupInput } from "./control";
import { bandLabel } from "./view-model";
import { crewPolicies, isPlayerShip } from "../../play/npc-policies";
import { npcSetupView, readNpcSetup } from "./npc-setup";
import { SYSTEM_ID, templatePath } from "../../base/system-id";

const K = "CEPHEUS.Tracker";
const RANGE_TEMPLATE = templatePath("sidebar/range-dialog.hbs");
const SETUP_TEMPLATE = templatePath("sidebar/setup.hbs");
const NPC_SETUP_TEMPLATE = templatePath("sidebar/npc-setup.hbs");

const fmt = (n: number) => n.toLocaleString(game.i18n?.lang ?? "en");

/** The distance a band covers, in words (from the SRD range table). */
export function bandDistance(band: RangeBand): string {
  const row = RANGE_BAND_TABLE.find((r) => r.band === band)!;
  const i18n = game.i18n!;
  if (row.maxKm === null) return i18n.format(`${K}.Distance.over`, { min: fmt(row.minKm) });
  if (row.minKm === 0) return i18n.format(`${K}.Distance.under`, { max: fmt(row.maxKm) });
  return i18n.format(`${K}.Distance.between`, { min: fmt(row.minKm), max: fmt(row.maxKm) });
}

/** A submitted range choice, or null when it is not one. */
export function readRangeChoice(value: unknown): RangeChoice | null {
  if (value === "auto") return "auto";
  return typeof value === "string" && (RANGE_BANDS as readonly string[]).includes(value) ? (value as RangeBand) : null;
}

/** The setup form's fields (FormDataExtended-style flat object) as a checked SetupInput; ship ids limit the keys. */
export function readSetupForm(data: Record<string, unknown>, shipIds: readonly string[]): SetupInput {
  const sides: Record<string, string> = {};
  const aware: Record<string, boolean> = {};
  const flagships: Record<string, boolean> = {};
  const encrypted: Record<string, boolean> = {};
  const checked = (v: unknown) => v === true || v === "on";
  for (const id of shipIds) {
    const side = data[`side.${id}`];
    if (side !== undefined) sides[id] = typeof side === "string" ? side.trim() : "";
    aware[id] = checked(data[`aware.${id}`]);
    flagships[id] = checked(data[`flagship.${id}`]);
    encrypted[id] = checked(data[`encrypted.${id}`]);
  }
  const range = typeof data.range === "string" ? (data.range as RangeBand | "") : "";
  let kmPerUnit: number | null | undefined;
  if ("kmPerUnit" in data) {
    const raw = data.kmPerUnit;
    kmPerUnit = raw === "" || raw === null || raw === undefined ? null : Number(raw);
  }
  // the world near the fight (R108): "near" unchecked names none; digits as typed (validateSetup checks them)
  let world: SetupInput["world"];
  if ("worldNear" in data) {
    const name = typeof data.worldName === "string" ? data.worldName.trim() : "";
    const digits = { size: Number(data.worldSize), atmosphere: Number(data.worldAtmosphere) };
    world = checked(data.worldNear) ? (name ? { ...digits, name } : digits) : null;
  }
  return { range, sides, aware, flagships, encrypted, kmPerUnit, world };
}

function formValues(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name) continue;
    if (el.type === "checkbox") out[el.name] = el.checked;
    else if (el.type === "radio") {
      if (el.checked) out[el.name] = el.value;
    } else out[el.name] = el.value;
  }
  return out;
}

const dialogs = () => foundry.applications.api.DialogV2;
const render = (path: string, data: object) => foundry.applications.handlebars.renderTemplate(path, data as never);

/** Ask the GM for the band between ships a and b; null when dismissed. */
export async function chooseRange(combat: AnyCombat, a: string, b: string): Promise<RangeChoice | null> {
  const state = loadEngagement(combat);
  const current = state.memory.ranges[pairKey(a, b)] ?? "distant";
  const pinned = readOverrides(combat).includes(pairKey(a, b));
  const tokenRanges = sceneScale(combatScene(combat)) !== null;
  const fromTokens = tokenRanges ? tokenBandBetween(combat, a, b) : null;
  const name = (id: string) => combat.combatants.get(id)?.name ?? id;
  const content = await render(RANGE_TEMPLATE, {
    a: name(a),
    b: name(b),
    bands: RANGE_BANDS.map((band) => ({
      band,
      label: bandLabel(band),
      distance: bandDistance(band),
      checked: (!tokenRanges || pinned) && band === current,
    })),
    tokenRanges,
    auto: tokenRanges && !pinned,
    tokenBand: fromTokens ? bandLabel(fromTokens) : null,
  });
  const value = await dialogs().wait({
    window: { title: `${K}.RangeDialog.Title` },
    classes: ["cepheus"],
    content,
    rejectClose: false,
    buttons: [
      {
        action: "apply",
        label: `${K}.RangeDialog.Apply`,
        default: true,
        callback: (_event: unknown, button: HTMLButtonElement) => formValues(button.form!).range,
      },
    ],
  } as never);
  return readRangeChoice(value);
}

/** Ask the GM for the engagement setup; null when dismissed. */
export async function editSetup(
  combat: AnyCombat,
): Promise<{ input: SetupInput; scene: Scene.Implementation | null } | null> {
  const state = loadEngagement(combat);
  const ids = Object.keys(state.memory.ships);
  const scene = (combatScene(combat) as unknown as Scene.Implementation | null) ?? null;
  const sides = [...new Set(["friendly", "hostile", "neutral", ...ids.map((id) => state.memory.ships[id].side)])];
  const content = await render(SETUP_TEMPLATE, {
    bands: RANGE_BANDS.map((band) => ({ band, label: bandLabel(band) })),
    ships: ids.map((id) => {
      const st = state.memory.ships[id];
      return {
        id,
        name: combat.combatants.get(id)?.name ?? id,
        side: st.side,
        aware: st.aware,
        flagship: state.memory.flagships?.includes(id) === true,
        encrypted: st.encrypted === true,
      };
    }),
    sides,
    hasScene: !!scene,
    sceneName: scene?.name ?? "",
    kmPerUnit: (scene?.flags as Record<string, Record<string, unknown>> | undefined)?.[SYSTEM_ID]?.kmPerUnit ?? "",
    locked: state.memory.round > 0,
    world: state.memory.world ?? null,
  });
  // the NPC crews' region, a template of its own below the rest
  const nameOf = (id: string) => combat.combatants.get(id)?.name ?? id;
  const npcIds = ids.filter((id) => !isPlayerShip(combat.combatants.get(id)?.actor as never));
  const npcContent = await render(NPC_SETUP_TEMPLATE, {
    npcShips: npcSetupView(npcIds, ids, nameOf, crewPolicies(combat)),
  });
  const data = await dialogs().wait({
    window: { title: `${K}.Setup.Title` },
    classes: ["cepheus"],
    position: { width: 620 },
    content: content + npcContent,
    rejectClose: false,
    buttons: [
      {
        action: "apply",
        label: `${K}.Setup.Apply`,
        default: true,
        callback: (_event: unknown, button: HTMLButtonElement) => formValues(button.form!),
      },
    ],
  } as never);
  if (!data || typeof data !== "object") return null;
  const input = readSetupForm(data as Record<string, unknown>, ids);
  input.npcCrews = readNpcSetup(data as Record<string, unknown>, npcIds, ids);
  return { input, scene };
}
