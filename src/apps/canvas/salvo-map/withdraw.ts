// A GM deleting a salvo token by hand is asked whether to withdraw the salvo: Withdraw sends the referee's
// withdrawSalvo command (a card says so, Step back takes it back), Keep leaves the salvo in flight and its token comes
// back at once (the map follows the engagement, ./reconcile.ts: when the GM who kept it is not the active GM, at the
// active GM's next pass). Asked on the client of the GM who deleted it; the GM's own deletions (a salvo landed, shot
// down, gone) carry their reason and ask nothing, nor does a token deleted with its scene.
import { perform } from "../../../play/perform";
import type { AnyCombat } from "../../../play/ships";
import { OWN_DELETION, requestReconcile, salvoRefOf } from "./reconcile";
import { salvoViewOf } from "./view";

type Ask = (question: { title: string; content: string; yes: string; no: string }) => Promise<boolean>;

/** Core's DialogV2.confirm: true only for the named "yes" button (No, Escape or closing the window keep the salvo). */
const confirm: Ask = async ({ title, content, yes, no }) =>
  (await foundry.applications.api.DialogV2.confirm({
    window: { title },
    content,
    yes: { label: yes, icon: "fa-solid fa-xmark" },
    no: { label: no, default: true },
    rejectClose: false,
    modal: true,
  } as never)) === true;

/** deleteToken: a salvo token deleted by this client's GM, not by the map's own upkeep. */
export async function onSalvoTokenDeleted(
  token: unknown,
  options: Record<string, unknown> | undefined,
  userId: string | undefined,
  ask: Ask = confirm,
): Promise<"withdrawn" | "kept" | null> {
  const ref = salvoRefOf(token);
  if (!ref || options?.[OWN_DELETION] || !game.user?.isGM || userId !== game.user.id) return null;
  // a token gone with its scene is not a salvo taken off the map
  const sceneId = (token as { parent?: { id?: string | null } | null }).parent?.id;
  if (sceneId && !game.scenes?.get(sceneId)) return null;
  const combat = game.combats?.get(ref.combatId) as AnyCombat | undefined;
  const view = salvoViewOf(ref);
  if (!combat || !view) return null;
  const i18n = game.i18n!;
  const what = i18n.format("CEPHEUS.Salvo.Withdraw.Question", {
    count: String(view.count),
    type: i18n.localize(view.missileType),
    attacker: view.attacker,
    target: view.target,
  });
  const withdraw = await ask({
    title: i18n.localize("CEPHEUS.Salvo.Withdraw.Title"),
    content: `<p>${foundry.utils.escapeHTML(what)}</p>`,
    yes: i18n.localize("CEPHEUS.Salvo.Withdraw.Yes"),
    no: i18n.localize("CEPHEUS.Salvo.Withdraw.No"),
  });
  if (withdraw) {
    const r = await perform({ type: "withdrawSalvo", salvoId: ref.salvoId }, { combat });
    if (r.ok) return "withdrawn";
  }
  requestReconcile();
  return "kept";
}
