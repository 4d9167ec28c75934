// The sheet of the salvo actor (Actor type "salvo", whose tokens are the missile salvos on the map:
// src/apps/canvas/salvo-map): it says what the actor is for. Nothing on it is editable, and a salvo token's own
// figures are in its tooltip and the tracker, which read them from the engagement.
import { templatePath } from "../../base/system-id";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

export class SalvoSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS = { classes: ["cepheus", "sheet", "salvo-sheet"], position: { width: 360 } };

  static override PARTS = { body: { template: templatePath("sheets/salvo.hbs") } };
}
