// The chat cards' view types. The card's stored view (what a card shows: its sections, lines, checks, buttons) is
// part of the card's data model, so its types live with it (src/data/chat/card-view.ts); the builders' own context
// is here.
import type { EngagementState } from "../../rules/engagement/state";

export type {
  AttackView,
  ButtonView,
  CardView,
  CheckView,
  LineView,
  ModView,
  SectionView,
  ShotView,
} from "../../data/chat/card-view";

export interface ViewContext {
  before: EngagementState;
  after: EngagementState;
  outsideCombat: boolean;
}
