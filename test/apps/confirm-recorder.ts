// Core's DialogV2.confirm replaced, for the tests of one file, by a recorder that keeps each question asked and
// answers as told (true: the yes button, false: no, null: the dialog closed); put back after each test.
import { afterEach } from "vitest";

export function recordConfirms<Asked>(): { asked: Asked[]; answering(answer: boolean | null): void } {
  const asked: Asked[] = [];
  const api = foundry.applications.api as unknown as Record<string, unknown>;
  const original = api.DialogV2;
  afterEach(() => {
    api.DialogV2 = original;
    asked.length = 0;
  });
  return {
    asked,
    answering(answer) {
      api.DialogV2 = {
        confirm: async (options: Asked) => {
          asked.push(options);
          return answer;
        },
      };
    },
  };
}
