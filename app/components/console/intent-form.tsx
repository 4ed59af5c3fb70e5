import type { ReactNode } from "react";
import { Form } from "react-router";
import type { useAccountForm } from "../forms/use-account-form";

/** A plain POST of one `intent`, validated in the browser by the form's schema first. */
export function IntentForm({
  form,
  intent,
  children,
}: {
  form: Pick<ReturnType<typeof useAccountForm>, "formProps">;
  intent: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...form.formProps} className="grid gap-3">
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
