import { describe, expect, it } from "vitest";
import fs from "node:fs";

describe("lang/en.json", () => {
  it("is valid JSON under the CEPHEUS namespace", () => {
    const lang = JSON.parse(fs.readFileSync("lang/en.json", "utf8"));
    expect(Object.keys(lang)).toEqual(["CEPHEUS"]);
  });
});
