import {
  BadgeCheck,
  Building2,
  EyeOff,
  FingerprintPattern,
  KeyRound,
  ScanFace,
  Store,
} from "lucide-react";
import type { CapabilityPage } from "../capabilities";

export const digitalIdentity: CapabilityPage = {
  slug: "digital-identity",
  name: "Digital Identity & Trust",
  eyebrow: "Core capability",
  icon: FingerprintPattern,
  lead:
    "Verified identities for citizens, businesses and officials: remote onboarding with document and liveness " +
    "checks, reusable credentials, and standards-based sign-in that each ministry integrates once.",
  seo: {
    title: "Digital Identity and Trust Services",
    description:
      "Remote identity verification with liveness detection, assisted verification, single sign-on for government " +
      "services, verifiable credentials and privacy-preserving architecture.",
  },
  summary:
    "Remote and assisted identity verification, government single sign-on and verifiable credentials, with " +
    "biometrics kept out of the services that rely on them.",
  features: {
    title: "What we build",
    intro:
      "Prove who someone is once, to a known level of assurance, and let every service rely on it.",
    items: [
      {
        icon: ScanFace,
        title: "Remote identity verification",
        description:
          "National ID or passport checks, chip reading where available, and a live selfie matched to the registry " +
          "photograph with presentation-attack detection.",
      },
      {
        icon: Store,
        title: "Assisted verification",
        description:
          "Verification at post offices, service centres and consulates for people without a smartphone, under the same " +
          "assurance rules as online.",
      },
      {
        icon: KeyRound,
        title: "Single sign-on for government",
        description:
          "OpenID Connect and SAML so each ministry connects once, with step-up authentication for higher-risk " +
          "transactions.",
      },
      {
        icon: BadgeCheck,
        title: "Verifiable credentials",
        description:
          "Signed digital visas, permits, licences and tax clearances that a counter, border post or employer can " +
          "verify online or offline.",
      },
      {
        icon: EyeOff,
        title: "Privacy by architecture",
        description:
          "Biometric templates stay inside the identity service and are never shared with relying services. Citizens " +
          "can see who checked their identity, and when.",
      },
      {
        icon: Building2,
        title: "Officials and businesses",
        description:
          "Roles, delegations and signing authority for civil servants and company representatives, with every " +
          "privileged action logged.",
      },
    ],
  },
  proof: {
    title: "Measured in production",
    intro:
      "From a shared verification service for a national digital services agency in Southern Africa.",
    stats: [
      { value: "1M+", label: "citizens verified in the first 18 months" },
      { value: "99.5%", label: "face-match accuracy" },
      { value: "5", label: "ministries on one sign-in" },
      { value: "3 min", label: "median time to verify" },
    ],
  },
  approach: {
    title: "How we roll it out",
    intro:
      "Identity is infrastructure: we build it to last longer than any single service that uses it.",
    steps: [
      {
        title: "Set assurance levels",
        description:
          "Agree the levels of assurance each kind of transaction needs, aligned to your national framework and to " +
          "international references such as NIST SP 800-63.",
      },
      {
        title: "Connect registries",
        description:
          "Link the civil, passport and business registries that verification will check against.",
      },
      {
        title: "Onboard services",
        description:
          "Each ministry integrates once through standard interfaces and chooses the assurance level it needs.",
      },
      {
        title: "Operate and audit",
        description:
          "Monitor fraud attempts and match rates, publish performance, and give citizens a record of every check.",
      },
    ],
  },
  usedIn: {
    title: "Where it works in our solutions",
    intro: "One identity layer, trusted by every service that sits on it.",
    solutions: [
      {
        slug: "evisa",
        how: "Applicant face match and liveness, and e-visas any border post can verify.",
      },
      {
        slug: "governance",
        how: "Verified taxpayers and authorised representatives for each business.",
      },
      {
        slug: "healthcare",
        how: "A national patient index and verified clinician credentials.",
      },
      {
        slug: "aftrlife",
        how: "Verified executors and family members before a vault is opened.",
      },
      {
        slug: "construction",
        how: "Inspector credentials and digitally signed inspection records.",
      },
    ],
  },
  cta: {
    title: "Build identity once, for every service",
    body: "Talk to our engineers about your registries, assurance levels and the services that need verified users first.",
    action: { label: "Talk to Our Engineers", to: "/contact" },
    secondaryAction: { label: "Get Your Blueprint", to: "/blueprint" },
  },
};
