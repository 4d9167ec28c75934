// The screenshots the guide shows (the guide's parts in docs/ and its journal in the rules compendium), copied from
// build/screenshots/ into docs/images/ by `npm run screenshots`, with the cover image of the manifest's `media`.
// docs/images/ is committed: the pack generator and the build read it, and the guide on a repository page shows it.

/** The screenshots the guide uses, by file name in build/screenshots/. */
export const GUIDE_IMAGES = Object.freeze([
  "first-welcome-dark.png",
  "first-stations-dark.png",
  "first-dialog-dark.png",
  "first-attack-dark.png",
  "first-delay-dark.png",
  "first-damage-dark.png",
  "first-end-round-dark.png",
  "first-missiles-dark.png",
  "tracker-pinned-range-dark.png",
  "ship-stations-dark.png",
  "ship-stations-edit-dark.png",
  "ship-stations-player-dark.png",
  "tracker-damage-waiting-dark.png",
  "salvo-map-dark.png",
  "ship-weapons-dark.png",
  "crew-dark.png",
  "action-dialog-dark.png",
  "chat-attack-dark.png",
  "chat-reaction-answered-dark.png",
  "chat-damage-dark.png",
  "chat-damage-applied-dark.png",
  "tracker-gm-dark.png",
  "tracker-player-dark.png",
  "odds-window-dark.png",
  "battle-report-dark.png",
  "encounter-builder-dark.png",
  "npc-setup-dark.png",
  "npc-preview-dark.png",
  "npc-card-dark.png",
  "npc-hit-player-dark.png",
  "usdf-import-twodsix-dark.png",
]);

/** The cover (system.json `media`): composed from these screenshots, left to right. */
export const COVER = Object.freeze({
  file: "cover.png",
  width: 1280,
  height: 720,
  from: ["tracker-gm-dark.png", "ship-stations-dark.png", "chat-damage-dark.png"],
});
