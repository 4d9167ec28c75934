// Where a new fleet's tokens go (pure): in a column beside the players' ships, far enough for the fight's starting
// band (Short: a few hundred km) on a scene measured in km, three grid spaces off on any other; on the scene.
export interface Spot {
  x: number;
  y: number;
}

export interface PlaceGrid {
  /** pixels per grid space, and scene units per grid space */
  size: number;
  distance: number;
}

/** The distance between the fleet and the players' ships on a scene measured in km: well inside Short (10–1,250 km). */
export const FLEET_KM = 600;
/** Grid spaces between the fleet and the players on a scene with no km scale, and between two ships of the fleet. */
export const FLEET_SPACES = 3;
export const SPACING = 1.5;

/**
 * The top-left corners of `count` tokens of one grid space: a column centred on the players' ships' centre
 * (`players`, pixels; the scene's middle when none is on it), to its right (its left when the right has no room).
 */
export function fleetSpots(
  count: number,
  players: readonly Spot[],
  grid: PlaceGrid,
  kmPerUnit: number | null,
  scene: { width: number; height: number },
): Spot[] {
  const size = grid.size > 0 ? grid.size : 100;
  const spaces =
    kmPerUnit !== null && grid.distance > 0 ? Math.max(1, FLEET_KM / (grid.distance * kmPerUnit)) : FLEET_SPACES;
  const centre = players.length
    ? {
        x: players.reduce((n, p) => n + p.x, 0) / players.length,
        y: players.reduce((n, p) => n + p.y, 0) / players.length,
      }
    : { x: scene.width / 2, y: scene.height / 2 };
  const right = centre.x + spaces * size;
  const x = right + size / 2 <= scene.width ? right : centre.x - spaces * size;
  const top = centre.y - ((count - 1) * SPACING * size) / 2;
  const clamp = (v: number, max: number) => Math.round(Math.min(Math.max(0, v - size / 2), Math.max(0, max - size)));
  return Array.from({ length: count }, (_, i) => ({
    x: clamp(x, scene.width),
    y: clamp(top + i * SPACING * size, scene.height),
  }));
}
