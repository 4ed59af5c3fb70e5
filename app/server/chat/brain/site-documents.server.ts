import { capabilityPath } from "~/content/capabilities";
import { jobLabels, jobLocationLabel, type jobs } from "~/content/jobs";
import type { LegalBlock } from "~/content/legal/legal-document";
import { legalDocuments } from "~/content/legal/legal-documents";
import { newsletterPreferencesCopy } from "~/content/newsletter-preferences";
import type { site } from "~/content/site";
import { solutionPath } from "~/content/solutions";
import { localizedPath, type Locale } from "~/i18n/locale";
import {
  makeSectionedDocument,
  sectionsOf,
  type DocumentSection,
  type KnowledgeDocument,
} from "./knowledge-document.server";
import {
  lowerFirst,
  PAGE_CONTENT,
  pageWording,
  type PageWording,
} from "./site-copy/page-content";

/**
 * The site's own pages as knowledge documents for the chat: everything a visitor could ask about
 * that lives in app/content (app/content/fr and the French pages' messages for French). Built from
 * the same objects the pages render, so the assistant can only ever say what the site says, and
 * writes no French of its own. Case studies and insights live in the database
 * (content-documents.server.ts).
 */

/** The sentence the offline brain quotes for each office; also the text of the offices document. */
export function officeLine(
  office: (typeof site.offices)[number],
  words: Pick<PageWording, "phone" | "colon">,
): string {
  return `${office.label}${words.colon} ${office.streetAddress}, ${office.locality}, ${office.region} ${office.postalCode}, ${office.country}. ${words.phone}${words.colon} ${office.phone}.`;
}

/** A role's line; French puts a non-breaking space before its colon. */
export function jobLine(
  job: (typeof jobs)[number],
  labels: typeof jobLabels = jobLabels,
  colon = ":",
): string {
  return `${job.title}${colon} ${job.department}, ${jobLocationLabel(job.location, labels)}, ${labels.types[job.type]}.`;
}

/** A legal page's block as passages: a definition reads "term: description", a table row its cells. */
function legalItems(block: LegalBlock, colon: string): string[] {
  switch (block.kind) {
    case "paragraph":
      return [block.text];
    case "list":
      return block.items;
    case "link":
      return [`${block.before}${block.label} (${block.href})${block.after}`];
    case "definitions":
      return block.items.map(
        (item) => `${item.term}${colon} ${item.description}`,
      );
    case "table":
      return block.rows.map((row) =>
        row
          .map(
            (cell, column) => `${block.columns[column] ?? ""}${colon} ${cell}`,
          )
          .join("; "),
      );
  }
}

/** What every group of pages is built with: one language's content, wording and sections. */
type PageBuilder = ReturnType<typeof pageBuilder>;

function pageBuilder(locale: Locale, documents: KnowledgeDocument[]) {
  const c = PAGE_CONTENT[locale];
  const words = pageWording(locale);
  const t = words.titles;
  // A content object's sections, its cards joined with this language's colon.
  const sectionsIn = (value: unknown, heading?: string) =>
    sectionsOf(value, heading, words.colon);
  const page = (
    id: string,
    kind: KnowledgeDocument["kind"],
    title: string,
    path: string,
    sections: DocumentSection[],
  ) =>
    documents.push(
      makeSectionedDocument(
        id,
        kind,
        title,
        localizedPath(path, locale),
        sections,
      ),
    );
  return { c, words, t, locale, sectionsIn, page };
}

/** The solutions, capabilities and platforms pages. */
function offeringPages(b: PageBuilder): void {
  const { c, words, t, sectionsIn, page } = b;
  for (const solution of c.solutions) {
    const { icon: _icon, cta: _cta, capabilities, slug, ...copy } = solution;
    // The page's capability cards say what each capability does for this solution ("Sovereign
    // hosting for patient data"): where a solution's data lives is asked of the solution.
    const builtOn = capabilities.map(({ slug: capability, role }) => {
      const name =
        c.capabilities.find((page) => page.slug === capability)?.name ??
        capability;
      return `${name}${words.colon} ${role}`;
    });
    page(`solution:${slug}`, "solution", solution.name, solutionPath(slug), [
      ...sectionsIn(copy),
      { heading: t.capabilities, items: builtOn },
    ]);
  }
  page(
    "page:solutions",
    "solution",
    t.solutions,
    "/solutions",
    sectionsIn({ ...c.solutionsOverview, cta: c.solutionsOverview.cta.body }),
  );
  for (const capability of c.capabilities) {
    const { icon: _icon, cta: _cta, slug, usedIn, ...copy } = capability;
    page(
      `capability:${slug}`,
      "capability",
      capability.name,
      capabilityPath(slug),
      sectionsIn({ ...copy, usedIn: usedIn.solutions.map((use) => use.how) }),
    );
  }
  page(
    "page:capabilities",
    "capability",
    t.capabilities,
    "/capabilities",
    sectionsIn({
      ...c.capabilitiesOverview,
      cta: c.capabilitiesOverview.cta.body,
    }),
  );
  page(
    "page:public-sector-platforms",
    "platform",
    c.publicSectorPage.title,
    "/public-sector-platforms",
    sectionsIn(c.publicSectorPage),
  );
}

/** How we work with clients and with candidates: the blueprint, its options, careers and jobs, contact. */
function engagementPages(b: PageBuilder): void {
  const { c, words, t, sectionsIn, page } = b;
  const bp = c.blueprint;
  page("page:blueprint", "blueprint", t.blueprint, "/blueprint", [
    ...sectionsIn(bp.hero),
    ...sectionsIn({ ...bp.challengesSection, items: bp.challenges }),
    ...sectionsIn({ ...bp.approachSection, items: bp.approach }),
    ...sectionsIn({ ...bp.includedSection, items: bp.includedFeatures }),
    {
      heading: bp.journeySection.title,
      items: [
        bp.journeySection.intro,
        ...bp.journeySteps.map(
          (step) =>
            `${step.title} (${step.duration})${words.colon} ${step.description}`,
        ),
      ],
    },
    { heading: bp.contactSection.title, items: [bp.contactSection.promise] },
  ]);
  // After the page itself: a page found by its path is the Blueprint page, the options a section of it.
  page("page:engagement-options", "tiers", t.options, "/blueprint", [
    { heading: bp.tiersSection.title, items: [bp.tiersSection.intro] },
    ...bp.tiers.map((tier) => ({
      heading: tier.name,
      items: [
        // The page marks one option as the most popular: "which one do most clients pick?"
        `${tier.name}${tier.highlighted ? ` (${bp.tiersSection.popularLabel})` : ""}${words.colon} ${tier.description} ${tier.duration}, ${lowerFirst(tier.scope)}.`,
        `${words.tierIncludes(tier.name)}${words.colon} ${tier.features.join("; ")}.`,
      ],
    })),
  ]);
  const { generalApplication, applicationSection } = c.careers;
  page("page:careers", "careers", t.careers, "/careers", [
    ...sectionsIn(c.careers.careersHero),
    ...sectionsIn({ title: t.careers, items: c.careers.reasons }),
    ...sectionsIn({ title: words.howWeHire, items: c.careers.hiringSteps }),
    { heading: generalApplication.heading, items: [generalApplication.body] },
    // How to apply: by e-mail, what to attach and in which file formats, what is done with it.
    {
      heading: applicationSection.heading,
      items: [
        `${applicationSection.intro} ${applicationSection.emailInstructions}`,
        ...applicationSection.checklist,
        applicationSection.privacy,
      ],
    },
    // The open roles are documents of their own (kind "job"): the careers answer lists them.
  ]);
  for (const job of c.jobs) {
    page(`job:${job.id}`, "job", job.title, "/careers", [
      {
        heading: job.title,
        items: [
          jobLine(job, c.jobLabels, words.colon),
          job.description,
          `${words.requirements}${words.colon} ${job.requirements.join("; ")}.`,
        ],
      },
    ]);
  }
  const { contactByEmail, generalEnquiries } = c.contact;
  page("page:contact", "offices", t.contact, "/contact", [
    ...sectionsIn(c.contact.contactHero),
    {
      heading: t.contact,
      items: [
        ...c.site.offices.map((office) => officeLine(office, words)),
        `${words.email}${words.colon} ${c.site.contactEmail}.`,
      ],
    },
    { heading: contactByEmail.heading, items: [contactByEmail.body] },
    // Who answers what: solutions, partnerships and the media write to the same address.
    {
      heading: generalEnquiries.heading,
      items: [`${generalEnquiries.body} ${c.site.contactEmail}.`],
    },
    ...sectionsIn({ title: t.contact, items: c.contact.nextSteps }),
  ]);
}

/** Who we are: about, projects, partners, newsletter, the client portal. */
function companyPages(b: PageBuilder): void {
  const { c, t, locale, sectionsIn, page } = b;
  const { values, ...aboutSections } = c.aboutPage;
  page("page:about", "about", t.about, "/about", [
    { heading: t.about, items: [c.site.description] },
    ...sectionsIn(aboutSections),
    // The mission statement under "Our mission", as the page shows it.
    { heading: c.aboutPage.mission.title, items: [c.company.mission] },
    // The values under their own heading ("Our core values"), as the page shows them.
    ...sectionsIn({
      title: values.title,
      items: [values.intro, ...c.company.coreValues],
    }),
  ]);
  page(
    "page:vision",
    "about",
    c.visionPage.title,
    "/vision",
    sectionsIn(c.visionPage),
  );
  // The case studies' own page says how they are written: clients described rather than named,
  // every figure the client's own measure ("are the ministries named? who measured that?").
  page("page:projects", "about", c.projectsPage.eyebrow, "/projects", [
    { heading: c.projectsPage.title, items: [c.projectsPage.lead] },
  ]);
  page("page:partners", "about", t.partners, "/partners", [
    ...sectionsIn(c.partners.partnersHero),
    ...c.partners.partners.map((partner) => ({
      heading: `${partner.name} (${partner.category})`,
      items: [partner.description, ...partner.uses],
    })),
    ...sectionsIn({ title: t.partners, items: c.partners.selectionPrinciples }),
    { heading: t.partners, items: [c.partners.trademarkNotice] },
    ...sectionsIn(c.partners.partnersCta),
  ]);
  page(
    "page:get-started",
    "contact",
    t.getStarted,
    "/get-started",
    sectionsIn(c.getStartedPage),
  );
  // How often the newsletter arrives and how to leave it: what a visitor asks before signing up.
  const signup = c.newsletter.newsletterSignup;
  const preferences = newsletterPreferencesCopy[locale];
  page("page:newsletter", "contact", signup.pageTitle, "/newsletter", [
    {
      heading: signup.pageTitle,
      items: [
        signup.boxLead,
        signup.consent,
        signup.pageLead,
        // The preferences page every e-mail links to: topics, the edition's language, leaving.
        preferences.lead,
        preferences.leaveBody,
        c.newsletter.newsletterConfirm.expiredLead,
      ],
    },
  ]);
  const portal = c.clients;
  page("page:clients", "portal", t.clients, "/clients", [
    ...sectionsIn(portal.hero),
    ...sectionsIn({ ...portal.featuresSection, items: portal.portalFeatures }),
    ...sectionsIn(portal.accessSection),
  ]);
}

/** The home page and the privacy, cookie and terms pages. */
function homeAndLegalPages(b: PageBuilder): void {
  const { c, words, locale, page } = b;
  // The home page says what we do in a few lines and the figures the site stands behind.
  const { hero, publicServices, about, vision } = c.home;
  page("page:home", "about", hero.headline, "/", [
    { heading: hero.headline, items: [hero.lead] },
    {
      heading: hero.headline,
      items: publicServices.map(
        (service) => `${service.label}${words.colon} ${service.detail}`,
      ),
    },
    {
      heading: about.heading,
      items: [
        ...about.body,
        ...about.figures.map((figure) => `${figure.value} ${figure.label}`),
      ],
    },
    { heading: vision.heading, items: [vision.intro] },
  ]);
  // What we do with a visitor's data, the cookies we set and the terms of use: visitors ask.
  for (const legal of Object.values(legalDocuments[locale]))
    page(`legal:${legal.path.slice(1)}`, "legal", legal.title, legal.path, [
      { heading: legal.title, items: [legal.summary] },
      ...legal.sections.map((section) => ({
        heading: section.heading,
        items: section.blocks.flatMap((block) =>
          legalItems(block, words.colon),
        ),
      })),
    ]);
}

/**
 * One language's pages, each cut into sections (decision 057) so a passage keeps the heading it
 * sits under; links are paths in that language.
 */
export function siteDocuments(locale: Locale = "en"): KnowledgeDocument[] {
  const documents: KnowledgeDocument[] = [];
  const builder = pageBuilder(locale, documents);
  offeringPages(builder);
  engagementPages(builder);
  companyPages(builder);
  homeAndLegalPages(builder);
  return documents;
}
