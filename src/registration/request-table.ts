// Every player → GM request, in one table: its name, and its GM side (read the untrusted data, re-check the asking
// user's permission, run). The channel (src/net/requests.ts) registers them all once, from the init hook; each
// request's GM side lives beside the logic it runs and registers nothing itself.
import { CARD_REQUEST } from "../play/apply";
import { PERFORM_REQUEST } from "../play/perform";
import { SEAT_REQUEST } from "../apps/sheets/seating";
import { registerRequests as registerChannel, type RequestTable } from "../net/requests";

/**
 * Request name → its GM side. The permission each re-checks:
 * - `perform` (every engagement command from a player): `permissionFor` (src/play/permissions.ts), OWNER of
 *   the acting ship or of the crew actor seated at the acting seat;
 * - `card` (Apply, Undo, Decline): `mayUseCard` (src/play/apply.ts), a card a GM posted, OWNER of its ship, Undo GM only;
 * - `seat` (seating on a ship): `seatRefusal` (src/apps/sheets/seating.ts), OWNER of the ship (and of a crew actor
 *   seated), or taking one's own crew member off a seat.
 */
export const REQUEST_TABLE: RequestTable = {
  perform: PERFORM_REQUEST,
  card: CARD_REQUEST,
  seat: SEAT_REQUEST,
};

/** Register every request and the query that wakes the GM (init). */
export function registerRequests(): void {
  registerChannel(REQUEST_TABLE);
}
