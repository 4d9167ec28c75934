// Crew, passengers, and the cost and build time.
import { finish, rx, value, type Draft } from "./draft";
import { listItems, numberValue, type Reading } from "./text";
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
    if (count === null) {
      d.unread.push(item);
      continue;
    }
    const role = (m ? m[2] : item).trim().toLowerCase();
    const pos = positionOfRole(role);
    d.ship.crew.roles.push({ count, role, position: pos === "gunner" ? "turretGunner" : pos });
  }
}

/** "(If weapons are installed, this vessel will also require two gunners)." */
export function readGunnersIfArmed(d: Draft, r: Reading): void {
  const m = r.take(rx(String.raw`\bIf weapons are installed, this (?:vessel|ship|craft) will (?:also )?require (NUM) (?:more |additional )?gunners?\b\.?`));
  if (m) d.ship.crew.gunnersIfArmed = value(d, m, 1);
  finish(d, r);
}

const PASSENGERS = rx(
  String.raw`^(?:The|This) (?:ship|vessel|craft|small craft) can carry (?:up to )?(?:(NUM) nobles? and )?(?:(NUM) high passengers? or )?(NUM) (?:additional |middle |more )*passengers?( at double occupancy)?((?: (?:as|in|aboard) [^,()]+?)?)(?: \(((?:(NUM) high or )?(NUM)(?: middle)?(?: passengers?)? with gunners)\))?(?:,? and ([^()]+?))?\.?$`,
);
const LOW = rx(String.raw`^(NUM) (emergency )?low passengers?$`);

/** "The ship can carry 21 high passengers or 42 middle passengers at double occupancy, and twelve low passengers." */
export function readPassengers(d: Draft, r: Reading): void {
  d.seen.add("passengers");
  if (r.take(/^(?:The|This) (?:ship|vessel|craft|small craft) cannot carry any (?:additional )?passengers\.?$/i)) return;
  const m = r.take(PASSENGERS);
  if (!m) return finish(d, r);
  const p = d.ship.passengers;
  const nobles = m[1] === undefined ? 0 : numberValue(m[1]);
  const high = m[2] === undefined ? null : numberValue(m[2]);
  const count = numberValue(m[3]);
  const wgHigh = m[7] === undefined ? null : numberValue(m[7]);
  const wgCount = m[8] === undefined ? null : numberValue(m[8]);
  if (nobles === null || count === null || (m[2] !== undefined && high === null) || (m[6] !== undefined && wgCount === null)) {
    d.unread.push(r.text);
    return;
  }
  p.nobles = nobles;
  p.high = high;
  p.count = count;
  p.doubleOccupancy = m[4] !== undefined;
  p.note = m[5] ? m[5].trim() : null;
  p.withGunners = m[6] === undefined || wgCount === null ? null : { count: wgCount, high: wgHigh };
  if (m[9] !== undefined) {
    for (const item of listItems(m[9])) {
      const low = LOW.exec(item);
      const n = low ? numberValue(low[1]) : null;
      if (!low || n === null) d.unread.push(item);
      else if (low[2]) p.emergencyLow += n;
      else p.low += n;
    }
  }
}

/** "The ship costs MCr33.219 (including discounts and fees) and takes 44 weeks to build." */
export function readCost(d: Draft, r: Reading): void {
  r.take(/^(?:The|This) (?:ship|vessel|craft|small craft)\b/i);
  const cost = r.take(rx(String.raw`\bcosts (M?)Cr ?(NUM)`));
  if (cost) {
    const v = value(d, cost, 2);
    if (v !== null) {
      d.seen.add("cost");
      d.ship.cost = cost[1] ? v : v / 1e6;
    }
  }
  r.take(/\s*\(including discounts and fees\)/i);
  const weeks = r.take(rx(String.raw`\b(?:and )?takes (NUM) weeks? to build\b`));
  if (weeks) d.ship.buildWeeks = value(d, weeks, 1);
  finish(d, r);
}
