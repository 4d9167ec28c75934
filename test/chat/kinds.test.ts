// The card kinds' declarations: every kind the data model stores is declared, and what each declares is what the
// buttons, Apply, withdrawing and the hooks then do (those are tested where they act; here the table itself).
import { describe, expect, it } from "vitest";
import { CARD_KINDS } from "../../src/data/chat/card";
import { applies, CARD_KIND_DEFS, cardKind, hasButtons, presserOf } from "../../src/chat/kinds";

describe("card kinds", () => {
  it("declare every kind the data model stores, and only those", () => {
    expect(Object.keys(CARD_KIND_DEFS).sort()).toEqual([...CARD_KINDS].sort());
  });

  it("one kind reports the command; the kinds that apply have Apply for the ship's owners and Undo for the GM", () => {
    expect(CARD_KINDS.filter((k) => CARD_KIND_DEFS[k].reports)).toEqual(["action"]);
    expect(CARD_KINDS.filter((k) => applies(k))).toEqual(["damage", "crew"]);
    for (const k of CARD_KINDS.filter((x) => applies(x))) {
      expect(presserOf(k, "apply")).toBe("owners");
      expect(presserOf(k, "undo")).toBe("gm");
      expect(presserOf(k, "decline")).toBeNull();
    }
    expect(CARD_KIND_DEFS.damage.writes).toEqual({ ship: true, crew: true });
    expect(CARD_KIND_DEFS.crew.writes).toEqual({ ship: false, crew: true });
  });

  it("reactions are offered, pressed by whoever may perform them, and declined by the ship's owners", () => {
    expect(CARD_KINDS.filter((k) => CARD_KIND_DEFS[k].offersReactions)).toEqual(["reaction"]);
    expect(presserOf("reaction", "react")).toBe("performer");
    expect(presserOf("reaction", "decline")).toBe("owners");
    expect(presserOf("reaction", "apply")).toBeNull();
  });

  it("the cards with buttons are the ones the GM's record keeps; the command's card is withdrawn only when posted since", () => {
    expect(CARD_KINDS.filter((k) => hasButtons(k))).toEqual(["reaction", "damage", "crew"]);
    expect(CARD_KINDS.map((k) => CARD_KIND_DEFS[k].withdraws)).toEqual(["sincePosted", "always", "always", "always"]);
  });

  it("a name no kind has (a forged or foreign card) has no declaration, no buttons and does not apply", () => {
    for (const name of ["", "toString", "__proto__", "DAMAGE", 5, null]) {
      expect(cardKind(name)).toBeNull();
      expect(applies(name)).toBe(false);
      expect(hasButtons(name)).toBe(false);
      expect(presserOf(name, "apply")).toBeNull();
    }
  });
});
