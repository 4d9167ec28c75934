// Node side of the template stand-in (test/harness/templates.ts): templates are read from the repository's
// templates/ folder. Call installNodeTemplates() in a test file (or the bench) before rendering.
import fs from "node:fs";
import path from "node:path";
import { setTemplateSource, templateFile } from "./templates";

const root = path.resolve(import.meta.dirname, "../..");

export function nodeTemplateSource(p: string): string {
  return fs.readFileSync(path.join(root, templateFile(p)), "utf8");
}

export function installNodeTemplates(): void {
  setTemplateSource(nodeTemplateSource);
}
