// The setup dialog's NPC crews region (GM): each NPC ship's stance, flee rule, target rule (and the ship named) and
// whether it spends missiles; the view for the template and the form's reader (pure).
import {
  DEFAULT_POLICY,
  FLEE_RULES,
  STANCES,
  TARGET_RULES,
  type CrewPolicy,
} from "../../rules/engagement/npc-crew/policy";

const K = "CEPHEUS.NpcCrew";

interface Choice {
  value: string;
  label: string;
  selected: boolean;
}

export interface NpcSetupShip {
  id: string;
  name: string;
  stances: Choice[];
  flees: Choice[];
  targets: Choice[];
  /** the ships it may name: every other ship */
  others: Choice[];
  missiles: boolean;
}

function choices(values: readonly string[], group: string, current: string): Choice[] {
  return values.map((value) => ({ value, label: `${K}.${group}.${value}`, selected: value === current }));
}

/** The region's view: one row per NPC ship (`npcIds`), its stored policy (defaults where none) shown. */
export function npcSetupView(
  npcIds: readonly string[],
  allIds: readonly string[],
  nameOf: (id: string) => string,
  policies: Record<string, CrewPolicy>,
): NpcSetupShip[] {
  return npcIds.map((id) => {
    const p = policies[id] ?? {};
    return {
      id,
      name: nameOf(id),
      stances: choices(STANCES, "Stance", p.stance ?? DEFAULT_POLICY.stance),
      flees: choices(FLEE_RULES, "Flee", p.flee ?? DEFAULT_POLICY.flee),
      targets: choices(TARGET_RULES, "Target", p.target ?? DEFAULT_POLICY.target),
      others: allIds.filter((o) => o !== id).map((o) => ({ value: o, label: nameOf(o), selected: o === p.targetId })),
      missiles: p.missiles ?? DEFAULT_POLICY.missiles,
    };
  });
}

/**
 * The NPC ships' policies from the form's values (a value not among the choices is left out: the default; a named
 * ship must be another ship of the combat, `allIds`).
 */
export function readNpcSetup(
  data: Record<string, unknown>,
  npcIds: readonly string[],
  allIds: readonly string[],
): Record<string, CrewPolicy> {
  const out: Record<string, CrewPolicy> = {};
  const pick = <T extends string>(v: unknown, allowed: readonly T[]): T | undefined =>
    typeof v === "string" && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
  for (const id of npcIds) {
    const p: CrewPolicy = {};
    const stance = pick(data[`npc.${id}.stance`], STANCES);
    const flee = pick(data[`npc.${id}.flee`], FLEE_RULES);
    const target = pick(data[`npc.${id}.target`], TARGET_RULES);
    if (stance) p.stance = stance;
    if (flee) p.flee = flee;
    if (target) p.target = target;
    const named = data[`npc.${id}.targetId`];
    if (target === "named" && typeof named === "string" && named !== id && allIds.includes(named)) p.targetId = named;
    const missiles = data[`npc.${id}.missiles`];
    if (missiles !== undefined) p.missiles = missiles === true || missiles === "on";
    out[id] = p;
  }
  return out;
}
