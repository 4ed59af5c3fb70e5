import type { MessageDescriptor } from "react-intl";
import type { SolutionSlug } from "./solutions";

/**
 * The solution names a capability page lists under "Where it works in our solutions". The
 * English is `solutionPages[slug].name` (a unit test keeps them equal); the French is in
 * app/i18n/fr/capabilities.ts. A stopgap: once app/content/fr/solutions.ts exists, the page can
 * read `useCopy({ en: solutionPages, fr: solutionPagesFr })[slug].name` and this file can go.
 */
export const solutionNameMessages: Record<SolutionSlug, MessageDescriptor> = {
  evisa: {
    id: "capabilities.solutionName.evisa",
    defaultMessage: "e-Visa & Immigration",
  },
  governance: {
    id: "capabilities.solutionName.governance",
    defaultMessage: "Digital Governance & Tax Collection",
  },
  healthcare: {
    id: "capabilities.solutionName.healthcare",
    defaultMessage: "Healthcare & Telemedicine",
  },
  aftrlife: {
    id: "capabilities.solutionName.aftrlife",
    defaultMessage: "AftrLife Avatars",
  },
  construction: {
    id: "capabilities.solutionName.construction",
    defaultMessage: "Construction & Inspection",
  },
};
