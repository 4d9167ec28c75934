// Crew, passengers, and the cost and build time.
import { finish, rx, value, type Draft } from "./draft";
import { balanced, listItems, numberValue, type Reading } from "./text";
import { positionOfRole } from "./vocabulary";

const CREW = rx(String.raw`^(?:The|This) (?:ship|vessel|craft|small craft) requires a crew of (NUM)(?::\s*|\.?$)`);
const ROLE = rx(String.raw`^(NUM) (\S.*)$`);

/** "The ship requires a crew of three: one pilot, one navigator and one engineer." */
export function readCrew(d: Draft, r: Reading): void {
  const head = r.take(CREW);
  const total = head ? numberValue(head[1]) : null;
  if (!head || total === null) return finish(d, r);
  d.seen.add("crew");
  d.ship.crew.total = total;
  const body = r.text.slice(head[0].length).replace(/\.\s*$/, "");
  r.all();
  for (const item of listItems(body)) {
    const m = ROLE.exec(item);
    const count = m ? numberValue(m[1]) : 1;
    if (count === null || !balanced(item)) {
      d.unread.push(item);
      continue;
    }
    const role = (m ? m[2] : item).trim().toLowerCase();
    const pos = positionOfRole(role);
    d.ship.crew.roles.push({ count, role, position: pos === "gunner" ? "turretGunner" : pos });
  }
}

const GUNNERS_IF_ARMED = rx(
  String.raw`\bIf weapons are installed, this (?:vessel|ship|craft) will (?:also )?require (NUM) (?:more |additional )?gunners?\b\.?`,
);

/** "(If weapons are installed, this vessel will also require two gunners)." */
export function readGunnersIfArmed(d: Draft, r: Reading): void {
  const m = r.take(GUNNERS_IF_ARMED);
  if (m) d.ship.crew.gunnersIfArmed = value(d, m, 1);
  finish(d, r);
}

const PASSENGERS = rx(
  String.raw`^(?:The|This) (?:ship|vessel|craft|small craft) can carry (?:up to )?(?:(NUM) nobles? and )?(?:(NUM) high passengers? or )?(NUM) (?:additional |middle |more )*passengers?( at double occupancy)?`,
);
const NOTE = /^ (?:as|in|aboard) [^,()]/i;
const NOTE_END = /,? and /gi;
const WITH_GUNNERS = rx(String.raw`^ \(((?:(NUM) high or )?(NUM)(?: middle)?(?: passengers?)? with gunners)\)`);
const LOW_LIST = /^,? and ([^()]+)$/i;
const LOW = rx(String.raw`^(NUM) (emergency )?low passengers?$`);

interface PassengerTail {
  note: string | null;
  withGunners: RegExpExecArray | null;
  lows: string | null;
}

/**
 * What follows "N passengers [at double occupancy]": where they travel (" as prisoners in the cells"), the figures
 * with gunners (" (one with gunners)"), and low passengers (", and twelve low passengers"), in that order; null when
 * the rest is something else. The note runs to the first " and " after the last parenthesis, or to the
 * parenthesis; read step by step, since one pattern doing it tried every " and " against the rest of the sentence.
 */
function passengerTail(text: string): PassengerTail | null {
  const rest = text.replace(/\.$/, "");
  let pos = 0;
  let note: string | null = null;
  const n = NOTE.exec(rest);
  if (n) {
    const from = n[0].length - 1;
    let runEnd = from;
    while (runEnd < rest.length && !",()".includes(rest[runEnd])) runEnd++;
    const lastParen = Math.max(rest.lastIndexOf("("), rest.lastIndexOf(")"));
    let end = -1;
    if (lastParen < 0) {
      NOTE_END.lastIndex = from + 1;
      for (let and = NOTE_END.exec(rest); and && and.index <= runEnd && end < 0; and = NOTE_END.exec(rest))
        if (NOTE_END.lastIndex < rest.length) end = and.index;
      if (end < 0 && runEnd === rest.length) end = runEnd;
    } else if (rest[runEnd] === "(" && rest[runEnd - 1] === " " && runEnd - 1 > from) end = runEnd - 1;
    if (end < 0) return null;
    note = rest.slice(1, end).trim();
    pos = end;
  }
  const tail = rest.slice(pos);
  const withGunners = WITH_GUNNERS.exec(tail);
  const after = withGunners ? tail.slice(withGunners[0].length) : tail;
  if (!after) return { note, withGunners, lows: null };
  const lows = LOW_LIST.exec(after);
  return lows ? { note, withGunners, lows: lows[1] } : null;
}

/** "The ship can carry 21 high passengers or 42 middle passengers at double occupancy, and twelve low passengers." */
export function readPassengers(d: Draft, r: Reading): void {
  d.seen.add("passengers");
  if (r.take(/^(?:The|This) (?:ship|vessel|craft|small craft) cannot carry any (?:additional )?passengers\.?$/i))
    return;
  const m = PASSENGERS.exec(r.text);
  const tail = m && passengerTail(r.text.slice(m[0].length));
  if (!m || !tail) return finish(d, r);
  r.all();
  const p = d.ship.passengers;
  const g = tail.withGunners;
  const nobles = m[1] === undefined ? 0 : numberValue(m[1]);
  const high = m[2] === undefined ? null : numberValue(m[2]);
  const count = numberValue(m[3]);
  const wgHigh = g?.[2] === undefined ? null : numberValue(g[2]);
  const wgCount = g ? numberValue(g[3]) : null;
  if (nobles === null || count === null || (m[2] !== undefined && high === null) || (g && wgCount === null)) {
    d.unread.push(r.text);
    return;
  }
  p.nobles = nobles;
  p.high = high;
  p.count = count;
  p.doubleOccupancy = m[4] !== undefined;
  p.note = tail.note || null;
  p.withGunners = !g || wgCount === null ? null : { count: wgCount, high: wgHigh };
  if (tail.lows !== null) {
    for (const item of listItems(tail.lows)) {
      const low = LOW.exec(item);
      const n = low ? numberValue(low[1]) : null;
      if (!low || n === null) d.unread.push(item);
      else if (low[2]) p.emergencyLow += n;
      else p.low += n;
    }
  }
}

const COST = rx(String.raw`\bcosts (M?)Cr ?(NUM)`);
const BUILD_WEEKS = rx(String.raw`\b(?:and )?takes (NUM) weeks? to build\b`);

/** "The ship costs MCr33.219 (including discounts and fees) and takes 44 weeks to build." */
export function readCost(d: Draft, r: Reading): void {
  r.take(/^(?:The|This) (?:ship|vessel|craft|small craft)\b/i);
  const cost = r.take(COST);
  if (cost) {
    const v = value(d, cost, 2);
    if (v !== null) {
      d.seen.add("cost");
      d.ship.cost = cost[1] ? v : v / 1e6;
    }
  }
  r.take(/(?<!\s)\s*\(including discounts and fees\)/i);
  const weeks = r.take(BUILD_WEEKS);
  if (weeks) d.ship.buildWeeks = value(d, weeks, 1);
  finish(d, r);
}
