// The 95% confidence interval of a share of battles (Wilson score), which narrows as more battles are fought: the odds
// window draws it as a whisker, and the encounter builder measures how far a fleet's chance may be from the target.

/** z for a 95% two-sided interval. */
const Z95 = 1.959964;

/** The 95% Wilson score interval of `count` successes in `total` trials, as fractions [low, high] (0 trials: [0, 1]). */
export function wilsonInterval(count: number, total: number): [number, number] {
  if (!(total > 0)) return [0, 1];
  const p = Math.min(1, Math.max(0, count / total));
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / total;
  const centre = (p + z2 / (2 * total)) / denom;
  const half = (Z95 / denom) * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
