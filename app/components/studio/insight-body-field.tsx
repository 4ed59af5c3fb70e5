import { inputClasses } from "../ui/input";
import { Field } from "../ui/field";

/**
 * The article's body: stored as HTML, cleaned by the server's sanitizer when saved and again
 * when the page is shown.
 */
export function InsightBodyField({
  defaultHtml,
  error,
  onChange,
}: {
  defaultHtml: string;
  error?: string;
  onChange?: () => void;
}) {
  return (
    <Field name="body" label="Body" error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={16}
          className={inputClasses}
          defaultValue={defaultHtml}
          onInput={onChange}
        />
      )}
    </Field>
  );
}
