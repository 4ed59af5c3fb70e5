import type { KnowledgeDocument } from "../knowledge-document.server";
import { siteDocuments } from "../site-documents.server";

/**
 * The site's pages as French knowledge documents: read from the French content modules
 * (app/content/fr) and the French pages' messages, linking to the /fr pages, exactly as the
 * English ones are read from app/content (decision 057). The chat writes no French of its own
 * about the pages; its fixed answers' French copy is chatSiteCopy("fr") (site-copy.ts), read
 * from the same modules.
 */
export function frenchSiteDocuments(): KnowledgeDocument[] {
  return siteDocuments("fr");
}
