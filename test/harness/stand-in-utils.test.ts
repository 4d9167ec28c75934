// The stand-in's foundry.utils helpers that our code calls instead of writing its own (test/harness/README.md).
import { afterEach, describe, expect, it, vi } from "vitest";

describe("foundry.utils.escapeHTML", () => {
  it("turns &, <, >, \" and ' into entities and leaves everything else", () => {
    const out = foundry.utils.escapeHTML(`<b title="x">Tom & Jerry's</b> ©`);
    expect(out).not.toMatch(/[<>"']/);
    expect(out).toBe("&lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/b&gt; ©");
  });
});

describe("foundry.utils.debounce", () => {
  afterEach(() => vi.useRealTimers());

  it("runs once, delay ms after the last call, with that call's arguments", () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const later = foundry.utils.debounce((q: string) => seen.push(q), 250);
    later("gob");
    vi.advanceTimersByTime(200);
    later("goblin");
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(["goblin"]);
  });

  it("cancel drops a pending run", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const later = foundry.utils.debounce(fn, 100) as ((...a: unknown[]) => void) & { cancel(): void };
    later();
    later.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe("waypoint labels: one root element (core's parseHTML, then style properties set on the element)", () => {
  it("counts top-level elements, skipping comments, void and self-closed elements", async () => {
    const { rootElementCount } = await import("./canvas");
    expect(rootElementCount('<div class="a"><span>x</span><br></div>')).toBe(1);
    expect(rootElementCount("<!-- c --><div></div>\n<div></div>")).toBe(2);
    expect(rootElementCount("<img src='x'><div/>")).toBe(2);
    expect(rootElementCount("text only")).toBe(0);
  });
});
