// The ship sheet's Weapons tab: each mount with its gunner, damage track and weapons; weapons on no mount; the magazine
// that racks and sandcasters share.
import { signed } from "../../../base/format";
import type { DamageTrack, MissileType } from "../../../rules/types";
import type { ShipViewContext } from "./context";
import { pips } from "./tracks";
import type { MountView, ShipViewInput, ShipWeaponsView, Translator, WeaponInput, WeaponView } from "./types";

function seatName(input: ShipViewInput, index: number, t: Translator): string {
  const s = input.seats[index];
  if (s.crew) {
    const shown = input.crew[s.crew];
    if (shown?.hidden) return t.localize("CEPHEUS.Sheet.Seat.Hidden");
    return shown?.name ?? t.localize("CEPHEUS.Sheet.Seat.Missing");
  }
  if (s.automated) return t.localize("CEPHEUS.Sheet.Seat.Software");
  return t.localize("CEPHEUS.Sheet.Seat.Npc");
}

function weaponView({ t, combatState }: ShipViewContext, w: WeaponInput): WeaponView {
  let ammo = "";
  // racks and sandcasters draw on the ship's one magazine: a row names what it fires, the count is the magazine's
  if (w.kind === "missile")
    ammo = t.format("CEPHEUS.Sheet.Weapons.MissilesShared", {
      type: t.localize(`CEPHEUS.MissileType.${w.missileType}`),
    });
  else if (w.kind === "sandcaster") ammo = t.localize("CEPHEUS.Sheet.Weapons.SandShared");
  const spent = !!combatState?.spentWeapons?.includes(w.id);
  return {
    ...w,
    kindLabel: t.localize(`CEPHEUS.WeaponKind.${w.kind}`),
    deleteLabel: t.format("CEPHEUS.Sheet.Weapons.Delete", { name: w.name }),
    deleteText: t.localize("CEPHEUS.Sheet.Weapons.DeleteShort"),
    ammo,
    spent,
  };
}

function mountView(ctx: ShipViewContext, m: ShipViewInput["mounts"][number]): MountView {
  const { input, t, fx } = ctx;
  const gunnerSeat = input.seats.findIndex(
    (s) => (s.position === "turretGunner" || s.position === "bayGunner") && s.mountId === m.id,
  );
  const gunner = gunnerSeat >= 0 ? seatName(input, gunnerSeat, t) : t.localize("CEPHEUS.Sheet.Weapons.NoGunner");
  const mfx = fx.mounts.find((x) => x.id === m.id);
  const label = ctx.mountNames.get(m.id)!;
  const kind = m.type === "bay" ? "bay" : "turret";
  const value = Math.max(0, Math.min(3, m.damage)) as DamageTrack;
  const effect =
    value === 1
      ? t.format("CEPHEUS.Sheet.Effect.mount.1", { dm: signed(mfx ? mfx.attackDM - fx.attackDM : -2) })
      : t.localize(`CEPHEUS.Sheet.Effect.mount.${value}`);
  return {
    id: m.id,
    name: label,
    // the button's name holds its visible words ("Remove turret…"), as WCAG's label in name asks, whatever the name
    deleteLabel: t.format(`CEPHEUS.Sheet.Weapons.DeleteMount.${kind}`, { name: label }),
    deleteText: t.localize(`CEPHEUS.Sheet.Weapons.RemoveMount.${kind}`),
    typeLabel: `${t.localize(`CEPHEUS.MountType.${m.type}`)}${m.type === "turret" ? ` (${t.localize(`CEPHEUS.TurretSize.${m.size}`)})` : ""}`,
    gunner,
    track: {
      key: m.id,
      path: `mounts.${m.id}`,
      label,
      value,
      state: t.localize(`CEPHEUS.Sheet.State.${mfx?.state ?? "intact"}`),
      stateClass: mfx?.state ?? "intact",
      effect,
      pips: pips(t, label, value),
    },
    weapons: input.weapons.filter((w) => w.mountId === m.id).map((w) => weaponView(ctx, w)),
  };
}

/** The mounts' views, built once per context (the weapons and systems parts both show them). */
export function mountsView(ctx: ShipViewContext): MountView[] {
  ctx.mounts ??= ctx.input.mounts.map((m) => mountView(ctx, m));
  return ctx.mounts;
}

export function weaponsView(ctx: ShipViewContext): ShipWeaponsView {
  const { input, t, ship } = ctx;
  const mountIds = new Set(input.mounts.map((m) => m.id));
  return {
    mounts: mountsView(ctx),
    unmounted: input.weapons.filter((w) => !mountIds.has(w.mountId)).map((w) => weaponView(ctx, w)),
    magazine: [
      ...(Object.keys(ship.ammo.missiles) as MissileType[]).map((k) => ({
        label: t.localize(`CEPHEUS.MissileType.${k}`),
        value: ship.ammo.missiles[k],
      })),
      { label: t.localize("CEPHEUS.Sheet.Weapons.SandLabel"), value: ship.ammo.sand },
    ],
  };
}
