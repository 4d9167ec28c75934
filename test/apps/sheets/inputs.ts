// The ship view's input for the Patrol Frigate fixture (pure data, no Foundry documents).
import type { ShipViewInput } from "../../../src/apps/sheets/ship-view";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { FRIGATE_CREW, frigateMounts, frigateSeats, frigateSnapshot, frigateWeapons } from "../../fixtures/fixtures";

export function frigateInput(state: EngagementState | null, over: Partial<ShipViewInput> = {}): ShipViewInput {
  return {
    ship: state?.ships.frigate ?? frigateSnapshot(),
    seats: frigateSeats(),
    mounts: frigateMounts(),
    weapons: frigateWeapons(),
    crew: Object.fromEntries(FRIGATE_CREW.map((c) => [c.uuid, { name: c.name, img: c.img }])),
    engagement: state,
    inCombat: true,
    shipNames: { frigate: "ISS Vigilant", corsair: "Red Kestrel" },
    mayAct: () => true,
    editable: true,
    isGM: true,
    computer: { model: "Model 3/fib", rating: 3 },
    ...over,
  };
}
