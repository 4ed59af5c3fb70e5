import {
  Handshake,
  HeartHandshake,
  LockKeyhole,
  MessageSquareQuote,
  Scale,
  Sparkles,
  Trash2,
} from "lucide-react";
import type { SolutionPage } from "../solutions";

export const aftrlife: SolutionPage = {
  slug: "aftrlife",
  name: "AftrLife Avatars",
  title: "AftrLife Avatars",
  eyebrow: "Digital legacy",
  icon: Sparkles,
  lead:
    "AftrLife lets a person record their own stories, answers and messages during their lifetime and leave an " +
    "interactive avatar for the family members they choose: built on explicit consent, kept in a private family " +
    "vault, and deletable at any time.",
  seo: {
    title: "AftrLife Avatars: Consent-First Digital Legacy",
    description:
      "Consent-first digital legacy avatars built only from a person's own recordings, held in encrypted family vaults " +
      "with export and deletion rights and oversight by an independent ethics board.",
  },
  overview: {
    subtitle: "Memory, preserved with consent",
    description:
      "A dignified way for families to revisit the stories and voice of someone they love. The avatar answers only " +
      "from what the person recorded and approved, and the family decides how long it exists.",
    highlights: [
      "Built only from the person's own, consented recordings",
      "Encrypted family vaults with named access",
      "Export and permanent deletion at any time",
    ],
    keyFigure: { value: "100%", label: "consented source material" },
  },
  features: {
    title: "Consent and control come first",
    intro:
      "Digital legacy touches grief, privacy and trust. Every feature is designed with grief counsellors and reviewed " +
      "by an independent ethics board before release.",
    items: [
      {
        icon: HeartHandshake,
        title: "Consent-first by design",
        description:
          "The person creates their own avatar and records explicit consent at each stage: what is captured, who may " +
          "use it and when. No avatar is built from someone's data without that consent.",
      },
      {
        icon: LockKeyhole,
        title: "Family vaults",
        description:
          "Recordings, writing and photographs are encrypted and held in a private vault in a regional cloud. Only the " +
          "named family members and the executor can open it.",
      },
      {
        icon: MessageSquareQuote,
        title: "Answers in their own words",
        description:
          "The avatar answers only from material the person recorded, shows which recording it drew on, and says " +
          "plainly when it does not know. It does not invent opinions or statements.",
      },
      {
        icon: Trash2,
        title: "Deletion and export rights",
        description:
          "The executor can export everything in open formats or permanently delete the avatar and its vault. Deletion " +
          "completes within 24 hours and is confirmed in writing.",
      },
      {
        icon: Scale,
        title: "Independent ethics board",
        description:
          "Clinicians, grief counsellors, ethicists and legal experts review new features and policies before release, " +
          "and publish their findings every year.",
      },
      {
        icon: Handshake,
        title: "Ready for partners",
        description:
          "Deployed under the brand of memorial-services groups, insurers and estate planners, with guided recording " +
          "sessions and bereavement support built into the service.",
      },
    ],
  },
  howItWorks: {
    title: "How it works",
    intro:
      "The person stays in control while they live; afterwards, their executor does.",
    steps: [
      {
        title: "Record",
        description:
          "In guided sessions at home or with a partner, the person records stories, answers to questions their family " +
          "is likely to ask, and personal messages.",
      },
      {
        title: "Choose",
        description:
          "They name the family members who may use the avatar, set any conditions on timing, and appoint an executor.",
      },
      {
        title: "Review",
        description:
          "They can listen back, correct or withdraw any recording; the avatar is built only from what they approve.",
      },
      {
        title: "Remember",
        description:
          "Afterwards, family members talk with the avatar in a private space or listen to the original recordings " +
          "directly.",
      },
      {
        title: "Decide",
        description:
          "At any point the executor can pause, export or permanently delete the avatar and everything in the vault.",
      },
    ],
  },
  outcomes: {
    title: "Outcomes",
    intro:
      "From a three-country pilot with a memorial-services group, designed with grief counsellors and an independent " +
      "ethics panel.",
    stats: [
      { value: "120", label: "pilot participants across three countries" },
      { value: "100%", label: "consented source material" },
      { value: "0", label: "answers generated outside recorded material" },
      { value: "24 h", label: "to complete an executor's deletion request" },
    ],
    safeguards: [
      "Recordings are never used to train shared models or any other person's avatar.",
      "Avatars are private to the named family; they cannot be published or shared publicly.",
      "Every answer can be traced to the recording it came from.",
    ],
  },
  capabilities: [
    {
      slug: "ai-automation",
      role: "Answers grounded only in the person's own recordings",
    },
    { slug: "digital-identity", role: "Verified executors and family members" },
    {
      slug: "cloud-infrastructure",
      role: "Encrypted regional vaults with customer-held keys",
    },
  ],
  cta: {
    title: "Offer digital legacy with dignity",
    body:
      "We work with memorial-services groups, insurers and estate planners. Talk to us about a pilot, the consent " +
      "model and how families stay in control.",
    action: { label: "Talk to our team", to: "/contact" },
    secondaryAction: { label: "Get Your Blueprint", to: "/blueprint" },
  },
};
