// The ship-weapon catalogue: every SRD turret and bay weapon, one missile rack and one missile bank per missile
// type, the sandcaster; Beam Laser per ruling R9. Figures come from src/rules/tables/weapons.ts; the descriptions
// are the project's own words. Shared by the weapons compendium (scripts/packs/weapons.ts) and the ship mapping
// (./actor.ts, used by the ships compendium and "Import ship from text"). Pure: no Foundry.
import { BAY_WEAPONS, TURRET_WEAPONS } from "../../rules/tables/weapons";
import type { MissileType, WeaponKind } from "../../rules/types";
import type { WeaponMount } from "../constants";
import { SCHEMA_VERSION } from "../migration";

/** Default images of the documents the mapping writes (Foundry core icons). */
export const IMG = {
  weapon: "icons/svg/explosion.svg",
  missile: "icons/svg/target.svg",
  sand: "icons/svg/shield.svg",
  ship: "icons/svg/wing.svg",
  crew: "icons/svg/mystery-man.svg",
} as const;

/** Missile damage by type (SRD Missile Types table): nuclear 2D6 (+ radiation hit), standard and smart 1D6. */
export const MISSILE_DAMAGE: Readonly<Record<MissileType, string>> = { standard: "1d6", smart: "1d6", nuclear: "2d6" };
const MISSILE_TL: Readonly<Record<MissileType, number>> = { standard: 6, smart: 8, nuclear: 6 };

export type WeaponMountKey = WeaponMount;

export interface WeaponEntry {
  name: string;
  kind: WeaponKind;
  mount: WeaponMountKey;
  damage: string;
  tl: number;
  missileType: MissileType;
  description: string;
  img: string;
}

const dice = (n: number | null) => `${n ?? 1}d6`;
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join("");

const MISSILE_NOTES: Record<MissileType, string> = {
  standard: "A plain warhead: 1D6 damage on a hit.",
  smart:
    "Hits on 8+ whatever the gunner rolls, and keeps trying on later turns until it runs dry, is shot down or is jammed.",
  nuclear:
    "2D6 damage and a radiation hit on the crew; the target's armor reduces that radiation roll, and a nuclear damper removes it.",
};

export const TURRET_ENTRIES: readonly WeaponEntry[] = [
  {
    name: "Pulse Laser",
    kind: "pulseLaser",
    mount: "turretSingle",
    damage: dice(TURRET_WEAPONS.pulseLaser.damageDice),
    tl: TURRET_WEAPONS.pulseLaser.tl,
    missileType: "standard",
    img: IMG.weapon,
    description: p(
      "Turret laser firing short bursts. Best at Short range; its gunner takes DM-2 on attacks (ruling R8).",
      "Can shoot down missiles (Point Defense).",
    ),
  },
  {
    name: "Beam Laser",
    kind: "beamLaser",
    mount: "turretSingle",
    damage: dice(TURRET_WEAPONS.beamLaser.damageDice),
    tl: TURRET_WEAPONS.beamLaser.tl,
    missileType: "standard",
    img: IMG.weapon,
    description: p(
      "Turret laser holding a steady beam. Best at Medium range. Its figures are the project's ruling R9, as the SRD table omits the row.",
      "Can shoot down missiles (Point Defense).",
    ),
  },
  {
    name: "Particle Beam",
    kind: "particleBeam",
    mount: "turretSingle",
    damage: dice(TURRET_WEAPONS.particleBeam.damageDice),
    tl: TURRET_WEAPONS.particleBeam.tl,
    missileType: "standard",
    img: IMG.weapon,
    description: p("Turret accelerator; best at Long range. Every hit also gives the target's crew a radiation hit."),
  },
  {
    name: "Sandcaster",
    kind: "sandcaster",
    mount: "turretSingle",
    damage: "1d6",
    tl: TURRET_WEAPONS.sandcaster.tl,
    missileType: "standard",
    img: IMG.sand,
    description: p(
      "Throws a cloud of sand between the ship and an incoming beam: a successful Fire Sand reaction takes 1D6 off that beam's damage. Uses one canister per shot (twenty canisters per ton).",
    ),
  },
  ...(["standard", "smart", "nuclear"] as const).map((t) => ({
    name: `Missile Rack (${t[0].toUpperCase()}${t.slice(1)})`,
    kind: "missile" as const,
    mount: "turretSingle" as const,
    damage: MISSILE_DAMAGE[t],
    tl: Math.max(TURRET_WEAPONS.missileRack.tl, MISSILE_TL[t]),
    missileType: t,
    img: IMG.missile,
    description: p(
      `Turret launcher loaded with ${t} missiles. A salvo flies at Thrust 10 and strikes on a later turn.`,
      MISSILE_NOTES[t],
    ),
  })),
];

export const BAY_ENTRIES: readonly WeaponEntry[] = [
  ...(["standard", "smart", "nuclear"] as const).map((t) => ({
    name: `Missile Bank (${t[0].toUpperCase()}${t.slice(1)})`,
    kind: "missile" as const,
    mount: "bay" as const,
    damage: MISSILE_DAMAGE[t],
    tl: Math.max(BAY_WEAPONS.missileBank.tl, MISSILE_TL[t]),
    missileType: t,
    img: IMG.missile,
    description: p(`50-ton bay launching twelve ${t} missiles at a time.`, MISSILE_NOTES[t]),
  })),
  {
    name: "Particle Beam Bay",
    kind: "particleBeam",
    mount: "bay",
    damage: dice(BAY_WEAPONS.particleBeam.damageDice),
    tl: BAY_WEAPONS.particleBeam.tl,
    missileType: "standard",
    img: IMG.weapon,
    description: p("50-ton accelerator bay; best at Long range. Every hit also gives the crew a radiation hit."),
  },
  {
    name: "Meson Gun Bay",
    kind: "mesonGun",
    mount: "bay",
    damage: dice(BAY_WEAPONS.mesonGun.damageDice),
    tl: BAY_WEAPONS.mesonGun.tl,
    missileType: "standard",
    img: IMG.weapon,
    description: p(
      "50-ton bay whose particles decay inside the target: armor does not count, hits go straight to the internal column, and every hit brings a radiation hit. Meson screens blunt it.",
    ),
  },
  {
    name: "Fusion Gun Bay",
    kind: "fusionGun",
    mount: "bay",
    damage: dice(BAY_WEAPONS.fusionGun.damageDice),
    tl: BAY_WEAPONS.fusionGun.tl,
    missileType: "standard",
    img: IMG.weapon,
    description: p(
      "50-ton bay firing a stream of fusing hydrogen; best at Medium range. Hits also bring a radiation hit, reduced by the target's armor. Nuclear dampers blunt it.",
    ),
  },
];

export const WEAPON_ENTRIES: readonly WeaponEntry[] = [...TURRET_ENTRIES, ...BAY_ENTRIES];

export function weaponSystem(
  e: Pick<WeaponEntry, "kind" | "mount" | "damage" | "tl" | "missileType" | "description">,
  mountId = "",
): Record<string, unknown> {
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: e.kind,
    mount: e.mount,
    mountId,
    damage: e.damage,
    tl: e.tl,
    missileType: e.missileType,
    description: e.description,
  };
}
