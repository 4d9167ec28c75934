// A tiny element double for the directory-button test (vitest runs under node, without a DOM): tag name,
// classes, attributes, children, text, click listeners, and querySelector(All) for ".class" selectors only.
// It stands in for the browser, not for Foundry; anything else the code touches fails loudly.
class ClassList {
  #classes = new Set<string>();
  constructor(classes: string[] = []) {
    for (const c of classes) this.#classes.add(c);
  }
  add(...names: string[]): void {
    for (const n of names) this.#classes.add(n);
  }
  contains(name: string): boolean {
    return this.#classes.has(name);
  }
  set value(v: string) {
    this.#classes = new Set(v.split(/\s+/).filter(Boolean));
  }
  get value(): string {
    return [...this.#classes].join(" ");
  }
}

export class FakeElement {
  readonly tagName: string;
  readonly classList: ClassList;
  readonly children: FakeElement[] = [];
  readonly attributes = new Map<string, string>();
  parent: FakeElement | null = null;
  type = "";
  #text = "";
  #listeners: ((event: { preventDefault(): void; type: string }) => void)[] = [];

  constructor(tag: string, classes: string[] = []) {
    this.tagName = tag.toUpperCase();
    this.classList = new ClassList(classes);
  }

  get ownerDocument() {
    return { createElement: (tag: string) => new FakeElement(tag) };
  }
  set className(v: string) {
    this.classList.value = v;
  }
  get className(): string {
    return this.classList.value;
  }
  set textContent(v: string) {
    this.children.length = 0;
    this.#text = v;
  }
  get textContent(): string {
    return this.#text + this.children.map((c) => c.textContent).join("");
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  appendChild(child: FakeElement): FakeElement {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  append(...nodes: FakeElement[]): void {
    for (const n of nodes) this.appendChild(n);
  }
  addEventListener(type: string, fn: (event: { preventDefault(): void; type: string }) => void): void {
    if (type === "click") this.#listeners.push(fn);
  }
  click(): void {
    for (const fn of this.#listeners) fn({ type: "click", preventDefault: () => {} });
  }
  #descendants(): FakeElement[] {
    return this.children.flatMap((c) => [c, ...c.#descendants()]);
  }
  querySelectorAll(selector: string): FakeElement[] {
    const m = /^\.([\w-]+)$/.exec(selector.trim());
    if (!m) throw new Error(`fake DOM: unsupported selector ${selector}`);
    return this.#descendants().filter((e) => e.classList.contains(m[1]));
  }
  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
}
