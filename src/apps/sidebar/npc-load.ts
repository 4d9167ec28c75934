// The NPC crews' chunk (./npc-control.ts), loaded on first use by the tracker's buttons and the ship sheet's alike.
import { lazy } from "../../base/lazy";

export const loadNpc = lazy(() => import("./npc-control"), "CEPHEUS.Tracker.Notify.DialogLoadFailed");
