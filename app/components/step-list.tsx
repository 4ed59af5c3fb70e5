import { cx } from "./ui/cx";

export type Step = { title: string; description: string };

// Literal class names, so Tailwind sees them.
const desktopColumns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/** Numbered steps of a process ("how it works"); the order is the content, so it is an <ol>. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol
      className={cx(
        "grid gap-5 sm:grid-cols-2",
        desktopColumns[steps.length] ?? "lg:grid-cols-3",
      )}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex flex-col rounded-card border border-line bg-white p-6"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold tabular-nums text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink-900">
            {step.title}
          </h3>
          <p className="mt-2 text-base leading-7 text-text-muted">
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
