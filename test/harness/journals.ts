// The stand-in's JournalEntry and its embedded JournalEntryPage (test/harness/README.md, "Journals"): a name, a
// folder, ownership and flags; pages of type text holding HTML. Core's rules as far as the system writes journals:
// creating a journal entry takes the GM here (stricter than core's JOURNAL_CREATE permission, TRUSTED by default);
// changing one takes its ownership (a page inherits its entry's). Pages given with their entry are cleaned by the
// page's schema, as core cleans embedded data, so they have their defaults (ownership, flags) when updated later.
import { Document } from "./document";
import type { AnyObject } from "./utils";

export class JournalEntryPage extends Document {
  static override documentName = "JournalEntryPage";
}

export class JournalEntry extends Document {
  static override documentName = "JournalEntry";

  override _initialize(options: AnyObject = {}): void {
    const pages = this._source?.pages as AnyObject[] | undefined;
    if (Array.isArray(pages)) this._source.pages = pages.map((p) => JournalEntryPage.cleanData(p));
    super._initialize(options);
  }
}
