// Side-effect import: install the rendering ApplicationV2 stand-in (applications-render.ts, sheets-render.ts) into the
// globals. Import it before anything that subclasses ApplicationV2 (the sheets, the dialog) is imported or the system
// is booted.
import { installRenderingApplications } from "./sheets-render";

installRenderingApplications();
