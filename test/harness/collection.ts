// Foundry's Collection iterates its VALUES (foundryvtt.com/api/v13/classes/foundry.utils.Collection.html:
// "When iterating over a Collection, we should iterate over its values instead of over its entries"), so
// `for (const c of combat.combatants)` yields Combatants. The stand-in Collection (runtime.ts) is a Map and
// iterates entries; importing this file gives it Foundry's iteration. Idempotent.
import { Collection } from "./runtime";

const proto = Collection.prototype as unknown as {
  [Symbol.iterator]: () => Iterator<unknown>;
  values(): Iterator<unknown>;
};
if (proto[Symbol.iterator] === Map.prototype[Symbol.iterator]) {
  Object.defineProperty(Collection.prototype, Symbol.iterator, {
    value: function (this: Map<string, unknown>) {
      return this.values();
    },
    writable: true,
    configurable: true,
  });
}
