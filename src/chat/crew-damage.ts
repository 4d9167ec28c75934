// Where a crew member's damage points go (SRD Personal Combat, "Damage"): Endurance first; once it is 0, the
// rest to Strength or Dexterity (the character's choice: here the higher of the two, keeping them conscious
// longest); once that one is 0, to the last. Pure; the rules owner may adopt it into src/rules.

export interface PhysicalScores {
  str: number;
  dex: number;
  end: number;
}

/** Points of damage per physical characteristic for `amount` points on a person with these current scores. */
export function distributeDamage(current: PhysicalScores, amount: number): PhysicalScores {
  const out: PhysicalScores = { str: 0, dex: 0, end: 0 };
  let left = Math.max(0, Math.floor(amount));
  const now = { str: Math.max(0, current.str), dex: Math.max(0, current.dex), end: Math.max(0, current.end) };
  const second: "str" | "dex" = now.str >= now.dex ? "str" : "dex";
  const third: "str" | "dex" = second === "str" ? "dex" : "str";
  for (const c of ["end", second, third] as const) {
    const take = Math.min(left, now[c]);
    out[c] += take;
    now[c] -= take;
    left -= take;
  }
  return out;
}
