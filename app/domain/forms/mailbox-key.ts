/** Providers that deliver `a.b.c@` to `abc@`: dots in the local part do not name another mailbox. */
export const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox an address reaches (docs/newsletter.md, "Abuse limits"): lower case, without a
 * `+tag`, without dots where the provider ignores them (`DOTLESS_DOMAINS`). Every limit on mail
 * to a typed address counts mailboxes — the newsletter's per-address limit and daily cap on
 * confirmations, the lead forms' acknowledgements (docs/leads.md) — so `victim+1@` … `victim+7@`
 * share one budget; the address itself is stored as typed. The newsletter's column `mailbox_key`
 * (app/server/db/schema.server.ts) computes the same key in SQL.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = lower.slice(at + 1);
  const typed = lower.slice(0, at);
  let local = typed.split("+")[0] || typed;
  const canonical = DOTLESS_DOMAINS[domain];
  if (canonical !== undefined) local = local.replaceAll(".", "");
  return `${local}@${canonical ?? domain}`;
}
