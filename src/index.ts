// Entry point: registration only. Each layer exposes a `register*` function called from here.
import { registerDataModels } from "./data";
import { registerDocuments } from "./documents";

Hooks.once("init", () => {
  registerDataModels();
  registerDocuments();
});
