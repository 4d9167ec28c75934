// A command's main card: its checks, attacks and initiative rolls as sections, then one line per other event (with
// the SRD table row behind it on hover where one decided it).
import type { EngagementEvent } from "../../rules/engagement/events";
import { rangeBetween } from "../../rules/engagement/state";
import { ABSTRACT_BOARDING } from "../../rules/tables/boarding";
import { MISSILE_LAUNCH_RANGE } from "../../rules/tables/missiles";
import { COLLISION_DICE_PER_SPEED } from "../../rules/tables/planetary";
import { DAMAGE_REPAIR_RESULTS } from "../../rules/tables/repair";
import { reactionsForInitiative } from "../../rules/reactions";
import { signed } from "../../base/format";
import { label, NS, plural, t } from "../i18n";
import { attackView } from "./attack";
import { eventData } from "./event-data";
import { checkView, mods, mountName, rangeName, seatName, shipName, shipOf } from "./names";
import type { CheckView, LineView, SectionView, ViewContext } from "./types";

function eventTitle(ctx: ViewContext, e: EngagementEvent, lastEffect?: number): string | undefined {
  switch (e.type) {
    case "repaired": {
      if (lastEffect === undefined) return undefined;
      const row = DAMAGE_REPAIR_RESULTS.find((r) => lastEffect >= r.minEffect && lastEffect <= r.maxEffect);
      const band = row
        ? row.maxEffect === Infinity
          ? `${row.minEffect}+`
          : row.minEffect === row.maxEffect
            ? `${row.minEffect}`
            : `${row.minEffect}\u2013${row.maxEffect}`
        : signed(lastEffect);
      const hits = row?.hits ?? 0;
      return plural(`${NS.chat}.Table.repair`, hits, { effect: signed(lastEffect), band, hits });
    }
    case "missileLaunched": {
      const band = rangeBetween(ctx.before.memory, e.attackerId, e.targetId);
      const turns = MISSILE_LAUNCH_RANGE[band];
      // (no row: "—" turns, in the form for many)
      return plural(`${NS.chat}.Table.missileLaunch`, turns ?? 2, {
        range: rangeName(band),
        turns: turns ?? "\u2014",
        toHit: e.toHit,
        effect: signed(e.launchEffect),
      });
    }
    case "boardingRound": {
      const side = e.winnerId === e.attackerId ? "attacker" : "defender";
      const row = ABSTRACT_BOARDING[side][e.degree];
      return plural(`${NS.chat}.Table.boarding`, row.internalSingleHits, {
        side: t(`${NS.chat}.BoardingSide.${side}`),
        degree: t(`${NS.chat}.Degree.${e.degree}`),
        hits: row.internalSingleHits,
        dice: row.internalDamageDice,
      });
    }
    case "collision":
      return t(`${NS.chat}.Table.collision`, { speed: e.speed, dice: e.speed * COLLISION_DICE_PER_SPEED });
    default:
      return undefined;
  }
}

/** Events too small to show on their own (their effect shows elsewhere on the card). */
const QUIET = new Set([
  "refused",
  "damageResolved",
  "reactionOffered",
  "attackRolled",
  "checkRolled",
  "opposedRolled",
  "initiativeRolled",
  "poolSpent",
  "actionSpent",
]);

/** The events whose line has a form per count (plural), and the member that counts. */
const COUNTED: { readonly [T in EngagementEvent["type"]]?: string } = {
  reactionSpent: "remaining",
  missileLaunched: "count",
  missileArrived: "count",
  missileDestroyed: "count",
  missileMissed: "count",
  poolGranted: "points",
  poolSpent: "points",
  repaired: "hits",
};

export function eventLine(ctx: ViewContext, e: EngagementEvent, lastEffect?: number): LineView | null {
  if (QUIET.has(e.type)) return null;
  // a change of initiative as a fleet ship loses or regains its link reads as what it is (rulings R103, R104)
  const key =
    e.type === "initiativeChanged" && (e.reason === "commsLost" || e.reason === "commsRestored")
      ? `${NS.event}.initiativeChanged${e.reason === "commsLost" ? "CommsLost" : "CommsRestored"}`
      : `${NS.event}.${e.type}`;
  const data = eventData(ctx, e);
  const counted = COUNTED[e.type];
  const text =
    counted !== undefined
      ? plural(key, (e as unknown as Record<string, number>)[counted], data)
      : game.i18n!.has(key)
        ? t(key, data)
        : e.type;
  const title = eventTitle(ctx, e, lastEffect);
  return title ? { text, title, css: `event-${e.type}` } : { text, css: `event-${e.type}` };
}

function initiativeSection(ctx: ViewContext, e: Extract<EngagementEvent, { type: "initiativeRolled" }>): SectionView {
  const lines: LineView[] = [];
  lines.push({
    text: e.dice === null ? t(`${NS.chat}.InitiativeAware`) : t(`${NS.chat}.InitiativeDice`, { dice: e.dice }),
  });
  for (const m of mods(e.modifiers)) lines.push({ text: `${m.label} ${m.value}` });
  return {
    block: {
      heading: t(`${NS.chat}.InitiativeHeading`, { ship: shipName(ctx, e.shipId), n: e.initiative }),
      lines,
      title: plural(`${NS.chat}.Table.reactions`, reactionsForInitiative(e.initiative), {
        n: e.initiative,
        reactions: reactionsForInitiative(e.initiative),
      }),
    },
  };
}

/**
 * A missile launch check in what its roll does: the missiles go whatever it shows, and its Effect sets their to-hit
 * (a smart missile's is fixed), so it reads "Missiles away: …" rather than a success or failure the rules ignore.
 * Null when the check at `i` launched nothing.
 */
function launchVerdict(events: readonly EngagementEvent[], i: number, check: CheckView): CheckView | null {
  const next = events[i + 1];
  if (next?.type !== "missileLaunched") return null;
  const result =
    next.missileType === "smart"
      ? t(`${NS.chat}.LaunchResult.smart`, { toHit: next.toHit })
      : t(`${NS.chat}.LaunchResult.standard`, { effect: signed(next.launchEffect), toHit: next.toHit });
  return { ...check, result, css: "launch" };
}

/** The sections of the main card of a command: checks, attacks, then a line per other event. */
export function actionSections(ctx: ViewContext, events: readonly EngagementEvent[]): SectionView[] {
  const out: SectionView[] = [];
  let lastEffect: number | undefined;
  for (const [i, e] of events.entries()) {
    if (e.type === "checkRolled") lastEffect = e.check.effect;
    switch (e.type) {
      case "checkRolled": {
        const s = shipOf(ctx, e.shipId);
        // a gunner's check names the gunner's mount as the sheet does, as the attack's heading does
        const mount = e.seat === undefined ? "" : mountName(s, s?.seats[e.seat]?.mountId);
        const who = [shipName(ctx, e.shipId), mount, seatName(s, e.seat)].filter(Boolean).join(" \u00b7 ");
        const check = checkView(
          t(`${NS.chat}.CheckHeading`, { action: label(`${NS.chat}.Action`, e.action), who }),
          e.check,
        );
        out.push({ check: launchVerdict(events, i, check) ?? check });
        break;
      }
      case "opposedRolled":
        out.push({
          opposed: {
            heading: t(`${NS.chat}.OpposedHeading`, { action: label(`${NS.chat}.Action`, e.action) }),
            a: checkView(shipName(ctx, e.shipId), e.check),
            b: checkView(shipName(ctx, e.opponentId), e.opponentCheck),
            winner: t(`${NS.chat}.Winner`, { ship: shipName(ctx, e.winnerId) }),
          },
        });
        break;
      case "attackRolled":
        out.push({ attack: attackView(ctx, e) });
        break;
      case "initiativeRolled":
        out.push(initiativeSection(ctx, e));
        break;
      case "damageResolved":
        break;
      default: {
        const line = eventLine(ctx, e, lastEffect);
        if (line) out.push({ line });
      }
    }
  }
  const damaged = [
    ...new Set(events.filter((e) => e.type === "damageResolved").map((e) => (e as { targetId: string }).targetId)),
  ];
  for (const id of damaged)
    out.push({ line: { text: t(`${NS.chat}.SeeDamageCard`, { ship: shipName(ctx, id) }), css: "note" } });
  return out;
}
