// What a scene of the screenshot / browser-test page gets to work with. A scene builds documents on the stand-in
// runtime, renders the system's real applications into the page, and says which element to photograph.
import { perform } from "../../src/play/perform";
import { scriptTotals, user, USERS } from "../harness";
import { sheetWorld, type SheetWorld, type WorldOptions } from "../fixtures/world";

export interface SceneContext {
  /** the page area applications are placed in */
  stage: HTMLElement;
  /** the chat log (cards appear here as they are posted) */
  chatLog: HTMLElement;
  theme: "dark" | "light";
  /** make `who` the current user */
  setUser(who: keyof typeof USERS): void;
  /** render an application and place it on the stage */
  place<T extends { render(o?: object): Promise<unknown>; element: HTMLElement }>(
    app: T,
    at?: { left?: number; top?: number; width?: number; height?: number },
  ): Promise<T>;
  /** the Patrol Frigate and the corsair as documents (test/fixtures/world.ts) */
  world(options?: WorldOptions): Promise<SheetWorld>;
  /** the same, in a combat: round 1, the frigate acting first, at `range` */
  engaged(options?: WorldOptions & { range?: string }): Promise<SheetWorld>;
  /** queue die faces making these totals ([total, dice] pairs) */
  script(...rolls: [number, number][]): void;
}

export interface Scene {
  /** file name of the screenshot (build/screenshots/<name>-<theme>.png) */
  name: string;
  /** what it shows */
  title: string;
  /** themes to photograph (default both) */
  themes?: ("dark" | "light")[];
  /** build it; return the element to photograph (default: the last placed application) */
  setup(ctx: SceneContext): Promise<HTMLElement | void>;
}

export function makeContext(
  stage: HTMLElement,
  chatLog: HTMLElement,
  theme: "dark" | "light",
  placed: HTMLElement[],
): SceneContext {
  const ctx: SceneContext = {
    stage,
    chatLog,
    theme,
    setUser(who) {
      (game as unknown as { user: unknown }).user = user(who);
    },
    async place(app, at = {}) {
      await app.render({ force: true, container: stage } as object);
      const el = app.element;
      el.style.left = `${at.left ?? 12}px`;
      el.style.top = `${at.top ?? 12}px`;
      if (at.width) el.style.width = `${at.width}px`;
      if (at.height) el.style.height = `${at.height}px`;
      placed.push(el);
      return app;
    },
    world: (options = {}) =>
      sheetWorld({ playerId: USERS.alice._id, observers: [USERS.alice._id, USERS.bob._id], ...options }),
    async engaged(options = {}) {
      const w = await ctx.world(options);
      ctx.script([10, 2], [8, 2], [5, 2]);
      const init = await perform({ type: "rollInitiative" }, { combat: w.combat });
      if (!init.ok) throw new Error(`initiative refused: ${init.refusal?.reason}`);
      const set = await perform(
        { type: "setRange", a: w.fid, b: w.cid, range: (options.range ?? "medium") as "medium" },
        { combat: w.combat },
      );
      if (!set.ok) throw new Error(`range refused: ${set.refusal?.reason}`);
      return w;
    },
    script(...rolls) {
      scriptTotals(...rolls);
    },
  };
  return ctx;
}
