// The guards of an attack: each weapon it names fires at most once; a weapon that waits for a Reload (ruling R62,
// manual reloading) does not fire, even when the mount has another one loaded; named racks and sandcasters need the
// magazine to hold their rounds; a mount with nothing to fire says why; and a seat that mans no mount of its own is
// offered the attack when any mount can fire, for the reason an attack naming its first mount is refused otherwise.
import { describe, expect, test } from "vitest";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { availableActions, canPerform } from "../../../src/rules/engagement/validation";
import type { ShipSnapshot } from "../../../src/rules/types";
import { raider } from "./fixtures";
import { ok, one, refusal } from "./helpers";
import { ft, rt, traderTurn } from "./actions-setup";

type Reloading = "manual" | "magazine";

/** The Patrol Frigate (acting first; three smart missile racks on m1, seat 4) against the Frontier Trader. */
const frigateFight = (reloading: Reloading = "manual") => ft("short", { options: { reloading } });

/** The Frontier Trader's turn at Close (its sandcaster turret s1, seat 5, in range). */
const traderAtClose = (reloading: Reloading = "manual", b?: ShipSnapshot) =>
  traderTurn(rt("close", { options: { reloading } }, undefined, b));

const raiderAttack = { type: "attack" as const, shipId: "raider", seat: 4, targetId: "trader" };
const launch = { type: "attack" as const, shipId: "frigate", seat: 4, targetId: "trader" };
const sand = { type: "attack" as const, shipId: "trader", seat: 5, targetId: "raider" };

describe("an attack names each weapon once", () => {
  test("a weapon named twice is refused: it would fire twice in one attack", () => {
    expect(refusal(rt(), { ...raiderAttack, weaponIds: ["b1-1", "b1-1"] })).toBe("invalidValue");
    expect(refusal(rt(), { ...raiderAttack, weaponIds: ["b1-1", "b1-2", "b1-1"] })).toBe("invalidValue");
  });

  test("two different weapons of the mount fire one shot each", () => {
    const r = ok(rt(), { ...raiderAttack, weaponIds: ["b1-1", "b1-2"] }, [2, 2]);
    expect(one(r.events, "attackRolled").shots.map((x) => x.weaponId)).toEqual(["b1-1", "b1-2"]);
  });

  test("a gunner may name the mount it mans; another seat's mount is refused", () => {
    expect(canPerform(rt(), { ...raiderAttack, mountId: "b1" })).toEqual({ ok: true });
    expect(refusal(rt(), { ...raiderAttack, mountId: "b2" })).toBe("notYourMount");
  });
});

describe("a spent weapon named in the attack does not fire again (R62, manual reloading)", () => {
  test("a spent missile rack is refused while the mount's other racks are loaded", () => {
    const s = frigateFight();
    s.memory.ships.frigate.spentWeapons = ["m1-1"];
    expect(refusal(s, { ...launch, weaponIds: ["m1-1"] })).toBe("weaponSpent");
    expect(refusal(s, { ...launch, weaponIds: ["m1-2", "m1-1"] })).toBe("weaponSpent");
    // the loaded racks of the same mount still launch
    expect(canPerform(s, { ...launch, weaponIds: ["m1-2", "m1-3"] }).ok).toBe(true);
  });

  test("a spent sandcaster is refused while the turret's other sandcasters are loaded", () => {
    const s = traderAtClose();
    s.memory.ships.trader.spentWeapons = ["s1-1"];
    expect(refusal(s, { ...sand, weaponIds: ["s1-1"] })).toBe("weaponSpent");
    expect(canPerform(s, { ...sand, weaponIds: ["s1-2"] }).ok).toBe(true);
  });

  test("a mount whose every weapon is spent is refused as spent, whatever weapon the attack names", () => {
    const s = rt();
    s.memory.ships.raider.spentWeapons = ["b1-1", "b1-2", "b1-3"];
    // the reason the crew's gate gives (attackBlocked), before the named weapon's own fault
    expect(refusal(s, { ...raiderAttack, weaponIds: ["zz"] })).toBe("weaponSpent");
  });

  test("the magazine rule spends nothing: the same weapons fire", () => {
    const s = frigateFight("magazine");
    s.memory.ships.frigate.spentWeapons = ["m1-1"];
    expect(canPerform(s, { ...launch, weaponIds: ["m1-1"] }).ok).toBe(true);
    const t = traderAtClose("magazine");
    t.memory.ships.trader.spentWeapons = ["s1-1"];
    expect(canPerform(t, { ...sand, weaponIds: ["s1-1"] }).ok).toBe(true);
  });
});

describe("named racks and sandcasters need the magazine to hold their rounds", () => {
  test("three racks of a turret launch on exactly three missiles, not on two", () => {
    const s = frigateFight();
    s.ships.frigate = {
      ...s.ships.frigate,
      ammo: { ...s.ships.frigate.ammo, missiles: { ...s.ships.frigate.ammo.missiles, smart: 3 } },
    };
    expect(canPerform(s, { ...launch, weaponIds: ["m1-1", "m1-2", "m1-3"] })).toEqual({ ok: true });
    s.ships.frigate.ammo.missiles.smart = 2;
    expect(refusal(s, { ...launch, weaponIds: ["m1-1", "m1-2", "m1-3"] })).toBe("noAmmunition");
  });

  test("each named sandcaster needs a canister of its own", () => {
    const s = traderAtClose();
    s.ships.trader = { ...s.ships.trader, ammo: { ...s.ships.trader.ammo, sand: 2 } };
    expect(canPerform(s, { ...sand, weaponIds: ["s1-1", "s1-2"] })).toEqual({ ok: true });
    s.ships.trader.ammo.sand = 1;
    expect(refusal(s, { ...sand, weaponIds: ["s1-1", "s1-2"] })).toBe("noAmmunition");
    expect(canPerform(s, { ...sand, weaponIds: ["s1-1"] })).toEqual({ ok: true });
  });
});

describe("a mount with nothing to fire says why", () => {
  /** The Frontier Trader with a sandcaster (reaches Close) and a missile rack (does not) on its turret s1. */
  const mixed = (): ShipSnapshot => {
    const s = traderAtClose().ships.trader;
    const mounts = s.mounts.map((m) =>
      m.id === "s1"
        ? {
            ...m,
            weapons: [
              { id: "s1-1", kind: "sandcaster" as const },
              { id: "s1-2", kind: "missile" as const, missileType: "standard" as const },
            ],
          }
        : m,
    );
    return { ...s, mounts };
  };

  test("every weapon in reach spent, one out of reach loaded: weaponSpent", () => {
    const s = traderAtClose("manual", mixed());
    s.memory.ships.trader.spentWeapons = ["s1-1"];
    expect(refusal(s, sand)).toBe("weaponSpent");
  });

  test("a weapon in reach but the magazine empty: noAmmunition", () => {
    const s = traderAtClose("manual", mixed());
    s.ships.trader = { ...s.ships.trader, ammo: { ...s.ships.trader.ammo, sand: 0 } };
    expect(refusal(s, sand)).toBe("noAmmunition");
  });

  test("no weapon in reach: cannotFireAtRange", () => {
    const s = traderTurn(rt("distant"));
    expect(refusal(s, sand)).toBe("cannotFireAtRange");
  });
});

describe("a seat that mans no mount may attack with any mount that can fire", () => {
  const attackOf = (s: EngagementState) => availableActions(s, "raider", 4).find((x) => x.action === "attack");
  /** The Raider with gunner seat 4 manning no turret, and its mounts as given. */
  const unassigned = (mounts = raider().mounts): EngagementState => {
    const r = raider();
    const seats = r.seats.map((x, i) => (i === 4 ? { position: "turretGunner" as const, crewId: x.crewId } : x));
    return rt("short", {}, { ...r, seats, mounts });
  };

  test("offered while one mount can fire, the others fired or disabled", () => {
    const s = unassigned(raider().mounts.map((m) => (m.id === "b1" ? { ...m, damage: 2 as const } : m)));
    s.memory.ships.raider.firedMounts = ["b2", "b3", "b4", "b5"];
    expect(attackOf(s)).toMatchObject({ ok: true });
    expect(canPerform(s, { ...raiderAttack, mountId: "b6" })).toEqual({ ok: true });
  });

  test("none can fire: refused for the first mount's reason, as an attack naming that mount is", () => {
    const s = unassigned(raider().mounts.map((m) => (m.id === "b1" ? { ...m, damage: 2 as const } : m)));
    s.memory.ships.raider.firedMounts = ["b2", "b3", "b4", "b5", "b6"];
    expect(attackOf(s)).toMatchObject({ ok: false, reason: "mountDisabled" });
    expect(refusal(s, { ...raiderAttack, mountId: "b1" })).toBe("mountDisabled");
    expect(refusal(s, { ...raiderAttack, mountId: "b6" })).toBe("mountAlreadyFired");
  });

  test("a ship without mounts: unknownMount", () => {
    const s = unassigned([]);
    expect(attackOf(s)).toMatchObject({ ok: false, reason: "unknownMount" });
    expect(refusal(s, raiderAttack)).toBe("unknownMount");
  });
});
