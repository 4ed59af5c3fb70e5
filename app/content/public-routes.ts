/**
 * The public, request-independent pages of the spec's route table, in one list
 * for the sitemap and anything else that needs to know which pages are public. Detail pages
 * (/blog/{slug}, /projects/{slug}) come from the database; the sign-in, portal, admin and
 * demo areas are never public.
 */
export const publicStaticPaths = [
  "/",
  "/about",
  "/blueprint",
  "/solutions",
  "/public-sector-platforms",
  "/capabilities",
  "/capabilities/ai-automation",
  "/capabilities/digital-identity",
  "/capabilities/cloud-infrastructure",
  "/projects",
  "/solutions/evisa",
  "/solutions/governance",
  "/solutions/healthcare",
  "/solutions/aftrlife",
  "/solutions/construction",
  "/vision",
  "/contact",
  "/partners",
  "/careers",
  "/blog",
  "/clients",
  "/get-started",
  "/privacy",
  "/terms",
  "/cookies",
  "/newsletter",
] as const;

/** Areas crawlers are asked to stay out of (robots.txt), and that never enter the sitemap. */
export const privatePathPrefixes = [
  "/auth",
  "/admin",
  "/dashboard",
  "/lead_admin",
  "/allied",
] as const;

export function isPrivatePath(path: string): boolean {
  return privatePathPrefixes.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** Capability pages that exist: other capabilities have no page to link to. */
export function capabilityPagePath(slug: string): string | null {
  const path = `/capabilities/${slug}`;
  return (publicStaticPaths as readonly string[]).includes(path) ? path : null;
}
