// Code loaded on first use (docs/internals.md, "Code loaded on first use"). `lazy(() => import("./x"), key)` wraps a dynamic
// import, which vite emits as its own file beside the main module (dist/chunks/<name>-<hash>.mjs), so the module
// Foundry loads at start-up stays small. The first call loads the chunk and keeps it; later calls get it at once.
// When the load fails (a dropped connection, a half-updated install) the call shows the localised `failureKey`
// notification ({message}: the browser's reason), resolves null so that the caller changes nothing, and the next
// call tries again. `preload()` starts loading quietly, e.g. when the pointer reaches the button that needs it.
export interface Lazy<T> {
  (): Promise<T | null>;
  /** start loading now, without a notification if it fails */
  preload(): void;
  /** the localised message of the last failed load (null after a success) */
  readonly failure: string | null;
}

export function lazy<T>(load: () => Promise<T>, failureKey: string): Lazy<T> {
  let module: T | null = null;
  let pending: Promise<T> | null = null;
  let failure: string | null = null;
  const start = (): Promise<T> =>
    (pending ??= load().then(
      (m) => {
        module = m;
        failure = null;
        return m;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  const get = async (): Promise<T | null> => {
    if (module) return module;
    try {
      return await start();
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      failure = game.i18n?.format(failureKey, { message: reason }) ?? reason;
      console.error(`cepheus-space-combat | ${failureKey}:`, err);
      ui.notifications?.error(failure);
      return null;
    }
  };
  return Object.defineProperties(get, {
    preload: { value: () => void start().catch(() => undefined) },
    failure: { get: () => failure },
  }) as Lazy<T>;
}
