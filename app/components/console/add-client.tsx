import { Plus } from "lucide-react";
import { useFetcher } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import { createClientSchema } from "~/domain/console/client-forms";
import { useAccountForm } from "../forms/use-account-form";
import { PostForm, SubmitButton } from "../forms/account-form-fields";
import { Button } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { FormDialogButton } from "../ui/form-dialog";
import { PageToast } from "../ui/toaster";
import { ClientFields } from "./client-fields";

const FIELDS = [
  "name",
  "companyName",
  "contactEmail",
  "contactPhone",
  "notes",
] as const;
const DESCRIPTION =
  "The client starts active. Invite its people from its workspace once it exists.";

/**
 * 'Add Client': a link to `?new=1` (the same form in the page) without JavaScript; hydrated, a
 * dialog; success redirects to the list with the spec's toast.
 */
export function AddClient({
  adding,
  result,
}: {
  adding: boolean;
  result: FormResult | undefined;
}) {
  if (adding) return <AddClientPageForm result={result} />;
  return (
    <FormDialogButton
      label={
        <>
          <Plus aria-hidden="true" className="size-4" />
          Add Client
        </>
      }
      pageTo="?new=1"
      title="Add Client"
      description={DESCRIPTION}
    >
      <AddClientDialogForm />
    </FormDialogButton>
  );
}

function AddClientDialogForm() {
  const fetcher = useFetcher<FormResult>();
  const form = useAccountForm({
    schema: createClientSchema,
    result: fetcher.data,
    fields: FIELDS,
  });
  return (
    <fetcher.Form
      method="post"
      action="/lead_admin/clients"
      {...form.formProps}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="create" />
      <PageToast toast={fetcher.data?.toast} />
      <ClientFields form={form} />
      <div className="flex justify-end">
        <Button
          type="submit"
          pending={fetcher.state !== "idle"}
          pendingLabel="Creating…"
          className="w-full sm:w-auto"
        >
          Create Client
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The same form at `?new=1`, a plain post (the page without JavaScript). */
function AddClientPageForm({ result }: { result: FormResult | undefined }) {
  const form = useAccountForm({
    schema: createClientSchema,
    result,
    intent: "create",
    fields: FIELDS,
  });
  return (
    <section
      aria-labelledby="add-client-heading"
      className="grid w-full gap-4 rounded-card border border-line bg-surface p-6"
    >
      <div className="grid gap-1">
        <h3
          id="add-client-heading"
          className="text-lg font-semibold text-ink-900"
        >
          Add Client
        </h3>
        <p className="text-sm text-text-muted">{DESCRIPTION}</p>
      </div>
      <PageToast toast={result?.toast} />
      <PostForm
        form={form}
        intent="create"
        action="/lead_admin/clients?new=1"
        className="grid gap-4"
      >
        <ClientFields form={form} />
        <div className="flex flex-wrap justify-end gap-3">
          <ButtonLink to="/lead_admin/clients" variant="secondary">
            Cancel
          </ButtonLink>
          <SubmitButton form={form} pendingLabel="Creating…">
            Create Client
          </SubmitButton>
        </div>
      </PostForm>
    </section>
  );
}
