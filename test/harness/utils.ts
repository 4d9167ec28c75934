// Stand-in for the parts of foundry.utils our code and the stand-in use. Written from the public API
// descriptions (foundryvtt.com/api/v13/modules/foundry.utils.html), not from Foundry's source.
import { ForcedDeletion, ForcedReplacement } from "./operators";

export type AnyObject = Record<string, any>;

export function getType(v: unknown): string {
  if (v === null) return "null";
  if (v === undefined) return "undefined";
  if (Array.isArray(v)) return "Array";
  if (v instanceof Set) return "Set";
  if (v instanceof Map) return "Map";
  if (typeof v === "object")
    return Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null ? "Object" : "Unknown";
  return typeof v;
}

export const isPlainObject = (v: unknown): v is AnyObject => getType(v) === "Object";

/** Deep copy of plain objects and arrays; other objects (class instances) are kept by reference. */
export function deepClone<T>(v: T): T {
  if (Array.isArray(v)) return v.map((x) => deepClone(x)) as T;
  if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deepClone(x)])) as T;
  if (v instanceof Date) return new Date(v) as T;
  return v;
}

/**
 * `&`, `<`, `>`, `"` and `'` as HTML entities, nothing else (foundry.utils.escapeHTML; its v13/v14 counterpart
 * unescapeHTML "handles only &, <, >, \", and '"). Which entity core writes for each is not documented; these render
 * the same.
 */
export function escapeHTML(value: string): string {
  const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
  return String(value).replace(/[&<>"']/g, (c) => entities[c]!);
}

/**
 * foundry.utils.debounce(callback, delay): the callback runs once, `delay` ms after the last call, with that call's
 * arguments; `cancel()` drops a pending run (the v14 page documents `cancel`, the v13 page only the wrapper).
 */
export function debounce<A extends unknown[]>(
  callback: (...args: A) => unknown,
  delay: number,
): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wrapped = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      callback(...args);
    }, delay);
  };
  return Object.assign(wrapped, { cancel: () => clearTimeout(timer) });
}

/** `{"a.b": 1}` → `{a: {b: 1}}` (recursively). */
export function expandObject(obj: AnyObject): AnyObject {
  const out: AnyObject = {};
  for (const [k, v] of Object.entries(obj)) setProperty(out, k, isPlainObject(v) ? expandObject(v) : v);
  return out;
}

export function flattenObject(obj: AnyObject, prefix = ""): AnyObject {
  const out: AnyObject = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(v) && Object.keys(v).length) Object.assign(out, flattenObject(v, key));
    else out[key] = v;
  }
  return out;
}

export function getProperty(obj: AnyObject, key: string): any {
  let cur: any = obj;
  for (const part of key.split(".")) {
    if (cur === null || cur === undefined) return undefined;
    cur = cur[part];
  }
  return cur;
}

export function setProperty(obj: AnyObject, key: string, value: unknown): boolean {
  const parts = key.split(".");
  let cur: AnyObject = obj;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(cur[part])) cur[part] = {};
    cur = cur[part];
  }
  cur[parts.at(-1)!] = value;
  return true;
}

export interface MergeOptions {
  insertKeys?: boolean;
  insertValues?: boolean;
  overwrite?: boolean;
  recursive?: boolean;
  inplace?: boolean;
  /** v13: a key `-=name` deletes `name` (v14 reads it as `applyOperators`, deprecated) */
  performDeletions?: boolean;
  /** v14: update operators (test/harness/operators.ts) delete or replace the key they are the value of; `-=name` too */
  applyOperators?: boolean;
}

/**
 * Merge `other` into `original`. Arrays and non-plain values are replaced, plain objects merged. With
 * `performDeletions` (or v14's `applyOperators`), a key `-=name` deletes `name` (Foundry's update syntax), a
 * ForcedDeletion value deletes its key and a ForcedReplacement value replaces it whole (v14's operators; only v14 mode
 * makes any). This is the stand-in's own merge; the `foundry.utils.mergeObject` tests see is setup.ts's, which
 * follows the mode (v13 ignores `applyOperators`, v14 warns of `performDeletions`).
 */
export function mergeObject<T extends AnyObject>(original: T, other: AnyObject = {}, options: MergeOptions = {}): T {
  const { insertKeys = true, insertValues = true, overwrite = true, recursive = true, inplace = true } = options;
  const performDeletions = !!(options.performDeletions || options.applyOperators);
  const target: AnyObject = inplace ? original : deepClone(original);
  if (getType(other) === "Object" && Object.keys(other).some((k) => k.includes("."))) other = expandObject(other);
  for (const [k, v] of Object.entries(other)) {
    if (performDeletions && k.startsWith("-=")) {
      delete target[k.slice(2)];
      continue;
    }
    if (performDeletions && v instanceof ForcedDeletion) {
      delete target[k];
      continue;
    }
    if (performDeletions && v instanceof ForcedReplacement) {
      target[k] = deepClone(v.value);
      continue;
    }
    const exists = k in target;
    if (!exists && !insertKeys) continue;
    const cur = target[k];
    if (recursive && isPlainObject(cur) && isPlainObject(v)) {
      target[k] = mergeObject(cur, v, {
        insertKeys: insertValues,
        insertValues,
        overwrite,
        recursive,
        inplace: true,
        performDeletions,
      });
    } else if (!exists || overwrite) {
      target[k] = deepClone(v);
    }
  }
  return target as T;
}

export function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (isPlainObject(v)) return Object.keys(v).length === 0;
  if (v instanceof Set || v instanceof Map) return v.size === 0;
  return false;
}

const ID_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
let idCounter = 0;

/** 16-character alphanumeric ids, as Foundry's document ids. Deterministic per test file (counter-based). */
export function randomID(length = 16): string {
  let n = ++idCounter * 2654435761;
  let out = "";
  for (let i = 0; i < length; i++) {
    n = (n * 1103515245 + 12345 + i) % 2147483648;
    out += ID_CHARS[n % ID_CHARS.length];
  }
  return out;
}

export const isValidId = (id: unknown): boolean => typeof id === "string" && /^[a-zA-Z0-9]{16}$/.test(id);

/** The changes in `other` relative to `original` (plain objects compared recursively). */
export function diffObject(original: AnyObject, other: AnyObject): AnyObject {
  const out: AnyObject = {};
  for (const [k, v] of Object.entries(other)) {
    const o = original[k];
    if (isPlainObject(v) && isPlainObject(o)) {
      const d = diffObject(o, v);
      if (!isEmpty(d)) out[k] = d;
    } else if (JSON.stringify(o) !== JSON.stringify(v)) out[k] = v;
  }
  return out;
}
