// Core's "Update Combatant" dialog submits its whole form, the initiative as it stands included, and core hands
// `_preUpdate` those raw changes (test/harness/README.md, "What it enforces": documents): a GM renames and re-images a
// ship combatant; only a real change of its initiative is refused (the engagement's initiative is the engine's).
import { beforeAll, describe, expect, it } from "vitest";
import { scriptTotals, notifications } from "../harness";
import { beowulf, bootSystem, combatOf, corsair } from "../fixtures/world";

beforeAll(bootSystem);

/** The form as the dialog submits it. */
const form = (c: Combatant.Implementation, changes: Record<string, unknown>) => ({
  name: c.name,
  img: (c as unknown as { img: string | null }).img,
  initiative: c.initiative,
  hidden: (c as unknown as { hidden: boolean }).hidden,
  defeated: c.defeated,
  ...changes,
});

describe("the Update Combatant dialog on a ship", () => {
  it("saves a name and an image; refuses only a new initiative", async () => {
    const { combat, ids } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    scriptTotals([9, 2], [5, 2]);
    await combat.rollInitiative([]);
    const c = combat.combatants.get(ids[0]) as Combatant.Implementation;
    const initiative = c.initiative;
    expect(initiative).not.toBeNull();
    await c.update(form(c, { name: "Beowulf (damaged)", img: "icons/ship.webp" }) as never);
    expect([c.name, (c as unknown as { img: string }).img, c.initiative]).toEqual([
      "Beowulf (damaged)",
      "icons/ship.webp",
      initiative,
    ]);
    // the initiative as text, as a form may give it, is the same initiative
    await c.update(form(c, { name: "Beowulf", initiative: String(initiative) }) as never);
    expect(c.name).toBe("Beowulf");
    const warnings = notifications.messages.length;
    await c.update(form(c, { name: "Renamed", initiative: (initiative ?? 0) + 5 }) as never);
    expect([c.name, c.initiative]).toEqual(["Beowulf", initiative]);
    expect(notifications.messages.length).toBe(warnings + 1);
  });
});
