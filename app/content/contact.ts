/** Copy for /contact; offices and the mailbox come from ./site.ts. */

export const contactHero = {
  eyebrow: "Contact",
  title: "Talk to our team",
  lead:
    "Whether you are scoping a national platform or modernising a single service, start with a conversation. Tell " +
    "us what you are trying to achieve and we will put you in touch with the practice that fits.",
};

export const contactForm = {
  heading: "Send us a message",
  intro:
    "Tell us a little about your organisation and what you need. Fields marked required must be filled in.",
};

/** Shown in the form's column when no form is rendered. */
export const contactByEmail = {
  heading: "Write to us",
  body:
    "Tell us your name, your organisation, the area you are interested in (e-visa, governance, healthcare, " +
    "AftrLife, construction or something else) and a few lines about what you need.",
  actionLabel: "E-mail us",
};

export const generalEnquiries = {
  heading: "General enquiries",
  body: "For questions about our solutions, partnerships or media requests, write to",
  careers: {
    lead: "Looking for a role with us?",
    label: "See open positions",
    to: "/careers",
  },
};

export const nextSteps: { title: string; description: string }[] = [
  {
    title: "A person reads it",
    description:
      "Your message goes to a consultant in the practice it concerns, not to an automated queue.",
  },
  {
    title: "A reply within one business day",
    description:
      "We answer with next steps or times for a call, Monday to Friday, Eastern Time.",
  },
  {
    title: "A 30-minute first call",
    description:
      "We listen to the problem, the constraints (procurement, data residency, deadlines) and what has been tried.",
  },
  {
    title: "A written summary",
    description:
      "You receive a short note of what we heard and, if it fits, a proposal for a Discovery or Blueprint engagement.",
  },
];
