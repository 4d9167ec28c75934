// A stand-in for the button a tracker action was clicked on: its data attributes and the combatant row around it.
export function button(data: Record<string, string>, combatantId?: string): HTMLElement {
  return {
    dataset: data,
    closest: (selector: string) =>
      selector === "[data-combatant-id]" && combatantId ? { dataset: { combatantId } } : null,
  } as unknown as HTMLElement;
}
