// Calling the public hooks. Each name is written out whole (modules search for them, and the compatibility
// scanner of test/foundry reads literal hook names); `callAll`, so that no listener can stop the others.
import type { HookCall } from "./payloads";

/** The public hook names, for the docs and tests (each is also written out where it is called). */
export const PUBLIC_HOOKS = [
  "cepheus-space-combat.preAction",
  "cepheus-space-combat.action",
  "cepheus-space-combat.attack",
  "cepheus-space-combat.reaction",
  "cepheus-space-combat.missileLaunched",
  "cepheus-space-combat.missileImpact",
  "cepheus-space-combat.damageApplied",
  "cepheus-space-combat.damageUndone",
  "cepheus-space-combat.initiative",
  "cepheus-space-combat.rangeChanged",
  "cepheus-space-combat.shipDisabled",
  "cepheus-space-combat.shipDestroyed",
] as const;

/** Fire one hook; a listener that throws is reported and the others still run. */
export function fireHook(call: HookCall): void {
  const p = Object.freeze(call.payload);
  try {
    switch (call.hook) {
      case "action":
        Hooks.callAll("cepheus-space-combat.action" as never, ...([p] as never));
        break;
      case "attack":
        Hooks.callAll("cepheus-space-combat.attack" as never, ...([p] as never));
        break;
      case "reaction":
        Hooks.callAll("cepheus-space-combat.reaction" as never, ...([p] as never));
        break;
      case "missileLaunched":
        Hooks.callAll("cepheus-space-combat.missileLaunched" as never, ...([p] as never));
        break;
      case "missileImpact":
        Hooks.callAll("cepheus-space-combat.missileImpact" as never, ...([p] as never));
        break;
      case "initiative":
        Hooks.callAll("cepheus-space-combat.initiative" as never, ...([p] as never));
        break;
      case "damageApplied":
        Hooks.callAll("cepheus-space-combat.damageApplied" as never, ...([p] as never));
        break;
      case "damageUndone":
        Hooks.callAll("cepheus-space-combat.damageUndone" as never, ...([p] as never));
        break;
      case "rangeChanged":
        Hooks.callAll("cepheus-space-combat.rangeChanged" as never, ...([p] as never));
        break;
      case "shipDisabled":
        Hooks.callAll("cepheus-space-combat.shipDisabled" as never, ...([p] as never));
        break;
      case "shipDestroyed":
        Hooks.callAll("cepheus-space-combat.shipDestroyed" as never, ...([p] as never));
        break;
    }
  } catch (err) {
    console.error(`cepheus-space-combat | a listener of the ${call.hook} hook failed`, err);
  }
}

/**
 * `cepheus-space-combat.preAction`, on the acting client before its request leaves: false when a listener
 * returned false (the action is cancelled; `Hooks.call` stops at that listener).
 */
export function firePreAction(payload: Record<string, unknown>): boolean {
  return Hooks.call("cepheus-space-combat.preAction" as never, ...([Object.freeze(payload)] as never)) !== false;
}
