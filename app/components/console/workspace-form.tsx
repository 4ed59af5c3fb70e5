import type { ComponentProps } from "react";
import type { WorkspaceIntent } from "~/domain/console/client-forms";
import { IntentForm, type IntentResult } from "../forms/intent-form";

export type WorkspaceResult = IntentResult<"projectId">;

/**
 * One of the workspace's forms (the page has several), a project's own when it names one: its
 * answer is shown only by the form it belongs to (same intent, same project).
 */
export function WorkspaceForm({
  projectId,
  ...props
}: Omit<
  ComponentProps<typeof IntentForm<"projectId">>,
  "intent" | "rowField" | "rowId" | "label" | "aside"
> & {
  intent: WorkspaceIntent;
  projectId?: string;
}) {
  return <IntentForm {...props} rowField="projectId" rowId={projectId} />;
}
