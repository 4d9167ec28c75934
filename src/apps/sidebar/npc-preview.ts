// The preview of an NPC ship's turn (GM): the crew's plan, one line per seat that acts, each with a choice of what
// that seat does instead (the plan's action, another target, another action the seat may take now, or nothing), and
// the form's reader (pure). Every choice offered is a command validation allows now; playing, each is checked again.
import type { Command, RangeChoice } from "../../rules/engagement/commands";
import type { PlannedAction } from "../../rules/engagement/npc-crew/reasons";
import type { EngagementState } from "../../rules/engagement/state";
import { availableActions, canPerform } from "../../rules/engagement/validation";
import { reasonText, type Translator } from "../../chat/view/npc-reason";
import type { ShipSnapshot } from "../../rules/types";

const K = "CEPHEUS.NpcCrew.PreviewChoice";

/** The value of a line's choice that keeps the plan's action, and of the one that leaves the seat idle. */
export const AS_PLANNED = "plan";
export const NOTHING = "none";

export interface PreviewOption {
  value: string;
  label: string;
  selected: boolean;
}

export interface PreviewLine {
  seat: number;
  /** the form field of this seat's choice */
  field: string;
  /** who acts: the seat's position */
  who: string;
  /** what the crew plans and why */
  why: string;
  options: PreviewOption[];
}

export interface PlanPreview {
  lines: PreviewLine[];
  /** the other commands each line offers, by seat, in the order of its options after the plan's */
  alternatives: Record<number, Command[]>;
}

const RANGE_CHOICES: readonly RangeChoice[] = ["closer", "farther"];

/**
 * What seat `seat` of ship `shipId` may do now instead of `planned`: each action availableActions allows the seat,
 * as a command validation allows (with no target when it needs none, else at each other ship; a Range Check closer
 * or farther), the planned command left out.
 */
export function seatAlternatives(state: EngagementState, shipId: string, seat: number, planned?: Command): Command[] {
  const others = Object.keys(state.ships).filter((id) => id !== shipId && state.memory.ships[id]?.status === "active");
  const same = planned ? JSON.stringify(planned) : "";
  const out: Command[] = [];
  for (const a of availableActions(state, shipId, seat)) {
    if (!a.ok) continue;
    const bare = { type: a.action, shipId, seat } as Command;
    const tries: Command[] = canPerform(state, bare).ok
      ? [bare]
      : a.action === "rangeCheck"
        ? others.flatMap((targetId) =>
            RANGE_CHOICES.map((choice) => ({ ...bare, targetId, choice, opponentChoice: "same" }) as Command),
          )
        : others.map((targetId) => ({ ...bare, targetId }) as Command);
    for (const c of tries) if (JSON.stringify(c) !== same && canPerform(state, c).ok) out.push(c);
  }
  return out;
}

/** A command in words: its action, and the ship it aims at (and which way, for a Range Check). */
export function commandLabel(t: Translator, c: Command, nameOf: (id: string) => string): string {
  const action = t.localize(`CEPHEUS.Action.${c.type}.label`);
  const { targetId, choice } = c as { targetId?: string; choice?: RangeChoice };
  if (targetId === undefined) return action;
  const ship = nameOf(targetId);
  return choice === "closer" || choice === "farther"
    ? t.format(`${K}.RangeTo.${choice}`, { action, ship })
    : t.format(`${K}.AtShip`, { action, ship });
}

/**
 * A mount as the ship's sheet and the cards name it: its own name, else its type and its number among mounts of that
 * type ("Turret 2"); "" for a seat on no mount.
 */
function mountLabel(t: Translator, ship: ShipSnapshot | undefined, mountId: string | undefined): string {
  const m = mountId ? ship?.mounts.find((x) => x.id === mountId) : undefined;
  if (!ship || !m) return "";
  const n = ship.mounts.filter((x) => x.type === m.type).indexOf(m) + 1;
  return m.name || t.format(`CEPHEUS.Chat.Mount.${m.type}`, { n: String(n) });
}

/** The preview's view: one line per planned action (one per seat), its choices. */
export function planPreview(
  t: Translator,
  state: EngagementState,
  shipId: string,
  plan: readonly PlannedAction[],
  nameOf: (id: string) => string,
): PlanPreview {
  const ship = state.ships[shipId];
  const alternatives: Record<number, Command[]> = {};
  const lines: PreviewLine[] = [];
  for (const a of plan) {
    const seat = (a.command as { seat?: number }).seat;
    if (seat === undefined || alternatives[seat] !== undefined) continue;
    const others = seatAlternatives(state, shipId, seat, a.command);
    alternatives[seat] = others;
    const why = reasonText(t, a, nameOf);
    const position = t.localize(`CEPHEUS.Position.${ship?.seats[seat]?.position ?? "pilot"}`);
    // a gunner's seat names its mount as the sheet does: two turret gunners read apart
    const mount = mountLabel(t, ship, ship?.seats[seat]?.mountId);
    lines.push({
      seat,
      field: `seat-${seat}`,
      who: mount ? t.format("CEPHEUS.NpcCrew.SeatAt", { position, mount }) : position,
      why,
      options: [
        {
          value: AS_PLANNED,
          label: t.format(`${K}.AsPlanned`, { action: commandLabel(t, a.command, nameOf) }),
          selected: true,
        },
        ...others.map((c, i) => ({ value: String(i), label: commandLabel(t, c, nameOf), selected: false })),
        { value: NOTHING, label: t.localize(`${K}.Nothing`), selected: false },
      ],
    });
  }
  return { lines, alternatives };
}

/**
 * The GM's changes to the plan from the form's values, by seat: a command, or null for a seat left idle. A seat kept
 * as planned, and a value that is none of the line's choices, is no change.
 */
export function readPlanChanges(values: Record<string, unknown>, preview: PlanPreview): Map<number, Command | null> {
  const changes = new Map<number, Command | null>();
  for (const line of preview.lines) {
    const v = values[line.field];
    if (v === NOTHING) changes.set(line.seat, null);
    else if (typeof v === "string" && /^\d+$/.test(v)) {
      const c = preview.alternatives[line.seat]?.[Number(v)];
      if (c) changes.set(line.seat, c);
    }
  }
  return changes;
}
