import { site } from "../site";
import type { LegalDocument } from "./legal-document";

const [headOffice, usOffice] = site.offices;
const headOfficeAddress = headOffice
  ? `${headOffice.streetAddress}, ${headOffice.locality}, ${headOffice.region} ${headOffice.postalCode}, ${headOffice.country}`
  : "";
const usOfficeCity = usOffice
  ? `${usOffice.city}, ${usOffice.region}`
  : "the United States";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  path: "/privacy",
  summary:
    `How ${site.name} collects, uses, shares and protects personal information on this website, how long we keep ` +
    "it, and how you can exercise your rights under Canadian and United States privacy laws.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        {
          kind: "paragraph",
          text:
            `${site.name} is a Canadian company with its head office in ${headOffice?.city ?? "Canada"} and a regional ` +
            `office in ${usOfficeCity}. We are responsible for the personal information collected through this ` +
            "website, its forms, its chat assistant and its client portal.",
        },
        {
          kind: "paragraph",
          text:
            "We handle personal information in line with the Personal Information Protection and Electronic " +
            "Documents Act (PIPEDA), Québec's Act respecting the protection of personal information in the private " +
            "sector (as amended by Law 25) and, where they apply to us, the privacy laws of other Canadian " +
            "provinces, of United States states and the European Union's GDPR. Our Privacy Officer is accountable " +
            `for this policy and can be reached at ${site.privacyEmail}.`,
        },
      ],
    },
    {
      id: "scope",
      heading: "What this policy covers",
      blocks: [
        {
          kind: "paragraph",
          text:
            "This policy covers information about visitors to this website, people who contact us or apply to work " +
            "with us, and users of our client portal. It does not cover the platforms we build or operate for our " +
            "clients, such as visa, tax or health systems: there we act on the client's instructions, and the " +
            "client's own privacy notice and our contract with them govern that information.",
        },
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      blocks: [
        {
          kind: "paragraph",
          text: "We collect only what you give us and what our servers need to run securely:",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Blueprint requests",
              description:
                "Full name, e-mail address, and optionally your phone number, organisation, organisation size, " +
                "primary interest and a message.",
            },
            {
              term: "Contact form",
              description:
                "First and last name, e-mail address, company, area of interest and your message.",
            },
            {
              term: "Getting-started requests",
              description:
                "First and last name, e-mail address, company, company size, primary interest, a description of your " +
                "current challenges, your timeline and an indicative budget range.",
            },
            {
              term: "Job applications",
              description:
                "First and last name, e-mail address, and optionally phone number and LinkedIn profile; your " +
                "experience, résumé (PDF, DOC or DOCX), cover letter and the position you applied for.",
            },
            {
              term: "Chat assistant",
              description:
                "The messages you type, any documents or images you attach and any voice message you choose to " +
                "record (converted to text), linked to a random identifier created when the chat opens. Please do " +
                "not share health, financial or other sensitive information in the chat.",
            },
            {
              term: "Newsletter",
              description:
                "If you subscribe: your e-mail address, the language and topics you chose, and a record of your " +
                "consent (the text you agreed to, the page and the time).",
            },
            {
              term: "Client portal",
              description:
                "For invited users: name, work e-mail address, role and organisation; your password, stored only as " +
                "a one-way hash; the support tickets you raise and a record of documents shared with your organisation.",
            },
            {
              term: "Form context",
              description:
                "With each form, the page it was sent from, the referring page, any campaign parameters in the link " +
                "you followed, the consent text shown to you and the time of submission.",
            },
            {
              term: "Server logs",
              description:
                "Your IP address, the date and time, the page or file requested, the response status and your " +
                "browser's user-agent string, used to keep the site secure and working.",
            },
          ],
        },
        {
          kind: "paragraph",
          text:
            "We do not use advertising trackers or third-party analytics services, we do not build profiles of " +
            "visitors, and we do not buy personal information from data brokers.",
        },
      ],
    },
    {
      id: "audience-measurement",
      heading: "How we count visits",
      blocks: [
        {
          kind: "paragraph",
          text:
            "We count visits to our public pages ourselves, on our own servers, to learn which pages and campaigns " +
            "are useful to the organisations that read them. No cookie or other identifier is placed on your device, " +
            "no script records what you do on a page, and nothing is sent to an analytics company.",
        },
        {
          kind: "list",
          items: [
            "When your browser loads a page, our server records the page, the time, the site or campaign link that " +
              "brought you, and your browser family, operating system and type of device (computer, phone or " +
              "tablet). It never records your IP address or your browser's full user-agent string.",
            "To tell one visit from another without a cookie, the server derives a daily key from your IP address " +
              "and user agent combined with a random value that changes every day at midnight UTC. That random " +
              "value is deleted after 48 hours; from then on nobody, including us, can link the key to an address " +
              "or to a person.",
            "A visit ends after 30 minutes without a page view. If you send one of our forms during a visit, your " +
              "request keeps the first page of that visit and the site or campaign that brought you, so that we " +
              "know which content led to it. Visit records never contain your name, your e-mail address or any " +
              "identifier of your request.",
            "Visits by signed-in clients and staff, by search engines and by other automated programs are not " +
              "counted.",
          ],
        },
        {
          kind: "paragraph",
          text:
            "We keep visit records for 13 months and daily totals for 25 months. Because this measurement identifies " +
            "no one after 48 hours, serves only statistics about our own site and is not combined with any other " +
            "processing, we show no consent banner: nothing is stored on your device for you to accept, and data " +
            "protection authorities such as France's CNIL recognise that audience measurement limited in this way " +
            "does not require consent.",
        },
      ],
    },
    {
      id: "how-we-use-it",
      heading: "How we use your information",
      blocks: [
        {
          kind: "list",
          items: [
            "To answer your enquiry, arrange a discovery call or consultation, and prepare a proposal you asked for.",
            "To assess job applications and contact candidates about the roles they applied for.",
            "To run the chat assistant, answer your questions and hand a conversation to our team when you ask.",
            "To provide the client portal: authenticate users, show each organisation its own projects, documents " +
              "and tickets, and respond to support requests.",
            "To protect the site and our users: detect spam and abuse, limit repeated attempts, investigate " +
              "security incidents.",
            "To meet legal, accounting and regulatory obligations.",
          ],
        },
        {
          kind: "paragraph",
          text:
            "We do not send marketing e-mail unless you have asked for it, and you can opt out of any such e-mail at " +
            "any time. We make no decisions with legal or similarly significant effects about you by automated means " +
            "alone: the chat assistant gives information, and people at our company make every hiring and " +
            "commercial decision.",
        },
      ],
    },
    {
      id: "consent",
      heading: "Consent",
      blocks: [
        {
          kind: "paragraph",
          text:
            "When you submit a form, start a chat or accept a portal invitation, you consent to our use of the " +
            "information for the purposes described when you provided it and in this policy. You may withdraw " +
            "consent at any time, subject to legal or contractual restrictions; we will tell you if withdrawing " +
            "means we can no longer provide a service, such as considering an application.",
        },
      ],
    },
    {
      id: "sharing",
      heading: "Service providers and sharing",
      blocks: [
        {
          kind: "paragraph",
          text:
            "We do not sell personal information, and we do not share it for cross-context behavioural advertising. " +
            "We disclose it only to service providers (processors) that work for us under written contracts " +
            "requiring them to protect it and use it only on our instructions:",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Hosting and storage",
              description:
                "Our hosting provider runs this website, its database and its stored files, in Canada or the " +
                "United States.",
            },
            {
              term: "E-mail delivery",
              description:
                "An e-mail delivery provider sends our replies, notifications and newsletter, in Canada or the " +
                "United States.",
            },
            {
              term: "Artificial intelligence",
              description:
                "When the chat assistant is configured to use it, OpenAI, in the United States, receives your chat " +
                "messages and attachments to generate replies, transcribe voice or read text in images, and may not " +
                "use them to train its models.",
            },
            {
              term: "Scheduling",
              description: "None: meeting requests stay in our own systems.",
            },
            {
              term: "Our own staff",
              description:
                "Our team at the head office in Canada and at our regional office in Atlanta, in the United States, " +
                "accesses the information its work requires; access from Atlanta means the information is consulted " +
                "from the United States.",
            },
          ],
        },
        {
          kind: "paragraph",
          text:
            "We may also disclose information to our professional advisers, when required by law or a valid legal " +
            "order, to protect the rights and safety of our users and staff, or to a successor in a merger or sale " +
            "of our business, which would remain bound by this policy. A current list of our processors is " +
            "available on request.",
        },
      ],
    },
    {
      id: "international-transfers",
      heading: "Where your information is stored",
      blocks: [
        {
          kind: "paragraph",
          text:
            "We store and process personal information in Canada and the United States, where our Atlanta office " +
            "and some of our service providers are. Before information leaves Québec, we assess whether it will be " +
            "adequately protected, as Québec law requires. Wherever it is held, it is protected as this policy " +
            "describes, but it may be accessible to the courts, law enforcement and national security authorities " +
            "of that country.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Job applications and résumés",
              description:
                "12 months after we decide on the application, or 24 months if you tick the box asking us to keep " +
                "your résumé for other roles; if you join us, they move to your employee file.",
            },
            {
              term: "Unsolicited applications",
              description:
                "An application sent without a posted position: 6 months after we receive it.",
            },
            {
              term: "Chat conversations and attachments",
              description:
                "90 days for a conversation that did not become an enquiry; one that did is kept as an enquiry.",
            },
            {
              term: "Enquiries and blueprint requests",
              description:
                "24 months after our last contact with you, if you do not become a client.",
            },
            {
              term: "Client records",
              description:
                "For the duration of the contract and 7 years after it ends, as our accounting and contract records " +
                "require.",
            },
            {
              term: "Client portal accounts",
              description:
                "While the account is active, and deleted within 90 days after your organisation's access ends, except " +
                "project records we must keep under our contract.",
            },
            {
              term: "Newsletter",
              description: "Until you unsubscribe.",
            },
            {
              term: "Copies of your data we prepare for you",
              description:
                "The file we prepare when you ask for your information: 7 days, then it is deleted.",
            },
            {
              term: "Privacy requests",
              description:
                "The record of a request you make to us: 24 months after it is closed.",
            },
            {
              term: "Confidentiality incident register",
              description:
                "Each entry: 5 years after we learned of the incident.",
            },
            {
              term: "Audience measurement",
              description:
                "Visit records: 13 months. Daily totals, which concern no one: 25 months. The daily random value " +
                "behind visit keys: 48 hours.",
            },
            {
              term: "Server logs",
              description:
                "30 days, or longer only while needed to investigate a specific security incident.",
            },
          ],
        },
        {
          kind: "paragraph",
          text:
            "When the period ends, we delete the information or anonymise it so it can no longer identify you, " +
            "unless the law requires us to keep it longer, for example during a legal proceeding.",
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        {
          kind: "paragraph",
          text:
            "We protect personal information with safeguards that match its sensitivity: encryption in transit, " +
            "hashed passwords, access limited to staff who need it, checks on every uploaded file, re-authorisation " +
            "of every portal download, an audit log of staff actions and regular security reviews. We record every " +
            "confidentiality incident in a register. If an incident presents a risk of serious injury, we promptly " +
            "notify you, the Commission d'accès à l'information du Québec and the Office of the Privacy " +
            "Commissioner of Canada, as the law requires.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        {
          kind: "paragraph",
          text:
            "Under PIPEDA, Québec law and applicable provincial law you may ask to see the personal information we " +
            "hold about you, how we have used it and to whom we have disclosed it; receive what you gave us in a " +
            "structured, commonly used format (CSV or JSON); ask us to correct it or to delete it; and withdraw " +
            "your consent. You may complain to the Commission d'accès à l'information du Québec or to the Office of " +
            "the Privacy Commissioner of Canada.",
        },
        {
          kind: "paragraph",
          text:
            "If you live in a United States state with a consumer privacy law, such as California, Colorado, " +
            "Connecticut, Virginia or Texas, you may have the right to know what personal information we collect " +
            "and how we use and disclose it, to access and receive a portable copy of it, to correct it, to delete " +
            "it, to opt out of its sale, sharing or use for targeted advertising (we do none of these), and to " +
            "appeal a decision we make about your request. We will not discriminate against you for using these " +
            "rights.",
        },
      ],
    },
    {
      id: "exercising-your-rights",
      heading: "How to exercise your rights",
      blocks: [
        {
          kind: "link",
          before: "Use our ",
          label: "privacy request form",
          // The privacy area's PRIVACY_REQUEST_PATH; content may not import an area's module.
          href: "/privacy/request",
          after:
            " to ask for access, a copy of your information, a correction, its deletion, or to withdraw your " +
            `consent, or write to our Privacy Officer at ${site.privacyEmail}. We confirm your identity with a code ` +
            "sent to your e-mail address.",
        },
        {
          kind: "paragraph",
          text:
            "We answer within 30 days of receiving your request, as Québec law (section 32) and PIPEDA require, or " +
            "within 45 days where a United States state law sets that period. If we need more time, we may extend " +
            "the period once, by up to 30 days: we will tell you in writing before the first 30 days end, with the " +
            "reason. Requests are free of charge. An authorised agent may act for you with your signed permission. " +
            "If we refuse a request, we will explain why and tell you how to complain to the Commission d'accès à " +
            "l'information du Québec or to the Office of the Privacy Commissioner of Canada.",
        },
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        {
          kind: "paragraph",
          text:
            "This website is intended for professionals and is not directed at children under 16. We do not " +
            "knowingly collect their personal information; if you believe we have, contact us and we will delete it.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          kind: "paragraph",
          text:
            "We review this policy regularly and publish every change on this page with its date. If a change " +
            "materially affects how we use information we already hold, we will tell the people concerned before " +
            "it takes effect.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact our privacy officer",
      blocks: [
        {
          kind: "paragraph",
          text: `Privacy Officer, ${site.name}, ${headOfficeAddress}. E-mail: ${site.privacyEmail}.`,
        },
      ],
    },
  ],
};
