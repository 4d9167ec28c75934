// The one signed-number format the sheets, dialogs, tracker, cards and ruler share.
import { describe, expect, test } from "vitest";
import { signed } from "../../src/base/format";

describe("signed", () => {
  test("a DM or Effect is written with its sign, a true minus sign when negative", () => {
    expect([signed(2), signed(0), signed(-3), signed(-0)]).toEqual(["+2", "+0", "\u22123", "+0"]);
  });
});
