// Stand-in for Foundry's Hooks (public API: foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html).
type Fn = (...args: any[]) => unknown;

const registry = new Map<string, { id: number; fn: Fn; once: boolean }[]>();
let nextId = 1;

export const Hooks = {
  on(hook: string, fn: Fn, { once = false }: { once?: boolean } = {}): number {
    const id = nextId++;
    registry.set(hook, [...(registry.get(hook) ?? []), { id, fn, once }]);
    return id;
  },
  once(hook: string, fn: Fn): number {
    return Hooks.on(hook, fn, { once: true });
  },
  off(hook: string, fn: Fn | number): void {
    registry.set(
      hook,
      (registry.get(hook) ?? []).filter((h) => (typeof fn === "number" ? h.id !== fn : h.fn !== fn)),
    );
  },
  /** Call every listener; a listener returning false stops the chain and the call returns false. */
  call(hook: string, ...args: unknown[]): boolean {
    for (const h of [...(registry.get(hook) ?? [])]) {
      if (h.once) Hooks.off(hook, h.id);
      if (h.fn(...args) === false) return false;
    }
    return true;
  },
  callAll(hook: string, ...args: unknown[]): true {
    for (const h of [...(registry.get(hook) ?? [])]) {
      if (h.once) Hooks.off(hook, h.id);
      h.fn(...args);
    }
    return true;
  },
  /** Foundry logs (and optionally notifies) errors caught by core workflows. */
  onError(_location: string, error: Error, { notify }: { notify?: string } = {}): void {
    if (notify) (globalThis as any).ui?.notifications?.[notify]?.(error.message);
  },
  get events(): Record<string, number> {
    return Object.fromEntries([...registry].map(([k, v]) => [k, v.length]));
  },
  /** stand-in only: forget every listener */
  _reset(): void {
    registry.clear();
  },
};
