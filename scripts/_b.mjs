import { build } from "vite";
const [root, entry, out] = process.argv.slice(2);
await build({ root, configFile: false, logLevel: "warn", build: { ssr: entry, outDir: out, emptyOutDir: true, target: "node20", minify: false, rollupOptions: { output: { format: "es", entryFileNames: "x.mjs" } } } });
