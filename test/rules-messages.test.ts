// The rules API's refusals reach macro writers in their language: at init the system gives the rules a formatter
// reading CEPHEUS.RulesInput.<code> (src/rules-messages.ts); lang/en.json holds the rules' own English messages.
import fs from "node:fs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bootSystem } from "./harness";
import { RULES_INPUT_EXPECTED, RULES_INPUT_MESSAGES, RulesInputError } from "../src/rules/input";
import { localiseRulesInput } from "../src/rules-messages";

beforeAll(async () => {
  await bootSystem();
  // the rules join game.system.api once their chunk has loaded (src/index.ts)
  await (game.system as unknown as { api: { load(): Promise<unknown> } }).api.load();
});
afterEach(() => vi.restoreAllMocks());

const lang = JSON.parse(fs.readFileSync("lang/en.json", "utf8")).CEPHEUS.RulesInput;
type Api = Record<string, (...args: unknown[]) => unknown>;
const api = () => (game.system as unknown as { api: Api }).api;

describe("RulesInputError in Foundry", () => {
  it("lang/en.json has every code's message, word for word the rules' English, and every expected kind", () => {
    const { Expected, ...codes } = lang;
    expect(codes).toEqual(RULES_INPUT_MESSAGES);
    expect(Expected).toEqual(RULES_INPUT_EXPECTED);
  });

  it("game.system.api refuses with the message game.i18n formats from CEPHEUS.RulesInput.<code>", () => {
    const format = vi.spyOn(game.i18n!, "format");
    let err: unknown;
    try {
      api().difficultyDM("hard");
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesInputError);
    expect((err as RulesInputError).code).toBe("unknownValue");
    expect(format).toHaveBeenCalledWith(
      "CEPHEUS.RulesInput.unknownValue",
      expect.objectContaining({ name: "difficulty", value: '"hard"' }),
    );
    expect((err as Error).message).toBe(
      'difficulty is "hard", which is not one of: simple, easy, routine, average, difficult, veryDifficult, formidable',
    );
  });

  it("a translated message is used as it is, the expected kind translated too", () => {
    vi.spyOn(game.i18n!, "format").mockImplementation(
      (key: string, data?: Record<string, unknown>) => `${key} ${JSON.stringify(data)}`,
    );
    vi.spyOn(game.i18n!, "localize").mockImplementation((key: string) => `<${key}>`);
    expect(() => api().runSync(7, {})).toThrow(
      /CEPHEUS\.RulesInput\.wrongType .*"expected":"<CEPHEUS\.RulesInput\.Expected\.function>"/,
    );
    expect(localiseRulesInput("notANumber", { name: "battles", value: Infinity })).toContain('"value":"Infinity"');
  });

  it("a dice count or a battle count too large is refused through the API, never looped over", () => {
    expect(() => api().runSync(api().roll(1e308, "damage"), api().seededSource(1))).toThrow(RulesInputError);
    expect(() => api().engagementOdds({}, {}, Infinity)).toThrow(RulesInputError);
  });
});
