import { Form, useNavigation } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import { BackLink } from "../content/back-link";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { SectionHeading } from "../ui/section-heading";

/** A new studio item's first step: a working title, then the editor opens on the draft. */
export function StudioNewItem({
  noun,
  listPath,
  listLabel,
  result,
}: {
  /** "insight", "case study". */
  noun: string;
  listPath: string;
  listLabel: string;
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const headingId = `new-${noun.replace(/\s+/g, "-")}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <BackLink to={listPath} label={listLabel} />
      <SectionHeading id={headingId} title={<>New {noun}</>}>
        Start with a working title; you can change it, and everything else,
        before you publish.
      </SectionHeading>
      <Form
        method="post"
        className="grid max-w-2xl gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
        aria-label={`New ${noun}`}
      >
        <Field
          name="title"
          label="Title"
          error={result?.fieldErrors?.title}
          focus
        >
          {(control) => (
            <Input
              {...control}
              required
              maxLength={200}
              defaultValue={result?.values?.title ?? ""}
            />
          )}
        </Field>
        <div>
          <Button
            type="submit"
            pending={navigation.state === "submitting"}
            pendingLabel="Creating…"
          >
            Create draft
          </Button>
        </div>
      </Form>
    </section>
  );
}
