// The salvo map's chunk (./index.ts), loaded on the first hook it hears (registerHooks); null when it could not be
// loaded (the user is told).
import { lazy } from "../../../base/lazy";

export const salvoMap = lazy(() => import("./index"), "CEPHEUS.Salvo.LoadFailed");
