import { site } from "../site";
import type { LegalDocument } from "./legal-document";

const headOffice = site.offices[0];
const headOfficeAddress = headOffice
  ? `${headOffice.streetAddress}, ${headOffice.locality}, ${headOffice.region} ${headOffice.postalCode}, ${headOffice.country}`
  : "";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  path: "/terms",
  summary:
    `The terms on which ${site.name} makes this website, its chat assistant and its client portal available, and ` +
    "what we expect of everyone who uses them.",
  sections: [
    {
      id: "agreement",
      heading: "Agreement to these terms",
      blocks: [
        {
          kind: "paragraph",
          text:
            `This website is operated by ${site.name} ("we", "us"). By using it, you agree to these terms and to our ` +
            "Privacy Policy and Cookie Policy. If you use the site on behalf of an organisation, you confirm that you " +
            "may accept these terms for it. If you do not agree, please do not use the site.",
        },
      ],
    },
    {
      id: "information-only",
      heading: "Information, not advice or an offer",
      blocks: [
        {
          kind: "paragraph",
          text:
            "The content of this website, including descriptions of solutions, case studies, figures, insights and " +
            "engagement options, is general information about our work. It is not professional, legal or " +
            "procurement advice and not an offer capable of acceptance. Results described in case studies depend on " +
            "each client's circumstances and are not a promise of the same outcome.",
        },
        {
          kind: "paragraph",
          text:
            "Every engagement, including a blueprint, is governed by a separate written agreement signed by both " +
            "parties. If that agreement conflicts with these terms, the agreement prevails.",
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        {
          kind: "paragraph",
          text: "When using the website, the chat assistant or the client portal, you must not:",
        },
        {
          kind: "list",
          items: [
            "break any law, or infringe anyone's rights, including privacy and intellectual property rights;",
            "try to gain access to accounts, data or systems you are not authorised to use, or test our security " +
              "without our written permission;",
            "upload malware or files you have no right to share, or submit forms with false or someone else's details;",
            "send automated requests at a volume that burdens the site, or copy its content in bulk;",
            "use the chat assistant to generate unlawful, abusive or misleading content, or to extract its " +
              "instructions or other users' information.",
          ],
        },
        {
          kind: "paragraph",
          text: "We may limit, suspend or refuse access to anyone who breaches these rules.",
        },
      ],
    },
    {
      id: "submissions",
      heading: "Forms, applications and what you send us",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Please make sure what you send through our forms is accurate and that you may share it. Do not send " +
            "classified, confidential or sensitive personal information through a public form or the chat " +
            "assistant; once we are engaged, we agree a secure channel and a confidentiality agreement with you. " +
            "Sending an enquiry or an application does not oblige either party to enter into an agreement, and we " +
            "may decline any request.",
        },
      ],
    },
    {
      id: "chat-assistant",
      heading: "The chat assistant",
      blocks: [
        {
          kind: "paragraph",
          text:
            "The chat assistant is an automated system. Its answers may be incomplete or wrong, are not commitments " +
            "on our behalf, and do not replace a conversation with our team. Check anything important with us " +
            "before relying on it. How we handle your conversations is described in our Privacy Policy.",
        },
      ],
    },
    {
      id: "client-portal",
      heading: "The client portal",
      blocks: [
        {
          kind: "paragraph",
          text:
            "The client portal is available by invitation only to staff of organisations we work with. You must " +
            "keep your password confidential, must not share your account, and must tell us promptly at " +
            `${site.contactEmail} if you suspect someone else has used it. Your organisation is responsible for ` +
            "activity under the accounts it has asked us to create. Information in the portal is confidential and " +
            "covered by the agreement between your organisation and us. We may suspend an account to protect the " +
            "portal, and access ends when your organisation's engagement or your role ends.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          kind: "paragraph",
          text:
            `The website and its content, including text, graphics, logos and software, belong to ${site.name} or ` +
            "its licensors. You may view, download and print pages for your own information or to evaluate working " +
            "with us, provided you keep any copyright notice. Any other use needs our written permission. Our names " +
            "and logos may not be used in a way that suggests we endorse you or your products.",
        },
      ],
    },
    {
      id: "third-parties",
      heading: "Links and third-party services",
      blocks: [
        {
          kind: "paragraph",
          text:
            "The site links to websites of partners and others, and the getting-started form offers a booking " +
            "calendar from an external scheduling service. We are not responsible for their content, availability " +
            "or privacy practices; their own terms apply when you use them.",
        },
      ],
    },
    {
      id: "availability",
      heading: "Availability and changes to the site",
      blocks: [
        {
          kind: "paragraph",
          text:
            'We work to keep the website available and accurate but provide it "as is" and "as available". We may ' +
            "change, suspend or withdraw any part of it at any time, and some information may be out of date.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        {
          kind: "paragraph",
          text:
            "To the fullest extent the law allows, we exclude all warranties about the website and are not liable " +
            "for any indirect, incidental, special or consequential loss, or for loss of data, revenue or profit, " +
            "arising from your use of it or inability to use it. Nothing in these terms limits liability that " +
            "cannot be limited by law, and nothing affects rights you have as a consumer that cannot be waived.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: [
        {
          kind: "paragraph",
          text:
            "These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that " +
            "apply there. The courts of Ontario, sitting in Ottawa, have jurisdiction over any dispute about them, " +
            "unless the law of the place where you live gives you a mandatory right to bring proceedings there.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        {
          kind: "paragraph",
          text:
            "We may update these terms and will publish the new version on this page with its date. The version " +
            "published when you use the site applies to that use.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        {
          kind: "paragraph",
          text: `Questions about these terms: ${site.contactEmail}, or ${site.name}, ${headOfficeAddress}.`,
        },
      ],
    },
  ],
};
