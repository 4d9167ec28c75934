// Browser checks of what the screenshots show: each guards one defect a new user met on a screen (a bar drawn as a
// hairline, text clipped, a list too long to scan, a sign without a legend, a control where it does not belong).
// Run by ./run.mjs: screenChecks({ page, check, assert, show }), once with the page in English and once in German
// (./screens-lang.mjs: the longest strings must fit as well). The words a check looks for are read from the page's
// language (`t(key)`), never written here in English.
// The checks live in ./screen-tracker-sizes.mjs, ./screen-ship-sheet.mjs, ./screen-cards-dialogs.mjs,
// ./screen-npc-turn.mjs and ./screen-controls-words.mjs (run in that order), what they read from the page in
// ./screen-kit.mjs.
import { guideCaptionChecks } from "./guide-checks.mjs";
import { lookChecks } from "./look-checks.mjs";
import { trackerSizeChecks } from "./screen-tracker-sizes.mjs";
import { shipSheetChecks } from "./screen-ship-sheet.mjs";
import { cardDialogChecks } from "./screen-cards-dialogs.mjs";
import { npcTurnChecks } from "./screen-npc-turn.mjs";
import { controlWordChecks } from "./screen-controls-words.mjs";

export async function screenChecks({ page, check, assert, show }) {
  await trackerSizeChecks({ page, check, assert, show });
  await shipSheetChecks({ page, check, assert, show });
  await cardDialogChecks({ page, check, assert, show });
  await npcTurnChecks({ page, check, assert, show });
  await controlWordChecks({ page, check, assert, show });

  await guideCaptionChecks({ page, check, assert, show });
  await lookChecks({ page, check, assert, show });
}
