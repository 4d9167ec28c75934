// Types of scripts/guide-text.mjs for the tests.
export declare const GUIDE_PARTS: readonly string[];
export declare function joinGuide(parts: readonly { file: string; text: string }[]): string;
export declare function guideText(): string;
