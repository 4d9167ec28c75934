import { beforeAll, describe, expect, it } from "vitest";
import { shipView } from "../../../src/apps/sheets/ship-view";
import { installNodeTemplates } from "../../harness/templates-node";
import { loadShipTemplates, renderShipParts } from "../../fixtures/ship-render";
import { engage } from "./engagement";
import { frigateInput } from "./inputs";
import Handlebars from "handlebars";

const t = () => (globalThis as any).game.i18n;
const count = (html: string, re: RegExp) => (html.match(new RegExp(re.source, "g")) ?? []).length;

beforeAll(async () => {
  installNodeTemplates();
  await loadShipTemplates();
});

describe("ship sheet templates (real handlebars)", () => {
  it("links the Stations and Systems tabs to their quick-reference pages in the rules compendium", () => {
    const parts = renderShipParts(shipView(frigateInput(engage()), t()));
    expect(parts.stations).toMatch(
      /<a class="content-link"[^>]*data-uuid="Compendium\.cepheus-space-combat\.rules\.JournalEntry\.tuUSjaS2wcZdRvcc\.JournalEntryPage\.L8JNF7Tr9AP6bGcQ"/,
    );
    expect(parts.stations).toContain("Quick reference: Actions by station");
    expect(parts.systems).toContain("JournalEntryPage.ONT7gHYw5K6kSeWr");
  });

  it("renders every station with its seats and real <button>s for the actions", () => {
    const view = shipView(frigateInput(engage()), t());
    const html = renderShipParts(view).stations;
    expect(count(html, /class="station station-/)).toBe(11);
    expect(html).toContain("Lt. Mara Okafor");
    // one button per action of each seat, all real buttons with an action name and a seat
    const buttons = view.stations.flatMap((s) =>
      s.slots.flatMap((sl) => sl.seats.flatMap((x) => [...x.own, ...x.reactions, ...x.general])),
    );
    expect(count(html, /<button type="button" class="station-action/)).toBe(buttons.length);
    expect(html).toMatch(
      /<button type="button" class="station-action cost-significant" data-action="stationAction" data-seat="3" data-station-action="attack"/,
    );
  });

  it("renders anyone's actions only for a seat whose 'Other actions' is open", () => {
    const closed = renderShipParts(shipView(frigateInput(engage()), t())).stations;
    expect(count(closed, /<details class="general-actions" data-general="\d+">/)).toBe(8);
    expect(closed).not.toContain('data-station-action="personalAction"');
    const open = renderShipParts(
      shipView(frigateInput(engage(), { expandGeneral: (seat) => seat === 3 }), t()),
    ).stations;
    expect(open).toContain('<details class="general-actions" data-general="3" open>');
    expect(count(open, /data-station-action="personalAction"/)).toBe(1);
    expect(open).toMatch(/data-seat="3" data-station-action="changePositions"/);
  });

  it("marks a disabled button aria-disabled, keeping it focusable, with the reason as its tooltip", () => {
    const view = shipView(frigateInput(engage({ frigateFirst: false })), t());
    const html = renderShipParts(view).stations;
    const attack = html.match(/<button[^>]*data-seat="3" data-station-action="attack"[^>]*>/)![0];
    expect(attack).toContain('aria-disabled="true"');
    expect(attack).not.toMatch(/\sdisabled[\s>=]/);
    expect(attack).toContain(
      `data-tooltip-text="${Handlebars.escapeExpression(`${t().localize("CEPHEUS.Action.attack.hint")} — ${t().localize("CEPHEUS.Reason.notYourTurn")}`)}"`,
    );
  });

  it("escapes names (no markup injection from a crew member's name)", () => {
    const input = frigateInput(engage());
    input.crew = { ...input.crew, "Actor.crewPilot0000001": { name: '<img src=x onerror="alert(1)">', img: "" } };
    const html = renderShipParts(shipView(input, t())).stations;
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src&#x3D;x onerror");
  });

  it("shows GM controls for damage only to the GM", () => {
    const gm = renderShipParts(shipView(frigateInput(engage()), t())).systems;
    expect(count(gm, /data-action="setTrack"/)).toBe((7 + 3) * 3);
    expect(gm).toContain('name="system.hull.value"');
    const player = renderShipParts(shipView(frigateInput(engage(), { isGM: false, editable: false }), t())).systems;
    expect(player).not.toContain('data-action="setTrack"');
    expect(player).not.toContain("<input");
    expect(player).toContain(t().localize("CEPHEUS.Sheet.Systems.GMEdits"));
  });

  it("renders weapons, systems and details with the ship's figures", () => {
    const parts = renderShipParts(shipView(frigateInput(engage()), t()), { active: "weapons" });
    expect(parts.weapons).toContain("Beam Laser A");
    expect(parts.weapons).toContain("Smart missiles, from the magazine");
    expect(parts.weapons).not.toContain("114 Smart missiles");
    expect(parts.weapons).toMatch(/class="tab weapons active"/);
    expect(parts.stations).toMatch(/class="tab stations "/);
    expect(parts.systems).toContain("Thrust 3 of 4");
    expect(parts.details).toContain("Model 3/fib (3)");
    expect(parts.tabs).toContain('data-tab="details"');
    expect(parts.header).toContain("ISS Vigilant");
  });

  it("offers seating controls only on an editable sheet", () => {
    const ro = renderShipParts(shipView(frigateInput(engage(), { editable: false }), t())).stations;
    expect(ro).not.toContain('data-action="removeSeat"');
    expect(ro).not.toContain('data-action="addNpc"');
    expect(ro).not.toContain("data-npc-skill");
    const rw = renderShipParts(shipView(frigateInput(engage()), t())).stations;
    expect(count(rw, /data-action="removeSeat"/)).toBe(8);
    expect(rw).toContain('data-npc-skill="4"');
  });

  it("gives the owner a design form on the Details tab, and nobody else", () => {
    const owner = renderShipParts(shipView(frigateInput(engage()), t())).details;
    expect(owner).toContain('name="system.tons" value="300"');
    expect(owner).toMatch(
      /<select name="system.sensors.grade"><option value="basic" >.*<option value="advanced" selected>/,
    );
    expect(owner).toContain('name="system.software.intellect" >');
    const other = renderShipParts(shipView(frigateInput(engage(), { editable: false }), t())).details;
    expect(other).not.toContain("<input");
    expect(other).toContain("Model 3/fib (3)");
  });
});
