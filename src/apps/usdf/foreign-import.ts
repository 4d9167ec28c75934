// Importing ships and travellers exported from other systems (src/rules/imports): each actor read becomes a ship or
// a crew actor (src/data/imports/actors.ts); several go into one new folder; one notification sums up what was
// made and what could not be. Refuses, with a localised message and creating nothing, a user who may not create
// actors, a bad NPC skill, and a paste that cannot be read at all.
import { importedCrewActorData, importedShipActorData, type ImportNotesText } from "../../data/imports/actors";
import { planSeating, readImports, UNCHECKED_FORMATS, type ImportEntry } from "../../rules/imports";
import { canImport, translator } from "./access";
import { countLine, importErrorText, noteLines } from "./foreign-preview";
import { DEFAULT_NPC_SKILL, npcSkillOf, type Translator } from "./preview";
import type { ImportOptions } from "./import";
import { changeSeats } from "../sheets/seating";
import { seatSources } from "../sheets/link";
import type { Position } from "../../rules/types";

export interface ExportsImportOptions extends ImportOptions {
  /**
   * The folder for the new actors: an id, null for none; absent: a new folder when more than one actor is made (for
   * a user who may create folders: core gives that to assistants and GMs).
   */
  folder?: string | null;
}

export type ExportsImportResult =
  | {
      ok: true;
      actors: Actor.Implementation[];
      folder: string | null;
      /** the actors that could not be made, each with why */
      refused: string[];
      /** crew the export seats on an imported ship who could not take that seat, each with why */
      unseated: string[];
      summary: string;
    }
  | { ok: false; message: string };

function notesText(entry: ImportEntry, t: Translator): ImportNotesText {
  const lines = noteLines(entry.notes, t);
  return {
    footer: [
      t.format("CEPHEUS.USDF.Foreign.NotesFooter", {
        format: t.localize(`CEPHEUS.USDF.Foreign.Format.${entry.format}`),
      }),
      UNCHECKED_FORMATS.has(entry.format) ? t.localize(`CEPHEUS.USDF.Foreign.Unchecked.${entry.format}`) : "",
    ]
      .filter(Boolean)
      .join(" "),
    guessed: { title: t.localize("CEPHEUS.USDF.Foreign.GuessedTitle"), items: lines.guessed },
    left: { title: t.localize("CEPHEUS.USDF.Foreign.LeftTitle"), items: lines.left },
  };
}

function refuse(message: string, notify: boolean): ExportsImportResult {
  if (notify) ui.notifications?.error(message);
  return { ok: false, message };
}

/** A folder for several imported actors, or null when this user may not create one. */
async function newFolder(t: Translator): Promise<string | null> {
  if (!game.user?.isGM) return null;
  const name = t.format("CEPHEUS.USDF.Foreign.FolderName", { date: new Date().toISOString().slice(0, 10) });
  const folder = await Folder.implementation.create({ name, type: "Actor" } as Folder.CreateData).catch(() => null);
  return folder?.id ?? null;
}

/** Create the actors of other systems' exports (see the file comment). `texts`: a paste, or one per dropped file. */
export async function importFromExports(
  texts: readonly string[],
  options: ExportsImportOptions = {},
): Promise<ExportsImportResult> {
  const t = translator();
  const notify = options.notify ?? true;
  if (!canImport()) return refuse(t.localize("CEPHEUS.USDF.Error.noPermission"), notify);
  const npcSkill = npcSkillOf(options.npcSkill ?? DEFAULT_NPC_SKILL);
  if (npcSkill === null) return refuse(t.localize("CEPHEUS.USDF.Error.npcSkill"), notify);
  const read = readImports(texts);
  if (!read.ok) return refuse(importErrorText(read.error, t), notify);
  const refused = read.refused.map((r) =>
    t.format("CEPHEUS.USDF.Foreign.RefusedLine", {
      name: r.name || t.format("CEPHEUS.USDF.Foreign.Nameless", { n: r.index + 1 }),
      why: importErrorText(r.error, t),
    }),
  );
  if (!read.entries.length) return refuse(refused.join(" "), notify);
  const folder = options.folder !== undefined ? options.folder : read.entries.length > 1 ? await newFolder(t) : null;
  const actors: Actor.Implementation[] = [];
  const made: { entry: ImportEntry; actor: Actor.Implementation }[] = [];
  for (const entry of read.entries) {
    const text = notesText(entry, t);
    const data =
      entry.kind === "ship"
        ? importedShipActorData(
            entry,
            text,
            () => npcSkill,
            () => foundry.utils.randomID(),
          )
        : importedCrewActorData(entry, text);
    try {
      const actor = await Actor.implementation.create({ ...data, folder } as Actor.CreateData, {
        renderSheet: (options.renderSheet ?? false) && read.entries.length === 1,
      });
      if (actor) {
        actors.push(actor);
        made.push({ entry, actor });
      } else
        refused.push(
          t.format("CEPHEUS.USDF.Foreign.RefusedLine", {
            name: data.name,
            why: t.localize("CEPHEUS.USDF.Error.invalid"),
          }),
        );
    } catch (err) {
      refused.push(t.format("CEPHEUS.USDF.Foreign.RefusedLine", { name: data.name, why: (err as Error).message }));
    }
  }
  const ships = actors.filter((a) => a.type === "ship").length;
  const { seated, unseated } = await seatCrew(made, t);
  const summary = [
    t.format("CEPHEUS.USDF.Foreign.Summary", { count: countLine(ships, actors.length - ships, refused.length, t) }),
    ...seated,
  ].join(" ");
  const problems = [...refused, ...unseated];
  if (notify) {
    if (problems.length) ui.notifications?.warn(`${summary} ${problems.join(" ")}`);
    else ui.notifications?.info(summary);
  }
  if (!actors.length) return { ok: false, message: `${summary} ${refused.join(" ")}` };
  return { ok: true, actors, folder, refused, unseated, summary };
}

/**
 * Seat the crew imported with a ship where its export seats them (src/rules/imports/seating.ts). Each takes the
 * place of the unnamed crew member the import put in that seat, through the ship sheet's own seat changes (the same
 * checks, and the GM's record that the seat counts). The lines say who took which station, and who could not and
 * why; an import without crew says nothing of seats.
 */
async function seatCrew(
  made: readonly { entry: ImportEntry; actor: Actor.Implementation }[],
  t: Translator,
): Promise<{ seated: string[]; unseated: string[] }> {
  const ships = made.filter((m) => m.entry.kind === "ship" && m.entry.assignments.length);
  const crew = made.filter((m) => m.entry.kind === "crew");
  if (!ships.length || !crew.length) return { seated: [], unseated: [] };
  const plan = planSeating(
    ships.map((m) => ({
      assignments: m.entry.kind === "ship" ? m.entry.assignments : [],
      seats: seatSources(m.actor).map((x) => ({ position: x.position as Position, taken: !!x.crew })),
    })),
    crew.map((m) => ({ actorId: m.entry.kind === "crew" ? m.entry.actorId : null, name: m.actor.name ?? "" })),
  );
  const seated: string[] = [];
  const unseated = plan.unseated.map((u) =>
    t.format(`CEPHEUS.USDF.Foreign.Unseated.${u.reason}`, {
      ship: ships[u.ship]!.actor.name ?? "",
      station: u.station,
      who: u.who,
    }),
  );
  const targets = plan.seated.map((x) => {
    const seat = seatSources(ships[x.ship]!.actor)[x.seat]!;
    return { ...x, position: seat.position as Position, mountId: seat.mountId };
  });
  for (const x of targets) {
    const ship = ships[x.ship]!.actor;
    const member = crew[x.crew]!.actor;
    const index = seatSources(ship).findIndex((s) => !s.crew && s.position === x.position && s.mountId === x.mountId);
    const npc = seatSources(ship)[index];
    const cleared = npc
      ? await changeSeats(ship, { op: "remove", seat: { index, crew: null, position: npc.position } })
      : { ok: true };
    const done = cleared.ok
      ? await changeSeats(ship, {
          op: "seatCrew",
          crewUuid: member.uuid,
          target: { position: x.position, ...(x.mountId ? { mountId: x.mountId } : {}) },
        })
      : cleared;
    const words = {
      crew: member.name ?? "",
      station: t.localize(`CEPHEUS.Position.${x.position}`),
      ship: ship.name ?? "",
    };
    if (done.ok) seated.push(t.format("CEPHEUS.USDF.Foreign.Seated", words));
    else
      unseated.push(
        t.format("CEPHEUS.USDF.Foreign.Unseated.noSeat", { ship: words.ship, station: x.station, who: words.crew }),
      );
  }
  return { seated, unseated };
}
