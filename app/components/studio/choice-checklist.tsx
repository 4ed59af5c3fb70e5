/**
 * A set of checkboxes posted under one name (capabilities): each a 44 px target, two columns
 * from small screens up, with the field's error under them.
 */
export function ChoiceChecklist({
  name,
  legend,
  hint,
  choices,
  checked,
  error,
}: {
  name: string;
  legend: string;
  hint: string;
  choices: { id: string; name: string }[];
  checked: ReadonlySet<string>;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-ink-900">{legend}</legend>
      <p className="text-sm text-text-muted">{hint}</p>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.id}
            className="flex min-h-11 items-center gap-3 text-sm text-ink-900"
          >
            <input
              type="checkbox"
              name={name}
              value={choice.id}
              defaultChecked={checked.has(choice.id)}
              className="size-5 accent-brand-700"
            />
            {choice.name}
          </label>
        ))}
      </div>
      {error ? (
        <p className="text-sm font-medium text-danger-700">{error}</p>
      ) : null}
    </fieldset>
  );
}
