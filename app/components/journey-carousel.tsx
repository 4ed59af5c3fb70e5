import { ChevronLeft, ChevronRight, Clock } from "lucide-react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { JourneyStep } from "~/content/blueprint";
import { cx } from "./ui/cx";

/**
 * The blueprint journey as a non-looping carousel (WAI-ARIA APG carousel pattern, without
 * auto-rotation). The server renders every step as a plain list, readable without JavaScript;
 * app/enhance/journey-carousel.ts marks the region `data-enhanced`, which stacks the slides in
 * one grid cell (the carousel is always as tall as its tallest step, so changing step never
 * moves the page), reveals the caption and controls, and keeps their state. Each slide carries
 * its caption, written here in the page's language, so the enhancer needs no messages of its own.
 */
export function JourneyCarousel({
  steps,
  label,
}: {
  steps: JourneyStep[];
  label: string;
}) {
  const slidesId = useId();
  const intl = useIntl();
  const caption = (step: JourneyStep) =>
    intl.formatMessage(
      {
        id: "capabilities.journey.caption",
        defaultMessage: "Step {number} of {count}: {title}",
      },
      { number: step.number, count: steps.length, title: step.title },
    );
  const first = steps[0];
  return (
    // The region is not itself interactive: the enhancer listens there for arrow keys bubbling
    // up from its buttons, the pattern's documented keyboard support.
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-journey-carousel
      data-enhance="journey-carousel"
      className="group/carousel"
    >
      <p
        aria-live="polite"
        aria-atomic="true"
        data-carousel-caption
        hidden
        className="mb-4 text-sm font-semibold text-ink-900"
      >
        <span data-caption-step>{first ? caption(first) : null}</span>
        <span data-caption-duration className="font-normal text-text-muted">
          {first ? ` (${first.duration})` : null}
        </span>
      </p>

      <div
        id={slidesId}
        className="grid gap-4 group-data-[enhanced]/carousel:gap-0"
      >
        {steps.map((step, position) => (
          <div
            key={step.number}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(
              {
                id: "capabilities.journey.slideLabel",
                defaultMessage: "{position} of {count}",
              },
              { position: position + 1, count: steps.length },
            )}
            data-carousel-slide
            data-caption={caption(step)}
            data-duration={step.duration}
            data-active={position === 0 ? "true" : undefined}
            className={cx(
              "rounded-card border border-line bg-white p-6 shadow-card sm:p-8",
              "group-data-[enhanced]/carousel:col-start-1 group-data-[enhanced]/carousel:row-start-1",
              "group-data-[enhanced]/carousel:not-data-[active]:invisible group-data-[enhanced]/carousel:not-data-[active]:opacity-0",
              // Only after the switch to one slide at a time: enhancing must not fade the others out.
              "group-data-[animated]/carousel:motion-safe:transition-[opacity,visibility] duration-300 ease-out",
            )}
          >
            <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-10">
              <div className="flex shrink-0 items-center gap-4 md:w-48 md:flex-col md:items-start">
                <span
                  aria-hidden="true"
                  className="inline-flex size-14 items-center justify-center rounded-full bg-ink-900 text-xl font-bold tabular-nums text-white"
                >
                  {String(step.number).padStart(2, "0")}
                </span>
                <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">
                    <FormattedMessage
                      id="capabilities.journey.durationLabel"
                      defaultMessage="Duration:"
                    />{" "}
                  </span>
                  <span data-step-duration>{step.duration}</span>
                </p>
              </div>
              <div>
                <p className="text-sm font-semibold text-brand-700">
                  <FormattedMessage
                    id="capabilities.journey.stepLabel"
                    defaultMessage="Step {number}"
                    values={{ number: step.number }}
                  />
                </p>
                <h3 className="mt-1 text-xl font-semibold text-ink-900 sm:text-2xl">
                  {step.title}
                </h3>
                <p className="mt-3 max-w-2xl text-base leading-7 text-text-muted">
                  {step.description}
                </p>
              </div>
            </div>
          </div>
        ))}
      </div>

      {/* Hidden until the enhancer runs: without it these buttons could do nothing. */}
      <div
        data-carousel-controls
        hidden
        className="mt-6 flex items-center justify-between gap-3"
      >
        <button
          type="button"
          aria-controls={slidesId}
          disabled
          data-carousel-previous
          aria-label={intl.formatMessage({
            id: "capabilities.journey.previousStep",
            defaultMessage: "Previous step",
          })}
          className={controlButton}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          {/* The visible word is part of the accessible name (label in name). */}
          <span className="hidden sm:inline">
            <FormattedMessage
              id="capabilities.journey.previous"
              defaultMessage="Previous"
            />
          </span>
        </button>

        <div className="flex items-center gap-1">
          {steps.map((step, position) => (
            <button
              key={step.number}
              type="button"
              aria-controls={slidesId}
              aria-label={intl.formatMessage(
                {
                  id: "capabilities.journey.goToStep",
                  defaultMessage: "Go to step {number}: {title}",
                },
                { number: step.number, title: step.title },
              )}
              aria-current={position === 0 ? "step" : undefined}
              data-carousel-dot
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cx(
                  "block h-2.5 w-2.5 rounded-full bg-ink-200 group-hover:bg-text-muted",
                  "group-aria-[current=step]:w-6 group-aria-[current=step]:bg-brand-700",
                  "group-data-[animated]/carousel:motion-safe:transition-[width,background-color] duration-300",
                )}
              />
            </button>
          ))}
        </div>

        <button
          type="button"
          aria-controls={slidesId}
          data-carousel-next
          aria-label={intl.formatMessage({
            id: "capabilities.journey.nextStep",
            defaultMessage: "Next step",
          })}
          className={controlButton}
        >
          <span className="hidden sm:inline">
            <FormattedMessage
              id="capabilities.journey.next"
              defaultMessage="Next"
            />
          </span>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}

const controlButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-line bg-white px-3 " +
  "text-sm font-semibold text-ink-900 hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50 " +
  "disabled:hover:bg-white";
