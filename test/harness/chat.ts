// Stand-ins for the chat-message helpers our cards use (public API: foundryvtt.com/api/v13/classes/
// foundry.documents.ChatMessage.html): ChatMessage.getSpeaker({actor}) and ChatMessage.applyRollMode(data, mode),
// plus foundry.applications.handlebars.renderTemplate backed by the template stand-in (real handlebars, files from
// templates/). Import once in a test file; it installs what is missing and leaves the rest alone.
import { installNodeTemplates } from "./templates-node";
import { loadTemplates, renderTemplate } from "./templates";

const g = globalThis as any;

installNodeTemplates();
g.foundry.applications.handlebars ??= { renderTemplate, loadTemplates };

const ChatMessage = g.ChatMessage;

/** Foundry: a speaker object naming the actor (and its alias). */
ChatMessage.getSpeaker ??= ({ actor, alias }: { actor?: any; alias?: string } = {}) => ({
  scene: null,
  token: null,
  actor: actor?.id ?? null,
  alias: alias ?? actor?.name ?? g.game.user?.name ?? "",
});

/**
 * Foundry: mutates the message data for a roll mode — public: no whisper; gmroll: whisper to the GMs (and the
 * author); blindroll: whisper to the GMs, blind; selfroll: whisper to the author alone.
 */
ChatMessage.applyRollMode ??= (data: Record<string, any>, mode: string) => {
  const gms = g.game.users.filter((u: any) => u.isGM).map((u: any) => u.id);
  const author = data.author ?? g.game.user?.id;
  if (mode === "gmroll") data.whisper = [...new Set([...gms, author])];
  else if (mode === "blindroll") {
    data.whisper = gms;
    data.blind = true;
  } else if (mode === "selfroll") data.whisper = [author];
  else data.whisper = [];
  return data;
};
