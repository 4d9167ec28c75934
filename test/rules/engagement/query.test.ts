// The public engine query answers as the engine acts: over random play, the reactions it lists against a new attack
// are the ones the engine offered, with the reactions left it reported, and each one it lists is accepted.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../../src/rules/dice";
import { queryEngagement } from "../../../src/rules/engagement/query";
import { canPerform } from "../../../src/rules/engagement/validation";
import type { Command } from "../../../src/rules/engagement/commands";
import { build, fuzz, setup } from "./play";

describe("queryEngagement", () => {
  it("lists the reactions the engine offered against each new attack, and the engine accepts each", () => {
    let offers = 0;
    fc.assert(
      fc.property(setup, (x) => {
        fuzz(build(x), x.picks, seededSource(x.seed), ({ after, events }) => {
          const query = queryEngagement(after);
          for (const e of events) {
            if (e.type !== "reactionOffered") continue;
            offers++;
            const attack = query.attack(e.attackId);
            expect(attack?.targetId).toBe(e.shipId);
            expect(query.reactionsTo(attack!)).toEqual(e.reactions);
            expect(query.reactionsLeft(e.shipId)).toBe(e.remaining);
            for (const r of e.reactions) {
              // every seat offered may take the reaction (the card shows one button per seat)
              const seats = query.seatsFor(attack!, r);
              expect(seats.length, r).toBeGreaterThan(0);
              for (const seat of seats) {
                const command = { type: r, shipId: e.shipId, attackId: e.attackId, seat } as Command;
                expect(canPerform(after, command), JSON.stringify(command)).toEqual({ ok: true });
              }
            }
          }
        });
      }),
      { numRuns: 40, seed: 29 },
    );
    expect(offers).toBeGreaterThan(10);
  });

  it("knows no attack or boarding by an unknown id, and no reactions for a ship not in the engagement", () => {
    const query = queryEngagement(build({ a: 0, b: 1, range: "short" }));
    expect(query.attack("a999")).toBeUndefined();
    expect(query.boarding("b999")).toBeUndefined();
    expect(query.reactionsLeft("nobody")).toBe(0);
  });
});
