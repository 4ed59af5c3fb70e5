import type { ReactNode } from "react";
import { Form } from "react-router";
import type { StaffFormResult } from "~/domain/forms/form-result";
import type { ErasureStep } from "~/domain/privacy/erasure";
import { isOpenPrivacyRequest } from "~/domain/privacy/privacy-enums";
import { PRIVACY_REQUESTS_PATH } from "~/domain/privacy/privacy-paths";
import {
  privacyKindLabels,
  privacyStatusLabels,
  type PrivacyRequestDetail,
} from "~/domain/privacy/privacy-queue";
import { BackArrowLink } from "../ui/back-arrow-link";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmailText } from "../ui/email-text";
import { Field } from "../ui/field";
import { PageToast } from "../ui/toaster";
import { PrivacyClockBadge } from "./privacy-clock-badge";
import { PrivacyNav } from "./privacy-nav";

export type PrivacyRequestPageData = {
  detail: PrivacyRequestDetail;
  erasurePreview: ErasureStep[] | null;
  defaultRecourse: string;
};

const textareaClasses =
  "block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink-900 focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger-700";

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-text-muted">{term}</dt>
          <dd className="min-w-0 break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StepCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:p-5">
      <h3 className="text-lg font-semibold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}

function TextStep({
  intent,
  name,
  label,
  hint,
  submit,
  result,
  defaultValue,
  variant = "primary",
  children,
}: {
  intent: string;
  name: string;
  label: string;
  hint: string;
  submit: string;
  result?: StaffFormResult;
  defaultValue?: string;
  variant?: "primary" | "secondary" | "danger";
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value={intent} />
      <Field
        name={name}
        label={label}
        hint={hint}
        error={result?.fieldErrors?.[name]}
        focus={Boolean(result?.fieldErrors?.[name])}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={2000}
            defaultValue={result?.values?.[name] ?? defaultValue ?? ""}
            className={textareaClasses}
          />
        )}
      </Field>
      {children}
      <div>
        <Button type="submit" variant={variant}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

const previewColumns: TableColumn<ErasureStep>[] = [
  {
    id: "source",
    header: "Source",
    meta: { rowHeader: true },
    cell: (step) => step.label,
  },
  {
    id: "rows",
    header: "Rows",
    meta: { className: "text-right tabular-nums" },
    cell: (step) => step.rows.toLocaleString("en-GB"),
  },
  {
    id: "action",
    header: "Action",
    cell: (step) =>
      step.action === "keep" ? (
        <Badge tone="warning">Keep</Badge>
      ) : step.action === "anonymise" ? (
        <Badge tone="info">Anonymise</Badge>
      ) : (
        <Badge tone="danger">Delete</Badge>
      ),
  },
  {
    id: "why",
    header: "Why, and until when",
    meta: { className: "min-w-[14rem]" },
    cell: (step) =>
      [step.reason, step.keepUntil ? `until ${step.keepUntil}` : null]
        .filter(Boolean)
        .join(" — ") || "—",
  },
];

/** /lead_admin/privacy/requests/<id>: one request, its clock, its history and its next steps. */
export function PrivacyRequestDetailPage({
  data,
  result,
}: {
  data: PrivacyRequestPageData;
  result?: StaffFormResult;
}) {
  const { detail, erasurePreview } = data;
  const open = isOpenPrivacyRequest(detail.status);
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <PrivacyNav />
      <BackArrowLink
        to={PRIVACY_REQUESTS_PATH}
        className="inline-flex min-h-11 items-center gap-2 justify-self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        All requests
      </BackArrowLink>
      <div className="grid gap-2">
        <h2 className="text-2xl font-bold text-ink-900">
          {detail.reference}: {privacyKindLabels[detail.kind]}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{privacyStatusLabels[detail.status]}</Badge>
          <PrivacyClockBadge clock={detail.clock} />
        </div>
        <PageToast toast={result?.toast} />
      </div>
      <Facts
        items={[
          ["Person", detail.name || "No name given"],
          ["E-mail", <EmailText key="email" email={detail.email} />],
          ["Language", detail.language === "fr" ? "French" : "English"],
          [
            "Identity",
            detail.portalUserId
              ? "Signed in to the portal with two-step verification"
              : detail.status === "unverified"
                ? "Not proven yet: the code has not been entered"
                : "Proven by the e-mailed code",
          ],
          ["Sent", detail.submitted],
          ["Received", detail.received ?? "Not yet"],
          [
            "Due",
            detail.clock.kind === "due"
              ? `${detail.clock.due}${detail.clock.extended ? " (extended)" : ""}`
              : "—",
          ],
          ["Handled by", detail.handlerEmail ?? "Nobody yet"],
          ["What they wrote", detail.details || "Nothing more"],
          ...(detail.extensionReason
            ? ([
                [
                  "Extension",
                  `${detail.extensionReason} (told on ${detail.extensionNotified})`,
                ],
              ] as Array<[string, ReactNode]>)
            : []),
          ...(detail.outcome
            ? ([["Answer sent", detail.outcome]] as Array<[string, ReactNode]>)
            : []),
          ...(detail.refusalReason
            ? ([
                [
                  "Refused because",
                  `${detail.refusalReason} Recourse: ${detail.refusalRecourse}`,
                ],
              ] as Array<[string, ReactNode]>)
            : []),
          ...(detail.export
            ? ([
                [
                  "Export",
                  detail.export.live
                    ? `Link sent; the file is deleted on ${detail.export.until}`
                    : `Expired on ${detail.export.until}`,
                ],
              ] as Array<[string, ReactNode]>)
            : []),
        ]}
      />

      {open ? (
        <div className="grid gap-4">
          {detail.status === "verified" ? (
            <StepCard title="Take it">
              <Form method="post">
                <input type="hidden" name="intent" value="start" />
                <Button type="submit">Start work on this request</Button>
              </Form>
            </StepCard>
          ) : null}

          {detail.kind === "access" || detail.kind === "portability" ? (
            <StepCard title="Send the person their data">
              <p className="max-w-prose text-sm text-text-muted">
                Builds the zip from every source of the registry (what was
                collected from them, what we created, their files) and e-mails a
                link that asks for a fresh code and expires after 7 days.
                Preparing it again replaces the previous file and link.
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="export" />
                <Button type="submit">
                  {detail.export
                    ? "Prepare and send again"
                    : "Prepare and send the export"}
                </Button>
              </Form>
            </StepCard>
          ) : null}

          {detail.kind === "erasure" && erasurePreview ? (
            <StepCard title="Erase their data">
              <DataTable
                caption="What an erasure would do now, source by source"
                columns={previewColumns}
                rows={erasurePreview}
                rowId={(step) => step.source}
              />
              <Form method="post" className="grid gap-3">
                <input type="hidden" name="intent" value="erase" />
                <label className="flex items-start gap-3 text-sm text-ink-900">
                  <input
                    type="checkbox"
                    name="confirm"
                    value="yes"
                    className="mt-0.5 size-5 accent-danger-700"
                  />
                  <span>
                    I have checked the preview: delete and anonymise as listed.
                    This cannot be undone.
                  </span>
                </label>
                {result?.fieldErrors?.confirm ? (
                  <p className="text-sm font-medium text-danger-700">
                    {result.fieldErrors.confirm}
                  </p>
                ) : null}
                <div>
                  <Button type="submit" variant="danger">
                    Erase now
                  </Button>
                </div>
              </Form>
            </StepCard>
          ) : null}

          {detail.canExtend ? (
            <StepCard title="Extend the deadline by 30 days">
              <TextStep
                intent="extend"
                name="reason"
                label="Why more time is needed"
                hint="E-mailed to the person now, in their language as you write it. Allowed once, before the first due date."
                submit="Extend and tell the person"
                variant="secondary"
                result={result}
              />
            </StepCard>
          ) : null}

          <StepCard title="Answer the person">
            <TextStep
              intent="complete"
              name="outcome"
              label="Your answer"
              hint="What was done, as the person will read it (write in their language). E-mailed when you complete the request."
              submit="Complete and send the answer"
              result={result}
            />
          </StepCard>

          <StepCard title="Refuse the request">
            <TextStep
              intent="refuse"
              name="reason"
              label="Reason for the refusal"
              hint="The legal ground, as the person will read it (write in their language)."
              submit="Refuse and send the reason"
              variant="danger"
              result={result}
            >
              <Field
                name="recourse"
                label="Their recourse"
                hint="Filled in with the regulators they may turn to, in their language; edit if needed."
                error={result?.fieldErrors?.recourse}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    maxLength={2000}
                    defaultValue={
                      result?.values?.recourse ?? data.defaultRecourse
                    }
                    className={textareaClasses}
                  />
                )}
              </Field>
            </TextStep>
          </StepCard>
        </div>
      ) : null}

      <section className="grid gap-3">
        <h3 className="text-lg font-semibold text-ink-900">History</h3>
        {detail.history.length === 0 ? (
          <p className="text-sm text-text-muted">No staff step yet.</p>
        ) : (
          <ol className="grid gap-2">
            {detail.history.map((entry) => (
              <li
                key={`${entry.at}-${entry.summary}`}
                className="text-sm text-ink-900"
              >
                <time dateTime={entry.at} className="font-semibold">
                  {entry.at.slice(0, 16).replace("T", " ")} UTC
                </time>{" "}
                · {entry.by} · {entry.summary}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
