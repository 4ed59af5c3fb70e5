/**
 * An empty value in a table or a list: a dash to the eye, and to a screen reader the words
 * that say why it is empty ("None", "Not yet").
 */
export function BlankValue({ label = "None" }: { label?: string }) {
  return (
    <span className="text-text-muted">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
