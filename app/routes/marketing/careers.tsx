import {
  Compass,
  GraduationCap,
  Mail,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { StepList } from "~/components/step-list";
import type { Route } from "./+types/careers";
import {
  ApplicationDialog,
  ApplicationDialogCancel,
  applicationDialogTitle,
} from "~/components/careers/application-dialog";
import { JobApplicationForm } from "~/components/forms/job-application-form";
import {
  applicationHref,
  applyLinkData,
  applyLinkId,
  JobCard,
} from "~/components/careers/job-card";
import {
  FeatureGrid,
  PageHero,
  Section,
  withIcons,
} from "~/components/page-blocks";
import { buttonClasses } from "~/components/ui/button-link";
import * as careersEn from "~/content/careers";
import type { Reason } from "~/content/careers";
import * as careersFr from "~/content/fr/careers";
import { jobs as jobsFr } from "~/content/fr/jobs";
import { jobPostingJsonLd } from "~/content/job-posting-json-ld";
import { GENERAL_APPLY_ID, jobs as jobsEn } from "~/content/jobs";
import { localeFromMatches, originFromMatches, seoMeta } from "~/content/seo";
import { site } from "~/content/site";
import { pickCopy } from "~/i18n/copy";
import { useCopy, useLocalizedPath } from "~/i18n/locale-context";
import { jobPositions } from "~/domain/forms/job-positions";
import { GENERAL_APPLICATION } from "~/domain/forms/lead-forms";
import {
  careersAction,
  careersLoader,
} from "~/server/marketing/careers.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

/** The page's copy modules in each language (the French ones have the English ones' types). */
const careersCopy = {
  en: {
    careersSeo: careersEn.careersSeo,
    careersHero: careersEn.careersHero,
    reasons: careersEn.reasons,
    hiringSteps: careersEn.hiringSteps,
    generalApplication: careersEn.generalApplication,
    applicationSection: careersEn.applicationSection,
  },
  fr: {
    careersSeo: careersFr.careersSeo,
    careersHero: careersFr.careersHero,
    reasons: careersFr.reasons,
    hiringSteps: careersFr.hiringSteps,
    generalApplication: careersFr.generalApplication,
    applicationSection: careersFr.applicationSection,
  },
};
const jobsCopy = { en: jobsEn, fr: jobsFr };

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const origin = originFromMatches(matches);
  const locale = localeFromMatches(matches);
  return seoMeta(origin, {
    ...pickCopy(locale, careersCopy).careersSeo,
    path: "/careers",
    locale,
    jsonLd: pickCopy(locale, jobsCopy).map((job) =>
      jobPostingJsonLd(origin, job, locale),
    ),
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
  const intl = useIntl();
  const {
    applicationSection,
    careersHero,
    generalApplication,
    hiringSteps,
    reasons,
  } = useCopy(careersCopy);
  const jobs = useCopy(jobsCopy);
  const localized = useLocalizedPath();
  return (
    <>
      <PageHero {...careersHero}>
        <a
          href={careersHero.primaryAction.to}
          className={buttonClasses("primary")}
        >
          {careersHero.primaryAction.label}
        </a>
      </PageHero>

      <Section
        id="why-join"
        eyebrow={intl.formatMessage({
          id: "careers.whyJoinEyebrow",
          defaultMessage: "Why join us",
        })}
        title={intl.formatMessage({
          id: "careers.whyJoinTitle",
          defaultMessage: "Serious work, done carefully",
        })}
        intro={intl.formatMessage({
          id: "careers.whyJoinIntro",
          defaultMessage:
            "Our clients are ministries, agencies and large enterprises. The platforms we build for them have to be secure, accessible and affordable for a decade, and so does the way we work.",
        })}
      >
        <FeatureGrid columns={4} features={withIcons(reasons, reasonIcons)} />
      </Section>

      <Section
        id="open-roles"
        tone="muted"
        eyebrow={intl.formatMessage({
          id: "careers.openRolesEyebrow",
          defaultMessage: "Open roles",
        })}
        title={intl.formatMessage(
          {
            id: "careers.openRolesTitle",
            defaultMessage:
              "{count, plural, one {# role open now} other {# roles open now}}",
          },
          { count: jobs.length },
        )}
        intro={intl.formatMessage({
          id: "careers.openRolesIntro",
          defaultMessage:
            "Engineering, AI and data, security, design, delivery and advisory roles. Every role works directly with public-sector or enterprise clients.",
        })}
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
            href={localized(applicationHref(GENERAL_APPLY_ID))}
            {...applyLinkData(
              GENERAL_APPLY_ID,
              null,
              GENERAL_APPLICATION,
              applicationDialogTitle(intl, null),
            )}
            className={buttonClasses("secondary", "shrink-0")}
          >
            {generalApplication.actionLabel}
          </a>
        </div>
      </Section>

      <Section
        id="how-we-hire"
        eyebrow={intl.formatMessage({
          id: "careers.howWeHireEyebrow",
          defaultMessage: "How we hire",
        })}
        title={intl.formatMessage({
          id: "careers.howWeHireTitle",
          defaultMessage: "Four steps, usually within four weeks",
        })}
      >
        <StepList steps={hiringSteps} />
      </Section>

      <Section
        id="application"
        tone="muted"
        eyebrow={intl.formatMessage({
          id: "careers.applyEyebrow",
          defaultMessage: "Apply",
        })}
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
              <FormattedMessage
                id="careers.preferEmail"
                defaultMessage="Prefer e-mail? {instructions}"
                values={{ instructions: applicationSection.emailInstructions }}
              />
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
