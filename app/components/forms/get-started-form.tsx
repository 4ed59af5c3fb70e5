import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { newsletterOptIn } from "~/domain/forms/purpose-consents";
import { FormattedMessage, useIntl } from "react-intl";
import {
  GET_STARTED_PROGRESS,
  GET_STARTED_THANK_YOU_ID,
} from "~/domain/forms/lead-form-catalog";
import {
  GET_STARTED_STEP_COUNT,
  getStartedStepSchemas,
} from "~/domain/forms/lead-forms";
import {
  budgets,
  getStartedCompanySizes,
  getStartedInterests,
  timelines,
} from "~/domain/forms/options";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/i18n/locale-context";
import { ButtonLink } from "../ui/button-link";
import { FormFields, personFields, type FieldLayout } from "./field-spec";
import { LeadFormFrame, OptInBox } from "./lead-form-frame";
import {
  ConsentNote,
  submitButtonClasses,
  type LeadFormContext,
} from "./lead-form-parts";
import { useLeadFormState } from "./lead-form-state";

const FORM_ID = "get-started-form";
const STEP_FIELDS = getStartedStepSchemas.map((schema) =>
  Object.keys(schema.shape),
);

/** Each step's fields; the step schemas (lead-forms.ts) validate the same names. */
export const getStartedSteps: readonly [FieldLayout, FieldLayout, FieldLayout] =
  [
    [
      personFields.firstName,
      personFields.lastName,
      personFields.workEmail,
      {
        control: "text",
        name: "company",
        label: {
          id: "forms.getStarted.organisation",
          defaultMessage: "Organisation",
        },
        required: true,
        autoComplete: "organization",
      },
      {
        control: "select",
        name: "companySize",
        label: {
          id: "forms.getStarted.organisationSize",
          defaultMessage: "Organisation size",
        },
        required: true,
        options: getStartedCompanySizes,
      },
    ],
    [
      {
        control: "select",
        name: "primaryInterest",
        label: {
          id: "forms.primaryInterest",
          defaultMessage: "Primary interest",
        },
        required: true,
        options: getStartedInterests,
      },
      {
        control: "textarea",
        name: "currentChallenges",
        label: {
          id: "forms.getStarted.challenges",
          defaultMessage: "Current challenges",
        },
        required: true,
        hint: {
          id: "forms.getStarted.challengesHint",
          defaultMessage:
            "What is slow, costly or at risk today? A few sentences are enough.",
        },
        rows: 5,
      },
    ],
    [
      {
        control: "select",
        name: "timeline",
        label: { id: "forms.getStarted.timeline", defaultMessage: "Timeline" },
        required: true,
        options: timelines,
      },
      {
        control: "select",
        name: "budget",
        label: {
          id: "forms.getStarted.budget",
          defaultMessage: "Budget range",
        },
        required: true,
        options: budgets,
      },
    ],
  ];

/**
 * Three steps and a thank-you step. Every step is in the
 * markup (the others hidden), so values travel with the form. Without JavaScript each Next
 * is a post the server validates; with it app/enhance/get-started.ts changes steps in the
 * browser with the same step schemas and reveals the thank-you step after the final post.
 */
export function GetStartedForm({
  context,
  schedulingUrl,
}: {
  context: LeadFormContext;
  schedulingUrl: string | null;
}) {
  const {
    field,
    formErrors,
    details,
    step: serverStep,
    focus,
  } = useLeadFormState(FORM_ID, { fieldOrder: STEP_FIELDS.flat() });
  const intl = useIntl();
  const locale = useLocale();
  const stepTitles = [
    intl.formatMessage({
      id: "forms.getStarted.step1",
      defaultMessage: "Your organisation",
    }),
    intl.formatMessage({
      id: "forms.getStarted.step2",
      defaultMessage: "Your needs",
    }),
    intl.formatMessage({
      id: "forms.getStarted.step3",
      defaultMessage: "Budget and timeline",
    }),
  ];
  // Without SCHEDULING_URL the thank-you step is our own picker, /book (docs/booking.md): the
  // server and the enhancer go there after the final post.
  if (details && schedulingUrl)
    return (
      <ThankYou
        firstName={details.firstName ?? ""}
        schedulingUrl={schedulingUrl}
      />
    );

  const step = serverStep ?? 1;
  const last = step === GET_STARTED_STEP_COUNT;

  return (
    <>
      <LeadFormFrame
        kind="get_started"
        id={FORM_ID}
        label={intl.formatMessage({
          id: "forms.getStarted.label",
          defaultMessage: "Getting started",
        })}
        context={context}
        enhancer="get-started"
        className="grid gap-6"
        formErrors={formErrors}
        status={<StepProgress step={step} title={stepTitles[step - 1] ?? ""} />}
      >
        <input type="hidden" name="step" value={step} />

        <StepFieldset
          number={1}
          step={step}
          title={stepTitles[0]}
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormFields layout={getStartedSteps[0]} field={field} focus={focus} />
        </StepFieldset>

        <StepFieldset
          number={2}
          step={step}
          title={stepTitles[1]}
          className="grid gap-4"
        >
          <FormFields layout={getStartedSteps[1]} field={field} focus={focus} />
        </StepFieldset>

        <StepFieldset
          number={3}
          step={step}
          title={stepTitles[2]}
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormFields layout={getStartedSteps[2]} field={field} focus={focus} />
          <div className="grid gap-3 sm:col-span-2">
            <OptInBox
              id={`${FORM_ID}-${newsletterOptIn.name}`}
              name={newsletterOptIn.name}
              label={intl.formatMessage(newsletterOptIn.label)}
              ticked={field(newsletterOptIn.name).defaultValue === "on"}
            />
            <ConsentNote kind="lead" />
          </div>
        </StepFieldset>

        {/*
          One primary button, first in the DOM, so Enter in a field means Next (or Submit on the
          last step), never Previous. The enhancer swaps its label and drops formaction on step 3.
        */}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
          <button
            type="submit"
            data-step-primary
            // The last step posts the request to the page itself: after a Next without
            // JavaScript the page's address carries ?intent=next, which would only validate again.
            formAction={
              last ? localizedPath("/get-started", locale) : "?intent=next"
            }
            data-pending-label={intl.formatMessage({
              id: "forms.submitting",
              defaultMessage: "Submitting...",
            })}
            className={submitButtonClasses}
          >
            <span
              data-label="next"
              hidden={last}
              className="inline-flex items-center gap-2"
            >
              <FormattedMessage
                id="forms.getStarted.next"
                defaultMessage="Next"
              />{" "}
              <ArrowRight aria-hidden="true" className="size-4" />
            </span>
            <span data-label="submit" hidden={!last}>
              <FormattedMessage
                id="forms.getStarted.submit"
                defaultMessage="Submit Request"
              />
            </span>
          </button>
          <button
            type="submit"
            data-step-previous
            formAction="?intent=previous"
            formNoValidate
            hidden={step === 1}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-5 text-sm font-semibold text-ink-900 hover:bg-surface-muted"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />{" "}
            <FormattedMessage
              id="forms.getStarted.previous"
              defaultMessage="Previous"
            />
          </button>
        </div>
      </LeadFormFrame>
      {/* Revealed in the browser after an enhanced submission. */}
      {schedulingUrl ? (
        <ThankYou hidden firstName="" schedulingUrl={schedulingUrl} />
      ) : null}
    </>
  );
}

/** Where the visitor is: the enhancer updates the same elements as steps change in the browser. */
function StepProgress({ step, title }: { step: number; title: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const percent = Math.round((step / GET_STARTED_STEP_COUNT) * 100);
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-medium text-ink-900">
        <p data-step-status aria-live="polite">
          {GET_STARTED_PROGRESS[locale].status(
            step,
            GET_STARTED_STEP_COUNT,
            title,
          )}
        </p>
        <p data-step-percent className="tabular-nums text-text-muted">
          {GET_STARTED_PROGRESS[locale].percent(percent)}
        </p>
      </div>
      <div
        data-step-progress
        role="progressbar"
        aria-label={intl.formatMessage({
          id: "forms.getStarted.progress",
          defaultMessage: "Form progress",
        })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          data-step-bar
          className="h-full rounded-full bg-brand-600 motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function ThankYou({
  firstName,
  schedulingUrl,
  hidden,
}: {
  firstName: string;
  schedulingUrl: string;
  hidden?: boolean;
}) {
  const intl = useIntl();
  return (
    <section
      id={GET_STARTED_THANK_YOU_ID}
      hidden={hidden}
      aria-labelledby="thank-you-heading"
      className="grid gap-6"
    >
      <div>
        <p className="text-sm font-semibold text-brand-700">
          <FormattedMessage
            id="forms.getStarted.thankYouEyebrow"
            defaultMessage="Step 4 · Thank you"
          />
        </p>
        <h2
          id="thank-you-heading"
          tabIndex={-1}
          className="mt-1 text-2xl font-bold text-ink-900 focus:outline-none"
        >
          {/* The browser fills the name in after an enhanced submission (app/enhance/get-started.ts). */}
          <FormattedMessage
            id="forms.getStarted.thankYouHeading"
            defaultMessage="Thank you<name></name>. Let's find 30 minutes."
            values={{
              name: () => (
                <span data-first-name>{firstName ? `, ${firstName}` : ""}</span>
              ),
            }}
          />
        </h2>
        <p className="mt-3 text-base leading-7 text-text-muted">
          <FormattedMessage
            id="forms.getStarted.thankYouBody"
            defaultMessage="Your request is with our team. In a 30-minute consultation a principal consultant will walk through your challenges and tell you honestly whether and how we can help."
          />
        </p>
      </div>
      <div className="grid gap-3">
        <iframe
          src={schedulingUrl}
          title={intl.formatMessage({
            id: "forms.getStarted.schedulerTitle",
            defaultMessage: "Schedule a 30-minute consultation",
          })}
          loading="lazy"
          className="h-[640px] w-full rounded-card border border-line bg-white"
        />
        <p className="text-sm text-text-muted">
          <FormattedMessage
            id="forms.getStarted.calendarFallback"
            defaultMessage="Calendar not loading? <link>Open the scheduling page</link>."
            values={{
              link: (chunks) => (
                <a
                  href={schedulingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline"
                >
                  {chunks}
                  <span className="sr-only">
                    {" "}
                    <FormattedMessage
                      id="forms.opensInNewTab"
                      defaultMessage="(opens in a new tab)"
                    />
                  </span>
                </a>
              ),
            }}
          />
        </p>
      </div>
      <div>
        <ButtonLink to="/" variant="secondary">
          <FormattedMessage
            id="forms.getStarted.returnHome"
            defaultMessage="Return to Home"
          />
        </ButtonLink>
      </div>
    </section>
  );
}

/** One step's fields, hidden unless it is the current step; the legend names the step for screen readers. */
function StepFieldset({
  number,
  step,
  title,
  className,
  children,
}: {
  number: number;
  step: number;
  title: string | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <fieldset data-step={number} hidden={step !== number} className={className}>
      <legend className="sr-only">{title}</legend>
      {children}
    </fieldset>
  );
}
