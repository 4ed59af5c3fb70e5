import { caseStudyKind } from "./case-study-kind.server";
import { studioOperations } from "./studio-operations.server";

/** The content studio's operations on case studies. */
export const caseStudyStudio = studioOperations(caseStudyKind);
