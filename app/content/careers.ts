import { site } from "./site";

/** Copy for /careers around the job cards (roles themselves are in ./jobs.ts). */

export const careersSeo = {
  title: "Careers",
  description:
    `Open roles at ${site.name} in cloud architecture, AI, digital identity, security, design and ` +
    "public-sector delivery, in Ottawa, Atlanta and remotely across Canada.",
};

export const careersHero = {
  eyebrow: "Careers",
  title: "Build public services that people can rely on",
  lead:
    "We are architects, engineers, designers and advisers who build the platforms behind visas, tax systems and " +
    "health services, then hand them to the institutions that run them. Join us in Ottawa, Atlanta or remotely " +
    "across Canada.",
  primaryAction: { label: "See open roles", to: "#open-roles" },
};

export type Reason = {
  id: "impact" | "craft" | "growth" | "flexibility";
  title: string;
  description: string;
};

export const reasons: Reason[] = [
  {
    id: "impact",
    title: "Work that reaches millions",
    description:
      "What you ship decides how long a traveller waits for a visa or whether a district clinic sees an outbreak " +
      "early. Our platforms serve more than a million citizens today.",
  },
  {
    id: "craft",
    title: "Engineering we can defend",
    description:
      "Written architecture decisions, automated tests and security reviews are how we work, because our clients " +
      "have to explain every system to an auditor.",
  },
  {
    id: "growth",
    title: "Room to grow",
    description:
      "An annual learning budget, conference time and certification costs covered, plus mentoring from people who " +
      "have delivered national platforms.",
  },
  {
    id: "flexibility",
    title: "Flexible by design",
    description:
      "Hybrid roles at our Ottawa and Atlanta offices, fully remote roles across Canada, and core hours that respect " +
      "colleagues and clients in other time zones.",
  },
];

export const hiringSteps: { title: string; description: string }[] = [
  {
    title: "Application review",
    description:
      "A hiring manager, not a keyword filter, reads your résumé and cover letter within 10 business days.",
  },
  {
    title: "Introductory call",
    description:
      "30 minutes with the hiring manager about the role, the team and what you are looking for.",
  },
  {
    title: "Practical conversation",
    description:
      "A working session on a realistic problem from the role, such as an architecture, a dataset or a service " +
      "journey. No unpaid take-home assignments.",
  },
  {
    title: "Meet the team and offer",
    description:
      "Meet the people you would work with, then references and a written offer.",
  },
];

/** What applicants prepare; the application form (built separately) enforces the same limits. */
export const resumeRequirements = {
  formats: ["PDF", "DOC", "DOCX"],
  maxMegabytes: 10,
};

/** "PDF, DOC or DOCX file of up to 10 MB" */
export const resumeFileDescription = `${resumeRequirements.formats.slice(0, -1).join(", ")} or ${resumeRequirements.formats.at(-1)} file of up to ${resumeRequirements.maxMegabytes}\u00a0MB`;

export const generalApplication = {
  heading: "Don't see the right role?",
  body:
    "We hire throughout the year for engineering, data, security, design and public-sector advisory work. Send " +
    "your résumé and tell us where you would make a difference.",
  actionLabel: "Send Us Your Resume",
};

export const applicationSection = {
  heading: "How to apply",
  intro:
    "Apply for any role, or send a general application, by e-mail. The hiring manager for the role reads every " +
    "application.",
  emailInstructions:
    "Put the role title in the subject line (or \u201cGeneral application\u201d) and include the following.",
  checklist: [
    "Your full name, e-mail address and, if you like, a phone number and LinkedIn profile",
    "Your years of relevant experience",
    `Your résumé as a ${resumeFileDescription}`,
    "A short cover letter saying why this work interests you",
  ],
  privacy:
    "We use what you send only to assess your application, and we reply to every applicant once the role is filled.",
};
