// Prints the README's two commands, one a line: the shell blocks of its section "The two commands" (the first builds
// the installable system, the second runs every test). .ci/run runs exactly these, so the README stays true.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The commands of the README's "The two commands" section, in order. */
export function readmeCommands(readme) {
  const section = readme.split(/^## /m).find((s) => s.startsWith("The two commands"));
  if (!section) return [];
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1].trim());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  const commands = readmeCommands(fs.readFileSync(path.join(root, "README.md"), "utf8"));
  if (commands.length !== 2 || commands.some((c) => c.includes("\n"))) {
    console.error('README.md: the section "The two commands" must hold two one-line sh blocks');
    process.exit(1);
  }
  console.log(commands.join("\n"));
}
