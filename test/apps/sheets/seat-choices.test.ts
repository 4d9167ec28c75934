// The "Seat crew…" picker's choices as the sheet reads them from the world: every crew actor the user owns, those not
// aboard first, then those seated aboard with their station (chosen, they move); nobody the user does not own.
import { beforeAll, describe, expect, it } from "vitest";
import { seatSources, shipViewInput } from "../../../src/apps/sheets/link";
import { bootSystem, user } from "../../harness";
import { beowulf, crew, ALICE, BOB } from "../../fixtures/world";

beforeAll(bootSystem);

describe("the Seat crew… picker's choices", () => {
  it("crew not aboard first, then crew seated aboard with their station; only the user's own", async () => {
    const ship = await beowulf();
    const seated = seatSources(ship).find((s) => s.crew)!;
    const aboard = game.actors!.find((a) => a.uuid === seated.crew)!;
    const ashore = await crew("Ann Ashore", ALICE);
    await crew("Bob's Own", BOB);
    const choices = shipViewInput(ship, user("alice") as unknown as User.Implementation).seatChoices ?? [];
    const names = choices.map((c) => c.name);
    expect(names).toContain("Ann Ashore");
    expect(names).not.toContain("Bob's Own");
    expect(choices.find((c) => c.uuid === ashore.uuid)?.at).toBeUndefined();
    // (Beowulf's first seated crew member is Alice's: she may move them)
    expect(choices.find((c) => c.uuid === aboard.uuid)?.at).toBe(`CEPHEUS.Position.${seated.position}`);
    const firstAboard = choices.findIndex((c) => c.at);
    expect(firstAboard).toBeGreaterThan(-1);
    expect(choices.slice(firstAboard).every((c) => c.at)).toBe(true);
    // the GM owns every crew actor: each seated one is offered with the station it holds
    const gm = shipViewInput(ship, user("gm") as unknown as User.Implementation).seatChoices ?? [];
    for (const s of seatSources(ship).filter((x) => x.crew))
      expect(gm.find((c) => c.uuid === s.crew)?.at).toBe(`CEPHEUS.Position.${s.position}`);
  });
});
