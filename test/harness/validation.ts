// Stand-in for foundry.data.validation: the failure tree a field's validation builds and the error a model throws
// with it (`path: message` lines), as the public API pages describe them (foundryvtt.com/api/v13,
// foundry.data.validation.DataModelValidationFailure / DataModelValidationError). Written for these tests; no Foundry
// code was read or copied.
export class DataModelValidationFailure {
  invalidValue: unknown;
  message?: string;
  unresolved: boolean;
  fields: Record<string, DataModelValidationFailure> = {};
  elements: { id: string | number; name?: string; failure: DataModelValidationFailure }[] = [];
  joint?: DataModelValidationFailure;

  constructor({
    invalidValue,
    message,
    unresolved = true,
  }: { invalidValue?: unknown; message?: string; unresolved?: boolean } = {}) {
    this.invalidValue = invalidValue;
    this.message = message;
    this.unresolved = unresolved;
  }

  /** Flattened `path: message` lines. */
  lines(prefix = ""): string[] {
    const out: string[] = [];
    if (this.message) out.push(prefix ? `${prefix}: ${this.message}` : this.message);
    for (const [k, f] of Object.entries(this.fields)) out.push(...f.lines(prefix ? `${prefix}.${k}` : k));
    for (const e of this.elements) out.push(...e.failure.lines(prefix ? `${prefix}.${e.id}` : String(e.id)));
    if (this.joint) out.push(...this.joint.lines(prefix));
    return out;
  }

  asError(name = "DataModel"): DataModelValidationError {
    return new DataModelValidationError(this, name);
  }
}

export class DataModelValidationError extends Error {
  failure: DataModelValidationFailure;
  constructor(failure: DataModelValidationFailure, name = "DataModel") {
    super(
      `${name} validation errors:\n${failure
        .lines()
        .map((l) => `  ${l}`)
        .join("\n")}`,
    );
    this.failure = failure;
  }
  getAllFailures(): Record<string, string> {
    return Object.fromEntries(
      this.failure.lines().map((l) => {
        const i = l.indexOf(": ");
        return i < 0 ? ["", l] : [l.slice(0, i), l.slice(i + 2)];
      }),
    );
  }
}
