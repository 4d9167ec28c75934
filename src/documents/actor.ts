// Actor subclass: thin glue over the ship and crew data models.
import { CrewData } from "../data/actor/crew";
import { ShipData } from "../data/actor/ship";
import { crewSnapshot, shipSnapshot, type ShipSnapshotOptions } from "../data/snapshots";
import { formatFitProblem, usdfFitProblem } from "../data/fit";
import type { UsdfShip } from "../rules/usdf";
import type { CrewSnapshot, ShipSnapshot } from "../rules/types";
import { SYSTEM_ID } from "../base/system-id";

export class CepheusActor<SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  /** the ship data model, or null for other types (`instanceof` narrows; `type === "ship"` does not) */
  get ship(): ShipData | null {
    return this.system instanceof ShipData ? this.system : null;
  }

  get crew(): CrewData | null {
    return this.system instanceof CrewData ? this.system : null;
  }

  /**
   * A ship keeps the ship of the description it was read from (flags, src/data/usdf/actor.ts): one whose staterooms,
   * hangars, cargo and the rest cannot fit its hull is refused (src/data/fit.ts), so a pasted description with a
   * billion staterooms in 200 tons creates no actor.
   */
  static override validateJoint(data: Parameters<typeof Actor.validateJoint>[0]): void {
    super.validateJoint(data);
    const source = data as { type?: unknown; flags?: Record<string, { usdf?: unknown } | undefined> };
    if (source.type !== "ship") return;
    const usdf = source.flags?.[SYSTEM_ID]?.usdf;
    if (typeof usdf !== "object" || usdf === null || Array.isArray(usdf)) return;
    const problem = usdfFitProblem(usdf as UsdfShip);
    if (problem) throw new Error(formatFitProblem(problem));
  }

  /** Roll data: the system data plus, for ships, the derived current Thrust and sensors DM. */
  override getRollData() {
    // copy: Actor#getRollData hands out the live system object
    const data: Record<string, unknown> = { ...(super.getRollData() as Record<string, unknown>) };
    const ship = this.ship;
    if (ship)
      Object.assign(data, {
        thrustCurrent: ship.thrustCurrent,
        sensorsDM: ship.sensorsDM,
        smallCraft: ship.smallCraft,
      });
    const crew = this.crew;
    if (crew) Object.assign(data, { dm: { ...crew.dm }, current: { ...crew.current } });
    return data as ReturnType<Actor<SubType>["getRollData"]>;
  }

  /** The rules' view of this ship (crew resolved synchronously from their UUIDs). */
  toShipSnapshot(options: ShipSnapshotOptions = {}): ShipSnapshot {
    if (!this.ship) throw new Error(`${this.name} is not a ship`);
    return shipSnapshot(this, options);
  }

  toCrewSnapshot(): CrewSnapshot {
    if (!this.crew) throw new Error(`${this.name} is not a crew member`);
    return crewSnapshot(this);
  }
}
