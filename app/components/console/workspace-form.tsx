import type { ReactNode } from "react";
import type { z } from "zod";
import type { FormResult } from "~/domain/forms/form-result";
import type { WorkspaceIntent } from "~/domain/console/client-forms";
import { useAccountForm } from "../forms/use-account-form";
import { PostForm, SubmitButton } from "../forms/account-form-fields";
import { cx } from "../ui/cx";

export type WorkspaceResult = FormResult & {
  intent?: string;
  projectId?: string | null;
};

/**
 * One of the workspace's forms: a plain post with its `intent` (the page has several), the
 * shared schema checked in the browser first, and the server's answer shown only by the form
 * it belongs to (same intent, same project).
 */
export function WorkspaceForm({
  intent,
  schema,
  fields,
  result,
  projectId,
  submit,
  pendingLabel,
  className,
  submitClassName,
  children,
}: {
  intent: WorkspaceIntent;
  schema: z.ZodType;
  fields: readonly string[];
  result: WorkspaceResult | undefined;
  projectId?: string;
  submit: string;
  pendingLabel: string;
  className?: string;
  submitClassName?: string;
  children: (form: ReturnType<typeof useAccountForm>) => ReactNode;
}) {
  const mine =
    result?.intent === intent &&
    (projectId === undefined || result.projectId === projectId)
      ? result
      : null;
  const form = useAccountForm({ schema, result: mine, intent, fields });
  return (
    <PostForm
      form={form}
      intent={intent}
      preventScrollReset
      className={cx("grid gap-4", className)}
    >
      {projectId ? (
        <input type="hidden" name="projectId" value={projectId} />
      ) : null}
      {children(form)}
      <div className={submitClassName}>
        <SubmitButton form={form} pendingLabel={pendingLabel}>
          {submit}
        </SubmitButton>
      </div>
    </PostForm>
  );
}
