// The cards a performed command produces, in posting order: the command's own card (checks, attacks, everything that
// happened), a reaction card per attack the target may react to (./reaction-cards.ts), a damage card per ship
// damaged, with its crew's injuries, and a crew card per ship whose boarders were struck while the ship took no damage
// (./damage-cards.ts). What each kind does is declared in ./kinds.ts.
import { boardersStruck, damagedShips } from "../rules/engagement/injuries";
import { label, NS, t } from "./i18n";
import { baseView, commandShip, json, roundText, type CardInput, type CardSpec } from "./card-spec";
import { crewCard, damageCard } from "./damage-cards";
import { reactionCards } from "./reaction-cards";
import { actionSections, shipName } from "./view";
import type { CardAnswer } from "../data/chat/card";

export type { CardInput, CardSpec } from "./card-spec";

export function mainCard(input: CardInput): CardSpec {
  const shipId = commandShip(input.command);
  const action = label(`${NS.chat}.Action`, input.command.type);
  const title = shipId ? t(`${NS.chat}.TitleWithShip`, { action, ship: shipName(input, shipId) }) : action;
  const view = baseView("action", title, roundText(input), input);
  view.sections = actionSections(input, input.events);
  if (!view.sections.length) view.sections.push({ line: { text: t(`${NS.chat}.NothingHappened`), css: "note" } });
  // a launch is a step of its own (src/play/undo-launch.ts): its card takes it back while nothing came after it
  if (!input.outsideCombat && input.events.some((e) => e.type === "missileLaunched"))
    view.buttons.push({ action: "undoLaunch", label: t(`${NS.chat}.UndoLaunch`), data: [], css: "undo secondary" });
  return {
    kind: "action",
    shipId,
    view,
    system: {
      kind: "action",
      shipUuid: (shipId && input.shipActor(shipId)?.uuid) || "",
      combatUuid: input.combatUuid,
      outsideCombat: input.outsideCombat,
      command: json(input.command),
      events: input.events.map(json),
      applicable: false,
      reaction: {},
    },
  };
}

/**
 * A reaction taken with a reaction card's button, as that card keeps it (src/chat/refresh.ts): the command and
 * events its own card `main` (buildCards' first) would keep, and the lines it would show.
 */
export function answerOf(main: CardSpec): CardAnswer {
  const events = main.system.events as unknown as CardAnswer["events"];
  // the reaction card says how many reactions are left, above its answers: the answer's line says what was done
  const spent = events.find((e) => e.type === "reactionSpent");
  const sections = main.view.sections.map((s) =>
    spent?.type === "reactionSpent" && s.line?.css === "event-reactionSpent"
      ? {
          line: {
            ...s.line,
            text: t(`${NS.chat}.ReactionAnswered`, {
              reaction: label(`${NS.chat}.Action`, spent.reaction),
              result: t(`${NS.chat}.${spent.success ? "Succeeded" : "Failed"}`),
            }),
          },
        }
      : s,
  );
  return { command: main.system.command, events, sections };
}

/** Every card of a performed command, in posting order. */
export function buildCards(input: CardInput): CardSpec[] {
  const cards: CardSpec[] = [mainCard(input)];
  cards.push(...reactionCards(input));
  const damaged = damagedShips(input.events);
  // a damaged ship's card holds its crew's injuries too
  for (const id of damaged) cards.push(damageCard(input, id));
  // boarders struck by sand or point defense: a crew card for their own ship
  for (const id of boardersStruck(input.events)) {
    if (damaged.includes(id)) continue;
    const crew = crewCard(input, id);
    if (crew) cards.push(crew);
  }
  return cards;
}
