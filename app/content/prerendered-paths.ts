/**
 * Routes rendered once at build time (they do not depend on the request). server.ts
 * serves them from memory at both /path and /path/.
 *
 * Deliberately absent: /privacy, /terms and /cookies (their 'Last updated' is today's
 * date) and the pages that carry a form — /blueprint, /contact, /careers, /get-started —
 * because every rendered form holds its own signed token (fill time and idempotency).
 */
export const prerenderedPaths: string[] = [
  "/",
  "/about",
  "/vision",
  "/solutions",
  "/solutions/evisa",
  "/solutions/governance",
  "/solutions/healthcare",
  "/solutions/aftrlife",
  "/solutions/construction",
  "/public-sector-platforms",
  "/capabilities",
  "/capabilities/ai-automation",
  "/capabilities/digital-identity",
  "/capabilities/cloud-infrastructure",
  "/partners",
  "/clients",
];
