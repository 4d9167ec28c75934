// The Weapons tab's edits through the stand-in: adding a mount, removing one (its gunner unseated, its weapons kept
// aboard unmounted) and deleting a weapon, each removal only after the user says yes to a question that names what
// goes, with the names escaped. Core's DialogV2.confirm is replaced by a recorder that answers as told.
import { beforeAll, describe, expect, it } from "vitest";
import { ShipData } from "../../../src/data/actor/ship";
import { WeaponData } from "../../../src/data/item/weapon";
import { addMount, deleteMount, deleteWeapon } from "../../../src/apps/sheets/mount-edits";
import { confirmDelete } from "../../../src/apps/sheets/confirm";
import { seatSources } from "../../../src/apps/sheets/link";
import { bootSystem } from "../../harness";
import { beowulf, crew, ALICE } from "../../fixtures/world";
import { recordConfirms } from "../confirm-recorder";

beforeAll(bootSystem);

type Asked = { window: { title: string }; content: string; yes: { label: string }; no: { default: boolean } };
const { asked, answering } = recordConfirms<Asked>();

const mountsOf = (a: Actor.Implementation) => (a.system as ShipData).mounts;
const weaponsOf = (a: Actor.Implementation) => [...a.items].filter((i) => i.system instanceof WeaponData);

describe("the Weapons tab's edits", () => {
  it("confirmDelete is yes only for the named yes button; No and closing the window keep everything", async () => {
    const q = { title: "T", question: "Q?", yes: "Remove" };
    answering(true);
    expect(await confirmDelete(q)).toBe(true);
    answering(false);
    expect(await confirmDelete(q)).toBe(false);
    answering(null);
    expect(await confirmDelete(q)).toBe(false);
    expect(asked.at(-1)!.no.default).toBe(true);
    expect(asked.at(-1)!.content).toBe("<p>Q?</p>");
  });

  it("deletes a weapon only after yes, naming it escaped", async () => {
    const ship = await beowulf();
    const weapon = weaponsOf(ship)[0];
    await weapon.update({ name: "<b>Laser</b>" } as never);
    answering(false);
    await deleteWeapon(ship, weapon.id!);
    expect(ship.items.get(weapon.id!)).toBeTruthy();
    expect(asked[0].content).toContain("&lt;b&gt;Laser&lt;/b&gt;");
    expect(asked[0].content).not.toContain("<b>");
    answering(true);
    await deleteWeapon(ship, weapon.id!);
    expect(ship.items.get(weapon.id!)).toBeUndefined();
    await deleteWeapon(ship, "nonexistent00000");
    expect(asked).toHaveLength(2);
  });

  it("adds an empty turret or bay", async () => {
    const ship = await beowulf();
    const before = mountsOf(ship).length;
    await addMount(ship, "bay");
    expect(mountsOf(ship)).toHaveLength(before + 1);
    expect(mountsOf(ship).at(-1)).toMatchObject({ type: "bay", size: "single", damage: 0 });
  });

  it("removes a mount after yes: its gunner leaves the seat, its weapons stay aboard unmounted", async () => {
    const ship = await beowulf();
    const named = await crew("Sam <i>Gunner</i>", ALICE);
    await ship.update({
      system: { seats: seatSources(ship).map((s) => (s.mountId === "bt1" ? { ...s, crew: named.uuid } : s)) },
    } as never);
    answering(false);
    await deleteMount(ship, "bt1", "Dorsal");
    expect(mountsOf(ship).map((m) => m.id)).toContain("bt1");
    expect(asked[0].content).toContain("Dorsal");
    expect(asked[0].content).toContain("Sam &lt;i&gt;Gunner&lt;/i&gt;");
    answering(true);
    await deleteMount(ship, "bt1", "Dorsal");
    expect(mountsOf(ship).map((m) => m.id)).not.toContain("bt1");
    expect(seatSources(ship).some((s) => s.mountId === "bt1")).toBe(false);
    const unmounted = weaponsOf(ship).filter((i) => (i.system as WeaponData).mountId === "");
    expect(unmounted).toHaveLength(1);
    expect(weaponsOf(ship)).toHaveLength(2);
  });
});
