// Answering the rules' dice requests with Foundry Rolls (kept so they ride on the chat message: Dice So Nice, roll
// privacy, the roll log). Same contract as the data layer's src/dice rollProcedure, which replaces this file
// once it is in the repository.
import { formulaOf, runAsync, type DiceRequest, type Rolling } from "../rules/dice";

export interface RolledRun<T> {
  result: T;
  rolls: Roll[];
  requests: DiceRequest[];
}

export async function rollProcedure<T>(proc: Rolling<T>): Promise<RolledRun<T>> {
  const rolls: Roll[] = [];
  const requests: DiceRequest[] = [];
  const result = await runAsync(proc, async (request) => {
    const roll = new Roll(formulaOf(request), {}, { purpose: request.purpose, label: request.label, flavor: request.label } as Roll.Options);
    await roll.evaluate();
    rolls.push(roll);
    requests.push(request);
    const total = roll.total;
    if (typeof total !== "number" || !Number.isFinite(total)) throw new Error(`roll ${roll.formula} gave no total`);
    return total;
  });
  return { result, rolls, requests };
}
