/**
 * Routes rendered once at build time (they do not depend on the request). server.ts
 * serves them from memory at both /path and /path/.
 *
 * Deliberately absent: /privacy, /terms and /cookies (their 'Last updated' is today's
 * date) and the pages that carry a form — /blueprint, /contact, /careers, /get-started —
 * because every rendered form holds its own signed token (fill time and idempotency).
 * The content module cannot import app/i18n's localizedPath (react-router.config.ts loads this
 * file before Vite's aliases exist), hence the literal prefix.
 */
const englishPaths = [
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

/** Each page in English and in French (/fr/…): French pages are prerendered like English ones. */
export const prerenderedPaths: string[] = englishPaths.flatMap((path) => [
  path,
  path === "/" ? "/fr" : `/fr${path}`,
]);
