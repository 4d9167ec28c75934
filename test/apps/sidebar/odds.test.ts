// "Odds of this fight" in the tracker: a GM-only button, shown with an engagement of ships on two sides or more,
// keyboard-reachable with an aria-label, busy while an estimate runs (a second click is refused), and a DialogV2
// naming each side by its ships with shares that add up to 100 %. Through the stand-in, the real bridge and rules;
// Worker is a fake that answers like the odds worker (runJob), or absent (the page fights the battles itself).
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TRACKER_ACTIONS, trackerView } from "../../../src/apps/sidebar/tracker";
import { oddsBusy } from "../../../src/apps/sidebar/odds-control";
import { showOdds, sidesOf } from "../../../src/apps/sidebar/odds-dialog";
import { FIRST_BATTLES, ODDS_BATTLES } from "../../../src/odds/pool";
import { prepareTrackerView } from "../../../src/apps/sidebar/view-model";
import { ENGINE_OPTION, loadEngagement } from "../../../src/play/load";
import { runJob, stateOf, type OddsJob } from "../../../src/odds/job";
import { releaseIdleWorkers } from "../../../src/odds/pool";
import { oddsOf } from "../../../src/rules/engagement/odds";
import { createEngagement } from "../../../src/rules/engagement/state";
import { as, errors, notifications, user } from "../../harness";
import { frontierTrader, patrolFrigate, raider } from "../../rules/engagement/fixtures";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair, lancer } from "../../fixtures/world";
import { button } from "./button";
import { count, render } from "./render";

beforeAll(bootSystem);

/**
 * The odds window: DialogV2.prompt recorded (the stand-in has no DialogV2). The window stays open (the promise
 * resolves only when the test closes it: closing stops the estimate); its render callback is kept.
 */
function recordDialogs(fail?: Error) {
  const opened: {
    content: string;
    window: { title: string };
    ok: { label: string };
    render: (event: Event, dialog: unknown) => void;
    close: () => void;
    /** the column's body as the window shows it now (what the estimate wrote last) */
    column: (i: number) => string;
    stop: { disabled: boolean };
    /** a click on the window's button data-odds="…" */
    click: (odds: string) => void;
  }[] = [];
  const api = foundry.applications.api as unknown as Record<string, unknown>;
  const before = api.DialogV2;
  api.DialogV2 = {
    prompt: vi.fn((options: (typeof opened)[number]) => {
      if (fail) return Promise.reject(fail);
      // as much of the window's element as the dialog reads: each column's body and the Stop button
      const bodies = new Map<string, { innerHTML: string }>();
      const stop = { disabled: false };
      const element = {
        querySelector: (selector: string) => {
          const col = /data-odds-column="(\d+)"/.exec(selector);
          if (col) return bodies.get(col[1]) ?? bodies.set(col[1], { innerHTML: "" }).get(col[1]);
          return selector.includes('data-odds="stop"') ? stop : null;
        },
        addEventListener: (_type: string, fn: (event: unknown) => void) => listeners.push(fn),
      };
      const listeners: ((event: unknown) => void)[] = [];
      const click = (odds: string) =>
        listeners.forEach((fn) => fn({ target: { closest: () => ({ dataset: { odds } }) } }));
      return new Promise((resolve) => {
        opened.push({
          ...options,
          close: () => resolve(null),
          column: (i) => bodies.get(String(i))?.innerHTML ?? "",
          stop,
          click,
        });
        options.render(new Event("render"), { element });
      });
    }),
  };
  restore.push(() => {
    for (const o of opened) o.close();
    api.DialogV2 = before;
  });
  return opened;
}

/**
 * A quick stand-in for the engine's answer: battle i won by side (seed + i) mod sides, every seventh a draw, in 3
 * rounds (a valid result of the job, in no time, for tests of the window rather than of the odds).
 */
function cannedJob(job: OddsJob) {
  const sides = [...new Set(Object.values(stateOf(job).memory.ships).map((s) => s.side))].sort();
  const result = {
    battles: job.battles,
    wins: {},
    sides: Object.fromEntries(sides.map((s) => [s, 0])) as Record<string, number>,
    draws: 0,
    totalRounds: 3 * job.battles,
    averageRounds: 3,
    ships: {},
    rounds: [0, 0, 0, job.battles],
  };
  for (let i = 0; i < job.battles; i++) {
    if ((job.seed + i) % 7 === 0) result.draws++;
    else result.sides[sides[(job.seed + i) % sides.length]]++;
  }
  return { ok: true, result };
}

/** Worker as the odds worker would answer (runJob, after a clone and a task), counting the workers made. */
function fakeWorker(answer: (job: OddsJob) => unknown = runJob) {
  const made: { jobs: OddsJob[] }[] = [];
  class FakeWorker {
    onmessage: ((e: { data: unknown }) => void) | null = null;
    onerror = null;
    onmessageerror = null;
    jobs: OddsJob[] = [];
    constructor(
      readonly url: URL,
      readonly options: { type: string },
    ) {
      made.push(this);
    }
    postMessage(job: OddsJob) {
      const copy = structuredClone(job);
      this.jobs.push(copy);
      setTimeout(() => this.onmessage?.({ data: structuredClone(answer(copy)) }), 0);
    }
    terminate() {}
  }
  vi.stubGlobal("Worker", FakeWorker);
  return made as unknown as FakeWorker[];
}

const restore: (() => void)[] = [];
afterEach(() => {
  for (const fn of restore.splice(0)) fn();
  vi.unstubAllGlobals();
  // workers kept from one test's estimate must not answer the next test's
  releaseIdleWorkers();
});

const call = (name: string, combat: Combat.Implementation | null) =>
  TRACKER_ACTIONS[name].call({ viewed: combat }, {} as PointerEvent, button({}));
const percents = (html: string) =>
  [...html.matchAll(/<span class="odds-percent">([\d.]+)%<\/span>/g)].map((m) => Number(m[1]));

describe("the button: GM only, with ships on two sides", () => {
  const fight = () =>
    createEngagement({
      ships: [patrolFrigate(), raider(), frontierTrader()],
      sides: { frigate: "navy", trader: "navy", raider: "pirates" },
      range: "short",
    });
  const infos = ["frigate", "raider", "trader"].map((id) => ({ id, name: id }));

  it("the view model shows it to the GM only, while the engagement has two sides and is not over", () => {
    const s = fight();
    expect(prepareTrackerView({ state: s, ships: infos, viewer: { isGM: true } }).odds).toEqual({
      show: true,
      busy: false,
    });
    expect(prepareTrackerView({ state: s, ships: infos, viewer: { isGM: false } }).odds.show).toBe(false);
    expect(prepareTrackerView({ state: null, ships: [], viewer: { isGM: true } }).odds.show).toBe(false);
    const oneSide = createEngagement({
      ships: [patrolFrigate(), frontierTrader()],
      sides: { frigate: "navy", trader: "navy" },
    });
    expect(prepareTrackerView({ state: oneSide, ships: infos, viewer: { isGM: true } }).odds.show).toBe(false);
    const over = fight();
    over.memory.ended = { reason: "referee" } as never;
    expect(prepareTrackerView({ state: over, ships: infos, viewer: { isGM: true } }).odds.show).toBe(false);
    expect(prepareTrackerView({ state: s, ships: infos, viewer: { isGM: true }, oddsBusy: true }).odds).toEqual({
      show: true,
      busy: true,
    });
  });

  it("the footer renders a real button with an aria-label and a tooltip for the GM, nothing for a player; busy shows", () => {
    const s = fight();
    const gm = render("sidebar/footer.hbs", {
      view: prepareTrackerView({ state: s, ships: infos, viewer: { isGM: true } }),
    });
    expect(gm).toMatch(
      /<button type="button" class="odds" data-action="oddsOfFight" aria-label="Odds of this fight: estimate who wins from here"\s+data-tooltip-text="Fight this engagement thousands of times/,
    );
    expect(gm).toContain('aria-busy="false" aria-disabled="false"');
    expect(gm).toContain('<span class="idle">Odds of this fight</span><span class="busy">Estimating the odds…</span>');
    const player = render("sidebar/footer.hbs", {
      view: prepareTrackerView({ state: s, ships: infos, viewer: { isGM: false } }),
    });
    expect(player).not.toContain("oddsOfFight");
    const busy = render("sidebar/footer.hbs", {
      view: prepareTrackerView({ state: s, ships: infos, viewer: { isGM: true }, oddsBusy: true }),
    });
    expect(busy).toContain('aria-busy="true" aria-disabled="true"');
    expect(count(gm, /<button /)).toBe(count(gm, /<button type="button"/));
  });

  it("through the documents: the GM's tracker has it, Alice's does not, and a combat of one side does not", async () => {
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    expect(trackerView(combat as never, user("gm") as never).odds.show).toBe(true);
    expect(trackerView(combat as never, user("alice") as never).odds.show).toBe(false);
    const { combat: friends } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "traders" },
    ]);
    expect(trackerView(friends as never, user("gm") as never).odds.show).toBe(false);
    expect(trackerView(null, user("gm") as never).odds.show).toBe(false);
  });
});

describe("the click", () => {
  it("a player who forges the click is told it is the GM's, and nothing is fought", async () => {
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    const opened = recordDialogs();
    const made = fakeWorker();
    await as("alice", () => call("oddsOfFight", combat));
    expect(notifications.messages.at(-1)).toMatchObject({ type: "warn", message: "Only the GM can do that." });
    expect(opened).toEqual([]);
    expect(made).toEqual([]);
  });

  it(`the GM: ${ODDS_BATTLES.toLocaleString("en")} battles over the workers, busy meanwhile (a second click refused), then the window`, async () => {
    const b = await beowulf();
    const { combat, ids } = await combatOf([
      { actor: b, side: "traders" },
      { actor: await corsair(), side: "pirates" },
      { actor: await lancer(), side: "pirates" },
    ]);
    const opened = recordDialogs();
    const made = fakeWorker(cannedJob);
    vi.stubGlobal("navigator", { hardwareConcurrency: 3 });
    const before = JSON.stringify(combat.toObject());

    const first = call("oddsOfFight", combat);
    expect(oddsBusy()).toBe(true);
    expect(trackerView(combat as never, user("gm") as never).odds.busy).toBe(true);
    await call("oddsOfFight", combat);
    // (the first click's progress notification may come after the refusal: it is shown once its window has loaded)
    expect(notifications.messages.filter((m) => m.type === "warn")).toEqual([
      { type: "warn", message: "The odds of this fight are already being estimated." },
    ]);
    await first;
    expect(oddsBusy()).toBe(false);
    expect(trackerView(combat as never, user("gm") as never).odds.busy).toBe(false);

    // one run, three workers, consecutive seeds covering the whole run
    expect(opened).toHaveLength(1);
    expect(made).toHaveLength(3);
    const jobs = made.flatMap((w) => w.jobs).sort((x, y) => x.seed - y.seed);
    // the page fought the first battles itself (the window's first estimate), the workers the rest, seeds in a row
    const fought = jobs.reduce((n, j) => n + j.battles, 0);
    expect(fought).toBeLessThan(ODDS_BATTLES);
    expect(fought).toBeGreaterThanOrEqual(ODDS_BATTLES - FIRST_BATTLES);
    for (let i = 1; i < jobs.length; i++) expect(jobs[i].seed).toBe(jobs[i - 1].seed + jobs[i - 1].battles);
    expect(Object.keys(stateOf(jobs[0]).ships).sort()).toEqual([...ids].sort());

    const { window, ok } = opened[0];
    const content = opened[0].column(0);
    expect(window.title).toBe("CEPHEUS.Odds.Title");
    expect(ok.label).toBe("CEPHEUS.Odds.Close");
    expect(content).toContain("10,000 battles fought from the start of the engagement.");
    expect(content).toContain('<th scope="row">Beowulf</th>');
    expect(content).toContain('<th scope="row">Corsair and Lancer</th>');
    const shares = percents(content);
    expect(shares).toHaveLength(3);
    expect(Math.round(shares.reduce((x, y) => x + y, 0) * 10)).toBe(1000);
    expect(content).toContain("on 3 worker threads.");
    expect(errors()).toEqual([]);
    // nothing in the world changed
    expect(JSON.stringify(combat.toObject())).toBe(before);
  });

  it("a failure is told in the user's language and the button is free again", async () => {
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    recordDialogs(new Error("no window today"));
    fakeWorker(cannedJob);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // the window fails to open after the estimate
    await call("oddsOfFight", combat);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    expect(oddsBusy()).toBe(false);
    expect(errors()).toEqual(["The odds of this fight could not be estimated (no window today)."]);
  });

  it("no combat: told so", async () => {
    await call("oddsOfFight", null);
    expect(notifications.messages.at(-1)).toMatchObject({ type: "warn", message: "There is no combat to act on." });
  });
});

describe("the window's estimate", () => {
  it("without Web Workers the page fights the battles itself: the same odds as oddsOf, and the window says so", async () => {
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    const opened = recordDialogs();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const view = await showOdds(combat as never, { battles: 120, seed: 42, pool: { workers: 2, first: 0 } });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    const state = loadEngagement(combat as never);
    const expected = oddsOf(state, 120, 42, { maxRounds: 30 });
    expect(view.rows.map((r) => [r.side, r.wins]).sort()).toEqual(Object.entries(expected.sides).sort());
    expect(view.draws.count).toBe(expected.draws);
    expect(opened[0].column(0)).toContain("partly in the page: worker threads were not available");
  });

  it("the window opens on a first estimate the page fought, says it is still fighting, and ends with the whole run", async () => {
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    const opened = recordDialogs();
    fakeWorker();
    const showing = showOdds(combat as never, {
      battles: 1_200,
      seed: 3,
      pool: { workers: 2, first: 50, firstMs: 60_000 },
    });
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    // the first estimate: the page's 50 battles, and the window says the battles go on
    expect(opened[0].content).toContain("50 battles fought from the start");
    expect(opened[0].content).toContain("Still fighting: 50 of 1,200 battles counted so far");
    const view = await showing;
    expect(view.battles).toBe("1,200");
    expect(view.running).toBeNull();
    expect(opened[0].column(0)).toContain("1,200 battles fought from the start");
    expect(opened[0].column(0)).not.toContain('class="odds-running"');
    expect(opened[0].stop.disabled).toBe(true);
  });

  it("Stop ends the estimate early: the figures count the battles fought, and the window says so", async () => {
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    const opened = recordDialogs();
    // workers that never answer: only the page's first battles are fought until the referee stops
    vi.stubGlobal(
      "Worker",
      class {
        onmessage = null;
        onerror = null;
        onmessageerror = null;
        postMessage() {}
        terminate() {}
      },
    );
    const showing = showOdds(combat as never, {
      battles: 5_000,
      seed: 9,
      pool: { workers: 2, first: 30, firstMs: 60_000 },
    });
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0].click("stop");
    const view = await showing;
    expect(view.stopped).toBe(true);
    expect(view.battles).toBe("30");
    expect(opened[0].column(0)).toContain("Stopped early: the figures count the 30 battles fought.");
  });

  it("the same seed gives the same odds; each side is named by its ships in the tracker's order", async () => {
    const { combat } = await combatOf([
      { actor: await corsair("Red Kestrel"), side: "pirates" },
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair("Black Gull"), side: "pirates" },
    ]);
    recordDialogs();
    fakeWorker();
    const a = await showOdds(combat as never, { battles: 40, seed: 7, pool: { workers: 2 } });
    const b = await showOdds(combat as never, { battles: 40, seed: 7, pool: { workers: 3 } });
    expect(b.rows).toEqual(a.rows);
    expect(b.draws).toEqual(a.draws);
    expect(sidesOf(combat as never, loadEngagement(combat as never))).toEqual([
      { side: "pirates", names: ["Red Kestrel", "Black Gull"] },
      { side: "traders", names: ["Beowulf"] },
    ]);
  });

  it("mid-fight the round limit counts from the current round", async () => {
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    recordDialogs();
    const made = fakeWorker();
    await combat.update({ round: 40, system: { round: 40 } } as never, { [ENGINE_OPTION]: true } as never); // as the engine would store it
    const view = await showOdds(combat as never, { battles: 4, seed: 1, pool: { workers: 1, first: 0 } });
    // simulate counts maxRounds from the round the fight starts in (tested in test/rules/engagement)
    expect(made[0].jobs[0].options).toEqual({ maxRounds: 30 });
    expect(stateOf(made[0].jobs[0]).memory.round).toBe(40);
    expect(view.from).toEqual({ key: "CEPHEUS.Odds.FromRound", round: 40 });
  });
});
