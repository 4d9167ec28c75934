// The action dialog's types: the user's choices so far, what the dialog is told of the ship, and its model.
import type { Command, RangeChoice } from "../../../rules/engagement/commands";
import type { StationActionType } from "../../sheets/actions";

/** What the user has chosen in the dialog so far (form values, parsed). Absent = the default. */
export interface DialogChoices {
  targetId?: string;
  /** attack: the weapons fired; absent or empty = every weapon that can fire */
  weaponIds?: string[];
  /** reactions: a pending attack id, or "boarding:<id>" */
  attackId?: string;
  /** changePositions: "position|mountId" */
  position?: string;
  speed?: number;
  /** repair: a system, "hull", "structure", or "mount:<id>" */
  repair?: string;
  /** reload: the weapon */
  weaponId?: string;
  hazard?: string;
  speedDifference?: boolean;
  unwilling?: boolean;
  noise?: boolean;
  choice?: RangeChoice;
  mode?: "jam" | "breakLocks" | "smartMissiles";
  cost?: "minor" | "significant";
  label?: string;
  skill?: string;
  difficulty?: string;
  turns?: number;
  worldSize?: number;
  worldAtmosphere?: number;
  computerTargeting?: boolean;
  pool?: number;
}

export interface Option {
  value: string;
  label: string;
  selected: boolean;
}

export interface DialogContext {
  /** the ship's engagement is a real combat (false: a one-ship practice engagement) */
  inCombat: boolean;
  /** display names of mounts and weapons by id */
  mountNames?: Readonly<Record<string, string>>;
  weaponNames?: Readonly<Record<string, string>>;
  /** the person at the seat, for the title */
  seatName?: string;
}

export interface DialogModel {
  title: string;
  action: StationActionType;
  actionLabel: string;
  hint: string;
  costLabel: string;
  outside: boolean;
  showUnwilling: boolean;
  showNoise: boolean;
  showComputerTargeting: boolean;
  fields: {
    target?: Option[];
    weapons?: { id: string; label: string; difficulty: string; checked: boolean; canFire: boolean }[];
    attack?: Option[];
    position?: Option[];
    speed?: { value: number; min: number; hint: string };
    repair?: Option[];
    reload?: Option[];
    hazard?: Option[];
    speedDifference?: boolean;
    unwilling?: boolean;
    noise?: boolean;
    choice?: Option[];
    mode?: Option[];
    cost?: Option[];
    label?: string;
    skill?: Option[];
    difficulty?: Option[];
    turns?: number;
    world?: { size: number; atmosphere: number };
    computerTargeting?: boolean;
    pool?: { value: number; max: number; hint: string };
  };
  command: Command | null;
  preview: {
    ok: boolean;
    refusal: string;
    rows: { label: string; value: string }[];
    total: string;
    shots: { label: string; difficulty: string; dm: string }[];
    opposed: boolean;
    noCheck: boolean;
  };
}
