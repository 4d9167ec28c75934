// Text helpers for the USDF reader: normalising, numbers written in words or digits, sentence and list
// splitting, and a sentence "consumer" that remembers which words were understood.

/**
 * A text is normalised in two steps. First Unicode compatibility characters become their plain forms (NFKC: "ﬃ" →
 * "ffi", "㎏" → "kg"). This is the only step that can make a text longer (up to 18 times: "ﷺ" is 18 characters in
 * NFKC), so the reader measures its result against the length limit before anything else reads it.
 */
export function compatibilityForm(text: string): string {
  return text.normalize("NFKC");
}

/**
 * Then, on the text in compatibility form: quotes, dashes and spaces to ASCII, line ends to "\n", runs of spaces and
 * tabs to one space; this only ever shortens the text. Afterwards no two spaces or tabs are adjacent, and inside one
 * sentence (which `sentences` cuts at line ends outside parentheses) a run of whitespace is at most " \n " long: the
 * patterns of the readers rely on this to stay linear.
 */
export function tidy(text: string): string {
  return text
    .replace(/\uE000/g, "")
    .replace(/[\u2018\u2019\u02bc\u2032]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ");
}

const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const WORD_VALUES: Record<string, number> = { a: 1, an: 1, no: 0, none: 0, single: 1 };
UNITS.forEach((w, i) => (WORD_VALUES[w] = i));
TENS.forEach((w, i) => w && (WORD_VALUES[w] = i * 10));

/**
 * A number in digits ("1,096", "50.5") or words ("twenty", "twenty-three", "an"). It never starts right after a digit,
 * comma or point: inside "1,000,000" only the whole figure is a number, and an unanchored pattern tries each figure
 * once instead of once per group of digits (which made such patterns quadratic in the length of a figure).
 */
export const NUM = String.raw`(?<![\d.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|an|a|no|none)`;

/** Largest figure the reader accepts anywhere; bigger numbers are treated as unreadable. */
export const MAX_FIGURE = 1e9;

/** The value of a NUM match; null when it is not a finite figure the reader accepts. */
export function numberValue(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const s = raw.trim().toLowerCase();
  if (/^[\d,]+(?:\.\d+)?$/.test(s)) {
    const v = Number(s.replace(/,/g, ""));
    return Number.isFinite(v) && v <= MAX_FIGURE ? v : null;
  }
  const parts = s.split(/[- ]/);
  let total = 0;
  for (const p of parts) {
    const v = WORD_VALUES[p];
    if (v === undefined) return null;
    total += v;
  }
  return total;
}

/** Writes a count the way the SRD does: words up to twenty, digits above. */
export function countWord(n: number): string {
  if (Number.isInteger(n) && n >= 0 && n < 20) return UNITS[n];
  if (n === 20) return "twenty";
  return figure(n);
}

/** Writes a figure in digits with thousands commas: 1096 → "1,096", 50.5 → "50.5". */
export function figure(n: number): string {
  const [int, frac] = String(n).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return frac ? `${grouped}.${frac}` : grouped;
}

/** "a"/"an" for a noun phrase. */
export function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? "an" : "a";
}

/** English plural, and a singular that undoes it: singular(plural(singular(x))) === singular(x). */
export function plural(s: string): string {
  return /(?:ch|sh|x|z|ss)$/i.test(s) ? `${s}es` : `${s}s`;
}
export function singular(s: string): string {
  if (/(?:ch|sh|x|z|ss)es$/i.test(s)) return s.slice(0, -2);
  if (/[^s]s$/i.test(s)) return s.slice(0, -1);
  return s;
}

/**
 * Splits text into paragraphs (blank lines) and each paragraph into sentences. A sentence ends at ".", "!"
 * or "?" followed by a space and a capital letter, a bracket or a quote, or at the end of a line; nothing
 * splits inside a matched pair of parentheses.
 */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n[^\S\n]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export function sentences(paragraph: string): string[] {
  const matched = matchedParens(paragraph);
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const c = paragraph[i];
    if (c === "(" && matched.has(i)) depth++;
    else if (c === ")" && matched.has(i)) depth = Math.max(0, depth - 1);
    else if (c === "\n" && depth === 0) {
      push(paragraph.slice(start, i));
      start = i + 1;
    } else if ((c === "." || c === "!" || c === "?") && depth === 0) {
      const next = paragraph.slice(i + 1, i + 3);
      if (next === "" || /^\s(?:[A-Z0-9("[]|$)/.test(next) || /^\n/.test(next)) {
        push(paragraph.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  push(paragraph.slice(start));
  return out;

  function push(s: string): void {
    const t = s.trim();
    if (t) out.push(t);
  }
}

/**
 * Whether every parenthesis in `s` has its partner in `s`. A name, description, feature or role is read only then:
 * written back among other sentences, a lone "(" or ")" in it would pair with another one and group words that were
 * not grouped when it was read (or stop grouping words that were), ending sentences and list items elsewhere.
 */
export function balanced(s: string): boolean {
  let depth = 0;
  for (const c of s) {
    if (c === "(") depth++;
    else if (c === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

/** Indices of parentheses that have a partner (an unclosed "(" must not swallow the rest of the text). */
function matchedParens(s: string): Set<number> {
  const stack: number[] = [];
  const ok = new Set<number>();
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(") stack.push(i);
    else if (s[i] === ")" && stack.length) {
      ok.add(stack.pop() as number);
      ok.add(i);
    } else if (s[i] === "\n" && s[i + 1] === "\n") stack.length = 0;
  }
  return ok;
}

/**
 * A list separator: "," (not the one in "1,000"), "and", "or", in any case ("AND", "Or"), and any run of them
 * (", and", "and AND", "or ,"): one separator, so that no item starts or ends with a conjunction or a comma.
 */
const SEPARATOR = /(?:\s*,(?!\d)|\s+(?:and|or)(?=[\s,]|$))+\s*/iy;
/** The same at the start of a list ("and two pilots"). */
const LEADING_SEPARATOR = /^(?:\s*,(?!\d)|\s*(?:and|or)(?=[\s,]|$))+\s*/i;

/**
 * Splits "A, B and C" at top level (never inside a matched pair of parentheses; a lone "(" groups nothing, so it
 * cannot swallow the rest of the list). `startsItem` decides whether a piece begins a new item; pieces that do not
 * are glued back onto the previous one ("armed with X and Y").
 */
export function listItems(text: string, startsItem: (piece: string) => boolean = () => true): string[] {
  const matched = matchedParens(text);
  const pieces: { sep: string; text: string }[] = [];
  let depth = 0;
  let start = LEADING_SEPARATOR.exec(text)?.[0].length ?? 0;
  let sep = "";
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "(" && matched.has(i)) depth++;
    else if (c === ")" && matched.has(i)) depth--;
    if (depth > 0 || (c !== "," && c !== " ")) continue;
    SEPARATOR.lastIndex = i;
    const m = SEPARATOR.exec(text);
    if (m) {
      pieces.push({ sep, text: text.slice(start, i) });
      sep = m[0];
      start = i + m[0].length;
      i = start - 1;
    }
  }
  pieces.push({ sep, text: text.slice(start) });
  const items: string[] = [];
  for (const p of pieces) {
    const t = p.text.trim();
    if (!t) continue;
    if (items.length && !startsItem(t)) items[items.length - 1] += p.sep + p.text;
    else items.push(t);
  }
  return items.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Words that carry no information when left over in a sentence. */
const FILLER = new Set([
  "the",
  "a",
  "an",
  "and",
  "is",
  "are",
  "has",
  "with",
  "of",
  "which",
  "it",
  "this",
  "ship",
  "vessel",
]);

/** A character trimmed off either end of a leftover fragment. */
const TRIMMED = /[\s,.;:()]/;

/** `s` without leading and trailing whitespace and punctuation (a loop: the pattern "[...]+$" is quadratic). */
function trimPunctuation(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && TRIMMED.test(s[a])) a++;
  while (b > a && TRIMMED.test(s[b - 1])) b--;
  return s.slice(a, b);
}

/**
 * One sentence being read. `take` finds a pattern in the part not yet understood and marks it understood;
 * `leftovers` gives the fragments never understood (minus punctuation and filler words).
 */
export class Reading {
  private mask: string;
  constructor(readonly text: string) {
    this.mask = text;
  }
  take(re: RegExp): RegExpExecArray | null {
    const m = re.exec(this.mask);
    if (m) this.consume(m.index, m[0].length);
    return m;
  }
  /**
   * For a phrase that runs to the end of the sentence: the first match of `re` after the last word understood so
   * far, marked understood through the end of the sentence; its start, or -1. (The same as taking
   * `re` followed by "[^understood]*$", which is quadratic when `re` matches often.)
   */
  takeToEnd(re: RegExp): number {
    const from = this.mask.lastIndexOf("\uE000") + 1;
    const m = re.exec(from ? this.mask.slice(from) : this.mask);
    if (!m) return -1;
    const index = from + m.index;
    this.consume(index, this.mask.length - index);
    return index;
  }
  /** Marks everything understood (the sentence was read whole). */
  all(): void {
    this.mask = "\uE000".repeat(this.text.length);
  }
  leftovers(): string[] {
    const out: string[] = [];
    const re = /[^\uE000]+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(this.mask))) {
      const frag = trimPunctuation(this.text.slice(m.index, m.index + m[0].length));
      const words = frag.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      if (words.some((w) => !FILLER.has(w))) out.push(frag);
    }
    return out;
  }
  private consume(index: number, length: number): void {
    this.mask = this.mask.slice(0, index) + "\uE000".repeat(length) + this.mask.slice(index + length);
  }
}
