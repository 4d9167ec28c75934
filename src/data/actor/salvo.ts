// Actor type "salvo": the one world actor whose unlinked tokens stand for the missile salvos in flight on the map
// (src/apps/canvas/salvo-map). It holds nothing of its own: what a salvo token shows is the engagement's, stored on
// its Combat, and the token only names which salvo it stands for.
export class SalvoData extends foundry.abstract.TypeDataModel<Record<string, never>, foundry.abstract.Document.Any> {
  static override defineSchema(): Record<string, never> {
    return {};
  }
}
