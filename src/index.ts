// Entry point: registration only. Each layer exposes a `register*` function called from here.
Hooks.once("init", () => {
  console.log("cepheus-space-combat | init");
});
