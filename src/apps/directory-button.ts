// A button in the Actors directory's header (the renderActorDirectory hook hands over the directory's HTMLElement; no
// jQuery), for a window loaded on first use: the pointer or focus reaching it starts loading (`warm`), the click opens
// it. A re-render never adds a second one. The import of ship descriptions and the encounter builder each add one.
export function directoryButton(
  html: HTMLElement,
  cls: string,
  icon: string,
  label: string,
  open: () => unknown,
  warm: () => void,
): HTMLButtonElement | null {
  if (html.querySelector(`.${cls}`)) return null;
  const doc = html.ownerDocument;
  const button = doc.createElement("button");
  button.type = "button";
  button.className = `${cls} cepheus`;
  const i = doc.createElement("i");
  i.className = `fa-solid ${icon}`;
  i.setAttribute("aria-hidden", "true");
  const text = doc.createElement("span");
  text.textContent = label;
  button.append(i, text);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void open();
  });
  for (const on of ["pointerenter", "focus"]) button.addEventListener(on, warm, { once: true });
  (html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html).append(button);
  return button;
}
