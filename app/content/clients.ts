/** Copy for the client portal landing page at /clients. */
export type PortalFeature = {
  id: string;
  title: string;
  description: string;
  points: string[];
};

export const hero = {
  eyebrow: "Client Portal",
  title: "Your programme with us, in one secure place",
  lead:
    "Invited clients follow delivery, exchange documents and raise support requests with our team, without " +
    "status-report chases or sensitive files travelling as e-mail attachments.",
  signInLabel: "Sign In to Portal",
  helpLabel: "Need Help?",
};

export const featuresSection = {
  eyebrow: "What you will find inside",
  title: "Built for the people who oversee the work",
  intro:
    "Programme directors, ICT leads and their teams see the same, current picture of every project we run for " +
    "their organisation.",
};

export const portalFeatures: PortalFeature[] = [
  {
    id: "project-updates",
    title: "Project Updates",
    description:
      "Every project we deliver for your organisation, whether in planning, active or completed, with its scope " +
      "and start date kept current by your delivery lead.",
    points: ["Status at a glance", "One list across all your programmes"],
  },
  {
    id: "secure-documents",
    title: "Secure Documents",
    description:
      "Blueprints, architecture decisions, test reports and handover packs shared with your organisation, with " +
      "file type and size shown before you download.",
    points: [
      "Each download re-checks your access",
      "Nothing sent as an e-mail attachment",
    ],
  },
  {
    id: "support-tickets",
    title: "Support Tickets",
    description:
      "Raise a ticket with a title, a description and a priority of low, medium or high, then follow it from open " +
      "through in progress to resolved.",
    points: [
      "Visible to your organisation's invited users",
      "A reference number for every request",
    ],
  },
];

export const accessSection = {
  eyebrow: "Access",
  title: "Access is by invitation only",
  body:
    "Portal accounts are created for named staff of the organisations we work with. Your delivery lead sends an " +
    "invitation to your work e-mail address; you then create your account with that address and a password of " +
    "your choice. Each person sees only their own organisation's projects, documents and tickets.",
  steps: [
    {
      title: "Invitation",
      description:
        "Your delivery lead invites you with your work e-mail and a role.",
    },
    {
      title: "Create your account",
      description:
        "Open the portal, sign up with the invited address and set a password.",
    },
    {
      title: "Sign in",
      description:
        "Return at any time to see your projects, documents and tickets.",
    },
  ],
  accessLabel: "Access Portal",
  helpLabel: "Need Help?",
  helpNote:
    "Expecting an invitation that has not arrived, or locked out? Our team will sort it out.",
};

export const seo = {
  title: "Client Portal",
  description:
    "The secure portal for invited clients: follow project updates, download shared documents and raise support " +
    "tickets with our delivery team. Access is by invitation only.",
};
