// The bridge from rules dice requests (src/rules/dice.ts) to Foundry Rolls. A rules procedure asks for
// DiceRequests; each is answered once by evaluating a real `Roll` (so Dice So Nice, the roll log and manual dice
// entry all work), and the Roll instances are collected to ride on the chat message (`rolls: result.rolls`).
import { formulaOf, runAsync, type DiceRequest, type Rolling } from "../rules/dice";

export interface RolledProcedure<T> {
  /** what the rules procedure returned */
  result: T;
  /** every Roll evaluated, in request order; `roll.options.purpose` / `.label` say what it was for */
  rolls: Roll.Any[];
  /** the requests, in order (same indices as `rolls`) */
  requests: DiceRequest[];
}

export interface RollOptions {
  /** roll data for @references (not needed for the plain NdM formulas the rules ask for) */
  data?: Record<string, unknown>;
  /** called after each Roll is evaluated (e.g. to show it at once) */
  onRoll?: (roll: Roll.Any, request: DiceRequest) => void | Promise<void>;
}

/** Evaluate one dice request with a Foundry Roll. */
export async function rollRequest(request: DiceRequest, data: Record<string, unknown> = {}): Promise<Roll.Any> {
  const roll = new Roll(formulaOf(request), data, {
    purpose: request.purpose,
    label: request.label,
    flavor: request.label,
  } as Roll.Options);
  await roll.evaluate();
  return roll;
}

/** Drive a rules procedure to the end with Foundry Rolls, collecting them. */
export async function rollProcedure<T>(procedure: Rolling<T>, options: RollOptions = {}): Promise<RolledProcedure<T>> {
  const rolls: Roll.Any[] = [];
  const requests: DiceRequest[] = [];
  const result = await runAsync(procedure, async (request) => {
    const roll = await rollRequest(request, options.data);
    rolls.push(roll);
    requests.push(request);
    await options.onRoll?.(roll, request);
    const total = roll.total;
    if (typeof total !== "number" || !Number.isFinite(total)) throw new Error(`roll ${roll.formula} gave no total`);
    return total;
  });
  return { result, rolls, requests };
}
