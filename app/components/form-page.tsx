import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { cx } from "./ui/cx";

/**
 * The body of a public form page (get started, booking, privacy request): the form in a card,
 * and beside it on a wide screen, below it on a narrow one, what happens next.
 */
export function FormPageColumns({
  children,
  aside,
  cardClassName,
}: {
  children: ReactNode;
  aside: ReactNode;
  /** Extra classes for the card, such as its own grid. */
  cardClassName?: string;
}) {
  return (
    <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.6fr_1fr]">
      <div
        className={cx(
          cardClassName,
          "rounded-card border border-line bg-white p-5 shadow-card sm:p-8",
        )}
      >
        {children}
      </div>
      {aside}
    </div>
  );
}

export type Expectation = { title: string; body: string };

/** Beside a lead's form: what to expect from us, a ticked heading and a sentence each. */
export function ExpectationsAside({ items }: { items: Expectation[] }) {
  const intl = useIntl();
  return (
    <aside
      aria-label={intl.formatMessage({
        id: "forms.getStartedPage.expectations",
        defaultMessage: "What to expect",
      })}
      className="grid content-start gap-5"
    >
      {items.map((item) => (
        <div key={item.title} className="flex gap-3">
          <CheckCircle2
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-brand-700"
          />
          <div>
            <h2 className="text-base font-semibold text-ink-900">
              {item.title}
            </h2>
            <p className="mt-1 text-sm leading-6 text-text-muted">
              {item.body}
            </p>
          </div>
        </div>
      ))}
    </aside>
  );
}
