import { Archive, RotateCcw } from "lucide-react";
import { Form } from "react-router";
import {
  CURATED_ANSWER_MAX,
  CURATED_CITE_PATH_MAX,
  CURATED_PHRASINGS_MAX,
  CURATED_QUESTION_MAX,
} from "~/domain/chat/curated-answer";
import { curatedAnswerFormSchema } from "~/domain/chat/curated-answer-form";
import {
  ASSISTANT_PATH,
  UNANSWERED_PATH,
  type CuratedAnswerView,
} from "~/domain/console/assistant-knowledge";
import { CONTENT_LOCALES } from "~/domain/enums";
import type { FormResult } from "~/domain/forms/form-result";
import { useAccountForm } from "../forms/use-account-form";
import { PostForm } from "../forms/account-form-fields";
import { Button } from "../ui/button";
import { PageToast } from "../ui/toaster";
import { languageLabels } from "./assistant-nav";
import { CuratedStatusBadge } from "./assistant-knowledge-page";
import { UtcTime } from "../ui/utc-time";
import { LabelledOptions } from "../ui/form-field";
import { FormInput, FormSelect, FormTextarea } from "../ui/form-controls";
import { SaveButton } from "../ui/save-button";
import { ConsoleBackLink } from "./console-back-link";

const FIELDS = ["locale", "question", "phrasings", "answer", "citePath"];

type Values = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * The curated answer's fields: a plain post (`intent=save`) checked by the shared schema in
 * the browser first; without JavaScript the server's field errors come back in the page.
 */
function CuratedAnswerForm({
  initial,
  result,
  submit,
  hidden = {},
}: {
  initial: Values;
  result: FormResult | undefined;
  submit: string;
  hidden?: Record<string, string>;
}) {
  // Retire and restore always redirect: an answer in the page is this form's.
  const form = useAccountForm({
    schema: curatedAnswerFormSchema,
    result,
    intent: "save",
    fields: FIELDS,
  });
  const value = (name: (typeof FIELDS)[number]) =>
    form.valueOf(name) ?? initial[name] ?? "";
  return (
    <PostForm
      form={form}
      intent="save"
      aria-label="Answer"
      className="grid gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <FormSelect
        form={form}
        name="locale"
        label="Language"
        hint="The language visitors ask in: the assistant uses an answer only in its own language."
        value={value("locale")}
        className="sm:max-w-xs"
      >
        <option value="">Choose…</option>
        <LabelledOptions values={CONTENT_LOCALES} labels={languageLabels} />
      </FormSelect>
      <FormInput
        form={form}
        name="question"
        label="Question"
        hint="As a visitor would ask it."
        value={value("question")}
        type="text"
        maxLength={CURATED_QUESTION_MAX + 50}
      />
      <FormTextarea
        form={form}
        name="phrasings"
        label="Other phrasings (optional)"
        hint={`Other ways visitors ask it, one per line (at most ${CURATED_PHRASINGS_MAX}).`}
        value={value("phrasings")}
        rows={4}
      />
      <FormTextarea
        form={form}
        name="answer"
        label="Answer"
        hint="Its first sentence answers the question; the detail follows. Plain text or markdown."
        value={value("answer")}
        rows={7}
        maxLength={CURATED_ANSWER_MAX + 100}
      />
      <FormInput
        form={form}
        name="citePath"
        label="Page it cites (optional)"
        hint="A page of this site in the answer's language, as in the address bar, e.g. /blueprint or /fr/blueprint."
        value={value("citePath")}
        type="text"
        maxLength={CURATED_CITE_PATH_MAX + 20}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="sm:max-w-md"
      />
      <SaveButton pending={form.pending}>{submit}</SaveButton>
    </PostForm>
  );
}

/** /lead_admin/assistant/new: a blank answer, or one prefilled from a group of questions. */
export function CuratedAnswerNewPage({
  group,
  prefill,
  result,
}: {
  group: { key: string; days: number; count: number; question: string } | null;
  prefill: Values;
  result: FormResult | undefined;
}) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <ConsoleBackLink
          to={group ? `${UNANSWERED_PATH}?days=${group.days}` : ASSISTANT_PATH}
          label={group ? "Unanswered questions" : "Assistant knowledge"}
        />
        <h2 className="text-2xl font-bold text-ink-900">
          {group ? "Answer these questions" : "New answer"}
        </h2>
        {group ? (
          <p className="max-w-prose text-sm text-text-muted">
            Visitors asked this{" "}
            {group.count === 1 ? "once" : `${group.count} times`} and the
            assistant could not answer. Saving the answer teaches the assistant
            and marks {group.count === 1 ? "the question" : "these questions"}{" "}
            answered.
          </p>
        ) : null}
        <PageToast toast={result?.toast} />
      </div>
      <CuratedAnswerForm
        initial={prefill}
        result={result}
        submit="Save answer"
        hidden={group ? { group: group.key, days: String(group.days) } : {}}
      />
    </div>
  );
}

/** /lead_admin/assistant/:answerId: edit, retire or restore one answer. */
export function CuratedAnswerEditPage({
  answer,
  result,
}: {
  answer: CuratedAnswerView;
  result: FormResult | undefined;
}) {
  const retired = answer.status === "retired";
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <ConsoleBackLink to={ASSISTANT_PATH} label="Assistant knowledge" />
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold break-words text-ink-900">
            {answer.question}
          </h2>
          <CuratedStatusBadge status={answer.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-text-muted">Last changed</dt>
          <dd>
            <UtcTime iso={answer.updatedAt} /> by{" "}
            {answer.updatedBy ?? "a former member of staff"}
          </dd>
          <dt className="text-text-muted">Replies that used it</dt>
          <dd className="tabular-nums">
            {answer.replies.toLocaleString("en-GB")}
          </dd>
          {retired ? (
            <>
              <dt className="text-text-muted">Retired</dt>
              <dd>
                <UtcTime iso={answer.retiredAt} />: the assistant no longer uses
                it.
              </dd>
            </>
          ) : null}
        </dl>
        <PageToast toast={result?.toast} />
      </div>
      <CuratedAnswerForm
        initial={{
          locale: answer.locale,
          question: answer.question,
          phrasings: answer.phrasings.join("\n"),
          answer: answer.answer,
          citePath: answer.citePath ?? "",
        }}
        result={result}
        submit="Save changes"
      />
      <Form
        method="post"
        aria-label={retired ? "Restore the answer" : "Retire the answer"}
        className="grid gap-2 rounded-xl border border-line bg-surface p-4 sm:p-6"
      >
        <input
          type="hidden"
          name="intent"
          value={retired ? "restore" : "retire"}
        />
        <p className="max-w-prose text-sm text-text-muted">
          {retired
            ? "Restore it and the assistant uses it again."
            : "Retire it and the assistant stops using it. It stays here, with its history, and can be restored."}
        </p>
        <div>
          <Button type="submit" variant="secondary">
            {retired ? (
              <RotateCcw aria-hidden="true" className="size-4" />
            ) : (
              <Archive aria-hidden="true" className="size-4" />
            )}
            {retired ? "Restore answer" : "Retire answer"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
