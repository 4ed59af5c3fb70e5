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

/** Three open roles and the careers page they are listed on. */
export const careersPages = (): KnowledgeDocument[] => [
  ...samplePages(),
  makeDocument("page:careers", "careers", "Careers", "/careers", [
    "We hire engineers, data scientists and delivery managers throughout the year.",
    "Hybrid roles at our Ottawa and Atlanta offices, and fully remote roles across Canada.",
  ]),
  makeDocument("job:data", "job", "Data Engineer", "/careers", [
    "Data Engineer: AI & Data, Atlanta, GA · Hybrid, Full-time.",
    "Build the pipelines behind revenue analytics and health surveillance dashboards.",
  ]),
  makeDocument("job:ml", "job", "ML Engineer", "/careers", [
    "ML Engineer: AI & Data, Remote (Canada), Full-time.",
    "Build the models that read passports, visa forms and tax returns.",
  ]),
  makeDocument("job:delivery", "job", "Delivery Manager", "/careers", [
    "Delivery Manager: Delivery, Ottawa, ON · Hybrid, Full-time.",
    "Lead the teams that take a platform from blueprint to national roll-out.",
  ]),
];

/** The committed model: the pipeline's tests check its decisions, not its scores. */
export const committedModel = trained as ChatModel;
