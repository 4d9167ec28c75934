// A chat card's view model as the card keeps it (`system.view`): plain data, every string already localised, laid
// out by templates/chat/card.hbs. Built from the engine's events by src/chat/view.ts; stored so that the card can
// be rendered again when its state changes (applied, undone, withdrawn, declined).

export interface LineView {
  text: string;
  /** the SRD table row behind the line (shown on hover) */
  title?: string;
  css?: string;
  /** a Font Awesome icon's class drawn before the text ("fa-robot": the NPC crew's reason) */
  icon?: string;
}

export interface ModView {
  label: string;
  value: string;
}

export interface CheckView {
  heading: string;
  dice: number;
  mods: ModView[];
  total: number;
  effect: string;
  result: string;
  success: boolean;
  /** the check's class when its verdict is no success or failure (a missile launch: the missiles go either way) */
  css?: string;
  title?: string;
}

export interface ShotView {
  weapon: string;
  dice: string;
  /** the shot's whole DM */
  dm: string;
  /** the DMs of this shot alone, shown under its DM (those every shot has alike are the attack's `mods`) */
  dms?: ModView[];
  total: string;
  /** the verdict alone: Hit, Miss, Destroyed, not rolled */
  result: string;
  css: string;
  /** what befell the shot beside its verdict (its damage rolled, screens' reduction), never a DM */
  notes: string[];
}

export interface AttackView {
  heading: string;
  range: string;
  mods: ModView[];
  shots: ShotView[];
  /** what is still pending (damage at the end of the attacker's turn, rolls after reactions, ...) */
  pending: string | null;
  title?: string;
}

export interface SectionView {
  check?: CheckView;
  opposed?: { heading: string; a: CheckView; b: CheckView; winner: string };
  attack?: AttackView;
  line?: LineView;
  block?: { heading: string; lines: LineView[]; title?: string };
}

export interface ButtonView {
  action: string;
  label: string;
  data: { name: string; value: string }[];
  css: string;
  title?: string;
}

export interface CardView {
  kind: string;
  css: string;
  title: string;
  subtitle: string;
  notice: string | null;
  sections: SectionView[];
  buttons: ButtonView[];
  status: string | null;
  /** the GM stepped back past this card's attack: it no longer applies */
  withdrawn?: boolean;
  /** Undo's label once applied, saying what it takes back ("Undo: damage to Red Kestrel"); plain "Undo" without it */
  undo?: string;
}
