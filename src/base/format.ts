// Number formats every view shares (sheets, dialogs, tracker, cards, the ruler). Pure: no Foundry.

/** A DM or an Effect as the views write it: "+2", "+0", "−3" (a true minus sign). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "+0";
}
