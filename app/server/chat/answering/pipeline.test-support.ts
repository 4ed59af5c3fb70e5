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

/** Three open roles ([id, title, listing line after the title, duties]), as the careers page lists them. */
const JOBS = [
  [
    "data",
    "Data Engineer",
    "AI & Data, Atlanta, GA · Hybrid, Full-time.",
    "Build the pipelines behind revenue analytics and health surveillance dashboards.",
  ],
  [
    "ml",
    "ML Engineer",
    "AI & Data, Remote (Canada), Full-time.",
    "Build the models that read passports, visa forms and tax returns.",
  ],
  [
    "delivery",
    "Delivery Manager",
    "Delivery, Ottawa, ON · Hybrid, Full-time.",
    "Lead the teams that take a platform from blueprint to national roll-out.",
  ],
] as const;

/** Three open roles and the careers page they are listed on. */
export const careersPages = (): KnowledgeDocument[] => [
  ...samplePages(),
  makeDocument("page:careers", "careers", "Careers", "/careers", [
    "We hire engineers, data scientists and delivery managers throughout the year.",
    "Hybrid roles at our Ottawa and Atlanta offices, and fully remote roles across Canada.",
  ]),
  ...JOBS.map(([id, title, listing, duties]) =>
    makeDocument(`job:${id}`, "job", title, "/careers", [
      `${title}: ${listing}`,
      duties,
    ]),
  ),
];

/** The committed model: the pipeline's tests check its decisions, not its scores. */
export const committedModel = trained as ChatModel;
