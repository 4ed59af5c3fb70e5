import { aboutPage } from "~/content/about";
import * as blueprint from "~/content/blueprint";
import {
  capabilitiesOverview,
  orderedCapabilities,
} from "~/content/capabilities";
import * as careers from "~/content/careers";
import * as clients from "~/content/clients";
import * as company from "~/content/company";
import * as contact from "~/content/contact";
import { getStartedPage } from "~/content/get-started";
import * as home from "~/content/home";
import { jobLabels, jobs } from "~/content/jobs";
import * as navigation from "~/content/navigation";
import * as newsletter from "~/content/newsletter";
import * as partners from "~/content/partners";
import { projectsPage } from "~/content/projects";
import { publicSectorPage } from "~/content/public-sector-platforms";
import { site } from "~/content/site";
import { orderedSolutions, solutionsOverview } from "~/content/solutions";
import { visionPage } from "~/content/vision";
import { aboutPage as frAboutPage } from "~/content/fr/about";
import * as frBlueprint from "~/content/fr/blueprint";
import {
  capabilitiesOverview as frCapabilitiesOverview,
  orderedCapabilities as frCapabilities,
} from "~/content/fr/capabilities";
import * as frCareers from "~/content/fr/careers";
import * as frClients from "~/content/fr/clients";
import * as frCompany from "~/content/fr/company";
import * as frContact from "~/content/fr/contact";
import { getStartedPage as frGetStartedPage } from "~/content/fr/get-started";
import * as frHome from "~/content/fr/home";
import { jobLabels as frJobLabels, jobs as frJobs } from "~/content/fr/jobs";
import * as frNavigation from "~/content/fr/navigation";
import * as frNewsletter from "~/content/fr/newsletter";
import * as frPartners from "~/content/fr/partners";
import { projectsPage as frProjectsPage } from "~/content/fr/projects";
import { publicSectorPage as frPublicSectorPage } from "~/content/fr/public-sector-platforms";
import { site as frSite } from "~/content/fr/site";
import {
  orderedSolutions as frSolutions,
  solutionsOverview as frSolutionsOverview,
} from "~/content/fr/solutions";
import { visionPage as frVisionPage } from "~/content/fr/vision";
import frCapabilitiesMessages from "~/i18n/fr/capabilities";
import frCareersMessages from "~/i18n/fr/careers";
import frFormsMessages from "~/i18n/fr/forms";
import type { Locale } from "~/i18n/locale";
import { intlsWith } from "~/domain/chat/chat-intl";

/**
 * Everything the chat knows about the site's pages, in one language: the content modules the
 * pages render (app/content, app/content/fr — the French ones have the English ones' shapes) and
 * the few labels the pages show from their message catalogs. The chat writes none of this
 * itself, so an editor's change to a page is the chat's knowledge at the next start.
 */
export const PAGE_CONTENT = {
  en: {
    site,
    aboutPage,
    blueprint,
    capabilitiesOverview,
    capabilities: orderedCapabilities,
    careers,
    clients,
    company,
    contact,
    getStartedPage,
    home,
    jobs,
    jobLabels,
    navigation,
    newsletter,
    partners,
    projectsPage,
    publicSectorPage,
    solutions: orderedSolutions,
    solutionsOverview,
    visionPage,
  },
  fr: {
    site: frSite,
    aboutPage: frAboutPage,
    blueprint: frBlueprint,
    capabilitiesOverview: frCapabilitiesOverview,
    capabilities: frCapabilities,
    careers: frCareers,
    clients: frClients,
    company: frCompany,
    contact: frContact,
    getStartedPage: frGetStartedPage,
    home: frHome,
    jobs: frJobs,
    jobLabels: frJobLabels,
    navigation: frNavigation,
    newsletter: frNewsletter,
    partners: frPartners,
    projectsPage: frProjectsPage,
    publicSectorPage: frPublicSectorPage,
    solutions: frSolutions,
    solutionsOverview: frSolutionsOverview,
    visionPage: frVisionPage,
  },
} as const;

/** The pages' own catalogs this module reads (the chat's intl holds the chat's catalog only). */
const pageIntl = intlsWith({
  ...frCapabilitiesMessages,
  ...frCareersMessages,
  ...frFormsMessages,
});

/**
 * The labels the pages show, read as the pages read them: their content modules, and their
 * react-intl messages (the same id and English as the component; messages.test.ts fails when
 * the two English texts differ, and French comes from app/i18n/fr).
 */
export function pageWording(locale: Locale) {
  const c = PAGE_CONTENT[locale];
  const intl = pageIntl(locale);
  // French puts a non-breaking space before a colon (typography, not copy).
  const colon: string = locale === "fr" ? "\u00a0:" : ":";
  const hiringEyebrow = intl.formatMessage({
    id: "careers.howWeHireEyebrow",
    defaultMessage: "How we hire",
  });
  const hiringTitle = intl.formatMessage({
    id: "careers.howWeHireTitle",
    defaultMessage: "Four steps, usually within four weeks",
  });
  return {
    // The title the chat cites a page by: the page's own (its SEO title, eyebrow or menu label).
    titles: {
      solutions: c.solutionsOverview.eyebrow,
      capabilities: c.capabilitiesOverview.title,
      options: c.blueprint.tiersSection.eyebrow,
      blueprint: c.blueprint.seo.title,
      careers: c.careers.careersSeo.title,
      contact: c.contact.contactHero.eyebrow,
      about: c.aboutPage.seo.title,
      getStarted: c.navigation.getStartedLink.label,
      clients: c.clients.seo.title,
      partners: c.partners.partnersSeo.title,
    },
    colon,
    // The heading over a tier's features on the blueprint page ("Discovery includes").
    tierIncludes: (tier: string) =>
      intl.formatMessage(
        {
          id: "capabilities.blueprint.tierIncludes",
          defaultMessage: "{tier} includes",
        },
        { tier },
      ),
    // The heading of the careers page's hiring steps.
    howWeHire: `${hiringEyebrow}${colon} ${lowerFirst(hiringTitle)}`,
    // The French job card's own heading. English keeps the chat's "Requirements" rather than the
    // card's "What you will bring": the heading is part of the knowledge the assistant's model
    // is trained on (npm run train:chat), so renaming it is a change to the assistant's answers.
    requirements:
      locale === "fr"
        ? frCareersMessages["careers.jobRequirements"]
        : "Requirements",
    email: intl.formatMessage({ id: "forms.email", defaultMessage: "Email" }),
    phone: intl.formatMessage({ id: "forms.phone", defaultMessage: "Phone" }),
  };
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export type PageWording = ReturnType<typeof pageWording>;
