import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The short ticket between an export's code step and its file (decision 072): a page's action
 * cannot answer with a download, so a right code redirects to the file with a ticket signed for
 * that link and valid two minutes.
 */
/** Two minutes to start the download the code opened, from the same link. */
const TICKET_MS = 2 * 60_000;

function ticketSignature(secret: string, token: string, until: number) {
  return createHmac("sha256", secret)
    .update(`privacy-download:${token}:${until}`)
    .digest("base64url");
}

export function downloadTicket(secret: string, token: string, now: number) {
  const until = now + TICKET_MS;
  return `${until}.${ticketSignature(secret, token, until)}`;
}

export function ticketIsValid(
  secret: string,
  token: string,
  ticket: string | null,
  now: number,
): boolean {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(ticket ?? "");
  if (!match) return false;
  const until = Number(match[1]);
  if (until < now || until > now + TICKET_MS) return false;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(ticketSignature(secret, token, until));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
