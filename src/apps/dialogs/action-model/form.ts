// The action dialog's form, read back: its entries (FormData) as the user's choices.
import type { DialogChoices } from "./types";

/** The dialog's choices from its form's entries (FormData): numbers parsed, checkboxes present = checked. */
export function choicesFromForm(entries: Iterable<[string, FormDataEntryValue]>): DialogChoices {
  const out: DialogChoices = {};
  const ids: string[] = [];
  let listed = false;
  const int = (v: string) => (/^-?\d+$/.test(v.trim()) ? Number(v) : undefined);
  for (const [name, raw] of entries) {
    const v = typeof raw === "string" ? raw : "";
    switch (name) {
      case "weaponIds":
        ids.push(v);
        break;
      case "weaponsListed":
        listed = true;
        break;
      case "speed":
      case "turns":
      case "worldSize":
      case "worldAtmosphere":
      case "pool":
        out[name] = int(v);
        break;
      case "speedDifference":
      case "unwilling":
      case "noise":
      case "computerTargeting":
        out[name] = true;
        break;
      case "choice":
        if (v === "closer" || v === "farther" || v === "same") out.choice = v;
        break;
      case "mode":
        if (v === "jam" || v === "breakLocks" || v === "smartMissiles") out.mode = v;
        break;
      case "cost":
        if (v === "minor" || v === "significant") out.cost = v;
        break;
      case "targetId":
      case "attackId":
      case "position":
      case "repair":
      case "weaponId":
      case "hazard":
      case "label":
      case "skill":
      case "difficulty":
        out[name] = v;
        break;
      default:
        break;
    }
  }
  if (listed) out.weaponIds = ids;
  return out;
}
