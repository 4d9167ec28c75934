// Stand-in additions the USDF import/export UI depends on under node (import this module in a test file; it patches
// the stand-in on import). Users' permissions (User#can, game.permissions) and the clipboard are in ./permissions.ts,
// which the browser page uses too. From the public API pages (foundryvtt.com/api/v13):
// - ApplicationV2#render(options) / #close(): the stand-in prepares the context (`_prepareContext`) and keeps it in
//   `lastContext`; `rendered` tells whether the window is open. It builds no DOM and renders no template (templates
//   are rendered by test/harness/templates.ts; the browser page renders them for real).
import { ApplicationV2 } from "./applications";

export { clipboard, defaultPermissions, USER_PERMISSIONS } from "./permissions";

type AnyRecord = Record<string, any>;

const app = ApplicationV2.prototype as AnyRecord;
app.render = async function render(this: AnyRecord, options: AnyRecord = {}) {
  this.lastContext = await this._prepareContext({
    ...options,
    parts: options.parts ?? Object.keys((this.constructor as AnyRecord).PARTS ?? {}),
  });
  this.rendered = true;
  return this;
};
app.close = async function close(this: AnyRecord) {
  this.rendered = false;
  return this;
};
