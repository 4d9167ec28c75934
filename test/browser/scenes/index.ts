// Every scene of the screenshot page. Adding a view: write test/browser/scenes/<yours>.ts exporting
// `scenes: Scene[]` (see scene-kit.ts) and add one line below.
import type { Scene } from "../scene-kit";
import { scenes as sheets } from "./sheets";
import { scenes as chat } from "./chat";
import { scenes as tracker } from "./tracker";
import { scenes as usdf } from "./usdf";
import { scenes as table } from "./table";
import { scenes as npc } from "./npc";
import { scenes as report } from "./report";
import { scenes as salvoMap } from "./salvo-map";
import { scenes as encounter } from "./encounter";

export const SCENES: Scene[] = [
  ...sheets,
  ...chat,
  ...tracker,
  ...usdf,
  ...table,
  ...npc,
  ...report,
  ...salvoMap,
  ...encounter,
];
