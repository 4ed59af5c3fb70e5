import {
  Compass,
  GraduationCap,
  Mail,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import { StepList } from "~/components/step-list";
import type { Route } from "./+types/careers";
import {
  ApplicationDialog,
  ApplicationDialogCancel,
} from "~/components/careers/application-dialog";
import { JobApplicationForm } from "~/components/forms/job-application-form";
import {
  applicationHref,
  applyLinkData,
  applyLinkId,
  JobCard,
} from "~/components/careers/job-card";
import { FeatureGrid, PageHero, Section } from "~/components/page-blocks";
import { buttonClasses } from "~/components/ui/button-link";
import {
  applicationSection,
  careersHero,
  generalApplication,
  hiringSteps,
  reasons,
  type Reason,
} from "~/content/careers";
import { jobPostingJsonLd } from "~/content/job-posting-json-ld";
import { GENERAL_APPLY_ID, jobs } from "~/content/jobs";
import { originFromMatches, seoMeta } from "~/content/seo";
import { site } from "~/content/site";
import { jobPositions } from "~/domain/forms/job-positions";
import { GENERAL_APPLICATION } from "~/domain/forms/lead-forms";
import {
  careersAction,
  careersLoader,
} from "~/server/marketing/careers.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const origin = originFromMatches(matches);
  return seoMeta(origin, {
    title: "Careers",
    description:
      `Open roles at ${site.name} in cloud architecture, AI, digital identity, security, design and ` +
      "public-sector delivery, in Ottawa, Atlanta and remotely across Canada.",
    path: "/careers",
    jsonLd: jobs.map((job) => jobPostingJsonLd(origin, job)),
  });
}

export const loader = (args: Route.LoaderArgs) => careersLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;
export const action = (args: Route.ActionArgs) => careersAction(args);

const reasonIcons: Record<Reason["id"], LucideIcon> = {
  impact: Users,
  craft: ShieldCheck,
  growth: GraduationCap,
  flexibility: Compass,
};

export default function Careers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={careersHero.eyebrow}
        title={careersHero.title}
        lead={careersHero.lead}
      >
        <a
          href={careersHero.primaryAction.to}
          className={buttonClasses("primary")}
        >
          {careersHero.primaryAction.label}
        </a>
      </PageHero>

      <Section
        id="why-join"
        eyebrow="Why join us"
        title="Serious work, done carefully"
        intro="Our clients are ministries, agencies and large enterprises. The platforms we build for them have to be secure, accessible and affordable for a decade, and so does the way we work."
      >
        <FeatureGrid
          columns={4}
          features={reasons.map((reason) => ({
            ...reason,
            icon: reasonIcons[reason.id],
          }))}
        />
      </Section>

      <Section
        id="open-roles"
        tone="muted"
        eyebrow="Open roles"
        title={`${jobs.length} roles open now`}
        intro="Engineering, AI and data, security, design, delivery and advisory roles. Every role works directly with public-sector or enterprise clients."
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-6 rounded-card border border-line bg-white p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h3 className="text-xl font-semibold text-ink-900">
              {generalApplication.heading}
            </h3>
            <p className="mt-2 text-base leading-7 text-text-muted">
              {generalApplication.body}
            </p>
          </div>
          <a
            id={applyLinkId(GENERAL_APPLY_ID)}
            href={applicationHref(GENERAL_APPLY_ID)}
            {...applyLinkData(GENERAL_APPLY_ID, null, GENERAL_APPLICATION)}
            className={buttonClasses("secondary", "shrink-0")}
          >
            {generalApplication.actionLabel}
          </a>
        </div>
      </Section>

      <Section
        id="how-we-hire"
        eyebrow="How we hire"
        title="Four steps, usually within four weeks"
      >
        <StepList steps={hiringSteps} />
      </Section>

      <Section
        id="application"
        tone="muted"
        eyebrow="Apply"
        title={applicationSection.heading}
        intro={applicationSection.intro}
      >
        <div className="max-w-3xl rounded-card border border-line bg-white p-6 sm:p-8">
          <JobApplicationForm
            id="job-application-page"
            context={loaderData.form}
            jobTitle={loaderData.preselected}
            positions={jobPositions}
          />
          <div className="mt-8 border-t border-line pt-6">
            <p className="text-base leading-7 text-text-muted">
              Prefer e-mail? {applicationSection.emailInstructions}
            </p>
            <ul className="mt-4 grid list-disc gap-2 pl-5 text-base leading-7 text-text-muted marker:text-brand-700">
              {applicationSection.checklist.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <a
              href={`mailto:${site.contactEmail}`}
              className={buttonClasses("secondary", "mt-6")}
            >
              <Mail aria-hidden="true" className="size-4" />
              {site.contactEmail}
            </a>
            <p className="mt-6 text-sm leading-6 text-text-muted">
              {applicationSection.privacy}
            </p>
          </div>
        </div>
      </Section>

      {/* Opened in the browser only (app/enhance/application-dialog.ts), which sets the position. */}
      <ApplicationDialog jobTitle={null}>
        <JobApplicationForm
          id="job-application-dialog"
          context={loaderData.dialogForm}
          jobTitle={GENERAL_APPLICATION}
          actions={<ApplicationDialogCancel />}
        />
      </ApplicationDialog>
    </>
  );
}
