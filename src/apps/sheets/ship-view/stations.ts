// The ship sheet's Stations tab: each station with its places (a turret, a drive, the bridge) and the seats in them,
// with who sits there, their skills, and the buttons of the actions they may take now.
import { automatedSkill } from "../../../rules/software";
import { CREW_POSITIONS } from "../../../rules/tables/crew";
import { positionActions, seatVerdicts, type ActionCost, type ActionVerdict, type StationActionType } from "../actions";
import { automatablePositions, layoutStations } from "../stations";
import { stationButton } from "./buttons";
import { editing } from "./common";
import type { ShipViewContext } from "./context";
import type { ButtonView, SeatView, ShipStationsView, SkillView, SlotView, StationView } from "./types";

function skillValue(level: number | null | undefined): { value: string; untrained: boolean } {
  return level === null || level === undefined
    ? { value: "—", untrained: true }
    : { value: String(level), untrained: false };
}

/** Who sits at the seat (crew, NPC, software, or a crew member who cannot be found) and the skills they bring. */
function occupant(
  { input, t, ship }: ShipViewContext,
  index: number,
): Pick<SeatView, "kind" | "name" | "img" | "skills"> {
  const src = input.seats[index];
  const snap = ship.seats[index];
  const relevant = CREW_POSITIONS[src.position].skills;
  const skill = (key: (typeof relevant)[number], level: number | null | undefined): SkillView => ({
    key,
    label: t.localize(`CEPHEUS.Skill.${key}`),
    ...skillValue(level),
  });
  if (src.crew) {
    const crew = snap?.crewId ? ship.crew.find((c) => c.id === snap.crewId) : undefined;
    if (!crew) return { kind: "missing", name: t.localize("CEPHEUS.Sheet.Seat.Missing"), img: "", skills: [] };
    const shown = input.crew[src.crew];
    if (shown?.hidden)
      return {
        kind: "crew",
        name: t.localize("CEPHEUS.Sheet.Seat.Hidden"),
        img: "",
        skills: relevant.map((key) => ({ ...skill(key, null), value: "?", untrained: false })),
      };
    return {
      kind: "crew",
      name: shown?.name ?? crew.name,
      img: shown?.img ?? "",
      skills: relevant.map((key) => skill(key, crew.skills[key])),
    };
  }
  if (src.automated) {
    const level = automatedSkill(ship, src.position);
    return {
      kind: "automated",
      name: t.localize("CEPHEUS.Sheet.Seat.Software"),
      img: "",
      skills: relevant.slice(0, 1).map((key) => skill(key, level)),
    };
  }
  return {
    kind: "npc",
    name: t.localize("CEPHEUS.Sheet.Seat.Npc"),
    img: "",
    skills: relevant.map((key) => skill(key, src.npcSkill)),
  };
}

/** The seat's buttons, judged against the engagement: its position's actions, its reactions, anyone's actions. */
function seatButtons(
  ctx: ShipViewContext,
  index: number,
  canAct: boolean,
  expanded: boolean,
): Pick<SeatView, "own" | "reactions" | "general"> {
  const { input, t, state, combatState, shipId } = ctx;
  if (!state || !combatState) return { own: [], reactions: [], general: [] };
  const button = (
    b: { action: StationActionType; cost: ActionCost; verdict: ActionVerdict | null },
    may: boolean,
  ): ButtonView => stationButton(t, index, b.action, b.cost, b.verdict, may, shipId);
  const v = seatVerdicts(state, shipId, index, input.seats[index].position, {
    preferredTarget: input.preferredTarget,
    general: expanded,
  });
  const canReact = input.mayAct(index, true);
  return {
    own: v.own.map((b) => button(b, canAct)),
    reactions: v.reactions.map((b) => button(b, canReact)),
    general: v.general.map((b) => button(b, canAct)),
  };
}

function seatView(ctx: ShipViewContext, index: number): SeatView {
  const { input, t, state, combatState } = ctx;
  const src = input.seats[index];
  const canAct = input.mayAct(index);
  const { kind, name, img, skills } = occupant(ctx, index);
  const expanded = !!input.expandGeneral?.(index);
  const { own, reactions, general } = seatButtons(ctx, index, canAct, expanded);
  const used = combatState?.actions[String(index)];
  const spent =
    input.inCombat && used && (used.minor || used.significant)
      ? t.format("CEPHEUS.Sheet.Seat.Spent", { minor: used.minor, significant: used.significant })
      : "";
  const groups: SeatView["groups"] = [];
  // Play: the actions possible now in sight, the others folded away with their reasons (Edit: all in place)
  const play = !editing(input);
  const split = (buttons: ButtonView[], reactions = false) => {
    const folded = play ? buttons.filter((b) => !b.enabled) : [];
    const key = reactions ? "CEPHEUS.Sheet.Mode.reactionsNotNow" : "CEPHEUS.Sheet.Mode.notNow";
    return {
      buttons: play ? buttons.filter((b) => b.enabled) : buttons,
      folded,
      foldedLabel: folded.length ? t.format(key, { count: folded.length }) : "",
    };
  };
  if (own.length)
    groups.push({
      kind: "own",
      label: t.localize("CEPHEUS.Sheet.Actions"),
      collapsed: false,
      open: true,
      ...split(own),
    });
  if (reactions.length)
    groups.push({
      kind: "reactions",
      label: t.localize("CEPHEUS.Sheet.Reactions"),
      collapsed: false,
      open: true,
      ...split(reactions, true),
    });
  if (state && combatState && positionActions(src.position).general.length)
    groups.push({
      kind: "general",
      label: t.localize("CEPHEUS.Sheet.OtherActions"),
      collapsed: true,
      open: expanded,
      ...split(general),
    });
  return {
    index,
    kind,
    name,
    img,
    uuid: src.crew ?? "",
    skills,
    npcSkill: kind === "npc" ? src.npcSkill : null,
    npcSkillEditable: kind === "npc" && editing(input),
    removeLabel: t.format("CEPHEUS.Sheet.Seat.Remove", { name }),
    canAct,
    canEdit: editing(input),
    own,
    reactions,
    general,
    groups,
    spent,
  };
}

export function stationsView(ctx: ShipViewContext): ShipStationsView {
  const { input, t, ship, mountNames } = ctx;
  const automatable = automatablePositions(ship);
  const stations: StationView[] = layoutStations(input.seats, input.mounts, ship).map((st) => {
    const slots: SlotView[] = st.slots.map((sl) => ({
      position: sl.position,
      mountId: sl.mountId,
      label:
        sl.mountId === "mDrive" || sl.mountId === "jDrive"
          ? t.localize(`CEPHEUS.Drive.${sl.mountId}`)
          : sl.mountId
            ? (mountNames.get(sl.mountId) ?? sl.mountId)
            : sl.seats.length && !sl.open && !sl.single
              ? t.localize("CEPHEUS.Sheet.Seat.Unassigned")
              : "",
      single: sl.single,
      open: sl.open,
      seats: sl.seats.map((i) => seatView(ctx, i)),
      canAutomate: sl.open && automatable.includes(sl.position),
    }));
    return {
      position: st.position,
      label: t.localize(`CEPHEUS.Position.${st.position}`),
      empty: slots.length ? "" : t.localize(`CEPHEUS.Sheet.Seat.NoPlace.${st.position}`),
      skills: CREW_POSITIONS[st.position].skills.map((k) => t.localize(`CEPHEUS.Skill.${k}`)).join(", "),
      slots,
      count: st.slots.reduce((n, s) => n + s.seats.length, 0),
      vacant: slots.every((s) => s.seats.length === 0),
      folded: false,
      who: [...new Set(slots.flatMap((s) => s.seats.map((x) => x.name)))].join(", "),
    };
  });
  if (editing(input)) return { stations, emptyStations: "", seatChoices: [...(input.seatChoices ?? [])] };
  // Play: the stations no one holds in one line; a player's own stations first, the others folded under their names
  const held = stations.filter((s) => !s.vacant);
  const empty = stations.filter((s) => s.vacant).map((s) => s.label);
  const mine = (s: StationView) => s.slots.some((sl) => sl.seats.some((x) => x.canAct));
  const ordered = input.isGM
    ? held
    : [...held.filter(mine), ...held.filter((s) => !mine(s)).map((s) => ({ ...s, folded: true }))];
  return {
    seatChoices: [],
    stations: ordered,
    emptyStations: empty.length ? t.format("CEPHEUS.Sheet.Mode.emptyStations", { stations: empty.join(", ") }) : "",
  };
}
