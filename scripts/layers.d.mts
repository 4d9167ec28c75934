// Types of scripts/layers.mjs for the tests.
import type { ESLint } from "eslint";

export declare const LAYERS: Record<string, string[]>;
export declare function layerOf(file: string): string | null;
export declare function mayImport(from: string, to: string): boolean;
export declare const layersPlugin: ESLint.Plugin;
