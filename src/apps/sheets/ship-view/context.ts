// What every part builder of the ship sheet reads: the input, a translator that localises each key once per view, the
// ship's current effects and its engagement record. Built once per render (the sheet's _prepareContext).
import type { ShipCombatState } from "../../../rules/engagement/memory";
import type { EngagementState } from "../../../rules/engagement/state";
import { shipEffects, type ShipEffects } from "../../../rules/ship-state";
import type { ShipSnapshot } from "../../../rules/types";
import type { MountView, ShipViewInput, Translator } from "./types";

export interface ShipViewContext {
  input: ShipViewInput;
  t: Translator;
  ship: ShipSnapshot;
  shipId: string;
  fx: ShipEffects;
  state: EngagementState | null;
  /** the ship's record in the engagement (none outside one) */
  combatState: ShipCombatState | undefined;
  /** the mounts' names, by mount id ("Turret 2" for an unnamed one) */
  mountNames: Map<string, string>;
  /** the mounts' views, built once for the weapons and systems parts that both show them */
  mounts?: MountView[];
}

/** A translator that looks each key up once: the same few keys are asked for hundreds of times (one per button). */
function memoised(translate: Translator): Translator {
  const memo = new Map<string, string>();
  return {
    lang: translate.lang,
    has: (key) => translate.has(key),
    localize(key) {
      let v = memo.get(key);
      if (v === undefined) {
        v = translate.localize(key);
        memo.set(key, v);
      }
      return v;
    },
    format: (key, data) => translate.format(key, data),
  };
}

function mountNames(input: ShipViewInput, t: Translator): Map<string, string> {
  const names = new Map<string, string>();
  const typeCount: Record<string, number> = {};
  for (const m of input.mounts) {
    typeCount[m.type] = (typeCount[m.type] ?? 0) + 1;
    names.set(
      m.id,
      m.name ||
        t.format("CEPHEUS.Sheet.Weapons.MountName", {
          type: t.localize(`CEPHEUS.MountType.${m.type}`),
          n: typeCount[m.type],
        }),
    );
  }
  return names;
}

export function shipViewContext(input: ShipViewInput, translate: Translator): ShipViewContext {
  const t = memoised(translate);
  const { ship } = input;
  const state = input.engagement;
  return {
    input,
    t,
    ship,
    shipId: ship.id,
    fx: shipEffects(ship, state?.memory.options),
    state,
    combatState: state?.memory.ships[ship.id],
    mountNames: mountNames(input, t),
  };
}
