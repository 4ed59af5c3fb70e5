import type { ChatModel } from "./chat-model";
import trained from "./chat-model.json";
import {
  makeDocument,
  type KnowledgeDocument,
} from "../brain/knowledge-document.server";

/** A small knowledge base for the pipeline's unit tests: three pages of plain sentences. */
export function samplePages(): KnowledgeDocument[] {
  return [
    makeDocument(
      "solution:evisa",
      "solution",
      "e-Visa Platform",
      "/solutions/evisa",
      [
        "Applicants apply online from any device, and the fee is settled in the same session.",
        "Results:",
        "Decision time fell from 19 working days to under 6 for an immigration directorate.",
      ],
    ),
    makeDocument(
      "solution:health",
      "solution",
      "Healthcare & Telemedicine",
      "/solutions/healthcare",
      [
        "Teleconsultation works over weak 2G networks in rural clinics.",
        "Specialists reach patients in district hospitals.",
      ],
    ),
    makeDocument("page:contact", "contact", "Contact", "/contact", [
      "A senior architect replies within one business day.",
    ]),
  ];
}

/** The committed model: the pipeline's tests check its decisions, not its scores. */
export const committedModel = trained as ChatModel;
