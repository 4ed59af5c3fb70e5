/**
 * The error of a whole form posted without a script (a refused post, an expired page): always in
 * the page so it is announced when filled, and read first — focused — unless a field in error
 * takes the focus instead.
 */
export function FormAlert({
  message,
  focus,
}: {
  message: string | null;
  /** False when a field in error takes the focus. */
  focus: boolean;
}) {
  return (
    <p
      role="alert"
      tabIndex={message ? -1 : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={Boolean(message) && focus}
      className={
        message
          ? "rounded-lg border border-danger-700 bg-white p-4 text-sm font-medium text-danger-700"
          : "sr-only"
      }
    >
      {message}
    </p>
  );
}
