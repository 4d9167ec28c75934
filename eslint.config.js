import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { layersPlugin } from "./scripts/layers.mjs";

export default tseslint.config(
  { ignores: ["dist/**", "build/**", "node_modules/**", "packs/**/*.ldb", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": "allow-with-description" }],
    },
  },
  {
    // type-aware rules: a promise is awaited, or marked `void` where it is fired and forgotten on purpose
    files: ["**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // the layer table of docs/architecture.md (scripts/layers.mjs)
    files: ["src/**/*.ts"],
    plugins: { layers: layersPlugin },
    rules: { "layers/imports": "error" },
  },
  {
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", "game", "CONFIG", "Hooks", "foundry", "ui", "document", "window"],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Dice come through src/rules/dice.ts" },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "test/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
