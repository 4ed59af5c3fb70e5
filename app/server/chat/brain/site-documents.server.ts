import { aboutPage } from "~/content/about";
import * as blueprint from "~/content/blueprint";
import {
  capabilitiesOverview,
  capabilityPath,
  orderedCapabilities,
} from "~/content/capabilities";
import { careersHero, hiringSteps, reasons } from "~/content/careers";
import * as clients from "~/content/clients";
import { coreValues, mission } from "~/content/company";
import { contactHero, nextSteps } from "~/content/contact";
import { getStartedPage } from "~/content/get-started";
import { jobLocationLabel, jobs } from "~/content/jobs";
import { publicSectorPage } from "~/content/public-sector-platforms";
import { site } from "~/content/site";
import {
  orderedSolutions,
  solutionPath,
  solutionsOverview,
} from "~/content/solutions";
import { visionPage } from "~/content/vision";
import {
  makeDocument,
  proseOf,
  type KnowledgeDocument,
} from "./knowledge-document.server";

/**
 * The site's own pages as knowledge documents for the chat: everything a visitor
 * could ask about that lives in app/content. Built from the same objects the pages render, so
 * the assistant can only ever say what the site says. Case studies and insights live in the
 * database (content-documents.server.ts).
 */

/** The sentence the offline brain quotes for each office; also the text of the offices document. */
export function officeLine(office: (typeof site.offices)[number]): string {
  return `${office.label}: ${office.streetAddress}, ${office.locality}, ${office.region} ${office.postalCode}, ${office.country}. Phone ${office.phone}.`;
}

export function tierLine(tier: blueprint.EngagementTier): string {
  return `${tier.name}: ${tier.description} ${tier.duration}, ${lowerFirst(tier.scope)}. Includes: ${tier.features.join("; ")}.`;
}

export function jobLine(job: (typeof jobs)[number]): string {
  return `${job.title}: ${job.department}, ${jobLocationLabel(job.location)}, ${job.type}.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function siteDocuments(): KnowledgeDocument[] {
  const documents: KnowledgeDocument[] = [];
  for (const solution of orderedSolutions) {
    const {
      icon: _icon,
      cta: _cta,
      capabilities: _capabilities,
      slug,
      ...copy
    } = solution;
    documents.push(
      makeDocument(
        `solution:${slug}`,
        "solution",
        solution.name,
        solutionPath(slug),
        proseOf(copy),
      ),
    );
  }
  documents.push(
    makeDocument(
      "page:solutions",
      "solution",
      "Solutions",
      "/solutions",
      proseOf({ ...solutionsOverview, cta: solutionsOverview.cta.body }),
    ),
  );
  for (const capability of orderedCapabilities) {
    const { icon: _icon, cta: _cta, slug, usedIn, ...copy } = capability;
    documents.push(
      makeDocument(
        `capability:${slug}`,
        "capability",
        capability.name,
        capabilityPath(slug),
        proseOf({ ...copy, usedIn: usedIn.solutions.map((use) => use.how) }),
      ),
    );
  }
  documents.push(
    makeDocument(
      "page:capabilities",
      "capability",
      "Core Capabilities",
      "/capabilities",
      proseOf({ ...capabilitiesOverview, cta: capabilitiesOverview.cta.body }),
    ),
  );
  documents.push(
    makeDocument(
      "page:public-sector-platforms",
      "platform",
      publicSectorPage.title,
      "/public-sector-platforms",
      proseOf(publicSectorPage),
    ),
  );
  documents.push(
    makeDocument(
      "page:engagement-options",
      "tiers",
      "Engagement options",
      "/blueprint",
      [blueprint.tiersSection.intro, ...blueprint.tiers.map(tierLine)],
    ),
  );
  documents.push(
    makeDocument(
      "page:blueprint",
      "blueprint",
      "Digital Transformation Blueprint",
      "/blueprint",
      [
        ...proseOf([
          blueprint.hero,
          blueprint.challengesSection,
          blueprint.challenges,
          blueprint.approachSection,
          blueprint.approach,
        ]),
        ...proseOf([
          blueprint.includedSection,
          blueprint.includedFeatures,
          blueprint.journeySection,
        ]),
        ...blueprint.journeySteps.map(
          (step) => `${step.title} (${step.duration}): ${step.description}`,
        ),
        blueprint.contactSection.promise,
      ],
    ),
  );
  documents.push(
    makeDocument("page:careers", "careers", "Careers", "/careers", [
      ...proseOf([careersHero, reasons, hiringSteps]),
      ...jobs.map(jobLine),
    ]),
  );
  for (const job of jobs) {
    documents.push(
      makeDocument(`job:${job.id}`, "job", job.title, "/careers", [
        jobLine(job),
        job.description,
        `Requirements: ${job.requirements.join("; ")}.`,
      ]),
    );
  }
  documents.push(
    makeDocument("page:contact", "offices", "Contact", "/contact", [
      ...proseOf(contactHero),
      ...site.offices.map(officeLine),
      `E-mail: ${site.contactEmail}.`,
      ...nextSteps.map((step) => `${step.title}: ${step.description}`),
    ]),
  );
  documents.push(
    makeDocument("page:about", "about", "About Us", "/about", [
      site.description,
      ...proseOf(aboutPage),
      mission,
      ...coreValues.map((value) => `${value.name}: ${value.description}`),
    ]),
  );
  documents.push(
    makeDocument(
      "page:vision",
      "about",
      visionPage.title,
      "/vision",
      proseOf(visionPage),
    ),
  );
  documents.push(
    makeDocument(
      "page:get-started",
      "contact",
      "Get Started",
      "/get-started",
      proseOf(getStartedPage),
    ),
  );
  documents.push(
    makeDocument(
      "page:clients",
      "portal",
      "Client Portal",
      "/clients",
      proseOf([
        clients.hero,
        clients.featuresSection,
        clients.portalFeatures,
        clients.accessSection,
        clients.seo,
      ]),
    ),
  );
  return documents;
}
