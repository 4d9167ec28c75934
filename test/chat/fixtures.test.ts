import { beforeAll, describe, expect, it } from "vitest";
import { chatFixtureRun, renderChatFixture } from "../fixtures/chat-fixtures";
import { bootSystem } from "../fixtures/world";

beforeAll(bootSystem);

describe("screenshot fixtures for the chat cards", () => {
  it("the attack card shows the three shots with two hits and the itemised DMs", async () => {
    const f = chatFixtureRun();
    expect(f.turnEvents.filter((e) => e.type === "damageResolved")).toHaveLength(2);
    const html = await renderChatFixture("attack");
    expect(html).toContain("ISS Vigilant");
    expect(html).toContain("Red Kestrel");
    expect(html.match(/class="shot hit"/g)).toHaveLength(2);
    expect(html.match(/class="shot miss"/g)).toHaveLength(1);
    expect(html).toContain("Mount damaged");
    expect(html).toContain("Damage pending");
  });

  it("the damage card shows the Hull and M-Drive hits and an Apply button", async () => {
    const html = await renderChatFixture("damage");
    expect(html).toContain("Hull 8 → 7");
    expect(html).toContain("M-Drive first hit: Thrust −1");
    expect(html).toContain('data-card-action="apply"');
  });

  it("the reaction card offers the Kestrel's reactions", async () => {
    const html = await renderChatFixture("reaction");
    expect(html).toContain("Reactions — Red Kestrel");
    expect(html).toContain('data-card-action="decline"');
  });
});
