// Entry point: registration only. Each layer exposes a `register*` function called from here.
import { registerDataModels } from "./data";
import { registerDocuments } from "./documents";
import { registerChat } from "./chat/register";

Hooks.once("init", () => {
  registerDataModels();
  registerDocuments();
  registerChat();
});
