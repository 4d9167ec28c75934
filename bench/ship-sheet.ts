// Ship sheet speed: the sheet's context (shipView: stations, seats, every button's verdict from the rules
// engine, weapons, systems, details) plus every part's template rendered with the real handlebars, for a 5,000-ton
// ship with 20 triple turrets, crewed, in its own turn of an engagement (the slowest case: every button is judged).
//
// Two figures, as bench/tracker.ts does: `shipSheetRendersPerSecond` through the runner, and `shipSheetRenderMs` —
// the mean time of one render in milliseconds (goal < 10 ms), merged into build/bench.json when the process exits.
import fs from "node:fs";
import path from "node:path";
import { partTemplates, SHIP_PARTS, SHIP_TABS } from "../src/apps/sheets/paths";
import { shipView, type ShipViewInput, type Translator } from "../src/apps/sheets/ship-view";
import type { SeatSource } from "../src/apps/sheets/stations";
import { runSync, seededSource } from "../src/rules/dice";
import { applyCommand } from "../src/rules/engagement/engine";
import { currentShipId } from "../src/rules/engagement/validation";
import { createEngagement, type EngagementState } from "../src/rules/engagement/state";
import type { CrewSnapshot, ShipSnapshot, WeaponKind } from "../src/rules/types";
import { hb, setTemplateSource, templateFile } from "../test/harness/templates";
import { corsairSnapshot } from "../test/fixtures/fixtures";
import type { Bench } from "./harness";

const root = process.env.BENCH_ROOT ?? process.cwd();

/** game.i18n over the real lang/en.json (what the localize helper and the view read). */
function translator(): Translator {
  const lang = JSON.parse(fs.readFileSync(path.join(root, "lang/en.json"), "utf8"));
  const get = (key: string): string => {
    let cur: unknown = lang;
    for (const part of key.split(".")) cur = (cur as Record<string, unknown> | undefined)?.[part];
    if (typeof cur !== "string") throw new Error(`ship sheet bench: missing key ${key}`);
    return cur;
  };
  return {
    lang: "en",
    has: (key) => {
      try {
        get(key);
        return true;
      } catch {
        return false;
      }
    },
    localize: get,
    format: (key, data) => get(key).replace(/{([^}]+)}/g, (m, k: string) => (k in data ? String(data[k]) : m)),
  };
}

const KINDS: WeaponKind[] = ["beamLaser", "pulseLaser", "missile", "sandcaster", "particleBeam"];

/** A 5,000-ton warship: 20 triple turrets, crew at every station. */
export function bigShip(): {
  ship: ShipSnapshot;
  seats: SeatSource[];
  input: Omit<ShipViewInput, "engagement" | "ship">;
} {
  const mounts = Array.from({ length: 20 }, (_, i) => ({
    id: `t${i + 1}`,
    type: "turret" as const,
    damage: (i % 7 === 3 ? 1 : 0) as 0 | 1,
    weapons: [0, 1, 2].map((j) => {
      const kind = KINDS[(i + j) % KINDS.length];
      return kind === "missile"
        ? { id: `w${i + 1}-${j}`, kind, missileType: "standard" as const }
        : { id: `w${i + 1}-${j}`, kind };
    }),
  }));
  const crew: CrewSnapshot[] = [];
  const seats: SeatSource[] = [];
  const person = (position: SeatSource["position"], mountId = "", skills: CrewSnapshot["skills"] = {}) => {
    const id = `Actor.crew${String(crew.length).padStart(11, "0")}`;
    crew.push({
      id,
      name: `Crew ${crew.length + 1}`,
      skills,
      characteristics: { str: 7, dex: 8, end: 7, int: 8, edu: 9, soc: 7 },
    });
    seats.push({ position, crew: id, npcSkill: null, automated: false, mountId });
  };
  const npc = (position: SeatSource["position"], mountId = "", skill = 1) =>
    seats.push({ position, crew: null, npcSkill: skill, automated: false, mountId });
  person("captain", "", { leadership: 2, tactics: 2 });
  person("pilot", "", { piloting: 3 });
  person("navigator", "", { navigation: 2 });
  person("sensorsOperator", "", { comms: 2 });
  npc("sensorsOperator");
  mounts.forEach((m, i) =>
    i % 2 ? npc("turretGunner", m.id, 1) : person("turretGunner", m.id, { turretWeapons: 1 + (i % 3), screens: 0 }),
  );
  person("driveEngineer", "mDrive", { engineering: 2 });
  person("driveEngineer", "jDrive", { engineering: 1 });
  npc("damageControl", "", 2);
  npc("damageControl", "", 1);
  for (let i = 0; i < 4; i++) npc("marine", "", 1);
  const ship: ShipSnapshot = {
    id: "big",
    name: "Battle Cruiser",
    tons: 5000,
    hull: { value: 90, max: 100 },
    structure: { value: 100, max: 100 },
    armor: { value: 10, max: 12 },
    thrust: 4,
    jump: 3,
    sensors: { grade: "military", dm: 0 },
    software: {
      fireControl: 5,
      autoRepair: 1,
      evade: 2,
      intellect: true,
      expertPilot: 2,
      expertEngineer: 0,
      repairDrones: true,
    },
    screens: { nuclearDamper: 2, mesonScreen: 1 },
    ammo: { missiles: { standard: 240, smart: 60, nuclear: 12 }, sand: 80 },
    fuel: { value: 1500, max: 1500 },
    cargo: { value: 200, max: 200 },
    systems: { sensors: 0, mDrive: 1, jDrive: 0, powerPlant: 0, bridge: 0, fuel: 0, hold: 0 },
    mounts,
    seats: seats.map((s) => ({
      position: s.position,
      ...(s.crew ? { crewId: s.crew } : { npcSkill: s.npcSkill ?? undefined }),
      ...(s.mountId ? { mountId: s.mountId } : {}),
    })),
    crew,
  };
  const input: Omit<ShipViewInput, "engagement" | "ship"> = {
    seats,
    mounts: mounts.map((m, i) => ({
      id: m.id,
      type: "turret",
      name: `Turret ${i + 1}`,
      size: "triple",
      damage: m.damage,
    })),
    weapons: mounts.flatMap((m) =>
      m.weapons.map((w) => ({
        id: w.id,
        name: `${w.kind} ${w.id}`,
        img: "icons/svg/target.svg",
        kind: w.kind,
        mount: "turretTriple",
        mountId: m.id,
        damage: "1d6",
        missileType: "standard" as const,
        tl: 12,
      })),
    ),
    crew: Object.fromEntries(crew.map((c) => [c.id, { name: c.name, img: "icons/svg/mystery-man.svg" }])),
    inCombat: true,
    shipNames: { big: "Battle Cruiser", corsair: "Red Kestrel" },
    mayAct: () => true,
    editable: true,
    isGM: true,
    computer: { model: "Model 7/fib", rating: 35 },
  };
  return { ship, seats, input };
}

/** The big ship's own turn of an engagement against a corsair at Medium range. */
function engagement(ship: ShipSnapshot): EngagementState {
  for (let seed = 1; seed < 200; seed++) {
    const start = createEngagement({ ships: [ship, corsairSnapshot()], range: "medium" });
    const { state } = runSync(applyCommand(start, { type: "rollInitiative" }), seededSource(seed));
    if (currentShipId(state) === ship.id) return state;
  }
  throw new Error("ship sheet bench: no seed gives the big ship the first turn");
}

const timing = { ms: 0, count: 0 };

function shipSheetRender(): Bench {
  const t = translator();
  (globalThis as { game?: unknown }).game = { i18n: t };
  setTemplateSource((p) => fs.readFileSync(path.join(root, templateFile(p)), "utf8"));
  for (const p of partTemplates(SHIP_PARTS))
    hb.registerPartial(
      p,
      hb.compile(fs.readFileSync(path.join(root, templateFile(p)), "utf8"), { preventIndent: true }),
    );
  const parts = Object.entries(SHIP_PARTS).map(
    ([id, part]) =>
      [
        id,
        hb.compile(fs.readFileSync(path.join(root, templateFile(part.template)), "utf8"), { preventIndent: true }),
      ] as const,
  );
  const { ship, input } = bigShip();
  const state = engagement(ship);
  const tabs = Object.fromEntries(
    SHIP_TABS.map((id) => [
      id,
      {
        id,
        group: "primary",
        active: id === "stations",
        cssClass: id === "stations" ? "active" : "",
        label: `CEPHEUS.Sheet.Tab.${id}`,
      },
    ]),
  );
  const actor = { id: "big", name: ship.name, img: "icons/svg/ship.svg" };
  let size = 0;
  return {
    key: "shipSheetRendersPerSecond",
    name: "ship sheet context + templates (5,000 t, 20 turrets)",
    unit: "render",
    goal: 100,
    run() {
      const start = performance.now();
      const view = shipView({ ...input, ship: state.ships[ship.id], engagement: state }, t);
      let html = 0;
      for (const [id, fn] of parts)
        html += fn({ actor, view, tabs, tab: (tabs as Record<string, unknown>)[id], notes: "", notesHTML: "" }).length;
      timing.ms += performance.now() - start;
      timing.count++;
      if (size && html !== size) throw new Error("ship sheet bench: output changed between renders");
      size = html;
      return 1;
    },
  };
}

process.once("exit", () => {
  if (!timing.count) return;
  const file = path.join(root, "build", "bench.json");
  let figures: Record<string, number> = {};
  try {
    figures = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    figures = {};
  }
  figures.shipSheetRenderMs = Math.round((timing.ms / timing.count) * 1000) / 1000;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(figures, null, 2) + "\n");
  console.log(`shipSheetRenderMs ${figures.shipSheetRenderMs} (goal < 10)`);
});

export const benches: Bench[] = [shipSheetRender()];
