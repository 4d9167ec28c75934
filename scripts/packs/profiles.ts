// What each SRD vessel is for, in the project's own words, and how skilled its NPC crew is.
// Military crews are trained (skill 2); merchants, scientists and private craft skill 1; the Raider's
// gunners and pilot are hardened (2) while the rest of its crew is skill 1.

export type Service = "military" | "raider" | "government" | "civilian";

export interface Profile {
  service: Service;
  /** one line shown at the top of the ship's notes */
  role: string;
}

export const PROFILES: Readonly<Record<string, Profile>> = {
  "Asteroid Miner": { service: "civilian", role: "Prospector for planetoid belts, carrying a mining drone and an ore smelter." },
  Corvette: { service: "military", role: "Small naval frigate with a marine detachment and a brig." },
  Courier: { service: "civilian", role: "Fast little starship for urgent mail, small cargo or a few passengers." },
  Destroyer: { service: "military", role: "Fleet escort and support warship for the battle line." },
  Dreadnought: { service: "military", role: "Capital ship of the battle line, built in two hull sections, seen mostly in wartime." },
  "Frontier Trader": { service: "civilian", role: "Armed merchant working the fringes and the minor routes." },
  "Heavy Cruiser": { service: "military", role: "Large warship for independent missions, with a fighter wing." },
  "Light Cruiser": { service: "military", role: "Lighter, quicker cruiser for independent missions." },
  "Merchant Freighter": { service: "civilian", role: "Bulk cargo hauler of the main trade lanes." },
  "Merchant Liner": { service: "civilian", role: "Passenger liner of the main trade lanes." },
  "Merchant Trader": { service: "civilian", role: "The small tramp trader of the established routes." },
  "Patrol Frigate": { service: "military", role: "System patrol ship carrying two fighters." },
  Raider: { service: "raider", role: "Mercenary or pirate raider with boarding troops and fighters." },
  "Research Vessel": { service: "civilian", role: "Laboratory ship for academic expeditions." },
  "Survey Vessel": { service: "government", role: "Survey ship that also keeps watch on the borders." },
  "System Defense Boat": { service: "military", role: "Jumpless defender of a star system's key points." },
  "System Monitor": { service: "military", role: "Heavy jumpless warship guarding strategic points of a system." },
  Yacht: { service: "civilian", role: "Luxury transport for nobles and officials." },
  Cutter: { service: "civilian", role: "Small craft built around a swappable 30-ton module." },
  Fighter: { service: "military", role: "Single-seat combat craft." },
  Launch: { service: "civilian", role: "Basic utility craft, often kept as a lifeboat." },
  Pinnace: { service: "civilian", role: "Quick cargo runner for short hops." },
  "Ship's Boat": { service: "civilian", role: "General-purpose small craft." },
  Shuttle: { service: "civilian", role: "Slow but roomy cargo small craft." },
};

/** NPC skill level for a position aboard a ship of this service. */
export function npcSkill(service: Service, position: string): number {
  if (service === "military") return 2;
  if (service === "raider") return position === "turretGunner" || position === "bayGunner" || position === "pilot" ? 2 : 1;
  return 1;
}
