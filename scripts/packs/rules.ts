// The quick-reference journal for space combat, written in the project's own words (tables carry the
// SRD's numbers and names; rulings are the project's, see docs/rulings.md).
import type { JournalPageSource, JournalSource } from "./documents";
import { stableId } from "./ids";

const table = (head: string[], rows: (string | number)[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join("")}</ol>`;

export const RULES_PAGES: readonly { name: string; content: string }[] = [
  {
    name: "Turn Checklist",
    content: [
      "<p>A combat turn is about a thousand seconds. Ships act one after another, highest Initiative first; each crew member at a station gets one significant action and one minor action (or gives up the significant one for two extra minor actions).</p>",
      "<h3>Before the first turn</h3>",
      ol([
        "The referee sets the starting range: Very Long for a chance meeting in deep space, Short or Medium near a world.",
        "Everyone takes a station: pilot (only one), captain, navigator, sensors operator, gunners at their turret or bay, drive engineers, damage control, marines. Anyone else is a passenger.",
        "Surprise: a ship that knows about its enemies when they do not know about it starts at Initiative 12 plus its pilot's DEX DM.",
        "Everyone else rolls 2D6 Initiative. A ship with more Thrust than all its opponents adds 1; the captain may add the Effect of a Tactics check.",
      ]),
      "<h3>Each turn, ship by ship</h3>",
      ol([
        "The captain may call for haste: actions go faster at a penalty.",
        "The crew acts: manoeuvres, attacks, sensor work, repairs. The target of an attack may answer with reactions.",
        "When the whole crew has acted, the ship's hits are turned into damage.",
      ]),
      "<p>When every ship has acted, the turn ends and the next begins in the same order; Initiative is kept but actions can move it.</p>",
    ].join(""),
  },
  {
    name: "Range Bands",
    content: [
      "<p>Distances are bands, not kilometres on a map. A Range Check by the navigators decides whether the gap opens, closes or holds.</p>",
      table(
        ["Band", "Distance", "What sensors can make out"],
        [
          ["Adjacent", "under 1 km", "single sources of neural activity (Very Advanced only)"],
          ["Close", "1–10 km", "individual ship systems"],
          ["Short", "10–1,250 km", "fine detail, heat sources; internal structure with Advanced sensors"],
          ["Medium", "1,250–10,000 km", "where EM emissions come from"],
          ["Long", "10,000–25,000 km", "shape and configuration, thermal activity"],
          ["Very Long", "25,000–50,000 km", "that a ship is there, and how busy it is"],
          ["Distant", "50,000 km and more", "—"],
        ],
      ),
      "<h3>Attack difficulty by band</h3>",
      table(
        ["Weapon", "Adjacent", "Close", "Short", "Medium", "Long", "Very Long", "Distant"],
        [
          ["Pulse Laser", "Difficult", "Difficult", "Average", "Difficult", "Difficult", "Very Difficult", "—"],
          ["Beam Laser", "Difficult", "Difficult", "Difficult", "Average", "Difficult", "Difficult", "Difficult"],
          ["Particle Beam", "Very Difficult", "Difficult", "Difficult", "Difficult", "Average", "Difficult", "Difficult"],
          ["Fusion Gun", "Difficult", "Difficult", "Difficult", "Average", "Difficult", "Difficult", "Difficult"],
          ["Meson Gun", "Very Difficult", "Very Difficult", "Difficult", "Difficult", "Average", "Difficult", "Difficult"],
          ["Sandcaster", "Routine", "Average", "Difficult", "—", "—", "—", "—"],
          ["Missiles (ruling R7)", "—", "—", "Average", "Average", "Average", "Average", "Average"],
        ],
      ),
      "<p>Pulse lasers also take DM-2 on every attack (ruling R8; a world setting can switch that off).</p>",
    ].join(""),
  },
  {
    name: "Actions by Station",
    content: [
      table(
        ["Station", "Significant actions", "Minor actions", "Reactions"],
        [
          ["Pilot", "Evasive Manoeuvres (Piloting: attacks on the ship DM-1, DM-2 on an exceptional success), Line Up the Shot (own gunners DM+1/+2), Pursuit, Break Pursuit, Dock, Ram, Avoid Collision", "Adjust Speed (up to Thrust), Maintain Course", "Dodge"],
          ["Captain", "Coordinate Crew (Leadership: a pool of +1 DMs equal to the Effect, at least 1), Increase Initiative (Leadership Effect, next turn)", "—", "Trigger Screens"],
          ["Gunner", "Attack (Turret or Bay Weapons against the band's difficulty), Reload a rack or sandcaster", "—", "Fire Sand, Point Defense, Trigger Screens"],
          ["Navigator", "Range Check (opposed Navigation), Calculate Jump Plot (Navigation, DM-1 for haste)", "—", "—"],
          ["Sensors operator", "Sensor Targeting (Comms: gunners DM+1/+2), Electronic Warfare (jam locks, or Comms at DM-2 to stop smart missiles), Maintain or Intercept Communications", "—", "—"],
          ["Damage control", "Repair Damaged System (Mechanics)", "—", "—"],
          ["Chief security officer, marines", "Boarding actions", "—", "—"],
          ["Anyone", "Reload, or three minor actions", "Change Position, a personal action", "—"],
        ],
      ),
      "<p>With the right software the computer can take a station: Fire Control as gunners, Auto-Repair with repair drones as damage control, Intellect with Expert Pilot as the pilot.</p>",
    ].join(""),
  },
  {
    name: "Reactions",
    content: [
      "<p>A ship may react when a beam is fired at it, when missiles arrive, or when boarders come across. How many reactions it has each turn depends on its Initiative; in this system the ship decides after seeing the attack roll (ruling R20; a setting changes that).</p>",
      table(["Initiative", "Reactions per turn"], [["0–4", 1], ["5–8", 2], ["9–12", 3], ["13+", 4]]),
      ul([
        "<b>Dodge</b> (pilot, Piloting): the attack takes DM-2.",
        "<b>Fire Sand</b> (gunner at a sandcaster, Turret Weapons, one canister): every beam of the attack loses 1D6 damage, each beam rolled on its own. Against boarders, sand hurts each of them for 8D6.",
        "<b>Point Defense</b> (gunner at a turret laser, Turret Weapons): one missile is destroyed on a success; the gunner may keep firing at further missiles with a growing -1 until a miss.",
        "<b>Trigger Screens</b> (captain or a gunner with Screens 0+): a nuclear damper works against fusion guns and nuclear missiles, a meson screen against meson guns; damage falls by 2D6 plus the operator's Screens skill, and a damper also cancels a nuclear missile's radiation hit.",
      ]),
    ].join(""),
  },
  {
    name: "Missiles",
    content: [
      "<p>Missiles fly at Thrust 10 and arrive on a later turn; they cannot be fired at Adjacent or Close targets. The launch is an Average Turret or Bay Weapons check (ruling R7) whose Effect sets the number each missile needs to hit when it arrives.</p>",
      table(["Launch range", "Turns to impact"], [["Short, Medium, Long", 1], ["Very Long, Distant", 2]]),
      table(["Launch check", "Missile hits on"], [["Effect -6 or worse", "11+"], ["Effect -1 to -5", "10+"], ["Effect 0", "8+"], ["Effect 1–5", "7+"], ["Effect 6+", "6+"]]),
      ul([
        "Each missile rolls its own to-hit and its own damage, and armor counts against each (ruling R17).",
        "Standard: 1D6. Smart: always 8+ to hit, and a miss tries again on later turns until it is destroyed, jammed or out of fuel at the end of the fourth turn after launch (ruling R16). Nuclear: 2D6 and a radiation hit on the crew, with the target's armor as a negative DM.",
        "The target can Dodge or use Point Defense only when the salvo arrives. A sensors operator can knock out smart missiles with Electronic Warfare.",
        "Twelve missiles fill a ton; a bay launches twelve at a time.",
      ]),
    ].join(""),
  },
  {
    name: "Damage and Hit Locations",
    content: [
      "<p>Take the target's armor off the damage (meson guns ignore armor and go straight to the internal column), read the hits from the table, then roll 2D6 for the location of each hit. A double or triple hit strikes one location two or three times (ruling R4).</p>",
      table(
        ["Damage after armor", "Hits (ruling R1: even 4-point bands)"],
        [
          ["0 or less", "none"], ["1–4", "Single"], ["5–8", "two Single"], ["9–12", "Double"], ["13–16", "three Single"],
          ["17–20", "two Single and a Double"], ["21–24", "two Double"], ["25–28", "Triple"], ["29–32", "Triple and Single"],
          ["33–36", "Triple and Double"], ["37–40", "Triple, Double and Single"], ["41–44", "two Triple"],
          ["over 44", "add a Single per 3 points and a Double per 6 points over 44 (ruling R2)"],
        ],
      ),
      table(
        ["2D6", "External (ships)", "Internal (ships at Hull 0)", "Small craft"],
        [
          [2, "Hull", "Structure", "Hull"], [3, "Sensors", "Power Plant", "Power Plant"], [4, "M-Drive", "J-Drive", "Hold"],
          [5, "Turret", "Bay", "Fuel"], [6, "Hull", "Structure", "Hull"], [7, "Armor", "Crew", "Armor"], [8, "Hull", "Structure", "Hull"],
          [9, "Fuel", "Hold", "Turret"], [10, "M-Drive", "J-Drive", "M-Drive"], [11, "Sensors", "Power Plant", "Crew"], [12, "Hull", "Bridge", "Bridge"],
        ],
      ),
      ul([
        "Hull hit: Hull -1; once Hull is 0 the hit moves to the same row of the internal column (ruling R3). Structure 0 destroys the ship.",
        "Armor hit: armor -1, or a Hull hit when armor is already 0 (ruling R5).",
        "Systems take three hits: the first degrades (turrets and bays -2 to attack, sensors -2 to Comms, M-Drive -1 Thrust, J-Drive -2 to jump), the second disables (M-Drive: half Thrust; power plant: a radiation crew hit; bridge: no pilot or sensor actions, attacks -2), the third destroys. Further hits spill into Hull (turret, M-Drive, sensors) or Structure (the others).",
        "Fuel: a leak, then a share of the fuel lost, then the tank. Hold: a share of the cargo twice, then the hold.",
        "Crew hit: 2D6 on the crew damage table — from a lucky escape through one random crew member hurt (2D6 or 4D6) to the whole crew hurt; radiation hits use the same rows in tens of rads.",
        "Particle beams, fusion guns and nuclear missiles add a radiation hit reduced by the target's armor; meson guns add one that armor does not touch.",
      ]),
    ].join(""),
  },
  {
    name: "Screens and Ship Software",
    content: [
      "<p>Screens and programs are not items in this system: a ship records them in its own fields (<code>system.screens</code>, <code>system.software</code>), set on the ship sheet or by the USDF importer.</p>",
      table(
        ["Screen", "TL", "Tons", "MCr", "In combat"],
        [
          ["Meson Screen", 12, 50, 60, "Trigger Screens against a meson gun: 2D6 + Screens skill off the damage; each active screen also gives DM-2 to the gun's radiation hit."],
          ["Nuclear Damper", 12, 50, 50, "Trigger Screens against a fusion gun or nuclear missile: 2D6 + Screens skill off the damage, and no radiation hit from the missile."],
        ],
      ),
      table(
        ["Program", "What it does here"],
        [
          ["Fire Control/n", "The computer fires up to n weapons as a gunner of skill 0 (ruling R35), or gives up one of them to add DM+1 to another attack. Rating 5 per weapon; TL 9 for one weapon, one more TL per extra weapon, five at most."],
          ["Evade/n", "Incoming attacks take DM-n (up to DM-3)."],
          ["Auto-Repair/n", "With repair drones, the computer acts as damage control: n repair checks per turn at DM+1, or DM+1 to a crew member's check."],
          ["Intellect + Expert Pilot/n", "The computer can fly the ship, at skill n-1 (ruling R35)."],
          ["Intellect + Expert Engineer/n", "With repair drones, the computer can be a drive engineer, at skill n-1."],
          ["Jump Control/n", "Lets the ship jump up to Jump-n; noted on the ship, not used in combat."],
        ],
      ),
      "<p>A disabled ship's programs stop working (ruling R28).</p>",
    ].join(""),
  },
  {
    name: "Repairs",
    content: [
      "<p>A crew member on damage control spends a significant action and makes an Education-based Mechanics check to patch one damaged system. The Effect of a success sets how many of that system's hits are undone.</p>",
      table(["Effect", "Hits repaired"], [[0, 1], ["1–5", 2], ["6+", 3]]),
      ul([
        "With repair drones and Auto-Repair software the ship's computer makes its own repair check each turn at DM+1 (two with the TL12 upgrade), or lends that +1 to a crew member's check instead.",
        "These are field repairs: they hold for the fight and fail afterwards unless the system is properly repaired in port.",
        "A destroyed system cannot be mended in battle, and repairs never bring back lost fuel, cargo or armor (ruling R39). A repaired Hull or Structure hit gives back one point (ruling R40, a world setting).",
      ]),
    ].join(""),
  },
];

export function rulesJournal(): JournalSource[] {
  const _id = stableId("rules", "Space Combat Quick Reference");
  const pages: JournalPageSource[] = RULES_PAGES.map((p, i) => {
    const pageId = stableId("rules", "Space Combat Quick Reference", p.name);
    return {
      _id: pageId,
      _key: `!journal.pages!${_id}.${pageId}`,
      name: p.name,
      type: "text",
      title: { show: true, level: 1 },
      text: { content: p.content, format: 1 },
      sort: (i + 1) * 100_000,
      flags: {},
    };
  });
  return [{ _id, _key: `!journal!${_id}`, name: "Space Combat Quick Reference", pages, folder: null, sort: 0, flags: {} }];
}
