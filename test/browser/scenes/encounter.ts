// The encounter builder (GM): three ships of the players (SRD ships of the compendium, copied into the world as Alice's)
// and a folder of pirates to draw from (the SRD's armed ships); the GM asks for 60% and searches, on the odds workers
// as the page starts them, with a fixed seed (the same fleets every run); the window shows the best fleets found.
import FIGHTER from "../../../packs/_source/ships/fighter_6DfqDiyKQjHaSwfm.json";
import TRADER from "../../../packs/_source/ships/frontier-trader_HC9kC3kzyw6ImkD9.json";
import SURVEY from "../../../packs/_source/ships/survey-vessel_XM1TO1Qtf3eNAhpR.json";
import RAIDER from "../../../packs/_source/ships/raider_LdMzu0tbd02Ip6tB.json";
import CORVETTE from "../../../packs/_source/ships/corvette_cZ6rs38QVgSh256O.json";
import { USERS } from "../../harness";
import type { Scene } from "../scene-kit";

/** A world ship copied from a pack source, named `name`, owned by `owner` (or no player), in `folder`. */
async function shipFrom(source: object, name: string, owner: string | null, folder: string | null = null) {
  const { _id, _key, ...data } = structuredClone(source) as Record<string, unknown>;
  void _id;
  void _key;
  const items = (data.items as Record<string, unknown>[]).map(({ _id: _i, _key: _k, ...item }) => item);
  const actor = await Actor.create({
    ...data,
    items,
    name,
    folder,
    ownership: owner ? { [owner]: 3 } : {},
  } as never);
  if (!actor) throw new Error(`${name} was not created`);
  return actor;
}

export const scenes: Scene[] = [
  {
    name: "encounter-builder",
    title:
      "Build an encounter (GM): three players' ships, 60% wanted, a folder of pirates; the best fleets found on the workers, each with its chance, interval, rounds and picture",
    themes: ["dark"],
    async setup(ctx) {
      ctx.setUser("gm");
      const alice = USERS.alice._id;
      await shipFrom(TRADER, "Far Horizon", alice);
      await shipFrom(SURVEY, "Wayfarer", alice);
      await shipFrom(FIGHTER, "Sparrow", alice);
      const folder = await Folder.implementation.create({ name: "Pirates", type: "Actor" } as Folder.CreateData);
      for (const source of [FIGHTER, TRADER, SURVEY, RAIDER, CORVETTE])
        await shipFrom(source, (source as { name: string }).name, null, folder!.id);
      const { EncounterBuilder } = await import("../../../src/apps/encounter/encounter-window");
      const app = await ctx.place(new EncounterBuilder(null, { seed: 20_260_601 }), { width: 760 });
      const pool = app.element.querySelector<HTMLSelectElement>('select[name="pool"]')!;
      pool.value = `folder-${folder!.id}`;
      app.element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      // the click submits the form; the search runs on the workers until its best fleets are confirmed
      for (let i = 0; i < 100 && !app.searching; i++) await new Promise((r) => setTimeout(r, 20));
      await app.searching;
      return app.element;
    },
  },
];
