// Asking before a sheet deletes something: core's DialogV2.confirm with the question in words and a named "yes"
// button, so no click deletes at once. The names in the question are escaped (a document name is any text).

export interface DeleteQuestion {
  /** the window's title, e.g. "Remove turret" (no document name: core may write it as HTML) */
  title: string;
  /** the question, already localised; its document names escaped by the caller through `escapeHTML` */
  question: string;
  /** the yes button's label, e.g. "Remove turret" (no document name, as the title) */
  yes: string;
}

/** An HTML-safe copy of a document name for a question. */
export const escapeHTML = (text: string): string => foundry.utils.escapeHTML(text);

/** True only when the user chose the named "yes" button (No, Escape or closing the window keep everything). */
export async function confirmDelete({ title, question, yes }: DeleteQuestion): Promise<boolean> {
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title },
    content: `<p>${question}</p>`,
    yes: { label: yes, icon: "fa-solid fa-trash" },
    no: { label: game.i18n!.localize("CEPHEUS.Sheet.Confirm.Keep"), default: true },
    rejectClose: false,
    modal: true,
  } as never);
  return answer === true;
}
