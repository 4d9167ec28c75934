// The GM's range matrix: every pair of ships, each cell the pair's band.
import { abbreviate, rangeBadge } from "./bands";
import type { TrackerContext } from "./context";
import type { MatrixView } from "./types";

export function matrixView(ctx: TrackerContext): MatrixView | null {
  const { isGM, ids, nameOf } = ctx;
  if (!isGM || ids.length <= 1) return null;
  return {
    heads: ids.map((id) => ({ id, name: nameOf(id), abbr: abbreviate(nameOf(id)) })),
    rows: ids.map((id) => ({
      id,
      name: nameOf(id),
      cells: ids.map((other) =>
        other === id ? { self: true as const } : { self: false as const, ...rangeBadge(ctx, id, other, true) },
      ),
    })),
  };
}
