// Foundry v14's update operators (foundry.data.operators; v14 API modules/foundry.data.operators.html, classes
// DataFieldOperator, ForcedDeletion, ForcedReplacement): values that, placed in an
// update, delete or replace the key they sit at, in place of v13's "-=key" / "==key" keys. Installed on
// `foundry.data.operators` in v14 mode only (setup.ts); v13 has no `foundry.data.operators`
// (v13 API modules/foundry.data.html).
//
// What the stand-in does with them (test/harness/README.md, "v14 mode"): an update applies them (document.ts,
// utils.ts mergeObject); core's own container fields (SchemaField, TypedObjectField) leave an operator value to the
// update instead of cleaning it (schema-fields.ts); the diff an update's hooks receive keeps a ForcedDeletion only
// where the key existed, a ForcedReplacement always; an update whose only change is deleting an absent key changes
// nothing.
import { deprecated } from "./generation";

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" &&
  v !== null &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** The base of the operators: each carries the value it was made with (the v14 API's `reconstructOperator` reads `{value}`). */
export class DataFieldOperator {
  value: unknown;
  constructor(value?: unknown) {
    this.value = value;
  }
}

/** Deletes the key it is the value of. Its constructor argument is ignored (every operator takes one). */
export class ForcedDeletion extends DataFieldOperator {
  constructor(_value?: unknown) {
    super(undefined);
  }
}

/** Replaces the key's value with its own value, whole (no merge into what was there); `create(value)` as the English
 * migration reference writes it (docs/foundry-compat.md, "Sources"). */
export class ForcedReplacement extends DataFieldOperator {
  static create(value: unknown): ForcedReplacement {
    return new ForcedReplacement(value);
  }
}

export const isOperator = (v: unknown): v is DataFieldOperator => v instanceof DataFieldOperator;

/**
 * v14 reads v13's `-=key` deletions in an update as ForcedDeletions of `key`, with a deprecation warning (until v16):
 * rewrite them in place (nested plain objects included). Only v14 mode calls this.
 */
export function migrateDeletionKeys(changes: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(changes)) {
    if (k.startsWith("-=")) {
      const key = k.slice(2);
      delete changes[k];
      changes[key] = new ForcedDeletion();
      deprecated(
        `You are specifying a forced deletion key "${k}" using legacy syntax which should be migrated to instead pass {${key}: new ForcedDeletion()} (deprecated since v14, removed in v16)`,
      );
    } else if (isPlainObject(v)) migrateDeletionKeys(v);
  }
  return changes;
}
