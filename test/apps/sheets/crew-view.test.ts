import { describe, expect, it } from "vitest";
import { upp, uppDigit } from "../../../src/apps/sheets/crew-view";

describe("UPP", () => {
  it("writes scores as extended hexadecimal, skipping I and O", () => {
    expect([0, 9, 10, 15, 17, 18, 22, 23].map(uppDigit).join("")).toBe("09AFHJNP");
    expect(upp({ str: 7, dex: 10, end: 12, int: 8, edu: 15, soc: 2 })).toBe("7AC8F2");
    // an unknown or impossible score is shown as "?" rather than a wrong digit
    expect(uppDigit(-1)).toBe("?");
    expect(uppDigit(2.5)).toBe("?");
  });
});
